import { createSign, createVerify, type KeyObject, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { deliver, html, listen, readBody, redirect, rsaKeys } from './kit.js';

interface Money {
  currency_code: string;
  value: string;
}
export interface FakePayPalOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  customId: string;
  amount: Money;
  returnUrl: string;
  cancelUrl: string;
  capture: { id: string; status: 'COMPLETED' | 'REFUNDED'; amount: Money } | null;
}

const newId = (n = 8) => randomBytes(n).toString('hex').toUpperCase();

/**
 * A local stand-in for PayPal's REST API (OAuth token, Orders v2, capture refunds, webhook signature
 * verification), its approve page, and its IPN post-back. Webhooks it sends are signed with its own key over
 * `transmissionId|time|webhookId|crc32(body)`; `verify-webhook-signature` answers SUCCESS only for a signature
 * that verifies over the event as our server forwards it.
 */
export async function startFakePayPal(opts: { clientId: string; clientSecret: string; webhookId: string }) {
  const keys = rsaKeys();
  const orders = new Map<string, FakePayPalOrder>();
  const byRequestId = new Map<string, string>();
  const tokens = new Set<string>();
  const ipnSent = new Set<string>();
  const state = { refuseRefund: null as string | null, down: false, verifyCalls: 0 };

  const orderJson = (o: FakePayPalOrder, base: string) => ({
    id: o.id,
    status: o.status,
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: o.customId,
        custom_id: o.customId,
        invoice_id: o.customId,
        amount: o.amount,
        ...(o.capture
          ? {
              payments: {
                captures: [
                  { id: o.capture.id, status: o.capture.status, amount: o.capture.amount, custom_id: o.customId },
                ],
              },
            }
          : {}),
      },
    ],
    links: [
      { rel: 'self', href: `${base}/v2/checkout/orders/${o.id}`, method: 'GET' },
      { rel: 'payer-action', href: `${base}/checkoutnow?token=${o.id}`, method: 'GET' },
    ],
  });

  const transmissionSig = (id: string, time: string, webhookId: string, body: string, key: KeyObject) =>
    createSign('RSA-SHA256')
      .update(`${id}|${time}|${webhookId}|${crc32(body)}`)
      .sign(key, 'base64');

  const gw = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = req.method === 'POST' || req.method === 'PATCH' ? await readBody(req) : '';
    const json = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (state.down) return json(503, { name: 'SERVICE_UNAVAILABLE' });
    const base = gw.url;

    // The payer's pages.
    if (url.pathname === '/checkoutnow' && req.method === 'GET') {
      const o = orders.get(url.searchParams.get('token') ?? '');
      if (!o) return void res.writeHead(404).end();
      return html(
        res,
        `<h1>Fake PayPal</h1><p data-testid="paypal-amount">${o.amount.value} ${o.amount.currency_code}</p>` +
          `<form method="post" action="/checkoutnow/${o.id}/approve"><button type="submit">Approve with PayPal</button></form>` +
          `<form method="post" action="/checkoutnow/${o.id}/cancel"><button type="submit">Cancel and return</button></form>`,
      );
    }
    const act = /^\/checkoutnow\/([A-Z0-9]+)\/(approve|cancel)$/.exec(url.pathname);
    if (act && req.method === 'POST') {
      const o = orders.get(act[1]!);
      if (!o) return void res.writeHead(404).end();
      if (act[2] === 'approve' && o.status === 'CREATED') o.status = 'APPROVED';
      const back = new URL(act[2] === 'approve' ? o.returnUrl : o.cancelUrl);
      back.searchParams.set('token', o.id);
      if (act[2] === 'approve') back.searchParams.set('PayerID', 'FAKEPAYER1');
      return redirect(res, back.toString());
    }

    if (url.pathname === '/cgi-bin/webscr' && req.method === 'POST') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const prefix = 'cmd=_notify-validate&';
      return void res.end(raw.startsWith(prefix) && ipnSent.has(raw.slice(prefix.length)) ? 'VERIFIED' : 'INVALID');
    }

    if (url.pathname === '/v1/oauth2/token' && req.method === 'POST') {
      const expected = `Basic ${Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected || !raw.includes('grant_type=client_credentials')) {
        return json(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      const token = `A21AA${newId(16)}`;
      tokens.add(token);
      return json(200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
    }
    const bearer = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(bearer)) return json(401, { name: 'AUTHENTICATION_FAILURE', message: 'bad token' });
    const body = raw ? JSON.parse(raw) : {};
    const requestId = String(req.headers['paypal-request-id'] ?? '');

    if (url.pathname === '/v1/notifications/verify-webhook-signature' && req.method === 'POST') {
      state.verifyCalls++;
      // The event exactly as it was forwarded: from `"webhook_event":` to the closing brace.
      const at = raw.indexOf('"webhook_event":');
      const event = at >= 0 ? raw.slice(at + '"webhook_event":'.length, raw.lastIndexOf('}')) : '';
      let ok = body.webhook_id === opts.webhookId && body.auth_algo === 'SHA256withRSA';
      try {
        ok =
          ok &&
          createVerify('RSA-SHA256')
            .update(`${body.transmission_id}|${body.transmission_time}|${body.webhook_id}|${crc32(event)}`)
            .verify(keys.publicKey, String(body.transmission_sig), 'base64');
      } catch {
        ok = false;
      }
      return json(200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }

    if (url.pathname === '/v2/checkout/orders' && req.method === 'POST') {
      const again = byRequestId.get(requestId);
      if (again) return json(200, orderJson(orders.get(again)!, base));
      const unit = body.purchase_units?.[0];
      const ctx = body.payment_source?.paypal?.experience_context ?? {};
      if (body.intent !== 'CAPTURE' || !unit?.amount?.value || !unit.custom_id || !ctx.return_url) {
        return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'MISSING_REQUIRED_PARAMETER' }] });
      }
      const o: FakePayPalOrder = {
        id: newId(),
        status: 'CREATED',
        customId: unit.custom_id,
        amount: unit.amount,
        returnUrl: ctx.return_url,
        cancelUrl: ctx.cancel_url,
        capture: null,
      };
      orders.set(o.id, o);
      if (requestId) byRequestId.set(requestId, o.id);
      return json(201, orderJson(o, base));
    }
    const m = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(url.pathname);
    if (m) {
      const o = orders.get(m[1]!);
      if (!o) return json(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
      if (!m[2] && req.method === 'GET') return json(200, orderJson(o, base));
      if (m[2] && req.method === 'POST') {
        if (requestId && byRequestId.get(requestId) === o.id && o.status === 'COMPLETED') {
          return json(201, orderJson(o, base));
        }
        if (o.status === 'COMPLETED') {
          return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
        }
        if (o.status !== 'APPROVED') {
          return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
        }
        o.status = 'COMPLETED';
        o.capture = { id: `CAP${newId()}`, status: 'COMPLETED', amount: o.amount };
        if (requestId) byRequestId.set(requestId, o.id);
        return json(201, orderJson(o, base));
      }
    }
    const r = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(url.pathname);
    if (r && req.method === 'POST') {
      const o = [...orders.values()].find((x) => x.capture?.id === r[1]);
      if (!o?.capture) return json(404, { name: 'RESOURCE_NOT_FOUND' });
      if (state.refuseRefund) {
        return json(422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'REFUND_NOT_ALLOWED', description: state.refuseRefund }],
        });
      }
      const id = `REF${r[1]}`;
      if (o.capture.status === 'REFUNDED') return json(201, { id, status: 'COMPLETED' });
      if (body.amount?.value !== o.capture.amount.value) {
        return json(422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'REFUND_AMOUNT_EXCEEDED', description: 'amount' }],
        });
      }
      o.capture.status = 'REFUNDED';
      return json(201, { id, status: 'COMPLETED' });
    }
    return json(404, { name: 'RESOURCE_NOT_FOUND' });
  });

  /** A webhook as PayPal sends it: the JSON body and its transmission headers (`signWith` to forge one). */
  function webhook(event: object, signWith: KeyObject = keys.privateKey, webhookId = opts.webhookId) {
    const body = JSON.stringify(event);
    const id = randomBytes(8).toString('hex');
    const time = new Date().toISOString();
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': id,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': transmissionSig(id, time, webhookId, body, signWith),
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fake`,
      },
    };
  }

  function captureCompleted(
    o: FakePayPalOrder,
    over: Partial<{ value: string; currency_code: string; custom_id: string }> = {},
  ) {
    return {
      id: `WH-${newId()}`,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource_type: 'capture',
      resource: {
        id: o.capture?.id ?? `CAP${newId()}`,
        status: 'COMPLETED',
        amount: { currency_code: over.currency_code ?? o.amount.currency_code, value: over.value ?? o.amount.value },
        custom_id: over.custom_id ?? o.customId,
        supplementary_data: { related_ids: { order_id: o.id } },
      },
    };
  }

  return {
    url: gw.url,
    keys,
    orders,
    state,
    webhook,
    captureCompleted,
    orderOf: (customId: string) => [...orders.values()].find((o) => o.customId === customId),
    /** The payer approves at PayPal (without coming back) and PayPal captures nothing yet. */
    approve(id: string) {
      const o = orders.get(id);
      if (!o) throw new Error(`no PayPal order ${id}`);
      o.status = 'APPROVED';
      return o;
    },
    /** The order is paid at PayPal (captured elsewhere) and nothing tells us: reconciliation must find it. */
    completeQuietly(id: string) {
      const o = orders.get(id)!;
      o.status = 'COMPLETED';
      o.capture = { id: `CAP${newId()}`, status: 'COMPLETED', amount: o.amount };
      return o;
    },
    async sendWebhook(notifyUrl: string, event: object, signWith?: KeyObject) {
      const w = webhook(event, signWith);
      return deliver(notifyUrl, { method: 'POST', headers: w.headers, body: w.body }, 1);
    },
    /** An IPN message (form fields), remembered so that its post-back is VERIFIED. */
    ipn(fields: Record<string, string>) {
      const body = new URLSearchParams(fields).toString();
      ipnSent.add(body);
      return body;
    },
    close: gw.close,
  };
}
