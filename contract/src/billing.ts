/**
 * Money rules shared by the server and the console (DESIGN.md sections 5, 6 and 9): order types and states,
 * the transitions between them, billing currency, and what a renewal costs. Amounts are integers in minor
 * units (fen, cents) with their currency, never floats.
 */

export const CURRENCIES = ['CNY', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Minor units per major unit of each currency (both have cents). */
export const MINOR_UNITS: Record<Currency, number> = { CNY: 100, USD: 100 };

/** Decimal places of an amount in the major unit (2 for cents). */
export const minorDigits = (currency: Currency) => String(MINOR_UNITS[currency]).length - 1;

/** A configured yearly price (cloud space per TB, a viewer end), minor units: 0.01 to 1,000,000.00. */
export const PRICE_MIN = 1;
export const PRICE_MAX = 100_000_000;

export const OrderType = { VIEWER_RENEWAL: 1, CLOUD_RENEWAL: 2 } as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];

export const OrderStatus = { PENDING: 1, PAYING: 2, PAID: 3, CANCELLED: 4, REFUNDED: 5 } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Payment status, a field of its own beside the order status. */
export const PayStatus = { UNPAID: 0, PAYING: 1, PAID: 2, REFUNDED: 3 } as const;
export type PayStatus = (typeof PayStatus)[keyof typeof PayStatus];

export const PAY_METHODS = ['sandbox', 'alipay', 'wechat', 'paypal', 'appstore'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/** Which payment methods take which currency (the sandbox takes both; app-store orders are only shown). */
export const METHOD_CURRENCIES: Record<PayMethod, readonly Currency[]> = {
  sandbox: ['CNY', 'USD'],
  alipay: ['CNY'],
  wechat: ['CNY'],
  paypal: ['USD'],
  appstore: [],
};

/**
 * The order state machine (DESIGN.md section 6): 1 -> 2 when a payment is opened; 2 -> 3 only on a verified
 * payment of the order's amount and currency; 1|2 -> 4 on cancel (or the 30-minute close); 3 -> 5 on refund.
 * A payment opened again (another method) keeps 2.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  1: [2, 4],
  2: [2, 3, 4],
  3: [5],
  4: [],
  5: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The payment status that goes with an order status. */
export function payStatusOf(status: OrderStatus): PayStatus {
  switch (status) {
    case OrderStatus.PAYING:
      return PayStatus.PAYING;
    case OrderStatus.PAID:
      return PayStatus.PAID;
    case OrderStatus.REFUNDED:
      return PayStatus.REFUNDED;
    default:
      return PayStatus.UNPAID;
  }
}

/** An order still waiting for its money (it may be paid, cancelled or closed). */
export const isOpenOrder = (status: OrderStatus) => status === OrderStatus.PENDING || status === OrderStatus.PAYING;

/** Minutes after which an unpaid order is closed (at the provider too). */
export const PENDING_ORDER_MINUTES = 30;

/** A store bills in CNY when its owner's phone has dial code 86 (`86 138...`), otherwise in USD. */
export function currencyOfPhone(phone: string | null | undefined): Currency {
  return phone?.trim().split(/\s+/)[0] === '86' ? 'CNY' : 'USD';
}

/** One terabyte, as the size formatting counts it (1024^4 bytes). */
export const TB = 1024 ** 4;

/** Whole terabytes billed for a usage: rounded up, at least 1 (1.1 TB is billed as 2 TB). */
export function billableTb(bytes: number): number {
  if (!Number.isFinite(bytes) || bytes <= 0) return 1;
  return Math.max(1, Math.ceil(bytes / TB));
}

export interface Quote {
  currency: Currency;
  quantity: number;
  /** Minor units per item and year. */
  unitPrice: number;
  years: number;
  /** quantity x unitPrice x years, minor units. */
  amount: number;
}

/** What a year of cloud space costs: the usage measured now, in whole TB, times the yearly price per TB. */
export function quoteCloudRenewal(usageBytes: number, pricePerTb: number, currency: Currency): Quote {
  const quantity = billableTb(usageBytes);
  return quote(currency, quantity, pricePerTb, 1);
}

/** Limits of one viewer-end renewal order. */
export const VIEWER_RENEWAL_MAX_ACCOUNTS = 500;
export const VIEWER_RENEWAL_MAX_YEARS = 10;

/** Viewer ends renewed: accounts x the yearly price per account x years. */
export function quoteViewerRenewal(
  accounts: number,
  pricePerAccount: number,
  years: number,
  currency: Currency,
): Quote {
  return quote(currency, accounts, pricePerAccount, years);
}

function quote(currency: Currency, quantity: number, unitPrice: number, years: number): Quote {
  for (const [name, v] of Object.entries({ quantity, unitPrice, years })) {
    if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${name} must be a whole number >= 0, got ${v}`);
  }
  const amount = quantity * unitPrice * years;
  if (!Number.isSafeInteger(amount)) throw new RangeError('amount out of range');
  return { currency, quantity, unitPrice, years, amount };
}

/**
 * Whether a store's cloud space has expired at `now`: no expiry recorded, or the expiry reached. The one rule
 * for the cloud screen's "normal / expired" and for refusing new files (DESIGN.md section 6).
 */
export function isCloudExpired(expire: Date | null | undefined, now: Date | number = Date.now()): boolean {
  return !expire || expire.getTime() <= (typeof now === 'number' ? now : now.getTime());
}

/** The later of now and the current expiry, plus whole calendar years (UTC): what a paid renewal gives. */
export function extendExpiry(current: Date | null | undefined, now: Date, years: number): Date {
  const from = current && current.getTime() > now.getTime() ? current : now;
  const next = new Date(from.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + years);
  // 29 February + 1 year lands on 1 March; keep the last day of February instead.
  if (next.getUTCMonth() !== from.getUTCMonth()) next.setUTCDate(0);
  return next;
}

/** Minor units as a decimal string of the major unit ("12345" CNY -> "123.45"), as providers take amounts. */
export function toMajor(amount: number, currency: Currency): string {
  const per = MINOR_UNITS[currency];
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const digits = minorDigits(currency);
  return `${sign}${Math.floor(abs / per)}.${String(abs % per).padStart(digits, '0')}`;
}

/** A provider's decimal amount ("123.45") in minor units, or null when it is not an exact amount. */
export function fromMajor(text: string, currency: Currency): number | null {
  const digits = minorDigits(currency);
  const m = new RegExp(`^(\\d{1,13})(?:\\.(\\d{1,${digits}}))?$`).exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * MINOR_UNITS[currency] + Number((m[2] ?? '').padEnd(digits, '0'));
}

/** An amount for people: "¥123.45", "US$1,234.00" in the reader's language. */
export function formatMoney(amount: number, currency: Currency, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / MINOR_UNITS[currency]);
}

/**
 * Why a notify route refused a notification (the `outcome` of its payment_events row): nothing in it was
 * verified, or it was verified but is not ours or not readable. These rows are kept for a week (see
 * `EVENT_RETENTION` in the server's order jobs), every other outcome for much longer.
 */
export const NOTIFY_REFUSALS = [
  'forged',
  'unverified',
  'malformed',
  'app',
  'seller',
  'merchant',
  'order',
  'undecryptable',
] as const;
export type NotifyRefusal = (typeof NOTIFY_REFUSALS)[number];
/**
 * The refusals as an SQL list literal: the predicate of the partial index payment_events_refused_idx, which the
 * pruning query repeats word for word so the planner uses the index (a new refusal needs a migration widening it).
 */
export const NOTIFY_REFUSALS_SQL = `outcome in (${NOTIFY_REFUSALS.map((r) => `'${r}'`).join(', ')})`;
