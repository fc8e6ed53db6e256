import { addDays, localDate, previousRange, type TDataCustomers, type TDataOverview } from '@skin/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLabelTree, buildStoreWithOwner, type ShopRow } from '../../../test/factories.js';
import { loginAs, startServer, type TestServer } from '../../../test/helper.js';
import { analyses, platformCustomerCounts, shops } from '../../db/schema.js';
import { analysisBody, buildAnalysis, postAnalysis } from '../analysis/analysis.fixture.js';
import { appToken, buildAppAccount } from '../app/app.fixture.js';
import { buildCustomer } from '../customer/customer.fixture.js';
import { recount } from './recount.js';

/**
 * The data centre's customer figures (issue 41): new and returning customers, visits per customer and the share
 * improved per symptom, for a store and every store, always equal to a count of the raw rows (recount.ts).
 */
let s: TestServer;
let platform: string;

interface Store {
  shop: ShopRow;
  owner: string;
  app: { token: string; deviceNo: string; userId: number };
}
async function store(): Promise<Store> {
  const st = await buildStoreWithOwner(s.db);
  await buildLabelTree(s.db, st.shop, 'en-US', [
    {
      type: 'Skin',
      labels: [
        { name: 'Acne', key: 'acne' },
        { name: 'Spots', key: 'spots' },
        { name: 'Pores', key: 'pores' },
      ],
    },
  ]);
  const a = await buildAppAccount(s.db, st.shop);
  return {
    shop: st.shop,
    owner: await s.login(st.owner.userName, st.owner.password),
    app: { token: await appToken(s, a), deviceNo: a.device.deviceNo, userId: a.account.id },
  };
}

/** An analysis of the store on `day` (noon UTC unless `at`), for a customer or anonymous. */
const visit = (st: Store, customerId: number | undefined, day: string, symptoms: [string, number][], at?: Date) =>
  buildAnalysis(
    s.db,
    { shopId: st.shop.id, userId: st.app.userId, deviceNo: st.app.deviceNo },
    { day, at, customerId, symptoms: symptoms.map(([k, d]) => ({ k, d })) },
  );
const customer = (st: Store) => buildCustomer(s.db, st.shop.id);

type Body = { from: string; to: string; grouping: 'day' | 'week' | 'month'; timeZone: string; shopId?: number };
async function figures(token: string, body: Body, server = s): Promise<TDataCustomers> {
  const res = await server.post<TDataOverview>('/api/data/overview', body, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.datas.customers;
}
/** Runs the count of every store's customer figures waiting, to its end (the test's job queue runs nothing itself). */
async function countAll(server = s) {
  while ((await server.deps.data.countCustomers()) > 0);
}
/**
 * Every store's figures as the platform reads them: asked (which starts a count, as a customer analysis changed
 * since the last), counted to the end, asked again (when the count is current: none under way).
 */
async function platformFigures(body: Body, server = s): Promise<TDataCustomers> {
  await figures(platform, body, server);
  await countAll(server);
  const answer = await figures(platform, body, server);
  expect(answer.counting).toBeNull();
  expect(answer.countedAt).toEqual(expect.any(String));
  return { ...answer, countedAt: null };
}
/** The answer's customer figures, checked against the recount of the rows, for a store or (null) every store. */
async function expectRecount(token: string, shopId: number | null, body: Body) {
  const answer = shopId === null ? await platformFigures(body) : await figures(token, body);
  expect(answer).toEqual((await recount(s.db, shopId, body, new Date())).customers);
  return answer;
}

beforeAll(async () => {
  // Every store's figures are counted again as soon as a customer analysis changed (a minute apart by default).
  s = await startServer({ DATA_RECOUNT_MS: '0' });
  platform = await loginAs(s, 'platform');
});
afterAll(() => s.close());

describe('the data centre counts customers', () => {
  const range = { from: '2026-09-01', to: '2026-09-30' };
  const prev = previousRange(range);

  it('new, returning, visits and improved per symptom equal a count of the rows, per store and for every store', async () => {
    const a = await store();
    const b = await store();
    // Returning: first visit before the range, twice in it (acne better, spots the same, pores gone at the latest).
    const back = await customer(a);
    await visit(a, back.id, addDays(prev.from, -20), [['acne', 3]]);
    await visit(a, back.id, '2026-09-03', [
      ['acne', 3],
      ['spots', 2],
      ['pores', 1],
    ]);
    await visit(a, back.id, '2026-09-20', [
      ['acne', 1],
      ['spots', 2],
    ]);
    // New in the range, twice in it: acne better; the latest by the instant, not by the order of insertion.
    const fresh = await customer(a);
    await visit(a, fresh.id, '2026-09-25', [['acne', 1]], new Date('2026-09-25T09:00:00Z'));
    await visit(a, fresh.id, '2026-09-10', [['acne', 2]], new Date('2026-09-10T09:00:00Z'));
    // New in the previous period only; returning once in the range (not compared: one visit in it).
    const before = await customer(a);
    await visit(a, before.id, addDays(prev.from, 3), [['spots', 1]]);
    const once = await customer(a);
    await visit(a, once.id, '2025-01-15', [['spots', 3]]);
    await visit(a, once.id, '2026-09-15', [['spots', 1]]);
    // Anonymous analyses and another store's customers are not this store's customers.
    await visit(a, undefined, '2026-09-05', [['acne', 2]]);
    const other = await customer(b);
    await visit(b, other.id, '2026-09-02', [['acne', 3]]);
    await visit(b, other.id, '2026-09-28', [['acne', 3]]);
    await s.deps.data.fold();
    const late = await customer(a);
    await visit(a, late.id, '2026-09-30', [['pores', 2]], new Date('2026-09-30T23:59:00+08:00'));

    const bodies: Body[] = [
      { ...range, grouping: 'day', timeZone: 'UTC' },
      { ...range, grouping: 'week', timeZone: 'Asia/Shanghai' },
      { from: '2026-07-01', to: '2026-12-31', grouping: 'month', timeZone: 'America/New_York' },
    ];
    for (const body of bodies) {
      await expectRecount(a.owner, a.shop.id, body);
      await expectRecount(b.owner, b.shop.id, body);
      await expectRecount(platform, null, body);
    }
    // What the rows built say, read off the answer (September, store a).
    const mine = await expectRecount(a.owner, a.shop.id, bodies[0]!);
    expect(mine).toMatchObject({ new: 2, newPrev: 1, returning: 2, visitors: 4, visits: 6, visitsPerCustomer: 1.5 });
    expect(mine.trend.new[24]).toBe(0); // fresh counts on her first day, the 10th
    expect(mine.trend.new[9]).toBe(1);
    expect(mine.improved).toEqual([
      { symptomKey: 'acne', name: 'Acne', compared: 2, improved: 2, cleared: 0 },
      { symptomKey: 'spots', name: 'Spots', compared: 1, improved: 0, cleared: 0 },
      { symptomKey: 'pores', name: 'Pores', compared: 0, improved: 0, cleared: 1 },
    ]);
    expect((await expectRecount(b.owner, b.shop.id, bodies[0]!)).improved).toEqual([
      { symptomKey: 'acne', name: 'Acne', compared: 1, improved: 0, cleared: 0 },
    ]);
    // Every store: the stores' figures and the platform's equal the rows of every store (demo ones too).
    const all = await platformFigures({ ...range, grouping: 'day', timeZone: 'UTC' });
    expect(all.visitors).toBeGreaterThanOrEqual(5);
    // The platform may name one store: the same figures as the store's own.
    expect(await figures(platform, { ...bodies[0]!, shopId: a.shop.id })).toEqual(mine);
    while ((await s.deps.data.fold()) > 0);
    for (const body of bodies) await expectRecount(platform, null, body);
    expect(await expectRecount(a.owner, a.shop.id, bodies[0]!)).toEqual(mine);
  });

  it('moves a customer from new to returning when the app uploads an earlier visit late', async () => {
    const st = await store();
    const today = localDate(new Date(), 'UTC');
    const body: Body = { from: addDays(today, -2), to: today, grouping: 'day', timeZone: 'UTC' };
    const her = await customer(st);
    const upload = (daysAgo: number, degree: number) =>
      postAnalysis(
        s,
        st.app.token,
        analysisBody(st.app.deviceNo, {
          customerId: her.id,
          analysedAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
          symptoms: [{ symptomKey: 'acne', degree }],
        }),
      );
    expect((await upload(1, 2)).status).toBe(201);
    expect(await expectRecount(st.owner, st.shop.id, body)).toMatchObject({ new: 1, returning: 0, visitors: 1 });
    // Recorded offline five days ago, uploaded now: her first visit is before the range.
    expect((await upload(5, 3)).status).toBe(201);
    expect(await expectRecount(st.owner, st.shop.id, body)).toMatchObject({ new: 0, returning: 1, visits: 1 });
    await s.deps.data.fold();
    expect(await expectRecount(st.owner, st.shop.id, { ...body, from: addDays(today, -6) })).toMatchObject({
      new: 1,
      returning: 0,
      visits: 2,
      improved: [{ symptomKey: 'acne', name: 'Acne', compared: 1, improved: 1, cleared: 0 }],
    });
  });

  it('follows an analysis taken off its customer or deleted', async () => {
    const st = await store();
    const body: Body = { ...range, grouping: 'week', timeZone: 'UTC' };
    const her = await customer(st);
    const first = await visit(st, her.id, addDays(prev.from, 1), [['acne', 2]]);
    const second = await visit(st, her.id, '2026-09-08', [['acne', 1]]);
    await visit(st, her.id, '2026-09-18', [['acne', 1]]);
    expect(await expectRecount(st.owner, st.shop.id, body)).toMatchObject({ new: 0, newPrev: 1, returning: 1 });
    // Her first analysis made anonymous (as an erasure keeps it): her first visit is now in the range.
    await s.db.update(analyses).set({ customerId: null }).where(eq(analyses.id, first.id));
    expect(await expectRecount(st.owner, st.shop.id, body)).toMatchObject({ new: 1, newPrev: 0, returning: 0 });
    await s.db.delete(analyses).where(eq(analyses.id, second.id));
    expect(await expectRecount(st.owner, st.shop.id, body)).toMatchObject({ new: 1, visits: 1, improved: [] });
    await s.deps.data.fold();
    await expectRecount(st.owner, st.shop.id, body);
  });

  it('counts a customer new once when two first visits of hers are recorded at once', async () => {
    const st = await store();
    const today = localDate(new Date(), 'UTC');
    const body: Body = { from: addDays(today, -3), to: today, grouping: 'day', timeZone: 'UTC' };
    const her = await customer(st);
    const res = await Promise.all(
      [1, 2, 3, 4].map((h) =>
        postAnalysis(
          s,
          st.app.token,
          analysisBody(st.app.deviceNo, {
            customerId: her.id,
            analysedAt: new Date(Date.now() - h * 3_600_000 * 12).toISOString(),
          }),
        ),
      ),
    );
    expect(res.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(await expectRecount(st.owner, st.shop.id, body)).toMatchObject({ new: 1, visitors: 1, visits: 4 });
    while ((await s.deps.data.fold()) > 0);
    expect(await expectRecount(st.owner, st.shop.id, body)).toMatchObject({ new: 1 });
  });

  it('counts each customer new once on her first day when one statement writes several of her analyses', async () => {
    const a = await store();
    const b = await store();
    // A store east of UTC: its figures in its own zone, the platform's in the console's.
    await s.db.update(shops).set({ timeZone: 'Asia/Shanghai' }).where(eq(shops.id, b.shop.id));
    // First visits in the previous period, on its edge days and the range's, then visits after them; written
    // anonymous and linked to their customers by one statement per customer, as the demo seed links them.
    const plans: [Store, string[]][] = [
      [a, [prev.from, addDays(prev.from, 9), '2026-09-12']],
      [a, [addDays(prev.from, 4), prev.to, range.from]],
      [a, [prev.to, range.from, range.to]],
      [a, [addDays(prev.from, -3), prev.from, addDays(prev.from, 1)]],
      [a, [range.from, addDays(range.from, 6), addDays(range.from, 7)]],
      [b, [addDays(prev.from, 2), addDays(prev.from, 20), range.to]],
      [b, [range.to, range.to]],
    ];
    const linked: { st: Store; id: number; rows: number[] }[] = [];
    for (const [st, days] of plans) {
      const her = await customer(st);
      const rows = [];
      for (const day of days) rows.push((await visit(st, undefined, day, [['acne', 2]])).id);
      linked.push({ st, id: her.id, rows });
    }
    for (const l of linked) await s.db.update(analyses).set({ customerId: l.id }).where(inArray(analyses.id, l.rows));
    // One statement taking two visits off their customers, one deleting two visits of another.
    await s.db
      .update(analyses)
      .set({ customerId: null })
      .where(inArray(analyses.id, linked[0]!.rows.slice(0, 2)));
    await s.db.delete(analyses).where(inArray(analyses.id, linked[1]!.rows.slice(1)));

    const bodies: Body[] = (['UTC', 'Asia/Shanghai', 'America/Los_Angeles'] as const).flatMap((timeZone) => [
      { ...range, grouping: 'day' as const, timeZone },
      { ...range, grouping: 'week' as const, timeZone },
      { from: '2026-07-01', to: '2026-12-31', grouping: 'month' as const, timeZone },
    ]);
    const check = async () => {
      for (const body of bodies) {
        await expectRecount(a.owner, a.shop.id, body);
        await expectRecount(b.owner, b.shop.id, body);
        await expectRecount(platform, null, body);
      }
    };
    await check();
    // Store a: new in September on the 1st and the 12th (the first customer's one visit left), in August on the 6th
    // and the 31st; the customer first seen in July returns in August.
    expect(await figures(a.owner, bodies[0]!)).toMatchObject({ new: 2, newPrev: 2, returningPrev: 1, visitorsPrev: 3 });
    while ((await s.deps.data.fold()) > 0);
    await check();
  });

  it('exports the customer figures with the others, titles in the request language', async () => {
    const st = await store();
    const her = await customer(st);
    await visit(st, her.id, '2026-09-02', [['acne', 3]]);
    await visit(st, her.id, '2026-09-12', [['acne', 2]]);
    const res = await s.request('POST', '/api/data/export', {
      token: st.owner,
      body: { ...range, grouping: 'month', timeZone: 'UTC', format: 'csv' },
      headers: { 'x-lang': 'en-US' },
    });
    expect(res.status, res.text).toBe(200);
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toContain('New customers,1,0,');
    expect(lines).toContain('Visits per customer,2.00,,');
    expect(lines).toContain('acne,Acne,1,1,100.0%,0');
    expect(lines).toContain('2026-09,1,2');
  });
});

describe("every store's customer figures are counted in the background", () => {
  it('answers the last count while the next runs, with its progress, and counts again after a change', async () => {
    const body: Body = { from: '2026-10-03', to: '2026-10-29', grouping: 'day', timeZone: 'UTC' };
    const st = await store();
    const her = await customer(st);
    await visit(st, her.id, '2026-10-04', [['acne', 3]]);
    await visit(st, her.id, '2026-10-20', [['acne', 1]]);
    // No count of the range yet: its visitors are not known, and one starts.
    const first = await figures(platform, body);
    expect(first).toMatchObject({ visitors: null, returning: null, visitsPerCustomer: null, improved: [] });
    expect(first.countedAt).toBeNull();
    const total = first.counting?.total ?? 0;
    expect(first.counting).toEqual({ done: 0, total });
    expect(total).toBeGreaterThanOrEqual(2);
    // One step counts one batch of stores: the answer says how far it went.
    expect(await s.deps.data.countCustomers(0)).toBe(1);
    expect((await figures(platform, body)).counting).toEqual({ done: Math.min(total, 50), total });
    await countAll();
    const counted = await figures(platform, body);
    expect(counted.counting).toBeNull();
    expect({ ...counted, countedAt: null }).toEqual((await recount(s.db, null, body, new Date())).customers);
    // Another customer visits: the last count answers, with its time, while the next one runs.
    await visit(st, (await customer(st)).id, '2026-10-21', [['spots', 2]]);
    const stale = await figures(platform, body);
    expect(stale).toMatchObject({ visitors: counted.visitors, countedAt: counted.countedAt });
    expect(stale.counting).toEqual({ done: 0, total });
    await countAll();
    const again = await figures(platform, body);
    expect(again.visitors).toBe((counted.visitors ?? 0) + 1);
    expect({ ...again, countedAt: null }).toEqual((await recount(s.db, null, body, new Date())).customers);
  });

  it('leaves a count another instance is reading to it until its lease runs out, and answers meanwhile', async () => {
    const body: Body = { from: '2026-08-04', to: '2026-08-28', grouping: 'day', timeZone: 'UTC' };
    const st = await store();
    const her = await customer(st);
    await visit(st, her.id, '2026-08-05', [['acne', 3]]);
    await visit(st, her.id, '2026-08-25', [['acne', 2]]);
    expect((await figures(platform, body)).counting?.done).toBe(0);
    const key = and(eq(platformCustomerCounts.fromDay, body.from), eq(platformCustomerCounts.toDay, body.to));
    // Another instance is reading a batch: nothing to claim here, and an ask answers at once.
    await s.db
      .update(platformCustomerCounts)
      .set({ claimedUntil: new Date(Date.now() + 60_000) })
      .where(key);
    expect(await s.deps.data.countCustomers()).toBe(0);
    expect((await figures(platform, body)).counting?.done).toBe(0);
    // Its lease ran out (it stopped): this instance takes the count over and ends it.
    await s.db
      .update(platformCustomerCounts)
      .set({ claimedUntil: new Date(Date.now() - 1_000) })
      .where(key);
    await countAll();
    const counted = await figures(platform, body);
    expect(counted.counting).toBeNull();
    expect({ ...counted, countedAt: null }).toEqual((await recount(s.db, null, body, new Date())).customers);
  });

  it('counts a range once when two instances ask and count at once, and waits DATA_RECOUNT_MS between counts', async () => {
    const body: Body = { from: '2026-11-02', to: '2026-11-27', grouping: 'week', timeZone: 'UTC' };
    const st = await store();
    for (const day of ['2026-11-03', '2026-11-10', '2026-11-20'])
      await visit(st, (await customer(st)).id, day, [['acne', 1]]);
    const other = await startServer({ DATA_RECOUNT_MS: '3600000' }, { sameDatabaseAs: s });
    try {
      const asked = await Promise.all([figures(platform, body), figures(platform, body, other)]);
      for (const a of asked) expect(a.counting?.done).toBe(0);
      await Promise.all([countAll(), countAll(other)]);
      const counted = await figures(platform, body, other);
      expect(counted.counting).toBeNull();
      expect({ ...counted, countedAt: null }).toEqual((await recount(s.db, null, body, new Date())).customers);
      // A change within the hour the second instance waits between counts: it answers the last count, starts none.
      await visit(st, (await customer(st)).id, '2026-11-21', [['pores', 1]]);
      expect(await figures(platform, body, other)).toMatchObject({ counting: null, countedAt: counted.countedAt });
      expect(await other.deps.data.countCustomers()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
