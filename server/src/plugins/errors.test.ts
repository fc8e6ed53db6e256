import { ErrorCode } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../test/helper.js';

let s: TestServer;

/** PostgreSQL's error as Drizzle hands it on: the driver's error, carrying the SQLSTATE, as its cause. */
function databaseError(sqlState: string) {
  const driver = Object.assign(new Error('could not serialize access due to concurrent update'), { code: sqlState });
  return new Error('Failed query: update shops set name = $1\nparams: Secret Name', { cause: driver });
}

/** Routes that fail as a transaction that lost to a concurrent one does, after its tries. */
async function failingRoutes(api: FastifyInstance) {
  api.post('/test-lost/:state', { config: { public: true }, schema: { hide: true } }, async (req) => {
    throw databaseError((req.params as { state: string }).state);
  });
}

beforeAll(async () => {
  s = await startServer({}, { routes: failingRoutes });
});
afterAll(() => s.close());

describe('a transaction lost to a concurrent one', () => {
  it.each([
    ['40001', 'could not be serialized'],
    ['40P01', 'the victim of a deadlock'],
    ['55P03', 'a lock waited for too long'],
  ])('(%s, %s) answers 409 "send it again", translated, never a 500', async (state) => {
    const en = await s.post(`/api/test-lost/${state}`, {}, { headers: { 'x-lang': 'en-US' } });
    expect(en.status).toBe(409);
    expect(en.body.code).toBe(ErrorCode.CONCURRENT_CHANGE.code);
    expect(en.body.message).toMatch(/try again/);
    expect(en.headers.get('retry-after')).toBe('1');
    // Nothing of the statement or what the client sent leaves in the answer.
    expect(en.text).not.toMatch(/Secret Name|update shops|serialize/);
    const zh = await s.post(`/api/test-lost/${state}`, {}, { headers: { 'x-lang': 'zh-CN' } });
    expect(zh.status).toBe(409);
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('any other database failure stays a 500 with no detail', async () => {
    const res = await s.post('/api/test-lost/XX000', {});
    expect(res.status).toBe(500);
    expect(res.body.code).toBe(ErrorCode.INTERNAL.code);
    expect(res.text).not.toMatch(/Secret Name|update shops/);
  });
});
