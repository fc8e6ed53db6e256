import { buildComplainInfo, buildComplainType } from '../../../test/factories.js';
import { defineModuleWalk, readable } from '../../../test/walks.js';
import { complainInfos } from '../../db/schema.js';

/** Chief complaints in the shared walks (server/test/walks.ts): a store its own, the platform its own set. */
export default defineModuleWalk({
  // This staff holds neither complaint code.
  roles: [
    { route: 'POST /api/complainInfo/query', path: '/api/complainInfo/query', body: {}, expect: readable(100403) },
    {
      route: 'POST /api/complainInfo/languages',
      path: '/api/complainInfo/languages',
      body: {},
      expect: readable(100403),
    },
    { route: 'POST /api/complainInfo/add', path: '/api/complainInfo/add', body: {}, expect: readable(100403) },
    {
      route: 'POST /api/complainInfo/update/{id}',
      path: '/api/complainInfo/update/999999',
      body: {},
      expect: readable(100403),
    },
    { route: 'POST /api/complainInfo/delete/{id}', path: '/api/complainInfo/delete/999999', expect: readable(100403) },
  ],
  changesWithoutBody: ['POST /api/complainInfo/delete/{id}'],
  // The victim's content is neither readable nor changeable, nor its type usable.
  async isolation({ db, victim }) {
    const shopId = victim.shop.id;
    const type = await buildComplainType(db, victim.shop, 'en-US');
    const info = await buildComplainInfo(db, type);
    const language = type.language;
    return {
      markers: [type.name, info.content],
      tables: [complainInfos],
      calls: [
        {
          route: 'POST /api/complainInfo/languages',
          path: '/api/complainInfo/languages',
          body: { shopId },
          status: 404,
        },
        { route: 'POST /api/complainInfo/languages', path: '/api/complainInfo/languages', body: {}, status: 200 },
        {
          route: 'POST /api/complainInfo/query',
          path: '/api/complainInfo/query',
          body: { language, shopId },
          status: 404,
        },
        {
          route: 'POST /api/complainInfo/query',
          path: '/api/complainInfo/query',
          body: { language, typeId: type.id },
          status: 200,
        },
        {
          route: 'POST /api/complainInfo/add',
          path: '/api/complainInfo/add',
          body: { typeId: type.id, content: 'Planted' },
          status: 400,
          code: 600407,
        },
        {
          route: 'POST /api/complainInfo/update/{id}',
          path: `/api/complainInfo/update/${info.id}`,
          body: { typeId: type.id, content: 'Taken over' },
          status: 404,
          code: 600405,
        },
        { route: 'POST /api/complainInfo/delete/{id}', path: `/api/complainInfo/delete/${info.id}`, status: 404 },
      ],
    };
  },
});
