import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsaKeys } from '../../../test/fakes/kit.js';
import { type PaymentWorld, plusYears, startPaymentWorld } from '../../../test/payments.js';

let w: PaymentWorld;
beforeAll(async () => {
  w = await startPaymentWorld();
});
afterAll(() => w.close());

const hookUrl = (base = w.s.url) => `${base}/api/paypal/notificationIPN`;

/** A USD viewer-end order opened with PayPal (createOrder): the payer is at PayPal's approve page. */
async function opened() {
  const st = await w.store('USD');
  const { orderNo, viewer } = await w.viewerOrder(st);
  const res = await w.s.post('/api/paypal/createOrder', { orderNo }, { token: st.token });
  expect(res.status, res.text).toBe(200);
  const approve = new URL(res.body.datas.url);
  const pp = w.gw.paypal.orderOf(orderNo)!;
  expect(approve.searchParams.get('token')).toBe(pp.id);
  expect(pp.amount.currency_code).toBe('USD');
  return { st, orderNo, viewer, pp };
}

/** The payer presses Approve at PayPal and follows the redirects back to us, as the browser does. */
async function approveAndReturn(id: string) {
  const atPayPal = await fetch(`${w.gw.paypal.url}/checkoutnow/${id}/approve`, { method: 'POST', redirect: 'manual' });
  const returnUrl = atPayPal.headers.get('location')!;
  expect(returnUrl).toContain('/api/paypal/return/');
  const back = await fetch(returnUrl, { redirect: 'manual' });
  return back.headers.get('location');
}

async function paypalToken() {
  const res = await fetch(`${w.gw.paypal.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${w.gw.ids.paypalClientId}:${w.gw.ids.paypalSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

const send = (event: object, signWith?: Parameters<typeof w.gw.paypal.webhook>[1], url = hookUrl()) => {
  const hook = w.gw.paypal.webhook(event, signWith);
  return fetch(url, { method: 'POST', headers: hook.headers, body: hook.body }).then((r) => r.status);
};

describe('PayPal', () => {
  it('pays: approve at PayPal, back to return/{orderNo}, captured once with a request id, result page', async () => {
    const { orderNo, viewer, pp } = await opened();
    // Opening again (the payer came back to the payment page) answers the same PayPal order.
    const again = await w.s.post('/api/paypal/updateOrder', { orderNo }, { token: (await w.store('USD')).token });
    expect(again.status).toBe(404);
    expect(await approveAndReturn(pp.id)).toBe(`/payment/result?orderNo=${orderNo}`);
    const o = await w.orderRow(orderNo);
    expect(o).toMatchObject({ orderStatus: 3, payStatus: 2, payMethod: 'paypal', currency: 'USD', tradeNo: pp.id });
    expect(pp.capture?.status).toBe('COMPLETED');
    expect((await w.userRow(viewer.id)).expireTime!.toISOString()).toBe(plusYears(viewer.expireTime!).toISOString());
    // The capture webhook that follows is a duplicate.
    expect(await send(w.gw.paypal.captureCompleted(pp))).toBe(200);
    const outcomes = (await w.events(orderNo)).map((e) => e.outcome).sort();
    expect(outcomes).toEqual(['applied', 'duplicate']);
  });

  it('return?token= finds the order by its PayPal id; cancel/{orderNo} says the payer gave up', async () => {
    const { orderNo, pp } = await opened();
    w.gw.paypal.approve(pp.id);
    const back = await fetch(`${w.s.url}/api/paypal/return?token=${pp.id}&PayerID=X`, { redirect: 'manual' });
    expect(back.headers.get('location')).toBe(`/payment/result?orderNo=${orderNo}`);
    expect((await w.orderRow(orderNo)).orderStatus).toBe(3);
    const gaveUp = await fetch(`${w.s.url}/api/paypal/cancel/${orderNo}`, { redirect: 'manual' });
    expect(gaveUp.headers.get('location')).toBe(`/payment/result?orderNo=${orderNo}&cancelled=1`);
  });

  it('a capture webhook pays a payment whose payer never came back; captureOrder does the same from the console', async () => {
    const { orderNo, viewer, pp } = await opened();
    w.gw.paypal.completeQuietly(pp.id);
    expect(await send(w.gw.paypal.captureCompleted(pp))).toBe(200);
    expect((await w.orderRow(orderNo)).orderStatus).toBe(3);
    expect((await w.userRow(viewer.id)).expireTime!.toISOString()).toBe(plusYears(viewer.expireTime!).toISOString());

    const other = await opened();
    w.gw.paypal.approve(other.pp.id);
    const c = await w.s.post('/api/paypal/captureOrder', { orderNo: other.orderNo }, { token: other.st.token });
    expect(c.status, c.text).toBe(200);
    expect(c.body.datas.orderStatus).toBe(3);
    const u = await w.s.post(`/api/userOrder/captureOrder/${other.orderNo}`, undefined, { token: other.st.token });
    expect(u.body.datas.orderStatus).toBe(3);
    expect((await w.events(other.orderNo)).filter((e) => e.outcome === 'applied')).toHaveLength(1);
  });

  it('refuses forged and altered webhooks and ones for another amount, currency or webhook', async () => {
    const { orderNo, pp } = await opened();
    w.gw.paypal.completeQuietly(pp.id);
    const p = w.gw.paypal;
    expect(await send(p.captureCompleted(pp), rsaKeys().privateKey)).toBe(400); // not PayPal's key
    const hook = p.webhook(p.captureCompleted(pp));
    const altered = hook.body.replace(pp.amount.value, '0.01');
    expect(altered).not.toBe(hook.body);
    expect((await fetch(hookUrl(), { method: 'POST', headers: hook.headers, body: altered })).status).toBe(400);
    const noSig = { ...hook.headers, 'paypal-transmission-sig': '' };
    expect((await fetch(hookUrl(), { method: 'POST', headers: noSig, body: hook.body })).status).toBe(400);
    // PayPal's own signature, for another app's webhook: it does not verify against ours.
    const elsewhere = p.webhook(p.captureCompleted(pp), undefined, 'WH9OTHERAPP0000001');
    expect((await fetch(hookUrl(), { method: 'POST', headers: elsewhere.headers, body: elsewhere.body })).status).toBe(
      400,
    );
    // PayPal's own signature, but not our order's money.
    expect(await send(p.captureCompleted(pp, { value: '0.01' }))).toBe(400);
    expect(await send(p.captureCompleted(pp, { currency_code: 'EUR' }))).toBe(400);
    expect((await w.orderRow(orderNo)).orderStatus).toBe(2);
    const outcomes = (await w.events(orderNo)).map((e) => e.outcome).sort();
    expect(outcomes).toEqual(['mismatch', 'mismatch']);
    // Malformed bodies are refused without a 5xx.
    const junk = await fetch(hookUrl(), { method: 'POST', headers: hook.headers, body: '{not json' });
    expect(junk.status).toBe(400);
  });

  it('a capture without our custom id is found by its PayPal order; CHECKOUT.ORDER.COMPLETED pays too', async () => {
    const a = await opened();
    w.gw.paypal.completeQuietly(a.pp.id);
    const event = w.gw.paypal.captureCompleted(a.pp);
    delete (event.resource as { custom_id?: string }).custom_id;
    expect(await send(event)).toBe(200);
    expect((await w.orderRow(a.orderNo)).orderStatus).toBe(3);

    const b = await opened();
    w.gw.paypal.completeQuietly(b.pp.id);
    const order = await (
      await fetch(`${w.gw.paypal.url}/v2/checkout/orders/${b.pp.id}`, {
        headers: { authorization: `Bearer ${await paypalToken()}` },
      })
    ).json();
    expect(await send({ id: 'WH-ORDER-COMPLETED-1', event_type: 'CHECKOUT.ORDER.COMPLETED', resource: order })).toBe(
      200,
    );
    expect((await w.orderRow(b.orderNo)).orderStatus).toBe(3);
  });

  it('a replayed webhook event id is answered without work', async () => {
    const { orderNo, pp } = await opened();
    w.gw.paypal.completeQuietly(pp.id);
    const event = w.gw.paypal.captureCompleted(pp);
    expect(await send(event)).toBe(200);
    const calls = w.gw.paypal.state.verifyCalls;
    expect(await send(event)).toBe(200);
    expect(w.gw.paypal.state.verifyCalls).toBe(calls + 1);
    expect((await w.events(orderNo)).map((e) => e.outcome)).toEqual(['applied']);
  });

  it('100 duplicate webhooks at once through two instances: one effect', async () => {
    const { orderNo, viewer, pp } = await opened();
    w.gw.paypal.completeQuietly(pp.id);
    const hook = w.gw.paypal.webhook(w.gw.paypal.captureCompleted(pp));
    await w.expectFloodAppliedOnce(
      orderNo,
      viewer,
      (base) => fetch(hookUrl(base), { method: 'POST', headers: hook.headers, body: hook.body }).then((r) => r.status),
      200,
    );
  });

  it('IPN: an empty 200 always; taken only when PayPal says VERIFIED', async () => {
    const { orderNo, viewer, pp } = await opened();
    const fields = {
      txn_type: 'web_accept',
      payment_status: 'Completed',
      custom: orderNo,
      mc_gross: pp.amount.value,
      mc_currency: 'USD',
      txn_id: '61E67681CH3238416',
      ipn_track_id: 'b6f0a3c1d2e4f',
    };
    const ipn = (body: string) =>
      fetch(hookUrl(), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    // Never sent by PayPal: its post-back answers INVALID.
    const forged = await ipn(new URLSearchParams(fields).toString());
    expect([forged.status, await forged.text()]).toEqual([200, '']);
    expect((await w.orderRow(orderNo)).orderStatus).toBe(2);
    const real = await ipn(w.gw.paypal.ipn(fields));
    expect([real.status, await real.text()]).toEqual([200, '']);
    expect((await w.orderRow(orderNo)).orderStatus).toBe(3);
    expect((await w.userRow(viewer.id)).expireTime!.toISOString()).toBe(plusYears(viewer.expireTime!).toISOString());
    expect((await w.events(orderNo)).map((e) => e.outcome).sort()).toEqual(['applied', 'forged']);
  });

  it('a close after the payment changes nothing; closing an unpaid one leaves it uncaptured', async () => {
    const { st, orderNo, pp } = await opened();
    await approveAndReturn(pp.id);
    const late = await w.s.post(`/api/userOrder/cancel/${orderNo}`, undefined, { token: st.token });
    expect(late.body.code).not.toBe(200);
    expect((await w.orderRow(orderNo)).orderStatus).toBe(3);

    const other = await opened();
    const cancelled = await w.s.post(`/api/userOrder/cancel/${other.orderNo}`, undefined, { token: other.st.token });
    expect(cancelled.status, cancelled.text).toBe(200);
    // Approved afterwards: coming back captures nothing for a cancelled order.
    expect(await approveAndReturn(other.pp.id)).toBe(`/payment/result?orderNo=${other.orderNo}`);
    expect(other.pp.status).toBe('APPROVED');
    expect((await w.orderRow(other.orderNo)).orderStatus).toBe(4);
  });

  it('a payment whose every message was lost is found by reconciliation', async () => {
    const { orderNo, viewer, pp } = await opened();
    w.gw.paypal.approve(pp.id);
    await w.s.db.execute(
      `update orders set pay_opened_at = now() - interval '5 minutes' where order_no = '${orderNo}'` as never,
    );
    expect(await w.s.deps.orders.reconcile()).toBeGreaterThanOrEqual(1);
    expect((await w.orderRow(orderNo)).orderStatus).toBe(3);
    expect(pp.status).toBe('COMPLETED');
    expect((await w.userRow(viewer.id)).expireTime!.toISOString()).toBe(plusYears(viewer.expireTime!).toISOString());
  });

  it('the platform refunds the capture; a refusal changes nothing and says why', async () => {
    const { orderNo, viewer, pp } = await opened();
    await approveAndReturn(pp.id);
    await w.expectRefundRefusedThenDone(orderNo, viewer, w.gw.paypal.state, 'Capture is too old to refund');
    expect(pp.capture?.status).toBe('REFUNDED');
  });
});
