import type { Currency } from '@skin/contract';
import { minorOf } from '../../lib/payments/keys.js';
import type { ProviderFact } from '../../lib/payments/types.js';

interface WebhookCapture {
  id?: string;
  status?: string;
  custom_id?: string;
  amount?: { currency_code?: string; value?: string };
}

/** A PayPal webhook event, as far as we read it (PayPal verifies it for us: `verifyWebhook`). */
export interface WebhookEvent {
  id?: string;
  event_type?: string;
  resource?: {
    id?: string;
    status?: string;
    custom_id?: string;
    amount?: { currency_code?: string; value?: string };
    purchase_units?: { custom_id?: string; payments?: { captures?: WebhookCapture[] } }[];
    supplementary_data?: { related_ids?: { order_id?: string } };
  };
}

/** A webhook body that can be an event (a JSON object), else null. */
export const webhookEvent = (body: unknown): WebhookEvent | null =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as WebhookEvent) : null;

/** What a verified webhook event tells us. */
export interface WebhookReading {
  /**
   * The money moved: a capture (PAYMENT.CAPTURE.COMPLETED, or CHECKOUT.ORDER.COMPLETED with its capture inside),
   * as a fact. Its order number is the capture's or the order's custom id; when neither has one, the caller
   * finds it by `paypalOrderId`.
   */
  capture: { orderNo: string | null; fact: Omit<ProviderFact, 'orderNo'> } | null;
  /** The PayPal order the event is about. */
  paypalOrderId: string | undefined;
  /** CHECKOUT.ORDER.APPROVED: our order, approved but not yet captured (the payer closed the tab). */
  approved: string | null;
  /** Our order number as the event names it, for the record of an event we do not act on. */
  orderNo: string | null;
  type: string | null;
}

export function readWebhook(event: WebhookEvent): WebhookReading {
  const r = event.resource ?? {};
  const unit = r.purchase_units?.[0];
  const capture =
    event.event_type === 'PAYMENT.CAPTURE.COMPLETED'
      ? r
      : event.event_type === 'CHECKOUT.ORDER.COMPLETED'
        ? unit?.payments?.captures?.[0]
        : undefined;
  const paypalOrderId =
    event.event_type === 'CHECKOUT.ORDER.COMPLETED' ? r.id : r.supplementary_data?.related_ids?.order_id;
  return {
    capture: capture
      ? {
          orderNo: capture.custom_id || unit?.custom_id || null,
          fact: {
            state: capture.status === 'COMPLETED' ? 'paid' : 'open',
            amount: minorOf(capture.amount?.value),
            currency: capture.amount?.currency_code as Currency,
            tradeNo: paypalOrderId,
            eventId: event.id,
          },
        }
      : null,
    paypalOrderId,
    approved: (event.event_type === 'CHECKOUT.ORDER.APPROVED' && unit?.custom_id) || null,
    orderNo: r.custom_id ?? unit?.custom_id ?? null,
    type: event.event_type ?? null,
  };
}

/** What a verified IPN message tells us: a completed payment as a fact, else its status for the record. */
export function readIpn(p: Record<string, string>): { orderNo: string | null; fact: ProviderFact | null } {
  const orderNo = p.custom || p.invoice || null;
  if (!orderNo || p.payment_status !== 'Completed') return { orderNo, fact: null };
  return {
    orderNo,
    fact: {
      orderNo,
      state: 'paid',
      amount: minorOf(p.mc_gross),
      currency: p.mc_currency as Currency,
      // The order keeps PayPal's order id (refunds look its capture up); the IPN's id is the event's.
      eventId: p.ipn_track_id || p.txn_id,
    },
  };
}
