import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountAccess,
  accounts,
  adInfos,
  appUsers,
  auditLog,
  orderItems,
  orders,
  prices,
  productSymptoms,
  products,
  productTypes,
  sandboxTrades,
  sessions,
  shopDevices,
  shops,
} from '../src/db/schema.js';
import { appToken, buildAppAccount } from '../src/modules/app/app.fixture.js';
import {
  type AccountRow,
  type AdInfoRow,
  type AppUserRow,
  buildAdInfo,
  buildAppUser,
  buildDevice,
  buildLabelTree,
  buildOrder,
  buildProduct,
  buildProductType,
  buildStaff,
  buildStoreWithOwner,
  type DeviceRow,
  type OrderRow,
  type ProductRow,
  type ProductTypeRow,
  type ShopRow,
} from './factories.js';
import { startServer, type TestServer } from './helper.js';
import { guardedRoutes, PUBLIC_ROUTES, publishedRoutes, withGetForms } from './routes.js';
import { type IsolationPart, moduleWalks, type WalkCall } from './walks.js';

/**
 * No route lets one store read or change another store's rows: every route the API publishes
 * (but the public ones) is walked with the attacker store's owner token against the victim store's
 * ids, and the whole database must be the same afterwards. Both stores are made here; a module with a
 * `walk.fixture.ts` (server/test/walks.ts) builds its own victim rows and brings its calls, markers and tables.
 */
let s: TestServer;
let attacker: string;
/** An app account of the attacker's store, signed in on one of its devices: for the app's routes. */
let attackerApp: string;
let victim: {
  shop: ShopRow;
  owner: AccountRow;
  staff: AccountRow;
  user: AppUserRow;
  device: DeviceRow;
  advert: AdInfoRow;
  order: OrderRow;
  paidOrder: OrderRow;
};
/** The victim's programme type and programme. */
let victimProgramme: { type: ProductTypeRow; product: ProductRow };
let own: { shop: ShopRow; owner: AccountRow; users: AppUserRow[]; device: DeviceRow; app: AppUserRow };
/** What the modules' own walks (`modules/<name>/walk.fixture.ts`) built and call. */
let modules: IsolationPart = { calls: [], markers: [], tables: [] };

/** Text that only the victim store's rows hold. */
const markers = () => [
  victim.shop.name,
  victim.shop.contact,
  victim.owner.userName,
  victim.staff.userName,
  victim.user.userName,
  victim.device.deviceNo,
  victim.device.deviceName,
  victim.advert.title,
  victimProgramme.type.name,
  victimProgramme.product.name,
  victim.order.orderNo,
  victim.paidOrder.orderNo,
  // The app's feed: the victim's own labels, and its files' keys as a signed URL carries them.
  'Victim label',
  'Victim type',
  `shops%2F${victim.shop.id}%2F`,
  ...modules.markers,
];

const PASSWORD = 'Cross#Store2026';
const appUserForm = (over: Record<string, unknown> = {}) => ({
  userType: 1,
  userName: 'crossover1',
  mobile: '65 90000001',
  address: '',
  deviceNo: victim.device.deviceNo,
  permanent: true,
  ...over,
});

async function snapshot() {
  const [a, b, c, d, e, f, g, k] = await Promise.all([
    s.db.select().from(shops).orderBy(asc(shops.id)),
    s.db.select().from(accounts).orderBy(asc(accounts.id)),
    s.db.select().from(accountAccess).orderBy(asc(accountAccess.accountId), asc(accountAccess.code)),
    s.db.select().from(appUsers).orderBy(asc(appUsers.id)),
    s.db.select().from(shopDevices).orderBy(asc(shopDevices.id)),
    s.db.select().from(auditLog).orderBy(asc(auditLog.id)),
    s.db.select().from(sessions).orderBy(asc(sessions.id)),
    s.db.select().from(adInfos).orderBy(asc(adInfos.id)),
  ]);
  const money = await Promise.all([
    s.db.select().from(orders).orderBy(asc(orders.id)),
    s.db.select().from(orderItems).orderBy(asc(orderItems.id)),
    s.db.select().from(prices).orderBy(asc(prices.currency)),
    s.db.select().from(sandboxTrades).orderBy(asc(sandboxTrades.tradeNo)),
  ]);
  const programmes = await Promise.all([
    s.db.select().from(productTypes).orderBy(asc(productTypes.id)),
    s.db.select().from(products).orderBy(asc(products.id)),
    s.db.select().from(productSymptoms).orderBy(asc(productSymptoms.productId), asc(productSymptoms.symptomKey)),
  ]);
  const moduleRows = await Promise.all(modules.tables.map((t) => s.db.select().from(t).orderBy(sql`1`)));
  // When an app last signed in or called is contact, not a change of the store's rows.
  return {
    shops: a,
    accounts: b,
    accountAccess: c,
    appUsers: d.map(({ lastLoginAt: _, lastLoginDeviceNo: __, ...row }) => row),
    shopDevices: e.map(({ lastSeenAt: _, ...row }) => row),
    auditLog: f,
    sessions: g,
    adInfos: k,
    programmes,
    money,
    modules: moduleRows,
  };
}

type Call = WalkCall;

function calls(): Call[] {
  const u = victim.user.id;
  const shopId = victim.shop.id;
  const deviceNo = victim.device.deviceNo;
  const mine = own.users[0]!;
  return [
    { route: 'GET /api/user/get', path: '/api/user/get', status: 200 },
    { route: 'GET /api/user', path: '/api/user', status: 200 },
    {
      route: 'POST /api/user/updatePwd',
      path: '/api/user/updatePwd',
      body: { oldPwd: 'Not#MyPassword1', pwd: PASSWORD },
      status: 400,
      code: 100008,
    },
    { route: 'POST /api/user/query/{page}/{pageSize}', path: '/api/user/query/1/200', body: { shopId }, status: 404 },
    { route: 'POST /api/user/query/{page}/{pageSize}', path: '/api/user/query/1/200', body: {}, status: 200 },
    {
      route: 'POST /api/user/query/{page}/{pageSize}',
      path: '/api/user/query/1/200',
      body: { deviceNo },
      status: 200,
    },
    { route: 'POST /api/user/export', path: '/api/user/export', body: { shopId }, status: 404 },
    { route: 'POST /api/user/export', path: '/api/user/export', body: {}, status: 200 },
    {
      route: 'POST /api/user/add',
      path: '/api/user/add',
      body: { ...appUserForm(), password: PASSWORD },
      status: 404,
      code: 400202,
    },
    {
      route: 'POST /api/user/update/{userId}',
      path: `/api/user/update/${u}`,
      body: appUserForm({ deviceNo: '' }),
      status: 404,
      code: 100405,
    },
    {
      route: 'POST /api/user/update/{userId}',
      path: `/api/user/update/${mine.id}`,
      body: appUserForm({ userName: mine.userName, mobile: mine.mobile }),
      status: 404,
      code: 400202,
    },
    { route: 'POST /api/user/updateStatus/{userId}/{userStatus}', path: `/api/user/updateStatus/${u}/0`, status: 404 },
    { route: 'POST /api/user/updateStatus/{userId}/{userStatus}', path: `/api/user/updateStatus/${u}/1`, status: 404 },
    { route: 'POST /api/user/close/{userId}', path: `/api/user/close/${u}`, status: 404 },
    {
      route: 'POST /api/user/updatePwd/{userId}',
      path: `/api/user/updatePwd/${u}`,
      body: { pwd: PASSWORD },
      status: 404,
    },
    {
      route: 'POST /api/shop/query/{page}/{pageSize}',
      path: '/api/shop/query/1/20',
      body: {},
      status: 403,
      code: 100407,
    },
    {
      route: 'POST /api/shop/updateStatus/{shopId}/{status}',
      path: `/api/shop/updateStatus/${shopId}/0`,
      status: 403,
      code: 100407,
    },
    { route: 'POST /api/shopDevice/query', path: '/api/shopDevice/query', body: { shopId }, status: 404 },
    { route: 'POST /api/shopDevice/query', path: '/api/shopDevice/query', body: { deviceNo: 'DEV' }, status: 200 },
    {
      route: 'POST /api/shopDevice/query/{page}/{pageSize}',
      path: '/api/shopDevice/query/1/50',
      body: { shopId },
      status: 404,
    },
    {
      route: 'POST /api/shopDevice/query/{page}/{pageSize}',
      path: '/api/shopDevice/query/1/50',
      body: {},
      status: 200,
    },
    // Device numbers are unique across stores: the add is refused and nothing about the owner is told.
    {
      route: 'POST /api/shopDevice/add',
      path: '/api/shopDevice/add',
      body: { deviceNo, deviceName: 'mine' },
      status: 409,
      code: 400201,
    },
    {
      route: 'POST /api/shopDevice/delete/{deviceNo}',
      path: `/api/shopDevice/delete/${deviceNo}`,
      status: 404,
      code: 400202,
    },
    { route: 'POST /api/staff/query/{page}/{pageSize}', path: '/api/staff/query/1/50', body: {}, status: 200 },
    {
      route: 'POST /api/staff/add',
      path: '/api/staff/add',
      body: { userName: victim.staff.userName, password: PASSWORD, access: ['users'] },
      status: 409,
    },
    {
      route: 'POST /api/staff/update/{id}',
      path: `/api/staff/update/${victim.staff.id}`,
      body: { status: 0, access: ['users', 'audit'] },
      status: 404,
    },
    {
      route: 'POST /api/staff/update/{id}',
      path: `/api/staff/update/${victim.owner.id}`,
      body: { status: 0 },
      status: 404,
    },
    {
      route: 'POST /api/staff/updatePwd/{id}',
      path: `/api/staff/updatePwd/${victim.staff.id}`,
      body: { pwd: PASSWORD },
      status: 404,
    },
    {
      route: 'POST /api/staff/updatePwd/{id}',
      path: `/api/staff/updatePwd/${victim.owner.id}`,
      body: { pwd: PASSWORD },
      status: 404,
    },
    { route: 'POST /api/audit/query/{page}/{pageSize}', path: '/api/audit/query/1/200', body: { shopId }, status: 404 },
    { route: 'POST /api/audit/query/{page}/{pageSize}', path: '/api/audit/query/1/200', body: {}, status: 200 },
    {
      route: 'POST /api/audit/query/{page}/{pageSize}',
      path: '/api/audit/query/1/200',
      body: { targetId: deviceNo },
      status: 200,
    },
    // Adverts: the victim's are neither read nor changed; its image key is not the attacker's to use.
    {
      route: 'POST /api/adInfo/query/{page}/{pageSize}',
      path: '/api/adInfo/query/1/200',
      body: { language: victim.advert.language, shopId },
      status: 404,
    },
    {
      route: 'POST /api/adInfo/query/{page}/{pageSize}',
      path: '/api/adInfo/query/1/200',
      body: { language: victim.advert.language },
      status: 200,
    },
    { route: 'POST /api/adInfo/languages', path: '/api/adInfo/languages', body: { shopId }, status: 404 },
    { route: 'POST /api/adInfo/languages', path: '/api/adInfo/languages', body: {}, status: 200 },
    {
      route: 'POST /api/adInfo/add',
      path: '/api/adInfo/add',
      body: { language: victim.advert.language, type: 1, image: victim.advert.image },
      status: 400,
      code: 500110,
    },
    {
      route: 'POST /api/adInfo/update/{id}',
      path: `/api/adInfo/update/${victim.advert.id}`,
      body: { enabled: false },
      status: 404,
      code: 600301,
    },
    {
      route: 'POST /api/adInfo/delete/{id}',
      path: `/api/adInfo/delete/${victim.advert.id}`,
      status: 404,
      code: 600301,
    },
    {
      route: 'POST /api/adInfo/sort',
      path: '/api/adInfo/sort',
      body: { language: victim.advert.language, type: victim.advert.type, ids: [victim.advert.id] },
      status: 409,
      code: 600302,
    },
    // The modules' own walks (walk.fixture.ts beside each module).
    ...modules.calls,
    ...programmeCalls(),
    // The analysis app: the attacker store's app sees its own store only, and signs no one else out.
    { route: 'POST /api/user/signOutApp/{userId}', path: `/api/user/signOutApp/${u}`, status: 404, code: 100405 },
    { route: 'GET /api/app/v1/me', path: '/api/app/v1/me', status: 200, app: true },
    ...['en-US', victim.advert.language].map((language) => ({
      route: 'GET /api/app/v1/content',
      path: `/api/app/v1/content?language=${language}`,
      status: 200,
      app: true,
    })),
    { route: 'POST /api/app/v1/logout', path: '/api/app/v1/logout', status: 200, app: true },
    // Last: signs the attacker out, which touches only its own session.
    { route: 'POST /api/logout', path: '/api/logout', status: 200 },
  ];
}

/** Programmes: the victim's type and programme by id, never found, never changed, never listed. */
function programmeCalls(): Call[] {
  const shopId = victim.shop.id;
  const { type, product } = victimProgramme;
  const row = { typeId: type.id, name: 'Crossover', advantages: 'Mine now', link: '' };
  return [
    { route: 'POST /api/productType/queryAll', path: '/api/productType/queryAll', body: { shopId }, status: 404 },
    { route: 'POST /api/productType/queryAll', path: '/api/productType/queryAll', body: {}, status: 200 },
    // A name only another store holds: refused for its length alone, so nothing changes.
    {
      route: 'POST /api/productType/add',
      path: '/api/productType/add',
      body: { name: type.name.padEnd(65, 'x') },
      status: 400,
    },
    {
      route: 'POST /api/productType/update/{id}',
      path: `/api/productType/update/${type.id}`,
      body: { name: 'Mine now' },
      status: 404,
      code: 600101,
    },
    {
      route: 'POST /api/productType/delete/{id}',
      path: `/api/productType/delete/${type.id}`,
      status: 404,
      code: 600101,
    },
    {
      route: 'POST /api/product/query/{page}/{pageSize}',
      path: '/api/product/query/1/200',
      body: { shopId },
      status: 404,
    },
    { route: 'POST /api/product/query/{page}/{pageSize}', path: '/api/product/query/1/200', body: {}, status: 200 },
    {
      route: 'POST /api/product/query/{page}/{pageSize}',
      path: '/api/product/query/1/200',
      body: { typeId: type.id, symptomKey: 'acne' },
      status: 200,
    },
    {
      route: 'POST /api/product/get/{id}',
      path: `/api/product/get/${product.id}`,
      body: {},
      status: 404,
      code: 600104,
    },
    { route: 'POST /api/product/get/{id}', path: `/api/product/get/${product.id}`, body: { shopId }, status: 404 },
    { route: 'POST /api/product/add', path: '/api/product/add', body: row, status: 400, code: 600106 },
    {
      route: 'POST /api/product/update/{id}',
      path: `/api/product/update/${product.id}`,
      body: row,
      status: 404,
      code: 600104,
    },
    {
      route: 'POST /api/product/delete/{id}',
      path: `/api/product/delete/${product.id}`,
      status: 404,
      code: 600104,
    },
    {
      route: 'POST /api/product/batchAdd',
      path: '/api/product/batchAdd',
      body: { rows: [row] },
      status: 400,
      code: 600108,
    },
    { route: 'GET /api/product/template', path: '/api/product/template', status: 200 },
    ...orderCalls(),
  ];
}

/** Orders, prices and cloud space: the victim's order numbers, accounts and store id. */
function orderCalls(): Call[] {
  const shopId = victim.shop.id;
  const no = victim.order.orderNo;
  const paid = victim.paidOrder.orderNo;
  return [
    {
      route: 'POST /api/userOrder/add',
      path: '/api/userOrder/add',
      body: { orderType: 2, userId: victim.owner.id },
      status: 404,
    },
    {
      route: 'POST /api/userOrder/add',
      path: '/api/userOrder/add',
      body: { orderType: 1, userIds: [own.users[0]!.id, victim.user.id], years: 1 },
      status: 404,
    },
    { route: 'POST /api/userOrder/get/{orderNo}', path: `/api/userOrder/get/${no}`, status: 404, code: 700101 },
    {
      route: 'POST /api/userOrder/query/{page}/{pageSize}',
      path: '/api/userOrder/query/1/200',
      body: { shopId },
      status: 404,
    },
    {
      route: 'POST /api/userOrder/query/{page}/{pageSize}',
      path: '/api/userOrder/query/1/200',
      body: { orderNo: no },
      status: 200,
    },
    { route: 'POST /api/userOrder/export', path: '/api/userOrder/export', body: { shopId }, status: 404 },
    { route: 'POST /api/userOrder/export', path: '/api/userOrder/export', body: {}, status: 200 },
    {
      route: 'POST /api/userOrder/pay/{orderNo}',
      path: `/api/userOrder/pay/${no}`,
      body: { payMethod: 'sandbox' },
      status: 404,
      code: 700101,
    },
    {
      route: 'POST /api/userOrder/captureOrder/{orderNo}',
      path: `/api/userOrder/captureOrder/${no}`,
      status: 404,
      code: 700101,
    },
    { route: 'POST /api/userOrder/cancel/{orderNo}', path: `/api/userOrder/cancel/${no}`, status: 404, code: 700101 },
    // The providers' own routes reach the same orders through the same scope.
    { route: 'POST /api/alipay/pcPay/{orderNo}', path: `/api/alipay/pcPay/${no}`, status: 404, code: 700101 },
    {
      route: 'POST /api/alipay/tradeCreate',
      path: '/api/alipay/tradeCreate',
      body: { outTradeNo: no },
      status: 404,
      code: 700101,
    },
    {
      route: 'POST /api/alipay/tradeQuery/{outTradeNo}',
      path: `/api/alipay/tradeQuery/${no}`,
      status: 404,
      code: 700101,
    },
    {
      route: 'POST /api/alipay/tradeClose',
      path: '/api/alipay/tradeClose',
      body: { outTradeNo: no },
      status: 404,
      code: 700101,
    },
    {
      route: 'POST /api/alipay/tradeCancel',
      path: '/api/alipay/tradeCancel',
      body: { outTradeNo: no },
      status: 404,
      code: 700101,
    },
    {
      route: 'POST /api/paypal/createOrder',
      path: '/api/paypal/createOrder',
      body: { orderNo: no },
      status: 404,
      code: 700101,
    },
    {
      route: 'POST /api/paypal/updateOrder',
      path: '/api/paypal/updateOrder',
      body: { orderNo: no },
      status: 404,
      code: 700101,
    },
    {
      route: 'POST /api/paypal/captureOrder',
      path: '/api/paypal/captureOrder',
      body: { orderNo: no },
      status: 404,
      code: 700101,
    },
    {
      route: 'POST /api/wechatpay/nativePay/{orderNo}',
      path: `/api/wechatpay/nativePay/${no}`,
      status: 404,
      code: 700101,
    },
    { route: 'POST /api/wechatpay/query/{orderNo}', path: `/api/wechatpay/query/${no}`, status: 404, code: 700101 },
    {
      route: 'POST /api/userOrder/refund/{orderNo}',
      path: `/api/userOrder/refund/${paid}`,
      body: {},
      status: 403,
      code: 100407,
    },
    { route: 'POST /api/cloud/info', path: '/api/cloud/info', body: { shopId }, status: 404 },
    { route: 'POST /api/cloud/info', path: '/api/cloud/info', body: {}, status: 200 },
    // The data centre: the victim's figures by its id are not found; the attacker's own are its own.
    { route: 'POST /api/data/overview', path: '/api/data/overview', body: { ...DATA_RANGE, shopId }, status: 404 },
    { route: 'POST /api/data/overview', path: '/api/data/overview', body: DATA_RANGE, status: 200 },
    { route: 'POST /api/data/export', path: '/api/data/export', body: { ...DATA_RANGE, shopId }, status: 404 },
    { route: 'POST /api/data/export', path: '/api/data/export', body: DATA_RANGE, status: 200 },
    { route: 'POST /api/price/get', path: '/api/price/get', status: 200 },
    {
      route: 'POST /api/price/update',
      path: '/api/price/update',
      body: { CNY: { cloudPerTb: 1, viewerPerAccount: 1 }, USD: { cloudPerTb: 1, viewerPerAccount: 1 } },
      status: 403,
      code: 100407,
    },
  ];
}

/** A year of the data centre, by month, around the victim's rows. */
const DATA_RANGE = { from: '2025-12-01', to: '2026-11-30', grouping: 'month', timeZone: 'Asia/Shanghai' };

beforeAll(async () => {
  s = await startServer();
  const v = await buildStoreWithOwner(s.db);
  const device = await buildDevice(s.db, v.shop);
  victim = {
    ...v,
    device,
    staff: await buildStaff(s.db, v.shop, ['users']),
    user: await buildAppUser(s.db, v.shop, { deviceNo: device.deviceNo }),
    advert: await buildAdInfo(s.db, v.shop, { title: 'Victim spring sale' }),
    order: await buildOrder(s.db, v.shop, v.owner),
    paidOrder: await buildOrder(s.db, v.shop, v.owner, {
      orderType: 1,
      orderStatus: 3,
      payStatus: 2,
      payMethod: 'sandbox',
      paidAt: new Date(),
      createdAt: new Date(Date.now() - 60_000),
    }),
  };
  // Something of the victim's in the audit log.
  const victimToken = await s.login(v.owner.userName, v.owner.password);
  const added = await s.post(
    '/api/shopDevice/add',
    { deviceNo: `${device.deviceNo}-2`, deviceName: 'Second' },
    { token: victimToken },
  );
  expect(added.status).toBe(200);
  const victimType = await buildProductType(s.db, v.shop);
  victimProgramme = {
    type: victimType,
    product: await buildProduct(s.db, victimType, { symptoms: [{ symptomKey: 'acne', degree: 2 }] }),
  };
  const a = await buildStoreWithOwner(s.db);
  const ownDevice = await buildDevice(s.db, a.shop);
  const app = await buildAppAccount(s.db, a.shop, { device: ownDevice });
  own = {
    ...a,
    device: ownDevice,
    users: [await buildAppUser(s.db, a.shop), await buildAppUser(s.db, a.shop, { userType: 2, permanent: true })],
    app: app.account,
  };
  await buildLabelTree(s.db, a.shop, 'en-US', [{ type: 'Blemishes', labels: [{ name: 'Acne', key: 'acne' }] }]);
  const world = { db: s.db, victim: v, attacker: a };
  for (const { walk } of await moduleWalks()) {
    const part = await walk.isolation?.(world);
    if (!part) continue;
    modules = {
      calls: [...modules.calls, ...part.calls],
      markers: [...modules.markers, ...part.markers],
      tables: [...modules.tables, ...part.tables],
    };
  }
  attacker = await s.login(a.owner.userName, a.owner.password);
  attackerApp = await appToken(s, app);
  // The victim's own content of the app, in the language the walk reads.
  await buildLabelTree(s.db, v.shop, 'en-US', [
    { type: 'Victim type', labels: [{ name: 'Victim label', key: 'vkey' }] },
  ]);
});
afterAll(() => s.close());

describe("one store against another store's rows", () => {
  it('walks every route the API publishes, but the public ones', async () => {
    const routes = await guardedRoutes(s);
    expect(routes.length).toBeGreaterThanOrEqual(22);
    const walked = withGetForms(calls(), await publishedRoutes(s));
    expect([...new Set(walked.map((c) => c.route))].sort()).toEqual(routes);
  });

  it('exempts only routes that answer without sign-in', async () => {
    const published = new Set(await publishedRoutes(s));
    for (const route of PUBLIC_ROUTES) {
      expect(published.has(route), route).toBe(true);
      const [method, path] = route.split(' ') as [string, string];
      const res = await s.request(method, path.replace('{phone}', 'not-a-phone'), {
        body: method === 'POST' ? {} : undefined,
      });
      expect(res.status, route).not.toBe(401);
      expect(res.status, route).toBeLessThan(500);
    }
  });

  it("reads nothing and changes nothing of the other store's with its token", async () => {
    const before = await snapshot();
    // Each read also as a GET, naming the victim's store (or rows) in the query string.
    const all = withGetForms(calls(), await publishedRoutes(s));
    const last = all.pop()!;
    const check = async (c: Call) => {
      const method = c.route.split(' ')[0]!;
      const res = await s.request(method, c.path, { token: c.app ? attackerApp : attacker, body: c.body });
      const what = `${method} ${c.path} ${JSON.stringify(c.body ?? null)}`;
      expect(res.status, `${what}: a fault of ours`).toBeLessThan(500);
      expect(res.status, what).toBe(c.status);
      if (c.code) expect(res.body.code, what).toBe(c.code);
      for (const marker of markers()) {
        if (c.code === 400201 || c.code === 400202) continue; // the refusal names only what the caller sent
        expect(res.text, `${what} leaks ${marker}`).not.toContain(marker);
      }
    };
    for (const c of all) await check(c);
    expect(await snapshot()).toEqual(before);
    await check(last);
    const after = await snapshot();
    expect({ ...after, sessions: [] }).toEqual({ ...before, sessions: [] });
  });

  it('answers its reads with its own rows only', async () => {
    const token = await s.login(own.owner.userName, own.owner.password);
    const users = await s.post('/api/user/query/1/200', {}, { token });
    expect(users.body.datas.list.map((x: { userName: string }) => x.userName).sort()).toEqual(
      [...own.users, own.app].map((x) => x.userName).sort(),
    );
    const devices = await s.post('/api/shopDevice/query', {}, { token });
    expect(devices.body.datas.list.map((x: { deviceNo: string }) => x.deviceNo)).toEqual([own.device.deviceNo]);
    const staff = await s.post('/api/staff/query/1/50', {}, { token });
    expect(staff.body.datas.total).toBe(0);
    const log = await s.post('/api/audit/query/1/200', {}, { token });
    const shopIds = new Set(log.body.datas.list.map((x: { shopId: number }) => x.shopId));
    expect(shopIds.has(victim.shop.id)).toBe(false);
  });
});
