import { randomBytes } from 'node:crypto';
import {
  type Currency,
  cloudDaysLeft,
  currencyOfPhone,
  EXPORT_MAX_ROWS,
  extendExpiry,
  isCloudExpired,
  isOpenOrder,
  type Language,
  METHOD_CURRENCIES,
  ORDER_EXPORT_LABELS,
  OrderStatus,
  type PayMethod,
  PayStatus,
  PENDING_ORDER_MINUTES,
  quoteCloudRenewal,
  quoteViewerRenewal,
  type TCloudInfo,
  type TOrderAddRequest,
  type TOrderDetail,
  type TOrderExportRequest,
  type TOrderPayResponse,
  type TOrderQueryRequest,
} from '@skin/contract';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { accounts, appUsers, orderItems, orders, paymentEvents, prices, shops } from '../../db/schema.js';
import { audit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { buildTableExport, money, timeFormatter } from '../../lib/export.js';
import type { AuthContext } from '../../lib/http.js';
import type { JobQueue } from '../../lib/jobs.js';
import type { Metrics } from '../../lib/metrics.js';
import type { Runtime } from '../../lib/module.js';
import { boundedExtract } from '../../lib/payments/notify.js';
import { type PaymentOrder, type PaymentProvider, ProviderError, type ProviderFact } from '../../lib/payments/types.js';
import type { PageRequest } from '../../lib/sql.js';
import {
  paymentEventRepository as eventRepo,
  type OrderRow,
  presentOrder,
  orderRepository as repo,
} from './repository.js';

/** What a settle did with a provider's fact (also the `outcome` of its payment_events row). */
export type SettleOutcome = 'applied' | 'duplicate' | 'mismatch' | 'late' | 'closed' | 'ignored' | 'unknown';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * How long payment_events rows are kept (docs/decisions.md, issue 20): refused notifications (forged,
 * unverified, malformed: REFUSALS) a week, enough to look into an attack or a wrong key; every other row (what a
 * verified message or a refund did) 400 days, a year of audits and a month to spare; `late` and `mismatch` rows
 * (money taken that a person must refund or look into) are never pruned. Nothing reads an old row to decide a
 * payment: the order's state is what keeps a payment's effect to once, and a replayed PayPal event older than
 * its row is settled again as a `duplicate`.
 */
export const EVENT_RETENTION = {
  refusedDays: 7,
  otherDays: 400,
  kept: ['late', 'mismatch'] as readonly SettleOutcome[],
};
/** How long after opening a payment reconciliation first asks the provider. */
const RECONCILE_AFTER_MS = MINUTE;

/** An unguessable, unique order number: UTC time to the second and 12 random base-32 characters. */
export function newOrderNo(now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(12);
  let tail = '';
  for (const b of bytes) tail += alphabet[b % 32];
  return `${stamp}${tail}`;
}

export interface OrderServiceOptions {
  providers: readonly PaymentProvider[];
  apiPrefix: string;
  /** Counts every recorded payment event (`payment_events_total`). */
  metrics?: Pick<Metrics, 'paymentEvents'>;
}

/**
 * Orders and their payment (DESIGN.md sections 6 and 9). Every state change locks the order row
 * (`SELECT ... FOR UPDATE`) and changes it only from the states the machine allows, so a payment's effect is
 * applied once however many notifications, returns, queries and instances race. Provider calls are made
 * outside transactions (a gateway's answer is then applied under the lock).
 */
export function createOrderService(db: Db, jobs: JobQueue, runtime: Runtime, opts: OrderServiceOptions) {
  const providers = new Map<PayMethod, PaymentProvider>(opts.providers.map((p) => [p.method, p]));

  /** The methods offered for a currency: configured providers that take it. */
  const methodsFor = (currency: Currency): PayMethod[] =>
    [...providers.values()].filter((p) => p.currencies.includes(currency)).map((p) => p.method);

  function paymentOrder(o: OrderRow, lang: Language = 'en-US'): PaymentOrder {
    const l = ORDER_EXPORT_LABELS[lang];
    return {
      orderNo: o.orderNo,
      amount: o.orderAmount,
      currency: o.currency as Currency,
      subject: `${l.orderType[o.orderType as 1 | 2]} x ${o.quantity} x ${o.years}`,
      createdAt: o.createdAt,
      closesAt: o.closesAt,
      tradeNo: o.tradeNo,
    };
  }

  async function recordEvent(
    provider: string,
    source: string,
    outcome: string,
    orderNo: string | null,
    detail: unknown,
    eventId: string | null = null,
    tx: DbOrTx = db,
  ) {
    await tx.insert(paymentEvents).values({
      provider,
      source,
      outcome,
      orderNo: orderNo?.slice(0, 64) ?? null,
      eventId: eventId?.slice(0, 128) ?? null,
      detail: boundedExtract(detail),
    });
    opts.metrics?.paymentEvents.inc({ provider, source, outcome });
  }

  /** The store's billing currency: CNY when its owner's phone has dial code 86, otherwise USD. */
  async function currencyOfShop(tx: DbOrTx, shopId: number): Promise<Currency> {
    const [owner] = await tx
      .select({ mobile: accounts.mobile, shopMobile: shops.mobile })
      .from(shops)
      .leftJoin(accounts, and(eq(accounts.shopId, shops.id), eq(accounts.kind, 'owner')))
      .where(eq(shops.id, shopId))
      .orderBy(asc(accounts.id))
      .limit(1);
    return currencyOfPhone(owner?.mobile ?? owner?.shopMobile);
  }

  async function priceOf(tx: DbOrTx, currency: Currency) {
    const [p] = await tx.select().from(prices).where(eq(prices.currency, currency));
    if (!p) throw new Error(`no price row for ${currency}`);
    return p;
  }

  async function detail(orderNo: string, shopId: number | null): Promise<TOrderDetail> {
    const row = await repo.find(db, orderNo, shopId);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    const o = row.order;
    const open = isOpenOrder(o.orderStatus as OrderStatus);
    const now = new Date();
    const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
    // While the order is open, what paying it now would give, by the rule the payment applies (applyEffect).
    const ifPaid = (current: Date | null) => (open ? extendExpiry(current, now, o.years).toISOString() : null);
    const items = o.orderType === 1 ? await repo.items(db, o.id) : [];
    const [shop] =
      o.orderType === 2
        ? await db.select({ cloudExpireTime: shops.cloudExpireTime }).from(shops).where(eq(shops.id, o.shopId))
        : [];
    return {
      ...presentOrder(row),
      items: items.map((it) => ({
        userId: it.userId,
        userName: it.userName,
        expireBefore: iso(it.expireBefore),
        expireAfter: iso(it.expireAfter),
        currentExpire: iso(it.currentExpire),
        permanent: it.permanent,
        expireIfPaid: it.permanent ? null : ifPaid(it.currentExpire),
      })),
      payMethods: open ? methodsFor(o.currency as Currency) : [],
      cloudExpireBefore: iso(o.cloudExpireBefore),
      cloudExpireAfter: iso(o.cloudExpireAfter),
      cloudExpireCurrent: iso(shop?.cloudExpireTime),
      cloudExpireIfPaid: shop ? ifPaid(shop.cloudExpireTime ?? null) : null,
    };
  }

  /** What the payment bought, given to the store in the paid transition's transaction. */
  async function applyEffect(tx: DbOrTx, o: OrderRow, now: Date) {
    if (o.orderType === 2) {
      const [shop] = await tx
        .select({ cloudExpireTime: shops.cloudExpireTime })
        .from(shops)
        .where(eq(shops.id, o.shopId))
        .for('update');
      const before = shop?.cloudExpireTime ?? null;
      const after = extendExpiry(before, now, o.years);
      await tx.update(shops).set({ cloudExpireTime: after }).where(eq(shops.id, o.shopId));
      return { cloudExpireBefore: before, cloudExpireAfter: after };
    }
    const items = await tx
      .select({
        id: orderItems.id,
        userId: appUsers.id,
        expireTime: appUsers.expireTime,
        permanent: appUsers.permanent,
      })
      .from(orderItems)
      .innerJoin(appUsers, eq(appUsers.id, orderItems.appUserId))
      .where(eq(orderItems.orderId, o.id))
      .orderBy(asc(appUsers.id))
      .for('update', { of: appUsers });
    for (const it of items) {
      // An account made permanent after the order was placed keeps no expiry: nothing to extend.
      if (it.permanent) {
        await tx.update(orderItems).set({ expireBefore: null, expireAfter: null }).where(eq(orderItems.id, it.id));
        continue;
      }
      const after = extendExpiry(it.expireTime, now, o.years);
      await tx.update(appUsers).set({ expireTime: after, updatedAt: now }).where(eq(appUsers.id, it.userId));
      await tx
        .update(orderItems)
        .set({ expireBefore: it.expireTime, expireAfter: after })
        .where(eq(orderItems.id, it.id));
    }
    return {};
  }

  /** A refund takes back what the payment gave: the same span comes off the current expiry. */
  async function takeBackEffect(tx: DbOrTx, o: OrderRow) {
    const span = (before: Date | null, after: Date | null, paidAt: Date | null) =>
      after ? after.getTime() - (before && paidAt && before > paidAt ? before : (paidAt ?? after)).getTime() : 0;
    if (o.orderType === 2) {
      const gave = span(o.cloudExpireBefore, o.cloudExpireAfter, o.paidAt);
      if (gave > 0) {
        await tx
          .update(shops)
          .set({ cloudExpireTime: sql`${shops.cloudExpireTime} - make_interval(secs => ${gave / 1000})` })
          .where(eq(shops.id, o.shopId));
      }
      return;
    }
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, o.id))
      .orderBy(asc(orderItems.appUserId));
    for (const it of items) {
      const gave = span(it.expireBefore, it.expireAfter, o.paidAt);
      if (gave <= 0) continue;
      await tx
        .update(appUsers)
        .set({ expireTime: sql`${appUsers.expireTime} - make_interval(secs => ${gave / 1000})`, updatedAt: new Date() })
        .where(and(eq(appUsers.id, it.appUserId), eq(appUsers.permanent, false)));
    }
  }

  /**
   * Applies what a provider verifiably said about an order, exactly once: under the order's row lock, `paid`
   * moves 1|2 -> 3 with its effect only when amount and currency equal the order's; `closed` cancels an open
   * order. Every call leaves a payment_events row saying what it did.
   */
  async function settle(method: PayMethod, fact: ProviderFact, source: string): Promise<SettleOutcome> {
    const outcome = await db.transaction(async (tx) => {
      const o = await repo.lock(tx, fact.orderNo);
      const record = (outcome: SettleOutcome, extra: object = {}) =>
        recordEvent(method, source, outcome, fact.orderNo, { ...fact, ...extra }, fact.eventId ?? null, tx).then(
          () => outcome,
        );
      if (!o) return record('unknown');
      if (fact.state === 'paid') {
        if (fact.amount !== o.orderAmount || fact.currency !== o.currency) {
          return record('mismatch', { expected: { amount: o.orderAmount, currency: o.currency } });
        }
        if (o.orderStatus === OrderStatus.PAID || o.orderStatus === OrderStatus.REFUNDED) return record('duplicate');
        // Money for an order already closed: kept in the events for a person to refund.
        if (o.orderStatus === OrderStatus.CANCELLED) return record('late');
        const now = new Date();
        const effect = await applyEffect(tx, o, now);
        await tx
          .update(orders)
          .set({
            orderStatus: OrderStatus.PAID,
            payStatus: PayStatus.PAID,
            payMethod: method,
            payAmount: fact.amount,
            tradeNo: fact.tradeNo ?? o.tradeNo,
            paidAt: now,
            ...effect,
          })
          .where(and(eq(orders.id, o.id), inArray(orders.orderStatus, [OrderStatus.PENDING, OrderStatus.PAYING])));
        return record('applied');
      }
      if (fact.state === 'closed' && isOpenOrder(o.orderStatus as OrderStatus)) {
        await tx
          .update(orders)
          .set({ orderStatus: OrderStatus.CANCELLED, payStatus: PayStatus.UNPAID, cancelledAt: new Date() })
          .where(eq(orders.id, o.id));
        return record('closed');
      }
      return record('ignored');
    });
    return outcome;
  }

  /** Cancels an open order that was never handed to a provider (or whose provider closed it). */
  async function cancelOpen(tx: DbOrTx, o: OrderRow) {
    const [done] = await tx
      .update(orders)
      .set({ orderStatus: OrderStatus.CANCELLED, payStatus: PayStatus.UNPAID, cancelledAt: new Date() })
      .where(and(eq(orders.id, o.id), inArray(orders.orderStatus, [OrderStatus.PENDING, OrderStatus.PAYING])))
      .returning();
    return done ?? null;
  }

  /**
   * Closes an open order (the 30-minute close, or a cancel): a payment already opened is closed at its provider
   * first; a provider saying it was paid meanwhile settles it as paid instead. Answers whether it was closed.
   */
  async function closeOrder(o: OrderRow, source: string): Promise<boolean> {
    const provider = o.payMethod ? providers.get(o.payMethod as PayMethod) : undefined;
    if (o.orderStatus === OrderStatus.PAYING && provider) {
      const fact = await provider.close(paymentOrder(o));
      if (fact.state === 'paid') {
        await settle(provider.method, fact, source);
        return false;
      }
      return (await settle(provider.method, { ...fact, state: 'closed' }, source)) === 'closed';
    }
    return db.transaction(async (tx) => {
      const locked = await repo.lock(tx, o.orderNo);
      return !!locked && !!(await cancelOpen(tx, locked));
    });
  }

  async function findOwn(orderNo: string, shopId: number | null): Promise<OrderRow> {
    const row = await repo.find(db, orderNo, shopId);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return row.order;
  }

  const service = {
    methodsFor,
    recordEvent,
    settle,

    /** The order a gateway's payment id belongs to (PayPal's order id in a return URL), or null. */
    async orderNoOfTrade(method: PayMethod, tradeNo: string): Promise<string | null> {
      const [o] = await db
        .select({ orderNo: orders.orderNo })
        .from(orders)
        .where(and(eq(orders.payMethod, method), eq(orders.tradeNo, tradeNo)))
        .limit(1);
      return o?.orderNo ?? null;
    },

    /** Whether a gateway's event id was already taken in (a replayed webhook is answered without work). */
    async seenEvent(method: PayMethod, eventId: string): Promise<boolean> {
      const [e] = await db
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(
          and(
            eq(paymentEvents.provider, method),
            eq(paymentEvents.eventId, eventId.slice(0, 128)),
            inArray(paymentEvents.outcome, ['applied', 'duplicate', 'closed', 'ignored', 'late']),
          ),
        )
        .limit(1);
      return !!e;
    },

    async add(actor: AuthContext, shopId: number, body: TOrderAddRequest): Promise<string> {
      if (body.orderType === 1 && !actor.access.has('users')) throw new AppError('FORBIDDEN');
      return db.transaction(async (tx) => {
        const currency = await currencyOfShop(tx, shopId);
        const price = await priceOf(tx, currency);
        const now = new Date();
        const base = {
          shopId,
          accountId: actor.accountId,
          currency,
          createdAt: now,
          closesAt: new Date(now.getTime() + PENDING_ORDER_MINUTES * MINUTE),
        };
        if (body.orderType === 2) {
          const [account] = await tx
            .select({ id: accounts.id })
            .from(accounts)
            .where(and(eq(accounts.id, body.userId), eq(accounts.shopId, shopId)));
          if (!account) throw new AppError('NOT_FOUND');
          const open = await repo.openCloudOrder(tx, shopId);
          if (open) return open.orderNo;
          const [shop] = await tx.select({ ossSize: shops.ossSize }).from(shops).where(eq(shops.id, shopId));
          const usage = shop?.ossSize ?? 0;
          const q = quoteCloudRenewal(usage, price.cloudPerTb, currency);
          const orderNo = newOrderNo(now);
          // The partial unique index allows one open cloud order per store: a racing add answers the winner's.
          const [made] = await tx
            .insert(orders)
            .values({
              ...base,
              orderNo,
              orderType: 2,
              orderAmount: q.amount,
              quantity: q.quantity,
              unitPrice: q.unitPrice,
              years: 1,
              usageBytes: usage,
            })
            .onConflictDoNothing()
            .returning({ orderNo: orders.orderNo });
          if (made) return made.orderNo;
          const winner = await repo.openCloudOrder(tx, shopId);
          if (!winner) throw new AppError('ACTION_FAILED');
          return winner.orderNo;
        }
        const users = await tx
          .select()
          .from(appUsers)
          .where(and(eq(appUsers.shopId, shopId), inArray(appUsers.id, body.userIds)));
        // Another store's ids read as unknown (never "forbidden"), so they cannot be probed.
        if (users.length !== body.userIds.length) throw new AppError('NOT_FOUND');
        const refuse = (
          code: 'ORDER_ACCOUNT_CLOSED' | 'ORDER_ACCOUNT_PERMANENT' | 'ORDER_ACCOUNT_NOT_VIEWER',
          bad: typeof users,
        ) => {
          if (bad.length) throw new AppError(code, { datas: { userNames: bad.map((u) => u.userName) } });
        };
        refuse(
          'ORDER_ACCOUNT_CLOSED',
          users.filter((u) => u.closedAt !== null),
        );
        refuse(
          'ORDER_ACCOUNT_PERMANENT',
          users.filter((u) => u.permanent),
        );
        refuse(
          'ORDER_ACCOUNT_NOT_VIEWER',
          users.filter((u) => u.userType !== 2),
        );
        const q = quoteViewerRenewal(users.length, price.viewerPerAccount, body.years, currency);
        const orderNo = newOrderNo(now);
        const [made] = await tx
          .insert(orders)
          .values({
            ...base,
            orderNo,
            orderType: 1,
            orderAmount: q.amount,
            quantity: q.quantity,
            unitPrice: q.unitPrice,
            years: q.years,
          })
          .returning({ id: orders.id });
        await tx.insert(orderItems).values(users.map((u) => ({ orderId: made!.id, appUserId: u.id })));
        return orderNo;
      });
    },

    detail,

    /** A store's cloud space: usage, expiry, days left, the next renewal's price and the pending cloud order. */
    async cloudInfo(shopId: number): Promise<TCloudInfo> {
      const [shop] = await db.select().from(shops).where(eq(shops.id, shopId));
      if (!shop) throw new AppError('NOT_FOUND');
      const currency = await currencyOfShop(db, shopId);
      const price = await priceOf(db, currency);
      const q = quoteCloudRenewal(shop.ossSize, price.cloudPerTb, currency);
      const now = Date.now();
      const expire = shop.cloudExpireTime;
      const days = expire ? cloudDaysLeft(expire, new Date(now)) : 0;
      const [paid] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.shopId, shopId), eq(orders.orderType, 2), inArray(orders.orderStatus, [3, 5])));
      const open = await repo.openCloudOrder(db, shopId);
      return {
        shopId,
        shopName: shop.name,
        usageBytes: shop.ossSize,
        cloudExpireTime: expire?.toISOString() ?? null,
        daysLeft: days,
        type: isCloudExpired(expire, now) ? 2 : 1,
        currency,
        quote: { quantity: q.quantity, unitPrice: q.unitPrice, years: q.years, amount: q.amount },
        firstYearFree: (paid?.n ?? 0) === 0 && now < shop.createdAt.getTime() + 366 * 86_400_000,
        pendingOrderNo: open?.orderNo ?? null,
        viewerPerAccount: price.viewerPerAccount,
      };
    },

    async page(shopId: number | null, q: TOrderQueryRequest, p: PageRequest) {
      const { rows, total, capped } = await repo.page(db, shopId, q, p);
      return { list: rows.map(presentOrder), total, capped, page: p.page, pageSize: p.pageSize };
    },

    async exportFile(shopId: number | null, q: TOrderExportRequest, lang: Language) {
      const rows = await repo.all(db, shopId, q, EXPORT_MAX_ROWS);
      const l = ORDER_EXPORT_LABELS[lang];
      const time = timeFormatter(q.timeZone ?? 'UTC');
      const c = l.columns;
      const header = [
        c.orderNo,
        c.shopName,
        c.userName,
        c.orderType,
        c.orderStatus,
        c.payStatus,
        c.payMethod,
        c.currency,
        c.orderAmount,
        c.payAmount,
        c.quantity,
        c.unitPrice,
        c.years,
        c.createdAt,
        c.paidAt,
        c.cancelledAt,
        c.refundedAt,
      ];
      const body = rows.map((r) => {
        const o = presentOrder(r);
        return [
          o.orderNo,
          o.shopName,
          o.userName,
          l.orderType[o.orderType],
          l.orderStatus[o.orderStatus],
          l.payStatus[o.payStatus],
          o.payMethod ? l.payMethod[o.payMethod] : '',
          o.currency,
          money(o.orderAmount, o.currency),
          money(o.payAmount, o.currency),
          o.quantity,
          money(o.unitPrice, o.currency),
          o.years,
          time(o.createdAt),
          time(o.paidAt),
          time(o.cancelledAt),
          time(o.refundedAt),
        ];
      });
      return buildTableExport(
        'orders',
        [header, ...body],
        q.format,
        l.sheet,
        header.map((_, i) => (i === 0 ? 30 : 18)),
      );
    },

    /** Opens the payment with a method: the provider's checkout (or code), and the order goes to "payment in progress". */
    async pay(shopId: number, orderNo: string, method: PayMethod, lang: Language): Promise<TOrderPayResponse> {
      const o = await findOwn(orderNo, shopId);
      if (!isOpenOrder(o.orderStatus as OrderStatus)) throw new AppError('ORDER_NOT_PAYABLE');
      if (o.closesAt.getTime() <= Date.now()) {
        await closeOrder(o, 'close');
        throw new AppError('ORDER_NOT_PAYABLE');
      }
      const provider = providers.get(method);
      if (
        !provider ||
        !METHOD_CURRENCIES[method].includes(o.currency as Currency) ||
        !provider.currencies.includes(o.currency as Currency)
      ) {
        throw new AppError('PAY_METHOD_UNAVAILABLE');
      }
      const base = runtime.publicBaseUrl();
      let opened: Awaited<ReturnType<PaymentProvider['open']>>;
      try {
        opened = await provider.open(paymentOrder(o, lang), {
          // The sandbox's checkout page is ours: the browser stays on this origin (and its sign-in).
          returnUrl:
            method === 'sandbox'
              ? `/payment/result?orderNo=${o.orderNo}`
              : `${base}/payment/result?orderNo=${o.orderNo}`,
          // Each provider's notify route sits under its module's name (`wechat` is the wechatpay module's).
          notifyUrl: `${base}${opts.apiPrefix}/${method === 'wechat' ? 'wechatpay' : method}/notify`,
          checkoutBase: opts.apiPrefix,
          apiBase: `${base}${opts.apiPrefix}`,
          language: lang,
        });
      } catch (err) {
        if (err instanceof ProviderError) throw new AppError('PAY_PROVIDER_FAILED', { cause: err });
        throw err;
      }
      const now = new Date();
      const [updated] = await db
        .update(orders)
        .set({
          orderStatus: OrderStatus.PAYING,
          payStatus: PayStatus.PAYING,
          payMethod: method,
          payOpenedAt: now,
          tradeNo: opened.tradeNo ?? o.tradeNo,
        })
        .where(and(eq(orders.id, o.id), inArray(orders.orderStatus, [OrderStatus.PENDING, OrderStatus.PAYING])))
        .returning({ id: orders.id });
      if (!updated) throw new AppError('ORDER_NOT_PAYABLE');
      return {
        orderNo: o.orderNo,
        payMethod: method,
        action: opened.action,
        url: opened.action === 'redirect' ? opened.url : null,
        codeUrl: opened.action === 'qr' ? opened.codeUrl : null,
      };
    },

    /** Asks the order's provider where the payment stands and applies the answer (the result page, "I have paid"). */
    async capture(orderNo: string, shopId: number | null): Promise<TOrderDetail> {
      const o = await findOwn(orderNo, shopId);
      const provider = o.payMethod ? providers.get(o.payMethod as PayMethod) : undefined;
      if (o.orderStatus === OrderStatus.PAYING && provider) {
        try {
          const fact = await provider.query(paymentOrder(o));
          if (fact.state === 'paid') await settle(provider.method, fact, 'query');
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
          // The gateway is unreachable: the order stays as it is; the notification or reconciliation completes it.
        }
      }
      return detail(orderNo, shopId);
    },

    async cancel(actor: AuthContext, shopId: number, orderNo: string): Promise<TOrderDetail> {
      const o = await findOwn(orderNo, shopId);
      if (!isOpenOrder(o.orderStatus as OrderStatus)) throw new AppError('ORDER_NOT_CANCELLABLE');
      let closed: boolean;
      try {
        closed = await closeOrder(o, 'cancel');
      } catch (err) {
        if (err instanceof ProviderError) throw new AppError('PAY_PROVIDER_FAILED', { cause: err });
        throw err;
      }
      if (!closed) throw new AppError('ORDER_NOT_CANCELLABLE');
      await audit(db, actor, {
        action: 'order.cancel',
        targetType: 'order',
        targetId: orderNo,
        shopId,
        before: { orderStatus: o.orderStatus, orderAmount: o.orderAmount, currency: o.currency },
      });
      return detail(orderNo, shopId);
    },

    /** The platform operator refunds a paid order through its provider; what it bought is taken back. */
    async refund(actor: AuthContext, orderNo: string, reason: string | null, lang: Language): Promise<TOrderDetail> {
      const o = await findOwn(orderNo, null);
      if (o.payMethod === 'appstore') throw new AppError('ORDER_APPSTORE_ONLY_SHOWN');
      if (o.orderStatus !== OrderStatus.PAID) throw new AppError('ORDER_NOT_REFUNDABLE');
      const provider = o.payMethod ? providers.get(o.payMethod as PayMethod) : undefined;
      if (!provider) throw new AppError('PAY_METHOD_UNAVAILABLE');
      let result: Awaited<ReturnType<PaymentProvider['refund']>>;
      try {
        // The refund number is the order's own: a repeated refund is one refund at the provider.
        result = await provider.refund({ ...paymentOrder(o, lang), tradeNo: o.tradeNo }, `${o.orderNo}R`, reason ?? '');
      } catch (err) {
        if (err instanceof ProviderError) throw new AppError('PAY_PROVIDER_FAILED', { cause: err });
        throw err;
      }
      if (!result.ok) {
        await recordEvent(provider.method, 'refund', 'refused', orderNo, { reason: result.reason });
        const why = result.reason.slice(0, 200);
        throw new AppError('REFUND_REFUSED', { params: { reason: why }, datas: { reason: why } });
      }
      await db.transaction(async (tx) => {
        const locked = await repo.lock(tx, orderNo);
        if (!locked || locked.orderStatus !== OrderStatus.PAID) return;
        await takeBackEffect(tx, locked);
        await tx
          .update(orders)
          .set({
            orderStatus: OrderStatus.REFUNDED,
            payStatus: PayStatus.REFUNDED,
            refundedAt: new Date(),
            refundReason: reason?.slice(0, 200) ?? null,
          })
          .where(eq(orders.id, locked.id));
        await recordEvent(provider.method, 'refund', 'refunded', orderNo, { refundId: result.refundId }, null, tx);
        await audit(tx, actor, {
          action: 'order.refund',
          targetType: 'order',
          targetId: orderNo,
          shopId: locked.shopId,
          before: { orderStatus: locked.orderStatus, payAmount: locked.payAmount, currency: locked.currency },
          after: { reason },
        });
      });
      return detail(orderNo, null);
    },

    /** Open orders past their 30 minutes are closed (at their provider too). Answers how many were closed. */
    async closeDue(limit = 100): Promise<number> {
      const due = await db
        .select()
        .from(orders)
        .where(
          and(inArray(orders.orderStatus, [OrderStatus.PENDING, OrderStatus.PAYING]), lte(orders.closesAt, new Date())),
        )
        .orderBy(asc(orders.closesAt))
        .limit(limit);
      let n = 0;
      for (const o of due) {
        try {
          if (await closeOrder(o, 'close')) n++;
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
          // The gateway is unreachable: tried again at the next round.
        }
      }
      return n;
    },

    /**
     * Deletes payment_events rows past EVENT_RETENTION, in batches of `batch` (at most `maxBatches` a run: a
     * backlog goes over the next runs). Answers how many rows went.
     */
    async pruneEvents(now = new Date(), batch = 5000, maxBatches = 200): Promise<number> {
      const wheres = [
        eventRepo.refusedBefore(new Date(now.getTime() - EVENT_RETENTION.refusedDays * DAY)),
        eventRepo.otherBefore(new Date(now.getTime() - EVENT_RETENTION.otherDays * DAY), EVENT_RETENTION.kept),
      ];
      let total = 0;
      let batches = 0;
      for (const where of wheres) {
        for (let n = batch; n === batch && batches < maxBatches; batches++) {
          n = await eventRepo.deleteOldest(db, where, batch);
          total += n;
        }
      }
      return total;
    },

    /**
     * Reconciliation: orders left "payment in progress" for a while are looked up at their provider, so a lost
     * notification still completes them. Answers how many were settled as paid.
     */
    async reconcile(limit = 50): Promise<number> {
      const stale = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.orderStatus, OrderStatus.PAYING),
            lte(orders.payOpenedAt, new Date(Date.now() - RECONCILE_AFTER_MS)),
          ),
        )
        .orderBy(asc(orders.payOpenedAt))
        .limit(limit);
      let n = 0;
      for (const o of stale) {
        const provider = o.payMethod ? providers.get(o.payMethod as PayMethod) : undefined;
        if (!provider) continue;
        try {
          const fact = await provider.query(paymentOrder(o));
          if (fact.state === 'paid' && (await settle(provider.method, fact, 'reconcile')) === 'applied') n++;
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
        }
      }
      return n;
    },
  };

  jobs.every('orders.prune-events', 6 * 60 * MINUTE, async () => {
    await service.pruneEvents();
  });
  jobs.every('orders.close-due', MINUTE, async () => {
    await service.closeDue();
  });
  jobs.every('orders.reconcile', MINUTE, async () => {
    await service.reconcile();
  });
  return service;
}
