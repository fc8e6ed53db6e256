import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginAs, startServer, type TestServer } from '../../test/helper.js';
import { responseSerializerCompiler } from './serializer.js';

// Two servers on copies of the same seeded database: one serialises with zod (tests, development),
// the other with fast-json-stringify (production). Clients must not be able to tell them apart.
let strict: TestServer;
let fast: TestServer;
beforeAll(async () => {
  [strict, fast] = await Promise.all([
    startServer(),
    startServer({ NODE_ENV: 'production', PAYMENT_PROVIDERS: 'sandbox' }),
  ]);
});
afterAll(async () => {
  await Promise.all([strict.close(), fast.close()]);
});

const calls: [who: 'demoshop' | 'platform', method: 'GET' | 'POST', path: string, body?: unknown][] = [
  ['demoshop', 'GET', '/api/user/get'],
  ['platform', 'GET', '/api/user/get'],
  ['demoshop', 'POST', '/api/user/query/1/20', {}],
  ['demoshop', 'POST', '/api/user/query/1/3', { sortField: 'expireTime', sortOrder: 'ascend' }],
  ['platform', 'POST', '/api/user/query/1/20', { shopId: 2 }],
  ['demoshop', 'POST', '/api/shopDevice/query', {}],
  ['demoshop', 'POST', '/api/staff/query/1/20', {}],
  ['demoshop', 'POST', '/api/audit/query/1/20', {}],
  ['platform', 'POST', '/api/shop/query/1/20', {}],
  ['demoshop', 'POST', '/api/user/add', { userName: 'x' }],
  ['demoshop', 'GET', '/api/nope'],
];

describe('production serialisation', () => {
  it('answers exactly like the strict zod serialiser', async () => {
    const tokens = {
      strict: { demoshop: await loginAs(strict, 'demoshop'), platform: await loginAs(strict, 'platform') },
      fast: { demoshop: await loginAs(fast, 'demoshop'), platform: await loginAs(fast, 'platform') },
    };
    for (const [who, method, path, body] of calls) {
      const a = await strict.request(method, path, { token: tokens.strict[who], body });
      const b = await fast.request(method, path, { token: tokens.fast[who], body });
      expect(b.status, path).toBe(a.status);
      expect(b.text, path).toBe(a.text);
    }
  });

  it('sends only the fields a response schema declares, in both modes', () => {
    const schema = z.object({ id: z.number(), name: z.string(), note: z.string().nullable() });
    for (const strictMode of [true, false]) {
      const serialize = responseSerializerCompiler(strictMode)({ schema, method: 'GET', url: '/x', httpStatus: '200' });
      const out = JSON.parse(serialize({ id: 1, name: 'a', note: null, passwordHash: 'scrypt$secret' }));
      expect(out).toEqual({ id: 1, name: 'a', note: null });
    }
  });
});
