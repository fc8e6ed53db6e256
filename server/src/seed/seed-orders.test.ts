import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoTokens, demoTokens, startServer, type TestServer } from '../../test/helper.js';
import { seedOrders } from './seed-orders.js';

/** The demo orders (run by main.ts on an empty database) as each demo account sees them. */
let s: TestServer;
/** The first start, an afternoon ago: the orders were seeded then. */
const AFTERNOON = 5 * 3_600_000;
let tokens: DemoTokens;
type Listed = {
  orderNo: string;
  orderType: number;
  orderStatus: number;
  currency: string;
  createdAt: string;
  payMethod: string | null;
  shopName: string;
};

beforeAll(async () => {
  s = await startServer();
  tokens = await demoTokens(s);
  await seedOrders(s.db, Date.now() - AFTERNOON);
});
afterAll(() => s.close());

const list = async (who: keyof typeof tokens, body: object = {}) =>
  (await s.post('/api/userOrder/query/1/200', body, { token: tokens[who] })).body.datas.list as Listed[];

describe('demo orders', () => {
  it('gives Demo Store orders of both types in every status over several months, in CNY', async () => {
    const orders = await list('demo');
    expect(new Set(orders.map((o) => o.orderStatus))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(orders.map((o) => o.orderType))).toEqual(new Set([1, 2]));
    expect(new Set(orders.map((o) => o.currency))).toEqual(new Set(['CNY']));
    const months = new Set(orders.map((o) => o.createdAt.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
    expect(new Set(orders.map((o) => o.payMethod).filter(Boolean))).toEqual(
      new Set(['alipay', 'wechat', 'appstore', 'sandbox']),
    );
    // Newest first; the open one is the newest.
    expect(orders[0]!.orderStatus).toBe(1);
  });

  it('every viewer-end order names Demo Store accounts it could renew, with the expiry before and after once paid', async () => {
    const paid = (await list('demo', { orderType: 1, orderStatus: 3 }))[0]!;
    const detail = (await s.post(`/api/userOrder/get/${paid.orderNo}`, undefined, { token: tokens.demo })).body.datas;
    expect(detail.items.length).toBe(detail.quantity);
    expect(detail.orderAmount).toBe(detail.quantity * detail.unitPrice * detail.years);
    for (const item of detail.items) expect(new Date(item.expireAfter) > new Date(item.expireBefore)).toBe(true);
  });

  it('gives Second Store a few cloud orders in USD, one of them open (what a renewal reuses)', async () => {
    const orders = await list('second');
    expect(orders.length).toBeGreaterThanOrEqual(3);
    expect(new Set(orders.map((o) => o.currency))).toEqual(new Set(['USD']));
    const info = (await s.post('/api/cloud/info', {}, { token: tokens.second })).body.datas;
    expect(info.pendingOrderNo).toBe(orders.find((o) => o.orderStatus === 1)!.orderNo);
  });

  it('keeps its open orders waiting for payment an afternoon after the first start', async () => {
    // Closing runs every minute: due orders close; the demo's open ones are not due yet.
    await s.deps.orders.closeDue(1000);
    for (const who of ['demo', 'second'] as const) {
      const open = await list(who, { orderStatus: 1 });
      expect(open.length, who).toBe(1);
      const detail = (await s.post(`/api/userOrder/get/${open[0]!.orderNo}`, undefined, { token: tokens[who] })).body
        .datas;
      expect(detail.orderStatus).toBe(1);
      // Hours left to pay, not minutes.
      expect(new Date(detail.closesAt).getTime() - Date.now()).toBeGreaterThan(2 * 3_600_000);
    }
    expect((await list('demo', { orderStatus: 2 })).length).toBe(1);
  });

  it('shows the platform both stores', async () => {
    const names = new Set((await list('platform')).map((o) => o.shopName));
    expect(names).toEqual(new Set(['Demo Store', 'Second Store']));
  });
});
