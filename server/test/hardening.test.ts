import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APP_ACCOUNTS } from '../src/seed/seed.js';
import { loginAs, startServer, type TestServer } from './helper.js';

/** Input the database cannot hold, security headers, request ids, the docs switch, logs without parameters. */
let s: TestServer;
let owner: string;
/** The analysis app's routes (`/api/app/v1`) take an app token: linmei's, signed in on its device. */
let app: string;
beforeAll(async () => {
  s = await startServer();
  owner = await loginAs(s, 'demoshop');
  const { userName, password, deviceNo } = DEMO_APP_ACCOUNTS.linmei;
  app = (await s.post('/api/app/v1/login', { userName, password, deviceNo })).body.datas.access_token;
});
afterAll(() => s.close());

describe('NUL characters and lone surrogates', () => {
  it.each([
    ['a NUL in a body field', { username: 'demo\u0000shop', password: 'x' }],
    ['a lone high surrogate', { username: 'demo\ud800shop', password: 'x' }],
    ['a lone low surrogate', { username: 'demoshop', password: 'pass\udc00word' }],
    ['a NUL in a field the schema does not know', { username: 'demoshop', password: 'x', extra: { deep: ['\u0000'] } }],
    ['a NUL in a key', { username: 'demoshop', password: 'x', 'k\u0000': 1 }],
  ])('refuses %s with 400 naming the field', async (_why, body) => {
    const res = await s.post('/api/login', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(100400);
    expect(Object.keys(res.body.datas.fields)).toHaveLength(1);
  });

  it('refuses them in form fields, path parameters and query strings', async () => {
    const form = await s.request('POST', '/api/login', { form: { username: 'demo\u0000', password: 'x' } });
    expect(form.status).toBe(400);
    const inPath = await s.post('/api/sms/sendVCode/86%2013800138000%00');
    expect(inPath.status).toBe(400);
    const inQuery = await s.get('/api/shopDevice/query?deviceNo=%00', { token: owner });
    expect(inQuery.status).toBe(400);
    expect(inQuery.body.code).toBe(100400);
    const surrogate = await s.get('/api/shopDevice/query?deviceNo=%ED%A0%80', { token: owner });
    expect(surrogate.status).toBeLessThan(500);
  });

  it('refuses deeply nested input with 400, however deep', async () => {
    for (const depth of [40, 100_000]) {
      const raw = `{"username":"demoshop","password":"x","extra":${'['.repeat(depth)}${']'.repeat(depth)}}`;
      const res = await s.request('POST', '/api/login', { raw: { contentType: 'application/json', data: raw } });
      expect(res.status, `depth ${depth}`).toBe(400);
    }
  });

  it('never answers 500 for a NUL on any route of the API, signed in or not', async () => {
    const spec = (await s.get('/api/openapi.json')).body as unknown as {
      paths: Record<string, Record<string, unknown>>;
    };
    let tried = 0;
    for (const [route, methods] of Object.entries(spec.paths)) {
      for (const method of Object.keys(methods)) {
        const url = `${route.replace(/\{[^}]+\}/g, 'x%00')}?q=%00`;
        for (const token of [route.startsWith('/api/app/') ? app : owner, null]) {
          const res = await s.request(method.toUpperCase(), url, {
            token,
            body: method === 'get' ? undefined : { name: '\u0000', userName: 'a\u0000', mobile: '\u0000' },
          });
          tried++;
          expect(res.status, `${method} ${route}`).toBeLessThan(500);
          if (token || res.status !== 401) expect([400, 403], `${method} ${route}`).toContain(res.status);
        }
      }
    }
    expect(tried).toBeGreaterThan(30);
  });
});

describe('database errors in the logs', () => {
  it('are logged without the parameters of the failed query', async () => {
    const logs: string[] = [];
    const srv = await startServer({}, { logs });
    await srv.db.execute(
      sql.raw(`create function fail_session() returns trigger language plpgsql as $$
        begin raise exception 'sessions unavailable'; end $$`),
    );
    await srv.db.execute(
      sql.raw('create trigger fail_session before insert on sessions for each row execute function fail_session()'),
    );
    try {
      const res = await srv.request('POST', '/api/login', {
        body: { username: 'demoshop', password: 'Demoshop#2026pass' },
        headers: { 'user-agent': 'SecretAgent-7f3a9c' },
      });
      expect(res.status).toBe(500);
      const text = logs.join('');
      expect(text).toContain('sessions unavailable');
      expect(text).toContain('Failed query');
      expect(text).not.toContain('SecretAgent-7f3a9c');
      expect(text).not.toMatch(/params:/);
    } finally {
      await srv.close();
    }
  });
});

describe('security headers', () => {
  it('sends a CSP forbidding framing, nosniff and a referrer policy, and no HSTS over plain HTTP', async () => {
    for (const p of ['/api/health', '/api/nope']) {
      const res = await s.get(p);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends HSTS when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await startServer({ TRUST_PROXY: '1' });
    try {
      const res = await proxied.get('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
      const plain = await proxied.get('/api/health');
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.close();
    }
    // Without a trusted proxy the header is the client's to forge: no HSTS.
    const forged = await s.get('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('X-Request-Id', () => {
  it('keeps a short plain id and replaces anything else', async () => {
    expect(
      (await s.get('/api/health', { headers: { 'x-request-id': 'lb-4f2a.9:1' } })).headers.get('x-request-id'),
    ).toBe('lb-4f2a.9:1');
    for (const bad of ['x'.repeat(65), 'a b', 'id"}{"admin":true', '<script>']) {
      const id = (await s.get('/api/health', { headers: { 'x-request-id': bad } })).headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});

describe('API docs', () => {
  it('are off in production unless API_DOCS=true', async () => {
    const prod = await startServer({ NODE_ENV: 'production', PAYMENT_PROVIDERS: 'sandbox' });
    const prodDocs = await startServer({ NODE_ENV: 'production', PAYMENT_PROVIDERS: 'sandbox', API_DOCS: 'true' });
    try {
      expect((await prod.get('/api/docs')).status).toBe(404);
      expect((await prod.get('/api/openapi.json')).status).toBe(404);
      expect((await prodDocs.get('/api/docs/')).status).toBe(200);
      expect((await prodDocs.get('/api/openapi.json')).status).toBe(200);
    } finally {
      await prod.close();
      await prodDocs.close();
    }
    expect((await s.get('/api/openapi.json')).status).toBe(200);
  });
});
