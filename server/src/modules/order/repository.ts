import {
  dateInputEnd,
  dateInputStart,
  type PayMethod,
  type TOrder,
  type TOrderFilter,
  type TOrderQueryRequest,
} from '@skin/contract';
import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, appUsers, orderItems, orders, paymentEvents, shops } from '../../db/schema.js';
import { REFUSALS_SQL } from '../../lib/payments/notify.js';
import { likeContains, type PageRequest } from '../../lib/sql.js';

export type OrderRow = typeof orders.$inferSelect;

/** Order lists count their matches up to this many (the answer then says `capped`). */
export const COUNT_CAP = 10_000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The columns of an order row as answers show it (with the store's and the creator's names). */
const listColumns = {
  order: orders,
  shopName: shops.name,
  userName: accounts.userName,
};

type ListRow = { order: OrderRow; shopName: string; userName: string };

export function presentOrder(r: ListRow): TOrder {
  const o = r.order;
  const open = o.orderStatus === 1 || o.orderStatus === 2;
  return {
    orderNo: o.orderNo,
    orderType: o.orderType as TOrder['orderType'],
    orderStatus: o.orderStatus as TOrder['orderStatus'],
    payStatus: o.payStatus as TOrder['payStatus'],
    payMethod: (o.payMethod as PayMethod | null) ?? null,
    currency: o.currency as TOrder['currency'],
    orderAmount: o.orderAmount,
    payAmount: o.payAmount,
    quantity: o.quantity,
    unitPrice: o.unitPrice,
    years: o.years,
    usageBytes: o.usageBytes,
    shopId: o.shopId,
    shopName: r.shopName,
    userId: o.accountId,
    userName: r.userName,
    tradeNo: o.tradeNo,
    createdAt: o.createdAt.toISOString(),
    paidAt: iso(o.paidAt),
    cancelledAt: iso(o.cancelledAt),
    refundedAt: iso(o.refundedAt),
    closesAt: open ? o.closesAt.toISOString() : null,
  };
}

function whereOf(shopId: number | null, f: TOrderFilter): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  if (shopId !== null) c.push(eq(orders.shopId, shopId));
  if (f.orderNo) c.push(ilike(orders.orderNo, likeContains(f.orderNo)));
  if (f.userNameFull) c.push(ilike(accounts.userName, likeContains(f.userNameFull)));
  if (f.orderType != null) c.push(eq(orders.orderType, f.orderType));
  if (f.orderStatus != null) c.push(eq(orders.orderStatus, f.orderStatus));
  if (f.payStatus != null) c.push(eq(orders.payStatus, f.payStatus));
  if (f.payMethod) c.push(eq(orders.payMethod, f.payMethod));
  if (f.createdFrom) c.push(gte(orders.createdAt, dateInputStart(f.createdFrom)));
  if (f.createdTo) c.push(lte(orders.createdAt, dateInputEnd(f.createdTo)));
  return and(...c);
}

function orderByOf(q: TOrderQueryRequest): SQL[] {
  const dir = q.sortOrder === 'ascend' ? asc : desc;
  switch (q.sortField) {
    case 'orderAmount':
      return [dir(orders.orderAmount), dir(orders.id)];
    case 'paidAt':
      return [
        q.sortOrder === 'ascend' ? sql`${orders.paidAt} asc nulls last` : sql`${orders.paidAt} desc nulls last`,
        dir(orders.id),
      ];
    default:
      return [dir(orders.createdAt), dir(orders.id)];
  }
}

export const orderRepository = {
  /**
   * A page of orders (one store's, or every store's for `shopId` null) and how many match, counted up to
   * COUNT_CAP (`capped` past it): the platform's list of every store must not count ten million rows on each
   * page. The creator's name is joined for counting only when it is filtered on.
   */
  async page(db: DbOrTx, shopId: number | null, q: TOrderQueryRequest, p: PageRequest) {
    const where = whereOf(shopId, q);
    const list = db
      .select(listColumns)
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .innerJoin(accounts, eq(accounts.id, orders.accountId))
      .where(where)
      .orderBy(...orderByOf(q))
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize);
    const matches = q.userNameFull
      ? db
          .select({ one: sql`1` })
          .from(orders)
          .innerJoin(accounts, eq(accounts.id, orders.accountId))
          .where(where)
          .limit(COUNT_CAP + 1)
      : db
          .select({ one: sql`1` })
          .from(orders)
          .where(where)
          .limit(COUNT_CAP + 1);
    const counted = db.select({ n: sql<number>`count(*)::int` }).from(matches.as('m'));
    const [rows, [count]] = await Promise.all([list, counted]);
    const n = count?.n ?? 0;
    return { rows: rows as ListRow[], total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
  },

  /** Rows for an export: every match in the list's order, at most `limit`. */
  async all(db: DbOrTx, shopId: number | null, q: TOrderQueryRequest, limit: number) {
    const rows = await db
      .select(listColumns)
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .innerJoin(accounts, eq(accounts.id, orders.accountId))
      .where(whereOf(shopId, q))
      .orderBy(...orderByOf(q))
      .limit(limit);
    return rows as ListRow[];
  },

  /** One order by number (of one store when `shopId` is given), with the names shown beside it. */
  async find(db: DbOrTx, orderNo: string, shopId: number | null): Promise<ListRow | null> {
    const [row] = await db
      .select(listColumns)
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .innerJoin(accounts, eq(accounts.id, orders.accountId))
      .where(and(eq(orders.orderNo, orderNo), shopId === null ? undefined : eq(orders.shopId, shopId)));
    return (row as ListRow | undefined) ?? null;
  },

  /** The order row locked for the rest of the transaction (every state change goes through this). */
  async lock(tx: DbOrTx, orderNo: string): Promise<OrderRow | null> {
    const [row] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo)).for('update');
    return row ?? null;
  },

  /** The accounts an order renews, with what the payment recorded and the account's expiry now. */
  async items(db: DbOrTx, orderId: number) {
    return db
      .select({
        userId: orderItems.appUserId,
        userName: appUsers.userName,
        expireBefore: orderItems.expireBefore,
        expireAfter: orderItems.expireAfter,
        currentExpire: appUsers.expireTime,
        permanent: appUsers.permanent,
      })
      .from(orderItems)
      .innerJoin(appUsers, eq(appUsers.id, orderItems.appUserId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
  },

  /** The store's open cloud renewal, if any. */
  async openCloudOrder(db: DbOrTx, shopId: number): Promise<OrderRow | null> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.orderType, 2), inArray(orders.orderStatus, [1, 2])));
    return row ?? null;
  },
};

/** payment_events: what providers said about orders (written by the order service, pruned here). */
export const paymentEventRepository = {
  /**
   * Deletes up to `batch` rows matching `where`, oldest first (one short statement, so pruning never holds a
   * long transaction). Answers how many went.
   */
  async deleteOldest(db: DbOrTx, where: SQL, batch: number): Promise<number> {
    const gone = await db
      .delete(paymentEvents)
      .where(
        inArray(
          paymentEvents.id,
          db
            .select({ id: paymentEvents.id })
            .from(paymentEvents)
            .where(where)
            .orderBy(asc(paymentEvents.createdAt))
            .limit(batch),
        ),
      )
      .returning({ id: paymentEvents.id });
    return gone.length;
  },

  /** Refused notifications older than `before` (found through payment_events_refused_idx). */
  refusedBefore: (before: Date) => and(sql.raw(REFUSALS_SQL), lt(paymentEvents.createdAt, before))!,

  /** Any row older than `before` whose outcome is not one of `kept`. */
  otherBefore: (before: Date, kept: readonly string[]) =>
    and(lt(paymentEvents.createdAt, before), notInArray(paymentEvents.outcome, [...kept]))!,
};
