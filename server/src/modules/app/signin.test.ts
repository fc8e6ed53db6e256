import {
  APP_SESSION_TTL_DAYS,
  ErrorCode,
  LANGUAGES,
  LOGIN_ACCOUNT_CEILING,
  LOGIN_MAX_FAILURES,
  MESSAGES,
} from '@skin/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDevice, buildStoreWithOwner, type ShopRow } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startServer, type TestServer } from '../../../test/helper.js';
import { appSessions, appUsers, auditLog, shopDevices, shops } from '../../db/schema.js';
import { cryptoStats } from '../../lib/crypto.js';
import { appCaller, ok } from '../../lib/http.js';
import { APP_PASSWORD, appLogin, appToken, buildAppAccount, feed, renewCloud } from './app.fixture.js';

/**
 * Sign-in and the rules of DESIGN.md section 11, each at sign-in and on a token that was signed in before the
 * change: the change is made as the store owner makes it (the console's routes), or by moving the clock in the
 * rows (expiry, the cloud). A small app route that writes stands in for issue 23's analyses.
 */
let s: TestServer;
let shop: ShopRow;
let owner: string;

const DAY = 86_400_000;
const code = (name: keyof typeof ErrorCode) => ErrorCode[name].code;

/** The app route that adds (config.app 'write'), as `app/v1/analyses` will. */
async function writeRoute(api: FastifyInstance) {
  api.post('/app/v1/test-write', { config: { app: 'write' }, schema: { hide: true } }, async (req) =>
    ok(req, { by: appCaller(req).userName }),
  );
}

beforeAll(async () => {
  s = await startServer({}, { routes: writeRoute });
  const built = await buildStoreWithOwner(s.db);
  shop = built.shop;
  owner = await s.login(built.owner.userName, built.owner.password);
});
afterAll(() => s.close());

const me = (token: string, lang?: string) =>
  s.get('/api/app/v1/me', { token, headers: lang ? { 'x-lang': lang } : {} });
const write = (token: string) => s.post('/api/app/v1/test-write', {}, { token });

/**
 * Every app read the token makes answers this refusal (or 200): `me`, the feed, and a customer's find by GET and by
 * POST, which read the session in their own statement (`config.appRead`).
 */
async function expectCalls(token: string, status: number, refusal?: keyof typeof ErrorCode) {
  const finds = [
    await s.get('/api/app/v1/customers?code=NOBODY1', { token }),
    await s.post('/api/app/v1/customers/find', { phone: '86 13800000000' }, { token }),
  ];
  for (const res of [await me(token), await feed(s, token), ...finds]) {
    expect(res.status, res.text).toBe(status);
    if (refusal) expect(res.body.code).toBe(code(refusal));
  }
}

describe('sign-in', () => {
  it('answers the token, the account, the store and the device; the console shows the sign-in', async () => {
    const a = await buildAppAccount(s.db, shop, { account: { userType: 1 } });
    const res = await appLogin(s, a.account.userName.toUpperCase(), a.device.deviceNo);
    expect(res.status, res.text).toBe(200);
    const d = res.body.datas;
    expect(d.access_token).toMatch(/^app_[A-Za-z0-9_-]{43}$/);
    expect(new Date(d.expires_at).getTime() - Date.now()).toBeGreaterThan((APP_SESSION_TTL_DAYS - 1) * DAY);
    expect(d.account).toEqual({
      id: a.account.id,
      userName: a.account.userName,
      userType: 1,
      expireTime: a.account.expireTime!.toISOString(),
      permanent: false,
    });
    expect(d.shop).toEqual({
      id: shop.id,
      name: shop.name,
      cloudExpireTime: shop.cloudExpireTime!.toISOString(),
      cloudType: 1,
    });
    expect(d.device).toEqual({ deviceNo: a.device.deviceNo, deviceName: a.device.deviceName });
    // Only the token's hash is stored.
    const [session] = await s.db.select().from(appSessions).where(eq(appSessions.appUserId, a.account.id));
    expect(session!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(session)).not.toContain(d.access_token);

    // On the local driver photos go through the server (POST /api/app/v1/files).
    expect(d.uploads).toBe('instance');
    expect((await me(d.access_token)).body.datas).toEqual({
      account: d.account,
      shop: d.shop,
      device: d.device,
      uploads: 'instance',
    });
    const list = await s.post('/api/user/query/1/20', { userName: a.account.userName }, { token: owner });
    expect(list.body.datas.list[0].lastAppSignIn).toEqual({ at: expect.any(String), deviceNo: a.device.deviceNo });
    const devices = await s.post('/api/shopDevice/query', { deviceNo: a.device.deviceNo }, { token: owner });
    expect(Date.now() - Date.parse(devices.body.datas.list[0].lastSeenAt)).toBeLessThan(60_000);
  });

  it('refuses a wrong password, an unknown name and an account without a password alike', async () => {
    const a = await buildAppAccount(s.db, shop);
    const none = await buildAppAccount(s.db, shop, { account: { passwordHash: null } });
    for (const res of [
      await appLogin(s, a.account.userName, a.device.deviceNo, 'Wrong#Password1'),
      await appLogin(s, 'nosuchappuser', a.device.deviceNo),
      await appLogin(s, none.account.userName, none.device.deviceNo),
    ]) {
      expect(res.status, res.text).toBe(401);
      expect(res.body.code).toBe(code('WRONG_CREDENTIALS'));
    }
    // The rules are told only to the right password: a disabled account with a wrong one hears "wrong".
    await s.db.update(appUsers).set({ status: 0 }).where(eq(appUsers.id, a.account.id));
    expect((await appLogin(s, a.account.userName, a.device.deviceNo, 'Wrong#Password1')).body.code).toBe(
      code('WRONG_CREDENTIALS'),
    );
    expect((await appLogin(s, a.account.userName, 'BAD DEVICE')).status).toBe(400);
  });

  it('counts tries per account and address before checking, in the database', async () => {
    const a = await buildAppAccount(s.db, shop);
    const checks = cryptoStats.passwordChecks;
    // All at once: the counter is one atomic upsert, so exactly LOGIN_MAX_FAILURES passwords are checked.
    const tries = await Promise.all(
      Array.from({ length: LOGIN_MAX_FAILURES + 4 }, () =>
        appLogin(s, a.account.userName, a.device.deviceNo, 'Wrong#Password1'),
      ),
    );
    expect(cryptoStats.passwordChecks - checks).toBe(LOGIN_MAX_FAILURES);
    expect(tries.filter((r) => r.body.code === code('WRONG_CREDENTIALS')).length).toBe(LOGIN_MAX_FAILURES - 1);
    const locked = tries.filter((r) => r.body.code === code('APP_LOGIN_LOCKED'));
    expect(locked.length).toBe(5);
    expect(locked[0]!.status).toBe(429);
    expect(Number(locked[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // The right password from here is refused too; from another address it signs in.
    expect((await appLogin(s, a.account.userName, a.device.deviceNo)).body.code).toBe(code('APP_LOGIN_LOCKED'));
    const other = await appLogin(s, a.account.userName, a.device.deviceNo, APP_PASSWORD, { from: '127.0.0.2' });
    expect(other.status, other.text).toBe(200);
  });

  it('past the per-account ceiling across addresses, only addresses the account signed in from go on', async () => {
    const a = await buildAppAccount(s.db, shop);
    const signIn = (from: string, password = APP_PASSWORD) =>
      appLogin(s, a.account.userName, a.device.deviceNo, password, { from });
    // A known address: the device signed in from it before.
    expect((await signIn('127.0.20.1')).status).toBe(200);
    // 12 addresses, LOGIN_MAX_FAILURES wrong passwords each, all at once: each address stays within its own limit.
    const checks = cryptoStats.passwordChecks;
    const wrong = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        Array.from({ length: LOGIN_MAX_FAILURES }, (_, i) => signIn(`127.0.${21 + n}.1`, `Wrong#Pass${i}word`)),
      ).flat(),
    );
    // Across the addresses the account's ceiling is the console's: no more passwords are checked.
    expect(cryptoStats.passwordChecks - checks).toBe(LOGIN_ACCOUNT_CEILING);
    for (const r of wrong) expect([code('WRONG_CREDENTIALS'), code('APP_LOGIN_LOCKED')]).toContain(r.body.code);
    // The right password from a 13th address is refused without a check, with Retry-After...
    const fresh = await signIn('127.0.33.1');
    expect([fresh.status, fresh.body.code]).toEqual([429, code('APP_LOGIN_LOCKED')]);
    expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(cryptoStats.passwordChecks - checks).toBe(LOGIN_ACCOUNT_CEILING);
    // ...from the known address the device signs in.
    const home = await signIn('127.0.20.1');
    expect(home.status, home.text).toBe(200);
    // When the window has passed, anyone may try again.
    await s.db.execute(
      sql`update rate_counters set reset_at = now() - interval '1 second' where key like ${`applogin:${a.account.userName.toLowerCase()}%`}`,
    );
    expect((await signIn('127.0.33.1')).status).toBe(200);
  });
});

describe('the rules, at sign-in and on every call', () => {
  it('disabling stops the app at its next call; enabling lets it go on', async () => {
    const a = await buildAppAccount(s.db, shop);
    const token = await appToken(s, a);
    await expectCalls(token, 200);
    expect((await s.post(`/api/user/updateStatus/${a.account.id}/0`, undefined, { token: owner })).status).toBe(200);
    await expectCalls(token, 403, 'APP_ACCOUNT_DISABLED');
    expect((await appLogin(s, a.account.userName, a.device.deviceNo)).body.code).toBe(code('APP_ACCOUNT_DISABLED'));
    expect((await s.post(`/api/user/updateStatus/${a.account.id}/1`, undefined, { token: owner })).status).toBe(200);
    await expectCalls(token, 200);
  });

  it('closing stops the app for good', async () => {
    const a = await buildAppAccount(s.db, shop);
    const token = await appToken(s, a);
    expect((await s.post(`/api/user/close/${a.account.id}`, undefined, { token: owner })).status).toBe(200);
    await expectCalls(token, 403, 'APP_SIGNIN_CLOSED');
    expect((await appLogin(s, a.account.userName, a.device.deviceNo)).body.code).toBe(code('APP_SIGNIN_CLOSED'));
    // The app can still sign itself out.
    expect((await s.post('/api/app/v1/logout', undefined, { token })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it('an expired account is refused unless permanent; renewing the date lets it in', async () => {
    const a = await buildAppAccount(s.db, shop);
    const token = await appToken(s, a);
    const past = new Date(Date.now() - DAY);
    await s.db.update(appUsers).set({ expireTime: past }).where(eq(appUsers.id, a.account.id));
    await expectCalls(token, 403, 'APP_ACCOUNT_EXPIRED');
    const refused = await appLogin(s, a.account.userName, a.device.deviceNo);
    expect(refused.body.code).toBe(code('APP_ACCOUNT_EXPIRED'));
    expect(refused.body.datas).toEqual({ expireTime: past.toISOString() });
    expect(refused.body.message).toContain(past.toISOString().slice(0, 10));
    await s.db.update(appUsers).set({ permanent: true }).where(eq(appUsers.id, a.account.id));
    await expectCalls(token, 200);
  });

  it("a device deleted, another store's or unknown signs no one in", async () => {
    const a = await buildAppAccount(s.db, shop);
    const loose = await buildAppAccount(s.db, shop, { device: a.device, bound: false });
    const [bound, unbound] = [await appToken(s, a), await appToken(s, loose)];
    const del = await s.post(`/api/shopDevice/delete/${a.device.deviceNo}`, undefined, { token: owner });
    expect(del.status, del.text).toBe(200);
    // The bound account was disabled by the deletion too; the device's refusal is the one told.
    await expectCalls(bound, 403, 'APP_DEVICE_UNKNOWN');
    await expectCalls(unbound, 403, 'APP_DEVICE_UNKNOWN');
    const refused = await appLogin(s, loose.account.userName, a.device.deviceNo);
    expect(refused.body.code).toBe(code('APP_DEVICE_UNKNOWN'));
    expect(refused.body.message).toContain(a.device.deviceNo);

    const other = await buildStoreWithOwner(s.db);
    const theirs = await buildDevice(s.db, other.shop);
    const mine = await buildAppAccount(s.db, shop, { bound: false });
    for (const deviceNo of [theirs.deviceNo, 'NO-SUCH-DEVICE-1']) {
      const res = await appLogin(s, mine.account.userName, deviceNo);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(code('APP_DEVICE_UNKNOWN'));
    }
    // Re-adding the number lets the unbound account's app go on.
    await s.post('/api/shopDevice/add', { deviceNo: a.device.deviceNo, deviceName: 'Back again' }, { token: owner });
    await expectCalls(unbound, 200);
  });

  it('an account bound to a device signs in only there; binding it elsewhere stops its app', async () => {
    const a = await buildAppAccount(s.db, shop);
    const second = await buildDevice(s.db, shop);
    const res = await appLogin(s, a.account.userName, second.deviceNo);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(code('APP_DEVICE_MISMATCH'));
    expect(res.body.datas).toEqual({ deviceNo: a.device.deviceNo });
    const token = await appToken(s, a);
    const form = {
      userType: a.account.userType,
      userName: a.account.userName,
      mobile: a.account.mobile,
      address: '',
      deviceNo: second.deviceNo,
      permanent: false,
      expireTime: a.account.expireTime!.toISOString().slice(0, 10),
    };
    const moved = await s.post(`/api/user/update/${a.account.id}`, form, { token: owner });
    expect(moved.status, moved.text).toBe(200);
    await expectCalls(token, 403, 'APP_DEVICE_MISMATCH');
    // Unbound, it signs in on any device of the store.
    await s.post(`/api/user/update/${a.account.id}`, { ...form, deviceNo: '' }, { token: owner });
    await expectCalls(token, 200);
  });

  it('a store the platform marked invalid signs no app in', async () => {
    const st = await buildStoreWithOwner(s.db);
    const a = await buildAppAccount(s.db, st.shop);
    const token = await appToken(s, a);
    const platform = await s.login(DEMO_ACCOUNTS.platform.userName, DEMO_ACCOUNTS.platform.password);
    expect((await s.post(`/api/shop/updateStatus/${st.shop.id}/0`, undefined, { token: platform })).status).toBe(200);
    await expectCalls(token, 403, 'APP_STORE_INVALID');
    expect((await appLogin(s, a.account.userName, a.device.deviceNo)).body.code).toBe(code('APP_STORE_INVALID'));
  });

  it('each refusal is told in the seven languages', async () => {
    const a = await buildAppAccount(s.db, shop);
    const token = await appToken(s, a);
    await s.db.update(appUsers).set({ status: 0 }).where(eq(appUsers.id, a.account.id));
    const seen = new Set<string>();
    for (const lang of LANGUAGES) {
      const res = await me(token, lang);
      expect(res.body.message).toBe(MESSAGES[lang].appAccountDisabled);
      seen.add(res.body.message);
    }
    expect(seen.size).toBe(LANGUAGES.length);
  });
});

describe('the cloud space', () => {
  it('expired: a viewer end stops, a working end reads but adds nothing; paying the renewal lifts both at once', async () => {
    const st = await buildStoreWithOwner(s.db);
    const stToken = await s.login(st.owner.userName, st.owner.password);
    const viewer = await buildAppAccount(s.db, st.shop, { account: { userType: 2, permanent: true } });
    const working = await buildAppAccount(s.db, st.shop, { device: viewer.device, account: { userType: 1 } });
    const [v, w] = [await appToken(s, viewer), await appToken(s, working)];
    expect((await write(w)).status).toBe(200);

    const expired = new Date(Date.now() - 60_000);
    await s.db.update(shops).set({ cloudExpireTime: expired }).where(eq(shops.id, st.shop.id));
    await expectCalls(v, 403, 'APP_VIEWER_CLOUD_EXPIRED');
    const refused = await appLogin(s, viewer.account.userName, viewer.device.deviceNo);
    expect(refused.body.code).toBe(code('APP_VIEWER_CLOUD_EXPIRED'));
    expect(refused.body.datas).toEqual({ cloudExpireTime: expired.toISOString() });

    await expectCalls(w, 200);
    expect((await me(w)).body.datas.shop).toMatchObject({ cloudType: 2, cloudExpireTime: expired.toISOString() });
    const signedIn = await appLogin(s, working.account.userName, working.device.deviceNo);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.datas.shop.cloudType).toBe(2);
    const adding = await write(w);
    expect(adding.status).toBe(403);
    expect(adding.body.code).toBe(code('APP_CLOUD_READ_ONLY'));
    // The refusal says why and who can renew.
    expect(adding.body.message).toMatch(/renew/i);
    expect(adding.body.message).toContain(expired.toISOString().slice(0, 10));

    await renewCloud(s, { shop: st.shop, ownerId: st.owner.id, token: stToken });
    await expectCalls(v, 200);
    expect((await write(w)).status).toBe(200);
    expect((await me(w)).body.datas.shop.cloudType).toBe(1);
  });
});

describe('token kinds', () => {
  it('an app token calls no console route, a console token no app route, each refused with its own code', async () => {
    const a = await buildAppAccount(s.db, shop);
    const token = await appToken(s, a);
    for (const [method, path] of [
      ['GET', '/api/user/get'],
      ['POST', '/api/user/query/1/10'],
      ['POST', '/api/logout'],
    ] as const) {
      const res = await s.request(method, path, { token, body: method === 'POST' ? {} : undefined });
      expect(res.status, `${path} ${res.text}`).toBe(401);
      expect(res.body.code).toBe(code('CONSOLE_TOKEN_REQUIRED'));
    }
    for (const res of [
      await me(owner),
      await feed(s, owner),
      await s.post('/api/app/v1/logout', undefined, { token: owner }),
    ]) {
      expect(res.status, res.text).toBe(401);
      expect(res.body.code).toBe(code('APP_TOKEN_REQUIRED'));
    }
    // No token, or an app token that is not (or no longer) signed in: sign in again.
    const forged = `app_${'A'.repeat(43)}`;
    for (const t of [undefined, forged]) {
      const res = await me(t as string);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(code('LOGIN_EXPIRED'));
    }
    // Both still work on their own routes.
    expect((await me(token)).status).toBe(200);
    expect((await s.get('/api/user/get', { token: owner })).status).toBe(200);
  });
});

describe('in the console', () => {
  it('signs an account out of the app everywhere, audited; a new password does too', async () => {
    const a = await buildAppAccount(s.db, shop, { bound: false });
    const second = await buildDevice(s.db, shop);
    const t1 = await appToken(s, a);
    const t2 = await appToken(s, { ...a, device: second });
    const out = await s.post(`/api/user/signOutApp/${a.account.id}`, undefined, { token: owner });
    expect(out.status, out.text).toBe(200);
    expect(out.body.datas).toEqual({ signedOut: 2 });
    for (const t of [t1, t2]) expect((await me(t)).body.code).toBe(code('LOGIN_EXPIRED'));
    const [entry] = await s.db.select().from(auditLog).where(eq(auditLog.action, 'user.app_sign_out'));
    expect(entry).toMatchObject({ shopId: shop.id, targetType: 'app_user', targetId: String(a.account.id) });
    expect(entry!.after).toEqual({ userName: a.account.userName, signedOut: 2 });

    const t3 = await appToken(s, a);
    const pwd = await s.post(`/api/user/updatePwd/${a.account.id}`, { pwd: 'Another#Pass2026' }, { token: owner });
    expect(pwd.status, pwd.text).toBe(200);
    expect((await me(t3)).status).toBe(401);
    expect((await appLogin(s, a.account.userName, second.deviceNo, 'Another#Pass2026')).status).toBe(200);
  });

  it("another store's account is not found, and its sessions are untouched", async () => {
    const other = await buildStoreWithOwner(s.db);
    const theirs = await buildAppAccount(s.db, other.shop);
    const token = await appToken(s, theirs);
    const res = await s.post(`/api/user/signOutApp/${theirs.account.id}`, undefined, { token: owner });
    expect(res.status).toBe(404);
    expect((await me(token)).status).toBe(200);
  });

  it('records contact at most once a minute', async () => {
    const a = await buildAppAccount(s.db, shop);
    const token = await appToken(s, a);
    const seenAt = async () =>
      (await s.db.select().from(shopDevices).where(eq(shopDevices.id, a.device.id)))[0]!.lastSeenAt!.getTime();
    const first = await seenAt();
    await me(token);
    expect(await seenAt()).toBe(first);
    const earlier = new Date(Date.now() - 2 * 60_000);
    await s.db.update(shopDevices).set({ lastSeenAt: earlier }).where(eq(shopDevices.id, a.device.id));
    await me(token);
    expect(await seenAt()).toBeGreaterThan(earlier.getTime());
  });
});
