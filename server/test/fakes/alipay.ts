import { createSign, createVerify, type KeyObject, randomBytes } from 'node:crypto';
import { deliver, html, listen, readBody, redirect, rsaKeys } from './kit.js';

export interface FakeAlipayTrade {
  outTradeNo: string;
  tradeNo: string;
  totalAmount: string;
  subject: string;
  notifyUrl: string;
  returnUrl: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  refunds: Map<string, string>;
}

/** Alipay's notification signing string: every field but sign and sign_type, sorted, `k=v` joined by `&`. */
export function alipaySignString(params: Record<string, string>, drop: string[] = ['sign', 'sign_type']) {
  return Object.keys(params)
    .filter((k) => !drop.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export const rsa2 = (text: string, key: KeyObject) => createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');

/**
 * A local stand-in for Alipay's open gateway (`gateway.do`): it checks the RSA2 signature of every request
 * with the app's public key, serves a checkout page for `alipay.trade.page.pay`, answers
 * query/close/refund/cancel signed with its own key, and posts signed notifications to the notify URL.
 */
export async function startFakeAlipay(opts: { appId: string; appPublicKey: KeyObject; sellerId?: string }) {
  const keys = rsaKeys();
  const trades = new Map<string, FakeAlipayTrade>();
  const seen: { method: string; params: Record<string, string> }[] = [];
  const state = { refuseRefund: null as string | null, down: false };
  const sellerId = opts.sellerId ?? '2088000000000001';

  const verifyRequest = (params: Record<string, string>) => {
    if (!params.sign) return false;
    return createVerify('RSA-SHA256')
      .update(alipaySignString(params, ['sign']), 'utf8')
      .verify(opts.appPublicKey, params.sign, 'base64');
  };

  /** A signed answer: `{"<method>_response":{...},"sign":"..."}` signed over the inner object's exact JSON. */
  const answer = (method: string, body: object, signWith: KeyObject = keys.privateKey) => {
    const inner = JSON.stringify(body);
    return `{"${method.replaceAll('.', '_')}_response":${inner},"sign":"${rsa2(inner, signWith)}"}`;
  };

  function notificationOf(t: FakeAlipayTrade, over: Record<string, string> = {}) {
    const params: Record<string, string> = {
      gmt_create: '2026-11-25 10:00:00',
      charset: 'utf-8',
      seller_id: sellerId,
      subject: t.subject,
      buyer_id: '2088102177846880',
      invoice_amount: t.totalAmount,
      notify_id: `${t.tradeNo}${t.status}`,
      notify_type: 'trade_status_sync',
      trade_status: t.status,
      receipt_amount: t.totalAmount,
      app_id: opts.appId,
      buyer_pay_amount: t.totalAmount,
      notify_time: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
      trade_no: t.tradeNo,
      out_trade_no: t.outTradeNo,
      total_amount: t.totalAmount,
      version: '1.0',
      auth_app_id: opts.appId,
      fund_bill_list: `[{"amount":"${t.totalAmount}","fundChannel":"ALIPAYACCOUNT"}]`,
      ...over,
    };
    return params;
  }

  /** Signs a notification's fields as Alipay does (with `signWith`, a test's wrong key, to forge one). */
  function sign(params: Record<string, string>, signWith: KeyObject = keys.privateKey) {
    return { ...params, sign_type: 'RSA2', sign: rsa2(alipaySignString(params), signWith) };
  }

  async function post(url: string, params: Record<string, string>) {
    return deliver(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(params).toString(),
    });
  }

  const gw = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = req.method === 'POST' ? await readBody(req) : '';
    if (state.down) {
      res.writeHead(502);
      return void res.end();
    }
    const pay = /^\/checkout\/([^/]+)\/(pay|cancel)$/.exec(url.pathname);
    if (pay && req.method === 'POST') {
      const t = trades.get(decodeURIComponent(pay[1]!));
      if (!t) return void res.writeHead(404).end();
      if (pay[2] === 'pay' && t.status === 'WAIT_BUYER_PAY') {
        t.status = 'TRADE_SUCCESS';
        await post(t.notifyUrl, sign(notificationOf(t)));
      }
      const back = new URL(t.returnUrl);
      back.searchParams.set('out_trade_no', t.outTradeNo);
      back.searchParams.set('trade_no', t.tradeNo);
      return redirect(res, back.toString());
    }
    if (url.pathname !== '/gateway.do') return void res.writeHead(404).end();
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    if (raw) Object.assign(params, Object.fromEntries(new URLSearchParams(raw)));
    const method = params.method ?? '';
    seen.push({ method, params });
    const json = (text: string) => {
      res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
      res.end(text);
    };
    if (!verifyRequest(params) || params.app_id !== opts.appId) {
      return json(
        answer(method, {
          code: '40002',
          msg: 'Invalid Arguments',
          sub_code: 'isv.invalid-signature',
          sub_msg: 'bad signature',
        }),
      );
    }
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    if (method === 'alipay.trade.page.pay') {
      let t = trades.get(biz.out_trade_no!);
      if (!t) {
        t = {
          outTradeNo: biz.out_trade_no!,
          tradeNo: `2026${randomBytes(10).toString('hex')}`,
          totalAmount: biz.total_amount!,
          subject: biz.subject ?? '',
          notifyUrl: params.notify_url ?? '',
          returnUrl: params.return_url ?? '',
          status: 'WAIT_BUYER_PAY',
          refunds: new Map(),
        };
        trades.set(t.outTradeNo, t);
      }
      return html(
        res,
        `<h1>Fake Alipay</h1><p data-testid="alipay-amount">${t.totalAmount} CNY</p><p>${t.subject}</p>` +
          `<form method="post" action="/checkout/${encodeURIComponent(t.outTradeNo)}/pay"><button type="submit">Pay with Alipay</button></form>`,
      );
    }
    const t = trades.get(biz.out_trade_no ?? '');
    /** Alipay's answer to a business call it refuses: `sub_code` says why. */
    const failed = (sub_code: string, sub_msg: string) =>
      json(answer(method, { code: '40004', msg: 'Business Failed', sub_code, sub_msg }));
    const missing = () => failed('ACQ.TRADE_NOT_EXIST', 'trade does not exist');
    /** Alipay's answer to a business call done on trade `t`, with the call's own fields. */
    const succeeded = (t: FakeAlipayTrade, fields: Record<string, unknown> = {}) =>
      json(
        answer(method, { code: '10000', msg: 'Success', out_trade_no: t.outTradeNo, trade_no: t.tradeNo, ...fields }),
      );
    if (method === 'alipay.trade.query') {
      if (!t) return missing();
      return succeeded(t, { trade_status: t.status, total_amount: t.totalAmount });
    }
    if (method === 'alipay.trade.close' || method === 'alipay.trade.cancel') {
      if (!t) return missing();
      if (t.status === 'TRADE_SUCCESS') return failed('ACQ.TRADE_STATUS_ERROR', 'paid');
      t.status = 'TRADE_CLOSED';
      return succeeded(t);
    }
    if (method === 'alipay.trade.refund') {
      if (!t) return missing();
      if (state.refuseRefund) return failed('ACQ.REFUND_FAIL', state.refuseRefund);
      if (t.status !== 'TRADE_SUCCESS' && !t.refunds.has(biz.out_request_no!)) {
        return failed('ACQ.TRADE_STATUS_ERROR', 'not paid');
      }
      const first = !t.refunds.has(biz.out_request_no!);
      t.refunds.set(biz.out_request_no!, biz.refund_amount!);
      if (biz.refund_amount === t.totalAmount) t.status = 'TRADE_CLOSED';
      return succeeded(t, { refund_fee: biz.refund_amount, fund_change: first ? 'Y' : 'N' });
    }
    return failed('ACQ.METHOD_UNKNOWN', method);
  });

  return {
    url: gw.url,
    gateway: `${gw.url}/gateway.do`,
    keys,
    sellerId,
    trades,
    seen,
    state,
    notificationOf,
    sign,
    /** The payer pays at Alipay but the notification is lost for good (reconciliation must find it). */
    payQuietly(outTradeNo: string) {
      const t = trades.get(outTradeNo);
      if (!t) throw new Error(`no trade ${outTradeNo}`);
      t.status = 'TRADE_SUCCESS';
      return t;
    },
    /** Sends (signed) fields to a notify URL as the gateway posts them. */
    post,
    close: gw.close,
  };
}
