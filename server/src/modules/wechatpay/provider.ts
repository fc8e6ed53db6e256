import type { KeyObject } from 'node:crypto';
import type { Currency } from '@skin/contract';
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';
import { parsePrivateKey, parsePublicKey } from '../../lib/payments/keys.js';
import type { Refusal } from '../../lib/payments/notify.js';
import {
  type PaymentOrder,
  type PaymentProvider,
  ProviderError,
  type ProviderFact,
  type RefundResult,
} from '../../lib/payments/types.js';

export interface WechatPayConfig {
  mchid: string;
  appid: string;
  serial: string;
  privateKey: string;
  apiv3Key: string;
  platformCert: string;
  apiBase: string;
}

/** How far a signed timestamp may be from our clock (WeChat Pay's own SDKs allow five minutes). */
const CLOCK_SKEW_S = 300;
/** Serial numbers compared as hex without case or leading zeros (tools print them either way). */
const serialOf = (hex: string) => hex.toUpperCase().replace(/^0+/, '');
const TIMEOUT_MS = 15_000;

const STATE_OF: Record<string, ProviderFact['state']> = {
  SUCCESS: 'paid',
  NOTPAY: 'open',
  USERPAYING: 'open',
  PAYERROR: 'open',
  CLOSED: 'closed',
  REVOKED: 'closed',
  REFUND: 'refunded',
};

interface Transaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number; payer_total?: number; currency?: string };
}

type Headers = Record<string, string | string[] | undefined>;

/**
 * WeChat Pay APIv3, Native payment (`wechatpay`, CNY): the payer scans `code_url` shown on the payment page.
 * Every request is signed SHA256-RSA with our merchant key (the `WECHATPAY2-SHA256-RSA2048` Authorization);
 * every answer and notification is checked against the platform certificate over `timestamp\nnonce\nbody\n`
 * (with the certificate's serial in `Wechatpay-Serial` when the configured key is a certificate, and the
 * timestamp within five minutes); a notification's resource is decrypted with AEAD_AES_256_GCM under the APIv3
 * key, then its mchid, appid, order number and amount (fen) are checked before anything is applied.
 */
export function createWechatPay(cfg: WechatPayConfig) {
  const privateKey: KeyObject = parsePrivateKey(cfg.privateKey);
  const platform = parsePublicKey(cfg.platformCert);
  const apiv3Key = Buffer.from(cfg.apiv3Key);

  /** Checks a signed message of the platform: serial, freshness and signature. */
  function signedByPlatform(headers: Headers, body: string): boolean {
    const h = (n: string) => {
      const v = headers[n];
      return typeof v === 'string' ? v : '';
    };
    const timestamp = h('wechatpay-timestamp');
    const nonce = h('wechatpay-nonce');
    const signature = h('wechatpay-signature');
    const serial = h('wechatpay-serial');
    if (!/^\d{1,12}$/.test(timestamp) || !nonce || !signature) return false;
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > CLOCK_SKEW_S) return false;
    if (platform.serial && serialOf(serial) !== serialOf(platform.serial)) return false;
    try {
      return Rsa.verify(Formatter.response(timestamp, nonce, body), signature, platform.key);
    } catch {
      return false;
    }
  }

  /** One signed APIv3 call; the answer's signature is checked before its body is believed. */
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const timestamp = Formatter.timestamp();
    const nonce = Formatter.nonce();
    const signature = Rsa.sign(Formatter.request(method, path, timestamp, nonce, payload), privateKey);
    const res = await fetch(`${cfg.apiBase}${path}`, {
      method,
      headers: {
        authorization: Formatter.authorization(cfg.mchid, nonce, signature, timestamp, cfg.serial),
        accept: 'application/json',
        'content-type': 'application/json',
        'user-agent': 'skin-console',
      },
      body: method === 'GET' ? undefined : payload,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => null);
    if (!res) throw new ProviderError('wechat', `${method} ${path.split('?')[0]} unreachable`);
    const text = await res.text();
    if (res.status >= 500) throw new ProviderError('wechat', `${method} answered ${res.status}`);
    if (!signedByPlatform(Object.fromEntries(res.headers), text)) {
      throw new ProviderError('wechat', `${method} ${path.split('?')[0]}: the answer's signature does not verify`);
    }
    let parsed: unknown = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      throw new ProviderError('wechat', 'malformed answer');
    }
    return { status: res.status, body: parsed as T };
  }

  const why = (b: { message?: string; code?: string }) => b.message || b.code || 'refused';

  /** What a transaction (a query's answer or a notification's resource) says about `orderNo`, or why it is not ours. */
  function factOf(orderNo: string, t: Transaction): ProviderFact | { refused: Refusal } {
    if (t.mchid !== cfg.mchid) return { refused: 'merchant' };
    if (t.appid !== cfg.appid) return { refused: 'app' };
    if (t.out_trade_no !== orderNo) return { refused: 'order' };
    const state = STATE_OF[t.trade_state ?? ''];
    if (!state) return { refused: 'malformed' };
    const amount = t.amount?.total;
    return {
      orderNo,
      state,
      amount: typeof amount === 'number' && Number.isSafeInteger(amount) ? amount : Number.NaN,
      currency: (t.amount?.currency ?? 'CNY') as Currency,
      tradeNo: t.transaction_id,
    };
  }

  const outTradePath = (no: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(no)}`;

  const provider: PaymentProvider = {
    method: 'wechat',
    currencies: ['CNY'],
    async open(order: PaymentOrder, ctx) {
      const res = await call<{ code_url?: string; message?: string; code?: string }>(
        'POST',
        '/v3/pay/transactions/native',
        {
          appid: cfg.appid,
          mchid: cfg.mchid,
          description: order.subject.slice(0, 127),
          out_trade_no: order.orderNo,
          time_expire: order.closesAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
          notify_url: ctx.notifyUrl,
          amount: { total: order.amount, currency: order.currency },
        },
      );
      if (res.status !== 200 || !res.body.code_url)
        throw new ProviderError('wechat', `native refused: ${why(res.body)}`);
      return { action: 'qr', codeUrl: res.body.code_url };
    },
    async query(order) {
      const res = await call<Transaction & { code?: string; message?: string }>(
        'GET',
        `${outTradePath(order.orderNo)}?mchid=${encodeURIComponent(cfg.mchid)}`,
      );
      if (res.status === 404) return { orderNo: order.orderNo, state: 'open' };
      if (res.status !== 200) throw new ProviderError('wechat', `query answered ${res.status} ${why(res.body)}`);
      const fact = factOf(order.orderNo, res.body);
      if ('refused' in fact) throw new ProviderError('wechat', `query answered another ${fact.refused}`);
      return fact;
    },
    async close(order) {
      const res = await call<{ code?: string; message?: string }>('POST', `${outTradePath(order.orderNo)}/close`, {
        mchid: cfg.mchid,
      });
      if (res.status === 204 || res.status === 200) return { orderNo: order.orderNo, state: 'closed' };
      // ORDERPAID and the like: say where it stands.
      const fact = await provider.query(order);
      if (fact.state === 'open') throw new ProviderError('wechat', `close answered ${res.status} ${why(res.body)}`);
      return fact;
    },
    async refund(order, refundNo, reason): Promise<RefundResult> {
      const res = await call<{ refund_id?: string; status?: string; code?: string; message?: string }>(
        'POST',
        '/v3/refund/domestic/refunds',
        {
          out_trade_no: order.orderNo,
          out_refund_no: refundNo,
          reason: reason.slice(0, 80) || undefined,
          amount: { refund: order.amount, total: order.amount, currency: order.currency },
        },
      );
      if (res.status === 200 && res.body.refund_id && res.body.status !== 'CLOSED' && res.body.status !== 'ABNORMAL') {
        return { ok: true, refundId: res.body.refund_id };
      }
      return { ok: false, reason: why(res.body) };
    },
  };

  /**
   * Checks a notification (`POST wechatpay/notify`): the platform's signature over the raw body, then decrypts
   * its resource and checks that the transaction is ours. Answers the fact, or why it is refused.
   */
  function verifyNotification(headers: Headers, raw: string): { fact: ProviderFact } | { refused: Refusal } {
    if (!signedByPlatform(headers, raw)) return { refused: 'forged' };
    let event: {
      id?: string;
      event_type?: string;
      resource?: { algorithm?: string; ciphertext?: string; nonce?: string; associated_data?: string };
    };
    try {
      event = JSON.parse(raw);
    } catch {
      return { refused: 'malformed' };
    }
    const r = event.resource;
    if (r?.algorithm !== 'AEAD_AES_256_GCM' || !r.ciphertext || !r.nonce) return { refused: 'malformed' };
    let t: Transaction;
    try {
      t = JSON.parse(Aes.AesGcm.decrypt(r.ciphertext, apiv3Key, r.nonce, r.associated_data ?? ''));
    } catch {
      return { refused: 'undecryptable' };
    }
    const fact = factOf(t.out_trade_no ?? '', t);
    if ('refused' in fact) return fact;
    return { fact: { ...fact, eventId: event.id } };
  }

  return { provider, verifyNotification };
}
