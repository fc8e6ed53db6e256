import { DIAL_CODES } from './rules.js';

/**
 * A store's time zone (issue 43 item 2): an IANA name its figures are kept in (its local days and months).
 * The names are the runtime's own list (`Intl.supportedValuesOf('timeZone')`, canonical names) and UTC.
 */
let zones: ReadonlySet<string> | null = null;
export function storeTimeZones(): ReadonlySet<string> {
  zones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return zones;
}
export const isStoreTimeZone = (tz: string) => storeTimeZones().has(tz);

/**
 * The zone a new store starts in, from the country of its phone's dial code (the store can change it): the
 * country's capital's, or its most populous zone where it has several (US: New York, AU: Sydney).
 */
export const COUNTRY_TIME_ZONES: Record<(typeof DIAL_CODES)[number]['country'], string> = {
  CN: 'Asia/Shanghai',
  US: 'America/New_York',
  SG: 'Asia/Singapore',
  AU: 'Australia/Sydney',
  MY: 'Asia/Kuala_Lumpur',
  ID: 'Asia/Jakarta',
  JP: 'Asia/Tokyo',
  // The runtime's canonical name (Intl lists Asia/Calcutta, the older spelling of Asia/Kolkata).
  IN: 'Asia/Calcutta',
  DE: 'Europe/Berlin',
  GB: 'Europe/London',
  PH: 'Asia/Manila',
  AE: 'Asia/Dubai',
};
/** A store whose phone names no known country keeps its figures in UTC. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** The default zone of a store registered with `phone` (`<dial code> <number>`, as stored). */
export function timeZoneOfPhone(phone: string | null | undefined): string {
  const dial = phone?.split(' ')[0];
  const country = DIAL_CODES.find((d) => d.code === dial)?.country;
  return country ? COUNTRY_TIME_ZONES[country] : DEFAULT_TIME_ZONE;
}
