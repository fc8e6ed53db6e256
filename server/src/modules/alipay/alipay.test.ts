import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsaKeys } from '../../../test/fakes/kit.js';
import { type PaymentWorld, plusYears, startPaymentWorld } from '../../../test/payments.js';

let w: PaymentWorld;
beforeAll(async () => {
  w = await startPaymentWorld();
});
afterAll(() => w.close());

const notifyUrl = () => `${w.s.url}/api/alipay/notify`;

/** A viewer-end order opened with Alipay: the payer is at the page-pay URL, which the fake gateway serves. */
async function opened(years = 1) {
  const st = await w.store('CNY');
  const { orderNo, viewer } = await w.viewerOrder(st, years);
  const res = await w.s.post(`/api/alipay/pcPay/${orderNo}`, undefined, { token: st.token });
  expect(res.status, res.text).toBe(200);
  const url = new URL(res.body.datas.url);
  expect(url.origin + url.pathname).toBe(w.gw.alipay.gateway);
  expect(url.searchParams.get('method')).toBe('alipay.trade.page.pay');
  // The payer opens the page: the gateway checks our RSA2 signature before it shows anything.
  const page = await fetch(url);
  expect(await page.text()).toContain('Pay with Alipay');
  return { st, orderNo, viewer, trade: w.gw.alipay.trades.get(orderNo)! };
}

const post = (params: Record<string, string>) =>
  fetch(notifyUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params).toString(),
  }).then(async (r) => ({ status: r.status, text: await r.text() }));

describe('Alipay', () => {
  it('pays through the gateway: signed page, checkout, verified notification, one year, result page', async () => {
    const { orderNo, viewer, trade } = await opened();
    expect((await w.orderRow(orderNo)).orderStatus).toBe(2);
    const back = await fetch(`${w.gw.alipay.url}/checkout/${orderNo}/pay`, { method: 'POST', redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toContain(`/payment/result?orderNo=${orderNo}`);
    const o = await w.orderRow(orderNo);
    expect(o).toMatchObject({ orderStatus: 3, payStatus: 2, payMethod: 'alipay', payAmount: o.orderAmount });
    expect(o.tradeNo).toBe(trade.tradeNo);
    expect(trade.totalAmount).toBe((o.orderAmount / 100).toFixed(2));
    expect((await w.userRow(viewer.id)).expireTime!.toISOString()).toBe(plusYears(viewer.expireTime!).toISOString());
  });

  it('answers failure and changes nothing for a forged signature, an altered body, another app or seller', async () => {
    const { orderNo, trade } = await opened();
    w.gw.alipay.payQuietly(orderNo);
    const a = w.gw.alipay;
    const fields = a.notificationOf(trade);
    const cases: Record<string, string>[] = [
      a.sign(fields, rsaKeys().privateKey), // signed with a key that is not Alipay's
      { ...a.sign(fields), total_amount: '0.01', buyer_pay_amount: '0.01' }, // altered after signing
      { ...a.sign(fields), sign: '' },
      a.sign({ ...fields, app_id: '2021999999999999' }), // Alipay's signature, another app
      a.sign({ ...fields, seller_id: '2088999999999999' }), // another seller
    ];
    for (const params of cases) expect(await post(params)).toEqual({ status: 400, text: 'failure' });
    expect(await post({ nonsense: 'x' })).toEqual({ status: 400, text: 'failure' });
    expect((await w.orderRow(orderNo)).orderStatus).toBe(2);
    const outcomes = (await w.events(orderNo)).map((e) => e.outcome).sort();
    expect(outcomes).toEqual(['app', 'forged', 'forged', 'forged', 'seller']);
  });

  it('refuses a correctly signed notification whose amount is not the order’s', async () => {
    const { orderNo, trade } = await opened();
    const a = w.gw.alipay;
    const wrong = a.sign(a.notificationOf({ ...trade, status: 'TRADE_SUCCESS' }, { total_amount: '0.01' }));
    expect(await post(wrong)).toEqual({ status: 400, text: 'failure' });
    expect((await w.orderRow(orderNo)).orderStatus).toBe(2);
    expect((await w.events(orderNo)).map((e) => e.outcome)).toEqual(['mismatch']);
  });

  it('100 duplicate notifications at once through two instances: one effect', async () => {
    const { orderNo, viewer, trade } = await opened();
    w.gw.alipay.payQuietly(orderNo);
    const body = new URLSearchParams(w.gw.alipay.sign(w.gw.alipay.notificationOf(trade))).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    await w.expectFloodAppliedOnce(
      orderNo,
      viewer,
      (base) => fetch(`${base}/api/alipay/notify`, { method: 'POST', headers, body }).then((r) => r.text()),
      'success',
    );
    expect((await w.events(orderNo)).filter((e) => e.outcome === 'duplicate')).toHaveLength(99);
  });

  it('a close that arrives after the payment changes nothing; a payment after a close is kept for refund', async () => {
    const { orderNo, trade } = await opened();
    const a = w.gw.alipay;
    await a.post(notifyUrl(), a.sign(a.notificationOf({ ...trade, status: 'TRADE_SUCCESS' })));
    expect(await post(a.sign(a.notificationOf({ ...trade, status: 'TRADE_CLOSED' })))).toEqual({
      status: 200,
      text: 'success',
    });
    expect((await w.orderRow(orderNo)).orderStatus).toBe(3);

    const late = await opened();
    const cancelled = await w.s.post('/api/alipay/tradeClose', { outTradeNo: late.orderNo }, { token: late.st.token });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(a.trades.get(late.orderNo)!.status).toBe('TRADE_CLOSED');
    expect(await post(a.sign(a.notificationOf({ ...late.trade, status: 'TRADE_SUCCESS' })))).toEqual({
      status: 200,
      text: 'success',
    });
    expect((await w.orderRow(late.orderNo)).orderStatus).toBe(4);
    expect((await w.events(late.orderNo)).map((e) => e.outcome)).toContain('late');
  });

  it('a notification lost for good is made up by reconciliation (and by tradeQuery)', async () => {
    const { st, orderNo, viewer } = await opened();
    w.gw.alipay.payQuietly(orderNo);
    await w.s.db.execute(
      `update orders set pay_opened_at = now() - interval '5 minutes' where order_no = '${orderNo}'` as never,
    );
    expect(await w.s.deps.orders.reconcile()).toBeGreaterThanOrEqual(1);
    expect((await w.orderRow(orderNo)).orderStatus).toBe(3);
    expect((await w.userRow(viewer.id)).expireTime!.toISOString()).toBe(plusYears(viewer.expireTime!).toISOString());

    const other = await opened();
    w.gw.alipay.payQuietly(other.orderNo);
    const q = await w.s.post(`/api/alipay/tradeQuery/${other.orderNo}`, undefined, { token: other.st.token });
    expect(q.status, q.text).toBe(200);
    expect(q.body.datas.orderStatus).toBe(3);
    // Another store cannot ask about it.
    expect((await w.s.post(`/api/alipay/tradeQuery/${other.orderNo}`, undefined, { token: st.token })).status).toBe(
      404,
    );
  });

  it('the platform refunds through Alipay: refunded, the year taken back; a refusal changes nothing', async () => {
    const { orderNo, viewer } = await opened();
    await fetch(`${w.gw.alipay.url}/checkout/${orderNo}/pay`, { method: 'POST', redirect: 'manual' });
    await w.expectPaidOnce(orderNo, viewer);
    await w.expectRefundRefusedThenDone(orderNo, viewer, w.gw.alipay.state, 'the seller balance is not enough');
    const trade = w.gw.alipay.trades.get(orderNo)!;
    expect(trade.refunds.get(`${orderNo}R`)).toBe(trade.totalAmount);
  });

  it('the gateway down: a query leaves the order as it is, a cancel says the provider failed', async () => {
    const { st, orderNo } = await opened();
    w.gw.alipay.state.down = true;
    try {
      const q = await w.s.post(`/api/alipay/tradeQuery/${orderNo}`, undefined, { token: st.token });
      expect(q.status).toBe(200);
      expect(q.body.datas.orderStatus).toBe(2);
      const c = await w.s.post('/api/alipay/tradeCancel', { outTradeNo: orderNo }, { token: st.token });
      // The gateway's failure, said as such (502, translated), and nothing changed here.
      expect(c.status).toBe(502);
      expect(c.body.message).toMatch(/payment service/i);
      expect((await w.orderRow(orderNo)).orderStatus).toBe(2);
    } finally {
      w.gw.alipay.state.down = false;
    }
  });
});
