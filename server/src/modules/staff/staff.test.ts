import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountRow, buildAppUser, buildStaff, buildStoreWithOwner } from '../../../test/factories.js';
import { loginAs, startServer, type TestServer } from '../../../test/helper.js';
import { accountAccess, accounts, auditLog, sessions } from '../../db/schema.js';

let s: TestServer;
/** The store these tests work in, its owner and its one staff account (`users`, `shop-device`). */
let mine: { shopId: number; owner: AccountRow; staff: AccountRow };
/** The owner of another store. */
let other: AccountRow;
let owner: string;
let staffToken: string;
let platform: string;
let shopId: number;
let appUserName: string;

const PASSWORD = 'Staff#Pass20260';
const add = (body: unknown, token = owner) => s.post('/api/staff/add', body, { token });
const liveSessions = async (accountId: number) =>
  s.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
const lastAudit = async (action: string) =>
  (await s.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];

beforeAll(async () => {
  s = await startServer();
  const { shop, owner: o } = await buildStoreWithOwner(s.db);
  mine = { shopId: shop.id, owner: o, staff: await buildStaff(s.db, shop, ['users', 'shop-device']) };
  other = (await buildStoreWithOwner(s.db)).owner;
  shopId = shop.id;
  [owner, staffToken, platform] = await Promise.all([
    s.login(mine.owner.userName, mine.owner.password),
    s.login(mine.staff.userName, mine.staff.password),
    loginAs(s, 'platform'),
  ]);
  appUserName = (await buildAppUser(s.db, shop)).userName; // for the staff to work on
});
afterAll(() => s.close());

describe('POST /api/staff/query/{page}/{pageSize}', () => {
  it("lists the owner's staff with their codes, and filters", async () => {
    const res = await s.post('/api/staff/query/1/10', {}, { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.datas.total).toBe(1);
    expect(res.body.datas.list[0]).toMatchObject({
      userName: mine.staff.userName,
      status: 1,
      access: ['users', 'shop-device'],
      mobile: mine.staff.mobile,
    });
    expect(JSON.stringify(res.body)).not.toContain('scrypt');
    const none = await s.post('/api/staff/query/1/10', { userName: "' or 1=1 --" }, { token: owner });
    expect(none.body.datas.total).toBe(0);
    const second = await s.post('/api/staff/query/1/10', {}, { token: await s.login(other.userName, other.password) });
    expect(second.body.datas.total).toBe(0);
    expect((await s.post('/api/staff/query/0/10', {}, { token: owner })).status).toBe(400);
    expect((await s.post('/api/staff/query/1/1000', {}, { token: owner })).status).toBe(400);
    expect((await s.post('/api/staff/query/1/10', { status: 7 }, { token: owner })).status).toBe(400);
  });

  it('is refused to staff (even the code cannot be granted), to the platform and without a token', async () => {
    expect((await s.post('/api/staff/query/1/10', {}, { token: staffToken })).body.code).toBe(100403);
    expect((await s.post('/api/staff/query/1/10', {}, { token: platform })).body.code).toBe(100406);
    expect((await s.post('/api/staff/query/1/10', {})).status).toBe(401);
  });
});

describe('POST /api/staff/add', () => {
  it('creates a staff account of the store that can sign in with exactly the granted codes', async () => {
    const res = await add({
      userName: 'cashier01',
      mobile: '86 13700001111',
      password: PASSWORD,
      access: ['users', 'users:status', 'users'],
    });
    expect(res.status).toBe(200);
    expect(res.body.datas).toMatchObject({ userName: 'cashier01', status: 1, access: ['users', 'users:status'] });
    const [row] = await s.db.select().from(accounts).where(eq(accounts.userName, 'cashier01'));
    expect(row).toMatchObject({ kind: 'staff', shopId: shopId });
    const entry = await lastAudit('staff.add');
    expect(entry).toMatchObject({ targetId: String(row!.id), actorName: mine.owner.userName });
    expect(entry!.after).toMatchObject({ userName: 'cashier01', access: ['users', 'users:status'] });
    expect(JSON.stringify(entry)).not.toContain('scrypt');

    // The server enforces the codes on every call.
    const token = await s.login('cashier01', PASSWORD);
    const me = await s.get('/api/user/get', { token });
    expect(me.body.datas).toMatchObject({ kind: 'staff', access: ['users', 'users:status'] });
    expect((await s.post('/api/user/query/1/10', {}, { token })).status).toBe(200);
    const [appUser] = (await s.post('/api/user/query/1/10', { userName: appUserName }, { token })).body.datas.list;
    expect((await s.post(`/api/user/updateStatus/${appUser.id}/0`, undefined, { token })).status).toBe(200);
    expect((await s.post(`/api/user/updateStatus/${appUser.id}/1`, undefined, { token })).status).toBe(200);
    for (const [path, body] of [
      ['/api/user/add', {}],
      [`/api/user/close/${appUser.id}`, undefined],
      [`/api/user/updatePwd/${appUser.id}`, { pwd: PASSWORD }],
      ['/api/user/export', {}],
      ['/api/shopDevice/query', {}],
      ['/api/audit/query/1/10', {}],
      ['/api/staff/query/1/10', {}],
    ] as const) {
      const r = await s.post(path, body, { token });
      expect(r.status, path).toBe(403);
      expect(r.body.code).toBe(100403);
    }
  });

  it('refuses taken user names (any console account, any case) and phones', async () => {
    const ownName = mine.owner.userName;
    for (const userName of [ownName[0]!.toUpperCase() + ownName.slice(1), 'platform', other.userName, 'cashier01']) {
      const res = await add({ userName, password: PASSWORD, access: [] });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 400301, message: 'Duplicate username' });
    }
    const phone = await add({ userName: 'cashier02', mobile: mine.owner.mobile, password: PASSWORD, access: [] });
    expect(phone.status).toBe(409);
    expect(phone.body.code).toBe(100006);
  });

  it('refuses bad input: names, passwords, phones, codes that cannot be granted', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ userName: '9lives' }, 'userName'],
      [{ userName: 'ab' }, 'userName'],
      [{ password: 'weakpass' }, 'password'],
      [{ password: undefined }, 'password'],
      [{ mobile: '86 123' }, 'mobile'],
      [{ access: ['staff'] }, 'access.0'],
      [{ access: ['users', 'superuser'] }, 'access.1'],
      [{ access: 'users' }, 'access'],
      [{ access: undefined }, 'access'],
    ];
    for (const [over, field] of cases) {
      const res = await add({ userName: 'cashier03', password: PASSWORD, access: ['users'], ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.body.datas.fields), JSON.stringify(over)).toContain(field);
    }
    expect(await s.db.select().from(accounts).where(eq(accounts.userName, 'cashier03'))).toHaveLength(0);
  });

  it("refuses an action code without its screen's view code, and creates nothing", async () => {
    for (const access of [['users:add'], ['export'], ['audit', 'shop-device:delete'], ['users', 'shop-device:add']]) {
      const res = await add({ userName: 'cashier04', password: PASSWORD, access }, owner);
      expect(res.status, access.join()).toBe(400);
      expect(res.body.code, access.join()).toBe(400302);
      expect(res.body.message).toMatch(/view access/);
    }
    expect(await s.db.select().from(accounts).where(eq(accounts.userName, 'cashier04'))).toHaveLength(0);
    const zh = await s.request('POST', '/api/staff/add', {
      token: owner,
      body: { userName: 'cashier04', password: PASSWORD, access: ['export'] },
      headers: { 'x-lang': 'zh-CN' },
    });
    expect(zh.body.message).toContain('查看权限');
  });

  it('is refused to staff and to the platform', async () => {
    const body = { userName: 'sneaky01', password: PASSWORD, access: ['staff'] };
    expect((await add(body, staffToken)).body.code).toBe(100403);
    expect((await add({ ...body, access: ['users'] }, staffToken)).body.code).toBe(100403);
    expect((await add({ ...body, access: ['users'] }, platform)).body.code).toBe(100406);
  });
});

describe('POST /api/staff/update/{id} and updatePwd/{id}', () => {
  const idOf = async (userName: string) =>
    (await s.db.select().from(accounts).where(eq(accounts.userName, userName)))[0]!.id;

  it('changes the codes, signs the staff out and records before and after', async () => {
    const id = await idOf('cashier01');
    const token = await s.login('cashier01', PASSWORD);
    expect(await liveSessions(id)).not.toHaveLength(0);
    const res = await s.post(`/api/staff/update/${id}`, { access: ['audit', 'users'] }, { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.datas.access).toEqual(['users', 'audit']);
    expect(await liveSessions(id)).toHaveLength(0);
    expect((await s.get('/api/user/get', { token })).status).toBe(401);
    const entry = await lastAudit('staff.update');
    expect(entry!.before).toMatchObject({ access: ['users', 'users:status'] });
    expect(entry!.after).toMatchObject({ access: ['users', 'audit'] });
    const grants = await s.db.select().from(accountAccess).where(eq(accountAccess.accountId, id));
    expect(grants.map((g) => g.code).sort()).toEqual(['audit', 'users']);
  });

  it('refuses to leave an action without its view code, and changes nothing', async () => {
    const id = await idOf('cashier01');
    const res = await s.post(`/api/staff/update/${id}`, { access: ['users:edit', 'audit'] }, { token: owner });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400302);
    const grants = await s.db.select().from(accountAccess).where(eq(accountAccess.accountId, id));
    expect(grants.map((g) => g.code).sort()).toEqual(['audit', 'users']);
  });

  it('keeps sessions when nothing that matters changes', async () => {
    const id = await idOf('cashier01');
    await s.login('cashier01', PASSWORD);
    const res = await s.post(`/api/staff/update/${id}`, { access: ['users', 'audit'], status: 1 }, { token: owner });
    expect(res.status).toBe(200);
    expect(await liveSessions(id)).toHaveLength(1);
  });

  it('disabling signs the staff out and stops sign-in; enabling lets it back', async () => {
    const id = await idOf('cashier01');
    const res = await s.post(`/api/staff/update/${id}`, { status: 0 }, { token: owner });
    expect(res.body.datas.status).toBe(0);
    expect(await liveSessions(id)).toHaveLength(0);
    const login = await s.post('/api/login', { username: 'cashier01', password: PASSWORD });
    expect(login.body.code).toBe(100004);
    await s.post(`/api/staff/update/${id}`, { status: 1 }, { token: owner });
    expect(await s.login('cashier01', PASSWORD)).toBeTruthy();
  });

  it('sets a new password, signing the staff out', async () => {
    const id = await idOf('cashier01');
    const res = await s.post(`/api/staff/updatePwd/${id}`, { pwd: 'Newer#Pass20261' }, { token: owner });
    expect(res.status).toBe(200);
    expect(await liveSessions(id)).toHaveLength(0);
    expect(await s.login('cashier01', 'Newer#Pass20261')).toBeTruthy();
    const entry = await lastAudit('staff.password');
    expect(JSON.stringify(entry)).not.toMatch(/scrypt|Newer#Pass/);
    expect((await s.post(`/api/staff/updatePwd/${id}`, { pwd: 'weak' }, { token: owner })).status).toBe(400);
  });

  it("answers 404 for the owner's own account, other stores' accounts and unknown ids", async () => {
    const ownerId = mine.owner.id;
    const otherOwner = other.id;
    const platformId = await idOf('platform');
    for (const id of [ownerId, otherOwner, platformId, 999_999]) {
      const res = await s.post(`/api/staff/update/${id}`, { status: 0 }, { token: owner });
      expect(res.status).toBe(404);
      const pwd = await s.post(`/api/staff/updatePwd/${id}`, { pwd: 'Hijack#Pass2026' }, { token: owner });
      expect(pwd.status).toBe(404);
    }
    expect(await s.login(mine.owner.userName, mine.owner.password)).toBeTruthy();
    expect((await s.post('/api/staff/update/abc', { status: 0 }, { token: owner })).status).toBe(400);
    expect((await s.post(`/api/staff/update/${ownerId}`, { status: 3 }, { token: owner })).status).toBe(400);
  });

  it('is refused to staff and to the platform', async () => {
    const id = mine.staff.id;
    // Access is checked before the body: staff hear 403 whatever they send.
    const escalate = await s.post(`/api/staff/update/${id}`, { access: ['users', 'staff'] }, { token: staffToken });
    expect(escalate.body.code).toBe(100403);
    expect((await s.post(`/api/staff/update/${id}`, { access: ['audit'] }, { token: staffToken })).body.code).toBe(
      100403,
    );
    expect((await s.post(`/api/staff/updatePwd/${id}`, { pwd: PASSWORD }, { token: staffToken })).body.code).toBe(
      100403,
    );
    expect((await s.post(`/api/staff/update/${id}`, { status: 0 }, { token: platform })).body.code).toBe(100406);
    const grants = await s.db.select().from(accountAccess).where(eq(accountAccess.accountId, id));
    expect(grants.map((g) => g.code).sort()).toEqual(['shop-device', 'users']);
  });
});
