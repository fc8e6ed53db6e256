import { defineModuleWalk, ownerOnly, platformOnly } from '../../../test/walks.js';

/** Stores in the shared walks (server/test/walks.ts): the platform's list, a store refused; a store's own zone. */
export default defineModuleWalk({
  roles: [
    { route: 'POST /api/shop/query/{page}/{pageSize}', path: '/api/shop/query/1/10', body: {}, expect: platformOnly },
    {
      route: 'POST /api/shop/updateStatus/{shopId}/{status}',
      path: '/api/shop/updateStatus/999999/0',
      expect: platformOnly,
    },
    { route: 'POST /api/shop/timeZone', path: '/api/shop/timeZone', body: { timeZone: 'UTC' }, expect: ownerOnly },
  ],
  changesWithoutBody: ['POST /api/shop/updateStatus/{shopId}/{status}'],
  async isolation({ victim }) {
    return {
      markers: [],
      tables: [],
      calls: [
        {
          route: 'POST /api/shop/query/{page}/{pageSize}',
          path: '/api/shop/query/1/20',
          body: {},
          status: 403,
          code: 100407,
        },
        {
          route: 'POST /api/shop/updateStatus/{shopId}/{status}',
          path: `/api/shop/updateStatus/${victim.shop.id}/0`,
          status: 403,
          code: 100407,
        },
        // Names no store: it sets the caller's own.
        { route: 'POST /api/shop/timeZone', path: '/api/shop/timeZone', body: { timeZone: 'UTC' }, status: 200 },
      ],
    };
  },
});
