import type { Currency, PayMethod } from '@skin/contract';

/**
 * The payment provider interface (DESIGN.md section 9). Each provider speaks its gateway's real protocol; the
 * order module never sees a protocol, only these calls and `ProviderFact`s, which a provider answers only after
 * verifying what the gateway said (signatures, app and merchant ids). Amount and currency checks against the
 * order, the state machine and the effect of payment are the order module's (modules/order/settle.ts).
 *
 * A provider's notification and return routes (its own module, e.g. modules/sandbox) verify and parse the
 * gateway's message into a `ProviderFact` and hand it to `orders.settle()`; `query` and `close` are used by
 * the result page, reconciliation and the 30-minute close.
 */

/** What the order module tells a provider about an order. */
export interface PaymentOrder {
  orderNo: string;
  amount: number;
  currency: Currency;
  /** A short description for the payer (in the request's language). */
  subject: string;
  createdAt: Date;
  closesAt: Date;
  /** The gateway's id of the payment, once one was opened (PayPal's order id, WeChat's transaction id). */
  tradeNo?: string | null;
}

/** What a gateway verifiably says about an order. */
export interface ProviderFact {
  orderNo: string;
  /** paid: money taken; open: not paid yet (or unknown to the gateway); closed: will never be paid; refunded */
  state: 'paid' | 'open' | 'closed' | 'refunded';
  /** Minor units and currency the gateway reports (required for `paid`). */
  amount?: number;
  currency?: Currency;
  tradeNo?: string;
  /** The gateway's id of this event (deduplication of notifications). */
  eventId?: string;
}

export interface OpenContext {
  /** Where the payer comes back to (our result page). */
  returnUrl: string;
  /** Where the gateway posts its notifications. */
  notifyUrl: string;
  language: string;
  /** Where this server's API is reached by the payer's browser (the sandbox checkout page): the API prefix, relative. */
  checkoutBase: string;
  /** This server's API as the gateway and the payer reach it: PUBLIC_BASE_URL and the API prefix. */
  apiBase: string;
}

export type OpenResult =
  | { action: 'redirect'; url: string; tradeNo?: string }
  | { action: 'qr'; codeUrl: string; tradeNo?: string };

export type RefundResult = { ok: true; refundId: string } | { ok: false; reason: string };

export interface PaymentProvider {
  readonly method: PayMethod;
  readonly currencies: readonly Currency[];
  /** Starts (or restarts) a payment at the gateway. Throws ProviderError when the gateway refuses or fails. */
  open(order: PaymentOrder, ctx: OpenContext): Promise<OpenResult>;
  /** Asks the gateway where the order's payment stands. */
  query(order: PaymentOrder): Promise<ProviderFact>;
  /** Closes the payment at the gateway; answers the gateway's state after (paid when it was paid meanwhile). */
  close(order: PaymentOrder): Promise<ProviderFact>;
  /** Refunds a paid order in full. */
  refund(order: PaymentOrder & { tradeNo: string | null }, refundNo: string, reason: string): Promise<RefundResult>;
}

/** A gateway that could not be reached or refused a call (nothing changed on our side). */
export class ProviderError extends Error {
  constructor(
    readonly method: PayMethod,
    message: string,
  ) {
    super(`${method}: ${message}`);
  }
}
