import { buildOrder } from '../../../test/factories.js';
import { defineModuleWalk, NO_ORDER, ownerOnly, readable } from '../../../test/walks.js';
import { orderItems, orders } from '../../db/schema.js';

/** WeChat Pay's routes in the shared walks (server/test/walks.ts): an order's pay, and its captureOrder. */
export default defineModuleWalk({
  roles: [
    {
      route: 'POST /api/wechatpay/nativePay/{orderNo}',
      path: `/api/wechatpay/nativePay/${NO_ORDER}`,
      expect: ownerOnly,
    },
    {
      route: 'POST /api/wechatpay/query/{orderNo}',
      path: `/api/wechatpay/query/${NO_ORDER}`,
      expect: readable(100403),
    },
  ],
  changesWithoutBody: ['POST /api/wechatpay/nativePay/{orderNo}', 'POST /api/wechatpay/query/{orderNo}'],
  // The victim's open order (a viewer-end renewal: a store has one open cloud order, the order module's).
  async isolation({ db, victim }) {
    const { orderNo: no } = await buildOrder(db, victim.shop, victim.owner, { appUserIds: [victim.user.id] });
    return {
      markers: [no],
      tables: [orders, orderItems],
      calls: [
        {
          route: 'POST /api/wechatpay/nativePay/{orderNo}',
          path: `/api/wechatpay/nativePay/${no}`,
          status: 404,
          code: 700101,
        },
        {
          route: 'POST /api/wechatpay/query/{orderNo}',
          path: `/api/wechatpay/query/${no}`,
          status: 404,
          code: 700101,
        },
      ],
    };
  },
});
