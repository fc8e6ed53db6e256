import { defineModuleWalk, readable } from '../../../test/walks.js';

/** A year of the data centre, by month, around the victim's rows. */
const DATA_RANGE = { from: '2025-12-01', to: '2026-11-30', grouping: 'month', timeZone: 'Asia/Shanghai' };

/** The data centre in the shared walks (server/test/walks.ts): the matrix's staff hold `users` only. */
export default defineModuleWalk({
  roles: [
    { route: 'POST /api/data/overview', path: '/api/data/overview', body: {}, expect: readable(100403) },
    { route: 'POST /api/data/export', path: '/api/data/export', body: {}, expect: readable(100403) },
  ],
  // The victim's figures by its id are not found; the attacker's own are its own.
  async isolation({ victim }) {
    const shopId = victim.shop.id;
    return {
      markers: [],
      tables: [],
      calls: [
        { route: 'POST /api/data/overview', path: '/api/data/overview', body: { ...DATA_RANGE, shopId }, status: 404 },
        { route: 'POST /api/data/overview', path: '/api/data/overview', body: DATA_RANGE, status: 200 },
        { route: 'POST /api/data/export', path: '/api/data/export', body: { ...DATA_RANGE, shopId }, status: 404 },
        { route: 'POST /api/data/export', path: '/api/data/export', body: DATA_RANGE, status: 200 },
      ],
    };
  },
});
