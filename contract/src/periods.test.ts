import { describe, expect, it } from 'vitest';
import {
  addDays,
  bucketOf,
  bucketsOf,
  changeOf,
  customerRatio,
  improvedShare,
  isDate,
  localDate,
  presetRange,
  previousRange,
  rangeBucketOf,
  rangeDays,
  rangeInstants,
  startOfDay,
  symptomOutcome,
  zonedParts,
  zoneOffsetMs,
} from './periods.js';

describe('local days', () => {
  it('reads an instant as the store’s day, not UTC', () => {
    const i = new Date('2026-03-31T17:30:00Z');
    expect(localDate(i, 'UTC')).toBe('2026-03-31');
    expect(localDate(i, 'Asia/Shanghai')).toBe('2026-04-01');
    expect(localDate(i, 'America/Los_Angeles')).toBe('2026-03-31');
    expect(zoneOffsetMs(i, 'Asia/Shanghai')).toBe(8 * 3_600_000);
    expect(zoneOffsetMs(i, 'Asia/Kolkata')).toBe(5.5 * 3_600_000);
  });

  it('finds where a local day starts, across daylight-saving changes', () => {
    expect(startOfDay('2026-04-01', 'Asia/Shanghai').toISOString()).toBe('2026-03-31T16:00:00.000Z');
    expect(startOfDay('2026-04-01', 'UTC').toISOString()).toBe('2026-04-01T00:00:00.000Z');
    // US summer time begins 2026-03-08 at 02:00: that day starts at -8 h, the next at -7 h.
    expect(startOfDay('2026-03-08', 'America/Los_Angeles').toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(startOfDay('2026-03-09', 'America/Los_Angeles').toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(startOfDay('2026-04-01', 'Asia/Kathmandu').toISOString()).toBe('2026-03-31T18:15:00.000Z');
    const r = rangeInstants({ from: '2026-03-01', to: '2026-03-31' }, 'Asia/Shanghai');
    expect([r.start.toISOString(), r.end.toISOString()]).toEqual([
      '2026-02-28T16:00:00.000Z',
      '2026-03-31T16:00:00.000Z',
    ]);
  });

  it('reads UTC without a formatter exactly as the formatter does', () => {
    for (let t = Date.UTC(1999, 11, 31, 23, 59, 59); t < Date.UTC(2030, 0, 1); t += 7_777_777_777 / 97)
      expect(zonedParts(new Date(t), 'UTC')).toEqual(zonedParts(new Date(t), 'Etc/UTC'));
  });

  it('keeps the days it found, and hands each caller its own instant', () => {
    const first = startOfDay('2026-03-08', 'America/Los_Angeles');
    first.setTime(0);
    expect(startOfDay('2026-03-08', 'America/Los_Angeles').toISOString()).toBe('2026-03-08T08:00:00.000Z');
  });

  it('knows real dates', () => {
    expect(isDate('2028-02-29')).toBe(true);
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('2026-13-01')).toBe(false);
    expect(isDate('26-01-01')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('ranges and comparisons', () => {
  it('presets end today: 7 and 30 days, 12 calendar months', () => {
    expect(presetRange('7d', '2026-11-25')).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(presetRange('30d', '2026-11-25')).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(presetRange('12m', '2026-11-25')).toEqual({ from: '2025-12-01', to: '2026-11-25' });
    expect(presetRange('12m', '2026-01-15')).toEqual({ from: '2025-02-01', to: '2026-01-15' });
  });

  it('the previous period has the same length and ends the day before', () => {
    const r = { from: '2026-11-19', to: '2026-11-25' };
    expect(previousRange(r)).toEqual({ from: '2026-11-12', to: '2026-11-18' });
    expect(rangeDays(previousRange(r))).toBe(rangeDays(r));
    expect(previousRange({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it('groups days into Monday weeks and months', () => {
    expect(bucketOf('2026-11-25', 'day')).toBe('2026-11-25');
    expect(bucketOf('2026-11-25', 'week')).toBe('2026-11-23'); // a Wednesday
    expect(bucketOf('2026-11-23', 'week')).toBe('2026-11-23'); // a Monday
    expect(bucketOf('2026-11-22', 'week')).toBe('2026-11-16'); // a Sunday
    expect(bucketOf('2026-11-25', 'month')).toBe('2026-11');
    // The range starts on a Friday: its first week starts there, not on the Monday before the range.
    expect(bucketsOf({ from: '2026-11-20', to: '2026-12-02' }, 'week')).toEqual([
      '2026-11-20',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(bucketsOf({ from: '2026-11-23', to: '2026-12-02' }, 'week')).toEqual(['2026-11-23', '2026-11-30']);
    expect(bucketsOf({ from: '2025-12-01', to: '2026-11-25' }, 'month')).toHaveLength(12);
    expect(bucketsOf({ from: '2026-11-19', to: '2026-11-25' }, 'day')).toHaveLength(7);
  });

  it('names a bucket by its first day within the range', () => {
    const r = { from: '2026-11-20', to: '2026-12-02' };
    expect(rangeBucketOf('2026-11-20', 'week', r)).toBe('2026-11-20');
    expect(rangeBucketOf('2026-11-22', 'week', r)).toBe('2026-11-20'); // the Sunday of the first, partial week
    expect(rangeBucketOf('2026-11-25', 'week', r)).toBe('2026-11-23');
    expect(rangeBucketOf('2026-12-02', 'week', r)).toBe('2026-11-30'); // the last week ends after the range
    expect(rangeBucketOf('2026-11-20', 'month', r)).toBe('2026-11');
    expect(rangeBucketOf('2026-11-20', 'day', r)).toBe('2026-11-20');
  });

  it('says the change against the previous period, without dividing by zero', () => {
    expect(changeOf(15, 10)).toEqual({ delta: 5, ratio: 0.5 });
    expect(changeOf(5, 10)).toEqual({ delta: -5, ratio: -0.5 });
    expect(changeOf(3, 0)).toEqual({ delta: 3, ratio: null });
    expect(changeOf(0, 0)).toEqual({ delta: 0, ratio: null });
  });
});

describe('customer figures', () => {
  it('gives visits per customer who visited to two decimals, and nothing without a visitor', () => {
    expect(customerRatio(6, 4)).toBe(1.5);
    expect(customerRatio(2, 3)).toBe(0.67);
    expect(customerRatio(0, 0)).toBeNull();
  });

  it('counts a lower degree at the latest visit as improved, a missing one apart, and the rest not improved', () => {
    expect(symptomOutcome(3, 1)).toBe('improved');
    expect(symptomOutcome(2, 2)).toBe('notImproved');
    expect(symptomOutcome(1, 3)).toBe('notImproved');
    expect(symptomOutcome(2, null)).toBe('cleared');
    expect(symptomOutcome(null, 2)).toBeNull();
  });

  it('shares the improved among the compared only', () => {
    expect(improvedShare({ compared: 4, improved: 1 })).toBe(0.25);
    expect(improvedShare({ compared: 0, improved: 0 })).toBeNull();
  });
});
