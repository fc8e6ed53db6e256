import { and, asc, eq, inArray } from 'drizzle-orm';
import { newOrderNo } from '../modules/order/service.js';
import type { Db } from './client.js';
import { accounts, appUsers, orderItems, orders, shops } from './schema.js';
import { DEMO_ACCOUNTS } from './seed.js';

const DAY = 86_400_000;
const MINUTE = 60_000;
/**
 * How long the demo's open orders (waiting for payment, payment in progress) stay open after the first start: an
 * afternoon of trying the console and the sandbox's checkout with them (docs/decisions.md, issue 39). Orders made
 * in the console close after their 30 minutes, as always.
 */
export const DEMO_PAY_WINDOW_MS = 8 * 60 * MINUTE;

type Status = 1 | 2 | 3 | 4 | 5;
interface Plan {
  /** days before now */
  ago: number;
  type: 1 | 2;
  status: Status;
  method?: 'alipay' | 'wechat' | 'paypal' | 'appstore' | 'sandbox';
  /** viewer-end renewals: how many accounts, how many years */
  accounts?: number;
  years?: number;
}

/**
 * Demo orders (issue 12): Demo Store (CNY) over nine months in every type, status and method, so /my-orders,
 * /cloud's history and the data centre have something to show; a few of Second Store's (USD, PayPal). Paid and
 * refunded rows carry the expiry before and after as the payment left it. The open orders wait for payment until
 * DEMO_PAY_WINDOW_MS after the first start (`now`), then close as any order does.
 */
export async function seedOrders(db: Db, now = Date.now()) {
  const owners = await db
    .select()
    .from(accounts)
    .where(inArray(accounts.userName, [DEMO_ACCOUNTS.demoshop.userName, DEMO_ACCOUNTS.secondshop.userName]));
  const demo = owners.find((a) => a.userName === DEMO_ACCOUNTS.demoshop.userName);
  const second = owners.find((a) => a.userName === DEMO_ACCOUNTS.secondshop.userName);
  if (!demo?.shopId || !second?.shopId) return;
  const viewersOf = (shopId: number) =>
    db
      .select()
      .from(appUsers)
      .where(and(eq(appUsers.shopId, shopId), eq(appUsers.userType, 2), eq(appUsers.permanent, false)))
      .orderBy(asc(appUsers.id));
  const demoViewers = (await viewersOf(demo.shopId)).filter((u) => u.closedAt === null);

  const demoPlans: Plan[] = [
    { ago: 0.004, type: 1, status: 1, accounts: 2, years: 1 },
    { ago: 0.008, type: 1, status: 2, method: 'alipay', accounts: 1, years: 2 },
    { ago: 3, type: 1, status: 3, method: 'wechat', accounts: 1, years: 1 },
    { ago: 9, type: 1, status: 4, accounts: 3, years: 1 },
    { ago: 16, type: 1, status: 3, method: 'alipay', accounts: 2, years: 3 },
    { ago: 27, type: 2, status: 4 },
    { ago: 33, type: 1, status: 3, method: 'appstore', accounts: 1, years: 1 },
    { ago: 41, type: 1, status: 5, method: 'alipay', accounts: 1, years: 1 },
    { ago: 48, type: 1, status: 3, method: 'sandbox', accounts: 2, years: 1 },
    { ago: 62, type: 1, status: 3, method: 'wechat', accounts: 3, years: 2 },
    { ago: 75, type: 1, status: 4, accounts: 1, years: 5 },
    { ago: 89, type: 1, status: 3, method: 'alipay', accounts: 1, years: 1 },
    { ago: 104, type: 1, status: 3, method: 'wechat', accounts: 2, years: 1 },
    { ago: 126, type: 1, status: 3, method: 'alipay', accounts: 1, years: 2 },
    { ago: 151, type: 1, status: 4, method: 'wechat', accounts: 2, years: 1 },
    { ago: 170, type: 1, status: 3, method: 'appstore', accounts: 1, years: 1 },
    { ago: 198, type: 1, status: 3, method: 'alipay', accounts: 3, years: 1 },
    { ago: 222, type: 1, status: 5, method: 'wechat', accounts: 1, years: 1 },
    { ago: 243, type: 1, status: 3, method: 'alipay', accounts: 2, years: 2 },
    { ago: 265, type: 1, status: 3, method: 'wechat', accounts: 1, years: 1 },
    { ago: 280, type: 1, status: 3, method: 'alipay', accounts: 1, years: 1 },
    { ago: 344, type: 2, status: 3, method: 'alipay' },
  ];
  // Second Store's only viewer end is permanent (never charged): its orders are cloud renewals.
  const secondPlans: Plan[] = [
    { ago: 0.006, type: 2, status: 1 },
    { ago: 24, type: 2, status: 4 },
    { ago: 180, type: 2, status: 5, method: 'paypal' },
    { ago: 362, type: 2, status: 3, method: 'paypal' },
  ];

  await db.transaction(async (tx) => {
    const [demoShop] = await tx.select().from(shops).where(eq(shops.id, demo.shopId!));
    const [secondShop] = await tx.select().from(shops).where(eq(shops.id, second.shopId!));
    const seedPlans = async (
      plans: Plan[],
      owner: typeof demo,
      shop: typeof demoShop,
      currency: 'CNY' | 'USD',
      viewers: typeof demoViewers,
    ) => {
      const price = currency === 'CNY' ? { tb: 200000, viewer: 30000 } : { tb: 30000, viewer: 4500 };
      for (const p of plans) {
        const createdAt = new Date(now - p.ago * DAY);
        const paid = p.status === 3 || p.status === 5;
        const paidAt = paid ? new Date(createdAt.getTime() + 4 * MINUTE) : null;
        const quantity = p.type === 2 ? Math.max(1, Math.ceil((shop!.ossSize || 1) / 1024 ** 4)) : (p.accounts ?? 1);
        const years = p.type === 2 ? 1 : (p.years ?? 1);
        const unitPrice = p.type === 2 ? price.tb : price.viewer;
        const amount = quantity * unitPrice * years;
        const cloudBefore = p.type === 2 && paidAt ? new Date(paidAt.getTime() + 20 * DAY) : null;
        const cloudAfter = cloudBefore ? new Date(cloudBefore.getTime() + 365 * DAY) : null;
        const [o] = await tx
          .insert(orders)
          .values({
            orderNo: newOrderNo(createdAt),
            shopId: shop!.id,
            accountId: owner!.id,
            orderType: p.type,
            orderStatus: p.status,
            payStatus: p.status === 3 ? 2 : p.status === 5 ? 3 : p.status === 2 ? 1 : 0,
            payMethod: p.method ?? null,
            currency,
            orderAmount: amount,
            payAmount: paid ? amount : 0,
            quantity,
            unitPrice,
            years,
            usageBytes: p.type === 2 ? shop!.ossSize : null,
            tradeNo: paid && p.method ? `${p.method.toUpperCase()}${createdAt.getTime()}` : null,
            cloudExpireBefore: cloudBefore,
            cloudExpireAfter: cloudAfter,
            refundReason: p.status === 5 ? 'Bought twice by mistake' : null,
            createdAt,
            payOpenedAt: p.status === 1 ? null : p.method ? new Date(createdAt.getTime() + MINUTE) : null,
            paidAt,
            cancelledAt: p.status === 4 ? new Date(createdAt.getTime() + 30 * MINUTE) : null,
            refundedAt: p.status === 5 ? new Date(createdAt.getTime() + 2 * DAY) : null,
            closesAt: p.status <= 2 ? new Date(now + DEMO_PAY_WINDOW_MS) : new Date(createdAt.getTime() + 30 * MINUTE),
          })
          .returning();
        if (p.type === 1 && viewers.length) {
          const chosen = Array.from({ length: quantity }, (_, i) => viewers[(i + Math.round(p.ago)) % viewers.length]!);
          const unique = [...new Map(chosen.map((u) => [u.id, u])).values()];
          await tx.insert(orderItems).values(
            unique.map((u) => {
              const before = paidAt ? new Date(paidAt.getTime() + 10 * DAY) : null;
              const after = before ? new Date(before.getTime() + years * 365 * DAY) : null;
              return { orderId: o!.id, appUserId: u.id, expireBefore: before, expireAfter: after };
            }),
          );
          if (unique.length !== quantity) {
            await tx
              .update(orders)
              .set({
                quantity: unique.length,
                orderAmount: unique.length * unitPrice * years,
                payAmount: paid ? unique.length * unitPrice * years : 0,
              })
              .where(eq(orders.id, o!.id));
          }
        }
      }
    };
    await seedPlans(demoPlans, demo, demoShop, 'CNY', demoViewers);
    await seedPlans(secondPlans, second, secondShop, 'USD', []);
  });
}
