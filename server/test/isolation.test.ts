import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAccess, accounts, appUsers, auditLog, sessions, shopDevices, shops } from '../src/db/schema.js';
import { loginAs, startServer, type TestServer } from './helper.js';

/**
 * No route of the app account, device, store, staff and audit features lets one store read or
 * change another store's rows: every such route is walked with Second Store's owner token against
 * Demo Store's ids, and the whole database must be the same afterwards.
 */
let s: TestServer;
let second: string;
let demo: { shopId: number; userId: number; ownerId: number; staffId: number; deviceNo: string };
let ownUserId: number;

/** Text that only Demo Store's rows hold. */
const DEMO_MARKERS = [
  'Demo Store',
  'linmei',
  'zhaoyun',
  'somchai',
  'demostaff',
  'SKN-A1-0001',
  'SKN-P3-0107',
  'Lin Wei',
];

const PASSWORD = 'Cross#Store2026';
const appUserForm = (over: Record<string, unknown> = {}) => ({
  userType: 1,
  userName: 'crossover1',
  mobile: '65 90000001',
  address: '',
  deviceNo: 'SKN-A1-0001',
  permanent: true,
  ...over,
});

/** The routes of this feature in the OpenAPI document (the account module's /user routes are not). */
const ACCOUNT_ROUTES = new Set([
  '/api/user',
  '/api/user/get',
  '/api/user/register',
  '/api/user/updatePwdForget',
  '/api/user/updatePwd',
]);
const isFeatureRoute = (p: string) => /^\/api\/(user|shop|shopDevice|staff|audit)\//.test(p) && !ACCOUNT_ROUTES.has(p);

async function snapshot() {
  const [a, b, c, d, e, f, g] = await Promise.all([
    s.db.select().from(shops).orderBy(asc(shops.id)),
    s.db.select().from(accounts).orderBy(asc(accounts.id)),
    s.db.select().from(accountAccess).orderBy(asc(accountAccess.accountId), asc(accountAccess.code)),
    s.db.select().from(appUsers).orderBy(asc(appUsers.id)),
    s.db.select().from(shopDevices).orderBy(asc(shopDevices.id)),
    s.db.select().from(auditLog).orderBy(asc(auditLog.id)),
    s.db.select().from(sessions).orderBy(asc(sessions.id)),
  ]);
  return { shops: a, accounts: b, accountAccess: c, appUsers: d, shopDevices: e, auditLog: f, sessions: g };
}

interface Call {
  route: string;
  path: string;
  body?: unknown;
  /** Expected status; 200 only for reads of the caller's own store. */
  status: number;
  code?: number;
}

function calls(): Call[] {
  const u = demo.userId;
  return [
    {
      route: '/api/user/query/{page}/{pageSize}',
      path: '/api/user/query/1/200',
      body: { shopId: demo.shopId },
      status: 404,
    },
    { route: '/api/user/query/{page}/{pageSize}', path: '/api/user/query/1/200', body: {}, status: 200 },
    {
      route: '/api/user/query/{page}/{pageSize}',
      path: '/api/user/query/1/200',
      body: { deviceNo: demo.deviceNo },
      status: 200,
    },
    { route: '/api/user/export', path: '/api/user/export', body: { shopId: demo.shopId }, status: 404 },
    { route: '/api/user/export', path: '/api/user/export', body: {}, status: 200 },
    {
      route: '/api/user/add',
      path: '/api/user/add',
      body: { ...appUserForm(), password: PASSWORD },
      status: 404,
      code: 400202,
    },
    {
      route: '/api/user/update/{userId}',
      path: `/api/user/update/${u}`,
      body: appUserForm({ deviceNo: '' }),
      status: 404,
      code: 100405,
    },
    {
      route: '/api/user/update/{userId}',
      path: `/api/user/update/${ownUserId}`,
      body: appUserForm({ userName: 'weiliang', mobile: '65 91234567' }),
      status: 404,
      code: 400202,
    },
    { route: '/api/user/updateStatus/{userId}/{userStatus}', path: `/api/user/updateStatus/${u}/0`, status: 404 },
    { route: '/api/user/updateStatus/{userId}/{userStatus}', path: `/api/user/updateStatus/${u}/1`, status: 404 },
    { route: '/api/user/close/{userId}', path: `/api/user/close/${u}`, status: 404 },
    { route: '/api/user/updatePwd/{userId}', path: `/api/user/updatePwd/${u}`, body: { pwd: PASSWORD }, status: 404 },
    { route: '/api/shop/query/{page}/{pageSize}', path: '/api/shop/query/1/20', body: {}, status: 403, code: 100407 },
    {
      route: '/api/shop/updateStatus/{shopId}/{status}',
      path: `/api/shop/updateStatus/${demo.shopId}/0`,
      status: 403,
      code: 100407,
    },
    { route: '/api/shopDevice/query', path: '/api/shopDevice/query', body: { shopId: demo.shopId }, status: 404 },
    { route: '/api/shopDevice/query', path: '/api/shopDevice/query', body: { deviceNo: 'SKN' }, status: 200 },
    {
      route: '/api/shopDevice/query/{page}/{pageSize}',
      path: '/api/shopDevice/query/1/50',
      body: { shopId: demo.shopId },
      status: 404,
    },
    { route: '/api/shopDevice/query/{page}/{pageSize}', path: '/api/shopDevice/query/1/50', body: {}, status: 200 },
    // Device numbers are unique across stores: the add is refused and nothing about the owner is told.
    {
      route: '/api/shopDevice/add',
      path: '/api/shopDevice/add',
      body: { deviceNo: demo.deviceNo, deviceName: 'mine' },
      status: 409,
      code: 400201,
    },
    {
      route: '/api/shopDevice/delete/{deviceNo}',
      path: `/api/shopDevice/delete/${demo.deviceNo}`,
      status: 404,
      code: 400202,
    },
    { route: '/api/staff/query/{page}/{pageSize}', path: '/api/staff/query/1/50', body: {}, status: 200 },
    {
      route: '/api/staff/add',
      path: '/api/staff/add',
      body: { userName: 'demostaff', password: PASSWORD, access: ['users'] },
      status: 409,
    },
    {
      route: '/api/staff/update/{id}',
      path: `/api/staff/update/${demo.staffId}`,
      body: { status: 0, access: ['users', 'audit'] },
      status: 404,
    },
    { route: '/api/staff/update/{id}', path: `/api/staff/update/${demo.ownerId}`, body: { status: 0 }, status: 404 },
    {
      route: '/api/staff/updatePwd/{id}',
      path: `/api/staff/updatePwd/${demo.staffId}`,
      body: { pwd: PASSWORD },
      status: 404,
    },
    {
      route: '/api/staff/updatePwd/{id}',
      path: `/api/staff/updatePwd/${demo.ownerId}`,
      body: { pwd: PASSWORD },
      status: 404,
    },
    {
      route: '/api/audit/query/{page}/{pageSize}',
      path: '/api/audit/query/1/200',
      body: { shopId: demo.shopId },
      status: 404,
    },
    { route: '/api/audit/query/{page}/{pageSize}', path: '/api/audit/query/1/200', body: {}, status: 200 },
    {
      route: '/api/audit/query/{page}/{pageSize}',
      path: '/api/audit/query/1/200',
      body: { targetId: demo.deviceNo },
      status: 200,
    },
  ];
}

beforeAll(async () => {
  s = await startServer();
  second = await loginAs(s, 'secondshop');
  const allShops = await s.db.select().from(shops);
  const demoShop = allShops.find((x) => x.name === 'Demo Store')!;
  const allAccounts = await s.db.select().from(accounts);
  const users = await s.db.select().from(appUsers);
  demo = {
    shopId: demoShop.id,
    userId: users.find((x) => x.userName === 'linmei')!.id,
    ownerId: allAccounts.find((x) => x.userName === 'demoshop')!.id,
    staffId: allAccounts.find((x) => x.userName === 'demostaff')!.id,
    deviceNo: 'SKN-A1-0001',
  };
  ownUserId = users.find((x) => x.userName === 'weiliang')!.id;
});
afterAll(() => s.close());

describe("one store against another store's rows", () => {
  it('walks every route of the feature', async () => {
    const doc = (await s.get('/api/openapi.json')).body as unknown as { paths: Record<string, unknown> };
    const routes = Object.keys(doc.paths).filter(isFeatureRoute).sort();
    expect(routes.length).toBeGreaterThanOrEqual(17);
    expect([...new Set(calls().map((c) => c.route))].sort()).toEqual(routes);
  });

  it("reads nothing and changes nothing of Demo Store's with Second Store's token", async () => {
    const before = await snapshot();
    for (const c of calls()) {
      const res = await s.request('POST', c.path, { token: second, body: c.body });
      const what = `${c.path} ${JSON.stringify(c.body ?? null)}`;
      expect(res.status, what).toBe(c.status);
      if (c.code) expect(res.body.code, what).toBe(c.code);
      for (const marker of DEMO_MARKERS) {
        if (c.code === 400201 || c.code === 400202) continue; // the refusal names only what the caller sent
        expect(res.text, `${what} leaks ${marker}`).not.toContain(marker);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers Second Store's reads with its own rows only", async () => {
    const users = await s.post('/api/user/query/1/200', {}, { token: second });
    expect(users.body.datas.list.map((x: { userName: string }) => x.userName).sort()).toEqual(['priya', 'weiliang']);
    const devices = await s.post('/api/shopDevice/query', {}, { token: second });
    expect(devices.body.datas.list.map((x: { deviceNo: string }) => x.deviceNo)).toEqual(['SKN-A1-0450']);
    const staff = await s.post('/api/staff/query/1/50', {}, { token: second });
    expect(staff.body.datas.total).toBe(0);
    const log = await s.post('/api/audit/query/1/200', {}, { token: second });
    const shopIds = new Set(log.body.datas.list.map((x: { shopId: number }) => x.shopId));
    expect(shopIds.has(demo.shopId)).toBe(false);
  });
});
