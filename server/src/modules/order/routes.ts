import {
  optionalBody,
  ZOrderAddRequest,
  ZOrderAddResponse,
  ZOrderDetail,
  ZOrderExportRequest,
  ZOrderPage,
  ZOrderPayRequest,
  ZOrderPayResponse,
  ZOrderQueryRequest,
  ZOrderRefundRequest,
  zOrderNo,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSV_CONTENT_TYPE, sendExport, XLSX_CONTENT_TYPE } from '../../lib/export.js';
import { caller } from '../../lib/http.js';
import { PAY_ACCESS } from '../../lib/payments/routes.js';
import { declareRoutes, route } from '../../lib/route-table.js';
import { storeOf, storeOrAllOf } from '../../lib/scope.js';

const ZOrderNoParams = z.object({ orderNo: zOrderNo });

/**
 * Orders (`userOrder`): a store creates, pays and cancels its own; the platform operator reads every store's
 * (or one store's by `shopId`) and refunds. Reading and paying need `my-orders` or `cloud` (the payment page
 * serves both screens); the list, export and cancel need `my-orders`.
 */
export default async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { orders } = app.deps;
  const tags = ['userOrder'];
  const payAccess = PAY_ACCESS;

  declareRoutes(fastify, 'userOrder', [
    route({
      path: '/userOrder/add',
      config: { access: payAccess, scope: 'store' },
      summary:
        'Create a renewal: `{orderType: 2, userId}` a year of cloud space (or the pending cloud order), `{orderType: 1, userIds, years}` viewer ends (also needs `users`); answers the orderNo',
      body: ZOrderAddRequest,
      response: ZOrderAddResponse,
      handle: (req) => orders.add(caller(req), storeOf(req), req.body),
    }),
    route({
      path: '/userOrder/get/:orderNo',
      config: { read: true, access: payAccess, scope: 'store-or-platform-all' },
      summary: 'One order with what it renews and the payment methods that take its currency',
      params: ZOrderNoParams,
      response: ZOrderDetail,
      handle: (req) => orders.detail(req.params.orderNo, storeOrAllOf(req)),
    }),
    route({
      path: '/userOrder/query/:page/:pageSize',
      config: { read: true, access: 'my-orders', scope: 'store-or-platform-all' },
      summary: 'A page of orders, newest first, by number, user, type, status, payment status, method and time',
      body: optionalBody(ZOrderQueryRequest),
      response: ZOrderPage,
      handle: (req) => orders.page(storeOrAllOf(req), req.body, req.params),
    }),
    route({
      path: '/userOrder/pay/:orderNo',
      config: { access: payAccess, scope: 'store' },
      summary: 'Open the payment of an open order with a method that takes its currency: where to send the payer',
      params: ZOrderNoParams,
      body: ZOrderPayRequest,
      response: ZOrderPayResponse,
      handle: (req) => orders.pay(storeOf(req), req.params.orderNo, req.body.payMethod, req.lang),
    }),
    route({
      path: '/userOrder/captureOrder/:orderNo',
      config: { access: payAccess, scope: 'store-or-platform-all' },
      summary: "Ask the order's provider where its payment stands and apply the answer (once)",
      params: ZOrderNoParams,
      response: ZOrderDetail,
      handle: (req) => orders.capture(req.params.orderNo, storeOrAllOf(req)),
    }),
    route({
      path: '/userOrder/cancel/:orderNo',
      config: { access: 'my-orders', scope: 'store' },
      summary: 'Cancel an unpaid order (closed at its provider too; audited)',
      params: ZOrderNoParams,
      response: ZOrderDetail,
      handle: (req) => orders.cancel(caller(req), storeOf(req), req.params.orderNo),
    }),
    route({
      path: '/userOrder/refund/:orderNo',
      config: { access: 'my-orders', scope: 'platform' },
      summary:
        'The platform operator refunds a paid order through its provider; what it bought is taken back (audited)',
      params: ZOrderNoParams,
      body: optionalBody(ZOrderRefundRequest),
      response: ZOrderDetail,
      handle: (req) => orders.refund(caller(req), req.params.orderNo, req.body.reason ?? null, req.lang),
    }),
  ]);

  app.post(
    '/userOrder/export',
    {
      config: { read: true, reads: 'replica', access: 'my-orders', scope: 'store-or-platform-all' },
      schema: {
        tags,
        summary: 'The filtered order list as a CSV or XLSX file, titles in the request language',
        body: optionalBody(ZOrderExportRequest),
        produces: [CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE],
      },
    },
    async (req, reply) => {
      const file = await orders.exportFile(storeOrAllOf(req), req.body, req.lang);
      return sendExport(reply, file);
    },
  );
}
