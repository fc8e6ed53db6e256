import { buildComplainType } from '../../../test/factories.js';
import { defineModuleWalk, readable } from '../../../test/walks.js';
import { complainTypes } from '../../db/schema.js';

/** Chief-complaint types in the shared walks (server/test/walks.ts): a store its own, the platform its own set. */
export default defineModuleWalk({
  // This staff holds neither complaint code.
  roles: [
    {
      route: 'POST /api/complainType/query/{page}/{pageSize}',
      path: '/api/complainType/query/1/10',
      body: {},
      expect: readable(100403),
    },
    {
      route: 'POST /api/complainType/languages',
      path: '/api/complainType/languages',
      body: {},
      expect: readable(100403),
    },
    { route: 'POST /api/complainType/add', path: '/api/complainType/add', body: {}, expect: readable(100403) },
    {
      route: 'POST /api/complainType/update/{id}',
      path: '/api/complainType/update/999999',
      body: {},
      expect: readable(100403),
    },
    { route: 'POST /api/complainType/delete/{id}', path: '/api/complainType/delete/999999', expect: readable(100403) },
  ],
  changesWithoutBody: ['POST /api/complainType/delete/{id}'],
  // The victim's type is neither readable nor changeable.
  async isolation({ db, victim }) {
    const shopId = victim.shop.id;
    const type = await buildComplainType(db, victim.shop, 'en-US');
    const language = type.language;
    return {
      markers: [type.name],
      tables: [complainTypes],
      calls: [
        {
          route: 'POST /api/complainType/query/{page}/{pageSize}',
          path: '/api/complainType/query/1/50',
          body: { language, shopId },
          status: 404,
        },
        {
          route: 'POST /api/complainType/query/{page}/{pageSize}',
          path: '/api/complainType/query/1/50',
          body: { language, name: type.name },
          status: 200,
        },
        {
          route: 'POST /api/complainType/add',
          path: '/api/complainType/add',
          body: { language, name: '' },
          status: 400,
        },
        {
          route: 'POST /api/complainType/update/{id}',
          path: `/api/complainType/update/${type.id}`,
          body: { name: 'Taken over' },
          status: 404,
          code: 600401,
        },
        { route: 'POST /api/complainType/delete/{id}', path: `/api/complainType/delete/${type.id}`, status: 404 },
        {
          route: 'POST /api/complainType/languages',
          path: '/api/complainType/languages',
          body: { shopId },
          status: 404,
        },
        { route: 'POST /api/complainType/languages', path: '/api/complainType/languages', body: {}, status: 200 },
      ],
    };
  },
});
