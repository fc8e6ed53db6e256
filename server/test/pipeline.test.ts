import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../src/config.js';
import { startServer, type TestServer } from './helper.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ BODY_LIMIT_BYTES: '4096' });
});
afterAll(() => s.close());

describe('the request pipeline', () => {
  it('GET /api/health answers with the database kind', async () => {
    const res = await s.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.datas).toMatchObject({ status: 'ok', db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)('survives PostgreSQL dropping its idle connections', async () => {
    await Promise.all(Array.from({ length: 6 }, () => s.get('/api/health')));
    await s.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    // Wait for the terminated backends to be gone (polling a condition, not a fixed sleep).
    await vi.waitFor(
      async () => {
        const rows = await s.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        );
        const n =
          (rows as unknown as { rows?: { n: number }[] }).rows?.[0]?.n ?? (rows as unknown as { n: number }[])[0]?.n;
        expect(n).toBe(0);
      },
      { timeout: 5000, interval: 25 },
    );
    for (let i = 0; i < 3; i++) expect((await s.get('/api/health')).status).toBe(200);
  });

  it('answers unknown API routes with 404 in the envelope', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/user/nothing/here'],
      ['DELETE', '/api/login'],
    ] as const) {
      const res = await s.request(method, path);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 100404, datas: null });
    }
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const res = await s.request('POST', '/api/login', {
      raw: { contentType: 'application/json', data: '{"username":' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 100401, message: 'The request body is malformed' });
  });

  it('answers an oversize body with 413', async () => {
    const res = await s.post('/api/login', { username: 'demoshop', password: 'x'.repeat(10_000) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(100413);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await s.request('POST', '/api/login', { raw: { contentType: 'text/xml', data: '<a/>' } });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe(100415);
  });

  it('translates messages by X-Lang, then Accept-Language, else English', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ 'x-lang': 'ja-JP', 'accept-language': 'zh-CN' }, 'ログインの有効期限が切れました。再度ログインしてください'],
      [{ 'accept-language': 'th-TH,th;q=0.9' }, 'การเข้าสู่ระบบหมดอายุ โปรดเข้าสู่ระบบอีกครั้ง'],
      [{ 'accept-language': 'vi' }, 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại'],
      [{ 'accept-language': 'fr-FR' }, 'Login expired, please log in again'],
    ];
    for (const [headers, message] of cases) {
      const res = await s.get('/api/user/get', { headers });
      expect(res.body.message).toBe(message);
    }
  });

  it('tags every response with a request id', async () => {
    const res = await s.get('/api/health');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes an OpenAPI document generated from the route schemas, and a docs page', async () => {
    const doc = await s.get('/api/openapi.json');
    expect(doc.status).toBe(200);
    const spec = JSON.parse(doc.text);
    expect(spec.openapi).toBe('3.1.0');
    for (const p of ['/api/login', '/api/user/get', '/api/user/register', '/api/sms/sendVCode/{phone}']) {
      expect(Object.keys(spec.paths)).toContain(p);
    }
    expect(spec.paths['/api/login'].post.requestBody).toBeTruthy();
    const page = await fetch(`${s.url}/api/docs`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/swagger/i);
  });
});

describe('configuration', () => {
  it('has defaults for a machine with nothing set', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({ host: '127.0.0.1', port: 8080, apiPrefix: '/api', databaseUrl: undefined });
  });
  it('names the variable of a bad value', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => parseConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });
});
