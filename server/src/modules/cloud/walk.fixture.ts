import { defineModuleWalk, readable } from '../../../test/walks.js';

/** Cloud space in the shared walks (server/test/walks.ts): a store reads its own; the matrix's staff holds no code. */
export default defineModuleWalk({
  roles: [{ route: 'POST /api/cloud/info', path: '/api/cloud/info', body: {}, expect: readable(100403) }],
  async isolation({ victim }) {
    return {
      markers: [],
      tables: [],
      calls: [
        { route: 'POST /api/cloud/info', path: '/api/cloud/info', body: { shopId: victim.shop.id }, status: 404 },
        { route: 'POST /api/cloud/info', path: '/api/cloud/info', body: {}, status: 200 },
      ],
    };
  },
});
