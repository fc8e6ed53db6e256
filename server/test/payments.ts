import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { appUsers, orders, paymentEvents, shops } from '../src/db/schema.js';
import { type AccountRow, buildAppUser, buildOwner, buildShop, type ShopRow } from './factories.js';
import { type Gateways, startGateways } from './fakes/gateways.js';
import { failedDeliveries } from './fakes/kit.js';
import { DEMO_ACCOUNTS, startServer } from './helper.js';

export type { Gateways };
export { startGateways };

export interface Store {
  shop: ShopRow;
  owner: AccountRow;
  token: string;
}

const DAY = 86_400_000;

/** A server on the gateways, and the steps every provider's tests take. */
export async function startPaymentWorld() {
  const gw = await startGateways();
  const s = await startServer(gw.env);
  const platform = await s.login(DEMO_ACCOUNTS.platform.userName, DEMO_ACCOUNTS.platform.password);

  /** A store paying in CNY (owner's phone +86) or USD (+1). */
  async function store(currency: 'CNY' | 'USD' = 'CNY'): Promise<Store> {
    const shop = await buildShop(s.db);
    const tail = String(shop.id).padStart(4, '0');
    const owner = await buildOwner(s.db, shop, {
      mobile: currency === 'CNY' ? `86 1391234${tail}` : `1 415555${tail}`,
    });
    return { shop, owner, token: await s.login(owner.userName, owner.password) };
  }

  /** A viewer-end renewal of one account for `years`: its number and the account. */
  async function viewerOrder(st: Store, years = 1) {
    const viewer = await buildAppUser(s.db, st.shop, { userType: 2, expireTime: new Date(Date.now() + 10 * DAY) });
    const made = await s.post<string>(
      '/api/userOrder/add',
      { orderType: 1, userIds: [viewer.id], years },
      { token: st.token },
    );
    if (made.status !== 200) throw new Error(made.text);
    return { orderNo: made.body.datas, viewer };
  }

  async function cloudOrder(st: Store) {
    const made = await s.post<string>('/api/userOrder/add', { orderType: 2, userId: st.owner.id }, { token: st.token });
    if (made.status !== 200) throw new Error(made.text);
    return made.body.datas;
  }

  const pay = (st: Store, orderNo: string, payMethod: string) =>
    s.post(`/api/userOrder/pay/${orderNo}`, { payMethod }, { token: st.token });
  const orderRow = async (no: string) => (await s.db.select().from(orders).where(eq(orders.orderNo, no)))[0]!;
  const shopRow = async (id: number) => (await s.db.select().from(shops).where(eq(shops.id, id)))[0]!;
  const userRow = async (id: number) => (await s.db.select().from(appUsers).where(eq(appUsers.id, id)))[0]!;
  const events = (no: string) => s.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, no));
  const refund = (orderNo: string, reason = 'customer asked') =>
    s.post(`/api/userOrder/refund/${orderNo}`, { reason }, { token: platform });

  /** The order was paid exactly once: one `applied` event, the account renewed by exactly `years`. */
  async function expectPaidOnce(orderNo: string, viewer: { id: number; expireTime: Date | null }, years = 1) {
    expect((await orderRow(orderNo)).orderStatus).toBe(3);
    expect((await events(orderNo)).filter((e) => e.outcome === 'applied')).toHaveLength(1);
    expect((await userRow(viewer.id)).expireTime!.toISOString()).toBe(
      plusYears(viewer.expireTime!, years).toISOString(),
    );
  }

  /**
   * The same notification 100 times at once, alternately to this instance and a second one on the same
   * database: every answer as `answer`, and one effect.
   */
  async function expectFloodAppliedOnce(
    orderNo: string,
    viewer: { id: number; expireTime: Date | null },
    send: (baseUrl: string) => Promise<string | number>,
    answer: string | number,
  ) {
    const second = await startServer(gw.env, { sameDatabaseAs: s });
    try {
      const bases = [s.url, second.url];
      const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => send(bases[i % 2]!)));
      expect(answers).toEqual(Array(100).fill(answer));
      await expectPaidOnce(orderNo, viewer);
    } finally {
      await second.close();
    }
  }

  /**
   * The platform refunds a paid order: first the provider refuses (its fake's `refuseRefund` set to `reason`),
   * which changes nothing and says why; then it accepts: refunded, and the account's year taken back.
   */
  async function expectRefundRefusedThenDone(
    orderNo: string,
    viewer: { id: number; expireTime: Date | null },
    gateway: { refuseRefund: string | null },
    reason: string,
  ) {
    gateway.refuseRefund = reason;
    const refused = await refund(orderNo);
    expect(refused.status).toBe(409);
    expect(refused.body.datas.reason).toBe(reason);
    expect(refused.body.message).toContain(reason);
    expect((await orderRow(orderNo)).orderStatus).toBe(3);
    gateway.refuseRefund = null;
    const done = await refund(orderNo);
    expect(done.status, done.text).toBe(200);
    expect(done.body.datas).toMatchObject({ orderStatus: 5, payStatus: 3 });
    expect((await userRow(viewer.id)).expireTime!.toISOString()).toBe(viewer.expireTime!.toISOString());
  }

  return {
    gw,
    s,
    platform,
    expectPaidOnce,
    expectFloodAppliedOnce,
    expectRefundRefusedThenDone,
    store,
    viewerOrder,
    cloudOrder,
    pay,
    orderRow,
    shopRow,
    userRow,
    events,
    refund,
    /** A second server instance on the same database (and the same gateways). */
    second: () => startServer(gw.env, { sameDatabaseAs: s }),
    async close() {
      await s.close();
      await gw.close();
      // A notification our server failed is resent by the fakes (as by a gateway): the tests above passed anyway.
      expect(failedDeliveries, 'notifications the server answered with a 5xx or not at all').toEqual([]);
    },
  };
}

export type PaymentWorld = Awaited<ReturnType<typeof startPaymentWorld>>;

/** The year a paid one-year renewal adds to `before` (UTC calendar year, as extendExpiry does). */
export function plusYears(before: Date, years = 1) {
  const d = new Date(before);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
}
