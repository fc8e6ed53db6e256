import swagger from '@fastify/swagger';
import { envelope, ZEmpty, ZProduct } from '@skin/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readMultipart } from '../modules/file/multipart.js';
import { declaredErrors, openApiOptions, operationIdOf } from './openapi.js';

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
    expect(codes({ method: 'GET', url: '/api/user/get', config: { scope: 'account' } })).toEqual([
      100400, 100001, 800102,
    ]);
    expect(codes({ method: 'POST', url: '/api/x/add', config: { scope: 'store', access: 'users' } })).toEqual([
      100400, 100401, 100413, 100415, 100001, 800102, 100403, 100406,
    ]);
    expect(codes({ method: 'GET', url: '/api/x', config: { scope: 'platform' } })).toEqual([
      100400, 100001, 800102, 100407,
    ]);
    expect(codes({ method: 'GET', url: '/api/x', config: { scope: 'store-owner' } })).toEqual([
      100400, 100001, 800102, 100403, 100406,
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

describe('the document of routes added later', () => {
  it('gives them their ids, security, refusals and components from their declaration alone', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(swagger, openApiOptions('/api'));
    const ok = { 200: envelope(ZEmpty) };
    app.get('/api/health/ready', { config: { public: true }, schema: { response: ok } }, async () => null);
    app.get('/outside', { schema: { response: ok } }, async () => null);
    app.post(
      '/api/thing/update/:id',
      {
        config: { scope: 'store', access: 'users', addressLimit: 'login' },
        schema: { params: z.object({ id: z.coerce.number() }), body: z.object({ name: z.string() }), response: ok },
      },
      async () => null,
    );
    app.get(
      '/api/thing/one',
      { config: { scope: 'owner' }, schema: { response: { 200: envelope(ZProduct) } } },
      async () => null,
    );
    await app.ready();
    const doc = app.swagger() as unknown as {
      paths: Record<
        string,
        Record<string, { operationId: string; security?: unknown[]; responses: Record<string, unknown> }>
      >;
      components: { schemas: Record<string, unknown> };
    };
    const ready = doc.paths['/api/health/ready']!.get!;
    expect(ready).toMatchObject({ operationId: 'getHealthReady', security: [] });
    expect(Object.keys(ready.responses)).toEqual(['200', '400', 'default']);
    // Outside the API prefix the auth plugin does not ask for a sign-in.
    expect(doc.paths['/outside']!.get).toMatchObject({ operationId: 'getOutside', security: [] });
    const update = doc.paths['/api/thing/update/{id}']!.post!;
    expect(update.operationId).toBe('postThingUpdateById');
    expect(update.security).toBeUndefined();
    expect(Object.keys(update.responses)).toEqual(['200', '400', '401', '403', '404', '413', '415', '429', 'default']);
    // A shared answer schema is referred to, and only what is used is in components.
    expect(JSON.stringify(doc.paths['/api/thing/one'])).toContain('"#/components/schemas/Product"');
    expect(Object.keys(doc.components.schemas).sort()).toEqual(['Empty', 'ErrorEnvelope', 'Product', 'ProductSymptom']);
    await app.close();
  });
});
