import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startServer, type TestServer } from './helper.js';
import { postFile } from './multipart.js';

/**
 * The API document (GET /api/openapi.json) as a gateway or a generated client reads it: an operationId on every
 * operation, the error envelope on its 4xx answers, security as the server applies it, the media types the
 * server takes. `npm test -- lint` also runs `redocly lint` over it.
 */
interface Response {
  description: string;
  content?: Record<string, { schema: Record<string, unknown> }>;
  headers?: Record<string, unknown>;
}
interface Operation {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, Record<string, unknown>> } }> };
  responses: Record<string, Response>;
}
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

let s: TestServer;
let doc: Doc;
let ops: [string, Operation][];
beforeAll(async () => {
  s = await startServer();
  doc = (await s.get('/api/openapi.json')).body as unknown as Doc;
  ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([m, op]) => [`${m.toUpperCase()} ${path}`, op] as [string, Operation]),
  );
});
afterAll(() => s.close());

const ENVELOPE = { $ref: '#/components/schemas/ErrorEnvelope' };

describe('the API document', () => {
  it('names every operation with a unique operationId from its method and path', () => {
    expect(ops.length).toBeGreaterThan(100);
    const ids = ops.map(([, op]) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const byRoute = Object.fromEntries(ops.map(([route, op]) => [route, op.operationId]));
    expect(byRoute['POST /api/login']).toBe('postLogin');
    // A read's POST and its GET form (plugins/reads.ts) are two operations.
    expect(byRoute['POST /api/user/query/{page}/{pageSize}']).toBe('postUserQueryByPageAndPageSize');
    expect(byRoute['GET /api/user/query/{page}/{pageSize}']).toBe('getUserQueryByPageAndPageSize');
  });

  it('documents the error envelope on every refusal an operation can meet, and a default for the rest', () => {
    expect(doc.components.schemas.ErrorEnvelope).toMatchObject({ required: ['code', 'message', 'datas'] });
    for (const [route, op] of ops) {
      const refusals = Object.keys(op.responses).filter((status) => /^4\d\d$/.test(status));
      expect(refusals, route).toContain('400');
      for (const status of [...refusals, 'default']) {
        expect(op.responses[status]?.content?.['application/json']?.schema, `${route} ${status}`).toEqual(ENVELOPE);
      }
    }
    const login = doc.paths['/api/login']!.post!.responses;
    expect(Object.keys(login)).toEqual(['200', '400', '413', '415', '429', 'default']);
    expect(login['429']!.description).toContain('100012');
    expect(login['429']!.headers).toHaveProperty('retry-after');
    const add = doc.paths['/api/product/add']!.post!.responses;
    expect(Object.keys(add)).toEqual(['200', '400', '401', '403', '413', '415', 'default']);
    expect(add['401']!.description).toContain('100001');
    expect(add['403']!.description).toMatch(/100403.*100406/);
    expect(Object.keys(doc.paths['/api/product/get/{id}']!.get!.responses)).toContain('404');
  });

  it('asks for no sign-in exactly where the server asks for none', async () => {
    const wrong: string[] = [];
    for (const [route, op] of ops) {
      const [method, path] = route.split(' ') as [string, string];
      const res = await s.request(method, path.replace(/\{[^}]+\}/g, '1'), method === 'GET' ? {} : { body: {} });
      const open = Array.isArray(op.security) && op.security.length === 0;
      if (open !== (res.status !== 401)) wrong.push(`${route}: security ${JSON.stringify(op.security)}, ${res.status}`);
    }
    expect(wrong).toEqual([]);
    expect(doc.paths['/api/health']!.get!.security).toEqual([]);
    expect(doc.paths['/api/user/get']!.get!.security).toBeUndefined();
  });

  it('lists the media types a route takes: form fields for sign-in, multipart forms with their file', async () => {
    const login = doc.paths['/api/login']!.post!.requestBody!.content;
    expect(Object.keys(login)).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    // What the document says: the sign-in answers form fields (SPEC section 7) as it answers JSON.
    const form = await s.request('POST', '/api/login', { form: { username: 'demoshop', password: 'x' } });
    expect(form.body.code).toBe(100002);
    for (const [path, fields] of [
      ['/api/file/put', ['file', 'fileType']],
      ['/api/file/upload', ['token', 'key', 'file']],
      ['/api/symptomLabel/batchAdd', ['language', 'file']],
      ['/api/product/batchAdd', ['file']],
    ] as const) {
      const multipart = doc.paths[path]!.post!.requestBody!.content['multipart/form-data'];
      expect(Object.keys(multipart?.schema.properties ?? {}), path).toEqual(fields);
      expect(multipart!.schema.properties!.file, path).toMatchObject({ type: 'string', format: 'binary' });
    }
    expect(Object.keys(doc.paths['/api/product/batchAdd']!.post!.requestBody!.content)).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
    // The form the document shows is the one the route reads.
    const owner = await loginAs(s, 'demoshop');
    const put = await postFile(s, '/api/file/put', owner, { fileType: 'nonsense' }, { data: new Uint8Array([1]) });
    expect(put.body.code).toBe(500100);
  });

  it('shows a download as the file it is', () => {
    const exported = doc.paths['/api/user/export']!.get!.responses['200']!.content!;
    expect(Object.keys(exported)).toEqual([
      'text/csv; charset=utf-8',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(exported['text/csv; charset=utf-8']!.schema).toMatchObject({ type: 'string', format: 'binary' });
  });
});
