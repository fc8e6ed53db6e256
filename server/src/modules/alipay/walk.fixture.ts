import { buildOrder } from '../../../test/factories.js';
import { defineModuleWalk, NO_ORDER, ownerOnly, readable } from '../../../test/walks.js';
import { orderItems, orders } from '../../db/schema.js';

/**
 * Alipay's routes in the shared walks (server/test/walks.ts): opening a payment and closing it as an order's pay and
 * cancel, asking as its captureOrder; they reach the same orders through the same scope.
 */
export default defineModuleWalk({
  roles: [
    { route: 'POST /api/alipay/pcPay/{orderNo}', path: `/api/alipay/pcPay/${NO_ORDER}`, expect: ownerOnly },
    { route: 'POST /api/alipay/tradeCreate', path: '/api/alipay/tradeCreate', body: {}, expect: ownerOnly },
    {
      route: 'POST /api/alipay/tradeQuery/{outTradeNo}',
      path: `/api/alipay/tradeQuery/${NO_ORDER}`,
      expect: readable(100403),
    },
    { route: 'POST /api/alipay/tradeClose', path: '/api/alipay/tradeClose', body: {}, expect: ownerOnly },
    { route: 'POST /api/alipay/tradeCancel', path: '/api/alipay/tradeCancel', body: {}, expect: ownerOnly },
  ],
  changesWithoutBody: [
    'POST /api/alipay/pcPay/{orderNo}',
    // Asks the gateway and applies its answer (a payment may complete): a change.
    'POST /api/alipay/tradeQuery/{outTradeNo}',
  ],
  // The victim's open order (a viewer-end renewal: a store has one open cloud order, the order module's).
  async isolation({ db, victim }) {
    const { orderNo: no } = await buildOrder(db, victim.shop, victim.owner, { appUserIds: [victim.user.id] });
    return {
      markers: [no],
      tables: [orders, orderItems],
      calls: [
        { route: 'POST /api/alipay/pcPay/{orderNo}', path: `/api/alipay/pcPay/${no}`, status: 404, code: 700101 },
        {
          route: 'POST /api/alipay/tradeCreate',
          path: '/api/alipay/tradeCreate',
          body: { outTradeNo: no },
          status: 404,
          code: 700101,
        },
        {
          route: 'POST /api/alipay/tradeQuery/{outTradeNo}',
          path: `/api/alipay/tradeQuery/${no}`,
          status: 404,
          code: 700101,
        },
        {
          route: 'POST /api/alipay/tradeClose',
          path: '/api/alipay/tradeClose',
          body: { outTradeNo: no },
          status: 404,
          code: 700101,
        },
        {
          route: 'POST /api/alipay/tradeCancel',
          path: '/api/alipay/tradeCancel',
          body: { outTradeNo: no },
          status: 404,
          code: 700101,
        },
      ],
    };
  },
});
