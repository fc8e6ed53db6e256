import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readMultipart } from '../modules/file/multipart.js';
import { declaredErrors, operationIdOf } from './openapi.js';

const codes = (route: Parameters<typeof declaredErrors>[0]) => declaredErrors(route).map((d) => d.code);

describe('operationIdOf', () => {
  it('spells the method and the path, parameters as By...And...', () => {
    expect(operationIdOf('POST', '/api/login', '/api')).toBe('postLogin');
    expect(operationIdOf('GET', '/api/user/query/:page/:pageSize', '/api')).toBe('getUserQueryByPageAndPageSize');
    expect(operationIdOf('POST', '/api/sandbox/checkout/{tradeNo}/pay', '/api')).toBe(
      'postSandboxCheckoutByTradeNoPay',
    );
    expect(operationIdOf('GET', '/api/health/ready', '/api')).toBe('getHealthReady');
    expect(operationIdOf('GET', '/metrics', '/api')).toBe('getMetrics');
    expect(operationIdOf('POST', '/api/app/v1/some-thing', '/api')).toBe('postAppV1SomeThing');
  });
});

describe('declaredErrors', () => {
  it('gives a public read only the refusals of bad input', () => {
    expect(codes({ method: 'GET', url: '/api/health', config: { public: true } })).toEqual([100400]);
  });

  it('adds what a body, a sign-in, the access codes, the side and an address limit can refuse', () => {
    expect(codes({ method: 'POST', url: '/api/login', config: { public: true, addressLimit: 'login' } })).toEqual([
      100400, 100401, 100413, 100415, 100012,
    ]);
    expect(codes({ method: 'GET', url: '/api/user/get', config: { scope: 'account' } })).toEqual([100400, 100001]);
    expect(codes({ method: 'POST', url: '/api/x/add', config: { scope: 'store', access: 'users' } })).toEqual([
      100400, 100401, 100413, 100415, 100001, 100403, 100406,
    ]);
    expect(codes({ method: 'GET', url: '/api/x', config: { scope: 'platform' } })).toEqual([100400, 100001, 100407]);
    expect(codes({ method: 'GET', url: '/api/x', config: { scope: 'store-owner' } })).toEqual([
      100400, 100001, 100403, 100406,
    ]);
  });

  it('adds a 404 for a row named in the path or a store named by the platform', () => {
    expect(codes({ method: 'GET', url: '/api/x/get/:id', config: { scope: 'owner' } })).toContain(100405);
    expect(codes({ method: 'GET', url: '/api/x/get/:orderNo', config: { scope: 'owner' } })).toContain(100405);
    expect(codes({ method: 'GET', url: '/api/x', config: { scope: 'store-or-platform-one' } })).toContain(100405);
    expect(codes({ method: 'GET', url: '/api/x/query/:page/:pageSize', config: { scope: 'store' } })).not.toContain(
      100405,
    );
    expect(codes({ method: 'POST', url: '/api/sms/sendVCode/:phone', config: { public: true } })).not.toContain(100405);
  });
});

describe('a multipart form', () => {
  it('is read only by a route whose schema declares it, so the API document shows it', async () => {
    const app = Fastify({ logger: false });
    app.post('/undeclared', async (req) => readMultipart(req));
    const res = await app.inject({ method: 'POST', url: '/undeclared', payload: {} });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(/multipart form it does not declare/);
    await app.close();
  });
});
