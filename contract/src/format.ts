/** Formatting rules shared by the console and its tests. */
const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

const twoDecimals = new Map<string, Intl.NumberFormat>();
const wholeNumbers = new Map<string, Intl.NumberFormat>();

/** One cached Intl.NumberFormat per language and kind. */
function cached(cache: Map<string, Intl.NumberFormat>, locale: string, options: Intl.NumberFormatOptions) {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(locale, format);
  }
  return format;
}

/**
 * Bytes as KB, MB, GB or TB with 2 decimals (SPEC section 9), the number written as the reader's language writes
 * numbers (`1.37 TB` in en-US, `1,37 TB` in es-ES, id-ID and vi-VN), as its amounts of money are. Under a kilobyte,
 * whole bytes: `0 B` for nothing, never `0.00 KB`.
 */
export function formatSize(bytes: number, locale = 'en-US'): string {
  const n = Math.max(0, Math.round(bytes));
  if (n < 1024) return `${cached(wholeNumbers, locale, { maximumFractionDigits: 0 }).format(n)} B`;
  let value = n / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const format = cached(twoDecimals, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${format.format(value)} ${UNITS[unit]}`;
}

export const CLOUD_BOX_DAYS = 28;
export const CLOUD_WARN_DAYS = 15;

const DAY_MS = 86_400_000;

/**
 * The days of cloud space left at `now`, as every screen and answer shows them (the header box, /cloud, /data,
 * the store list, `cloud/info`, the data centre's export): whole days, the fractional remainder rounded up, so
 * any time left counts as a day ("1 day left" until the instant it expires) and 0 or less means expired
 * (-2: expired between one and two days ago). Rounding up keeps SPEC section 4's rules on the fractional days:
 * above 0 is normal, the box shows at 28 or fewer, orange at 15 or fewer, exactly as on the whole number.
 */
export function cloudDaysLeft(expire: Date, now: Date): number {
  // + 0 turns the -0 of a remainder under a day past expiry into 0.
  return Math.ceil((expire.getTime() - now.getTime()) / DAY_MS) + 0;
}

export type CloudBadge = 'blue' | 'orange' | 'red';
/** Blue above 15 days left, orange from 15 to 1, red at 0 or below (`days`: cloudDaysLeft). */
export function cloudBadge(days: number): CloudBadge {
  if (days <= 0) return 'red';
  if (days <= CLOUD_WARN_DAYS) return 'orange';
  return 'blue';
}
/** The header's cloud box shows with 28 days left or fewer (`days`: cloudDaysLeft). */
export const showCloudBox = (days: number) => days <= CLOUD_BOX_DAYS;

/** `cloudExpireTime` carries 4 trailing characters (".SSS") that are trimmed off; the value is UTC. */
export function parseCloudExpire(value: string | null | undefined): Date | null {
  if (!value) return null;
  const trimmed = value.length > 19 ? value.slice(0, -4) : value;
  const d = new Date(`${trimmed.replace(' ', 'T')}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function formatCloudExpire(d: Date): string {
  return d.toISOString().replace('T', ' ').replace('Z', '');
}
