import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaff, buildStoreWithOwner } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startServer, type TestServer } from '../../../test/helper.js';
import { guardedRoutes, publishedRoutes, withGetForms } from '../../../test/routes.js';
import {
  APP_ONLY,
  appOnly,
  CONSOLE_ONLY,
  moduleWalks,
  PASSED,
  ROLES,
  type RoleRow,
  signedIn,
} from '../../../test/walks.js';
import { appToken, buildAppAccount } from '../app/app.fixture.js';

/**
 * Who may call what: every route the API publishes (but the public ones, server/test/routes.ts),
 * called by each kind of caller. A refusal is 401 (no token), 403 100406 (platform on a store
 * route), 403 100407 (store on a platform route) or 403 100403 (missing access code); anything
 * else below 500 means the caller got past the checks (the bodies are chosen so that nothing
 * changes: a 400 for a missing field or a 404 for an unknown id proves the access check passed).
 * The callers are built here: a store with its owner, a staff account with `users` and
 * `shop-device`, one with no code, and an app account of the store signed in on one of its devices
 * (`app`): it calls only the app's routes (401 800102 elsewhere), which take no console token (401 800101).
 * Each module brings its own rows in its `walk.fixture.ts` (server/test/walks.ts); the rows below are no one
 * module's: the caller's own account and the sign-outs.
 */
type Role = (typeof ROLES)[number];
type Row = RoleRow;

/** The caller's own account: no one module's. */
const SHARED_ROWS: Row[] = [
  { route: 'GET /api/user/get', path: '/api/user/get', expect: signedIn },
  { route: 'GET /api/user', path: '/api/user', expect: signedIn },
  { route: 'POST /api/user/updatePwd', path: '/api/user/updatePwd', body: {}, expect: signedIn },
];
/** Every row: the modules' own, then the sign-outs (the app's, then the console's, which signs every caller out). */
const ROWS: Row[] = [
  ...SHARED_ROWS,
  ...(await moduleWalks()).flatMap(({ walk }) => walk.roles ?? []),
  // The analysis app's sign-out last of all, before the console's.
  { route: 'POST /api/app/v1/logout', path: '/api/app/v1/logout', expect: appOnly },
  { route: 'POST /api/logout', path: '/api/logout', expect: signedIn },
];

let s: TestServer;
let published: string[];
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  s = await startServer();
  const { shop, owner } = await buildStoreWithOwner(s.db);
  const staff = await buildStaff(s.db, shop, ['users', 'shop-device']);
  const nocodes = await buildStaff(s.db, shop, []);
  tokens.platform = await s.login('platform', DEMO_ACCOUNTS.platform.password);
  tokens.owner = await s.login(owner.userName, owner.password);
  tokens.staff = await s.login(staff.userName, staff.password);
  tokens.nocodes = await s.login(nocodes.userName, nocodes.password);
  tokens.app = await appToken(s, await buildAppAccount(s.db, shop));
  published = await publishedRoutes(s);
});
afterAll(() => s.close());

describe('access codes and audiences on every route', () => {
  it('covers every route the API publishes, but the public ones', async () => {
    // A read's GET form (plugins/reads.ts) is checked with its POST row, its body in the query string.
    expect(
      withGetForms(ROWS, published)
        .map((r) => r.route)
        .sort(),
    ).toEqual(await guardedRoutes(s));
  });

  for (const row of ROWS) {
    it(`${row.route}`, async () => {
      for (const [form, role] of withGetForms([row], published).flatMap((f) => ROLES.map((r) => [f, r] as const))) {
        const method = form.route.split(' ')[0]!;
        const res = await s.request(method, form.path, { token: tokens[role] ?? null, body: form.body });
        const want = row.expect[role];
        const what = `${role} -> ${method} ${form.path}: ${res.status} ${res.text.slice(0, 120)}`;
        expect(res.status, `${what}: a fault of ours`).toBeLessThan(500);
        if (want === PASSED) {
          expect([401, 403], what).not.toContain(res.status);
        } else if (want === 401) {
          expect(res.status, what).toBe(401);
          expect(res.body.code, what).toBe(100001);
        } else if (want === APP_ONLY || want === CONSOLE_ONLY) {
          expect(res.status, what).toBe(401);
          expect(res.body.code, what).toBe(want);
        } else {
          expect(res.status, what).toBe(403);
          expect(res.body.code, what).toBe(want);
        }
      }
    });
  }
});
