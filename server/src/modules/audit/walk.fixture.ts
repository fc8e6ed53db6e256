import { defineModuleWalk, readable } from '../../../test/walks.js';

/** The audit log in the shared walks (server/test/walks.ts): the victim's entries (its device added) unseen. */
export default defineModuleWalk({
  roles: [
    {
      route: 'POST /api/audit/query/{page}/{pageSize}',
      path: '/api/audit/query/1/10',
      body: {},
      expect: readable(100403),
    },
  ],
  async isolation({ victim }) {
    const shopId = victim.shop.id;
    return {
      markers: [],
      tables: [],
      calls: [
        {
          route: 'POST /api/audit/query/{page}/{pageSize}',
          path: '/api/audit/query/1/200',
          body: { shopId },
          status: 404,
        },
        { route: 'POST /api/audit/query/{page}/{pageSize}', path: '/api/audit/query/1/200', body: {}, status: 200 },
        {
          route: 'POST /api/audit/query/{page}/{pageSize}',
          path: '/api/audit/query/1/200',
          body: { targetId: victim.device.deviceNo },
          status: 200,
        },
      ],
    };
  },
});
