import {
  addDays,
  localDate,
  PAY_METHODS,
  presetRange,
  startOfDay,
  type TDataOverview,
  type TShopInfo,
} from '@skin/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountRow,
  buildAppUser,
  buildDevice,
  buildOrder,
  buildOwner,
  buildShop,
  buildStaff,
  type ShopRow,
} from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startServer, type TestServer } from '../../../test/helper.js';
import { countedOverview, sortedOverview } from '../../../test/overview.js';
import { seededRandom } from '../../../test/random.js';
import { orders, shops, stats } from '../../db/schema.js';
import { repeatableRead, selectRows } from '../../lib/sql.js';
import { buildAnalysis } from '../analysis/analysis.fixture.js';
import { buildCustomer } from '../customer/customer.fixture.js';
import { recount } from './recount.js';
import { rebuildStats } from './repository.js';
import { storeDaysFrom } from './units.js';

let s: TestServer;
let platform: string;
const DAY = 86_400_000;

interface Store {
  shop: ShopRow;
  owner: AccountRow;
  token: string;
}
/** A store of the currency's country, in its zone (Shanghai, Los Angeles) unless `timeZone`. */
async function store(currency: 'CNY' | 'USD', timeZone?: string): Promise<Store> {
  const shop = await buildShop(s.db, {
    timeZone: timeZone ?? (currency === 'USD' ? 'America/Los_Angeles' : 'Asia/Shanghai'),
    cloudExpireTime: new Date(Date.now() + 12 * DAY + DAY / 2),
    ossSize: 5 * 1024 ** 3,
  });
  const mobile =
    currency === 'USD' ? `1 20255${String(shop.id).padStart(5, '0')}` : `86 1391234${String(shop.id).padStart(4, '0')}`;
  const owner = await buildOwner(s.db, shop, { mobile });
  return { shop, owner, token: await s.login(owner.userName, owner.password) };
}

const SEED = 20261125;
const rnd = seededRandom(SEED);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
/** An instant in the last `days` days (to the millisecond: bucket edges must hold to the millisecond). */
const past = (days: number) => new Date(Date.now() - Math.floor(rnd() * days * DAY));

/** An order in any state, with times that agree with it. */
async function randomOrder(st: Store, currency: 'CNY' | 'USD') {
  const createdAt = past(430);
  const status = pick([1, 2, 3, 3, 3, 4, 5] as const);
  const paid = status === 3 || status === 5;
  const paidAt = paid ? new Date(Math.min(Date.now(), createdAt.getTime() + rnd() * 2 * DAY)) : null;
  const refundedAt = status === 5 ? new Date(Math.min(Date.now(), paidAt!.getTime() + rnd() * 40 * DAY)) : null;
  const amount = (1 + Math.floor(rnd() * 40)) * 1000;
  return buildOrder(s.db, st.shop, st.owner, {
    currency,
    // At most one open cloud renewal per store: open ones are viewer-end renewals.
    orderType: status <= 2 ? 1 : pick([1, 2] as const),
    orderStatus: status,
    payStatus: paid ? (status === 5 ? 3 : 2) : status === 2 ? 1 : 0,
    payMethod: status === 1 && rnd() < 0.6 ? null : pick(PAY_METHODS),
    orderAmount: amount,
    payAmount: paid ? amount : 0,
    createdAt,
    paidAt,
    refundedAt,
    cancelledAt: status === 4 ? createdAt : null,
    // Open orders stay open while the test compares (the queue closes an order at its closesAt).
    closesAt: new Date(Date.now() + DAY),
  });
}

/** A paid cloud renewal of 1000 created and paid at `at` (open orders' closing put off, as in `randomOrder`). */
const paidOrder = (st: Store, at: Date, over: { currency?: 'CNY' | 'USD' } = {}) =>
  buildOrder(s.db, st.shop, st.owner, {
    ...over,
    orderType: 2,
    orderStatus: 3,
    payStatus: 2,
    payMethod: 'sandbox',
    orderAmount: 1000,
    payAmount: 1000,
    createdAt: at,
    paidAt: at,
    closesAt: new Date(Date.now() + DAY),
  });

async function randomMix(st: Store, currency: 'CNY' | 'USD') {
  for (let i = 0; i < 30; i++)
    await buildAppUser(s.db, st.shop, {
      userType: pick([1, 2] as const),
      status: rnd() < 0.2 ? 0 : 1,
      deviceNo: rnd() < 0.5 ? `DEV-${st.shop.id}-${i}` : null,
      permanent: rnd() < 0.2,
      expireTime: new Date(Date.now() + (Math.floor(rnd() * 180) - 60) * DAY + DAY / 2),
      createdAt: past(430),
    });
  for (let i = 0; i < 6; i++) await buildDevice(s.db, st.shop, { createdAt: past(430) });
  for (let i = 0; i < 45; i++) await randomOrder(st, currency);
}

type Body = { from: string; to: string; grouping: 'day' | 'week' | 'month'; timeZone: string; shopId?: number };
const overview = (token: string, body: Body) => s.post<TDataOverview>('/api/data/overview', body, { token });

async function expectRecount(token: string, shopId: number | null, body: Body) {
  const res = await countedOverview(s, token, body);
  expect(res.status, res.text).toBe(200);
  const expected = await recount(s.db, shopId, body, new Date());
  expect(sortedOverview(res.body.datas)).toEqual(sortedOverview(expected));
  return res.body.datas;
}

const rowKey = (r: typeof stats.$inferSelect) => `${r.shopId}|${r.level}|${r.t.toISOString()}|${r.metric}|${r.key}`;
const nonZero = (rows: (typeof stats.$inferSelect)[]) =>
  new Map(rows.filter((r) => r.n !== 0 || r.amount !== 0).map((r) => [rowKey(r), [r.n, r.amount]]));

let a: Store;
let b: Store;
let c: Store;
const today = (tz: string) => localDate(new Date(), tz);

beforeAll(async () => {
  // Nothing runs in the background (startServer's jobs are manual): no fold or order job moves what a test compares.
  s = await startServer();
  platform = await s.login(DEMO_ACCOUNTS.platform.userName, DEMO_ACCOUNTS.platform.password);
  a = await store('CNY');
  b = await store('USD');
  c = await store('CNY');
});
afterAll(() => s.close());

describe(`data centre figures against a recount of the rows (seed ${SEED})`, () => {
  it('match after a random mix, part folded and part waiting, through every change the console makes', async () => {
    await randomMix(a, 'CNY');
    await randomMix(b, 'USD');
    await randomMix(c, 'CNY');
    // Half of it folded into the aggregates, the rest waiting as deltas.
    expect(await s.deps.data.fold()).toBeGreaterThan(0);

    // Changes through the API: a paid and refunded cloud renewal, accounts disabled and closed, a device deleted.
    const made = await s.post<string>('/api/userOrder/add', { orderType: 2, userId: a.owner.id }, { token: a.token });
    expect(made.status, made.text).toBe(200);
    const opened = await s.post(`/api/userOrder/pay/${made.body.datas}`, { payMethod: 'sandbox' }, { token: a.token });
    expect(opened.status, opened.text).toBe(200);
    const checkout = new URL(opened.body.datas.url, s.url);
    checkout.pathname += '/pay';
    const paid = await fetch(checkout, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBeLessThan(400);
    // The gateway's notification may still be on its way: ask it, as the result page does.
    const captured = await s.post(`/api/userOrder/captureOrder/${made.body.datas}`, undefined, { token: a.token });
    expect(captured.body.datas.orderStatus, captured.text).toBe(3);
    const refunded = await s.post(`/api/userOrder/refund/${made.body.datas}`, { reason: 'test' }, { token: platform });
    expect(refunded.status, refunded.text).toBe(200);
    const accounts = await s.post('/api/user/query/1/50', {}, { token: a.token });
    const ids = (accounts.body.datas.list as { id: number; closed: boolean }[])
      .filter((u) => !u.closed)
      .map((u) => u.id);
    expect(ids.length).toBeGreaterThan(4);
    expect((await s.post(`/api/user/updateStatus/${ids[0]}/0`, undefined, { token: a.token })).status).toBe(200);
    expect((await s.post(`/api/user/updateStatus/${ids[1]}/1`, undefined, { token: a.token })).status).toBe(200);
    expect((await s.post(`/api/user/close/${ids[2]}`, undefined, { token: a.token })).status).toBe(200);
    const device = await buildDevice(s.db, a.shop);
    expect((await s.post(`/api/shopDevice/delete/${device.deviceNo}`, undefined, { token: a.token })).status).toBe(200);

    // Changes straight in the database: payments, refunds and cancellations of old orders, a store made invalid.
    const some = await s.db.select().from(orders).where(eq(orders.shopId, b.shop.id));
    for (const o of some.filter((o) => o.orderStatus === 1).slice(0, 3))
      await s.db.update(orders).set({ orderStatus: 4, cancelledAt: new Date() }).where(eq(orders.id, o.id));
    for (const o of some.filter((o) => o.orderStatus === 3).slice(0, 3))
      await s.db
        .update(orders)
        .set({ orderStatus: 5, payStatus: 3, refundedAt: new Date(Date.now() - rnd() * 3 * DAY) })
        .where(eq(orders.id, o.id));
    for (const o of some.filter((o) => o.orderStatus === 2).slice(0, 3))
      await s.db
        .update(orders)
        .set({ orderStatus: 3, payStatus: 2, payAmount: o.orderAmount, paidAt: new Date() })
        .where(eq(orders.id, o.id));
    await s.db
      .update(shops)
      .set({ status: 0, ossSize: 7 * 1024 ** 3 })
      .where(eq(shops.id, c.shop.id));
    await s.db.execute(
      sql`delete from order_items where order_id in (select id from orders where shop_id = ${c.shop.id} and order_status = 4)`,
    );
    await s.db.delete(orders).where(sql`${orders.shopId} = ${c.shop.id} and ${orders.orderStatus} = 4`);

    const year = presetRange('12m', today('Asia/Shanghai'));
    await expectRecount(a.token, a.shop.id, { ...year, grouping: 'month', timeZone: 'Asia/Shanghai' });
    const month = presetRange('30d', today('America/New_York'));
    await expectRecount(a.token, a.shop.id, { ...month, grouping: 'day', timeZone: 'America/New_York' });
    await expectRecount(b.token, b.shop.id, { ...presetRange('7d', today('UTC')), grouping: 'day', timeZone: 'UTC' });
    // The platform: every store (a half-hour zone), and one store through the store filter.
    const all = await expectRecount(platform, null, {
      ...presetRange('12m', today('Asia/Kolkata')),
      grouping: 'week',
      timeZone: 'Asia/Kolkata',
    });
    expect(all.stores!.invalid).toBeGreaterThan(0);
    // Whole-hour zones read the platform's own local days and months (New York across its daylight saving).
    await expectRecount(platform, null, { ...year, grouping: 'month', timeZone: 'Asia/Shanghai' });
    await expectRecount(platform, null, {
      ...presetRange('12m', today('America/New_York')),
      grouping: 'week',
      timeZone: 'America/New_York',
    });
    expect(all.topStores!.length).toBeGreaterThan(0);
    await expectRecount(platform, b.shop.id, {
      from: addDays(today('UTC'), -119),
      to: today('UTC'),
      grouping: 'week',
      timeZone: 'UTC',
      shopId: b.shop.id,
    });

    // Everything folded: the same answers from the aggregates alone.
    while ((await s.deps.data.fold()) > 0);
    const folded = await expectRecount(a.token, a.shop.id, { ...year, grouping: 'month', timeZone: 'Asia/Shanghai' });
    await expectRecount(platform, null, { ...year, grouping: 'month', timeZone: 'Asia/Shanghai' });
    await expectRecount(platform, null, { ...month, grouping: 'day', timeZone: 'America/New_York' });
    expect(folded.orders.count).toBeGreaterThan(0);
    expect(folded.revenue.find((r) => r.currency === 'CNY')!.refunds).toBeGreaterThan(0);
    await expectRecount(platform, null, {
      ...presetRange('12m', today('Pacific/Chatham')),
      grouping: 'month',
      timeZone: 'Pacific/Chatham',
    });

    // Counted again from every row (what a bulk load with the triggers off does): the same figures.
    const kept = await s.db.select().from(stats);
    await rebuildStats(s.db);
    const rebuilt = await s.db.select().from(stats);
    expect(nonZero(rebuilt)).toEqual(nonZero(kept));
    expect(rebuilt.length).toBeGreaterThan(100);
  });

  it('stays exact while two instances pay, refund and fold at once', async () => {
    const st = await store('CNY');
    const other = await startServer({}, { sameDatabaseAs: s });
    try {
      const made = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          buildOrder(s.db, st.shop, st.owner, {
            orderType: 1,
            orderStatus: 2,
            payStatus: 1,
            payMethod: 'alipay',
            createdAt: past(20),
            closesAt: new Date(Date.now() + DAY),
          }).then((o) => ({ o, i })),
        ),
      );
      const dbs = [s.db, other.db];
      await Promise.all([
        ...made.map(({ o, i }) =>
          dbs[i % 2]!.transaction(async (tx) => {
            await tx
              .update(orders)
              .set({ orderStatus: 3, payStatus: 2, payAmount: o.orderAmount, paidAt: new Date() })
              .where(eq(orders.id, o.id));
            if (i % 5 === 0)
              await tx
                .update(orders)
                .set({ orderStatus: 5, payStatus: 3, refundedAt: new Date() })
                .where(eq(orders.id, o.id));
          }),
        ),
        ...Array.from({ length: 6 }, (_, i) => (i % 2 ? other : s).deps.data.fold(7)),
      ]);
      await expectRecount(st.token, st.shop.id, {
        ...presetRange('30d', today('Asia/Shanghai')),
        grouping: 'day',
        timeZone: 'Asia/Shanghai',
      });
      while ((await other.deps.data.fold()) !== 0);
      // Top stores count each store's own days (recount.ts does the same): the range ends on the store's today, which
      // from 16:00 UTC is the next UTC date (a run at 16:00:00 UTC on 30 November found 0 of the 40 payments).
      const res = await expectRecount(platform, null, {
        ...presetRange('30d', today('Asia/Shanghai')),
        grouping: 'week',
        timeZone: 'UTC',
      });
      expect(res.topStores!.some((t) => t.shopId === st.shop.id && t.paidOrders === 40)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('counts a row at the very edge of a local day in that day, and one a millisecond earlier in the day before', async () => {
    const st = await store('CNY');
    const tz = 'Asia/Shanghai';
    const day = addDays(today(tz), -3);
    const midnight = new Date(`${day}T00:00:00+08:00`);
    await buildAppUser(s.db, st.shop, { createdAt: midnight });
    await buildAppUser(s.db, st.shop, { createdAt: new Date(midnight.getTime() - 1) });
    const res = await expectRecount(st.token, st.shop.id, {
      from: addDays(day, -1),
      to: day,
      grouping: 'day',
      timeZone: tz,
    });
    expect(res.trends.accountsNew.working).toEqual([1, 1]);
    await s.deps.data.fold();
    await expectRecount(st.token, st.shop.id, { from: addDays(day, -1), to: day, grouping: 'day', timeZone: tz });
  });

  it('shows a new store nothing but zeros, and its previous period as zeros too', async () => {
    const st = await store('USD');
    const res = await expectRecount(st.token, st.shop.id, {
      ...presetRange('30d', today('UTC')),
      grouping: 'week',
      timeZone: 'UTC',
    });
    expect(res.accounts.total).toBe(0);
    expect(res.orders.count).toBe(0);
    expect(res.revenue).toEqual([]);
    expect(res.devices.accountsPerDevice).toBeNull();
  });
  it('starts a weekly trend at the range start, not on the Monday before it', async () => {
    const st = await store('CNY');
    // 2026-11-20 is a Friday: its week began on Monday 16 November, outside the range.
    const res = await expectRecount(st.token, st.shop.id, {
      from: '2026-11-20',
      to: '2026-12-02',
      grouping: 'week',
      timeZone: 'Asia/Shanghai',
    });
    expect(res.buckets).toEqual(['2026-11-20', '2026-11-23', '2026-11-30']);
  });

  it("gives a store's days of cloud space left as cloud/info gives them (12.5 days left: 13 on both)", async () => {
    const st = await store('CNY');
    const data = await overview(st.token, { ...presetRange('7d', today('UTC')), grouping: 'day', timeZone: 'UTC' });
    const cloud = await s.post('/api/cloud/info', {}, { token: st.token });
    expect(data.body.datas.cloud.daysLeft).toBe(13);
    expect(cloud.body.datas.daysLeft).toBe(13);
  });
});

describe("a store's figures in its own time zone (issue 43)", () => {
  /** A paid order of the store at `at` (created and paid then) and an analysis then, on the device's local day. */
  async function orderAndAnalysis(st: Store, currency: 'CNY' | 'USD', at: Date, tz: string) {
    await paidOrder(st, at, { currency });
    const user = await buildAppUser(s.db, st.shop, { createdAt: at, userType: 1 });
    await buildAnalysis(
      s.db,
      { shopId: st.shop.id, userId: user.id, deviceNo: `TZ-${st.shop.id}` },
      { day: localDate(at, tz), at },
    );
  }

  it('counts orders, accounts and analyses at either side of its local midnight on its own local days', async () => {
    for (const [currency, tz] of [
      ['CNY', 'Asia/Shanghai'],
      ['USD', 'America/Los_Angeles'],
    ] as const) {
      const st = await store(currency, tz);
      const day = addDays(today(tz), -3);
      const midnight = startOfDay(day, tz);
      await orderAndAnalysis(st, currency, midnight, tz);
      await orderAndAnalysis(st, currency, new Date(midnight.getTime() - 1), tz);
      // The console's zone does not move a store's days: they are the store's.
      const body = { from: addDays(day, -1), to: day, grouping: 'day', timeZone: 'Pacific/Chatham' } as const;
      for (const folded of [false, true]) {
        if (folded) await s.deps.data.fold();
        const res = await expectRecount(st.token, st.shop.id, body);
        expect(res.timeZone, tz).toBe(tz);
        expect(res.trends.orders, tz).toEqual([1, 1]);
        expect(res.trends.accountsNew.working, tz).toEqual([1, 1]);
        expect(res.revenue[0]!.trend, tz).toEqual([1000, 1000]);
        expect(res.analyses.trend, tz).toEqual([1, 1]);
        const month = await expectRecount(st.token, st.shop.id, {
          ...body,
          from: addDays(day, -40),
          grouping: 'month',
        });
        expect(month.orders.count, tz).toBe(2);
      }
      // The platform reads the same rows in the console's zone.
      await expectRecount(platform, null, { ...body, timeZone: tz });
      await expectRecount(platform, null, { ...body, timeZone: 'Asia/Kolkata' });
    }
  });

  it('counts the past and the future in the new zone once the owner changes it; the platform stays as it was', async () => {
    const st = await store('CNY', 'Asia/Shanghai');
    const day = addDays(today('UTC'), -5);
    // 02:00 in Shanghai on `day`: 11:00 the day before in Los Angeles.
    await orderAndAnalysis(st, 'CNY', new Date(`${day}T02:00:00+08:00`), 'Asia/Shanghai');
    await s.deps.data.fold();
    const body = { from: addDays(day, -1), to: day, grouping: 'day', timeZone: 'UTC' } as const;
    expect((await expectRecount(st.token, st.shop.id, body)).trends.orders).toEqual([0, 1]);
    const platformBefore = await overview(platform, { ...body, timeZone: 'America/Los_Angeles' });

    const changed = await s.post<TShopInfo>(
      '/api/shop/timeZone',
      { timeZone: 'America/Los_Angeles' },
      { token: st.token },
    );
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.datas.timeZone).toBe('America/Los_Angeles');
    // After the change: an order late on `day` in Los Angeles (the next day in Shanghai), still waiting as a delta.
    await orderAndAnalysis(st, 'CNY', new Date(`${day}T23:30:00-07:00`), 'America/Los_Angeles');
    for (const folded of [false, true]) {
      if (folded) await s.deps.data.fold();
      const res = await expectRecount(st.token, st.shop.id, body);
      expect(res.timeZone).toBe('America/Los_Angeles');
      expect(res.trends.orders).toEqual([1, 1]);
      expect(res.trends.accountsNew.working).toEqual([1, 1]);
    }
    // The store's aggregates are those a count of its rows from scratch gives; the platform's did not move.
    const rowsOf = async () => nonZero(await s.db.select().from(stats).where(eq(stats.shopId, st.shop.id)));
    const kept = await rowsOf();
    await repeatableRead(s.db, (tx) => rebuildStats(tx, st.shop.id));
    expect(await rowsOf()).toEqual(kept);
    const platformAfter = await overview(platform, { ...body, timeZone: 'America/Los_Angeles' });
    expect(platformAfter.body.datas.orders.count).toBe(platformBefore.body.datas.orders.count + 1);
    await expectRecount(platform, null, { ...body, timeZone: 'America/Los_Angeles' });
  });

  it('stays exact when the store writes and two instances fold while its zone changes back and forth', async () => {
    const st = await store('CNY', 'Asia/Shanghai');
    const other = await startServer({}, { sameDatabaseAs: s });
    try {
      const day = addDays(today('UTC'), -3);
      const zones = ['America/Los_Angeles', 'Asia/Shanghai', 'Europe/Berlin'];
      // Small folds on both instances all along (a bounded number: PGlite runs one statement at a time).
      const foldLoop = async (server: TestServer) => {
        for (let i = 0; i < 40; i++) await server.deps.data.fold(5);
      };
      await Promise.all([
        foldLoop(s),
        foldLoop(other),
        (async () => {
          for (const [i, tz] of zones.entries()) {
            const res = await s.post('/api/shop/timeZone', { timeZone: tz }, { token: st.token });
            expect(res.status, `change ${i + 1}: ${res.text}`).toBe(200);
          }
        })(),
        ...Array.from({ length: 12 }, (_, i) =>
          orderAndAnalysis(st, 'CNY', new Date(`${day}T${String(i * 2).padStart(2, '0')}:30:00Z`), 'Asia/Shanghai'),
        ),
      ]);
      const body = { from: addDays(day, -1), to: addDays(day, 1), grouping: 'day', timeZone: 'UTC' } as const;
      for (const folded of [false, true]) {
        if (folded) while ((await s.deps.data.fold()) > 0);
        const res = await expectRecount(st.token, st.shop.id, body);
        expect(res.timeZone).toBe('Europe/Berlin');
        expect(res.orders.count).toBe(12);
      }
      // Its aggregates are those a count of its rows in its zone gives.
      const rowsOf = async () => nonZero(await s.db.select().from(stats).where(eq(stats.shopId, st.shop.id)));
      const kept = await rowsOf();
      await repeatableRead(s.db, (tx) => rebuildStats(tx, st.shop.id));
      expect(await rowsOf()).toEqual(kept);
    } finally {
      await other.close();
    }
  });

  it("reads a store's recent days of analyses from its days, older ones from its rows, and drops days no longer kept", async () => {
    const st = await store('CNY', 'Asia/Shanghai');
    const user = await buildAppUser(s.db, st.shop, { userType: 1 });
    const [her, him] = [await buildCustomer(s.db, st.shop.id), await buildCustomer(s.db, st.shop.id)];
    // Read from its days from `edge` on; kept from `keptFrom` on (drizzle/0030): the same day but in the first three
    // days of a month, when it is a month earlier.
    const edge = storeDaysFrom(new Date());
    const [from] = await selectRows<{ d: string }>(s.db, sql`select stat_store_days_from()::text as d`);
    const keptFrom = from!.d;
    expect(keptFrom <= edge && addDays(keptFrom, 31) >= edge, `${keptFrom} ${edge}`).toBe(true);
    // Her first visit before anything is kept, the next ones either side of the edge; his first on the edge.
    const visits: [day: string, customerId?: number, degree?: number][] = [
      [addDays(keptFrom, -3), her.id, 3],
      [addDays(keptFrom, -1)],
      [keptFrom],
      [addDays(edge, -1)],
      [edge],
      [addDays(edge, 1)],
      [addDays(edge, -2), her.id, 2],
      [addDays(edge, 2), her.id, 1],
      [edge, him.id, 2],
    ];
    for (const [day, customerId, d = 1] of visits)
      await buildAnalysis(
        s.db,
        { shopId: st.shop.id, userId: user.id, deviceNo: `DAYS-${st.shop.id}` },
        {
          day,
          customerId,
          symptoms: [
            { k: 'acne', d },
            { k: 'pores', d: 4 - d },
          ],
        },
      );
    const on = (day: string) => visits.filter(([d]) => d === day).length;
    const ranges: Body[] = [
      // By day across the edge; its previous period from the rows.
      { from: addDays(edge, -3), to: addDays(edge, 3), grouping: 'day', timeZone: 'UTC' },
      // By week from before anything was kept to today; 12 months by month.
      { from: addDays(keptFrom, -10), to: today('UTC'), grouping: 'week', timeZone: 'UTC' },
      { ...presetRange('12m', today('Asia/Shanghai')), grouping: 'month', timeZone: 'Asia/Shanghai' },
    ];
    for (const folded of [false, true]) {
      if (folded) while ((await s.deps.data.fold()) > 0);
      for (const body of ranges) await expectRecount(st.token, st.shop.id, body);
    }
    const byDay = await expectRecount(st.token, st.shop.id, ranges[0]!);
    const trend = [-3, -2, -1, 0, 1, 2, 3].map((n) => on(addDays(edge, n)));
    expect(byDay.analyses.trend).toEqual(trend);
    // Which is read where: a row put in its days after the edge shows, one before it does not (read from rows).
    const planted = [addDays(edge, -1), addDays(edge, 3)].map((day) => ({
      shopId: st.shop.id,
      level: 1,
      t: new Date(`${day}T00:00:00Z`),
      metric: 'analyses',
      key: '2',
      n: 7,
      amount: 0,
    }));
    await s.db.insert(stats).values(planted);
    expect((await overview(st.token, ranges[0]!)).body.datas.analyses.trend).toEqual([...trend.slice(0, 6), 7]);
    await s.db.delete(stats).where(sql`${stats.shopId} = ${st.shop.id} and ${stats.key} = '2'`);

    // Its days are kept from `keptFrom` on, never before.
    const days = async () =>
      (
        await selectRows<{ day: string; n: number }>(
          s.db,
          sql`select (t at time zone 'UTC')::date::text as day, sum(n)::int as n from stats
               where shop_id = ${st.shop.id} and level = 1 and metric = 'analyses' group by 1 order by 1`,
        )
      ).map((r) => `${r.day} ${r.n}`);
    const kept = [...new Set(visits.map(([d]) => d).filter((d) => d >= keptFrom))].sort().map((d) => `${d} ${on(d)}`);
    expect(await days()).toEqual(kept);
    // A day left from when it was kept (as the month turns) is never read, and the prune drops it.
    const stale = new Date(`${addDays(keptFrom, -1)}T00:00:00Z`);
    await s.db
      .insert(stats)
      .values({ shopId: st.shop.id, level: 1, t: stale, metric: 'analyses', key: '1', n: 7, amount: 0 });
    await expectRecount(st.token, st.shop.id, ranges[1]!);
    expect(await s.deps.data.pruneDays()).toBeGreaterThanOrEqual(1);
    expect(await days()).toEqual(kept);
    // What remains is what a count of its rows gives.
    const rowsOf = async () => nonZero(await s.db.select().from(stats).where(eq(stats.shopId, st.shop.id)));
    const before = await rowsOf();
    await repeatableRead(s.db, (tx) => rebuildStats(tx, st.shop.id));
    expect(await rowsOf()).toEqual(before);
  });

  it("keeps a store's orders by local month, its net revenue by day: its rows do not grow with its orders", async () => {
    // 300 paid orders at any millisecond of 10 local days: orders and paid at 2 months at most, net revenue at 10
    // days and 2 months (drizzle/0027), against one row per order and figure at least when a store kept quarter
    // hours, and 3 x (10 days + 2 months) when it kept its days.
    const st = await store('CNY', 'America/Los_Angeles');
    const first = startOfDay(addDays(today('America/Los_Angeles'), -12), 'America/Los_Angeles').getTime();
    for (let i = 0; i < 300; i++) {
      const at = new Date(first + Math.floor(rnd() * 10 * DAY));
      await paidOrder(st, at);
    }
    await s.deps.data.fold();
    const [kept] = await s.db.select({ n: sql<number>`count(*)::int` }).from(stats).where(eq(stats.shopId, st.shop.id));
    // And the store itself: new on its day and month, its cloud bytes at 1970-01-01.
    expect(kept!.n).toBeLessThanOrEqual(2 * 2 + 12 + 4);
    expect(kept!.n / 300).toBeLessThan(0.25);
  });
});

describe('data centre access and input', () => {
  it('lets staff with the data code see their own store only, and refuses staff without it', async () => {
    const withData = await buildStaff(s.db, a.shop, ['data']);
    const without = await buildStaff(s.db, a.shop, ['users']);
    const body = { ...presetRange('7d', today('UTC')), grouping: 'day', timeZone: 'UTC' };
    const seen = await s.post('/api/data/overview', body, {
      token: await s.login(withData.userName, withData.password),
    });
    expect(seen.status).toBe(200);
    expect(seen.body.datas.shopId).toBe(a.shop.id);
    expect(seen.body.datas.stores).toBeNull();
    expect(seen.body.datas.topStores).toBeNull();
    const refused = await s.post('/api/data/overview', body, {
      token: await s.login(without.userName, without.password),
    });
    expect(refused.status).toBe(403);
    // Another store's id is not found (never its figures).
    const other = await s.post('/api/data/overview', { ...body, shopId: b.shop.id }, { token: a.token });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(b.shop.name);
  });

  it.each([
    ['an end before the start', { from: '2026-05-02', to: '2026-05-01' }, 'to', '结束日期不能早于开始日期'],
    ['a date that does not exist', { from: '2026-02-30', to: '2026-03-01' }, 'from', '取值无效'],
    [
      'more than 366 days by day',
      { from: '2025-01-01', to: '2026-03-01' },
      'grouping',
      '超过 366 天的范围请按周或按月查看',
    ],
    [
      'more than five years',
      { from: '2019-01-01', to: '2026-03-01', grouping: 'month' },
      'from',
      '时间范围最长为 5 年',
    ],
    ['a day before 2000', { from: '1999-12-31', to: '2000-01-02' }, 'from', '开始日期不能早于 2000-01-01'],
    [
      'an unknown time zone',
      { from: '2026-05-01', to: '2026-05-02', timeZone: 'Mars/Olympus' },
      'timeZone',
      '取值无效',
    ],
    ['an unknown grouping', { from: '2026-05-01', to: '2026-05-02', grouping: 'hour' }, 'grouping', '取值无效'],
  ])('refuses %s with a translated message', async (_, body, field, message) => {
    const res = await s.post(
      '/api/data/overview',
      { grouping: 'day', ...body },
      { token: a.token, headers: { 'accept-language': 'zh-CN' } },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(100400);
    expect(res.body.datas.fields[field]).toBe(message);
  });
});

describe('data centre export', () => {
  it('writes every figure and series as CSV in the request language', async () => {
    const body = { ...presetRange('30d', today('Asia/Shanghai')), grouping: 'week', timeZone: 'Asia/Shanghai' };
    const [res, shown] = await Promise.all([
      s.request('POST', '/api/data/export', { token: platform, body, headers: { 'accept-language': 'zh-CN' } }),
      overview(platform, body as Body),
    ]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /filename="data-centre-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-\d{8}-\d{4}\.csv"/,
    );
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('范围,全部门店');
    const o = shown.body.datas;
    expect(lines).toContain(
      `App 账号总数,${o.accounts.total},${o.accounts.totalPrev},${lines.find((l) => l.startsWith('App 账号总数,'))!.split(',')[3]}`,
    );
    expect(lines).toContain('趋势');
    expect(lines).toContain('门店收入排行');
    const trendHeader = lines.indexOf('趋势') + 1;
    expect(lines[trendHeader]).toMatch(/^时间,新增 App 账号: 工作端,新增 App 账号: 观看端,App 账号总数/);
    // One row per bucket, with the same numbers as the screen.
    o.buckets.forEach((bucket, i) => {
      const row = lines[trendHeader + 1 + i]!.split(',');
      expect(row[0]).toBe(bucket);
      expect(Number(row[3])).toBe(o.trends.accountsTotal[i]);
      expect(Number(row[6])).toBe(o.trends.orders[i]);
    });
    for (const r of o.revenue)
      expect(lines.some((l) => l.startsWith(`净收入 (${r.currency}),${(r.net / 100).toFixed(2)},`))).toBe(true);

    const en = await s.request('POST', '/api/data/export', {
      token: a.token,
      body,
      headers: { 'accept-language': 'en-US' },
    });
    const enLines = en.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(enLines[0]).toBe(`Scope,${a.shop.name}`);
    expect(enLines).toContain('Headline figures');
    expect(enLines).not.toContain('Top stores by revenue');
  });
});
