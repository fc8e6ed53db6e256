import { createCipheriv, createSign, createVerify, type KeyObject, randomBytes } from 'node:crypto';
import { deliver, listen, type RsaKeys, readBody, rsaKeys, selfSignedCert } from './kit.js';

export interface FakeWechatTrade {
  appid: string;
  mchid: string;
  outTradeNo: string;
  transactionId: string;
  total: number;
  currency: string;
  notifyUrl: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
}

const nonce = () => randomBytes(16).toString('hex');

/** What WeChat Pay signs: `timestamp\nnonce\nbody\n` (answers and notifications) with the platform key. */
export function platformSign(key: KeyObject, timestamp: string, n: string, body: string) {
  return createSign('RSA-SHA256').update(`${timestamp}\n${n}\n${body}\n`).sign(key, 'base64');
}

/** AEAD_AES_256_GCM as WeChat Pay encrypts a notification's resource: base64(ciphertext || tag). */
export function encryptResource(
  apiv3Key: string,
  plaintext: string,
  n = randomBytes(6).toString('hex'),
  aad = 'transaction',
) {
  const c = createCipheriv('aes-256-gcm', Buffer.from(apiv3Key), n);
  c.setAAD(Buffer.from(aad));
  const data = Buffer.concat([c.update(plaintext, 'utf8'), c.final(), c.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: data.toString('base64'),
    nonce: n,
    associated_data: aad,
    original_type: 'transaction',
  };
}

/**
 * A local stand-in for WeChat Pay APIv3: it checks our `WECHATPAY2-SHA256-RSA2048` Authorization with the
 * merchant's public key and serial, answers Native pay, query, close and refund signed with its platform key
 * (whose self-signed certificate it hands out), and posts encrypted, signed payment notifications.
 */
export async function startFakeWechatPay(opts: {
  mchid: string;
  appid: string;
  merchantSerial: string;
  merchantPublicKey: KeyObject;
  apiv3Key: string;
}) {
  const platform: RsaKeys = rsaKeys();
  const platformSerial = randomBytes(8).toString('hex').toUpperCase();
  const certificate = selfSignedCert(platform, platformSerial);
  const trades = new Map<string, FakeWechatTrade>();
  const state = { refuseRefund: null as string | null, down: false, badAnswerSignature: false };

  const signedHeaders = (body: string, key: KeyObject = platform.privateKey, serial = platformSerial) => {
    const ts = String(Math.floor(Date.now() / 1000));
    const n = nonce();
    return {
      'wechatpay-timestamp': ts,
      'wechatpay-nonce': n,
      'wechatpay-serial': serial,
      'wechatpay-signature': platformSign(key, ts, n, body),
    };
  };

  function verifyAuthorization(method: string, uri: string, auth: string, body: string) {
    const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(auth);
    if (!m) return false;
    const f = Object.fromEntries([...m[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (f.mchid !== opts.mchid || f.serial_no !== opts.merchantSerial) return false;
    if (Math.abs(Date.now() / 1000 - Number(f.timestamp)) > 300) return false;
    return createVerify('RSA-SHA256')
      .update(`${method}\n${uri}\n${f.timestamp}\n${f.nonce_str}\n${body}\n`)
      .verify(opts.merchantPublicKey, f.signature ?? '', 'base64');
  }

  const transaction = (t: FakeWechatTrade) => ({
    appid: t.appid,
    mchid: t.mchid,
    out_trade_no: t.outTradeNo,
    transaction_id: t.transactionId,
    trade_type: 'NATIVE',
    trade_state: t.state,
    trade_state_desc: t.state,
    success_time: t.state === 'SUCCESS' ? new Date().toISOString() : undefined,
    payer: { openid: 'oFake' },
    amount: { total: t.total, payer_total: t.total, currency: t.currency, payer_currency: t.currency },
  });

  const gw = await listen(async (req, res) => {
    const raw = req.method === 'POST' ? await readBody(req) : '';
    const uri = req.url ?? '/';
    const url = new URL(uri, 'http://fake');
    // The payer's phone, for browser tests: scanning and paying a code (not part of WeChat Pay's API).
    const scan = /^\/scan\/([^/]+)\/pay$/.exec(url.pathname);
    if (scan && req.method === 'POST') {
      const t = trades.get(decodeURIComponent(scan[1]!));
      if (!t) return void res.writeHead(404).end();
      await payTrade(t);
      return void res.writeHead(204).end();
    }
    const send = (status: number, body: object | null) => {
      const text = body ? JSON.stringify(body) : '';
      const headers = signedHeaders(text, state.badAnswerSignature ? rsaKeys().privateKey : platform.privateKey);
      res.writeHead(status, { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) });
      res.end(text);
    };
    if (state.down) return send(500, { code: 'SYSTEM_ERROR', message: 'down' });
    if (!verifyAuthorization(req.method ?? '', uri, String(req.headers.authorization ?? ''), raw)) {
      return send(401, { code: 'SIGN_ERROR', message: 'signature does not verify' });
    }
    const body = raw ? JSON.parse(raw) : {};
    if (url.pathname === '/v3/pay/transactions/native' && req.method === 'POST') {
      if (body.mchid !== opts.mchid || body.appid !== opts.appid || !body.out_trade_no || !body.amount?.total) {
        return send(400, { code: 'PARAM_ERROR', message: 'bad parameters' });
      }
      let t = trades.get(body.out_trade_no);
      if (!t) {
        t = {
          appid: body.appid,
          mchid: body.mchid,
          outTradeNo: body.out_trade_no,
          transactionId: `4200${randomBytes(12).toString('hex')}`,
          total: body.amount.total,
          currency: body.amount.currency ?? 'CNY',
          notifyUrl: body.notify_url,
          state: 'NOTPAY',
        };
        trades.set(t.outTradeNo, t);
      }
      return send(200, { code_url: `weixin://wxpay/bizpayurl?pr=${t.transactionId.slice(-10)}` });
    }
    const m = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname);
    if (m) {
      const t = trades.get(decodeURIComponent(m[1]!));
      if (!t) return send(404, { code: 'ORDER_NOT_EXIST', message: 'no such order' });
      if (m[2]) {
        if (t.state === 'SUCCESS') return send(400, { code: 'ORDERPAID', message: 'paid' });
        t.state = 'CLOSED';
        return send(204, null);
      }
      if (url.searchParams.get('mchid') !== opts.mchid) return send(400, { code: 'PARAM_ERROR', message: 'mchid' });
      return send(200, transaction(t));
    }
    if (url.pathname === '/v3/refund/domestic/refunds' && req.method === 'POST') {
      const t = trades.get(body.out_trade_no);
      if (!t) return send(404, { code: 'RESOURCE_NOT_EXISTS', message: 'no such order' });
      if (state.refuseRefund) return send(403, { code: 'NOT_ENOUGH', message: state.refuseRefund });
      if (t.state !== 'SUCCESS' && t.state !== 'REFUND')
        return send(400, { code: 'INVALID_REQUEST', message: 'not paid' });
      if (body.amount?.refund !== t.total) return send(400, { code: 'PARAM_ERROR', message: 'refund amount' });
      t.state = 'REFUND';
      return send(200, {
        refund_id: `5030${t.transactionId.slice(4)}`,
        out_refund_no: body.out_refund_no,
        status: 'SUCCESS',
      });
    }
    return send(404, { code: 'NOT_FOUND', message: url.pathname });
  });

  async function payTrade(t: FakeWechatTrade, quietly = false) {
    t.state = 'SUCCESS';
    if (quietly) return null;
    const n = notification(t);
    return deliver(t.notifyUrl, { method: 'POST', headers: n.headers, body: n.body });
  }

  /** A notification's body and headers (`over` changes the decrypted transaction; `signWith` forges it). */
  function notification(
    t: FakeWechatTrade,
    over: Record<string, unknown> = {},
    signWith?: KeyObject,
    apiv3Key = opts.apiv3Key,
  ) {
    const plain = JSON.stringify({ ...transaction(t), ...over });
    const body = JSON.stringify({
      id: randomBytes(16).toString('hex'),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: 'payment succeeded',
      resource: encryptResource(apiv3Key, plain),
    });
    return { body, headers: { 'content-type': 'application/json', ...signedHeaders(body, signWith) } };
  }

  return {
    url: gw.url,
    platform,
    platformSerial,
    certificate,
    trades,
    state,
    notification,
    signedHeaders,
    /** The payer scans and pays: the trade is paid and the notification posted (unless `quietly`: lost for good). */
    async pay(outTradeNo: string, quietly = false) {
      const t = trades.get(outTradeNo);
      if (!t) throw new Error(`no trade ${outTradeNo}`);
      return payTrade(t, quietly);
    },
    close: gw.close,
  };
}
