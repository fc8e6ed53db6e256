import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, loginAs, startServer, type TestServer } from '../../../test/helper.js';
import { auditLog, shops } from '../../db/schema.js';

let s: TestServer;
let platform: string;
let owner: string;
let staff: string;
let secondShopId: number;

const list = (body: unknown, token = platform, page = 1, pageSize = 20) =>
  s.post(`/api/shop/query/${page}/${pageSize}`, body, { token });

beforeAll(async () => {
  s = await startServer();
  [platform, owner, staff] = await Promise.all([
    loginAs(s, 'platform'),
    loginAs(s, 'demoshop'),
    loginAs(s, 'demostaff'),
  ]);
  secondShopId = (await s.db.select().from(shops).where(eq(shops.name, 'Second Store')))[0]!.id;
});
afterAll(() => s.close());

describe('POST /api/shop/query/{page}/{pageSize}', () => {
  it('lists every store with its owner, status, VIP grade, upgrade days, cloud expiry and counts', async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    expect(res.body.datas.total).toBe(2);
    const demo = res.body.datas.list.find((x: { shopName: string }) => x.shopName === 'Demo Store');
    expect(demo).toMatchObject({
      contact: 'Lin Wei',
      mobile: '86 13800138000',
      status: 1,
      vipGrade: 2,
      upgradeDays: 120,
      ownerName: 'demoshop',
      accountCount: 9,
      deviceCount: 3,
    });
    expect(demo.cloudExpireTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/);
    expect(typeof demo.id).toBe('number');
  });

  it('filters by name, contact, phone, id and status, and sorts', async () => {
    const names = async (body: unknown) =>
      (await list(body)).body.datas.list.map((x: { shopName: string }) => x.shopName);
    expect(await names({ shopName: 'SECOND' })).toEqual(['Second Store']);
    expect(await names({ contact: 'lin' })).toEqual(['Demo Store']);
    expect(await names({ mobile: '65 ' })).toEqual(['Second Store']);
    expect(await names({ shopId: secondShopId })).toEqual(['Second Store']);
    expect(await names({ status: 0 })).toEqual([]);
    expect(await names({ shopName: "%' or 1=1 --" })).toEqual([]);
    expect(await names({ sortField: 'shopName', sortOrder: 'ascend' })).toEqual(['Demo Store', 'Second Store']);
    expect(await names({ sortField: 'vipGrade', sortOrder: 'descend' })).toEqual(['Demo Store', 'Second Store']);
    expect(await names({ sortField: 'cloudExpireTime', sortOrder: 'ascend' })).toEqual(['Second Store', 'Demo Store']);
    const page2 = (await list({ sortField: 'id', sortOrder: 'ascend' }, platform, 2, 1)).body.datas;
    expect(page2).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page2.list[0].shopName).toBe('Second Store');
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
    const second = await loginAs(s, 'secondshop');
    const res = await s.post(`/api/shop/updateStatus/${secondShopId}/0`, undefined, { token: platform });
    expect(res.status).toBe(200);
    expect(res.body.datas).toMatchObject({ id: secondShopId, status: 0 });
    expect((await s.get('/api/user/get', { token: second })).status).toBe(401);
    const login = await s.post('/api/login', {
      username: DEMO_ACCOUNTS.secondshop.userName,
      password: DEMO_ACCOUNTS.secondshop.password,
    });
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
    expect((await list({ status: 0 })).body.datas.list.map((x: { id: number }) => x.id)).toEqual([secondShopId]);

    const back = await s.post(`/api/shop/updateStatus/${secondShopId}/1`, undefined, { token: platform });
    expect(back.body.datas.status).toBe(1);
    expect(await loginAs(s, 'secondshop')).toBeTruthy();
    // Demo Store was never touched.
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
