import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Currency } from '@skin/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sandboxTrades } from '../../db/schema.js';
import type { JobQueue } from '../../lib/jobs.js';
import type { OpenContext, PaymentOrder, PaymentProvider, ProviderFact } from '../../lib/payments/types.js';
import { ProviderError } from '../../lib/payments/types.js';
import { sharedSecret } from '../file/secret.js';

/**
 * The embedded payment provider: a gateway of our own (its checkout page, its ledger `sandbox_trades`, its
 * signed notifications) and the provider adapter that talks to it. It behaves as a real gateway does: the
 * payer pays on its page, it posts a signed notification to the notify URL it was given and tries again until
 * the answer is `success`, it answers queries, closes and refunds; nothing real is charged.
 *
 * Notifications are form posts: trade_no, out_trade_no, total_amount (minor units), currency, trade_status
 * (TRADE_SUCCESS | TRADE_CLOSED | TRADE_REFUNDED), notify_id, notify_time, sign_type=HMAC-SHA256 and sign, the
 * hex HMAC-SHA256 of the other fields sorted by name as `k=v&k=v` under the gateway key.
 */
export const SANDBOX_NOTIFY_JOB = 'sandbox.notify';

export type SandboxTrade = typeof sandboxTrades.$inferSelect;

export function signSandbox(key: string, params: Record<string, string>): string {
  const text = Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHmac('sha256', key).update(text).digest('hex');
}

export function verifySandbox(key: string, params: Record<string, string>): boolean {
  const given = params.sign ?? '';
  if (!/^[0-9a-f]{64}$/.test(given) || params.sign_type !== 'HMAC-SHA256') return false;
  return timingSafeEqual(Buffer.from(signSandbox(key, params), 'hex'), Buffer.from(given, 'hex'));
}

const STATUS_OF: Record<string, ProviderFact['state']> = {
  paid: 'paid',
  refunded: 'refunded',
  closed: 'closed',
  open: 'open',
  failed: 'open',
};

export function createSandboxGateway(db: Db, jobs: JobQueue, configuredSecret: string | undefined) {
  let keyPromise: Promise<string> | undefined;
  const key = () => {
    keyPromise ??= sharedSecret(db, 'sandbox_gateway_key', configuredSecret);
    return keyPromise;
  };

  async function trade(tradeNo: string): Promise<SandboxTrade | null> {
    const [t] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
    return t ?? null;
  }

  async function tradeOfOrder(orderNo: string): Promise<SandboxTrade | null> {
    const [t] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.orderNo, orderNo));
    return t ?? null;
  }

  function factOf(t: SandboxTrade | null, orderNo: string): ProviderFact {
    if (!t) return { orderNo, state: 'open' };
    return {
      orderNo,
      state: STATUS_OF[t.status] ?? 'open',
      amount: t.amount,
      currency: t.currency as Currency,
      tradeNo: t.tradeNo,
    };
  }

  /** The notification the gateway posts for a trade's current state. */
  async function notification(t: SandboxTrade): Promise<Record<string, string>> {
    const status = t.status === 'paid' ? 'TRADE_SUCCESS' : t.status === 'refunded' ? 'TRADE_REFUNDED' : 'TRADE_CLOSED';
    const params: Record<string, string> = {
      trade_no: t.tradeNo,
      out_trade_no: t.orderNo,
      total_amount: String(t.amount),
      currency: t.currency,
      trade_status: status,
      notify_id: `${t.tradeNo}-${status}`,
      notify_time: new Date().toISOString(),
      sign_type: 'HMAC-SHA256',
    };
    params.sign = signSandbox(await key(), params);
    return params;
  }

  // Delivery: posted to the trade's notify URL until it answers `success` (1 s, 2 s, 4 s ... at most 10 min apart).
  jobs.register(
    SANDBOX_NOTIFY_JOB,
    async (payload) => {
      const t = await trade(String(payload.tradeNo));
      if (!t) return;
      const res = await fetch(t.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(await notification(t)).toString(),
        signal: AbortSignal.timeout(15_000),
      });
      const text = (await res.text()).trim();
      if (text !== 'success') throw new Error(`notify answered ${res.status} ${text.slice(0, 100)}`);
    },
    { maxAttempts: 15 },
  );

  async function notify(t: SandboxTrade, event: string) {
    await jobs.enqueue(
      db,
      SANDBOX_NOTIFY_JOB,
      { tradeNo: t.tradeNo },
      { key: `${SANDBOX_NOTIFY_JOB}:${t.tradeNo}:${event}` },
    );
    // Deliver at once rather than at the next poll.
    jobs.nudge();
  }

  /** The adapter the order module uses, as it would use a real provider's. */
  const provider: PaymentProvider = {
    method: 'sandbox',
    currencies: ['CNY', 'USD'],
    async open(order: PaymentOrder, ctx: OpenContext) {
      const existing = await tradeOfOrder(order.orderNo);
      if (existing && (existing.status === 'closed' || existing.status === 'refunded')) {
        throw new ProviderError('sandbox', `trade ${existing.tradeNo} is ${existing.status}`);
      }
      let tradeNo = existing?.tradeNo;
      if (!existing) {
        tradeNo = `SBX${randomBytes(12).toString('hex').toUpperCase()}`;
        await db
          .insert(sandboxTrades)
          .values({
            tradeNo,
            orderNo: order.orderNo,
            amount: order.amount,
            currency: order.currency,
            notifyUrl: ctx.notifyUrl,
            returnUrl: ctx.returnUrl,
          })
          .onConflictDoNothing();
        tradeNo = (await tradeOfOrder(order.orderNo))!.tradeNo;
      } else if (existing.status === 'failed') {
        await db.update(sandboxTrades).set({ status: 'open' }).where(eq(sandboxTrades.tradeNo, existing.tradeNo));
      }
      // The checkout page speaks the payer's console language (the language of the pay request).
      const lang = encodeURIComponent(ctx.language);
      return { action: 'redirect', url: `${ctx.checkoutBase}/sandbox/checkout/${tradeNo}?lang=${lang}`, tradeNo };
    },
    async query(order) {
      return factOf(await tradeOfOrder(order.orderNo), order.orderNo);
    },
    async close(order) {
      await db
        .update(sandboxTrades)
        .set({ status: 'closed' })
        .where(and(eq(sandboxTrades.orderNo, order.orderNo), inArray(sandboxTrades.status, ['open', 'failed'])));
      const t = await tradeOfOrder(order.orderNo);
      return t ? factOf(t, order.orderNo) : { orderNo: order.orderNo, state: 'closed' };
    },
    async refund(order) {
      const t = await tradeOfOrder(order.orderNo);
      if (!t) return { ok: false, reason: 'no such trade' };
      if (t.status === 'refunded') return { ok: true, refundId: `${t.tradeNo}-R` };
      if (t.status !== 'paid') return { ok: false, reason: `trade is ${t.status}` };
      await db
        .update(sandboxTrades)
        .set({ status: 'refunded', refundedAt: new Date() })
        .where(and(eq(sandboxTrades.tradeNo, t.tradeNo), eq(sandboxTrades.status, 'paid')));
      return { ok: true, refundId: `${t.tradeNo}-R` };
    },
  };

  return {
    provider,
    key,
    trade,
    /** The payer pressed Pay (or Fail) on the checkout page: the ledger changes once, then the notification goes out. */
    async complete(tradeNo: string, outcome: 'pay' | 'fail'): Promise<SandboxTrade | null> {
      const next = outcome === 'pay' ? 'paid' : 'failed';
      const [changed] = await db
        .update(sandboxTrades)
        .set(outcome === 'pay' ? { status: next, paidAt: new Date() } : { status: next })
        .where(and(eq(sandboxTrades.tradeNo, tradeNo), inArray(sandboxTrades.status, ['open', 'failed'])))
        .returning();
      if (changed && outcome === 'pay') await notify(changed, 'paid');
      return changed ?? (await trade(tradeNo));
    },
    /** Verifies a notification's signature (the notify route, and tests acting as the gateway). */
    async verify(params: Record<string, string>) {
      return verifySandbox(await key(), params);
    },
    notification,
  };
}
