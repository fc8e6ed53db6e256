import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountRow, buildStaff } from '../../../test/factories.js';
import { loginAs, startServer, type TestServer } from '../../../test/helper.js';
import { appUsers, auditLog } from '../../db/schema.js';
import { verifyPassword } from '../../lib/crypto.js';
import { buildAppAccounts, FOREIGN, FRONT, M, N, SCANNER } from './accounts.fixture.js';

let s: TestServer;
let owner: string;
let staff: string;
let platform: string;
let second: string;
let shopId: number;
let otherShopId: number;
let ownerRow: AccountRow;

const PASSWORD = 'Strong#Pass2026';
const userId = async (userName: string) => {
  const [row] = await s.db.select().from(appUsers).where(eq(appUsers.userName, userName));
  return row!.id;
};
const userRow = async (id: number) => (await s.db.select().from(appUsers).where(eq(appUsers.id, id)))[0]!;
const lastAudit = async (action: string) =>
  (await s.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];
const query = (body: unknown, token = owner, page = 1, pageSize = 50) =>
  s.post(`/api/user/query/${page}/${pageSize}`, body, { token });

let seq = 0;
/** A valid add-form body with a fresh name and phone. */
function newAccount(over: Record<string, unknown> = {}) {
  seq += 1;
  return {
    userType: 1,
    userName: `tester${seq}`,
    mobile: `86 1390000${String(seq).padStart(4, '0')}`,
    password: PASSWORD,
    address: 'Room 1',
    deviceNo: FRONT,
    permanent: false,
    expireTime: '2030-06-30',
    ...over,
  };
}

beforeAll(async () => {
  s = await startServer();
  const { mine, other } = await buildAppAccounts(s.db);
  ownerRow = mine.owner;
  shopId = mine.shop.id;
  otherShopId = other.shop.id;
  const staffRow = await buildStaff(s.db, mine.shop, ['users', 'shop-device']);
  [owner, staff, platform, second] = await Promise.all([
    s.login(mine.owner.userName, mine.owner.password),
    s.login(staffRow.userName, staffRow.password),
    loginAs(s, 'platform'),
    s.login(other.owner.userName, other.owner.password),
  ]);
});
afterAll(() => s.close());

describe('POST /api/user/query/{page}/{pageSize}', () => {
  it("lists the store's own accounts, newest first, with every field", async () => {
    const res = await query({});
    expect(res.status).toBe(200);
    const { list, total, page, pageSize } = res.body.datas;
    expect({ total, page, pageSize }).toEqual({ total: 9, page: 1, pageSize: 50 });
    expect(list.every((u: { shopId: number }) => u.shopId === shopId)).toBe(true);
    const created = list.map((u: { createdAt: string }) => u.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const linmei = list.find((u: { userName: string }) => u.userName === N.linmei);
    expect(Object.keys(linmei).sort()).toEqual(
      [
        'address',
        'closed',
        'closedAt',
        'createdAt',
        'deviceNo',
        'expireTime',
        'expired',
        'id',
        'lastAppSignIn',
        'mobile',
        'permanent',
        'shopId',
        'status',
        'updatedAt',
        'userName',
        'userType',
      ].sort(),
    );
    expect(linmei).toMatchObject({ userType: 1, mobile: M.linmei, status: 1, deviceNo: FRONT, lastAppSignIn: null });
    expect(JSON.stringify(res.body)).not.toContain('scrypt');
  });

  it('accepts a request without a body as "no filter"', async () => {
    const res = await s.request('POST', '/api/user/query/1/5', { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.datas.total).toBe(9);
    expect(res.body.datas.list).toHaveLength(5);
  });

  it('filters by type, name (contains, any case), phone, status, device, permanence and closure', async () => {
    const names = async (body: unknown) =>
      (await query(body)).body.datas.list.map((u: { userName: string }) => u.userName).sort();
    expect(await names({ userType: 1 })).toEqual([N.emilyw, N.linmei, N.somchai]);
    expect(await names({ userName: 'LIN' })).toEqual([N.linmei]);
    expect(await names({ mobile: '7111100' })).toEqual([N.chenjing, N.linmei, N.zhaoyun]);
    expect(await names({ status: 0 })).toEqual([N.chenjing, N.siti]);
    expect(await names({ deviceNo: SCANNER })).toEqual([N.nguyenan, N.somchai]);
    expect(await names({ permanent: true })).toEqual([N.nguyenan, N.zhaoyun]);
    expect(await names({ closed: true })).toEqual([N.chenjing]);
    expect(await names({ userType: 2, status: 1, userName: 'a' })).toEqual([N.mariag, N.nguyenan, N.tanaka, N.zhaoyun]);
    // Empty strings and nulls are "no filter", as a console form sends its cleared fields.
    expect(await names({ userName: '', mobile: null, status: null, deviceNo: '' })).toHaveLength(9);
  });

  it('filters by an expiry range (dates are whole UTC days; permanent accounts have no expiry)', async () => {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const res = await query({ expireFrom: day(0), expireTo: day(100) });
    const names = res.body.datas.list.map((u: { userName: string }) => u.userName).sort();
    expect(names).toEqual([N.chenjing, N.emilyw, N.mariag, N.tanaka]);
    const expired = await query({ expireTo: new Date().toISOString() });
    expect(expired.body.datas.list.map((u: { userName: string; expired: boolean }) => [u.userName, u.expired])).toEqual(
      [[N.siti, true]],
    );
  });

  it('sorts by user name, expiry and add time in both directions', async () => {
    const order = async (sortField: string, sortOrder: string) =>
      (await query({ sortField, sortOrder })).body.datas.list.map((u: { userName: string }) => u.userName);
    const byName = await order('userName', 'ascend');
    expect(byName).toEqual([...byName].sort());
    expect(await order('userName', 'descend')).toEqual([...byName].reverse());
    const byExpiry = (await query({ sortField: 'expireTime', sortOrder: 'ascend' })).body.datas.list;
    const times = byExpiry.map((u: { expireTime: string | null }) => u.expireTime);
    // Permanent accounts (no expiry) sort as the latest.
    expect(times.slice(-2)).toEqual([null, null]);
    const dated = times.filter((t: string | null) => t !== null);
    expect(dated).toEqual([...dated].sort());
    const oldest = await order('createdAt', 'ascend');
    expect(oldest[0]).toBe(N.chenjing);
  });

  it('pages without overlap and answers an empty page past the end', async () => {
    const p1 = (await query({}, owner, 1, 4)).body.datas;
    const p2 = (await query({}, owner, 2, 4)).body.datas;
    const p3 = (await query({}, owner, 3, 4)).body.datas;
    const ids = [...p1.list, ...p2.list, ...p3.list].map((u: { id: number }) => u.id);
    expect(new Set(ids).size).toBe(9);
    expect(p3.list).toHaveLength(1);
    const past = (await query({}, owner, 9, 4)).body.datas;
    expect(past).toMatchObject({ list: [], total: 9, page: 9, pageSize: 4 });
  });

  it('treats SQL-looking and wildcard text as plain text', async () => {
    for (const text of ["' OR 1=1 --", '%', '_', '\\', "a'; drop table app_users;--"]) {
      const res = await query({ userName: text });
      expect(res.status).toBe(200);
      expect(res.body.datas.total).toBe(0);
    }
    expect((await query({ mobile: '%' })).body.datas.total).toBe(0);
    const [row] = await s.db.select({ n: sql<number>`count(*)::int` }).from(appUsers);
    expect(row!.n).toBeGreaterThan(9);
  });

  it('refuses bad paging and bad filters with 400 and the field in question', async () => {
    for (const [path, field] of [
      ['/api/user/query/0/10', 'page'],
      ['/api/user/query/1/1000', 'pageSize'],
      ['/api/user/query/1/0', 'pageSize'],
      ['/api/user/query/x/10', 'page'],
      ['/api/user/query/-1/10', 'page'],
    ] as const) {
      const res = await s.post(path, {}, { token: owner });
      expect(res.status, path).toBe(400);
      expect(res.body.code).toBe(100400);
      expect(Object.keys(res.body.datas.fields)).toContain(field);
    }
    for (const [body, field] of [
      [{ userType: 3 }, 'userType'],
      [{ userType: '1' }, 'userType'],
      [{ status: 7 }, 'status'],
      [{ permanent: 'yes' }, 'permanent'],
      [{ expireFrom: 'tomorrow' }, 'expireFrom'],
      [{ expireTo: '2026-02-30' }, 'expireTo'],
      [{ sortField: 'passwordHash' }, 'sortField'],
      [{ sortOrder: 'up' }, 'sortOrder'],
      [{ userName: 'x'.repeat(33) }, 'userName'],
      [{ shopId: 'abc' }, 'shopId'],
    ] as const) {
      const res = await query(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.datas.fields)).toContain(field);
    }
    const notJson = await s.request('POST', '/api/user/query/1/10', {
      token: owner,
      raw: { contentType: 'application/json', data: '{"userType":' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe(100401);
  });

  it('lets the platform operator read one named store, and requires the name', async () => {
    const missing = await query({}, platform);
    expect(missing.status).toBe(400);
    expect(missing.body.datas.fields.shopId).toBeTruthy();
    const res = await query({ shopId: otherShopId }, platform);
    expect(res.status).toBe(200);
    expect(res.body.datas.list.map((u: { userName: string }) => u.userName).sort()).toEqual([N.priya, N.weiliang]);
    expect((await query({ shopId: 999_999 }, platform)).status).toBe(404);
  });

  it("answers 404 when a store names another store's id, and 401 without a token", async () => {
    const res = await query({ shopId: shopId }, second);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(100405);
    const own = await query({ shopId: otherShopId }, second);
    expect(own.body.datas.total).toBe(2);
    const anon = await s.post('/api/user/query/1/10', {});
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(100001);
  });

  it('lets a staff account holding `users` read', async () => {
    const res = await query({}, staff);
    expect(res.status).toBe(200);
    expect(res.body.datas.total).toBe(9);
  });
});

describe('POST /api/user/add', () => {
  it("adds an account to the caller's store, stores only a hash and writes the audit log", async () => {
    const body = newAccount({ address: "O'Brien St; DROP TABLE app_users; --" });
    const res = await s.post('/api/user/add', body, { token: owner });
    expect(res.status).toBe(200);
    const u = res.body.datas;
    expect(u).toMatchObject({
      shopId: shopId,
      userType: 1,
      userName: body.userName,
      mobile: body.mobile,
      status: 1,
      address: body.address,
      deviceNo: FRONT,
      permanent: false,
      expireTime: '2030-06-30T23:59:59.999Z',
      closed: false,
    });
    const row = await userRow(u.id);
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(PASSWORD, row.passwordHash!)).toBe(true);
    const entry = await lastAudit('user.add');
    expect(entry).toMatchObject({ shopId: shopId, actorName: ownerRow.userName, targetId: String(u.id) });
    expect(entry!.after).toMatchObject({ userName: body.userName });
    expect(JSON.stringify(entry)).not.toContain('scrypt');
  });

  it('stores a permanent account without expiry, and an account with no device', async () => {
    const res = await s.post(
      '/api/user/add',
      newAccount({ userType: 2, permanent: true, expireTime: '2031-01-01', deviceNo: '' }),
      { token: owner },
    );
    expect(res.status).toBe(200);
    expect(res.body.datas).toMatchObject({ permanent: true, expireTime: null, deviceNo: null, userType: 2 });
    const noDevice = await s.post('/api/user/add', newAccount({ deviceNo: null, address: undefined }), {
      token: owner,
    });
    expect(noDevice.body.datas).toMatchObject({ deviceNo: null, address: '' });
    const withOffset = await s.post('/api/user/add', newAccount({ expireTime: '2031-03-01T08:00:00+08:00' }), {
      token: owner,
    });
    expect(withOffset.body.datas.expireTime).toBe('2031-03-01T00:00:00.000Z');
  });

  it("prompts for every required field, in the caller's language", async () => {
    const res = await s.post('/api/user/add', {}, { token: owner, headers: { 'accept-language': 'zh-CN' } });
    expect(res.status).toBe(400);
    expect(res.body.datas.fields).toMatchObject({
      userType: '此项为必填项',
      userName: '此项为必填项',
      mobile: '此项为必填项',
      password: '此项为必填项',
    });
    const noExpiry = await s.post('/api/user/add', newAccount({ expireTime: undefined }), { token: owner });
    expect(noExpiry.status).toBe(400);
    expect(noExpiry.body.datas.fields.expireTime).toBe('This field is required');
  });

  it('refuses an expiry in the past for a new account (translated, under the field), and adds nothing', async () => {
    const before = (await query({})).body.datas.total;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    for (const expireTime of [yesterday, '2020-01-01', new Date(Date.now() - 60_000).toISOString()]) {
      const res = await s.post('/api/user/add', newAccount({ expireTime }), {
        token: owner,
        headers: { 'x-lang': 'es-ES' },
      });
      expect(res.status, expireTime).toBe(400);
      expect(res.body.code).toBe(400105);
      expect(res.body.datas.fields).toEqual({ expireTime: 'La fecha de caducidad no puede estar en el pasado' });
    }
    expect((await query({})).body.datas.total).toBe(before);
    // Today (the end of the UTC day) is still ahead.
    const today = new Date().toISOString().slice(0, 10);
    expect((await s.post('/api/user/add', newAccount({ expireTime: today }), { token: owner })).status).toBe(200);
  });

  it('refuses bad user names, phones, passwords and types, changing nothing', async () => {
    const before = (await query({})).body.datas.total;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ userName: '1abc' }, 'userName', 'User name must start with an English letter'],
      [{ userName: 'abc' }, 'userName', 'User name must start'],
      [{ userName: 'a'.repeat(17) }, 'userName', 'User name must start'],
      [{ userName: 'ab_cd' }, 'userName', 'User name must start'],
      [{ userName: "x' OR '1'='1" }, 'userName', 'User name must start'],
      [{ mobile: '13800138000' }, 'mobile', 'Invalid phone number'],
      [{ mobile: '86 12345' }, 'mobile', 'Invalid phone number'],
      [{ mobile: '999 12345678' }, 'mobile', 'Invalid phone number'],
      [{ mobile: 8613800138000 }, 'mobile', ''],
      [{ password: 'short' }, 'password', 'Password must be 12-32 characters'],
      [{ password: 'alllowercase#2026' }, 'password', 'Password must be'],
      [{ password: 'NoSpecialChar2026' }, 'password', 'Password must be'],
      [{ password: `Aa#1${'x'.repeat(29)}` }, 'password', 'Password must be'],
      [{ userType: 0 }, 'userType', ''],
      [{ userType: 'working' }, 'userType', ''],
      [{ permanent: 'true' }, 'permanent', ''],
      [{ expireTime: '31/12/2030' }, 'expireTime', ''],
      [{ deviceNo: 'bad device!' }, 'deviceNo', ''],
      [{ address: 'a'.repeat(201) }, 'address', ''],
      [{ address: 'line\u0000break' }, 'address', 'Contains characters that are not allowed'],
    ];
    for (const [over, field, text] of cases) {
      const res = await s.post('/api/user/add', newAccount(over), { token: owner });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.code).toBe(100400);
      expect(res.body.datas.fields[field], JSON.stringify(over)).toContain(text);
    }
    expect((await query({})).body.datas.total).toBe(before);
  });

  it('refuses duplicate user names (any case, any store) and phones with their own codes', async () => {
    const name = await s.post(
      '/api/user/add',
      newAccount({ userName: N.linmei.replace('lin', 'Lin').replace('mei', 'Mei') }),
      { token: owner },
    );
    expect(name.status).toBe(409);
    expect(name.body.code).toBe(400101);
    expect(name.body.message).toBe('This user name is already used by another account');
    const otherStore = await s.post('/api/user/add', newAccount({ userName: N.weiliang }), { token: owner });
    expect(otherStore.body.code).toBe(400101);
    const phone = await s.post('/api/user/add', newAccount({ mobile: M.weiliang }), { token: owner });
    expect(phone.status).toBe(409);
    expect(phone.body.code).toBe(400102);
  });

  it('answers one success and one 400101 when two adds race for the same name', async () => {
    const a = newAccount();
    const b = newAccount({ userName: a.userName });
    const results = await Promise.all([
      s.post('/api/user/add', a, { token: owner }),
      s.post('/api/user/add', b, { token: owner }),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 400101]);
    const rows = await s.db.select().from(appUsers).where(eq(appUsers.userName, a.userName));
    expect(rows).toHaveLength(1);
  });

  it("binds only to one of the store's own devices", async () => {
    for (const deviceNo of [FOREIGN, 'NO-SUCH-DEVICE']) {
      const res = await s.post('/api/user/add', newAccount({ deviceNo }), { token: owner });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(400202);
    }
  });

  it('is refused to the platform, to staff without `users:add` and without a token', async () => {
    const p = await s.post('/api/user/add', newAccount(), { token: platform });
    expect(p.status).toBe(403);
    expect(p.body).toMatchObject({ code: 100406, message: 'Platform users may not perform this operation' });
    const st = await s.post('/api/user/add', newAccount(), { token: staff });
    expect(st.status).toBe(403);
    expect(st.body.code).toBe(100403);
    const anon = await s.post('/api/user/add', newAccount());
    expect(anon.status).toBe(401);
  });
});

describe('POST /api/user/update/{userId}', () => {
  it('changes the form fields, keeps the password and records before and after', async () => {
    const id = await userId(N.emilyw);
    const hashBefore = (await userRow(id)).passwordHash;
    const res = await s.post(
      `/api/user/update/${id}`,
      {
        userType: 2,
        userName: 'emilywong',
        mobile: '1 4155550199',
        address: '1 Infinite Loop',
        deviceNo: SCANNER,
        permanent: false,
        expireTime: '2029-01-31',
      },
      { token: owner },
    );
    expect(res.status).toBe(200);
    expect(res.body.datas).toMatchObject({
      id,
      userType: 2,
      userName: 'emilywong',
      mobile: '1 4155550199',
      deviceNo: SCANNER,
      expireTime: '2029-01-31T23:59:59.999Z',
    });
    expect((await userRow(id)).passwordHash).toBe(hashBefore);
    const entry = await lastAudit('user.update');
    expect(entry!.before).toMatchObject({ userName: N.emilyw, mobile: M.emilyw, userType: 1 });
    expect(entry!.after).toMatchObject({ userName: 'emilywong' });
  });

  it('keeps its own name and phone, refuses those of others', async () => {
    const id = await userId(N.tanaka);
    const row = await userRow(id);
    const form = {
      userType: 2,
      userName: N.tanaka.replace('t', 'T'),
      mobile: row.mobile,
      address: row.address,
      deviceNo: row.deviceNo,
      permanent: false,
      expireTime: '2030-01-01',
    };
    expect((await s.post(`/api/user/update/${id}`, form, { token: owner })).status).toBe(200);
    const taken = await s.post(`/api/user/update/${id}`, { ...form, userName: N.somchai }, { token: owner });
    expect(taken.body.code).toBe(400101);
    const phone = await s.post(`/api/user/update/${id}`, { ...form, mobile: M.somchai }, { token: owner });
    expect(phone.body.code).toBe(400102);
    const device = await s.post(`/api/user/update/${id}`, { ...form, deviceNo: FOREIGN }, { token: owner });
    expect(device.body.code).toBe(400202);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    const form = newAccount();
    const { password: _p, ...body } = form;
    expect((await s.post('/api/user/update/999999', body, { token: owner })).status).toBe(404);
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await s.post(`/api/user/update/${bad}`, body, { token: owner });
      expect(res.status, bad).toBe(400);
    }
  });

  it('is refused to staff without `users:edit` and to the platform', async () => {
    const id = await userId(N.linmei);
    const { password: _p, ...body } = newAccount();
    expect((await s.post(`/api/user/update/${id}`, body, { token: staff })).body.code).toBe(100403);
    expect((await s.post(`/api/user/update/${id}`, body, { token: platform })).body.code).toBe(100406);
    expect((await userRow(id)).userName).toBe(N.linmei);
  });
});

describe('POST /api/user/updateStatus/{userId}/{userStatus}', () => {
  it('disables and enables, recording each change', async () => {
    const id = await userId(N.mariag);
    const off = await s.post(`/api/user/updateStatus/${id}/0`, undefined, { token: owner });
    expect(off.status).toBe(200);
    expect(off.body.datas.status).toBe(0);
    const entry = await lastAudit('user.status');
    expect(entry!.before).toMatchObject({ status: 1 });
    expect(entry!.after).toMatchObject({ status: 0 });
    const on = await s.post(`/api/user/updateStatus/${id}/1`, undefined, { token: owner });
    expect(on.body.datas.status).toBe(1);
    expect((await userRow(id)).status).toBe(1);
  });

  it('refuses unknown statuses such as 7', async () => {
    const id = await userId(N.mariag);
    for (const st of ['7', '-1', 'on', '01']) {
      const res = await s.post(`/api/user/updateStatus/${id}/${st}`, undefined, { token: owner });
      expect(res.status, st).toBe(400);
      expect(res.body.datas.fields.userStatus).toBe('Invalid value');
    }
  });

  it('is refused to staff without `users:status`', async () => {
    const id = await userId(N.mariag);
    const res = await s.post(`/api/user/updateStatus/${id}/0`, undefined, { token: staff });
    expect(res.body.code).toBe(100403);
    expect((await userRow(id)).status).toBe(1);
  });
});

describe('POST /api/user/close/{userId}', () => {
  it('closes for good: kept in the list as closed, recorded with the row before, no change afterwards', async () => {
    const created = (await s.post('/api/user/add', newAccount(), { token: owner })).body.datas;
    const res = await s.post(`/api/user/close/${created.id}`, undefined, { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.datas).toMatchObject({ id: created.id, status: 0, closed: true });
    expect(res.body.datas.closedAt).toBeTruthy();
    const entry = await lastAudit('user.close');
    expect(entry).toMatchObject({ actorName: ownerRow.userName, targetType: 'app_user', targetId: String(created.id) });
    expect(entry!.before).toMatchObject({ userName: created.userName, status: 1, closed: false, closedAt: null });
    const listed = await query({ userName: created.userName });
    expect(listed.body.datas.list[0]).toMatchObject({ closed: true, status: 0 });

    const { password: _p, ...form } = newAccount();
    for (const [path, body] of [
      [`/api/user/close/${created.id}`, undefined],
      [`/api/user/updateStatus/${created.id}/1`, undefined],
      [`/api/user/update/${created.id}`, form],
      [`/api/user/updatePwd/${created.id}`, { pwd: PASSWORD }],
    ] as const) {
      const again = await s.post(path, body, { token: owner });
      expect(again.status, path).toBe(409);
      expect(again.body.code).toBe(400103);
    }
    const row = await userRow(created.id);
    expect(row).toMatchObject({ status: 0, userName: created.userName });
  });

  it('is refused to staff without `users:delete` and to the platform', async () => {
    const id = await userId(N.linmei);
    expect((await s.post(`/api/user/close/${id}`, undefined, { token: staff })).body.code).toBe(100403);
    expect((await s.post(`/api/user/close/${id}`, undefined, { token: platform })).body.code).toBe(100406);
    expect((await userRow(id)).closedAt).toBeNull();
  });
});

describe('POST /api/user/updatePwd/{userId}', () => {
  it('sets a new password (new rule) and records that it happened, never the hash', async () => {
    const id = await userId(N.somchai);
    const res = await s.post(`/api/user/updatePwd/${id}`, { pwd: 'Another#Pass2027' }, { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.datas).toBeNull();
    expect(await verifyPassword('Another#Pass2027', (await userRow(id)).passwordHash!)).toBe(true);
    const entry = await lastAudit('user.password');
    expect(entry).toMatchObject({ targetId: String(id), after: { userName: N.somchai } });
    expect(JSON.stringify(entry)).not.toMatch(/scrypt|Another#Pass2027/);
  });

  it('refuses a weak or missing password', async () => {
    const id = await userId(N.somchai);
    for (const body of [{ pwd: 'abc123' }, { pwd: '' }, {}, { pwd: 12345678901234 }]) {
      const res = await s.post(`/api/user/updatePwd/${id}`, body, { token: owner });
      expect(res.status).toBe(400);
      expect(res.body.datas.fields.pwd).toBeTruthy();
    }
  });

  it('is refused to staff without `users:password`', async () => {
    const id = await userId(N.somchai);
    const res = await s.post(`/api/user/updatePwd/${id}`, { pwd: 'Another#Pass2028' }, { token: staff });
    expect(res.body.code).toBe(100403);
  });
});

describe('audit of app account changes', () => {
  it('records every change with the actor and the store', async () => {
    const rows = await s.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'app_user'), eq(auditLog.shopId, shopId)));
    const actions = new Set(rows.map((r) => r.action));
    for (const a of ['user.add', 'user.update', 'user.status', 'user.close', 'user.password'])
      expect(actions).toContain(a);
    expect(rows.every((r) => r.actorName === ownerRow.userName || r.createdAt < new Date(Date.now() - 60_000))).toBe(
      true,
    );
  });
});
