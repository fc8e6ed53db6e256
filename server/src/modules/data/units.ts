import {
  addDays,
  bucketOf,
  type DayRange,
  dateOfDay,
  dayNumber,
  type Grouping,
  rangeBucketOf,
  startOfDay,
} from '@skin/contract';

/**
 * How a span of time is read from the `stats` aggregates (the levels `stat_levels()` of drizzle/0024 writes).
 * The platform's rows: runs of whole UTC months, then weeks (from Monday), days, hours and quarter hours, largest
 * first; a local day in any zone of today's world starts on a quarter hour, so every bucket in any console zone is
 * an exact sum of such runs. A store's: its local months in its own zone (`storeRuns`), read in that zone only, and
 * the local days of a bucket's partial months counted from its rows (drizzle/0027), so a bucket is always whole
 * local days; the days of its analyses' figures since `storeDaysFrom` are read from its days (drizzle/0030).
 */

export const LEVEL = { QUARTER: 0, DAY: 1, MONTH: 2, WEEK: 3, HOUR: 4 } as const;
export type Level = (typeof LEVEL)[keyof typeof LEVEL];

/** The platform's levels, largest first. */
export const PLATFORM_LEVELS: readonly Level[] = [LEVEL.MONTH, LEVEL.WEEK, LEVEL.DAY, LEVEL.HOUR, LEVEL.QUARTER];

const QUARTER_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** An instant rounded down to its quarter hour (zones off the quarter hour, long gone, lose the minutes). */
export const toQuarter = (ms: number) => Math.floor(ms / QUARTER_MS) * QUARTER_MS;

const monthStart = (ms: number, add = 0) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + add, 1);
};

function floorTo(ms: number, level: Level): number {
  if (level === LEVEL.QUARTER) return toQuarter(ms);
  if (level === LEVEL.HOUR) return Math.floor(ms / HOUR_MS) * HOUR_MS;
  if (level === LEVEL.DAY) return Math.floor(ms / DAY_MS) * DAY_MS;
  if (level === LEVEL.WEEK) {
    // 1970-01-01 was a Thursday: a day's Monday-based weekday is (n + 3) mod 7.
    const n = Math.floor(ms / DAY_MS);
    return (n - ((n + 3) % 7)) * DAY_MS;
  }
  return monthStart(ms);
}

function ceilTo(ms: number, level: Level): number {
  const f = floorTo(ms, level);
  if (f === ms) return ms;
  if (level === LEVEL.QUARTER) return f + QUARTER_MS;
  if (level === LEVEL.HOUR) return f + HOUR_MS;
  if (level === LEVEL.DAY) return f + DAY_MS;
  if (level === LEVEL.WEEK) return f + 7 * DAY_MS;
  return monthStart(f, 1);
}

/** A run of one level's rows: `t` from `from` (included) to `to` (excluded), epoch milliseconds. */
export interface Run {
  level: Level;
  from: number;
  to: number;
}

/** The fewest runs of `levels` (largest first, quarter hours last) that cover `[from, to)`, quarter-aligned instants. */
export function cover(from: number, to: number, levels: readonly Level[] = PLATFORM_LEVELS): Run[] {
  if (from >= to) return [];
  const [level, ...finer] = levels;
  if (level === undefined || level === LEVEL.QUARTER) return [{ level: LEVEL.QUARTER, from, to }];
  const start = ceilTo(from, level);
  const end = floorTo(to, level);
  if (start >= end) return cover(from, to, finer);
  return [...cover(from, start, finer), { level, from: start, to: end }, ...cover(end, to, finer)];
}

/** A bucket of a trend: its label and the instants of its local days within the range, `[start, end)`. */
export interface Span {
  key: string;
  start: number;
  end: number;
  /** The same local days as dates: `from` included, `to` excluded. */
  from: string;
  to: string;
}

/** The trend's buckets of a range in a time zone, clipped to the range (a partial first or last week or month). */
export function spansOf(range: DayRange, grouping: Grouping, timeZone: string): Span[] {
  const spans: Span[] = [];
  let first = range.from;
  const last = dayNumber(range.to);
  for (let n = dayNumber(range.from); n <= last; n++) {
    const day = dateOfDay(n);
    const next = n < last ? dateOfDay(n + 1) : null;
    if (next === null || bucketOf(next, grouping) !== bucketOf(day, grouping)) {
      spans.push({
        key: rangeBucketOf(first, grouping, range),
        start: toQuarter(startOfDay(first, timeZone).getTime()),
        end: toQuarter(startOfDay(addDays(day, 1), timeZone).getTime()),
        from: first,
        to: addDays(day, 1),
      });
      if (next) first = next;
    }
  }
  return spans;
}

/**
 * A store's runs of its local days from `from` to `to` (dates, `to` excluded) in its zone: whole local months (the
 * aggregates `stat_levels()` writes for a store), days at the edges (counted from its rows); as instants, the
 * starts of those local days.
 */
export function storeRuns(from: string, to: string, timeZone: string): Run[] {
  const at = (date: string) => startOfDay(date, timeZone).getTime();
  return storeDayRuns(from, to).map((r) => ({ level: r.level, from: at(r.from), to: at(r.to) }));
}

/** The same runs as dates, whatever the zone (each store converts them with its own). */
export function storeDayRuns(from: string, to: string): { level: Level; from: string; to: string }[] {
  if (from >= to) return [];
  const firstMonth = from.endsWith('-01') ? from : nextMonth(from);
  const lastMonth = `${to.slice(0, 8)}01`;
  if (firstMonth >= lastMonth) return [{ level: LEVEL.DAY, from, to }];
  return [
    ...(from < firstMonth ? [{ level: LEVEL.DAY, from, to: firstMonth }] : []),
    { level: LEVEL.MONTH, from: firstMonth, to: lastMonth },
    ...(lastMonth < to ? [{ level: LEVEL.DAY, from: lastMonth, to }] : []),
  ];
}

/**
 * The first day whose analyses' figures a store's aggregates are read at days from (drizzle/0030): the first of
 * the UTC month two months before `now`'s, so the 30 days to today and the 30 before them always are. They are kept
 * from that day as it was three days earlier (`stat_store_days_from()`), so a server clock a little off the
 * database's never reads a day that was not kept; days before are counted from the store's rows, as the days of
 * its partial months are (drizzle/0027).
 */
export function storeDaysFrom(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
  return d.toISOString().slice(0, 10);
}

/** The first day of the month after `date`'s (`YYYY-MM-DD`). */
function nextMonth(date: string): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}
