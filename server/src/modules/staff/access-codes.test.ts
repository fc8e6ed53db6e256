import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startServer, type TestServer } from '../../../test/helper.js';

/**
 * Who may call what: every route of the app account, device, store, staff and audit features,
 * called by each kind of caller. A refusal is 401 (no token), 403 100406 (platform on a store
 * route), 403 100407 (store on a platform route) or 403 100403 (missing access code); anything
 * else means the caller got past the checks (the bodies are chosen so that nothing changes: a 400
 * for a missing field or a 404 for an unknown id proves the access check passed).
 */
type Role = 'anon' | 'platform' | 'owner' | 'demostaff' | 'nocodes';
const ROLES: Role[] = ['anon', 'platform', 'owner', 'demostaff', 'nocodes'];

const PASSED = 'passed';
type Outcome = typeof PASSED | 401 | 100403 | 100406 | 100407;

interface Row {
  route: string;
  path: string;
  body?: unknown;
  expect: Record<Role, Outcome>;
}
const ownerOnly = { anon: 401, platform: 100406, owner: PASSED, demostaff: 100403, nocodes: 100403 } as const;
const readable = (staff: Outcome) =>
  ({ anon: 401, platform: PASSED, owner: PASSED, demostaff: staff, nocodes: 100403 }) as const;
const platformOnly = { anon: 401, platform: PASSED, owner: 100407, demostaff: 100407, nocodes: 100407 } as const;

const ROWS: Row[] = [
  { route: '/api/user/query/{page}/{pageSize}', path: '/api/user/query/1/10', body: {}, expect: readable(PASSED) },
  { route: '/api/user/export', path: '/api/user/export', body: {}, expect: readable(100403) },
  { route: '/api/user/add', path: '/api/user/add', body: {}, expect: ownerOnly },
  { route: '/api/user/update/{userId}', path: '/api/user/update/999999', body: {}, expect: ownerOnly },
  { route: '/api/user/updateStatus/{userId}/{userStatus}', path: '/api/user/updateStatus/999999/0', expect: ownerOnly },
  { route: '/api/user/close/{userId}', path: '/api/user/close/999999', expect: ownerOnly },
  { route: '/api/user/updatePwd/{userId}', path: '/api/user/updatePwd/999999', body: {}, expect: ownerOnly },
  { route: '/api/shop/query/{page}/{pageSize}', path: '/api/shop/query/1/10', body: {}, expect: platformOnly },
  { route: '/api/shop/updateStatus/{shopId}/{status}', path: '/api/shop/updateStatus/999999/0', expect: platformOnly },
  { route: '/api/shopDevice/query', path: '/api/shopDevice/query', body: {}, expect: readable(PASSED) },
  { route: '/api/shopDevice/query/{page}/{pageSize}', path: '/api/shopDevice/query/1/10', expect: readable(PASSED) },
  { route: '/api/shopDevice/add', path: '/api/shopDevice/add', body: {}, expect: ownerOnly },
  { route: '/api/shopDevice/delete/{deviceNo}', path: '/api/shopDevice/delete/NO-SUCH-1', expect: ownerOnly },
  { route: '/api/staff/query/{page}/{pageSize}', path: '/api/staff/query/1/10', body: {}, expect: ownerOnly },
  { route: '/api/staff/add', path: '/api/staff/add', body: {}, expect: ownerOnly },
  { route: '/api/staff/update/{id}', path: '/api/staff/update/999999', body: {}, expect: ownerOnly },
  { route: '/api/staff/updatePwd/{id}', path: '/api/staff/updatePwd/999999', body: {}, expect: ownerOnly },
  {
    route: '/api/audit/query/{page}/{pageSize}',
    path: '/api/audit/query/1/10',
    body: {},
    expect: { anon: 401, platform: PASSED, owner: PASSED, demostaff: 100403, nocodes: 100403 },
  },
];

let s: TestServer;
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  s = await startServer();
  tokens.platform = await loginAs(s, 'platform');
  tokens.owner = await loginAs(s, 'demoshop');
  tokens.demostaff = await loginAs(s, 'demostaff');
  const added = await s.post(
    '/api/staff/add',
    { userName: 'nocodes1', password: 'No#Codes2026xx', access: [] },
    { token: tokens.owner },
  );
  expect(added.status).toBe(200);
  tokens.nocodes = await s.login('nocodes1', 'No#Codes2026xx');
});
afterAll(() => s.close());

describe('access codes and audiences on every route', () => {
  it('covers every route of the feature', async () => {
    const doc = (await s.get('/api/openapi.json')).body as unknown as { paths: Record<string, unknown> };
    const accountRoutes = [
      '/api/user',
      '/api/user/get',
      '/api/user/register',
      '/api/user/updatePwdForget',
      '/api/user/updatePwd',
    ];
    const routes = Object.keys(doc.paths)
      .filter((p) => /^\/api\/(user|shop|shopDevice|staff|audit)\//.test(p) && !accountRoutes.includes(p))
      .sort();
    expect(ROWS.map((r) => r.route).sort()).toEqual(routes);
  });

  for (const row of ROWS) {
    it(`${row.route}`, async () => {
      for (const role of ROLES) {
        const res = await s.request('POST', row.path, { token: tokens[role] ?? null, body: row.body });
        const want = row.expect[role];
        const what = `${role} -> ${row.path}: ${res.status} ${res.text.slice(0, 120)}`;
        if (want === PASSED) {
          expect([401, 403], what).not.toContain(res.status);
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
