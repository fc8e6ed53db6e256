import { defineModuleWalk, ownerOnly, readable } from '../../../test/walks.js';

/**
 * Cloud space in the shared walks (server/test/walks.ts): a store reads its own; the matrix's staff holds no code.
 * Its photo retention is set by the store owner alone (the platform 100406, staff 100403).
 */
export default defineModuleWalk({
  roles: [
    { route: 'POST /api/cloud/info', path: '/api/cloud/info', body: {}, expect: readable(100403) },
    { route: 'POST /api/cloud/retention', path: '/api/cloud/retention', body: {}, expect: readable(100403) },
    {
      route: 'POST /api/cloud/retention/update',
      path: '/api/cloud/retention/update',
      body: { months: 24 },
      expect: ownerOnly,
    },
  ],
  async isolation({ victim }) {
    return {
      markers: [],
      tables: [],
      calls: [
        { route: 'POST /api/cloud/info', path: '/api/cloud/info', body: { shopId: victim.shop.id }, status: 404 },
        { route: 'POST /api/cloud/info', path: '/api/cloud/info', body: {}, status: 200 },
        {
          route: 'POST /api/cloud/retention',
          path: '/api/cloud/retention',
          body: { shopId: victim.shop.id },
          status: 404,
        },
        { route: 'POST /api/cloud/retention', path: '/api/cloud/retention', body: {}, status: 200 },
        // Names no store: it sets the caller's own.
        {
          route: 'POST /api/cloud/retention/update',
          path: '/api/cloud/retention/update',
          body: { months: 24 },
          status: 200,
        },
      ],
    };
  },
});
