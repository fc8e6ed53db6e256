import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFY_ROUTE, notificationFields, refuseNotification } from '../../lib/payments/notify.js';
import { registerProviderCalls } from '../../lib/payments/routes.js';

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

  app.post(
    '/alipay/notify',
    {
      ...NOTIFY_ROUTE,
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
        await refuseNotification(req, 'alipay', 'notify', 'malformed', null, null);
        return text('failure', 400);
      }
      const checked = alipay.verifyNotification(p);
      if ('refused' in checked) {
        await refuseNotification(req, 'alipay', 'notify', checked.refused, p.out_trade_no ?? null, {
          trade_no: p.trade_no ?? null,
          app_id: p.app_id ?? null,
        });
        return text('failure', 400);
      }
      const outcome = await orders.settle('alipay', checked.fact, 'notify');
      return outcome === 'mismatch' || outcome === 'unknown' ? text('failure', 400) : text('success');
    },
  );

  registerProviderCalls(fastify, 'alipay', tags, [
    {
      kind: 'open',
      path: '/alipay/pcPay/:orderNo',
      from: 'params',
      key: 'orderNo',
      summary: "Opens the order's Alipay payment: `datas.url` is the gateway's page-pay address",
    },
    {
      kind: 'open',
      path: '/alipay/tradeCreate',
      from: 'body',
      key: 'outTradeNo',
      summary: 'Creates the Alipay trade of an order (as pcPay, the order number in the body)',
    },
    {
      kind: 'capture',
      path: '/alipay/tradeQuery/:outTradeNo',
      from: 'params',
      key: 'outTradeNo',
      summary: 'Asks Alipay where the trade stands and applies the answer (once): the order as it is then',
    },
    {
      kind: 'cancel',
      path: '/alipay/tradeClose',
      from: 'body',
      key: 'outTradeNo',
      summary: 'Closes an unpaid order and its Alipay trade (audited)',
    },
    {
      kind: 'cancel',
      path: '/alipay/tradeCancel',
      from: 'body',
      key: 'outTradeNo',
      summary: 'Cancels an unpaid order and its Alipay trade (as tradeClose; a paid order is refunded by the platform)',
    },
  ]);
}
