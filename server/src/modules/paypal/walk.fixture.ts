import { buildOrder } from '../../../test/factories.js';
import { defineModuleWalk, NO_ORDER, ownerOnly, readable } from '../../../test/walks.js';
import { orderItems, orders } from '../../db/schema.js';

/** PayPal's routes in the shared walks (server/test/walks.ts): an order's pay and cancel, and its captureOrder. */
export default defineModuleWalk({
  roles: [
    { route: 'POST /api/paypal/createOrder', path: '/api/paypal/createOrder', body: {}, expect: ownerOnly },
    { route: 'POST /api/paypal/updateOrder', path: '/api/paypal/updateOrder', body: {}, expect: ownerOnly },
    {
      route: 'POST /api/paypal/captureOrder',
      path: '/api/paypal/captureOrder',
      body: { orderNo: NO_ORDER },
      expect: readable(100403),
    },
  ],
  // The victim's open order (a viewer-end renewal: a store has one open cloud order, the order module's).
  async isolation({ db, victim }) {
    const { orderNo: no } = await buildOrder(db, victim.shop, victim.owner, { appUserIds: [victim.user.id] });
    return {
      markers: [no],
      tables: [orders, orderItems],
      calls: [
        {
          route: 'POST /api/paypal/createOrder',
          path: '/api/paypal/createOrder',
          body: { orderNo: no },
          status: 404,
          code: 700101,
        },
        {
          route: 'POST /api/paypal/updateOrder',
          path: '/api/paypal/updateOrder',
          body: { orderNo: no },
          status: 404,
          code: 700101,
        },
        {
          route: 'POST /api/paypal/captureOrder',
          path: '/api/paypal/captureOrder',
          body: { orderNo: no },
          status: 404,
          code: 700101,
        },
      ],
    };
  },
});
