import { asc, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAccess, accounts, appUsers, auditLog, sessions, shopDevices, shops } from '../src/db/schema.js';
import { appToken, buildAppAccount } from '../src/modules/app/app.fixture.js';
import {
  type AccountRow,
  type AppUserRow,
  buildAppUser,
  buildDevice,
  buildLabelTree,
  buildStoreWithOwner,
  type DeviceRow,
  type ShopRow,
} from './factories.js';
import { startServer, type TestServer } from './helper.js';
import { guardedRoutes, PUBLIC_ROUTES, publishedRoutes, withGetForms } from './routes.js';
import { type IsolationPart, moduleWalks, PASSWORD, type WalkCall } from './walks.js';

/**
 * No route lets one store read or change another store's rows: every route the API publishes
 * (but the public ones) is walked with the attacker store's owner token against the victim store's
 * ids, and the whole database must be the same afterwards. Both stores are made here, with their app users and
 * devices; each module's `walk.fixture.ts` (server/test/walks.ts) builds its own victim rows and brings its calls,
 * markers and tables. The calls here are no one module's: the caller's own account and the sign-outs.
 */
let s: TestServer;
let attacker: string;
/** An app account of the attacker's store, signed in on one of its devices: for the app's routes. */
let attackerApp: string;
let victim: { shop: ShopRow; owner: AccountRow; user: AppUserRow; device: DeviceRow };
let own: { shop: ShopRow; owner: AccountRow; users: AppUserRow[]; device: DeviceRow; app: AppUserRow };
/** What the modules' own walks (`modules/<name>/walk.fixture.ts`) built and call. */
let modules: IsolationPart = { calls: [], markers: [], tables: [] };

/** Text that only the victim store's rows hold. */
const markers = () => [
  victim.shop.name,
  victim.shop.contact,
  victim.owner.userName,
  victim.user.userName,
  victim.device.deviceNo,
  victim.device.deviceName,
  ...modules.markers,
];

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
  // The modules' tables, each in the order of all its columns.
  const moduleRows = await Promise.all(
    modules.tables.map((t) =>
      s.db
        .select()
        .from(t)
        .orderBy(...Object.values(getTableColumns(t)).map((column) => asc(column))),
    ),
  );
  // When an app last signed in or called is contact, not a change of the store's rows.
  return {
    shops: a,
    accounts: b,
    accountAccess: c,
    appUsers: d.map(({ lastLoginAt: _, lastLoginDeviceNo: __, ...row }) => row),
    shopDevices: e.map(({ lastSeenAt: _, ...row }) => row),
    auditLog: f,
    sessions: g,
    modules: moduleRows,
  };
}

type Call = WalkCall;

function calls(): Call[] {
  return [
    { route: 'GET /api/user/get', path: '/api/user/get', status: 200 },
    { route: 'GET /api/user', path: '/api/user', status: 200 },
    {
      route: 'POST /api/user/updatePwd',
      path: '/api/user/updatePwd',
      body: { oldPwd: 'Not#MyPassword1', pwd: PASSWORD },
      status: 400,
      code: 100008,
    },
    // The modules' own walks (walk.fixture.ts beside each module).
    ...modules.calls,
    // The analysis app's sign-out, after its calls.
    { route: 'POST /api/app/v1/logout', path: '/api/app/v1/logout', status: 200, app: true },
    // Last: signs the attacker out, which touches only its own session.
    { route: 'POST /api/logout', path: '/api/logout', status: 200 },
  ];
}

beforeAll(async () => {
  s = await startServer();
  const v = await buildStoreWithOwner(s.db);
  const device = await buildDevice(s.db, v.shop);
  victim = { ...v, device, user: await buildAppUser(s.db, v.shop, { deviceNo: device.deviceNo }) };
  // Something of the victim's in the audit log.
  const victimToken = await s.login(v.owner.userName, v.owner.password);
  const added = await s.post(
    '/api/shopDevice/add',
    { deviceNo: `${device.deviceNo}-2`, deviceName: 'Second' },
    { token: victimToken },
  );
  expect(added.status).toBe(200);
  const a = await buildStoreWithOwner(s.db);
  const ownDevice = await buildDevice(s.db, a.shop);
  const app = await buildAppAccount(s.db, a.shop, { device: ownDevice });
  own = {
    ...a,
    device: ownDevice,
    users: [await buildAppUser(s.db, a.shop), await buildAppUser(s.db, a.shop, { userType: 2, permanent: true })],
    app: app.account,
  };
  await buildLabelTree(s.db, a.shop, 'en-US', [{ type: 'Blemishes', labels: [{ name: 'Acne', key: 'acne' }] }]);
  const world = { db: s.db, victim, attacker: own };
  for (const { walk } of await moduleWalks()) {
    const part = await walk.isolation?.(world);
    if (!part) continue;
    modules = {
      calls: [...modules.calls, ...part.calls],
      markers: [...modules.markers, ...part.markers],
      tables: [...modules.tables, ...part.tables],
    };
  }
  attacker = await s.login(a.owner.userName, a.owner.password);
  attackerApp = await appToken(s, app);
});
afterAll(() => s.close());

describe("one store against another store's rows", () => {
  it('walks every route the API publishes, but the public ones', async () => {
    const routes = await guardedRoutes(s);
    expect(routes.length).toBeGreaterThanOrEqual(22);
    const walked = withGetForms(calls(), await publishedRoutes(s));
    expect([...new Set(walked.map((c) => c.route))].sort()).toEqual(routes);
  });

  it('exempts only routes that answer without sign-in', async () => {
    const published = new Set(await publishedRoutes(s));
    for (const route of PUBLIC_ROUTES) {
      expect(published.has(route), route).toBe(true);
      const [method, path] = route.split(' ') as [string, string];
      const res = await s.request(method, path.replace('{phone}', 'not-a-phone'), {
        body: method === 'POST' ? {} : undefined,
      });
      expect(res.status, route).not.toBe(401);
      expect(res.status, route).toBeLessThan(500);
    }
  });

  it("reads nothing and changes nothing of the other store's with its token", async () => {
    const before = await snapshot();
    // Each read also as a GET, naming the victim's store (or rows) in the query string.
    const all = withGetForms(calls(), await publishedRoutes(s));
    const last = all.pop()!;
    const check = async (c: Call) => {
      const method = c.route.split(' ')[0]!;
      const res = await s.request(method, c.path, { token: c.app ? attackerApp : attacker, body: c.body });
      const what = `${method} ${c.path} ${JSON.stringify(c.body ?? null)}`;
      expect(res.status, `${what}: a fault of ours`).toBeLessThan(500);
      expect(res.status, what).toBe(c.status);
      if (c.code) expect(res.body.code, what).toBe(c.code);
      for (const marker of markers()) {
        if (c.code === 400201 || c.code === 400202) continue; // the refusal names only what the caller sent
        expect(res.text, `${what} leaks ${marker}`).not.toContain(marker);
      }
    };
    for (const c of all) await check(c);
    expect(await snapshot()).toEqual(before);
    await check(last);
    const after = await snapshot();
    expect({ ...after, sessions: [] }).toEqual({ ...before, sessions: [] });
  });

  it('answers its reads with its own rows only', async () => {
    const token = await s.login(own.owner.userName, own.owner.password);
    const users = await s.post('/api/user/query/1/200', {}, { token });
    expect(users.body.datas.list.map((x: { userName: string }) => x.userName).sort()).toEqual(
      [...own.users, own.app].map((x) => x.userName).sort(),
    );
    const devices = await s.post('/api/shopDevice/query', {}, { token });
    expect(devices.body.datas.list.map((x: { deviceNo: string }) => x.deviceNo)).toEqual([own.device.deviceNo]);
    const staff = await s.post('/api/staff/query/1/50', {}, { token });
    expect(staff.body.datas.total).toBe(0);
    const log = await s.post('/api/audit/query/1/200', {}, { token });
    const shopIds = new Set(log.body.datas.list.map((x: { shopId: number }) => x.shopId));
    expect(shopIds.has(victim.shop.id)).toBe(false);
  });
});
