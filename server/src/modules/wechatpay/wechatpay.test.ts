import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsaKeys } from '../../../test/fakes/kit.js';
import { type PaymentWorld, plusYears, startPaymentWorld } from '../../../test/payments.js';

let w: PaymentWorld;
beforeAll(async () => {
  w = await startPaymentWorld();
});
afterAll(() => w.close());

const notifyUrl = (base = w.s.url) => `${base}/api/wechatpay/notify`;

/** A CNY viewer-end order opened with WeChat Pay Native: the code to show as a QR code. */
async function opened() {
  const st = await w.store('CNY');
  const { orderNo, viewer } = await w.viewerOrder(st);
  const res = await w.s.post(`/api/wechatpay/nativePay/${orderNo}`, undefined, { token: st.token });
  expect(res.status, res.text).toBe(200);
  expect(res.body.datas).toMatchObject({ action: 'qr', url: null });
  expect(res.body.datas.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
  return { st, orderNo, viewer, trade: w.gw.wechat.trades.get(orderNo)! };
}

const post = (n: { body: string; headers: Record<string, string> }, url = notifyUrl()) =>
  fetch(url, { method: 'POST', headers: n.headers, body: n.body }).then((r) => r.status);

describe('WeChat Pay', () => {
  it('pays: signed native order, the payer scans, a signed encrypted notification, one year', async () => {
    const { orderNo, viewer, trade } = await opened();
    expect(trade.total).toBe((await w.orderRow(orderNo)).orderAmount);
    const answer = await w.gw.wechat.pay(orderNo);
    expect(answer?.status).toBe(204);
    const o = await w.orderRow(orderNo);
    expect(o).toMatchObject({ orderStatus: 3, payStatus: 2, payMethod: 'wechat', tradeNo: trade.transactionId });
    expect((await w.userRow(viewer.id)).expireTime!.toISOString()).toBe(plusYears(viewer.expireTime!).toISOString());
  });

  it('refuses forged, altered, stale, wrongly encrypted and wrong-serial notifications', async () => {
    const { orderNo, trade } = await opened();
    trade.state = 'SUCCESS';
    const x = w.gw.wechat;
    expect(await post(x.notification(trade, {}, rsaKeys().privateKey))).toBe(400);
    const n = x.notification(trade);
    expect(await post({ ...n, body: n.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') })).toBe(400);
    expect(
      await post({
        ...n,
        headers: { ...n.headers, 'wechatpay-timestamp': String(Math.floor(Date.now() / 1000) - 3600) },
      }),
    ).toBe(400);
    expect(await post({ ...n, headers: { ...n.headers, 'wechatpay-serial': 'ABCDEF0123456789' } })).toBe(400);
    // Signed by the platform but encrypted with another APIv3 key: cannot be opened.
    expect(await post(x.notification(trade, {}, undefined, 'AnotherApiV3KeyOf32CharactersXX!'))).toBe(400);
    // A tampered tag: the last bytes of the ciphertext changed, then signed again as the platform would.
    const tampered = JSON.parse(n.body);
    const ct = Buffer.from(tampered.resource.ciphertext, 'base64');
    ct[ct.length - 1]! ^= 1;
    tampered.resource.ciphertext = ct.toString('base64');
    const body = JSON.stringify(tampered);
    expect(await post({ body, headers: { 'content-type': 'application/json', ...x.signedHeaders(body) } })).toBe(400);
    expect((await w.orderRow(orderNo)).orderStatus).toBe(2);
  });

  it('refuses a verified notification for another merchant, app, amount or currency', async () => {
    const { orderNo, trade } = await opened();
    trade.state = 'SUCCESS';
    const x = w.gw.wechat;
    expect(await post(x.notification(trade, { mchid: '1900009999' }))).toBe(400);
    expect(await post(x.notification(trade, { appid: 'wx9999999999999999' }))).toBe(400);
    expect(await post(x.notification(trade, { amount: { total: 1, currency: 'CNY' } }))).toBe(400);
    expect(await post(x.notification(trade, { amount: { total: trade.total, currency: 'USD' } }))).toBe(400);
    expect((await w.orderRow(orderNo)).orderStatus).toBe(2);
    const outcomes = (await w.events(orderNo)).map((e) => e.outcome).sort();
    expect(outcomes).toEqual(['mismatch', 'mismatch']);
  });

  it('100 duplicate notifications at once through two instances: one effect', async () => {
    const { orderNo, viewer, trade } = await opened();
    trade.state = 'SUCCESS';
    const n = w.gw.wechat.notification(trade);
    await w.expectFloodAppliedOnce(orderNo, viewer, (base) => post(n, notifyUrl(base)), 204);
    expect((await w.events(orderNo)).filter((e) => e.outcome === 'duplicate')).toHaveLength(99);
  });

  it('out of order: a close after the payment changes nothing; a lost notification is made up by reconciliation', async () => {
    const { st, orderNo } = await opened();
    await w.gw.wechat.pay(orderNo);
    const late = await w.s.post(`/api/userOrder/cancel/${orderNo}`, undefined, { token: st.token });
    expect(late.body.code).not.toBe(200);
    expect((await w.orderRow(orderNo)).orderStatus).toBe(3);

    const lost = await opened();
    await w.gw.wechat.pay(lost.orderNo, true);
    await w.s.db.execute(
      `update orders set pay_opened_at = now() - interval '5 minutes' where order_no = '${lost.orderNo}'` as never,
    );
    expect(await w.s.deps.orders.reconcile()).toBeGreaterThanOrEqual(1);
    expect((await w.orderRow(lost.orderNo)).orderStatus).toBe(3);

    const closed = await opened();
    const c = await w.s.post(`/api/userOrder/cancel/${closed.orderNo}`, undefined, { token: closed.st.token });
    expect(c.status, c.text).toBe(200);
    expect(w.gw.wechat.trades.get(closed.orderNo)!.state).toBe('CLOSED');
  });

  it('an answer not signed by the platform is not believed', async () => {
    const { st, orderNo } = await opened();
    await w.gw.wechat.pay(orderNo, true);
    w.gw.wechat.state.badAnswerSignature = true;
    try {
      const q = await w.s.post(`/api/wechatpay/query/${orderNo}`, undefined, { token: st.token });
      expect(q.status).toBe(200);
      expect(q.body.datas.orderStatus).toBe(2);
    } finally {
      w.gw.wechat.state.badAnswerSignature = false;
    }
    const q = await w.s.post(`/api/wechatpay/query/${orderNo}`, undefined, { token: st.token });
    expect(q.body.datas.orderStatus).toBe(3);
  });

  it('the platform refunds; a refusal changes nothing and says why', async () => {
    const { orderNo, viewer } = await opened();
    await w.gw.wechat.pay(orderNo);
    await w.expectRefundRefusedThenDone(orderNo, viewer, w.gw.wechat.state, 'the merchant balance is not enough');
    expect(w.gw.wechat.trades.get(orderNo)!.state).toBe('REFUND');
  });
});
