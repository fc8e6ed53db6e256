import { envelope, ZOrderDetail, ZOrderPayResponse, zOrderNo } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, ok } from '../../lib/http.js';
import { notificationFields } from '../../lib/payments/notify.js';
import { storeOf } from '../../lib/scope.js';

const ZOrderNoParams = z.object({ orderNo: zOrderNo });
const ZOutTradeNoParams = z.object({ outTradeNo: zOrderNo });
const ZOutTradeNoBody = z.object({ outTradeNo: zOrderNo });

/**
 * Alipay's routes (SPEC "Domestic online payment provider"). `notify` is the gateway's: public, answered with
 * the body `success` once a verified notification is recorded (and `failure` otherwise, so Alipay sends it
 * again). The others are the console's, under the same access as `userOrder/pay` and `userOrder/cancel`; they
 * answer "payment method unavailable" when `PAYMENT_PROVIDERS` does not name `alipay`.
 */
export default async function alipayRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { alipay, orders } = app.deps;
  const tags = ['alipay'];
  const payAccess = ['my-orders', 'cloud'] as const;

  app.post(
    '/alipay/notify',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Alipay's asynchronous notification (form post, RSA2): answers `success` or `failure`",
        body: z.unknown(),
      },
    },
    async (req, reply) => {
      const text = (s: 'success' | 'failure', code = 200) => reply.code(code).type('text/plain; charset=utf-8').send(s);
      const p = notificationFields(req.body);
      // Not configured: nothing to verify with (and nothing recorded for whoever posts here).
      if (!alipay) return text('failure', 404);
      if (!p) {
        await orders.recordEvent('alipay', 'notify', 'malformed', null, null);
        return text('failure', 400);
      }
      const checked = alipay.verifyNotification(p);
      if ('refused' in checked) {
        await orders.recordEvent('alipay', 'notify', checked.refused, p.out_trade_no ?? null, {
          trade_no: p.trade_no ?? null,
          app_id: p.app_id ?? null,
        });
        return text('failure', 400);
      }
      const outcome = await orders.settle('alipay', checked.fact, 'notify');
      return outcome === 'mismatch' || outcome === 'unknown' ? text('failure', 400) : text('success');
    },
  );

  const payRoute = async (shopId: number, orderNo: string, lang: Parameters<typeof orders.pay>[3]) =>
    orders.pay(shopId, orderNo, 'alipay', lang);

  app.post(
    '/alipay/pcPay/:orderNo',
    {
      config: { access: payAccess, scope: 'store' },
      schema: {
        tags,
        summary: "Opens the order's Alipay payment: `datas.url` is the gateway's page-pay address",
        params: ZOrderNoParams,
        response: { 200: envelope(ZOrderPayResponse) },
      },
    },
    async (req) => ok(req, await payRoute(storeOf(req), req.params.orderNo, req.lang)),
  );

  app.post(
    '/alipay/tradeCreate',
    {
      config: { access: payAccess, scope: 'store' },
      schema: {
        tags,
        summary: 'Creates the Alipay trade of an order (as pcPay, the order number in the body)',
        body: ZOutTradeNoBody,
        response: { 200: envelope(ZOrderPayResponse) },
      },
    },
    async (req) => ok(req, await payRoute(storeOf(req), req.body.outTradeNo, req.lang)),
  );

  app.post(
    '/alipay/tradeQuery/:outTradeNo',
    {
      config: { access: payAccess, scope: 'store-or-platform-all' },
      schema: {
        tags,
        summary: 'Asks Alipay where the trade stands and applies the answer (once): the order as it is then',
        params: ZOutTradeNoParams,
        response: { 200: envelope(ZOrderDetail) },
      },
    },
    async (req) => ok(req, await orders.capture(req.params.outTradeNo, req.scope?.shopId ?? null)),
  );

  for (const name of ['tradeClose', 'tradeCancel'] as const) {
    app.post(
      `/alipay/${name}`,
      {
        config: { access: 'my-orders', scope: 'store' },
        schema: {
          tags,
          summary:
            name === 'tradeClose'
              ? 'Closes an unpaid order and its Alipay trade (audited)'
              : 'Cancels an unpaid order and its Alipay trade (as tradeClose; a paid order is refunded by the platform)',
          body: ZOutTradeNoBody,
          response: { 200: envelope(ZOrderDetail) },
        },
      },
      async (req) => ok(req, await orders.cancel(caller(req), storeOf(req), req.body.outTradeNo)),
    );
  }
}
