import dayjs from 'dayjs';

/** A moment of the API (ISO 8601, UTC) in the browser's time zone: `2026-05-01 16:00`. */
export function formatTime(value: string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '';
}

export function formatDate(value: string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD') : '';
}

const BYTE_UNITS = ['KB', 'MB', 'GB', 'TB'] as const;
const byteFormats = new Map<string, { whole: Intl.NumberFormat; two: Intl.NumberFormat }>();

/**
 * Bytes as the reader's language writes them: whole bytes under a kilobyte (`0 B` for nothing, never `0.00 KB`),
 * else KB, MB, GB or TB with two decimals (`1.37 TB`, `1,37 TB` in es-ES), 1024 to the next unit as billing counts.
 */
export function formatBytes(bytes: number, locale: string): string {
  let f = byteFormats.get(locale);
  if (!f) {
    f = {
      whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      two: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    byteFormats.set(locale, f);
  }
  const n = Math.max(0, Math.round(bytes));
  if (n < 1024) return `${f.whole.format(n)} B`;
  let value = n / 1024;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${f.two.format(value)} ${BYTE_UNITS[unit]}`;
}
