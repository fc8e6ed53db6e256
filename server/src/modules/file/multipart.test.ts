import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInStore, startContentServer } from '../../../test/content.js';
import type { TestServer } from '../../../test/helper.js';
import { MALFORMED_FORMS } from '../../../test/multipart.js';
import { appToken, buildAppAccount } from '../app/app.fixture.js';

/**
 * Every route that takes a multipart form, as the OpenAPI document lists them, answers a form no parser can
 * read with 400 (100401), signed in as a caller who passes its access checks: never a 500.
 */
let s: TestServer;
let a: SignedInStore;
/** The app's routes (`/api/app/...`) take the token of an app account of the same store. */
let appTokenOfA: string;
beforeAll(async () => {
  ({ s, a } = await startContentServer());
  appTokenOfA = await appToken(s, await buildAppAccount(s.db, a.shop));
});
const tokenFor = (path: string) => (path.startsWith('/api/app/') ? appTokenOfA : a.token);
afterAll(() => s.close());

type Doc = { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>> };

async function multipartRoutes() {
  const doc = (await s.get('/api/openapi.json')).body as unknown as Doc;
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.requestBody?.content?.['multipart/form-data'])
      .map(([method]) => ({ method: method.toUpperCase(), path })),
  );
}

describe('malformed multipart forms', () => {
  it('finds the routes that take forms', async () => {
    const routes = (await multipartRoutes()).map((r) => `${r.method} ${r.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/file/put',
        'POST /api/file/upload',
        'POST /api/symptomLabel/batchAdd',
        'POST /api/product/batchAdd',
        'POST /api/app/v1/files',
      ]),
    );
  });

  for (const form of MALFORMED_FORMS) {
    it(`answers 400 for ${form.what} on every multipart route`, async () => {
      const routes = await multipartRoutes();
      expect(routes.length).toBeGreaterThanOrEqual(4);
      for (const r of routes) {
        const res = await s.request(r.method, r.path.replace(/\{[^}]+\}/g, '1'), {
          token: tokenFor(r.path),
          raw: { contentType: form.contentType, data: form.data },
          headers: { 'x-lang': 'en-US' },
        });
        expect(res.status, `${r.method} ${r.path}: ${res.text}`).toBe(400);
        expect(res.body.code, `${r.method} ${r.path}`).toBe(100401);
        expect(res.body.message).toBe('The request body is malformed');
      }
    });
  }

  it('answers no route with a 5xx for them, whether it takes forms or not', async () => {
    const doc = (await s.get('/api/openapi.json')).body as unknown as Doc;
    let tried = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!ops.post) continue;
      for (const form of MALFORMED_FORMS) {
        const res = await s.request('POST', path.replace(/\{[^}]+\}/g, '1'), {
          token: a.token,
          raw: { contentType: form.contentType, data: form.data },
        });
        tried++;
        expect(res.status, `POST ${path} (${form.what}): ${res.text}`).toBeLessThan(500);
      }
    }
    expect(tried).toBeGreaterThan(100);
  });
});
