import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keepRawBodies, NOTIFY_ROUTE, refuseNotification } from '../../lib/payments/notify.js';
import { registerProviderCalls } from '../../lib/payments/routes.js';

/**
 * WeChat Pay's routes. `notify` is the platform's (public; the raw body is what its signature covers): a
 * verified notification for one of our orders is answered 204, anything else 400 with `{ code: 'FAIL' }`, so
 * WeChat Pay sends it again. `nativePay` and `query` are the console's (as `userOrder/pay` and `captureOrder`).
 */
export default async function wechatpayRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  keepRawBodies(app);
  const { wechatpay, orders } = app.deps;
  const tags = ['wechatpay'];

  app.post(
    '/wechatpay/notify',
    {
      ...NOTIFY_ROUTE,
      schema: {
        tags,
        summary: "WeChat Pay's payment notification (signed by the platform, resource encrypted AES-256-GCM)",
        body: z.unknown(),
      },
    },
    async (req, reply) => {
      const fail = (message: string) => reply.code(400).send({ code: 'FAIL', message });
      if (!wechatpay) return reply.code(404).send({ code: 'FAIL', message: 'not configured' });
      const checked = wechatpay.verifyNotification(req.headers, req.rawBody ?? '');
      if ('refused' in checked) {
        await refuseNotification(req, 'wechat', 'notify', checked.refused, null, {
          id: (req.body as { id?: unknown } | null)?.id ?? null,
        });
        return fail(checked.refused);
      }
      const outcome = await orders.settle('wechat', checked.fact, 'notify');
      if (outcome === 'mismatch' || outcome === 'unknown') return fail(outcome);
      return reply.code(204).send();
    },
  );

  registerProviderCalls(fastify, 'wechat', tags, [
    {
      kind: 'open',
      path: '/wechatpay/nativePay/:orderNo',
      from: 'params',
      key: 'orderNo',
      summary: "Opens the order's WeChat Pay Native payment: `datas.codeUrl` is shown as a QR code",
    },
    {
      kind: 'capture',
      path: '/wechatpay/query/:orderNo',
      from: 'params',
      key: 'orderNo',
      summary: 'Asks WeChat Pay where the payment stands and applies the answer (once): the order as it is then',
    },
  ]);
}
