import { type Currency, formatMoney, formatSize } from '@skin/contract';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** A moment of the API (ISO 8601, UTC) in the browser's time zone: `2026-05-01 16:00`. */
export function formatTime(value: string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '';
}

export function formatDate(value: string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD') : '';
}

/**
 * The zone the console shows times in (the browser's, which exports are written in too), named for the reader:
 * `Asia/Shanghai (GMT+8)`, `UTC`.
 */
export function timeZoneLabel(lang: string, at = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const offset = new Intl.DateTimeFormat(lang, { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return offset && zone !== 'UTC' ? `${zone} (${offset})` : zone;
}

/**
 * Numbers as the reader's language writes them, one set per language: counts, shares, sizes and money all use
 * its decimal sign and grouping (`1,37 TB` beside `4000,00 CN¥` in es-ES, never `1.37 TB` there).
 */
export interface NumberFormats {
  /** A count or a measure: `1,234` (en-US), `1234` (es-ES), `1.234,5` (id-ID). */
  number(value: number, decimals?: number): string;
  /** A share (0.125 → `12.5%`, `12,5 %`), with `decimals` digits after the sign. */
  percent(ratio: number, decimals?: number): string;
  /** Bytes as KB, MB, GB or TB with 2 decimals. */
  size(bytes: number): string;
  /** Minor units with their currency: `¥4,000.00`, `4000,00 CN¥`. */
  money(minor: number, currency: Currency): string;
}

const formats = new Map<string, NumberFormats>();

/** The number formats of a language (made once per language). */
export function numberFormats(locale: string): NumberFormats {
  const known = formats.get(locale);
  if (known) return known;
  const made = new Map<string, Intl.NumberFormat>();
  const intl = (key: string, options: Intl.NumberFormatOptions) => {
    let f = made.get(key);
    if (!f) {
      f = new Intl.NumberFormat(locale, options);
      made.set(key, f);
    }
    return f;
  };
  const set: NumberFormats = {
    number: (value, decimals) =>
      intl(`n${decimals ?? ''}`, {
        minimumFractionDigits: decimals ?? 0,
        maximumFractionDigits: decimals ?? 2,
      }).format(value),
    percent: (ratio, decimals = 1) =>
      intl(`p${decimals}`, {
        style: 'percent',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }).format(ratio),
    size: (bytes) => formatSize(bytes, locale),
    money: (minor, currency) => formatMoney(minor, currency, locale),
  };
  formats.set(locale, set);
  return set;
}

/** The number formats of the console's language (changes with it). */
export function useNumberFormats(): NumberFormats {
  const { i18n } = useTranslation();
  return numberFormats(i18n.language);
}
