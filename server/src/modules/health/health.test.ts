import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startServer, type TestServer } from '../../../test/helper.js';

describe('GET /api/health/ready', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s.close());

  it('is ready when the database and the store answer and every migration is applied', async () => {
    const res = await s.get('/api/health/ready');
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toEqual({
      ready: true,
      checks: { database: true, migrations: true, store: true, draining: false },
    });
  });

  it('once draining: ready and every new request answer 503 with Connection: close; liveness still answers', async () => {
    const token = await loginAs(s, 'demoshop');
    s.deps.lifecycle.drain();
    const ready = await s.get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ code: 100503, datas: { ready: false, checks: { draining: true } } });
    const refused = await s.get('/api/user/get', { token, headers: { 'x-lang': 'en-US' } });
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ code: 100503, datas: null });
    expect(refused.body.message).toMatch(/restarting/);
    expect(refused.headers.get('connection')).toBe('close');
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await s.get('/api/health')).status).toBe(200);
  });
});

describe('GET /api/health/ready when a part is missing', () => {
  it('is not ready while the bucket cannot be reached', async () => {
    const s = await startServer({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'missing',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'x',
      S3_SECRET_ACCESS_KEY: 'y',
      S3_FORCE_PATH_STYLE: 'true',
    });
    try {
      const res = await s.get('/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.body.datas).toEqual({
        ready: false,
        checks: { database: true, migrations: true, store: false, draining: false },
      });
      expect((await s.get('/api/health')).status).toBe(200);
    } finally {
      await s.close();
    }
  });

  it('is not ready on a database behind the migrations this build ships', async () => {
    const s = await startServer();
    try {
      await s.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const res = await s.get('/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.body.datas.checks).toEqual({ database: true, migrations: false, store: true, draining: false });
    } finally {
      await s.close();
    }
  });
});
