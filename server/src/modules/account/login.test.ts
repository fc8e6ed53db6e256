import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, loginAs, startServer, type TestServer } from '../../../test/helper.js';
import { accounts, sessions, shops } from '../../db/schema.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe('POST /api/login', () => {
  it('signs in with form fields and returns a token and the user', async () => {
    const res = await s.request('POST', '/api/login', {
      form: { username: 'demoshop', password: DEMO_ACCOUNTS.demoshop.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.datas.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body.datas.user).toMatchObject({ userName: 'demoshop', kind: 'owner' });
    expect(res.body.datas.user.shopInfo.shopName).toBe('Demo Store');
  });

  it('accepts JSON and a user name in any case', async () => {
    const res = await s.post('/api/login', { username: 'DemoShop', password: DEMO_ACCOUNTS.demoshop.password });
    expect(res.body.code).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const token = await loginAs(s, 'secondshop');
    const rows = await s.db.select({ h: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.h === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.h))).toBe(true);
  });

  it('answers a wrong password with 100002 and no token', async () => {
    const res = await s.post('/api/login', { username: 'secondshop', password: 'Wrong#2026password' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 100002, datas: null });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const res = await s.post('/api/login', { username: 'nobodyhere', password: 'Wrong#2026password' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 100002, message: 'Wrong account or password' });
  });

  it('rejects a missing field with a translated message', async () => {
    const res = await s.post('/api/login', { username: 'demoshop' }, { headers: { 'accept-language': 'zh-CN' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(100400);
    expect(res.body.message).toContain('password');
    expect(res.body.datas.fields.password).toBe('此项为必填项');
  });

  it.each([
    ['wrong types', { username: 123, password: true }],
    ['empty strings', { username: '', password: '' }],
    ['an oversized password', { username: 'demoshop', password: 'x'.repeat(5000) }],
    ['an array', ['demoshop', 'x']],
  ])('rejects %s with 400 and changes nothing', async (_why, body) => {
    const res = await s.post('/api/login', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(100400);
  });

  it('treats SQL-looking input as plain text', async () => {
    const res = await s.post('/api/login', { username: "demoshop' OR '1'='1", password: "' OR 1=1 --" });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(100002);
    const [row] = await s.db.select({ n: sql<number>`count(*)::int` }).from(accounts);
    expect(row?.n).toBeGreaterThanOrEqual(3);
  });

  it('locks a user name from an address for 15 minutes after 5 wrong passwords, then even the right one is refused', async () => {
    for (let i = 0; i < 4; i++) {
      const r = await s.post('/api/login', { username: 'platform', password: `Wrong#${i}password` });
      expect(r.body.code).toBe(100002);
    }
    const fifth = await s.post('/api/login', { username: 'platform', password: 'Wrong#5password' });
    expect(fifth.status).toBe(429);
    expect(fifth.body.code).toBe(100003);
    expect(fifth.body.message).toContain('15 minutes');
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    const right = await s.post('/api/login', { username: 'platform', password: DEMO_ACCOUNTS.platform.password });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe(100003);
    // Once the window has passed (moved in the database), the right password works again.
    await s.db.execute(
      sql`update rate_counters set reset_at = now() - interval '1 second' where key like 'login:platform%'`,
    );
    const after = await s.post('/api/login', { username: 'platform', password: DEMO_ACCOUNTS.platform.password });
    expect(after.body.code).toBe(200);
  });

  it('refuses a disabled account and a store marked invalid', async () => {
    await s.db.update(shops).set({ status: 0 }).where(eq(shops.name, 'Second Store'));
    const res = await s.post('/api/login', { username: 'secondshop', password: DEMO_ACCOUNTS.secondshop.password });
    // The store, not the account, is what stops it: the answer says so (a disabled account says 100004).
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(100021);
    expect(res.body.message).toMatch(/store has been marked invalid/);
    await s.db.update(shops).set({ status: 1 }).where(eq(shops.name, 'Second Store'));
  });
});

describe('GET /api/user/get', () => {
  it('returns the current user with shop info', async () => {
    const token = await loginAs(s, 'demoshop');
    const res = await s.get('/api/user/get', { token });
    expect(res.status).toBe(200);
    expect(res.body.datas).toMatchObject({ userName: 'demoshop', username: 'demoshop', mobile: '86 13800138000' });
    expect(res.body.datas.access).toContain('users');
    expect(res.body.datas.shopInfo.cloudExpireTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/);
    expect(typeof res.body.datas.shopInfo.ossSize).toBe('number');
    // The empty-path alias answers the same.
    const alias = await s.get('/api/user', { token });
    expect(alias.body.datas).toEqual(res.body.datas);
  });

  it('gives the platform operator no shop and no staff code', async () => {
    const token = await loginAs(s, 'platform');
    const res = await s.get('/api/user/get', { token });
    expect(res.body.datas.shopInfo).toBeNull();
    expect(res.body.datas.kind).toBe('platform');
    // It looks after stores but makes no store's changes: no store-only codes.
    for (const code of ['staff', 'users:add', 'users:delete', 'shop-device:add', 'shop-device:delete']) {
      expect(res.body.datas.access).not.toContain(code);
    }
    expect(res.body.datas.access).toEqual(expect.arrayContaining(['users', 'shop-device', 'audit', 'export']));
  });

  it('answers 401 / 100001 without a token, with a forged one and with a malformed header', async () => {
    const variants: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${'x'.repeat(43)}` },
      { authorization: 'Basic abc' },
    ];
    for (const headers of variants) {
      const res = await s.get('/api/user/get', { headers });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(100001);
    }
  });

  it('answers 401 once the session has expired', async () => {
    const token = await loginAs(s, 'secondshop');
    await s.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await s.get('/api/user/get', { token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(100001);
  });
});

describe('POST /api/logout', () => {
  it('revokes only this session', async () => {
    const a = await loginAs(s, 'demoshop');
    const b = await loginAs(s, 'demoshop');
    const out = await s.post('/api/logout', undefined, { token: a });
    expect(out.body.code).toBe(200);
    expect((await s.get('/api/user/get', { token: a })).status).toBe(401);
    expect((await s.get('/api/user/get', { token: b })).status).toBe(200);
  });
});
