/**
 * Periods of the data centre (DESIGN.md section 10), shared by the server and the console: a range of whole
 * days in the store's time zone (the console's, sent with the request), the period of the same length before
 * it, the buckets a trend is grouped into (day, ISO week starting Monday, month), and the change of a figure
 * against the previous period. Dates are `YYYY-MM-DD` strings of local days; instants are UTC.
 */

export const GROUPINGS = ['day', 'week', 'month'] as const;
export type Grouping = (typeof GROUPINGS)[number];

export const RANGE_PRESETS = ['7d', '30d', '12m', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** A range of whole local days, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date (a calendar count, no time zone). */
export function dayNumber(date: string): number {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
}

/** The `YYYY-MM-DD` date of a day number. */
export function dateOfDay(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

export const addDays = (date: string, days: number) => dateOfDay(dayNumber(date) + days);

/** Whether `date` is a real calendar date (`2026-02-30` is not). */
export function isDate(date: string): boolean {
  return DATE.test(date) && dateOfDay(dayNumber(date)) === date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** The wall-clock parts of an instant in a time zone (one formatter per zone, kept). */
export function zonedParts(instant: Date, timeZone: string) {
  // UTC needs no formatter (a data centre read asks for its days' instants hundreds of times).
  if (timeZone === 'UTC')
    return {
      y: instant.getUTCFullYear(),
      mo: instant.getUTCMonth() + 1,
      d: instant.getUTCDate(),
      h: instant.getUTCHours(),
      mi: instant.getUTCMinutes(),
      s: instant.getUTCSeconds(),
    };
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value]));
  return {
    y: Number(p.year),
    mo: Number(p.month),
    d: Number(p.day),
    h: Number(p.hour),
    mi: Number(p.minute),
    s: Number(p.second),
  };
}

/** The local `YYYY-MM-DD` of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${String(p.y).padStart(4, '0')}-${String(p.mo).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}

/** The zone's offset from UTC at an instant, in milliseconds (Asia/Shanghai: +8 h). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** Days' starts already found, by zone and date: a zone's rules do not change while the process runs. */
const dayStarts = new Map<string, number>();
const DAY_STARTS_KEPT = 50_000;

/** The instant a local day starts in a time zone (the first instant whose local date is `date`). */
export function startOfDay(date: string, timeZone: string): Date {
  const key = `${timeZone} ${date}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    start = findStartOfDay(date, timeZone);
    // Bounded: a full map starts again (a request names at most a few hundred days).
    if (dayStarts.size >= DAY_STARTS_KEPT) dayStarts.clear();
    dayStarts.set(key, start);
  }
  return new Date(start);
}

function findStartOfDay(date: string, timeZone: string): number {
  const midnightUtc = dayNumber(date) * DAY_MS;
  // Two passes settle the offset across a daylight-saving change.
  let guess = midnightUtc - zoneOffsetMs(new Date(midnightUtc), timeZone);
  guess = midnightUtc - zoneOffsetMs(new Date(guess), timeZone);
  // A zone that skips midnight (the day starts at 01:00): step to the first instant of the day.
  while (localDate(new Date(guess), timeZone) < date) guess += 15 * 60_000;
  return guess;
}

/** The UTC instants of a range, start included and end excluded: `[start of from, start of the day after to)`. */
export function rangeInstants(range: DayRange, timeZone: string): { start: Date; end: Date } {
  return { start: startOfDay(range.from, timeZone), end: startOfDay(addDays(range.to, 1), timeZone) };
}

/** Days in a range, both ends counted. */
export const rangeDays = (r: DayRange) => dayNumber(r.to) - dayNumber(r.from) + 1;

/**
 * The range a preset means on `today` (the local date in the store's zone): the last 7 or 30 days ending
 * today, or the 12 calendar months ending with this one (from the first of the month 11 months back).
 */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): DayRange {
  if (preset === '7d') return { from: addDays(today, -6), to: today };
  if (preset === '30d') return { from: addDays(today, -29), to: today };
  const [y, m] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 1 - 11, 1)).toISOString().slice(0, 10);
  return { from: start, to: today };
}

/** The period of the same length that ends the day before `range` starts. */
export function previousRange(range: DayRange): DayRange {
  const days = rangeDays(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** The bucket a local date falls in: itself, its week's Monday, or its month (`YYYY-MM`). */
export function bucketOf(date: string, grouping: Grouping): string {
  if (grouping === 'day') return date;
  if (grouping === 'month') return date.slice(0, 7);
  const n = dayNumber(date);
  // 1970-01-01 was a Thursday: Monday-based weekday is (n + 3) mod 7.
  return dateOfDay(n - ((n + 3) % 7));
}

/**
 * The bucket a date of `range` falls in, named by its first day within the range: a week that began before the
 * range is named by the range's first day, so a chart never labels a day the range leaves out (a month keeps its
 * `YYYY-MM`, which names no day).
 */
export function rangeBucketOf(date: string, grouping: Grouping, range: DayRange): string {
  const b = bucketOf(date, grouping);
  return grouping === 'week' && b < range.from ? range.from : b;
}

/** Every bucket of a range in order (a trend's x axis), partial first and last buckets included. */
export function bucketsOf(range: DayRange, grouping: Grouping): string[] {
  const out: string[] = [];
  for (let n = dayNumber(range.from); n <= dayNumber(range.to); n++) {
    const b = rangeBucketOf(dateOfDay(n), grouping, range);
    if (out[out.length - 1] !== b) out.push(b);
  }
  return out;
}

/** The change of a figure against the previous period: the difference, and the ratio (null from zero). */
export function changeOf(current: number, previous: number): { delta: number; ratio: number | null } {
  return { delta: current - previous, ratio: previous === 0 ? null : (current - previous) / Math.abs(previous) };
}

/** The longest range the data centre groups by day (a longer one is grouped by week or month). */
export const MAX_DAYS_BY_DAY = 366;
/** The longest range it accepts at all (five years). */
export const MAX_RANGE_DAYS = 5 * 366;

/** Visits per customer who visited, to two decimals; null without a visitor (docs/decisions.md "Customer figures"). */
export function customerRatio(visits: number, visitors: number): number | null {
  return visitors > 0 ? Math.round((visits / visitors) * 100) / 100 : null;
}

/**
 * A symptom's degree at a customer's first and latest visit of a range (null: not found then), as the data centre
 * counts it: `improved` (lower at the latest), `same or worse` (not lower), `cleared` (not found at the latest: counted
 * apart, not in the share), or nothing to compare (not found at the first).
 */
export function symptomOutcome(
  first: number | null,
  latest: number | null,
): 'improved' | 'notImproved' | 'cleared' | null {
  if (first === null) return null;
  if (latest === null) return 'cleared';
  return latest < first ? 'improved' : 'notImproved';
}

/** The share of compared customers whose degree fell (0 to 1), null when none was compared. */
export function improvedShare(x: { compared: number; improved: number }): number | null {
  return x.compared > 0 ? x.improved / x.compared : null;
}
