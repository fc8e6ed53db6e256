import { defineModuleWalk, ownerOnly, PASSED, readable } from '../../../test/walks.js';

/** A store's devices in the shared walks (server/test/walks.ts); the victim's device is the world's. */
export default defineModuleWalk({
  roles: [
    { route: 'POST /api/shopDevice/query', path: '/api/shopDevice/query', body: {}, expect: readable(PASSED) },
    {
      route: 'POST /api/shopDevice/query/{page}/{pageSize}',
      path: '/api/shopDevice/query/1/10',
      expect: readable(PASSED),
    },
    { route: 'POST /api/shopDevice/add', path: '/api/shopDevice/add', body: {}, expect: ownerOnly },
    { route: 'POST /api/shopDevice/delete/{deviceNo}', path: '/api/shopDevice/delete/NO-SUCH-1', expect: ownerOnly },
  ],
  changesWithoutBody: ['POST /api/shopDevice/delete/{deviceNo}'],
  async isolation({ victim }) {
    const shopId = victim.shop.id;
    const deviceNo = victim.device.deviceNo;
    return {
      markers: [],
      tables: [],
      calls: [
        { route: 'POST /api/shopDevice/query', path: '/api/shopDevice/query', body: { shopId }, status: 404 },
        { route: 'POST /api/shopDevice/query', path: '/api/shopDevice/query', body: { deviceNo: 'DEV' }, status: 200 },
        {
          route: 'POST /api/shopDevice/query/{page}/{pageSize}',
          path: '/api/shopDevice/query/1/50',
          body: { shopId },
          status: 404,
        },
        {
          route: 'POST /api/shopDevice/query/{page}/{pageSize}',
          path: '/api/shopDevice/query/1/50',
          body: {},
          status: 200,
        },
        // Device numbers are unique across stores: the add is refused and nothing about the owner is told.
        {
          route: 'POST /api/shopDevice/add',
          path: '/api/shopDevice/add',
          body: { deviceNo, deviceName: 'mine' },
          status: 409,
          code: 400201,
        },
        {
          route: 'POST /api/shopDevice/delete/{deviceNo}',
          path: `/api/shopDevice/delete/${deviceNo}`,
          status: 404,
          code: 400202,
        },
      ],
    };
  },
});
