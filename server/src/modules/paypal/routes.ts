import { zOrderNo } from '@skin/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { keepRawBodies, NOTIFY_ROUTE, notificationFields, refuseNotification } from '../../lib/payments/notify.js';
import { registerProviderCalls } from '../../lib/payments/routes.js';
import { ProviderError } from '../../lib/payments/types.js';
import { readIpn, readWebhook, webhookEvent } from './webhook.js';

const ZOrderNoParams = z.object({ orderNo: zOrderNo });
const ZReturnQuery = z.object({ token: z.string().max(64).optional(), PayerID: z.string().max(64).optional() });

/**
 * PayPal's routes (SPEC "International online payment provider"). The payer's browser comes back to
 * `return/{orderNo}` (or `return?token=`) and `cancel/{orderNo}`; PayPal posts webhooks (JSON, verified by
 * PayPal against our webhook id, deduplicated by event id) and legacy IPN (a form, answered with an empty 200,
 * posted back and taken only when PayPal says VERIFIED) to `notificationIPN`. The console's calls open, re-open
 * and capture an order's PayPal payment.
 */
export default async function paypalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  keepRawBodies(app);
  const { paypal, orders } = app.deps;
  const tags = ['paypal'];

  const toResult = (reply: FastifyReply, orderNo: string | null, cancelled = false) =>
    reply.redirect(
      orderNo ? `/payment/result?orderNo=${orderNo}${cancelled ? '&cancelled=1' : ''}` : '/my-orders',
      303,
    );

  /** The payer is back from PayPal: the approved order is captured now (once), then the result page shows it. */
  async function back(orderNo: string | null) {
    if (!orderNo || !paypal) return;
    try {
      await orders.capture(orderNo, null);
    } catch (err) {
      // Unknown order or the gateway unreachable: the result page and reconciliation carry on from here.
      if (!(err instanceof ProviderError) && !(err instanceof AppError)) throw err;
    }
  }

  app.get(
    '/paypal/return/:orderNo',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The payer comes back from PayPal having approved: captured, then sent to the result page',
        params: ZOrderNoParams,
        querystring: ZReturnQuery,
      },
    },
    async (req, reply) => {
      await back(req.params.orderNo);
      return toResult(reply, req.params.orderNo);
    },
  );

  app.get(
    '/paypal/return',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The payer comes back from PayPal (its order id in `token`): captured, then the result page',
        querystring: ZReturnQuery,
      },
    },
    async (req, reply) => {
      const orderNo = req.query.token ? await orders.orderNoOfTrade('paypal', req.query.token) : null;
      await back(orderNo);
      return toResult(reply, orderNo);
    },
  );

  app.get(
    '/paypal/cancel/:orderNo',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The payer gave up at PayPal: the result page says so (the order stays open to pay again)',
        params: ZOrderNoParams,
      },
    },
    async (req, reply) => toResult(reply, req.params.orderNo, true),
  );

  registerProviderCalls(fastify, 'paypal', tags, [
    {
      kind: 'open',
      path: '/paypal/createOrder',
      from: 'body',
      key: 'orderNo',
      summary: "Opens the order's PayPal payment (Orders v2, intent CAPTURE): `datas.url` is PayPal's approve link",
    },
    {
      kind: 'open',
      path: '/paypal/updateOrder',
      from: 'body',
      key: 'orderNo',
      summary: 'Opens the payment again (the same PayPal order, by request id): a fresh approve link',
    },
    {
      kind: 'capture',
      path: '/paypal/captureOrder',
      from: 'body',
      key: 'orderNo',
      summary: 'Captures the approved PayPal order (idempotent) and applies it once: the order as it is then',
    },
  ]);

  app.post(
    '/paypal/notificationIPN',
    {
      ...NOTIFY_ROUTE,
      schema: {
        tags,
        summary:
          'PayPal webhooks (JSON, verified through PayPal, deduplicated by event id) and IPN (form, posted back)',
        body: z.unknown(),
      },
    },
    async (req, reply) => {
      if (!paypal) return reply.code(404).send();
      const raw = req.rawBody ?? '';
      if (req.headers['paypal-transmission-id']) {
        const event = webhookEvent(req.body);
        let verified = false;
        try {
          verified = !!event && (await paypal.verifyWebhook(req.headers, raw));
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
          // PayPal could not say: not taken now (any answer but 2xx makes PayPal send it again).
          await refuseNotification(req, 'paypal', 'webhook', 'unverified', null, { id: event?.id ?? null });
          return reply.code(400).send();
        }
        if (!event || !verified) {
          await refuseNotification(req, 'paypal', 'webhook', 'forged', null, { id: event?.id ?? null });
          return reply.code(400).send();
        }
        if (event.id && (await orders.seenEvent('paypal', event.id))) return reply.code(200).send();
        const read = readWebhook(event);
        const orderNo =
          read.capture &&
          (read.capture.orderNo ??
            (read.paypalOrderId ? await orders.orderNoOfTrade('paypal', read.paypalOrderId) : null));
        if (read.capture && orderNo) {
          const outcome = await orders.settle('paypal', { ...read.capture.fact, orderNo }, 'webhook');
          return reply.code(outcome === 'mismatch' || outcome === 'unknown' ? 400 : 200).send();
        }
        if (read.approved) await back(read.approved);
        await orders.recordEvent('paypal', 'webhook', 'ignored', read.orderNo, { type: read.type }, event.id ?? null);
        return reply.code(200).send();
      }

      // Legacy IPN: always an empty 200 (anything else makes PayPal resend), taken only when PayPal says VERIFIED.
      const p = notificationFields(req.body);
      if (!p || !raw) {
        await refuseNotification(req, 'paypal', 'ipn', 'malformed', null, null);
        return reply.code(200).send();
      }
      let verified: boolean | null = null;
      try {
        verified = await paypal.verifyIpn(raw);
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
      }
      const { orderNo, fact } = readIpn(p);
      if (!verified) {
        // PayPal said INVALID (forged), or could not be asked (unverified: PayPal sends it again).
        const outcome = verified === false ? 'forged' : 'unverified';
        await refuseNotification(req, 'paypal', 'ipn', outcome, orderNo, { txn_id: p.txn_id ?? null });
        return reply.code(200).send();
      }
      if (fact) await orders.settle('paypal', fact, 'ipn');
      else await orders.recordEvent('paypal', 'ipn', 'ignored', orderNo, { status: p.payment_status ?? null });
      return reply.code(200).send();
    },
  );
}
