import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../../contract/src/testing/images.js';
import { auditLog, shops, storedFiles, symptomDescs, symptomLabels } from '../src/db/schema.js';
import { type SignedInStore, startContentServer } from './content.js';
import { buildLabelType, buildStaff, buildSymptomDesc, buildSymptomLabel } from './factories.js';
import type { TestServer } from './helper.js';
import { postFile } from './multipart.js';
import { withGetForms } from './routes.js';

/**
 * Files, symptom labels and symptom scripts (issue 10): who may call each route, and no route lets one
 * store read or change another store's rows or files. Both walks are checked against the OpenAPI document,
 * so a new route of these resources must be added here.
 */
const isContentRoute = (p: string) => /^\/api\/(file|oss|symptomLabel|symptomLabelDegree|symptomDesc)\//.test(p);

type Role = 'anon' | 'platform' | 'owner' | 'staff' | 'nocodes';
const ROLES: Role[] = ['anon', 'platform', 'owner', 'staff', 'nocodes'];
const PASSED = 'passed';
type Outcome = typeof PASSED | 401 | 100403 | 100406 | 100407;

const open = { anon: PASSED, platform: PASSED, owner: PASSED, staff: PASSED, nocodes: PASSED } as const;
/** staff (of store a) holds only users and shop-device; nocodes holds no code. */
const content = { anon: 401, platform: PASSED, owner: PASSED, staff: 100403, nocodes: 100403 } as const;
const storeEdit = { anon: 401, platform: 100406, owner: PASSED, staff: 100403, nocodes: 100403 } as const;

interface MatrixRow {
  route: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  expect: Record<Role, Outcome>;
}
const ROWS: MatrixRow[] = [
  // Storing a file needs the edit code of a screen that stores files; reading one by key a content screen's code.
  { route: '/api/file/commit', path: '/api/file/commit', body: { key: 'platform/uploads/none.png' }, expect: content },
  { route: '/api/file/put', path: '/api/file/put', expect: content },
  { route: '/api/file/get', method: 'GET', path: '/api/file/get?key=platform/images/none.png', expect: content },
  {
    route: '/api/file/raw',
    method: 'GET',
    path: '/api/file/raw?key=platform/a.png&expires=1&signature=x',
    expect: open,
  },
  { route: '/api/file/upload', path: '/api/file/upload', expect: open },
  {
    route: '/api/oss/generatePresignedUrl',
    path: '/api/oss/generatePresignedUrl',
    body: { key: 'platform/images/none.png' },
    expect: content,
  },
  { route: '/api/oss/getCredential', path: '/api/oss/getCredential', expect: content },
  { route: '/api/symptomLabelDegree/query', path: '/api/symptomLabelDegree/query', expect: content },
  {
    route: '/api/symptomLabel/query/{page}/{pageSize}',
    path: '/api/symptomLabel/query/1/10',
    body: {},
    expect: content,
  },
  { route: '/api/symptomLabel/symptoms', path: '/api/symptomLabel/symptoms', body: {}, expect: content },
  { route: '/api/symptomLabel/queryAll', path: '/api/symptomLabel/queryAll', body: {}, expect: content },
  { route: '/api/symptomLabel/languages', path: '/api/symptomLabel/languages', body: {}, expect: content },
  { route: '/api/symptomLabel/queryAllByShop', path: '/api/symptomLabel/queryAllByShop', body: {}, expect: content },
  { route: '/api/symptomLabel/add', path: '/api/symptomLabel/add', body: {}, expect: content },
  { route: '/api/symptomLabel/update/{id}', path: '/api/symptomLabel/update/999999', body: {}, expect: content },
  { route: '/api/symptomLabel/delete/{id}', path: '/api/symptomLabel/delete/999999', expect: content },
  { route: '/api/symptomLabel/usage/{id}', path: '/api/symptomLabel/usage/999999', expect: content },
  { route: '/api/symptomLabel/copyToShop', path: '/api/symptomLabel/copyToShop', body: [], expect: storeEdit },
  { route: '/api/symptomLabel/batchAdd', path: '/api/symptomLabel/batchAdd', body: {}, expect: content },
  {
    route: '/api/symptomLabel/template',
    method: 'GET',
    path: '/api/symptomLabel/template?language=x',
    expect: content,
  },
  { route: '/api/symptomLabel/export', method: 'GET', path: '/api/symptomLabel/export?language=x', expect: content },
  { route: '/api/symptomDesc/queryAll', path: '/api/symptomDesc/queryAll', body: {}, expect: content },
  { route: '/api/symptomDesc/languages', path: '/api/symptomDesc/languages', body: {}, expect: content },
  { route: '/api/symptomDesc/get', path: '/api/symptomDesc/get', body: {}, expect: content },
  { route: '/api/symptomDesc/update/{id}', path: '/api/symptomDesc/update/999999', body: {}, expect: content },
  { route: '/api/symptomDesc/copyToShop/{language}', path: '/api/symptomDesc/copyToShop/xx', expect: storeEdit },
  { route: '/api/symptomDesc/deleteByShopId', path: '/api/symptomDesc/deleteByShopId', body: [], expect: storeEdit },
];

/** A content language the demo seed leaves empty: the rows of store a below are all this file's. */
const LANG = 'vi-VN';

let s: TestServer;
const tokens: Partial<Record<Role, string>> = {};
/** Store a is the one attacked (its owner is the 'owner' role); store b's owner attacks it. */
let a: SignedInStore;
let b: SignedInStore;

beforeAll(async () => {
  let platform: string;
  let staff: string;
  ({ s, a, b, platform, staff } = await startContentServer());
  const nocodes = await buildStaff(s.db, a.shop, []);
  Object.assign(tokens, {
    platform,
    owner: a.token,
    staff,
    nocodes: await s.login(nocodes.userName, nocodes.password),
  });
});
afterAll(() => s.close());

const docOf = async () =>
  (await s.get('/api/openapi.json')).body as unknown as { paths: Record<string, Record<string, unknown>> };
const routesInDoc = async () =>
  Object.keys((await docOf()).paths)
    .filter(isContentRoute)
    .sort();
/** Every content operation as `METHOD /path`. */
const operationsInDoc = async () =>
  Object.entries((await docOf()).paths)
    .filter(([path]) => isContentRoute(path))
    .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
    .sort();

/** Rows and calls (a path as `route`, POST unless `method` says) with the GET form of each read added after it. */
function withGets<C extends { route: string; method?: string; path: string; body?: unknown }>(
  rows: readonly C[],
  operations: readonly string[],
): C[] {
  const keyed = rows.map((r) => ({ ...r, route: `${r.method ?? 'POST'} ${r.route}`, row: r }));
  return withGetForms(keyed, operations).map(({ row, ...f }) => ({
    ...row,
    method: f.route.split(' ')[0],
    path: f.path,
    body: f.body,
  }));
}

describe('access codes and audiences on every files, labels and scripts route', () => {
  it('covers every route', async () => {
    expect(ROWS.map((r) => r.route).sort()).toEqual(await routesInDoc());
    const operations = await operationsInDoc();
    expect(
      withGets(ROWS, operations)
        .map((r) => `${r.method} ${r.route}`)
        .sort(),
    ).toEqual(operations);
  });
  for (const row of ROWS) {
    it(row.route, async () => {
      const forms = withGets([row], await operationsInDoc());
      for (const [form, role] of forms.flatMap((f) => ROLES.map((r) => [f, r] as const))) {
        const res = await s.request(form.method!, form.path, { token: tokens[role] ?? null, body: form.body });
        const want = row.expect[role];
        const what = `${role} -> ${form.method} ${form.path}: ${res.status} ${res.text.slice(0, 120)}`;
        if (want === PASSED) {
          if (row.expect.anon === PASSED) expect(res.body.code, what).not.toBe(100001);
          else expect([401, 403], what).not.toContain(res.status);
        } else if (want === 401) {
          expect(res.status, what).toBe(401);
          expect(res.body.code, what).toBe(100001);
        } else {
          expect(res.status, what).toBe(403);
          expect(res.body.code, what).toBe(want);
        }
      }
    });
  }
});

describe("one store against another store's labels, scripts and files", () => {
  async function snapshot() {
    const [labels, scripts, files, shopRows, audit] = await Promise.all([
      s.db.select().from(symptomLabels).orderBy(asc(symptomLabels.id)),
      s.db.select().from(symptomDescs).orderBy(asc(symptomDescs.id)),
      s.db.select().from(storedFiles).orderBy(asc(storedFiles.id)),
      s.db.select().from(shops).orderBy(asc(shops.id)),
      s.db.select().from(auditLog).orderBy(asc(auditLog.id)),
    ]);
    return { labels, scripts, files, shopRows, audit };
  }

  it("reads nothing and changes nothing of store a's with store b's token", async () => {
    const file = await postFile(s, '/api/file/put', tokens.owner!, { fileType: 'image' }, { data: makePng(16, 16) });
    const key = file.body.datas.key as string;
    const label = await buildSymptomLabel(s.db, await buildLabelType(s.db, a.shop, LANG), { symptomKey: 'acne' });
    const script = await buildSymptomDesc(s.db, a.shop, { language: LANG, symptomKey: 'acne', degree: 1 });
    const calls: { route: string; method?: string; path: string; body?: unknown; status: number }[] = [
      { route: '/api/file/get', method: 'GET', path: `/api/file/get?key=${encodeURIComponent(key)}`, status: 404 },
      { route: '/api/oss/generatePresignedUrl', path: '/api/oss/generatePresignedUrl', body: { key }, status: 404 },
      { route: '/api/file/commit', path: '/api/file/commit', body: { key }, status: 404 },
      {
        route: '/api/symptomLabel/query/{page}/{pageSize}',
        path: '/api/symptomLabel/query/1/50',
        body: { language: LANG, shopId: a.shop.id },
        status: 404,
      },
      {
        route: '/api/symptomLabel/queryAllByShop',
        path: '/api/symptomLabel/queryAllByShop',
        body: { language: LANG, shopId: a.shop.id },
        status: 404,
      },
      {
        route: '/api/symptomLabel/symptoms',
        path: '/api/symptomLabel/symptoms',
        body: { shopId: a.shop.id },
        status: 404,
      },
      {
        route: '/api/symptomLabel/update/{id}',
        path: `/api/symptomLabel/update/${label.id}`,
        body: { name: 'Taken over' },
        status: 404,
      },
      { route: '/api/symptomLabel/delete/{id}', path: `/api/symptomLabel/delete/${label.id}`, status: 404 },
      { route: '/api/symptomLabel/usage/{id}', path: `/api/symptomLabel/usage/${label.id}`, status: 404 },
      {
        route: '/api/symptomLabel/add',
        path: '/api/symptomLabel/add',
        body: { language: LANG, parentId: label.id, name: 'Z', symptomKey: 'zz' },
        status: 400,
      },
      {
        route: '/api/symptomLabel/export',
        method: 'GET',
        path: `/api/symptomLabel/export?language=${LANG}&shopId=${a.shop.id}`,
        status: 404,
      },
      {
        route: '/api/symptomDesc/queryAll',
        path: '/api/symptomDesc/queryAll',
        body: { language: LANG, shopId: a.shop.id },
        status: 404,
      },
      {
        route: '/api/symptomDesc/languages',
        path: '/api/symptomDesc/languages',
        body: { shopId: a.shop.id },
        status: 404,
      },
      {
        route: '/api/symptomLabel/languages',
        path: '/api/symptomLabel/languages',
        body: { shopId: a.shop.id },
        status: 404,
      },
      {
        route: '/api/symptomDesc/get',
        path: '/api/symptomDesc/get',
        body: { language: LANG, symptomKey: 'acne', degree: 1, shopId: a.shop.id },
        status: 404,
      },
      {
        route: '/api/symptomDesc/update/{id}',
        path: `/api/symptomDesc/update/${script.id}`,
        body: { content: 'x', image1: key, image2: null },
        status: 404,
      },
    ];
    const before = await snapshot();
    // Each read also as a GET, naming store a in the query string.
    for (const c of withGets(calls, await operationsInDoc())) {
      const res = await s.request(c.method ?? 'POST', c.path, { token: b.token, body: c.body });
      expect(res.status, `${c.path} ${res.text.slice(0, 100)}`).toBe(c.status);
      expect(res.text).not.toContain(a.shop.name);
      expect(res.text).not.toContain(script.content);
      expect(res.text).not.toContain(label.name);
    }
    expect(await snapshot()).toEqual(before);
  });
});
