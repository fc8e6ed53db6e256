import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountRow,
  buildAppUser,
  buildAuditEntry,
  buildStaff,
  buildStoreWithOwner,
} from '../../../test/factories.js';
import { loginAs, startServer, type TestServer } from '../../../test/helper.js';
import { auditLog } from '../../db/schema.js';

let s: TestServer;
let platform: string;
let owner: string;
let second: string;
let staff: string;
let shopId: number;
let secondShopId: number;
let ownerRow: AccountRow;
let tanakaName: string;
let shopName: string;
let secondOwner: AccountRow;
const DAY = 86_400_000;

const read = (body: unknown, token: string, page = 1, pageSize = 50) =>
  s.post(`/api/audit/query/${page}/${pageSize}`, body, { token });

beforeAll(async () => {
  s = await startServer();
  const mine = await buildStoreWithOwner(s.db);
  const other = await buildStoreWithOwner(s.db);
  ownerRow = mine.owner;
  secondOwner = other.owner;
  shopId = mine.shop.id;
  shopName = mine.shop.name;
  secondShopId = other.shop.id;
  const staffRow = await buildStaff(s.db, mine.shop, ['users', 'shop-device']);
  // Earlier entries: a device added a month ago, an account closed three days ago; one of the other store's.
  await buildAuditEntry(s.db, mine.shop, ownerRow, {
    action: 'device.add',
    targetType: 'device',
    targetId: 'SKN-P3-0107',
    createdAt: new Date(Date.now() - 30 * DAY),
  });
  await buildAuditEntry(s.db, mine.shop, ownerRow, {
    action: 'user.close',
    targetType: 'app_user',
    targetId: '1',
    before: { userName: 'chenjing', closed: false },
    after: { userName: 'chenjing', closed: true },
    createdAt: new Date(Date.now() - 3 * DAY),
  });
  await buildAuditEntry(s.db, other.shop, secondOwner, {
    action: 'device.add',
    targetType: 'device',
    targetId: 'SKN-A1-0450',
    createdAt: new Date(Date.now() - 21 * DAY),
  });
  const tanaka = await buildAppUser(s.db, mine.shop, { userName: `tanaka${mine.shop.id}` });
  [platform, owner, second, staff] = await Promise.all([
    loginAs(s, 'platform'),
    s.login(ownerRow.userName, ownerRow.password),
    s.login(secondOwner.userName, secondOwner.password),
    s.login(staffRow.userName, staffRow.password),
  ]);
  // Something to read: the store disables an account.
  await s.post(`/api/user/updateStatus/${tanaka.id}/0`, undefined, { token: owner });
  tanakaName = tanaka.userName;
});
afterAll(() => s.close());

describe('POST /api/audit/query/{page}/{pageSize}', () => {
  it("gives a store owner its own store's entries, newest first: who, when, what, before and after", async () => {
    const res = await read({}, owner);
    expect(res.status).toBe(200);
    const { list, total } = res.body.datas;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(list.every((e: { shopId: number }) => e.shopId === shopId)).toBe(true);
    const times = list.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list[0]).toMatchObject({
      action: 'user.status',
      actorName: ownerRow.userName,
      shopName,
      targetType: 'app_user',
      before: { userName: tanakaName, status: 1 },
      after: { userName: tanakaName, status: 0 },
    });
    const closed = list.find((e: { action: string }) => e.action === 'user.close');
    expect(closed.before).toMatchObject({ userName: 'chenjing', closed: false });
  });

  it('filters by action, target, actor and date range', async () => {
    const byAction = (await read({ action: 'device.add' }, owner)).body.datas.list;
    expect(byAction.map((e: { targetId: string }) => e.targetId)).toEqual(['SKN-P3-0107']);
    expect((await read({ actorName: ownerRow.userName.toUpperCase() }, owner)).body.datas.total).toBeGreaterThan(0);
    expect((await read({ actorName: "' or 1=1 --" }, owner)).body.datas.total).toBe(0);
    // The day of the entry written at the start (not the test's clock: a run across midnight UTC would move it).
    const [fresh] = await s.db
      .select({ createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.status'), eq(auditLog.shopId, shopId)));
    const today = fresh!.createdAt.toISOString().slice(0, 10);
    const recent = (await read({ from: today }, owner)).body.datas.list;
    expect(recent.map((e: { action: string }) => e.action)).toEqual(['user.status']);
    const old = (await read({ to: new Date(Date.now() - 20 * 86_400_000).toISOString() }, owner)).body.datas.list;
    expect(old.map((e: { action: string }) => e.action)).toEqual(['device.add']);
    expect((await read({ targetType: 'device' }, owner)).body.datas.total).toBe(1);
  });

  it("never shows a store another store's entries", async () => {
    const res = await read({}, second);
    expect(res.body.datas.list.every((e: { shopId: number }) => e.shopId === secondShopId)).toBe(true);
    expect(res.body.datas.total).toBe(1);
    const asked = await read({ shopId: shopId }, second);
    expect(asked.status).toBe(404);
  });

  it("gives the platform every store's entries, or one store's", async () => {
    const all = (await read({}, platform)).body.datas;
    const shopIds = new Set(all.list.map((e: { shopId: number }) => e.shopId));
    const logged = await s.db.selectDistinct({ shopId: auditLog.shopId }).from(auditLog);
    expect(shopIds).toEqual(new Set(logged.map((r) => r.shopId)));
    expect(shopIds).toContain(shopId);
    expect(shopIds).toContain(secondShopId);
    const one = (await read({ shopId: secondShopId }, platform)).body.datas;
    expect(one.total).toBe(1);
    expect(one.list[0]).toMatchObject({ action: 'device.add', actorName: secondOwner.userName });
  });

  it('refuses bad input, staff without `audit`, and no token', async () => {
    for (const body of [{ from: 'yesterday' }, { shopId: -1 }, { action: 'x'.repeat(49) }]) {
      expect((await read(body, owner)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await read({}, owner, 0, 10)).status).toBe(400);
    expect((await read({}, owner, 1, 1000)).status).toBe(400);
    expect((await read({}, staff)).body.code).toBe(100403);
    expect((await s.post('/api/audit/query/1/10', {})).status).toBe(401);
  });
});
