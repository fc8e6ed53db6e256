import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStoreWithOwner } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, loginAs, startServer, type TestServer } from '../../../test/helper.js';
import { parseConfig } from '../../config.js';
import { accounts, sessions } from '../../db/schema.js';
import { cryptoStats, DUMMY_HASH, sha256 } from '../../lib/crypto.js';

/**
 * Sign-in and old-password limits under concurrency and from several client addresses (127.0.0.x:
 * the whole 127/8 reaches the server listening on 127.0.0.1). Passwords actually checked are counted
 * by `cryptoStats.passwordChecks` (the server runs in this process).
 */
let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const signIn = (username: string, password: string, from?: string, headers?: Record<string, string>) =>
  s.request('POST', '/api/login', { body: { username, password }, from, headers });

async function checked<T>(fn: () => Promise<T>): Promise<{ result: T; checks: number }> {
  const before = cryptoStats.passwordChecks;
  const result = await fn();
  return { result, checks: cryptoStats.passwordChecks - before };
}

describe('sign-in attempt limits', () => {
  it('checks at most 5 passwords of 100 parallel wrong ones, then refuses the right one with Retry-After', async () => {
    const { result, checks } = await checked(() =>
      Promise.all(Array.from({ length: 100 }, (_, i) => signIn('demoshop', `Wrong#${i}password`, '127.0.0.3'))),
    );
    expect(checks).toBe(5);
    // The fifth wrong password is answered with the lock (100003) itself.
    expect(result.filter((r) => r.status === 401)).toHaveLength(4);
    const refused = result.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(95);
    for (const r of refused) {
      expect([100003, 100012]).toContain(r.body.code);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const right = await checked(() => signIn('demoshop', DEMO_ACCOUNTS.demoshop.password, '127.0.0.3'));
    expect(right.result.status).toBe(429);
    expect([100003, 100012]).toContain(right.result.body.code);
    expect(right.checks).toBe(0);
  });

  it('checks at most 5 of 20 parallel wrong passwords for one user name and address (under the address limit)', async () => {
    const { result, checks } = await checked(() =>
      Promise.all(Array.from({ length: 20 }, (_, i) => signIn('demostaff', `Wrong#${i}password`, '127.0.0.5'))),
    );
    expect(checks).toBe(5);
    expect(result.filter((r) => r.body.code === 100002)).toHaveLength(4);
    expect(result.filter((r) => r.body.code === 100003)).toHaveLength(16);
    const right = await checked(() => signIn('demostaff', DEMO_ACCOUNTS.demostaff.password, '127.0.0.5'));
    expect(right.result.status).toBe(429);
    expect(right.result.body.code).toBe(100003);
    expect(right.checks).toBe(0);
  });

  it('does not lock the owner out from another address', async () => {
    // demoshop is locked from 127.0.0.3 by the burst above.
    expect((await signIn('demoshop', DEMO_ACCOUNTS.demoshop.password, '127.0.0.3')).status).toBe(429);
    const elsewhere = await signIn('demoshop', DEMO_ACCOUNTS.demoshop.password, '127.0.0.2');
    expect(elsewhere.status).toBe(200);
    const [row] = await s.db
      .select({ ip: sessions.ip })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(elsewhere.body.datas.access_token)));
    expect(row?.ip).toBe('127.0.0.2');
  });

  it('past the per-account ceiling, only addresses the account signed in from may go on', async () => {
    // A known address: the owner signed in from it before.
    expect((await signIn('secondshop', DEMO_ACCOUNTS.secondshop.password, '127.0.0.7')).status).toBe(200);
    // 20 wrong passwords spread over five addresses, four each: no address reaches its own limit.
    for (const n of [10, 11, 12, 13, 14]) {
      for (let i = 0; i < 4; i++) {
        const r = await signIn('secondshop', `Wrong#${i}password`, `127.0.0.${n}`);
        expect(r.body.code).toBe(100002);
      }
    }
    const fresh = await checked(() => signIn('secondshop', DEMO_ACCOUNTS.secondshop.password, '127.0.0.15'));
    expect(fresh.result.status).toBe(429);
    expect(fresh.result.body.code).toBe(100003);
    expect(fresh.checks).toBe(0);
    const known = await signIn('secondshop', DEMO_ACCOUNTS.secondshop.password, '127.0.0.7');
    expect(known.status).toBe(200);
    // When the window has passed, anyone may try again.
    await s.db.execute(
      sql`update rate_counters set reset_at = now() - interval '1 second' where key = 'login:secondshop'`,
    );
    expect((await signIn('secondshop', DEMO_ACCOUNTS.secondshop.password, '127.0.0.15')).status).toBe(200);
  });

  it('answers an unknown user name exactly like a known one, lock included', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push((await signIn('platform', `Wrong#${i}password`, '127.0.0.20')).body.code);
      unknown.push((await signIn('nosuchuser', `Wrong#${i}password`, '127.0.0.20')).body.code);
    }
    expect(known).toEqual([100002, 100002, 100002, 100002, 100003, 100003]);
    expect(unknown).toEqual(known);
  });

  it('costs an unknown user name the same password hash as a wrong password (so its timing tells nothing)', async () => {
    // Counted, not timed: one scrypt each, with the cost of a real account's hash (a stopwatch would measure the
    // machine's load as much as the server).
    const known = await checked(() => signIn('demoshop', 'Wrong#2026password', '127.0.1.1'));
    const unknown = await checked(() => signIn('nosuchname', 'Wrong#2026password', '127.0.1.1'));
    expect([known.checks, unknown.checks]).toEqual([1, 1]);
    expect(unknown.result.body).toEqual(known.result.body);
    const [row] = await s.db.select().from(accounts).where(eq(accounts.userName, 'demoshop'));
    const shape = (hash: string) => {
      const [scheme, n, r, p, salt, key] = hash.split('$');
      return {
        scheme,
        n,
        r,
        p,
        salt: Buffer.from(salt!, 'base64url').length,
        key: Buffer.from(key!, 'base64url').length,
      };
    };
    expect(shape(DUMMY_HASH)).toEqual(shape(row!.passwordHash));
  });

  it('answers a disabled account with a wrong password like any wrong password', async () => {
    await s.db.update(accounts).set({ status: 0 }).where(eq(accounts.userName, 'demostaff'));
    const wrong = await signIn('demostaff', 'Wrong#2026password', '127.0.0.21');
    const unknown = await signIn('nobodyatall', 'Wrong#2026password', '127.0.0.21');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    await s.db.update(accounts).set({ status: 1 }).where(eq(accounts.userName, 'demostaff'));
  });

  it('limits sign-ins per client address (429 100012, translated, Retry-After) before any password is checked', async () => {
    const { result, checks } = await checked(() =>
      Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          signIn(`someone${i}`, 'Wrong#2026password', '127.0.0.30', { 'x-lang': 'zh-CN' }),
        ),
      ),
    );
    expect(checks).toBe(30);
    const refused = result.filter((r) => r.status === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0]?.body.code).toBe(100012);
    expect(refused[0]?.body.message).toMatch(/分钟/);
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(9 * 60);
    // Other addresses are not affected.
    expect((await signIn('platform', DEMO_ACCOUNTS.platform.password, '127.0.0.31')).status).toBe(200);
  });

  it('does not count successful sign-ins against their address', async () => {
    for (let i = 0; i < 33; i++) {
      expect((await signIn('platform', DEMO_ACCOUNTS.platform.password, '127.0.0.32')).status).toBe(200);
    }
  });
});

describe('several server instances on one database', () => {
  it('check at most 5 passwords between them in a burst of 100 split across both', async () => {
    const second = await startServer({}, { sameDatabaseAs: s });
    try {
      const { result, checks } = await checked(() =>
        Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            (i % 2 ? second : s).request('POST', '/api/login', {
              body: { username: 'secondshop', password: `Wrong#${i}password` },
              from: '127.0.0.70',
            }),
          ),
        ),
      );
      expect(checks).toBe(5);
      expect(result.filter((r) => r.status === 429).length).toBe(96);
    } finally {
      await second.close();
    }
  });
});

describe('POST /api/user/updatePwd old-password limit', () => {
  it('checks at most 5 old passwords of 20 parallel guesses, then refuses the right one', async () => {
    const token = await s.login('platform', DEMO_ACCOUNTS.platform.password);
    const NEW = 'Fresh#Platform2026';
    const { result, checks } = await checked(() =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          s.post('/api/user/updatePwd', { oldPwd: `Guess${i}x`, pwd: NEW }, { token }),
        ),
      ),
    );
    expect(checks).toBe(5);
    expect(result.filter((r) => r.body.code === 100008)).toHaveLength(4);
    const locked = result.filter((r) => r.body.code === 100013);
    expect(locked).toHaveLength(16);
    expect(locked[0]?.status).toBe(429);
    expect(Number(locked[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    const right = await s.post('/api/user/updatePwd', { oldPwd: DEMO_ACCOUNTS.platform.password, pwd: NEW }, { token });
    expect(right.body.code).toBe(100013);
    // The password did not change.
    expect((await signIn('platform', DEMO_ACCOUNTS.platform.password, '127.0.0.40')).status).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('counts on the forwarded client address when the proxy is trusted, and ignores the header otherwise', async () => {
    const proxied = await startServer({ TRUST_PROXY: '1' });
    const direct = await startServer();
    try {
      for (const srv of [proxied, direct]) {
        for (let i = 0; i < 5; i++) {
          await srv.request('POST', '/api/login', {
            body: { username: 'demoshop', password: `Wrong#${i}password` },
            headers: { 'x-forwarded-for': '203.0.113.5' },
          });
        }
      }
      const other = { 'x-forwarded-for': '198.51.100.7' };
      const body = { username: 'demoshop', password: DEMO_ACCOUNTS.demoshop.password };
      const viaProxy = await proxied.request('POST', '/api/login', { body, headers: other });
      expect(viaProxy.status).toBe(200);
      const [row] = await proxied.db
        .select({ ip: sessions.ip })
        .from(sessions)
        .orderBy(sql`${sessions.id} desc`)
        .limit(1);
      expect(row?.ip).toBe('198.51.100.7');
      // Not trusted: the header is the attacker's to write, so it changes nothing.
      const spoofed = await direct.request('POST', '/api/login', { body, headers: other });
      expect(spoofed.status).toBe(429);
      expect(await loginAs(direct, 'secondshop')).toBeTruthy();
    } finally {
      await proxied.close();
      await direct.close();
    }
  });

  it("names the proxy by address (the stand's and deploy's TRUST_PROXY=127.0.0.1): anyone else's header is ignored", async () => {
    const s = await startServer({ TRUST_PROXY: '127.0.0.1' });
    try {
      const body = { username: 'secondshop', password: DEMO_ACCOUNTS.secondshop.password };
      const headers = { 'x-forwarded-for': '198.51.100.8' };
      const lastIp = async () => {
        const [row] = await s.db.select({ ip: sessions.ip }).from(sessions).orderBy(sql`${sessions.id} desc`).limit(1);
        return row?.ip;
      };
      expect((await s.request('POST', '/api/login', { body, headers, from: '127.0.0.1' })).status).toBe(200);
      expect(await lastIp()).toBe('198.51.100.8');
      expect((await s.request('POST', '/api/login', { body, headers, from: '127.0.0.2' })).status).toBe(200);
      expect(await lastIp()).toBe('127.0.0.2');
    } finally {
      await s.close();
    }
  });
});

describe('PROXY_SECRET: only the proxy may name a client address', () => {
  const secret = 'the-proxy-secret-nginx-adds-0123456789';
  const lastIp = async (s: TestServer) => {
    const [row] = await s.db.select({ ip: sessions.ip }).from(sessions).orderBy(sql`${sessions.id} desc`).limit(1);
    return row?.ip;
  };

  it("another local process's forged X-Forwarded-For is its own address: no fresh tries, no lock on another", async () => {
    // TRUST_PROXY names 127.0.0.1, where nginx is, and where any other local process connects from too.
    const s = await startServer({ TRUST_PROXY: '127.0.0.1', PROXY_SECRET: secret });
    try {
      const { owner } = await buildStoreWithOwner(s.db);
      const { owner: victim } = await buildStoreWithOwner(s.db);
      const signIn = (who: { userName: string }, password: string, headers: Record<string, string>) =>
        s.request('POST', '/api/login', { body: { username: who.userName, password }, headers, from: '127.0.0.1' });

      // Five wrong passwords, each "from" an address of its own: all count against 127.0.0.1, so the fifth is
      // answered with the lock.
      const codes = [];
      for (let i = 0; i < 5; i++) {
        const r = await signIn(owner, `Wrong#${i}password`, { 'x-forwarded-for': `198.51.100.${i + 1}` });
        codes.push(r.body.code);
      }
      expect(codes).toEqual([100002, 100002, 100002, 100002, 100003]);
      const sixth = await signIn(owner, owner.password, { 'x-forwarded-for': '198.51.100.77' });
      expect(sixth.status).toBe(429);
      expect(sixth.body.code).toBe(100003);

      // Five wrong passwords written as a victim's address do not lock the victim out behind the proxy.
      for (let i = 0; i < 5; i++) await signIn(victim, `Wrong#${i}password`, { 'x-forwarded-for': '203.0.113.50' });
      const viaProxy = await signIn(victim, victim.password, {
        'x-forwarded-for': '203.0.113.50',
        'x-proxy-secret': secret,
      });
      expect(viaProxy.status, viaProxy.text).toBe(200);
      expect(await lastIp(s)).toBe('203.0.113.50');

      // A wrong secret is no proof: the header is ignored.
      const { owner: third } = await buildStoreWithOwner(s.db);
      const wrong = await signIn(third, third.password, {
        'x-forwarded-for': '203.0.113.51',
        'x-proxy-secret': `${secret}x`,
      });
      expect(wrong.status).toBe(200);
      expect(await lastIp(s)).toBe('127.0.0.1');
    } finally {
      await s.close();
    }
  });

  it('is required in production whenever TRUST_PROXY trusts a proxy', () => {
    const production = { NODE_ENV: 'production', PAYMENT_PROVIDERS: 'sandbox', TRUST_PROXY: '127.0.0.1' };
    expect(() => parseConfig(production)).toThrow(/PROXY_SECRET: required when NODE_ENV=production and TRUST_PROXY/);
    expect(parseConfig({ ...production, PROXY_SECRET: secret }).proxySecret).toBe(secret);
    expect(() => parseConfig({ ...production, TRUST_PROXY: 'false' })).not.toThrow();
  });
});
