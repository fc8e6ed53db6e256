import { TB } from '@skin/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountRow,
  buildAppUser,
  buildOwner,
  buildShop,
  buildStaff,
  bulkInsert,
  type ShopRow,
} from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startServer, type TestServer } from '../../../test/helper.js';
import { appUsers, auditLog, jobs, orderItems, orders, paymentEvents, sandboxTrades, shops } from '../../db/schema.js';
import { signSandbox } from '../sandbox/gateway.js';
import { orderRepository } from './repository.js';

let s: TestServer;
let platform: string;

interface Store {
  shop: ShopRow;
  owner: AccountRow;
  token: string;
}

const DAY = 86_400_000;

async function store(mobile = '86 13912345678', over: Partial<ShopRow> = {}): Promise<Store> {
  const shop = await buildShop(s.db, over);
  const owner = await buildOwner(s.db, shop, { mobile: `${mobile.slice(0, -4)}${String(shop.id).padStart(4, '0')}` });
  return { shop, owner, token: await s.login(owner.userName, owner.password) };
}

beforeAll(async () => {
  s = await startServer();
  platform = await s.login(DEMO_ACCOUNTS.platform.userName, DEMO_ACCOUNTS.platform.password);
});
afterAll(() => s.close());

const add = (t: string, body: unknown) => s.post<string>('/api/userOrder/add', body, { token: t });
const get = (t: string, no: string) => s.post(`/api/userOrder/get/${no}`, undefined, { token: t });
const pay = (t: string, no: string, payMethod = 'sandbox') =>
  s.post(`/api/userOrder/pay/${no}`, { payMethod }, { token: t });
const orderRow = async (no: string) => (await s.db.select().from(orders).where(eq(orders.orderNo, no)))[0]!;
const shopRow = async (id: number) => (await s.db.select().from(shops).where(eq(shops.id, id)))[0]!;

/** The payer presses a button on the sandbox checkout page (its form posted as the browser posts it). */
async function checkout(url: string, outcome: 'pay' | 'fail') {
  const page = await fetch(`${s.url}${url}`);
  expect(page.status).toBe(200);
  const action = new RegExp(`<form method="post" action="([^"]+/${outcome}[^"]*)"`).exec(await page.text())?.[1];
  expect(action).toBeTruthy();
  return fetch(`${s.url}${action}`, { method: 'POST', redirect: 'manual' });
}

/** A cloud order of `st`, opened with the sandbox: its number and checkout URL. */
async function openCloudOrder(st: Store) {
  const made = await add(st.token, { orderType: 2, userId: st.owner.id });
  expect(made.status, made.text).toBe(200);
  const opened = await pay(st.token, made.body.datas);
  expect(opened.status, opened.text).toBe(200);
  return { orderNo: made.body.datas, url: opened.body.datas.url as string };
}

/** A notification as the sandbox gateway signs it, for `orderNo` (defaults: the trade as it stands). */
async function notification(orderNo: string, over: Record<string, string> = {}, key?: string) {
  const [t] = await s.db.select().from(sandboxTrades).where(eq(sandboxTrades.orderNo, orderNo));
  const params: Record<string, string> = {
    trade_no: t!.tradeNo,
    out_trade_no: orderNo,
    total_amount: String(t!.amount),
    currency: t!.currency,
    trade_status: 'TRADE_SUCCESS',
    notify_id: `${t!.tradeNo}-TRADE_SUCCESS`,
    notify_time: new Date().toISOString(),
    sign_type: 'HMAC-SHA256',
    ...over,
  };
  params.sign = signSandbox(key ?? (await s.deps.sandbox.key()), params);
  return params;
}
const notify = (params: Record<string, string>, server: TestServer = s) =>
  server.request('POST', '/api/sandbox/notify', { form: params });

describe('cloud renewal', () => {
  it('prices a year by whole TB in the store currency, answers the pending order again, and pays through the sandbox once', async () => {
    const expire = new Date(Date.now() + 10 * DAY);
    const st = await store('86 13900000000', { ossSize: Math.round(1.1 * TB), cloudExpireTime: expire });
    const info = await s.post('/api/cloud/info', {}, { token: st.token });
    expect(info.body.datas).toMatchObject({
      currency: 'CNY',
      type: 1,
      quote: { quantity: 2, unitPrice: 200000, amount: 400000 },
      pendingOrderNo: null,
    });

    const first = await add(st.token, { orderType: 2, userId: st.owner.id });
    expect(first.status, first.text).toBe(200);
    expect(first.body.datas).toMatch(/^[A-Z0-9]{26}$/);
    const again = await add(st.token, { orderType: 2, userId: st.owner.id });
    expect(again.body.datas).toBe(first.body.datas);
    const o = await orderRow(first.body.datas);
    expect(o).toMatchObject({
      orderType: 2,
      orderStatus: 1,
      currency: 'CNY',
      orderAmount: 400000,
      quantity: 2,
      years: 1,
    });
    expect((await s.post('/api/cloud/info', {}, { token: st.token })).body.datas.pendingOrderNo).toBe(first.body.datas);
    const year = new Date(expire);
    year.setUTCFullYear(year.getUTCFullYear() + 1);
    // The pending order says what paying it now gives: the store's expiry now, a year later.
    expect((await get(st.token, first.body.datas)).body.datas).toMatchObject({
      cloudExpireCurrent: expire.toISOString(),
      cloudExpireIfPaid: year.toISOString(),
      cloudExpireAfter: null,
    });

    const opened = await pay(st.token, first.body.datas);
    expect(opened.body.datas).toMatchObject({ action: 'redirect', payMethod: 'sandbox' });
    expect((await orderRow(first.body.datas)).orderStatus).toBe(2);

    const back = await checkout(opened.body.datas.url, 'pay');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/payment/result?orderNo=${first.body.datas}`);
    // The gateway's notification is delivered by the job queue (retried until it answers success).
    await s.deps.jobs.drain();
    const paid = await orderRow(first.body.datas);
    expect(paid).toMatchObject({ orderStatus: 3, payStatus: 2, payAmount: 400000, payMethod: 'sandbox' });
    expect((await shopRow(st.shop.id)).cloudExpireTime?.toISOString()).toBe(year.toISOString());

    // The result page asks again, the gateway notifies again: nothing more happens.
    const captured = await s.post(`/api/userOrder/captureOrder/${first.body.datas}`, undefined, { token: st.token });
    expect(captured.body.datas).toMatchObject({ orderStatus: 3, cloudExpireAfter: year.toISOString() });
    expect((await notify(await notification(first.body.datas))).text).toBe('success');
    expect((await shopRow(st.shop.id)).cloudExpireTime?.toISOString()).toBe(year.toISOString());
    const events = await s.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, first.body.datas));
    expect(events.filter((e) => e.outcome === 'applied')).toHaveLength(1);

    // Paid, a new renewal is a new order.
    const next = await add(st.token, { orderType: 2, userId: st.owner.id });
    expect(next.body.datas).not.toBe(first.body.datas);
  });

  it('an expired store renews from now; a store abroad pays in USD', async () => {
    const st = await store('1 2025550000', { cloudExpireTime: new Date(Date.now() - 5 * DAY), ossSize: 0 });
    const { orderNo, url } = await openCloudOrder(st);
    expect(await orderRow(orderNo)).toMatchObject({ currency: 'USD', orderAmount: 30000, quantity: 1 });
    const before = Date.now();
    await checkout(url, 'pay');
    await s.deps.jobs.drain();
    const expiry = (await shopRow(st.shop.id)).cloudExpireTime!.getTime();
    expect(expiry).toBeGreaterThanOrEqual(before + 365 * DAY);
    expect(expiry).toBeLessThan(Date.now() + 367 * DAY);
  });

  it('refuses another store account as userId, the platform, and staff without the codes', async () => {
    const st = await store();
    const other = await store();
    expect((await add(st.token, { orderType: 2, userId: other.owner.id })).status).toBe(404);
    expect((await add(platform, { orderType: 2, userId: 1 })).body.code).toBe(100406);
    const staff = await buildStaff(s.db, st.shop, ['users']);
    const staffToken = await s.login(staff.userName, staff.password);
    expect((await add(staffToken, { orderType: 2, userId: staff.id })).status).toBe(403);
    for (const body of [
      {},
      { orderType: 3, userId: 1 },
      { orderType: 2, userId: 'x' },
      { orderType: 2, userId: -1 },
      [],
    ]) {
      const res = await add(st.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(100400);
    }
    expect(await s.db.select().from(orders).where(eq(orders.shopId, st.shop.id))).toEqual([]);
  });
});

describe('viewer-end renewal', () => {
  it('charges accounts x unit price x years and extends each account by the years once paid', async () => {
    const st = await store();
    const soon = new Date(Date.now() + 3 * DAY);
    const gone = new Date(Date.now() - 40 * DAY);
    const a = await buildAppUser(s.db, st.shop, { userType: 2, expireTime: soon });
    const b = await buildAppUser(s.db, st.shop, { userType: 2, expireTime: gone });
    const made = await add(st.token, { orderType: 1, userIds: [a.id, b.id], years: 2 });
    expect(made.status, made.text).toBe(200);
    expect(await orderRow(made.body.datas)).toMatchObject({
      orderType: 1,
      quantity: 2,
      unitPrice: 30000,
      years: 2,
      orderAmount: 120000,
    });
    const plus2 = (from: Date) => {
      const x = new Date(from);
      x.setUTCFullYear(x.getUTCFullYear() + 2);
      return x.getTime();
    };
    const d = await get(st.token, made.body.datas);
    expect(d.body.datas.items.map((i: { userId: number }) => i.userId).sort()).toEqual([a.id, b.id].sort());
    expect(d.body.datas.payMethods).toEqual(['sandbox']);
    // While it waits for payment: each account's expiry now, and what paying now makes it.
    type Item = { userId: number; currentExpire: string | null; expireIfPaid: string | null; permanent: boolean };
    const item = (items: Item[], id: number) => items.find((i) => i.userId === id)!;
    const pendingA = item(d.body.datas.items, a.id);
    expect(pendingA).toMatchObject({ currentExpire: soon.toISOString(), permanent: false });
    expect(new Date(pendingA.expireIfPaid!).getTime()).toBe(plus2(soon));
    const pendingB = item(d.body.datas.items, b.id);
    expect(pendingB.currentExpire).toBe(gone.toISOString());
    // Expired: two years from now, not from the old expiry.
    expect(new Date(pendingB.expireIfPaid!).getTime()).toBeGreaterThan(plus2(new Date(Date.now() - 60_000)));

    const opened = await pay(st.token, made.body.datas);
    await checkout(opened.body.datas.url, 'pay');
    await s.deps.jobs.drain();
    const after = await s.db.select().from(appUsers).where(eq(appUsers.shopId, st.shop.id));
    expect(after.find((u) => u.id === a.id)!.expireTime!.getTime()).toBe(plus2(soon));
    const paid = item((await get(st.token, made.body.datas)).body.datas.items, a.id);
    expect(paid).toMatchObject({ currentExpire: new Date(plus2(soon)).toISOString(), expireIfPaid: null });
    // Expired: two years from the payment.
    expect(after.find((u) => u.id === b.id)!.expireTime!.getTime()).toBeGreaterThan(
      plus2(new Date(Date.now() - 60_000)),
    );
  });

  it("puts an order's items in, and so locks their accounts, in id order (as a payment being applied locks them)", async () => {
    const st = await store('86 13912347000');
    const a = await buildAppUser(s.db, st.shop, { userType: 2 });
    const b = await buildAppUser(s.db, st.shop, { userType: 2 });
    const c = await buildAppUser(s.db, st.shop, { userType: 2 });
    const now = new Date();
    const orderNo = `T${now.getTime()}ITEMS`;
    await s.db.transaction((tx) =>
      orderRepository.insertViewer(
        tx,
        {
          orderNo,
          shopId: st.shop.id,
          accountId: st.owner.id,
          currency: 'CNY',
          createdAt: now,
          closesAt: new Date(now.getTime() + DAY),
          orderType: 1,
          orderAmount: 0,
          quantity: 3,
          unitPrice: 0,
          years: 1,
        },
        [c.id, a.id, b.id],
      ),
    );
    const o = await orderRow(orderNo);
    const items = await s.db
      .select({ appUserId: orderItems.appUserId })
      .from(orderItems)
      .where(eq(orderItems.orderId, o.id))
      .orderBy(orderItems.id);
    expect(items.map((i) => i.appUserId)).toEqual([a.id, b.id, c.id]);
  });

  it('refuses permanent, working-end and closed accounts, another store ids, and years that are not whole 1-10', async () => {
    const st = await store();
    const other = await store();
    const viewer = await buildAppUser(s.db, st.shop, { userType: 2 });
    const permanent = await buildAppUser(s.db, st.shop, { userType: 2, permanent: true, expireTime: null });
    const working = await buildAppUser(s.db, st.shop, { userType: 1 });
    const closed = await buildAppUser(s.db, st.shop, { userType: 2, closedAt: new Date() });
    const theirs = await buildAppUser(s.db, other.shop, { userType: 2 });
    const cases: [unknown, number, number][] = [
      [{ userIds: [viewer.id, permanent.id], years: 1 }, 400, 700106],
      [{ userIds: [working.id], years: 1 }, 400, 700107],
      [{ userIds: [closed.id], years: 1 }, 400, 700108],
      [{ userIds: [viewer.id, theirs.id], years: 1 }, 404, 100405],
      [{ userIds: [viewer.id], years: 1.5 }, 400, 100400],
      [{ userIds: [viewer.id], years: -1 }, 400, 100400],
      [{ userIds: [viewer.id], years: 0 }, 400, 100400],
      [{ userIds: [viewer.id], years: 11 }, 400, 100400],
      [{ userIds: [viewer.id], years: '2' }, 400, 100400],
      [{ userIds: [], years: 1 }, 400, 100400],
      [{ userIds: [viewer.id, viewer.id], years: 1 }, 400, 100400],
    ];
    for (const [body, status, code] of cases) {
      const res = await add(st.token, { orderType: 1, ...(body as object) });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.code, JSON.stringify(body)).toBe(code);
    }
    const perm = await add(st.token, { orderType: 1, userIds: [permanent.id], years: 1 });
    expect(perm.body.datas).toEqual({ userNames: [permanent.userName] });
    expect(await s.db.select().from(orders).where(eq(orders.shopId, st.shop.id))).toEqual([]);
  });
});

describe('notifications', () => {
  it('a forged or altered notification changes nothing; an amount or currency that differs is not applied', async () => {
    const st = await store();
    const { orderNo } = await openCloudOrder(st);
    await s.db.update(sandboxTrades).set({ status: 'paid' }).where(eq(sandboxTrades.orderNo, orderNo));
    const good = await notification(orderNo);

    const forged = await notify(await notification(orderNo, {}, 'not-the-gateway-key'));
    expect(forged.status).toBe(400);
    expect(forged.text).toBe('failure');
    const altered = await notify({ ...good, total_amount: '1' });
    expect(altered.status).toBe(400);
    expect((await notify({ ...good, sign: '' })).status).toBe(400);
    expect((await notify({})).status).toBe(400);
    // Signed by the gateway but for another amount or currency: recorded, never applied.
    expect((await notify(await notification(orderNo, { total_amount: '1' }))).text).toBe('success');
    expect((await notify(await notification(orderNo, { currency: 'USD' }))).text).toBe('success');
    expect((await orderRow(orderNo)).orderStatus).toBe(2);
    const outcomes = (await s.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, orderNo))).map(
      (e) => e.outcome,
    );
    expect(outcomes.filter((o) => o === 'mismatch')).toHaveLength(2);
    expect(outcomes).toContain('forged');

    expect((await notify(good)).text).toBe('success');
    expect((await orderRow(orderNo)).orderStatus).toBe(3);
  });

  it('a notification never delivered is made up by reconciliation', async () => {
    const st = await store();
    const { orderNo, url } = await openCloudOrder(st);
    const expire = (await shopRow(st.shop.id)).cloudExpireTime!;
    await checkout(url, 'pay');
    // The gateway's notification is lost for good (it waits in the queue: this server's jobs run only when drained).
    await s.db.delete(jobs).where(eq(jobs.kind, 'sandbox.notify'));
    expect((await orderRow(orderNo)).orderStatus).toBe(2);
    // Not yet a minute in payment: reconciliation leaves it alone.
    await s.deps.orders.reconcile();
    expect((await orderRow(orderNo)).orderStatus).toBe(2);
    await s.db
      .update(orders)
      .set({ payOpenedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(orders.orderNo, orderNo));
    await s.deps.orders.reconcile();
    expect(await orderRow(orderNo)).toMatchObject({ orderStatus: 3, payStatus: 2, payMethod: 'sandbox' });
    const year = new Date(expire);
    year.setUTCFullYear(year.getUTCFullYear() + 1);
    expect((await shopRow(st.shop.id)).cloudExpireTime!.toISOString()).toBe(year.toISOString());
    const events = await s.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, orderNo));
    expect(events.filter((e) => e.outcome === 'applied').map((e) => e.source)).toEqual(['reconcile']);
    // Once settled, a second pass changes nothing.
    await s.deps.orders.reconcile();
    expect((await shopRow(st.shop.id)).cloudExpireTime!.toISOString()).toBe(year.toISOString());
  });

  it('a failed checkout leaves the order open and comes back to the result page saying so', async () => {
    const st = await store();
    const { orderNo, url } = await openCloudOrder(st);
    const back = await checkout(url, 'fail');
    expect(back.headers.get('location')).toBe(`/payment/result?orderNo=${orderNo}&cancelled=1`);
    await s.deps.jobs.drain();
    expect((await orderRow(orderNo)).orderStatus).toBe(2);
    // It can be paid again.
    const again = await pay(st.token, orderNo);
    await checkout(again.body.datas.url, 'pay');
    await s.deps.jobs.drain();
    expect((await orderRow(orderNo)).orderStatus).toBe(3);
  });

  it('100 duplicate notifications at once through two instances apply one effect', async () => {
    const second = await startServer({}, { sameDatabaseAs: s });
    try {
      const st = await store();
      const viewer = await buildAppUser(s.db, st.shop, { userType: 2, expireTime: new Date(Date.now() + DAY) });
      const made = await add(st.token, { orderType: 1, userIds: [viewer.id], years: 1 });
      await pay(st.token, made.body.datas);
      await s.db.update(sandboxTrades).set({ status: 'paid' }).where(eq(sandboxTrades.orderNo, made.body.datas));
      const params = await notification(made.body.datas);
      const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => notify(params, i % 2 ? second : s)));
      expect(answers.map((a) => a.text)).toEqual(Array(100).fill('success'));
      const events = await s.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, made.body.datas));
      expect(events.filter((e) => e.outcome === 'applied')).toHaveLength(1);
      expect(events.filter((e) => e.outcome === 'duplicate')).toHaveLength(99);
      const [u] = await s.db.select().from(appUsers).where(eq(appUsers.id, viewer.id));
      const expected = new Date(viewer.expireTime!);
      expected.setUTCFullYear(expected.getUTCFullYear() + 1);
      expect(u!.expireTime!.toISOString()).toBe(expected.toISOString());
    } finally {
      await second.close();
    }
  });
});

describe('closing, cancelling and refunding', () => {
  it('closes an order left 30 minutes, at the gateway too; a checkout after that cannot pay', async () => {
    const st = await store();
    const { orderNo, url } = await openCloudOrder(st);
    await s.db
      .update(orders)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNo, orderNo));
    await s.deps.orders.closeDue();
    expect(await orderRow(orderNo)).toMatchObject({ orderStatus: 4 });
    const page = await fetch(`${s.url}${url}`);
    expect(await page.text()).not.toContain('<form');
    expect((await pay(st.token, orderNo)).body.code).toBe(700102);
  });

  it('a close that finds the order paid at the gateway settles it as paid (close after pay)', async () => {
    const st = await store();
    const { orderNo } = await openCloudOrder(st);
    await s.db.update(sandboxTrades).set({ status: 'paid' }).where(eq(sandboxTrades.orderNo, orderNo));
    const cancel = await s.post(`/api/userOrder/cancel/${orderNo}`, undefined, { token: st.token });
    expect(cancel.body.code).toBe(700103);
    expect((await orderRow(orderNo)).orderStatus).toBe(3);
  });

  it('the owner cancels an unpaid order (audited); a paid one cannot be cancelled; another store cannot see it', async () => {
    const st = await store();
    const other = await store();
    const made = await add(st.token, { orderType: 2, userId: st.owner.id });
    expect((await get(other.token, made.body.datas)).status).toBe(404);
    expect((await s.post(`/api/userOrder/cancel/${made.body.datas}`, undefined, { token: other.token })).status).toBe(
      404,
    );
    const cancelled = await s.post(`/api/userOrder/cancel/${made.body.datas}`, undefined, { token: st.token });
    expect(cancelled.body.datas).toMatchObject({ orderStatus: 4, payStatus: 0 });
    expect(cancelled.body.datas.cancelledAt).toBeTruthy();
    const [entry] = await s.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.cancel'), eq(auditLog.targetId, made.body.datas)));
    expect(entry?.before).toMatchObject({ orderStatus: 1 });
    expect((await s.post(`/api/userOrder/cancel/${made.body.datas}`, undefined, { token: st.token })).body.code).toBe(
      700103,
    );
    expect((await s.post('/api/userOrder/cancel/NOTANORDER', undefined, { token: st.token })).status).toBe(400);
  });

  it('the platform refunds a paid order: refunded, the year taken back, audited; stores cannot refund', async () => {
    const st = await store();
    const { orderNo, url } = await openCloudOrder(st);
    const before = (await shopRow(st.shop.id)).cloudExpireTime!;
    await checkout(url, 'pay');
    await s.deps.jobs.drain();
    expect((await s.post(`/api/userOrder/refund/${orderNo}`, {}, { token: st.token })).body.code).toBe(100407);
    const refunded = await s.post(
      `/api/userOrder/refund/${orderNo}`,
      { reason: 'Asked by the store' },
      { token: platform },
    );
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body.datas).toMatchObject({ orderStatus: 5, payStatus: 3 });
    expect((await shopRow(st.shop.id)).cloudExpireTime!.toISOString()).toBe(before.toISOString());
    const [t] = await s.db.select().from(sandboxTrades).where(eq(sandboxTrades.orderNo, orderNo));
    expect(t!.status).toBe('refunded');
    expect((await s.post(`/api/userOrder/refund/${orderNo}`, {}, { token: platform })).body.code).toBe(700104);
    const [entry] = await s.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.targetId, orderNo)));
    expect(entry).toBeTruthy();
  });
});

describe('lists, export and prices', () => {
  it('a store lists and filters its own orders; the platform lists every store or one', async () => {
    const st = await store();
    const other = await store();
    const mine = await add(st.token, { orderType: 2, userId: st.owner.id });
    const theirs = await add(other.token, { orderType: 2, userId: other.owner.id });
    const list = await s.post('/api/userOrder/query/1/50', {}, { token: st.token });
    const nos = list.body.datas.list.map((o: { orderNo: string }) => o.orderNo);
    expect(nos).toContain(mine.body.datas);
    expect(nos).not.toContain(theirs.body.datas);
    const filtered = await s.post(
      '/api/userOrder/query/1/50',
      {
        orderNo: mine.body.datas.slice(-8).toLowerCase(),
        orderStatus: 1,
        orderType: 2,
        userNameFull: st.owner.userName,
      },
      { token: st.token },
    );
    expect(filtered.body.datas.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([mine.body.datas]);
    expect(filtered.body.datas.total).toBe(1);
    expect((await s.post('/api/userOrder/query/1/50', { shopId: other.shop.id }, { token: st.token })).status).toBe(
      404,
    );
    const one = await s.post('/api/userOrder/query/1/50', { shopId: other.shop.id }, { token: platform });
    expect(one.body.datas.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([theirs.body.datas]);
    expect(one.body.datas.list[0]).toMatchObject({ shopName: other.shop.name, userName: other.owner.userName });
    for (const body of [{ orderStatus: 9 }, { payMethod: 'cash' }, { createdFrom: 'yesterday' }, { sortField: 'x' }]) {
      expect((await s.post('/api/userOrder/query/1/20', body, { token: st.token })).status, JSON.stringify(body)).toBe(
        400,
      );
    }
  });

  it('counts matches up to 10,000 and says when there are more; filtered counts stay exact', async () => {
    const st = await store();
    await bulkInsert(
      s.db,
      sql`insert into orders (order_no, shop_id, account_id, order_type, order_status, currency, order_amount, quantity,
                              unit_price, years, created_at, closes_at)
          select 'CAP' || lpad(g::text, 20, '0'), ${st.shop.id}, ${st.owner.id}, 1, case when g % 1000 = 0 then 3 else 4 end,
                 'CNY', 30000, 1, 30000, 1, now() - g * interval '1 minute', now()
          from generate_series(1, 10001) g`,
    );
    const all = await s.post('/api/userOrder/query/1/20', {}, { token: st.token });
    expect(all.body.datas).toMatchObject({ total: 10000, capped: true });
    expect(all.body.datas.list).toHaveLength(20);
    const paid = await s.post('/api/userOrder/query/1/20', { orderStatus: 3 }, { token: st.token });
    expect(paid.body.datas).toMatchObject({ total: 10, capped: false });
  });

  it('exports the filtered orders as CSV with translated titles', async () => {
    const st = await store();
    const made = await add(st.token, { orderType: 2, userId: st.owner.id });
    const res = await s.request('POST', '/api/userOrder/export', {
      token: st.token,
      body: { format: 'csv' },
      headers: { 'x-lang': 'zh-CN' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.text).toContain('订单编号');
    expect(res.text).toContain(made.body.datas);
    expect(res.text).toContain('待支付');
  });

  it('the platform sets prices (audited); an existing order keeps its price; stores cannot', async () => {
    const st = await store();
    const viewer = await buildAppUser(s.db, st.shop, { userType: 2 });
    const made = await add(st.token, { orderType: 1, userIds: [viewer.id], years: 1 });
    const current = (await s.post('/api/price/get', undefined, { token: st.token })).body.datas;
    const next = { CNY: { cloudPerTb: 250000, viewerPerAccount: 35000 }, USD: current.USD };
    expect((await s.post('/api/price/update', next, { token: st.token })).body.code).toBe(100407);
    for (const bad of [
      { ...next, CNY: { cloudPerTb: 0, viewerPerAccount: 1 } },
      { ...next, CNY: { cloudPerTb: 1.5, viewerPerAccount: 1 } },
      { CNY: next.CNY },
    ]) {
      expect((await s.post('/api/price/update', bad, { token: platform })).status).toBe(400);
    }
    const saved = await s.post('/api/price/update', next, { token: platform });
    try {
      expect(saved.body.datas).toMatchObject({ CNY: next.CNY, updatedBy: DEMO_ACCOUNTS.platform.userName });
      expect((await orderRow(made.body.datas)).unitPrice).toBe(current.CNY.viewerPerAccount);
      const [entry] = await s.db.select().from(auditLog).where(eq(auditLog.action, 'price.update'));
      expect(entry).toBeTruthy();
    } finally {
      await s.post('/api/price/update', { CNY: current.CNY, USD: current.USD }, { token: platform });
    }
  });
});

describe('real providers not configured (the default: sandbox only)', () => {
  it('their routes are there but refuse: notify 404 without a trace, opening a payment "method unavailable"', async () => {
    const before = (await s.db.select().from(paymentEvents)).length;
    const alipay = await fetch(`${s.url}/api/alipay/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'out_trade_no=X&trade_status=TRADE_SUCCESS&sign=abc',
    });
    expect([alipay.status, await alipay.text()]).toEqual([404, 'failure']);
    const paypal = await fetch(`${s.url}/api/paypal/notificationIPN`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'paypal-transmission-id': 'x' },
      body: '{"id":"WH-1"}',
    });
    expect(paypal.status).toBe(404);
    const wechat = await fetch(`${s.url}/api/wechatpay/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"id":"x"}',
    });
    expect(wechat.status).toBe(404);
    expect((await s.db.select().from(paymentEvents)).length).toBe(before);

    const st = await store();
    const made = await add(st.token, { orderType: 2, userId: st.owner.id });
    for (const [path, body] of [
      [`/api/alipay/pcPay/${made.body.datas}`, undefined],
      ['/api/paypal/createOrder', { orderNo: made.body.datas }],
      [`/api/wechatpay/nativePay/${made.body.datas}`, undefined],
    ] as const) {
      const res = await s.post(path, body, { token: st.token });
      expect(res.body.code, path).toBe(700105);
    }
    expect((await get(st.token, made.body.datas)).body.datas.payMethods).toEqual(['sandbox']);
    expect((await orderRow(made.body.datas)).orderStatus).toBe(1);
  });
});
