import {
  type Currency,
  isOpenOrder,
  type Language,
  ORDER_EXPORT_LABELS,
  OrderStatus,
  type PayMethod,
} from '@skin/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import type { AuthContext } from '../../lib/http.js';
import type { Metrics } from '../../lib/metrics.js';
import { boundedExtract } from '../../lib/payments/notify.js';
import type { PaymentOrder, PaymentProvider, ProviderFact } from '../../lib/payments/types.js';
import { givePayment, takeBackPayment } from './payment-effects.js';
import { paymentEventRepository as eventRepo, type OrderRow, orderRepository as repo } from './repository.js';

/** What a settle did with a provider's fact (also the `outcome` of its payment_events row). */
export type SettleOutcome = 'applied' | 'duplicate' | 'mismatch' | 'late' | 'closed' | 'ignored' | 'unknown';

/** The outcomes after which a replayed gateway event needs no work (`seenEvent`). */
const TAKEN_IN: readonly SettleOutcome[] = ['applied', 'duplicate', 'closed', 'ignored', 'late'];

export interface SettlementOptions {
  providers: readonly PaymentProvider[];
  /** Counts every recorded payment event (`payment_events_total`). */
  metrics?: Pick<Metrics, 'paymentEvents'>;
}

/**
 * Settlement: how what a provider says about an order changes it, exactly once (DESIGN.md sections 6 and 9).
 * Every state change locks the order row (`SELECT ... FOR UPDATE`) and changes it only from the states the
 * machine allows, so a payment's effect (payment-effects.ts) is applied once however many notifications,
 * returns, queries and instances race. Provider calls are made outside transactions (a gateway's answer is
 * then applied under the lock). Every settle leaves a payment_events row saying what it did.
 */
export function createSettlement(db: Db, opts: SettlementOptions) {
  const providers = new Map<PayMethod, PaymentProvider>(opts.providers.map((p) => [p.method, p]));

  /** The methods offered for a currency: configured providers that take it. */
  const methodsFor = (currency: Currency): PayMethod[] =>
    [...providers.values()].filter((p) => p.currencies.includes(currency)).map((p) => p.method);

  /** The configured provider of a method (or of the method an order is paid with), if any. */
  const providerOf = (method: string | null): PaymentProvider | undefined =>
    method ? providers.get(method as PayMethod) : undefined;

  /** An order as a provider is told about it. */
  function paymentOrder(o: OrderRow, lang: Language = 'en-US'): PaymentOrder {
    const l = ORDER_EXPORT_LABELS[lang];
    return {
      orderNo: o.orderNo,
      amount: o.orderAmount,
      currency: o.currency as Currency,
      subject: `${l.orderType[o.orderType as 1 | 2]} x ${o.quantity} x ${o.years}`,
      createdAt: o.createdAt,
      closesAt: o.closesAt,
      tradeNo: o.tradeNo,
    };
  }

  async function recordEvent(
    provider: string,
    source: string,
    outcome: string,
    orderNo: string | null,
    detail: unknown,
    eventId: string | null = null,
    tx: DbOrTx = db,
  ) {
    await eventRepo.insert(tx, {
      provider,
      source,
      outcome,
      orderNo: orderNo?.slice(0, 64) ?? null,
      eventId: eventId?.slice(0, 128) ?? null,
      detail: boundedExtract(detail),
    });
    opts.metrics?.paymentEvents.inc({ provider, source, outcome });
  }

  /**
   * Applies what a provider verifiably said about an order, exactly once: under the order's row lock, `paid`
   * moves 1|2 -> 3 with its effect only when amount and currency equal the order's; `closed` cancels an open
   * order. Every call leaves a payment_events row saying what it did.
   */
  async function settle(method: PayMethod, fact: ProviderFact, source: string): Promise<SettleOutcome> {
    return db.transaction(async (tx) => {
      const o = await repo.lock(tx, fact.orderNo);
      const record = (outcome: SettleOutcome, extra: object = {}) =>
        recordEvent(method, source, outcome, fact.orderNo, { ...fact, ...extra }, fact.eventId ?? null, tx).then(
          () => outcome,
        );
      if (!o) return record('unknown');
      if (fact.state === 'paid') {
        if (fact.amount !== o.orderAmount || fact.currency !== o.currency) {
          return record('mismatch', { expected: { amount: o.orderAmount, currency: o.currency } });
        }
        if (o.orderStatus === OrderStatus.PAID || o.orderStatus === OrderStatus.REFUNDED) return record('duplicate');
        // Money for an order already closed: kept in the events for a person to refund.
        if (o.orderStatus === OrderStatus.CANCELLED) return record('late');
        const now = new Date();
        const effect = await givePayment(tx, o, now);
        await repo.markPaid(tx, o.id, {
          payMethod: method,
          payAmount: fact.amount,
          tradeNo: fact.tradeNo ?? o.tradeNo,
          paidAt: now,
          ...effect,
        });
        return record('applied');
      }
      if (fact.state === 'closed' && isOpenOrder(o.orderStatus as OrderStatus)) {
        await repo.markCancelled(tx, o.id);
        return record('closed');
      }
      return record('ignored');
    });
  }

  /**
   * Closes an open order (the 30-minute close, or a cancel): a payment already opened is closed at its provider
   * first; a provider saying it was paid meanwhile settles it as paid instead. Answers whether it was closed.
   */
  async function closeOrder(o: OrderRow, source: string): Promise<boolean> {
    const provider = providerOf(o.payMethod);
    if (o.orderStatus === OrderStatus.PAYING && provider) {
      const fact = await provider.close(paymentOrder(o));
      if (fact.state === 'paid') {
        await settle(provider.method, fact, source);
        return false;
      }
      return (await settle(provider.method, { ...fact, state: 'closed' }, source)) === 'closed';
    }
    // Never handed to a provider (or its provider is no longer configured): cancelled here.
    return db.transaction(async (tx) => {
      const locked = await repo.lock(tx, o.orderNo);
      return !!locked && !!(await repo.markCancelled(tx, locked.id));
    });
  }

  /**
   * Records a refund the provider made: under the order's row lock, a paid order becomes refunded and what its
   * payment gave is taken back (payment-effects.ts), audited; a refund repeated meanwhile changes nothing.
   */
  async function refunded(
    actor: AuthContext,
    method: PayMethod,
    orderNo: string,
    reason: string | null,
    refundId: unknown,
  ) {
    await db.transaction(async (tx) => {
      const locked = await repo.lock(tx, orderNo);
      if (!locked || locked.orderStatus !== OrderStatus.PAID) return;
      await takeBackPayment(tx, locked);
      await repo.markRefunded(tx, locked.id, reason);
      await recordEvent(method, 'refund', 'refunded', orderNo, { refundId }, null, tx);
      await audit(tx, actor, {
        action: 'order.refund',
        targetType: 'order',
        targetId: orderNo,
        shopId: locked.shopId,
        before: { orderStatus: locked.orderStatus, payAmount: locked.payAmount, currency: locked.currency },
        after: { reason },
      });
    });
  }

  return {
    methodsFor,
    providerOf,
    paymentOrder,
    recordEvent,
    settle,
    closeOrder,
    refunded,

    /** The order a gateway's payment id belongs to (PayPal's order id in a return URL), or null. */
    orderNoOfTrade: (method: PayMethod, tradeNo: string) => repo.orderNoOfTrade(db, method, tradeNo),

    /** Whether a gateway's event id was already taken in (a replayed webhook is answered without work). */
    seenEvent: (method: PayMethod, eventId: string) => eventRepo.seen(db, method, eventId.slice(0, 128), TAKEN_IN),
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
