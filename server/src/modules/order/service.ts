import { randomBytes } from 'node:crypto';
import {
  type Currency,
  EXPORT_MAX_ROWS,
  extendExpiry,
  isOpenOrder,
  type Language,
  METHOD_CURRENCIES,
  OrderStatus,
  type PayMethod,
  PENDING_ORDER_MINUTES,
  quoteCloudRenewal,
  quoteViewerRenewal,
  type TOrderAddRequest,
  type TOrderDetail,
  type TOrderExportRequest,
  type TOrderPayResponse,
  type TOrderQueryRequest,
} from '@skin/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import type { JobQueue } from '../../lib/jobs.js';
import type { Metrics } from '../../lib/metrics.js';
import type { Runtime } from '../../lib/module.js';
import { type PaymentProvider, ProviderError } from '../../lib/payments/types.js';
import type { PageRequest } from '../../lib/sql.js';
import { accountRepository } from '../account/repository.js';
import { storePrices } from '../price/service.js';
import { shopRepository } from '../shop/repository.js';
import { appUserRepository } from '../user/repository.js';
import { orderExport } from './export.js';
import { createOrderJobs, scheduleOrderJobs } from './jobs.js';
import { type OrderRow, presentOrder, orderRepository as repo } from './repository.js';
import { createSettlement } from './settlement.js';

const MINUTE = 60_000;

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
 * Orders and their payment (DESIGN.md sections 6 and 9), `deps.orders`. This file holds what a store and the
 * platform do with orders: create one, read them, open a payment, ask where it stands, cancel, refund.
 * Where the money moves is elsewhere in this folder:
 *
 * - settlement.ts: a provider's answer applied to an order exactly once (paid, closed, refunded), and the
 *   payment_events rows saying what each did;
 * - payment-effects.ts: what a payment gives (cloud space, viewer ends' expiry) and what a refund takes back;
 * - jobs.ts: the background work (closing orders past their time, reconciliation, pruning payment events).
 */
export function createOrderService(db: Db, jobs: JobQueue, runtime: Runtime, opts: OrderServiceOptions) {
  const settlement = createSettlement(db, opts);
  const { methodsFor, paymentOrder, closeOrder, settle } = settlement;
  const work = createOrderJobs(db, settlement);
  scheduleOrderJobs(jobs, work);

  async function detail(orderNo: string, shopId: number | null): Promise<TOrderDetail> {
    const row = await repo.find(db, orderNo, shopId);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    const o = row.order;
    const open = isOpenOrder(o.orderStatus as OrderStatus);
    const now = new Date();
    const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
    // While the order is open, what paying it now would give, by the rule the payment applies (payment-effects.ts).
    const ifPaid = (current: Date | null) => (open ? extendExpiry(current, now, o.years).toISOString() : null);
    const items = o.orderType === 1 ? await repo.items(db, o.id) : [];
    const cloudExpire = o.orderType === 2 ? await shopRepository.cloudExpireTime(db, o.shopId) : undefined;
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
      cloudExpireCurrent: iso(cloudExpire),
      cloudExpireIfPaid: cloudExpire !== undefined ? ifPaid(cloudExpire) : null,
    };
  }

  async function findOwn(orderNo: string, shopId: number | null): Promise<OrderRow> {
    const row = await repo.find(db, orderNo, shopId);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return row.order;
  }

  /** A year of cloud space for the store's current usage, or the store's open cloud renewal if it has one. */
  async function addCloudRenewal(tx: DbOrTx, actor: AuthContext, shopId: number, accountId: number, now: Date) {
    const account = await accountRepository.findById(tx, accountId);
    if (!account || account.shopId !== shopId) throw new AppError('NOT_FOUND');
    const open = await repo.openCloudOrder(tx, shopId);
    if (open) return open.orderNo;
    const { currency, price } = await storePrices(tx, shopId);
    const usage = (await shopRepository.find(tx, shopId))?.ossSize ?? 0;
    const q = quoteCloudRenewal(usage, price.cloudPerTb, currency);
    // The partial unique index allows one open cloud order per store: a racing add answers the winner's.
    const made = await repo.insertCloud(tx, {
      ...newOrderBase(actor, shopId, currency, now),
      orderType: 2,
      orderAmount: q.amount,
      quantity: q.quantity,
      unitPrice: q.unitPrice,
      years: 1,
      usageBytes: usage,
    });
    if (made) return made;
    const winner = await repo.openCloudOrder(tx, shopId);
    if (!winner) throw new AppError('ACTION_FAILED');
    return winner.orderNo;
  }

  /** `years` more for each of the store's viewer ends `userIds`; closed, permanent and non-viewer accounts are refused. */
  async function addViewerRenewal(
    tx: DbOrTx,
    actor: AuthContext,
    shopId: number,
    userIds: number[],
    years: number,
    now: Date,
  ) {
    const users = await appUserRepository.findManyInShop(tx, shopId, userIds);
    // Another store's ids read as unknown (never "forbidden"), so they cannot be probed.
    if (users.length !== userIds.length) throw new AppError('NOT_FOUND');
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
    const { currency, price } = await storePrices(tx, shopId);
    const q = quoteViewerRenewal(users.length, price.viewerPerAccount, years, currency);
    const values = {
      ...newOrderBase(actor, shopId, currency, now),
      orderType: 1,
      orderAmount: q.amount,
      quantity: q.quantity,
      unitPrice: q.unitPrice,
      years: q.years,
    };
    await repo.insertViewer(
      tx,
      values,
      users.map((u) => u.id),
    );
    return values.orderNo;
  }

  return {
    methodsFor,
    recordEvent: settlement.recordEvent,
    settle,
    orderNoOfTrade: settlement.orderNoOfTrade,
    seenEvent: settlement.seenEvent,
    closeDue: work.closeDue,
    pruneEvents: work.pruneEvents,
    reconcile: work.reconcile,

    /** A renewal, at the store's billing currency and current prices; answers its order number. */
    async add(actor: AuthContext, shopId: number, body: TOrderAddRequest): Promise<string> {
      if (body.orderType === 1 && !actor.access.has('users')) throw new AppError('FORBIDDEN');
      return db.transaction(async (tx) => {
        const now = new Date();
        if (body.orderType === 2) return addCloudRenewal(tx, actor, shopId, body.userId, now);
        return addViewerRenewal(tx, actor, shopId, body.userIds, body.years, now);
      });
    },

    detail,

    async page(shopId: number | null, q: TOrderQueryRequest, p: PageRequest) {
      const { rows, total, capped } = await repo.page(db, shopId, q, p);
      return { list: rows.map(presentOrder), total, capped, page: p.page, pageSize: p.pageSize };
    },

    async exportFile(shopId: number | null, q: TOrderExportRequest, lang: Language) {
      return orderExport(await repo.all(db, shopId, q, EXPORT_MAX_ROWS), q, lang);
    },

    /** Opens the payment with a method: the provider's checkout (or code), and the order goes to "payment in progress". */
    async pay(shopId: number, orderNo: string, method: PayMethod, lang: Language): Promise<TOrderPayResponse> {
      const o = await findOwn(orderNo, shopId);
      if (!isOpenOrder(o.orderStatus as OrderStatus)) throw new AppError('ORDER_NOT_PAYABLE');
      if (o.closesAt.getTime() <= Date.now()) {
        await closeOrder(o, 'close');
        throw new AppError('ORDER_NOT_PAYABLE');
      }
      const provider = settlement.providerOf(method);
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
      const paying = await repo.markPaying(db, o.id, {
        payMethod: method,
        payOpenedAt: new Date(),
        tradeNo: opened.tradeNo ?? o.tradeNo,
      });
      if (!paying) throw new AppError('ORDER_NOT_PAYABLE');
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
      const provider = settlement.providerOf(o.payMethod);
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
      const provider = settlement.providerOf(o.payMethod);
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
        await settlement.recordEvent(provider.method, 'refund', 'refused', orderNo, { reason: result.reason });
        const why = result.reason.slice(0, 200);
        throw new AppError('REFUND_REFUSED', { params: { reason: why }, datas: { reason: why } });
      }
      await settlement.refunded(actor, provider.method, orderNo, reason, result.refundId);
      return detail(orderNo, null);
    },
  };
}

/** The columns every new order starts with: its number, store, creator, currency and when it closes unpaid. */
function newOrderBase(actor: AuthContext, shopId: number, currency: Currency, now: Date) {
  return {
    orderNo: newOrderNo(now),
    shopId,
    accountId: actor.accountId,
    currency,
    createdAt: now,
    closesAt: new Date(now.getTime() + PENDING_ORDER_MINUTES * MINUTE),
  };
}
