import { addDays, bucketOf, type DayRange, dateOfDay, dayNumber, type Grouping, startOfDay } from '@skin/contract';

/**
 * How a span of time is read from the `stats` aggregates: as runs of whole UTC months, then weeks (from Monday),
 * days, hours (the platform's rows only) and quarter hours, the levels `stats_fold()` writes, largest first. A
 * local day in any zone of today's world starts on a quarter hour, so every bucket is an exact sum of such runs.
 */

export const LEVEL = { QUARTER: 0, DAY: 1, MONTH: 2, WEEK: 3, HOUR: 4 } as const;
export type Level = (typeof LEVEL)[keyof typeof LEVEL];

/** The levels a store's rows have, and the platform's (which also has hours), largest first. */
export const STORE_LEVELS: readonly Level[] = [LEVEL.MONTH, LEVEL.WEEK, LEVEL.DAY, LEVEL.QUARTER];
export const PLATFORM_LEVELS: readonly Level[] = [LEVEL.MONTH, LEVEL.WEEK, LEVEL.DAY, LEVEL.HOUR, LEVEL.QUARTER];

const QUARTER_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** An instant rounded down to its quarter hour (zones off the quarter hour, long gone, lose the minutes). */
export const toQuarter = (ms: number) => Math.floor(ms / QUARTER_MS) * QUARTER_MS;

function floorTo(ms: number, level: Level): number {
  if (level === LEVEL.QUARTER) return toQuarter(ms);
  if (level === LEVEL.HOUR) return Math.floor(ms / HOUR_MS) * HOUR_MS;
  if (level === LEVEL.DAY) return Math.floor(ms / DAY_MS) * DAY_MS;
  if (level === LEVEL.WEEK) {
    // 1970-01-01 was a Thursday: a day's Monday-based weekday is (n + 3) mod 7.
    const n = Math.floor(ms / DAY_MS);
    return (n - ((n + 3) % 7)) * DAY_MS;
  }
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

function ceilTo(ms: number, level: Level): number {
  const f = floorTo(ms, level);
  if (f === ms) return ms;
  if (level === LEVEL.QUARTER) return f + QUARTER_MS;
  if (level === LEVEL.HOUR) return f + HOUR_MS;
  if (level === LEVEL.DAY) return f + DAY_MS;
  if (level === LEVEL.WEEK) return f + 7 * DAY_MS;
  const d = new Date(f);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
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
        key: bucketOf(day, grouping),
        start: toQuarter(startOfDay(first, timeZone).getTime()),
        end: toQuarter(startOfDay(addDays(day, 1), timeZone).getTime()),
      });
      if (next) first = next;
    }
  }
  return spans;
}
