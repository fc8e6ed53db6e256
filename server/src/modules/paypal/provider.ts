import type { Currency } from '@skin/contract';
import { decimalOf, minorOf } from '../../lib/payments/keys.js';
import {
  type PaymentOrder,
  type PaymentProvider,
  ProviderError,
  type ProviderFact,
  type RefundResult,
} from '../../lib/payments/types.js';

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  apiBase: string;
}

interface Money {
  currency_code?: string;
  value?: string;
}
interface Capture {
  id?: string;
  status?: string;
  amount?: Money;
  custom_id?: string;
  invoice_id?: string;
}
interface PayPalOrder {
  id?: string;
  status?: string;
  links?: { rel?: string; href?: string }[];
  purchase_units?: { custom_id?: string; reference_id?: string; amount?: Money; payments?: { captures?: Capture[] } }[];
  details?: { issue?: string; description?: string }[];
  name?: string;
  message?: string;
}

const TIMEOUT_MS = 15_000;

/** IPN messages are posted back to PayPal's IPN host, which is not the REST API's (a fake serves both). */
export function ipnVerifyUrl(apiBase: string): string {
  if (/^https:\/\/api(-m)?\.sandbox\.paypal\.com$/.test(apiBase))
    return 'https://ipnpb.sandbox.paypal.com/cgi-bin/webscr';
  if (/^https:\/\/api(-m)?\.paypal\.com$/.test(apiBase)) return 'https://ipnpb.paypal.com/cgi-bin/webscr';
  return `${apiBase}/cgi-bin/webscr`;
}

/**
 * PayPal (`paypal`, USD): Orders v2 over PayPal's REST API with an OAuth client-credentials token. An order is
 * created with intent CAPTURE and our orderNo as `custom_id` (and `invoice_id`, which PayPal keeps unique),
 * the payer approves at PayPal and comes back to `paypal/return/{orderNo}`, where (and on every query while the
 * order is "payment in progress") the approved order is captured with a request id, so a retried capture is
 * one capture. It is paid only when the capture is COMPLETED with the order's amount and currency.
 */
export function createPayPal(cfg: PayPalConfig) {
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const res = await fetch(`${cfg.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => null);
    const body = (await res?.json().catch(() => null)) as { access_token?: string; expires_in?: number } | null;
    if (!res?.ok || !body?.access_token)
      throw new ProviderError('paypal', `token refused (${res?.status ?? 'unreachable'})`);
    token = { value: body.access_token, until: Date.now() + Math.max(60, (body.expires_in ?? 300) - 60) * 1000 };
    return token.value;
  }

  /** One REST call: the HTTP status and JSON body; a network failure or a 5xx is a ProviderError. */
  async function call<T = PayPalOrder>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: T }> {
    const res = await fetch(`${cfg.apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        accept: 'application/json',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => null);
    if (!res) throw new ProviderError('paypal', `${method} ${path.split('/').slice(0, 4).join('/')} unreachable`);
    if (res.status === 401) token = null;
    if (res.status >= 500 || res.status === 401) throw new ProviderError('paypal', `${method} answered ${res.status}`);
    const text = await res.text();
    let parsed: unknown = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      throw new ProviderError('paypal', `${method} answered malformed JSON`);
    }
    return { status: res.status, body: parsed as T };
  }

  const why = (b: PayPalOrder) =>
    b.details?.[0]?.description || b.details?.[0]?.issue || b.message || b.name || 'refused';

  /** What a PayPal order says about our order (its custom id must be ours). */
  function factOf(order: PaymentOrder, p: PayPalOrder): ProviderFact {
    const unit = p.purchase_units?.[0];
    if (unit?.custom_id !== undefined && unit.custom_id !== order.orderNo) {
      throw new ProviderError('paypal', 'the PayPal order belongs to another order');
    }
    const capture = unit?.payments?.captures?.[0];
    const base = { orderNo: order.orderNo, tradeNo: p.id };
    if (p.status === 'COMPLETED' && capture?.status === 'COMPLETED') {
      return {
        ...base,
        state: 'paid',
        amount: minorOf(capture.amount?.value),
        currency: capture.amount?.currency_code as Currency,
      };
    }
    if (capture?.status === 'REFUNDED' || capture?.status === 'PARTIALLY_REFUNDED')
      return { ...base, state: 'refunded' };
    if (p.status === 'VOIDED') return { ...base, state: 'closed' };
    return { ...base, state: 'open' };
  }

  async function getOrder(id: string) {
    const got = await call('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`);
    if (got.status === 404) return null;
    if (got.status >= 400) throw new ProviderError('paypal', `order lookup answered ${got.status}`);
    return got.body;
  }

  /** Captures an approved order (idempotent by request id) and answers the order as it then stands. */
  async function capture(order: PaymentOrder, id: string): Promise<PayPalOrder | null> {
    const res = await call(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(id)}/capture`,
      {},
      {
        'paypal-request-id': `${order.orderNo}-capture`,
        prefer: 'return=representation',
      },
    );
    if (res.status === 200 || res.status === 201) return res.body;
    // Already captured (by another instance or an earlier try), or declined: the order says what happened.
    return getOrder(id);
  }

  /** Where the payment stands; an approved order is captured first when `take` (never while closing). */
  async function inspect(order: PaymentOrder, take: boolean): Promise<ProviderFact> {
    if (!order.tradeNo) return { orderNo: order.orderNo, state: 'open' };
    let p = await getOrder(order.tradeNo);
    if (!p) return { orderNo: order.orderNo, state: 'open' };
    if (take && p.status === 'APPROVED') p = (await capture(order, order.tradeNo)) ?? p;
    return factOf(order, p);
  }

  const provider: PaymentProvider = {
    method: 'paypal',
    currencies: ['USD'],
    async open(order, ctx) {
      const amount = { currency_code: order.currency, value: decimalOf(order.amount) };
      const res = await call(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: order.orderNo,
              custom_id: order.orderNo,
              invoice_id: order.orderNo,
              description: order.subject.slice(0, 127),
              amount,
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: `${ctx.apiBase}/paypal/return/${order.orderNo}`,
                cancel_url: `${ctx.apiBase}/paypal/cancel/${order.orderNo}`,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                locale: ctx.language,
              },
            },
          },
        },
        // One PayPal order per order, however often the payer comes back to pay.
        { 'paypal-request-id': `${order.orderNo}-create`, prefer: 'return=representation' },
      );
      if (res.status !== 200 && res.status !== 201)
        throw new ProviderError('paypal', `create refused: ${why(res.body)}`);
      const approve = res.body.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href;
      if (!res.body.id || !approve) throw new ProviderError('paypal', 'create answered no approve link');
      return { action: 'redirect', url: approve, tradeNo: res.body.id };
    },
    query: (order) => inspect(order, true),
    async close(order) {
      // A PayPal order cannot be closed: it is left uncaptured (and expires); one completed meanwhile is paid.
      const fact = await inspect(order, false);
      return fact.state === 'paid' ? fact : { orderNo: order.orderNo, state: 'closed', tradeNo: fact.tradeNo };
    },
    async refund(order, refundNo, reason): Promise<RefundResult> {
      const p = order.tradeNo ? await getOrder(order.tradeNo) : null;
      const captureId = p?.purchase_units?.[0]?.payments?.captures?.[0]?.id;
      if (!captureId) return { ok: false, reason: 'PayPal has no capture for this order' };
      const res = await call<{ id?: string; status?: string } & PayPalOrder>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        {
          amount: { currency_code: order.currency, value: decimalOf(order.amount) },
          invoice_id: refundNo,
          note_to_payer: reason.slice(0, 255) || undefined,
        },
        { 'paypal-request-id': refundNo },
      );
      if (
        (res.status === 200 || res.status === 201) &&
        res.body.id &&
        res.body.status !== 'FAILED' &&
        res.body.status !== 'CANCELLED'
      ) {
        return { ok: true, refundId: res.body.id };
      }
      return { ok: false, reason: why(res.body) };
    },
  };

  /**
   * Verifies a webhook through PayPal (`/v1/notifications/verify-webhook-signature`) with the raw event as it
   * was sent, against our webhook id. Answers whether PayPal says SUCCESS.
   */
  async function verifyWebhook(headers: Record<string, string | string[] | undefined>, raw: string): Promise<boolean> {
    const h = (name: string) => {
      const v = headers[name];
      return typeof v === 'string' ? v : '';
    };
    const fields = {
      auth_algo: h('paypal-auth-algo'),
      cert_url: h('paypal-cert-url'),
      transmission_id: h('paypal-transmission-id'),
      transmission_sig: h('paypal-transmission-sig'),
      transmission_time: h('paypal-transmission-time'),
      webhook_id: cfg.webhookId,
    };
    if (Object.values(fields).some((v) => !v)) return false;
    // The event goes in as sent: PayPal checks a CRC of those bytes.
    const body = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${raw}}`;
    const verified = await fetch(`${cfg.apiBase}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => null);
    if (!verified?.ok)
      throw new ProviderError('paypal', `webhook verification answered ${verified?.status ?? 'nothing'}`);
    const answer = (await verified.json().catch(() => null)) as { verification_status?: string } | null;
    return answer?.verification_status === 'SUCCESS';
  }

  /** Posts an IPN message back to PayPal (`cmd=_notify-validate` first, then the message as received). */
  async function verifyIpn(raw: string): Promise<boolean> {
    const res = await fetch(ipnVerifyUrl(cfg.apiBase), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'skin-console-ipn' },
      body: `cmd=_notify-validate&${raw}`,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => null);
    if (!res?.ok) throw new ProviderError('paypal', `IPN post-back answered ${res?.status ?? 'nothing'}`);
    return (await res.text()).trim() === 'VERIFIED';
  }

  return { provider, verifyWebhook, verifyIpn, capture, getOrder, inspect, factOf };
}
