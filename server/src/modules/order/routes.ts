import {
  envelope,
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
  ZPageParams,
  zOrderNo,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSV_CONTENT_TYPE, sendExport, XLSX_CONTENT_TYPE } from '../../lib/export.js';
import { caller, ok } from '../../lib/http.js';
import { PAY_ACCESS } from '../../lib/payments/routes.js';
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

  app.post(
    '/userOrder/add',
    {
      config: { access: payAccess, scope: 'store' },
      schema: {
        tags,
        summary:
          'Create a renewal: `{orderType: 2, userId}` a year of cloud space (or the pending cloud order), `{orderType: 1, userIds, years}` viewer ends (also needs `users`); answers the orderNo',
        body: ZOrderAddRequest,
        response: { 200: envelope(ZOrderAddResponse) },
      },
    },
    async (req) => ok(req, await orders.add(caller(req), storeOf(req), req.body)),
  );

  app.post(
    '/userOrder/get/:orderNo',
    {
      config: { read: true, access: payAccess, scope: 'store-or-platform-all' },
      schema: {
        tags,
        summary: 'One order with what it renews and the payment methods that take its currency',
        params: ZOrderNoParams,
        response: { 200: envelope(ZOrderDetail) },
      },
    },
    async (req) => ok(req, await orders.detail(req.params.orderNo, storeOrAllOf(req))),
  );

  app.post(
    '/userOrder/query/:page/:pageSize',
    {
      config: { read: true, access: 'my-orders', scope: 'store-or-platform-all' },
      schema: {
        tags,
        summary: 'A page of orders, newest first, by number, user, type, status, payment status, method and time',
        params: ZPageParams,
        body: optionalBody(ZOrderQueryRequest),
        response: { 200: envelope(ZOrderPage) },
      },
    },
    async (req) => ok(req, await orders.page(storeOrAllOf(req), req.body, req.params)),
  );

  app.post(
    '/userOrder/export',
    {
      config: { read: true, access: 'my-orders', scope: 'store-or-platform-all' },
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

  app.post(
    '/userOrder/pay/:orderNo',
    {
      config: { access: payAccess, scope: 'store' },
      schema: {
        tags,
        summary: 'Open the payment of an open order with a method that takes its currency: where to send the payer',
        params: ZOrderNoParams,
        body: ZOrderPayRequest,
        response: { 200: envelope(ZOrderPayResponse) },
      },
    },
    async (req) => ok(req, await orders.pay(storeOf(req), req.params.orderNo, req.body.payMethod, req.lang)),
  );

  app.post(
    '/userOrder/captureOrder/:orderNo',
    {
      config: { access: payAccess, scope: 'store-or-platform-all' },
      schema: {
        tags,
        summary: "Ask the order's provider where its payment stands and apply the answer (once)",
        params: ZOrderNoParams,
        response: { 200: envelope(ZOrderDetail) },
      },
    },
    async (req) => ok(req, await orders.capture(req.params.orderNo, storeOrAllOf(req))),
  );

  app.post(
    '/userOrder/cancel/:orderNo',
    {
      config: { access: 'my-orders', scope: 'store' },
      schema: {
        tags,
        summary: 'Cancel an unpaid order (closed at its provider too; audited)',
        params: ZOrderNoParams,
        response: { 200: envelope(ZOrderDetail) },
      },
    },
    async (req) => ok(req, await orders.cancel(caller(req), storeOf(req), req.params.orderNo)),
  );

  app.post(
    '/userOrder/refund/:orderNo',
    {
      config: { access: 'my-orders', scope: 'platform' },
      schema: {
        tags,
        summary:
          'The platform operator refunds a paid order through its provider; what it bought is taken back (audited)',
        params: ZOrderNoParams,
        body: optionalBody(ZOrderRefundRequest),
        response: { 200: envelope(ZOrderDetail) },
      },
    },
    async (req) => ok(req, await orders.refund(caller(req), req.params.orderNo, req.body.reason ?? null, req.lang)),
  );
}
