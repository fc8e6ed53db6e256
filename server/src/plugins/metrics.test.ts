import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startServer, type TestServer } from '../../test/helper.js';

const TOKEN = 'metrics-token-of-this-test-0123456789';

/** The value of one sample line `name{labels} value` of the exposition text (labels in any order). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return null;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

describe('GET /metrics', () => {
  let s: TestServer;
  let metricsPort: number;
  const scrape = async () => {
    const res = await s.get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return res.text;
  };
  beforeAll(async () => {
    metricsPort = await freePort();
    s = await startServer({ METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort) });
  });
  afterAll(() => s.close());

  it('is refused without the token or with another one', async () => {
    const tries: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${TOKEN}x` },
    ];
    for (const headers of tries) {
      const res = await s.get('/metrics', { headers });
      expect(res.status).toBe(403);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(res.text).not.toMatch(/http_request/);
    }
  });

  it('counts requests by route template and status, never by raw URL', async () => {
    const token = await loginAs(s, 'demoshop');
    await s.post('/api/user/query/1/20', {}, { token });
    await s.post('/api/user/query/2/20', {}, { token });
    await s.get('/api/no/such/route/123');
    const text = await scrape();
    const route = '/api/user/query/:page/:pageSize';
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'POST', route, status: '200' })).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '(unmatched)', status: '404' })).toBe(1);
    expect(text).not.toMatch(/route="\/api\/user\/query\/1/);
    expect(sample(text, 'http_requests_in_flight')).toBe(1); // the scrape itself
  });

  it('counts sign-ins and their refusals by reason', async () => {
    const before = (await scrape()).split('\n');
    const was = sample(before.join('\n'), 'signins_total', { kind: 'console', result: 'ok' }) ?? 0;
    const wrong = await s.post('/api/login', { username: 'secondshop', password: 'Wrong#2026password' });
    expect(wrong.status).toBe(401);
    await loginAs(s, 'secondshop');
    const text = await scrape();
    expect(sample(text, 'signin_refusals_total', { kind: 'console', reason: 'wrongCredentials' })).toBe(1);
    expect(sample(text, 'signins_total', { kind: 'console', result: 'refused' })).toBe(1);
    expect(sample(text, 'signins_total', { kind: 'console', result: 'ok' })).toBe(was + 1);
  });

  it('counts payment notifications by outcome', async () => {
    const res = await s.request('POST', '/api/sandbox/notify', {
      form: { out_trade_no: '20260101000000ABCDEFGHJKLM', trade_status: 'TRADE_SUCCESS', sign: 'forged' },
    });
    expect(res.status).toBe(400);
    const text = await scrape();
    expect(sample(text, 'payment_events_total', { provider: 'sandbox', source: 'notify', outcome: 'forged' })).toBe(1);
  });

  it('reports the job queue from its table, the database and the process', async () => {
    await s.deps.jobs.enqueue(s.db, 'metrics.test', {}, { runAt: new Date(Date.now() - 60_000) });
    const text = await scrape();
    expect(sample(text, 'jobs_due', { kind: 'metrics.test' })).toBe(1);
    expect(sample(text, 'jobs_oldest_due_age_seconds', { kind: 'metrics.test' })).toBeGreaterThanOrEqual(59);
    expect(sample(text, 'db_up')).toBe(1);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (s.deps.database.kind === 'postgres') {
      expect(sample(text, 'db_pool_connections', { state: 'max' })).toBe(10);
      expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    }
    expect(sample(text, 'app_feed_requests_total', { result: '304' })).toBeNull(); // defined, counted by the app's feed
    expect(text).toMatch(/# TYPE app_feed_requests_total counter/);
  });

  it('is served without a token on METRICS_PORT, bound to 127.0.0.1', async () => {
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await res.text()).toMatch(/http_request_duration_seconds_bucket/);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics on the public port', async () => {
    const s = await startServer();
    try {
      const res = await s.get('/metrics', { headers: { authorization: 'Bearer anything-at-all-0123456789' } });
      expect(res.status).toBe(404);
      expect(res.text).not.toMatch(/http_request/);
    } finally {
      await s.close();
    }
  });
});
