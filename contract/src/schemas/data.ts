import { z } from 'zod';
import { CURRENCIES } from '../billing.js';
import { GROUPINGS, isDate, MAX_DAYS_BY_DAY, MAX_RANGE_DAYS, rangeDays } from '../periods.js';
import { ZDataAnalyses } from './analysis.js';
import { zBodyId } from './query.js';
import { EXPORT_FORMATS, zTimeZone } from './user.js';

/**
 * The data centre (`/data`, DESIGN.md section 10): figures of a range of whole local days in the console's time
 * zone, against the period of the same length before it, and trends grouped by day, week or month.
 */

/** A local date `YYYY-MM-DD`. */
export const zLocalDate = z.string().refine(isDate, { message: 'invalidValue' });
/** The earliest day the data centre reads. */
export const DATA_MIN_DATE = '2000-01-01';

const ZDataRange = z.object({
  from: zLocalDate,
  to: zLocalDate,
  grouping: z.enum(GROUPINGS, { message: 'invalidValue' }).default('day'),
  /** The console's IANA time zone: the days are its days (default UTC). */
  timeZone: zTimeZone,
  /** The platform operator: one store's figures (left out: every store's). */
  shopId: zBodyId.nullish(),
});

type RangeLike = { from: string; to: string; grouping: string };
const checkRange = (v: RangeLike, ctx: z.RefinementCtx) => {
  if (!isDate(v.from) || !isDate(v.to)) return;
  if (v.from < DATA_MIN_DATE) ctx.addIssue({ code: 'custom', path: ['from'], message: 'rangeTooEarly' });
  else if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'rangeOrder' });
  else if (rangeDays(v) > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['from'], message: 'rangeTooLong' });
  else if (v.grouping === 'day' && rangeDays(v) > MAX_DAYS_BY_DAY)
    ctx.addIssue({ code: 'custom', path: ['grouping'], message: 'dayGroupingTooLong' });
};

/** `data/overview` body. */
export const ZDataRequest = ZDataRange.superRefine(checkRange);
export type TDataRequest = z.infer<typeof ZDataRequest>;

/** `data/export` body: the same, and the file format (the answer is the file). */
export const ZDataExportRequest = ZDataRange.extend({ format: z.enum(EXPORT_FORMATS).default('csv') }).superRefine(
  checkRange,
);

const ZDayRange = z.object({ from: z.string(), to: z.string() });
const ZCount = z.object({ key: z.string(), count: z.number().int() });
const ZAmount = z.object({ key: z.string(), amount: z.number().int() });
const ZCurrencyCode = z.enum(CURRENCIES);

const int = () => z.number().int();

/**
 * The customers' figures of the range (issue 41, docs/decisions.md "Customer figures"): a customer's first visit is
 * the day (on the device's clock) of her earliest analysis; she is new in a period holding that day, returning in a
 * period she visits after it. Counts only, for a store and for every store.
 */
export const ZDataCustomers = z.object({
  /** Customers whose first visit falls in the range, and in the previous period. */
  new: int(),
  newPrev: int(),
  /**
   * Customers who visited in the range and first visited before it (visitors minus new); null for every store until
   * the platform's first count of the range ends (`counting`).
   */
  returning: int().nullable(),
  returningPrev: int().nullable(),
  /** Analyses made for a customer. */
  visits: int(),
  visitsPrev: int(),
  /** Distinct customers who visited (new plus returning); null as `returning` is. */
  visitors: int().nullable(),
  visitorsPrev: int().nullable(),
  /** Visits per customer who visited (`customerRatio`), null without one. */
  visitsPerCustomer: z.number().nullable(),
  visitsPerCustomerPrev: z.number().nullable(),
  /** Per bucket of the range: new customers, visits. */
  trend: z.object({ new: z.array(int()), visits: z.array(int()) }),
  /**
   * Per symptom found at the first visit in the range of a customer with two or more visits in it, most compared
   * first: `compared` also found at her latest visit in the range, `improved` of those with a lower degree there,
   * `cleared` not found there (not in `compared`; the share is improved / compared, `improvedShare`).
   */
  improved: z.array(
    z.object({
      symptomKey: z.string(),
      name: z.string().nullable(),
      compared: int(),
      improved: int(),
      cleared: int(),
    }),
  ),
  /**
   * For every store, when the distinct visitors and the outcomes (`improved`) were counted: a background job counts
   * them store by store (docs/decisions.md). Null for a store, whose figures are counted as it asks.
   */
  countedAt: z.string().nullable(),
  /** A count of them under way for every store: stores counted of all (null: none under way). */
  counting: z.object({ done: int(), total: int() }).nullable(),
});
export type TDataCustomers = z.infer<typeof ZDataCustomers>;

/**
 * How many of a kind (accounts, devices, stores) there are at the end of the range and at the end of the previous
 * one, and how many were added in each.
 */
const totalAndNew = {
  total: z.number().int(),
  totalPrev: z.number().int(),
  new: z.number().int(),
  newPrev: z.number().int(),
};

/** What the store, or the platform, had in a range; amounts are integers in minor units of their currency. */
export const ZDataOverview = z.object({
  /** null: every store (the platform without a store filter). */
  shopId: z.number().int().nullable(),
  shopName: z.string().nullable(),
  range: ZDayRange,
  previous: ZDayRange,
  grouping: z.enum(GROUPINGS),
  timeZone: z.string(),
  /** The trend's x axis: a day, the Monday of a week (`YYYY-MM-DD`) or a month (`YYYY-MM`). */
  buckets: z.array(z.string()),
  accounts: z.object({
    /** Open accounts at the end of the range, and at the end of the previous one; new ones in each. */
    ...totalAndNew,
    working: z.number().int(),
    viewer: z.number().int(),
    /** Now: open, not permanent, expiring within the next 30 days. */
    expiring30d: z.number().int(),
    disabled: z.number().int(),
    bound: z.number().int(),
  }),
  devices: z.object({
    ...totalAndNew,
    /** Open accounts per device at the end of the range (null without devices). */
    accountsPerDevice: z.number().nullable(),
  }),
  orders: z.object({
    /** Orders created in the range. */
    count: z.number().int(),
    countPrev: z.number().int(),
    /** Orders paid in the range (by the time of payment). */
    paid: z.number().int(),
    paidPrev: z.number().int(),
    byType: z.array(ZCount),
    byStatus: z.array(ZCount),
    byMethod: z.array(ZCount),
  }),
  /** Per currency: paid minus refunded in the range (payments by their time, refunds by theirs). */
  revenue: z.array(
    z.object({
      currency: ZCurrencyCode,
      net: z.number().int(),
      netPrev: z.number().int(),
      paid: z.number().int(),
      refunds: z.number().int(),
      byType: z.array(ZAmount),
      byMethod: z.array(ZAmount),
      /** Net per bucket. */
      trend: z.array(z.number().int()),
    }),
  ),
  cloud: z.object({
    usedBytes: z.number().int(),
    /** One store: its expiry and the whole days left (`cloudDaysLeft`; 0 or less once expired). */
    expireTime: z.string().nullable(),
    daysLeft: z.number().int().nullable(),
    /** Every store: how many expire within 30 days, and how many have expired. */
    expiring30d: z.number().int().nullable(),
    expired: z.number().int().nullable(),
  }),
  /** Every store only. */
  stores: z
    .object({
      ...totalAndNew,
      invalid: z.number().int(),
    })
    .nullable(),
  trends: z.object({
    accountsNew: z.object({ working: z.array(z.number().int()), viewer: z.array(z.number().int()) }),
    accountsTotal: z.array(z.number().int()),
    devicesNew: z.array(z.number().int()),
    devicesTotal: z.array(z.number().int()),
    orders: z.array(z.number().int()),
    paidOrders: z.array(z.number().int()),
    storesNew: z.array(z.number().int()).nullable(),
  }),
  /** Every store only: the ten stores with the most net revenue in the range, per currency. */
  topStores: z
    .array(
      z.object({
        shopId: z.number().int(),
        shopName: z.string(),
        currency: ZCurrencyCode,
        net: z.number().int(),
        paidOrders: z.number().int(),
      }),
    )
    .nullable(),
  /** The analyses the app uploaded in the range (issue 23), each counted on its day on the device's clock. */
  analyses: ZDataAnalyses,
  customers: ZDataCustomers,
});
export type TDataOverview = z.infer<typeof ZDataOverview>;
