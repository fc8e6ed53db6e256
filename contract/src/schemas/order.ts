import { z } from 'zod';
import {
  CURRENCIES,
  PAY_METHODS,
  PRICE_MAX,
  PRICE_MIN,
  VIEWER_RENEWAL_MAX_ACCOUNTS,
  VIEWER_RENEWAL_MAX_YEARS,
} from '../billing.js';
import { ZCloudUsage } from './analysis.js';
import { paged, sortBy } from './common.js';
import { requiredOrInvalid, zBodyId, zContains, zDateInput, zDateTime } from './query.js';
import { exportFields } from './user.js';

/**
 * Orders (`userOrder`), prices, cloud space and payments (DESIGN.md section 9). Amounts are integers in
 * minor units (fen, cents) with their currency.
 */

export const ZCurrency = z.enum(CURRENCIES, { message: 'invalidValue' });
export const ZPayMethod = z.enum(PAY_METHODS, { message: 'invalidValue' });
/** 1 viewer-end renewal, 2 cloud-space renewal. */
export const ZOrderType = z.literal([1, 2], requiredOrInvalid);
/** 1 pending payment, 2 payment in progress, 3 paid, 4 cancelled, 5 refunded. */
export const ZOrderStatus = z.literal([1, 2, 3, 4, 5], requiredOrInvalid);
/** 0 unpaid, 1 paying, 2 paid, 3 refunded. */
export const ZPayStatus = z.literal([0, 1, 2, 3], requiredOrInvalid);

/** An order number: what `userOrder/add` answers; 20-32 letters and digits. */
export const zOrderNo = z.string().regex(/^[A-Za-z0-9]{20,32}$/, { message: 'invalidValue' });

/**
 * A viewer end an order renews: its expiry before and after the payment (recorded when paid), the account as it is
 * now, and while the order is open what paying it now would make the expiry (what the store is deciding on).
 */
export const ZOrderItem = z.object({
  userId: z.number().int(),
  userName: z.string(),
  expireBefore: zDateTime.nullable(),
  expireAfter: zDateTime.nullable(),
  /** The account's expiry now (null: it has none). */
  currentExpire: zDateTime.nullable(),
  /** The account is permanent now: a renewal does not extend it. */
  permanent: z.boolean(),
  /** An open order: the expiry paying it now gives (`extendExpiry`); null once final, or for a permanent account. */
  expireIfPaid: zDateTime.nullable(),
});
export type TOrderItem = z.infer<typeof ZOrderItem>;

/** A row of `userOrder/query`, and the answer of `userOrder/get` (which adds `items` and `payMethods`). */
export const ZOrder = z.object({
  orderNo: z.string(),
  orderType: ZOrderType,
  orderStatus: ZOrderStatus,
  payStatus: ZPayStatus,
  /** The method the payment was opened with (null until then). */
  payMethod: ZPayMethod.nullable(),
  currency: ZCurrency,
  /** What the order costs, minor units. */
  orderAmount: z.number().int(),
  /** What the provider confirmed, minor units (0 until paid). */
  payAmount: z.number().int(),
  /** Viewer ends renewed, or whole TB billed for cloud space. */
  quantity: z.number().int(),
  /** Minor units per item and year. */
  unitPrice: z.number().int(),
  years: z.number().int(),
  /** Cloud renewals: the store's stored bytes when the order was created. */
  usageBytes: z.number().int().nullable(),
  shopId: z.number().int(),
  shopName: z.string(),
  /** The console account that created the order. */
  userId: z.number().int(),
  userName: z.string(),
  /** The provider's transaction id, once it has one. */
  tradeNo: z.string().nullable(),
  createdAt: zDateTime,
  paidAt: zDateTime.nullable(),
  cancelledAt: zDateTime.nullable(),
  refundedAt: zDateTime.nullable(),
  /** An open order closes by itself at this time (null once it is final). */
  closesAt: zDateTime.nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZOrderDetail = ZOrder.extend({
  /** Viewer-end renewals: the accounts renewed. */
  items: z.array(ZOrderItem),
  /** The configured methods that take this order's currency (what the payment page offers). */
  payMethods: z.array(ZPayMethod),
  /** Cloud renewals: the store's expiry before and after payment (after: once paid). */
  cloudExpireBefore: zDateTime.nullable(),
  cloudExpireAfter: zDateTime.nullable(),
  /** Cloud renewals: the store's expiry now, and while the order is open the expiry paying it now gives. */
  cloudExpireCurrent: zDateTime.nullable(),
  cloudExpireIfPaid: zDateTime.nullable(),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

/**
 * `userOrder/add`: `{ orderType: 2, userId }` renews cloud space for a year (or answers the store's pending
 * cloud order), `{ orderType: 1, userIds, years }` renews viewer ends. `userId` is the signed-in console
 * account's id (`user/get`); `userIds` are the store's viewer-end app accounts (not permanent, not closed).
 * The answer (`datas`) is the orderNo.
 */
export const ZOrderAddRequest = z.discriminatedUnion(
  'orderType',
  [
    z.object({ orderType: z.literal(2), userId: zBodyId }),
    z.object({
      orderType: z.literal(1),
      userIds: z
        .array(zBodyId)
        .min(1, { message: 'required' })
        .max(VIEWER_RENEWAL_MAX_ACCOUNTS, { message: 'tooMany' })
        .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate' }),
      years: z
        .number({ message: 'invalidValue' })
        .int({ message: 'wholeYears' })
        .min(1, { message: 'wholeYears' })
        .max(VIEWER_RENEWAL_MAX_YEARS, { message: 'tooMany' }),
    }),
  ],
  { message: 'invalidValue' },
);
export type TOrderAddRequest = z.infer<typeof ZOrderAddRequest>;
export const ZOrderAddResponse = z.string();

export const ORDER_SORT_FIELDS = ['createdAt', 'orderAmount', 'paidAt'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** Filters of `userOrder/query` and `userOrder/export`; empty strings and nulls mean "no filter". */
export const ZOrderFilter = z.object({
  /** contains, case-insensitive */
  orderNo: zContains(40),
  /** the name of the console account that created the order: contains, case-insensitive */
  userNameFull: zContains(32),
  orderType: ZOrderType.nullish(),
  orderStatus: ZOrderStatus.nullish(),
  payStatus: ZPayStatus.nullish(),
  payMethod: ZPayMethod.nullish(),
  /** order time from (inclusive); a plain date is the start of that UTC day */
  createdFrom: zDateInput.nullish(),
  /** order time to (inclusive); a plain date is the end of that UTC day */
  createdTo: zDateInput.nullish(),
  /** The platform operator: one store's orders (every store's when left out). Stores: their own only. */
  shopId: zBodyId.nullish(),
});
export type TOrderFilter = z.infer<typeof ZOrderFilter>;

/** `userOrder/query/{page}/{pageSize}` body. Default order: newest first. */
export const ZOrderQueryRequest = ZOrderFilter.extend(sortBy(ORDER_SORT_FIELDS));
export type TOrderQueryRequest = z.infer<typeof ZOrderQueryRequest>;
/** A page of orders; `total` counts at most 10,000 matches, `capped` says there are more (narrow the filters). */
export const ZOrderPage = paged(ZOrder).extend({ capped: z.boolean() });
export type TOrderPage = z.infer<typeof ZOrderPage>;

/** `userOrder/export` body: the query's filters and order, and the time zone times are written in. */
export const ZOrderExportRequest = ZOrderQueryRequest.extend(exportFields);
export type TOrderExportRequest = z.infer<typeof ZOrderExportRequest>;

/** `userOrder/pay/{orderNo}` body: open the payment with one of the order's methods. */
export const ZOrderPayRequest = z.object({ payMethod: ZPayMethod });

/**
 * What opening a payment answers: where to send the payer (`redirect`: a checkout page, the same tab) or a
 * code to show (`qr`: e.g. WeChat Pay's code_url, paid from a phone while the page polls the order).
 */
export const ZOrderPayResponse = z.object({
  orderNo: z.string(),
  payMethod: ZPayMethod,
  action: z.enum(['redirect', 'qr']),
  url: z.string().nullable(),
  codeUrl: z.string().nullable(),
});
export type TOrderPayResponse = z.infer<typeof ZOrderPayResponse>;

/** `userOrder/refund/{orderNo}` body (the platform operator). */
export const ZOrderRefundRequest = z.object({ reason: z.string().trim().max(200).nullish() });

/** Prices per currency: a year of cloud space per TB and a year of one viewer end, minor units. */
export const ZPriceRow = z.object({
  cloudPerTb: z
    .number({ message: 'priceRange' })
    .int({ message: 'priceRange' })
    .min(PRICE_MIN, { message: 'priceRange' })
    .max(PRICE_MAX, { message: 'priceRange' }),
  viewerPerAccount: z
    .number({ message: 'priceRange' })
    .int({ message: 'priceRange' })
    .min(PRICE_MIN, { message: 'priceRange' })
    .max(PRICE_MAX, { message: 'priceRange' }),
});

/** `price/get` answer and `price/update` body (every currency at once). */
export const ZPrices = z.object({ CNY: ZPriceRow, USD: ZPriceRow });
export type TPrices = z.infer<typeof ZPrices>;
export const ZPricesResponse = ZPrices.extend({
  updatedAt: zDateTime.nullable(),
  updatedBy: z.string().nullable(),
});
export type TPricesResponse = z.infer<typeof ZPricesResponse>;

/** `cloud/info` answer: a store's cloud space, what the next renewal costs and why. */
export const ZCloudInfo = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  /** stored bytes */
  usageBytes: z.number().int(),
  cloudExpireTime: zDateTime.nullable(),
  /** Whole days left (`cloudDaysLeft`: any time left counts as a day; 0 or less: expired). */
  daysLeft: z.number().int(),
  /** 1 normal, 2 expired */
  type: z.literal([1, 2]),
  currency: ZCurrency,
  /** The next renewal: whole TB billed (usage rounded up, at least 1) x the yearly price per TB. */
  quote: z.object({
    quantity: z.number().int(),
    unitPrice: z.number().int(),
    years: z.number().int(),
    amount: z.number().int(),
  }),
  /** The store is still in its free first year (its first renewal is the first it pays). */
  firstYearFree: z.boolean(),
  /** The pending cloud order the renewal would open, if one exists. */
  pendingOrderNo: z.string().nullable(),
  /** Viewer ends: the yearly price per account in the store's currency. */
  viewerPerAccount: z.number().int(),
  /** What uses the space, by kind: the parts add up to `usageBytes` (issue 23). */
  usage: ZCloudUsage,
});
export type TCloudInfo = z.infer<typeof ZCloudInfo>;
export const ZCloudInfoRequest = z.object({ shopId: zBodyId.nullish() });
