import type { NotifyRefusal } from '@skin/contract';
import { AlipaySdk } from 'alipay-sdk';
import {
  decimalOf,
  minorOf,
  parsePrivateKey,
  parsePublicKey,
  pemOfPrivate,
  pemOfPublic,
} from '../../lib/payments/keys.js';
import {
  type PaymentOrder,
  type PaymentProvider,
  ProviderError,
  type ProviderFact,
  type RefundResult,
} from '../../lib/payments/types.js';

export interface AlipayConfig {
  appId: string;
  privateKey: string;
  publicKey: string;
  gateway: string;
  sellerId?: string;
}

/** Alipay's trade states and what they mean for an order. */
const STATE_OF: Record<string, ProviderFact['state']> = {
  WAIT_BUYER_PAY: 'open',
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'closed',
};

type AlipayAnswer = Record<string, unknown> & { code?: string; msg?: string; sub_code?: string; sub_msg?: string };

/** `yyyy-MM-dd HH:mm:ss` in Beijing time, as Alipay's `time_expire` is read. */
function beijingTime(d: Date): string {
  return new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Alipay (`alipay`, CNY): computer-website payment (`alipay.trade.page.pay`) through `alipay-sdk`. Requests are
 * signed RSA2 with our app key; every answer's signature is checked with Alipay's public key
 * (`validateSign: true`); notifications are checked by `verifyNotification` (routes.ts) before anything is
 * applied. The trade is ours by `out_trade_no` = orderNo; amounts are yuan with two decimals on the wire.
 */
export function createAlipay(cfg: AlipayConfig) {
  const sdk = new AlipaySdk({
    appId: cfg.appId,
    privateKey: pemOfPrivate(parsePrivateKey(cfg.privateKey)),
    keyType: 'PKCS8',
    alipayPublicKey: pemOfPublic(parsePublicKey(cfg.publicKey).key),
    gateway: cfg.gateway,
    endpoint: new URL(cfg.gateway).origin,
    camelcase: false,
    timeout: 10_000,
  });

  /** Calls an Alipay API; a transport failure or a bad signature is a ProviderError, a business answer is returned. */
  async function exec(method: string, bizContent: Record<string, unknown>): Promise<AlipayAnswer> {
    try {
      return (await sdk.exec(method, { bizContent }, { validateSign: true })) as AlipayAnswer;
    } catch (err) {
      // Never the SDK's whole message: it may quote the signed request.
      const name = err instanceof Error ? err.name : 'Error';
      throw new ProviderError('alipay', `${method} failed (${name})`);
    }
  }

  const refusal = (a: AlipayAnswer) => String(a.sub_msg || a.msg || a.sub_code || a.code || 'refused');

  function factOf(order: PaymentOrder, a: AlipayAnswer): ProviderFact {
    if (a.code === '10000') {
      if (a.out_trade_no !== order.orderNo) throw new ProviderError('alipay', 'the answer is about another trade');
      const state = STATE_OF[String(a.trade_status)] ?? 'open';
      return {
        orderNo: order.orderNo,
        state,
        amount: minorOf(a.total_amount),
        currency: 'CNY',
        tradeNo: typeof a.trade_no === 'string' ? a.trade_no : undefined,
      };
    }
    // The payer has not signed in at Alipay yet: there is no trade, the payment is still open.
    if (a.sub_code === 'ACQ.TRADE_NOT_EXIST') return { orderNo: order.orderNo, state: 'open' };
    throw new ProviderError('alipay', `query answered ${a.code} ${a.sub_code ?? ''}`);
  }

  const provider: PaymentProvider = {
    method: 'alipay',
    currencies: ['CNY'],
    async open(order, ctx) {
      const url = sdk.pageExecute('alipay.trade.page.pay', 'GET', {
        bizContent: {
          out_trade_no: order.orderNo,
          product_code: 'FAST_INSTANT_TRADE_PAY',
          total_amount: decimalOf(order.amount),
          subject: order.subject.slice(0, 256),
          time_expire: beijingTime(order.closesAt),
        },
        notifyUrl: ctx.notifyUrl,
        returnUrl: ctx.returnUrl,
      });
      return { action: 'redirect', url };
    },
    async query(order) {
      return factOf(order, await exec('alipay.trade.query', { out_trade_no: order.orderNo }));
    },
    async close(order) {
      const closed = await exec('alipay.trade.close', { out_trade_no: order.orderNo });
      // Closed, or never created (the payer never signed in; time_expire ends the page): no payment can follow.
      if (closed.code === '10000' || closed.sub_code === 'ACQ.TRADE_NOT_EXIST') {
        return { orderNo: order.orderNo, state: 'closed' };
      }
      // Anything else (a trade paid meanwhile answers ACQ.TRADE_STATUS_ERROR): ask where it stands.
      const fact = await provider.query(order);
      if (fact.state === 'open') throw new ProviderError('alipay', `close answered ${closed.sub_code ?? closed.code}`);
      return fact;
    },
    async refund(order, refundNo, reason): Promise<RefundResult> {
      const a = await exec('alipay.trade.refund', {
        out_trade_no: order.orderNo,
        refund_amount: decimalOf(order.amount),
        out_request_no: refundNo,
        refund_reason: reason.slice(0, 256) || undefined,
      });
      if (a.code !== '10000') return { ok: false, reason: refusal(a) };
      // A repeated out_request_no answers the first refund again (fund_change N): still one refund.
      return { ok: true, refundId: String(a.trade_no ?? refundNo) };
    },
  };

  /**
   * Checks a notification (the gateway's form post): its RSA2 signature with Alipay's key (`checkNotifySignV2`,
   * which does not decode the values twice), then that it is for our app and seller. Answers the fact it states,
   * or why it is refused.
   */
  function verifyNotification(p: Record<string, string>): { fact: ProviderFact } | { refused: NotifyRefusal } {
    let signed = false;
    try {
      signed = sdk.checkNotifySignV2(p);
    } catch {
      signed = false;
    }
    if (!signed) return { refused: 'forged' };
    if (p.app_id !== cfg.appId) return { refused: 'app' };
    if (cfg.sellerId && p.seller_id !== cfg.sellerId) return { refused: 'seller' };
    const state = STATE_OF[p.trade_status ?? ''];
    if (!state || !p.out_trade_no) return { refused: 'malformed' };
    const amount = minorOf(p.total_amount);
    if (state === 'paid' && !Number.isSafeInteger(amount)) return { refused: 'malformed' };
    return {
      fact: {
        orderNo: p.out_trade_no,
        state,
        amount,
        currency: 'CNY',
        tradeNo: p.trade_no,
        eventId: p.notify_id ? `${p.notify_id}` : undefined,
      },
    };
  }

  return { provider, verifyNotification };
}
