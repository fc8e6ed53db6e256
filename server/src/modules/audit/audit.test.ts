import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startServer, type TestServer } from '../../../test/helper.js';
import { shops } from '../../db/schema.js';

let s: TestServer;
let platform: string;
let owner: string;
let second: string;
let staff: string;
let demoShopId: number;
let secondShopId: number;

const read = (body: unknown, token: string, page = 1, pageSize = 50) =>
  s.post(`/api/audit/query/${page}/${pageSize}`, body, { token });

beforeAll(async () => {
  s = await startServer();
  [platform, owner, second, staff] = await Promise.all([
    loginAs(s, 'platform'),
    loginAs(s, 'demoshop'),
    loginAs(s, 'secondshop'),
    loginAs(s, 'demostaff'),
  ]);
  const all = await s.db.select().from(shops);
  demoShopId = all.find((x) => x.name === 'Demo Store')!.id;
  secondShopId = all.find((x) => x.name === 'Second Store')!.id;
  // Something to read: Demo Store disables an account.
  const [u] = (await s.post('/api/user/query/1/1', { userName: 'tanaka' }, { token: owner })).body.datas.list;
  await s.post(`/api/user/updateStatus/${u.id}/0`, undefined, { token: owner });
});
afterAll(() => s.close());

describe('POST /api/audit/query/{page}/{pageSize}', () => {
  it("gives a store owner its own store's entries, newest first: who, when, what, before and after", async () => {
    const res = await read({}, owner);
    expect(res.status).toBe(200);
    const { list, total } = res.body.datas;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(list.every((e: { shopId: number }) => e.shopId === demoShopId)).toBe(true);
    const times = list.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list[0]).toMatchObject({
      action: 'user.status',
      actorName: 'demoshop',
      shopName: 'Demo Store',
      targetType: 'app_user',
      before: { userName: 'tanaka', status: 1 },
      after: { userName: 'tanaka', status: 0 },
    });
    const closed = list.find((e: { action: string }) => e.action === 'user.close');
    expect(closed.before).toMatchObject({ userName: 'chenjing', closed: false });
  });

  it('filters by action, target, actor and date range', async () => {
    const byAction = (await read({ action: 'device.add' }, owner)).body.datas.list;
    expect(byAction.map((e: { targetId: string }) => e.targetId)).toEqual(['SKN-P3-0107']);
    expect((await read({ actorName: 'DEMO' }, owner)).body.datas.total).toBeGreaterThan(0);
    expect((await read({ actorName: "' or 1=1 --" }, owner)).body.datas.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
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
    const asked = await read({ shopId: demoShopId }, second);
    expect(asked.status).toBe(404);
  });

  it("gives the platform every store's entries, or one store's", async () => {
    const all = (await read({}, platform)).body.datas;
    const shopIds = new Set(all.list.map((e: { shopId: number }) => e.shopId));
    expect(shopIds).toEqual(new Set([demoShopId, secondShopId]));
    const one = (await read({ shopId: secondShopId }, platform)).body.datas;
    expect(one.total).toBe(1);
    expect(one.list[0]).toMatchObject({ action: 'device.add', actorName: 'secondshop' });
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
