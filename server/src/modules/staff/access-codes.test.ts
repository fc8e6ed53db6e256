import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaff, buildStoreWithOwner } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startServer, type TestServer } from '../../../test/helper.js';
import { guardedRoutes, publishedRoutes, withGetForms } from '../../../test/routes.js';
import {
  APP_ONLY,
  appOnly,
  CONSOLE_ONLY,
  moduleWalks,
  ownerOnly,
  PASSED,
  platformOnly,
  ROLES,
  type RoleRow,
  readable,
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
 * A module with a `walk.fixture.ts` (server/test/walks.ts) brings its own rows; the rows below are those of the
 * modules not moved there yet.
 */
type Role = (typeof ROLES)[number];
type Row = RoleRow;

/** An order number no order has. */
const NO_ORDER = 'NOSUCHORDER000000000000000';

const SHARED_ROWS: Row[] = [
  { route: 'POST /api/user/query/{page}/{pageSize}', path: '/api/user/query/1/10', body: {}, expect: readable(PASSED) },
  { route: 'POST /api/user/export', path: '/api/user/export', body: {}, expect: readable(100403) },
  { route: 'POST /api/user/add', path: '/api/user/add', body: {}, expect: ownerOnly },
  { route: 'POST /api/user/update/{userId}', path: '/api/user/update/999999', body: {}, expect: ownerOnly },
  {
    route: 'POST /api/user/updateStatus/{userId}/{userStatus}',
    path: '/api/user/updateStatus/999999/0',
    expect: ownerOnly,
  },
  { route: 'POST /api/user/close/{userId}', path: '/api/user/close/999999', expect: ownerOnly },
  { route: 'POST /api/user/updatePwd/{userId}', path: '/api/user/updatePwd/999999', body: {}, expect: ownerOnly },
  {
    route: 'POST /api/user/signOutApp/{userId}',
    path: '/api/user/signOutApp/999999',
    // This staff holds `users` only; the owner's code for it is `users:status`.
    expect: ownerOnly,
  },
  { route: 'POST /api/shop/query/{page}/{pageSize}', path: '/api/shop/query/1/10', body: {}, expect: platformOnly },
  {
    route: 'POST /api/shop/updateStatus/{shopId}/{status}',
    path: '/api/shop/updateStatus/999999/0',
    expect: platformOnly,
  },
  { route: 'POST /api/shopDevice/query', path: '/api/shopDevice/query', body: {}, expect: readable(PASSED) },
  {
    route: 'POST /api/shopDevice/query/{page}/{pageSize}',
    path: '/api/shopDevice/query/1/10',
    expect: readable(PASSED),
  },
  { route: 'POST /api/shopDevice/add', path: '/api/shopDevice/add', body: {}, expect: ownerOnly },
  { route: 'POST /api/shopDevice/delete/{deviceNo}', path: '/api/shopDevice/delete/NO-SUCH-1', expect: ownerOnly },
  { route: 'POST /api/staff/query/{page}/{pageSize}', path: '/api/staff/query/1/10', body: {}, expect: ownerOnly },
  { route: 'POST /api/staff/add', path: '/api/staff/add', body: {}, expect: ownerOnly },
  { route: 'POST /api/staff/update/{id}', path: '/api/staff/update/999999', body: {}, expect: ownerOnly },
  { route: 'POST /api/staff/updatePwd/{id}', path: '/api/staff/updatePwd/999999', body: {}, expect: ownerOnly },
  {
    route: 'POST /api/audit/query/{page}/{pageSize}',
    path: '/api/audit/query/1/10',
    body: {},
    expect: readable(100403),
  },
  // Adverts: the platform keeps its own (owner scopes), stores theirs; staff needs ad-info / ad-info:edit.
  {
    route: 'POST /api/adInfo/query/{page}/{pageSize}',
    path: '/api/adInfo/query/1/10',
    body: { language: 'en-US' },
    expect: readable(100403),
  },
  { route: 'POST /api/adInfo/languages', path: '/api/adInfo/languages', body: {}, expect: readable(100403) },
  { route: 'POST /api/adInfo/add', path: '/api/adInfo/add', body: {}, expect: readable(100403) },
  { route: 'POST /api/adInfo/update/{id}', path: '/api/adInfo/update/999999', body: {}, expect: readable(100403) },
  { route: 'POST /api/adInfo/delete/{id}', path: '/api/adInfo/delete/999999', expect: readable(100403) },
  { route: 'POST /api/adInfo/sort', path: '/api/adInfo/sort', body: {}, expect: readable(100403) },
  // Orders: a store pays and cancels its own; the platform reads all and refunds; this staff holds neither code.
  { route: 'POST /api/userOrder/add', path: '/api/userOrder/add', body: {}, expect: ownerOnly },
  { route: 'POST /api/userOrder/get/{orderNo}', path: `/api/userOrder/get/${NO_ORDER}`, expect: readable(100403) },
  {
    route: 'POST /api/userOrder/query/{page}/{pageSize}',
    path: '/api/userOrder/query/1/10',
    body: {},
    expect: readable(100403),
  },
  {
    route: 'POST /api/userOrder/export',
    path: '/api/userOrder/export',
    body: { orderNo: NO_ORDER },
    expect: readable(100403),
  },
  { route: 'POST /api/userOrder/pay/{orderNo}', path: `/api/userOrder/pay/${NO_ORDER}`, body: {}, expect: ownerOnly },
  {
    route: 'POST /api/userOrder/captureOrder/{orderNo}',
    path: `/api/userOrder/captureOrder/${NO_ORDER}`,
    expect: readable(100403),
  },
  { route: 'POST /api/userOrder/cancel/{orderNo}', path: `/api/userOrder/cancel/${NO_ORDER}`, expect: ownerOnly },
  // The providers' routes: opening a payment and closing it as pay and cancel, asking as captureOrder.
  { route: 'POST /api/alipay/pcPay/{orderNo}', path: `/api/alipay/pcPay/${NO_ORDER}`, expect: ownerOnly },
  { route: 'POST /api/alipay/tradeCreate', path: '/api/alipay/tradeCreate', body: {}, expect: ownerOnly },
  {
    route: 'POST /api/alipay/tradeQuery/{outTradeNo}',
    path: `/api/alipay/tradeQuery/${NO_ORDER}`,
    expect: readable(100403),
  },
  { route: 'POST /api/alipay/tradeClose', path: '/api/alipay/tradeClose', body: {}, expect: ownerOnly },
  { route: 'POST /api/alipay/tradeCancel', path: '/api/alipay/tradeCancel', body: {}, expect: ownerOnly },
  { route: 'POST /api/paypal/createOrder', path: '/api/paypal/createOrder', body: {}, expect: ownerOnly },
  { route: 'POST /api/paypal/updateOrder', path: '/api/paypal/updateOrder', body: {}, expect: ownerOnly },
  {
    route: 'POST /api/paypal/captureOrder',
    path: '/api/paypal/captureOrder',
    body: { orderNo: NO_ORDER },
    expect: readable(100403),
  },
  { route: 'POST /api/wechatpay/nativePay/{orderNo}', path: `/api/wechatpay/nativePay/${NO_ORDER}`, expect: ownerOnly },
  { route: 'POST /api/wechatpay/query/{orderNo}', path: `/api/wechatpay/query/${NO_ORDER}`, expect: readable(100403) },
  {
    route: 'POST /api/userOrder/refund/{orderNo}',
    path: `/api/userOrder/refund/${NO_ORDER}`,
    body: {},
    expect: platformOnly,
  },
  { route: 'POST /api/cloud/info', path: '/api/cloud/info', body: {}, expect: readable(100403) },
  // The data centre: the staff here hold `users` only.
  { route: 'POST /api/data/overview', path: '/api/data/overview', body: {}, expect: readable(100403) },
  { route: 'POST /api/data/export', path: '/api/data/export', body: {}, expect: readable(100403) },
  { route: 'POST /api/price/get', path: '/api/price/get', expect: signedIn },
  { route: 'POST /api/price/update', path: '/api/price/update', body: {}, expect: platformOnly },
  { route: 'GET /api/user/get', path: '/api/user/get', expect: signedIn },
  { route: 'GET /api/user', path: '/api/user', expect: signedIn },
  { route: 'POST /api/user/updatePwd', path: '/api/user/updatePwd', body: {}, expect: signedIn },
  // Programmes: stores read and change their own; the platform reads a store it names (400 without one).
  { route: 'POST /api/productType/queryAll', path: '/api/productType/queryAll', body: {}, expect: readable(100403) },
  { route: 'POST /api/productType/add', path: '/api/productType/add', body: {}, expect: ownerOnly },
  { route: 'POST /api/productType/update/{id}', path: '/api/productType/update/999999', body: {}, expect: ownerOnly },
  { route: 'POST /api/productType/delete/{id}', path: '/api/productType/delete/999999', expect: ownerOnly },
  {
    route: 'POST /api/product/query/{page}/{pageSize}',
    path: '/api/product/query/1/10',
    body: {},
    expect: readable(100403),
  },
  { route: 'POST /api/product/get/{id}', path: '/api/product/get/999999', body: {}, expect: readable(100403) },
  { route: 'POST /api/product/add', path: '/api/product/add', body: {}, expect: ownerOnly },
  { route: 'POST /api/product/batchAdd', path: '/api/product/batchAdd', body: {}, expect: ownerOnly },
  { route: 'POST /api/product/update/{id}', path: '/api/product/update/999999', body: {}, expect: ownerOnly },
  { route: 'POST /api/product/delete/{id}', path: '/api/product/delete/999999', expect: ownerOnly },
  { route: 'GET /api/product/template', path: '/api/product/template', expect: ownerOnly },
];
/** Every row: the modules' own, then the sign-outs (the app's, then the console's, which signs every caller out). */
const ROWS: Row[] = [
  ...SHARED_ROWS,
  ...(await moduleWalks()).flatMap(({ walk }) => walk.roles ?? []),
  // The analysis app's API; its sign-out last of all, before the console's.
  { route: 'GET /api/app/v1/me', path: '/api/app/v1/me', expect: appOnly },
  { route: 'GET /api/app/v1/content', path: '/api/app/v1/content?language=en-US', expect: appOnly },
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
