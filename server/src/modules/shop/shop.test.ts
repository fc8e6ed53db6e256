import { SHOP_TIME_ZONE_CHANGE_LIMIT } from '@skin/contract';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { testDbKind } from '../../../test/db.js';
import {
  type AccountRow,
  buildAppUser,
  buildDevice,
  buildOwner,
  buildShop,
  buildStaff,
  type ShopRow,
  uniqueName,
} from '../../../test/factories.js';
import { loginAs, startServer, type TestServer } from '../../../test/helper.js';
import { auditLog, rateCounters, shops } from '../../db/schema.js';
import { FOLD_LOCK, FOLDS_WAIT_MS } from '../data/repository.js';
import { shopRepository } from './repository.js';

let s: TestServer;
let platform: string;
let owner: string;
let staff: string;
let secondShopId: number;
/** Two stores of this test, named with a prefix no other store has. */
const P = uniqueName('Shops');
let alpha: ShopRow;
let beta: ShopRow;
let alphaOwner: AccountRow;
let betaOwner: AccountRow;
const DAY = 86_400_000;

const list = (body: unknown, token = platform, page = 1, pageSize = 20) =>
  s.post(`/api/shop/query/${page}/${pageSize}`, body, { token });

beforeAll(async () => {
  s = await startServer();
  alpha = await buildShop(s.db, {
    name: `${P} Alpha`,
    contact: `${P} Lin`,
    vipGrade: 2,
    upgradeDays: 120,
    cloudExpireTime: new Date(Date.now() + 20 * DAY),
  });
  beta = await buildShop(s.db, { name: `${P} Beta`, vipGrade: 1, cloudExpireTime: new Date(Date.now() - 3 * DAY) });
  alphaOwner = await buildOwner(s.db, alpha);
  betaOwner = await buildOwner(s.db, beta);
  const alphaStaff = await buildStaff(s.db, alpha, ['users']);
  for (let i = 0; i < 3; i++) await buildAppUser(s.db, alpha);
  for (let i = 0; i < 2; i++) await buildDevice(s.db, alpha);
  secondShopId = beta.id;
  [platform, owner, staff] = await Promise.all([
    loginAs(s, 'platform'),
    s.login(alphaOwner.userName, alphaOwner.password),
    s.login(alphaStaff.userName, alphaStaff.password),
  ]);
});
afterAll(() => s.close());

describe('POST /api/shop/query/{page}/{pageSize}', () => {
  it('lists every store with its owner, status, VIP grade, upgrade days, cloud expiry and counts', async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    const [all] = await s.db.select({ n: count() }).from(shops);
    expect(res.body.datas.total).toBe(all!.n);
    const demo = (await list({ shopId: alpha.id })).body.datas.list[0];
    expect(demo).toMatchObject({
      shopName: alpha.name,
      contact: alpha.contact,
      mobile: alpha.mobile,
      status: 1,
      vipGrade: 2,
      upgradeDays: 120,
      ownerName: alphaOwner.userName,
      accountCount: 3,
      deviceCount: 2,
    });
    expect(demo.cloudExpireTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/);
    expect(typeof demo.id).toBe('number');
  });

  it('filters by name, contact, phone, id and status, and sorts', async () => {
    const names = async (body: unknown) =>
      (await list(body)).body.datas.list.map((x: { shopName: string }) => x.shopName);
    expect(await names({ shopName: `${P} BETA`.toLowerCase() })).toEqual([beta.name]);
    expect(await names({ contact: `${P} lin`.toUpperCase() })).toEqual([alpha.name]);
    expect(await names({ mobile: beta.mobile })).toEqual([beta.name]);
    expect(await names({ shopId: secondShopId })).toEqual([beta.name]);
    expect(await names({ shopName: P, status: 0 })).toEqual([]);
    expect(await names({ shopName: "%' or 1=1 --" })).toEqual([]);
    const ours = (sort: Record<string, string>) => names({ shopName: P, ...sort });
    expect(await ours({ sortField: 'shopName', sortOrder: 'ascend' })).toEqual([alpha.name, beta.name]);
    expect(await ours({ sortField: 'vipGrade', sortOrder: 'descend' })).toEqual([alpha.name, beta.name]);
    expect(await ours({ sortField: 'cloudExpireTime', sortOrder: 'ascend' })).toEqual([beta.name, alpha.name]);
    const page2 = (await list({ shopName: P, sortField: 'id', sortOrder: 'ascend' }, platform, 2, 1)).body.datas;
    expect(page2).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page2.list[0].shopName).toBe(beta.name);
  });

  it('refuses bad input', async () => {
    for (const body of [{ status: 5 }, { sortField: 'password' }, { shopName: 7 }, { shopId: 0 }]) {
      expect((await list(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await list({}, platform, 0, 10)).status).toBe(400);
    expect((await list({}, platform, 1, 1000)).status).toBe(400);
  });

  it('is for the platform only', async () => {
    for (const token of [owner, staff]) {
      const res = await list({}, token);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 100407, message: 'Only platform users may perform this operation' });
    }
    expect((await s.post('/api/shop/query/1/10', {})).status).toBe(401);
  });
});

describe('POST /api/shop/updateStatus/{shopId}/{status}', () => {
  it('marks a store invalid: its accounts are signed out and cannot sign in; normal again lets them in', async () => {
    const second = await s.login(betaOwner.userName, betaOwner.password);
    const res = await s.post(`/api/shop/updateStatus/${secondShopId}/0`, undefined, { token: platform });
    expect(res.status).toBe(200);
    expect(res.body.datas).toMatchObject({ id: secondShopId, status: 0 });
    expect((await s.get('/api/user/get', { token: second })).status).toBe(401);
    const login = await s.post('/api/login', { username: betaOwner.userName, password: betaOwner.password });
    expect(login.body.code).toBe(100021);
    const [entry] = await s.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'shop.status'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      shopId: secondShopId,
      actorName: 'platform',
      targetId: String(secondShopId),
      before: { status: 1 },
      after: { status: 0 },
    });
    expect((await list({ shopName: P, status: 0 })).body.datas.list.map((x: { id: number }) => x.id)).toEqual([
      secondShopId,
    ]);

    const back = await s.post(`/api/shop/updateStatus/${secondShopId}/1`, undefined, { token: platform });
    expect(back.body.datas.status).toBe(1);
    expect(await s.login(betaOwner.userName, betaOwner.password)).toBeTruthy();
    // The other store was never touched.
    expect((await s.get('/api/user/get', { token: owner })).status).toBe(200);
  });

  it('refuses unknown stores, unknown statuses and store users', async () => {
    expect((await s.post('/api/shop/updateStatus/999999/0', undefined, { token: platform })).status).toBe(404);
    for (const st of ['7', 'x', '-1']) {
      const res = await s.post(`/api/shop/updateStatus/${secondShopId}/${st}`, undefined, { token: platform });
      expect(res.status, st).toBe(400);
    }
    const byStore = await s.post(`/api/shop/updateStatus/${secondShopId}/0`, undefined, { token: owner });
    expect(byStore.body.code).toBe(100407);
    const [row] = await s.db.select().from(shops).where(eq(shops.id, secondShopId));
    expect(row!.status).toBe(1);
  });
});

describe("POST /api/shop/timeZone (a store's own zone)", () => {
  const setZone = (timeZone: unknown, token = owner, lang = 'en-US') =>
    s.post('/api/shop/timeZone', { timeZone }, { token, headers: { 'x-lang': lang } });
  const zoneOf = async (id: number) => (await s.db.select().from(shops).where(eq(shops.id, id)))[0]!.timeZone;
  /**
   * A transaction of another connection (PostgreSQL), rolled back and given back when the test ends; the store's
   * zone changes counted afresh.
   */
  const openTransaction = async () => {
    await s.db.delete(rateCounters).where(eq(rateCounters.key, `shop-zone:${alpha.id}`));
    const client = await s.deps.database.pool!.connect();
    onTestFinished(async () => {
      await client.query('rollback');
      client.release();
    });
    await client.query('begin');
    return client;
  };
  /** Connections waiting for the folds' lock (PostgreSQL). */
  const foldWaiters = async () =>
    (
      await s.deps.database.pool!.query<{ n: number }>(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted",
        [FOLD_LOCK],
      )
    ).rows[0]!.n;

  it('lets the owner set an IANA zone, shown on her profile and in the platform list, and audited', async () => {
    const res = await setZone('America/Los_Angeles');
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toMatchObject({ id: alpha.id, timeZone: 'America/Los_Angeles' });
    expect((await s.get('/api/user/get', { token: owner })).body.datas.shopInfo.timeZone).toBe('America/Los_Angeles');
    const row = (await list({ shopId: alpha.id })).body.datas.list[0];
    expect(row.timeZone).toBe('America/Los_Angeles');
    expect((await list({ shopId: beta.id })).body.datas.list[0].timeZone).toBe('UTC');
    const [entry] = await s.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'shop.time_zone'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      shopId: alpha.id,
      before: { timeZone: 'UTC' },
      after: { timeZone: 'America/Los_Angeles' },
    });
    expect((await setZone('UTC')).status).toBe(200);
    expect(await zoneOf(alpha.id)).toBe('UTC');
  });

  it('refuses what is not a zone, with a translated message, and changes nothing', async () => {
    for (const bad of ['Mars/Olympus', '+08:00', '', 'x'.repeat(65), 8, null, 'Asia/Shanghai; drop table shops']) {
      const res = await setZone(bad, owner, 'zh-CN');
      expect(res.status, String(bad)).toBe(400);
      expect(res.text, String(bad)).toContain('时区无效');
    }
    expect((await s.post('/api/shop/timeZone', {}, { token: owner })).status).toBe(400);
    expect(await zoneOf(alpha.id)).toBe('UTC');
  });

  it('changes at most SHOP_TIME_ZONE_CHANGE_LIMIT times a day: the next is refused, translated, and changes nothing', async () => {
    await s.db.delete(rateCounters).where(eq(rateCounters.key, `shop-zone:${alpha.id}`));
    const { max } = SHOP_TIME_ZONE_CHANGE_LIMIT;
    for (let i = 0; i < max; i++)
      expect((await setZone(i % 2 ? 'UTC' : 'Asia/Tokyo')).status, `change ${i + 1}`).toBe(200);
    const last = max % 2 ? 'Asia/Tokyo' : 'UTC';
    const refused = await setZone(last === 'UTC' ? 'Asia/Tokyo' : 'UTC', owner, 'zh-CN');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(100429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.text).toMatch(/[\u4e00-\u9fff]/);
    expect(await zoneOf(alpha.id)).toBe(last);
    // Setting the zone it already has is no change and counts nothing.
    expect((await setZone(last)).status).toBe(200);
    await s.db.delete(rateCounters).where(eq(rateCounters.key, `shop-zone:${alpha.id}`));
    expect((await setZone('UTC')).status).toBe(200);
  });

  // The recount once held every counted table in SHARE mode: one store's change waited for, then held up, every
  // other store's orders, accounts, devices and analyses. It now holds back the folds only.
  it.skipIf(testDbKind() !== 'postgres')(
    "recounts the store without waiting for another store's write under way",
    async () => {
      const other = await openTransaction();
      await other.query('update shops set name = name where id = $1', [beta.id]);
      expect((await setZone('Asia/Tokyo')).status).toBe(200);
      expect((await setZone('UTC')).status).toBe(200);
      expect(await zoneOf(alpha.id)).toBe('UTC');
    },
    30_000,
  );

  // The recount's snapshot was taken before it waited for a fold under way: it then lost to that fold (40001) and
  // ran again, and with folds coming one after another it lost every try and answered 500. The folds are now held
  // back before the snapshot (data/repository.ts `holdingFolds`).
  it.skipIf(testDbKind() !== 'postgres')(
    'waits for a fold under way before its snapshot, and changes the zone at the first try',
    async () => {
      // A fold under way: it took the lock and moved the store's new delta, and has not committed.
      await buildAppUser(s.db, alpha);
      const folder = await openTransaction();
      const moved = (await folder.query<{ moved: number }>('select stats_fold(100000) as moved')).rows[0]!.moved;
      expect(moved).toBeGreaterThan(0);
      const tries = vi.spyOn(shopRepository, 'lock');
      onTestFinished(() => tries.mockRestore());
      const zone = (await zoneOf(alpha.id)) === 'Asia/Tokyo' ? 'UTC' : 'Asia/Tokyo';
      const change = setZone(zone);
      // The change waits for the fold's lock; then the fold commits.
      await expect.poll(foldWaiters, { timeout: 10_000 }).toBe(1);
      await folder.query('commit');
      const res = await change;
      expect(res.status, res.text).toBe(200);
      expect(tries).toHaveBeenCalledTimes(1);
      expect(await zoneOf(alpha.id)).toBe(zone);
      // Back to the zone the next test expects.
      if (zone !== 'UTC') expect((await setZone('UTC')).status).toBe(200);
    },
    30_000,
  );

  // The change holds a connection of the pool while it waits: not longer than FOLDS_WAIT_MS.
  it.skipIf(testDbKind() !== 'postgres')(
    'answers 409 "try again" when the folds stay busy past its wait, changes nothing and gives its try back',
    async () => {
      const holder = await openTransaction();
      await holder.query('select pg_advisory_xact_lock($1)', [FOLD_LOCK]);
      const before = await zoneOf(alpha.id);
      const zone = before === 'Asia/Tokyo' ? 'UTC' : 'Asia/Tokyo';
      const started = performance.now();
      const res = await setZone(zone, owner, 'zh-CN');
      expect(res.status, res.text).toBe(409);
      expect(res.body.code).toBe(100410);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
      expect(performance.now() - started).toBeGreaterThanOrEqual(FOLDS_WAIT_MS - 100);
      expect(await zoneOf(alpha.id)).toBe(before);
      const [counter] = await s.db
        .select()
        .from(rateCounters)
        .where(eq(rateCounters.key, `shop-zone:${alpha.id}`));
      expect(counter?.hits ?? 0).toBe(0);
      expect(await foldWaiters()).toBe(0);
      // Once the folds are free, the same change goes through.
      await holder.query('commit');
      expect((await setZone(zone)).status).toBe(200);
      expect(await zoneOf(alpha.id)).toBe(zone);
      if (zone !== 'UTC') expect((await setZone('UTC')).status).toBe(200);
    },
    60_000,
  );

  it('is for the store owner only: staff and the platform are refused', async () => {
    expect((await setZone('Asia/Tokyo', staff)).body.code).toBe(100403);
    expect((await setZone('Asia/Tokyo', platform)).body.code).toBe(100406);
    expect((await s.post('/api/shop/timeZone', { timeZone: 'Asia/Tokyo' })).status).toBe(401);
    expect(await zoneOf(alpha.id)).toBe('UTC');
    expect(await zoneOf(beta.id)).toBe('UTC');
  });
});
