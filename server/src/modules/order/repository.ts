import {
  dateInputEnd,
  dateInputStart,
  NOTIFY_REFUSALS_SQL,
  OrderStatus,
  type PayMethod,
  PayStatus,
  type TOrder,
  type TOrderFilter,
  type TOrderQueryRequest,
} from '@skin/contract';
import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, appUsers, orderItems, orders, paymentEvents, shops } from '../../db/schema.js';
import { likeContains, type PageRequest } from '../../lib/sql.js';

export type OrderRow = typeof orders.$inferSelect;

/** The states of an open order: created, and payment in progress. */
const OPEN = [OrderStatus.PENDING, OrderStatus.PAYING];

/** Order lists count their matches up to this many (the answer then says `capped`). */
export const COUNT_CAP = 10_000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The columns of an order row as answers show it (with the store's and the creator's names). */
const listColumns = {
  order: orders,
  shopName: shops.name,
  userName: accounts.userName,
};

export type ListRow = { order: OrderRow; shopName: string; userName: string };

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

  /** A new cloud renewal, or null when the store already has an open one (one per store, by a partial unique index). */
  async insertCloud(tx: DbOrTx, values: typeof orders.$inferInsert): Promise<string | null> {
    const [made] = await tx.insert(orders).values(values).onConflictDoNothing().returning({ orderNo: orders.orderNo });
    return made?.orderNo ?? null;
  },

  /** A new viewer-end renewal and its items, one per app account it renews. */
  async insertViewer(tx: DbOrTx, values: typeof orders.$inferInsert, appUserIds: number[]) {
    const [made] = await tx.insert(orders).values(values).returning({ id: orders.id });
    // Each item's foreign key takes a key-share lock on its account as the row goes in; a payment being applied
    // locks its accounts FOR UPDATE in id order (itemsForUpdate). Items in any other order could deadlock with it
    // (this add holding account 2 and waiting for 1, the payment holding 1 and waiting for 2): in id order too.
    const ids = [...appUserIds].sort((a, b) => a - b);
    await tx.insert(orderItems).values(ids.map((appUserId) => ({ orderId: made!.id, appUserId })));
  },

  /** An open order goes to "payment in progress" with its provider; false when it is no longer open. */
  async markPaying(db: DbOrTx, id: number, values: Pick<OrderRow, 'payMethod' | 'payOpenedAt' | 'tradeNo'>) {
    const [updated] = await db
      .update(orders)
      .set({ orderStatus: OrderStatus.PAYING, payStatus: PayStatus.PAYING, ...values })
      .where(and(eq(orders.id, id), inArray(orders.orderStatus, OPEN)))
      .returning({ id: orders.id });
    return !!updated;
  },

  /** An open order is paid, with what its payment gave (locked by the caller). */
  async markPaid(
    tx: DbOrTx,
    id: number,
    values: Pick<OrderRow, 'payMethod' | 'payAmount' | 'tradeNo' | 'paidAt'> &
      Partial<Pick<OrderRow, 'cloudExpireBefore' | 'cloudExpireAfter'>>,
  ) {
    await tx
      .update(orders)
      .set({ orderStatus: OrderStatus.PAID, payStatus: PayStatus.PAID, ...values })
      .where(and(eq(orders.id, id), inArray(orders.orderStatus, OPEN)));
  },

  /** An open order is cancelled; null when it was no longer open. */
  async markCancelled(tx: DbOrTx, id: number): Promise<OrderRow | null> {
    const [done] = await tx
      .update(orders)
      .set({ orderStatus: OrderStatus.CANCELLED, payStatus: PayStatus.UNPAID, cancelledAt: new Date() })
      .where(and(eq(orders.id, id), inArray(orders.orderStatus, OPEN)))
      .returning();
    return done ?? null;
  },

  /** A paid order is refunded (locked and checked by the caller). */
  async markRefunded(tx: DbOrTx, id: number, reason: string | null) {
    await tx
      .update(orders)
      .set({
        orderStatus: OrderStatus.REFUNDED,
        payStatus: PayStatus.REFUNDED,
        refundedAt: new Date(),
        refundReason: reason?.slice(0, 200) ?? null,
      })
      .where(eq(orders.id, id));
  },

  /** A viewer-end order's items with their accounts, the accounts locked (a payment extends them). */
  async lockItemAccounts(tx: DbOrTx, orderId: number) {
    return tx
      .select({
        id: orderItems.id,
        userId: appUsers.id,
        expireTime: appUsers.expireTime,
        permanent: appUsers.permanent,
      })
      .from(orderItems)
      .innerJoin(appUsers, eq(appUsers.id, orderItems.appUserId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(appUsers.id))
      .for('update', { of: appUsers });
  },

  /** An item's account expiry before and after the payment (both null: nothing was extended). */
  async setItemExpiry(tx: DbOrTx, itemId: number, expireBefore: Date | null, expireAfter: Date | null) {
    await tx.update(orderItems).set({ expireBefore, expireAfter }).where(eq(orderItems.id, itemId));
  },

  /** A viewer-end order's items as the payment recorded them, by account. */
  async itemRows(tx: DbOrTx, orderId: number) {
    return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.appUserId));
  },

  /** The order a gateway's payment id belongs to (PayPal's order id in a return URL), or null. */
  async orderNoOfTrade(db: DbOrTx, method: PayMethod, tradeNo: string): Promise<string | null> {
    const [o] = await db
      .select({ orderNo: orders.orderNo })
      .from(orders)
      .where(and(eq(orders.payMethod, method), eq(orders.tradeNo, tradeNo)))
      .limit(1);
    return o?.orderNo ?? null;
  },

  /** Open orders whose time ran out at `now`, the earliest first. */
  async due(db: DbOrTx, now: Date, limit: number): Promise<OrderRow[]> {
    return db
      .select()
      .from(orders)
      .where(and(inArray(orders.orderStatus, OPEN), lte(orders.closesAt, now)))
      .orderBy(asc(orders.closesAt))
      .limit(limit);
  },

  /** Orders "payment in progress" since before `openedBefore`, the oldest first. */
  async payingSince(db: DbOrTx, openedBefore: Date, limit: number): Promise<OrderRow[]> {
    return db
      .select()
      .from(orders)
      .where(and(eq(orders.orderStatus, OrderStatus.PAYING), lte(orders.payOpenedAt, openedBefore)))
      .orderBy(asc(orders.payOpenedAt))
      .limit(limit);
  },

  /** How many cloud renewals of the store were ever paid (refunded ones count). */
  async paidCloudCount(db: DbOrTx, shopId: number): Promise<number> {
    const [paid] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          eq(orders.shopId, shopId),
          eq(orders.orderType, 2),
          inArray(orders.orderStatus, [OrderStatus.PAID, OrderStatus.REFUNDED]),
        ),
      );
    return paid?.n ?? 0;
  },

  /** The store's open cloud renewal, if any. */
  async openCloudOrder(db: DbOrTx, shopId: number): Promise<OrderRow | null> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.orderType, 2), inArray(orders.orderStatus, OPEN)));
    return row ?? null;
  },
};

/** payment_events: what providers said about orders and what each settle did with it. */
export const paymentEventRepository = {
  async insert(db: DbOrTx, values: typeof paymentEvents.$inferInsert) {
    await db.insert(paymentEvents).values(values);
  },

  /** Whether a gateway's event id was already taken in with one of these outcomes. */
  async seen(db: DbOrTx, provider: string, eventId: string, outcomes: readonly string[]): Promise<boolean> {
    const [e] = await db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.provider, provider),
          eq(paymentEvents.eventId, eventId),
          inArray(paymentEvents.outcome, [...outcomes]),
        ),
      )
      .limit(1);
    return !!e;
  },

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
  refusedBefore: (before: Date) => and(sql.raw(NOTIFY_REFUSALS_SQL), lt(paymentEvents.createdAt, before))!,

  /** Any row older than `before` whose outcome is not one of `kept`. */
  otherBefore: (before: Date, kept: readonly string[]) =>
    and(lt(paymentEvents.createdAt, before), notInArray(paymentEvents.outcome, [...kept]))!,
};
