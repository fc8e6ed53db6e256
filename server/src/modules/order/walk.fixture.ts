import { buildOrder } from '../../../test/factories.js';
import { defineModuleWalk, NO_ORDER, ownerOnly, platformOnly, readable } from '../../../test/walks.js';
import { orderItems, orders, sandboxTrades } from '../../db/schema.js';

/**
 * Orders in the shared walks (server/test/walks.ts): a store pays and cancels its own; the platform reads all and
 * refunds; the matrix's staff holds neither code.
 */
export default defineModuleWalk({
  roles: [
    { route: 'POST /api/userOrder/add', path: '/api/userOrder/add', body: {}, expect: ownerOnly },
    { route: 'POST /api/userOrder/get/{orderNo}', path: `/api/userOrder/get/${NO_ORDER}`, expect: readable(100403) },
    {
      route: 'POST /api/userOrder/query/{page}/{pageSize}',
      path: '/api/userOrder/query/1/10',
      body: {},
      expect: readable(100403),
    },
    {
      route: 'POST /api/userOrder/export',
      path: '/api/userOrder/export',
      body: { orderNo: NO_ORDER },
      expect: readable(100403),
    },
    {
      route: 'POST /api/userOrder/pay/{orderNo}',
      path: `/api/userOrder/pay/${NO_ORDER}`,
      body: {},
      expect: ownerOnly,
    },
    {
      route: 'POST /api/userOrder/captureOrder/{orderNo}',
      path: `/api/userOrder/captureOrder/${NO_ORDER}`,
      expect: readable(100403),
    },
    { route: 'POST /api/userOrder/cancel/{orderNo}', path: `/api/userOrder/cancel/${NO_ORDER}`, expect: ownerOnly },
    {
      route: 'POST /api/userOrder/refund/{orderNo}',
      path: `/api/userOrder/refund/${NO_ORDER}`,
      body: {},
      expect: platformOnly,
    },
  ],
  changesWithoutBody: [
    'POST /api/userOrder/cancel/{orderNo}',
    'POST /api/userOrder/captureOrder/{orderNo}',
    'POST /api/userOrder/refund/{orderNo}',
  ],
  // The victim's orders by number, its accounts and store id: never found, never paid, cancelled or refunded.
  async isolation({ db, victim, attacker }) {
    const shopId = victim.shop.id;
    const order = await buildOrder(db, victim.shop, victim.owner);
    const paidOrder = await buildOrder(db, victim.shop, victim.owner, {
      orderType: 1,
      orderStatus: 3,
      payStatus: 2,
      payMethod: 'sandbox',
      paidAt: new Date(),
      createdAt: new Date(Date.now() - 60_000),
    });
    const no = order.orderNo;
    return {
      markers: [order.orderNo, paidOrder.orderNo],
      tables: [orders, orderItems, sandboxTrades],
      calls: [
        {
          route: 'POST /api/userOrder/add',
          path: '/api/userOrder/add',
          body: { orderType: 2, userId: victim.owner.id },
          status: 404,
        },
        {
          route: 'POST /api/userOrder/add',
          path: '/api/userOrder/add',
          body: { orderType: 1, userIds: [attacker.users[0]!.id, victim.user.id], years: 1 },
          status: 404,
        },
        { route: 'POST /api/userOrder/get/{orderNo}', path: `/api/userOrder/get/${no}`, status: 404, code: 700101 },
        {
          route: 'POST /api/userOrder/query/{page}/{pageSize}',
          path: '/api/userOrder/query/1/200',
          body: { shopId },
          status: 404,
        },
        {
          route: 'POST /api/userOrder/query/{page}/{pageSize}',
          path: '/api/userOrder/query/1/200',
          body: { orderNo: no },
          status: 200,
        },
        { route: 'POST /api/userOrder/export', path: '/api/userOrder/export', body: { shopId }, status: 404 },
        { route: 'POST /api/userOrder/export', path: '/api/userOrder/export', body: {}, status: 200 },
        {
          route: 'POST /api/userOrder/pay/{orderNo}',
          path: `/api/userOrder/pay/${no}`,
          body: { payMethod: 'sandbox' },
          status: 404,
          code: 700101,
        },
        {
          route: 'POST /api/userOrder/captureOrder/{orderNo}',
          path: `/api/userOrder/captureOrder/${no}`,
          status: 404,
          code: 700101,
        },
        {
          route: 'POST /api/userOrder/cancel/{orderNo}',
          path: `/api/userOrder/cancel/${no}`,
          status: 404,
          code: 700101,
        },
        {
          route: 'POST /api/userOrder/refund/{orderNo}',
          path: `/api/userOrder/refund/${paidOrder.orderNo}`,
          body: {},
          status: 403,
          code: 100407,
        },
      ],
    };
  },
});
