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
 * How a span of time is read from the `stats` aggregates: as runs of whole UTC months, then weeks (from Monday),
 * days, hours (the platform's rows only) and quarter hours, the levels `stats_fold()` writes, largest first. A
 * local day in any zone of today's world starts on a quarter hour, so every bucket is an exact sum of such runs.
 * The platform also has days and months of every whole-hour offset from UTC-12 to UTC+14 (`LOCAL_DAY + h`,
 * `LOCAL_MONTH + h`): a month of a zone such as Asia/Shanghai is then one row per figure, not 30 days and 24 hours.
 */

export const LEVEL = { QUARTER: 0, DAY: 1, MONTH: 2, WEEK: 3, HOUR: 4, LOCAL_DAY: 100, LOCAL_MONTH: 200 } as const;
/** A level code: one of LEVEL's, or LOCAL_DAY + h / LOCAL_MONTH + h for a whole-hour offset h (UTC+h). */
export type Level = number;

/** The whole-hour offsets the platform keeps local days and months for (UTC itself has the UTC levels). */
export const LOCAL_OFFSETS = Array.from({ length: 27 }, (_, i) => i - 12).filter((h) => h !== 0);

/** The levels a store's rows have, largest first. */
export const STORE_LEVELS: readonly Level[] = [LEVEL.MONTH, LEVEL.WEEK, LEVEL.DAY, LEVEL.QUARTER];

/**
 * The platform's levels for a span whose local days start at the given offsets from UTC (milliseconds; two
 * across a change of daylight saving): that zone's months and days first when it has whole-hour offsets.
 */
export function platformLevels(offsetsMs: readonly number[]): Level[] {
  const hours = [...new Set(offsetsMs)]
    .filter((ms) => ms % HOUR_MS === 0)
    .map((ms) => ms / HOUR_MS)
    .filter((h) => LOCAL_OFFSETS.includes(h));
  return [
    ...hours.map((h) => LEVEL.LOCAL_MONTH + h),
    ...hours.map((h) => LEVEL.LOCAL_DAY + h),
    LEVEL.MONTH,
    LEVEL.WEEK,
    LEVEL.DAY,
    LEVEL.HOUR,
    LEVEL.QUARTER,
  ];
}

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
  if (level >= LEVEL.LOCAL_MONTH - 12) {
    // The start of the month at UTC+h, as an instant.
    const shift = (level - LEVEL.LOCAL_MONTH) * HOUR_MS;
    return monthStart(ms + shift) - shift;
  }
  if (level >= LEVEL.LOCAL_DAY - 12) {
    const shift = (level - LEVEL.LOCAL_DAY) * HOUR_MS;
    return Math.floor((ms + shift) / DAY_MS) * DAY_MS - shift;
  }
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
  if (level >= LEVEL.LOCAL_MONTH - 12) {
    const shift = (level - LEVEL.LOCAL_MONTH) * HOUR_MS;
    return monthStart(f + shift, 1) - shift;
  }
  if (level >= LEVEL.LOCAL_DAY - 12) return f + DAY_MS;
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
export function cover(from: number, to: number, levels: readonly Level[] = STORE_LEVELS): Run[] {
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
      });
      if (next) first = next;
    }
  }
  return spans;
}
