import { isLanguage, type Language } from '@skin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFY_ROUTE, refuseNotification } from '../../lib/payments/notify.js';
import { checkoutPage, missingPage } from './page.js';

const ZTradeParams = z.object({ tradeNo: z.string().regex(/^SBX[0-9A-F]{24}$/, { message: 'invalidValue' }) });
/** The payer's console language, carried in the checkout URL (anything else: the browser's Accept-Language). */
const ZPageQuery = z.object({ lang: z.string().max(16).optional() });
const ZNotifyBody = z.record(z.string(), z.string());

/** The checkout page may style itself and post its forms back here; nothing else. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The sandbox gateway's pages and our notify route for it (`PAYMENT_PROVIDERS` holding `sandbox`, the default).
 * The checkout page and its buttons are the gateway's own (public: the trade number is unguessable, as a real
 * gateway's checkout token is); `sandbox/notify` is ours: it verifies the signature and settles the order.
 */
export default async function sandboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { sandbox, orders, config } = app.deps;
  if (!config.payments.providers.includes('sandbox')) return;
  const tags = ['sandbox'];

  /** The checkout pages' language: the console's (`?lang=`), else the browser's (`req.lang`). */
  const langOf = (req: FastifyRequest<{ Querystring: { lang?: string } }>): Language =>
    isLanguage(req.query.lang) ? req.query.lang : req.lang;
  const html = (reply: FastifyReply, page: string, code = 200) =>
    reply
      .code(code)
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page);

  app.get(
    '/sandbox/checkout/:tradeNo',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The sandbox gateway's checkout page (HTML, in `lang` or the browser's language)",
        params: ZTradeParams,
        querystring: ZPageQuery,
      },
    },
    async (req, reply) => {
      const t = await sandbox.trade(req.params.tradeNo);
      if (!t) return html(reply, missingPage(langOf(req)), 404);
      return html(reply, checkoutPage(t, langOf(req), `${config.apiPrefix}/sandbox/checkout/${t.tradeNo}`));
    },
  );

  for (const outcome of ['pay', 'fail'] as const) {
    app.post(
      `/sandbox/checkout/:tradeNo/${outcome}`,
      {
        config: { public: true },
        schema: {
          tags,
          summary:
            outcome === 'pay'
              ? 'The payer pays on the sandbox checkout page: the gateway notifies us, then sends the payer back'
              : 'The payer fails the payment on the sandbox checkout page (the order stays open)',
          params: ZTradeParams,
          querystring: ZPageQuery,
        },
      },
      async (req, reply) => {
        const t = await sandbox.complete(req.params.tradeNo, outcome);
        if (!t) return html(reply, missingPage(langOf(req)), 404);
        const back =
          outcome === 'fail' ? `${t.returnUrl}${t.returnUrl.includes('?') ? '&' : '?'}cancelled=1` : t.returnUrl;
        return reply.redirect(back, 303);
      },
    );
  }

  app.post(
    '/sandbox/notify',
    {
      ...NOTIFY_ROUTE,
      schema: {
        tags,
        summary:
          'Notifications of the sandbox gateway (form post, HMAC-SHA256 signed): answers `success` once recorded',
        body: ZNotifyBody,
      },
    },
    async (req, reply) => {
      const p = req.body;
      const text = (s: string, code = 200) => reply.code(code).type('text/plain; charset=utf-8').send(s);
      if (!(await sandbox.verify(p))) {
        await refuseNotification(req, 'sandbox', 'notify', 'forged', p.out_trade_no ?? null, {
          trade_no: p.trade_no ?? null,
        });
        return text('failure', 400);
      }
      const amount = /^\d{1,15}$/.test(p.total_amount ?? '') ? Number(p.total_amount) : Number.NaN;
      const status = p.trade_status;
      const state =
        status === 'TRADE_SUCCESS'
          ? 'paid'
          : status === 'TRADE_CLOSED'
            ? 'closed'
            : status === 'TRADE_REFUNDED'
              ? 'refunded'
              : null;
      if (
        !state ||
        !p.out_trade_no ||
        !Number.isSafeInteger(amount) ||
        (p.currency !== 'CNY' && p.currency !== 'USD')
      ) {
        await refuseNotification(req, 'sandbox', 'notify', 'malformed', p.out_trade_no ?? null, p);
        return text('failure', 400);
      }
      await orders.settle(
        'sandbox',
        { orderNo: p.out_trade_no, state, amount, currency: p.currency, tradeNo: p.trade_no, eventId: p.notify_id },
        'notify',
      );
      return text('success');
    },
  );
}
