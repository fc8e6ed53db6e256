import { defineModuleWalk, ownerOnly } from '../../../test/walks.js';
import { buildPlaceholderThing, placeholderThingSample } from './factory.fixture.js';
import { placeholderThings } from './table.js';

/** placeholder things in the shared walks (server/test/walks.ts): a store's own, the platform refused. */
export default defineModuleWalk({
  roles: [
    {
      route: 'POST /api/placeholderThing/query/{page}/{pageSize}',
      path: '/api/placeholderThing/query/1/10',
      body: {},
      expect: ownerOnly,
    },
    { route: 'POST /api/placeholderThing/add', path: '/api/placeholderThing/add', body: {}, expect: ownerOnly },
    {
      route: 'POST /api/placeholderThing/update/{id}',
      path: '/api/placeholderThing/update/999999',
      body: {},
      expect: ownerOnly,
    },
    { route: 'POST /api/placeholderThing/delete/{id}', path: '/api/placeholderThing/delete/999999', expect: ownerOnly },
  ],
  changesWithoutBody: ['POST /api/placeholderThing/delete/{id}'],
  // The victim's row is neither listed nor changed; an add refused for its body changes nothing.
  async isolation({ db, victim }) {
    const row = await buildPlaceholderThing(db, victim.shop);
    return {
      markers: [row.name],
      tables: [placeholderThings],
      calls: [
        {
          route: 'POST /api/placeholderThing/query/{page}/{pageSize}',
          path: '/api/placeholderThing/query/1/50',
          body: { name: row.name },
          status: 200,
        },
        { route: 'POST /api/placeholderThing/add', path: '/api/placeholderThing/add', body: { name: '' }, status: 400 },
        {
          route: 'POST /api/placeholderThing/update/{id}',
          path: `/api/placeholderThing/update/${row.id}`,
          body: { ...placeholderThingSample(), name: 'Taken over' },
          status: 404,
          code: 100405,
        },
        {
          route: 'POST /api/placeholderThing/delete/{id}',
          path: `/api/placeholderThing/delete/${row.id}`,
          status: 404,
          code: 100405,
        },
      ],
    };
  },
});
