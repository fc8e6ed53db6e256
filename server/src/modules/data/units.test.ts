import { addDays } from '@skin/contract';
import { describe, expect, it } from 'vitest';
import { cover, LEVEL, PLATFORM_LEVELS, type Run, spansOf, storeDaysFrom, storeRuns } from './units.js';

const PLATFORM_UTC = PLATFORM_LEVELS;

const at = (iso: string) => Date.parse(iso);
const show = (runs: Run[]) =>
  runs.map((r) => `${r.level}:${new Date(r.from).toISOString()}..${new Date(r.to).toISOString()}`);

describe('cover', () => {
  it('reads whole UTC months as months, then weeks from Monday, days and the rest as hours', () => {
    expect(show(cover(at('2026-01-31T16:00:00Z'), at('2026-03-31T16:00:00Z')))).toEqual([
      '4:2026-01-31T16:00:00.000Z..2026-02-01T00:00:00.000Z',
      '2:2026-02-01T00:00:00.000Z..2026-03-01T00:00:00.000Z',
      '1:2026-03-01T00:00:00.000Z..2026-03-02T00:00:00.000Z',
      '3:2026-03-02T00:00:00.000Z..2026-03-30T00:00:00.000Z',
      '1:2026-03-30T00:00:00.000Z..2026-03-31T00:00:00.000Z',
      '4:2026-03-31T00:00:00.000Z..2026-03-31T16:00:00.000Z',
    ]);
  });

  it("reads the platform's partial days as hours, and quarter hours only within an hour", () => {
    expect(show(cover(at('2026-05-04T05:30:00Z'), at('2026-05-05T18:45:00Z'), PLATFORM_UTC))).toEqual([
      '0:2026-05-04T05:30:00.000Z..2026-05-04T06:00:00.000Z',
      '4:2026-05-04T06:00:00.000Z..2026-05-05T18:00:00.000Z',
      '0:2026-05-05T18:00:00.000Z..2026-05-05T18:45:00.000Z',
    ]);
  });

  it('covers a span with runs that touch end to end, and nothing for an empty span', () => {
    const from = at('2025-11-30T16:00:00Z');
    const to = at('2026-11-25T16:00:00Z');
    const runs = cover(from, to);
    expect(runs[0]?.from).toBe(from);
    expect(runs.at(-1)?.to).toBe(to);
    for (let i = 1; i < runs.length; i++) expect(runs[i]?.from).toBe(runs[i - 1]?.to);
    expect(runs.filter((r) => r.level === LEVEL.MONTH)).toHaveLength(1);
    expect(cover(from, to, PLATFORM_UTC).at(-1)?.to).toBe(to);
    expect(cover(to, to)).toEqual([]);
  });

  it('uses quarter hours only inside a day', () => {
    expect(show(cover(at('2026-05-01T05:30:00Z'), at('2026-05-01T06:45:00Z')))).toEqual([
      '0:2026-05-01T05:30:00.000Z..2026-05-01T06:45:00.000Z',
    ]);
  });
});

describe("a store's runs in its own zone", () => {
  it('reads whole local months as months and the edges as local days', () => {
    expect(show(storeRuns('2026-01-15', '2026-04-03', 'Asia/Shanghai'))).toEqual([
      '1:2026-01-14T16:00:00.000Z..2026-01-31T16:00:00.000Z',
      '2:2026-01-31T16:00:00.000Z..2026-03-31T16:00:00.000Z',
      '1:2026-03-31T16:00:00.000Z..2026-04-02T16:00:00.000Z',
    ]);
    // Los Angeles across the change to daylight saving (8 March 2026): local midnights at -8 then -7 hours.
    expect(show(storeRuns('2026-03-01', '2026-04-01', 'America/Los_Angeles'))).toEqual([
      '2:2026-03-01T08:00:00.000Z..2026-04-01T07:00:00.000Z',
    ]);
    expect(show(storeRuns('2026-03-07', '2026-03-10', 'America/Los_Angeles'))).toEqual([
      '1:2026-03-07T08:00:00.000Z..2026-03-10T07:00:00.000Z',
    ]);
    expect(storeRuns('2026-03-07', '2026-03-07', 'UTC')).toEqual([]);
    expect(show(storeRuns('2025-12-01', '2026-01-01', 'UTC'))).toEqual([
      '2:2025-12-01T00:00:00.000Z..2026-01-01T00:00:00.000Z',
    ]);
  });
});

describe('storeDaysFrom', () => {
  it("reads a store's days from the first of the UTC month two months back, across a new year", () => {
    expect(storeDaysFrom(new Date('2026-12-01T00:00:00Z'))).toBe('2026-10-01');
    expect(storeDaysFrom(new Date('2026-11-30T23:59:59.999Z'))).toBe('2026-09-01');
    expect(storeDaysFrom(new Date('2026-02-15T12:00:00Z'))).toBe('2025-12-01');
    // Early on the 1st of April in Shanghai is still March in UTC.
    expect(storeDaysFrom(new Date('2026-04-01T05:00:00+08:00'))).toBe('2026-01-01');
  });

  it('always covers the 30 days to today and the 30 before them', () => {
    for (let day = Date.UTC(2027, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
      const today = new Date(day).toISOString().slice(0, 10);
      expect(storeDaysFrom(new Date(day + 86_399_999)) <= addDays(today, -59), today).toBe(true);
    }
  });
});

describe('spansOf', () => {
  it("cuts a range into the zone's local days", () => {
    const spans = spansOf({ from: '2026-03-07', to: '2026-03-09' }, 'day', 'Asia/Shanghai');
    expect(spans.map((s) => [s.key, new Date(s.start).toISOString(), new Date(s.end).toISOString()])).toEqual([
      ['2026-03-07', '2026-03-06T16:00:00.000Z', '2026-03-07T16:00:00.000Z'],
      ['2026-03-08', '2026-03-07T16:00:00.000Z', '2026-03-08T16:00:00.000Z'],
      ['2026-03-09', '2026-03-08T16:00:00.000Z', '2026-03-09T16:00:00.000Z'],
    ]);
  });

  it('keeps a daylight-saving day 23 hours long, and clips weeks and months to the range', () => {
    const [day] = spansOf({ from: '2026-03-08', to: '2026-03-08' }, 'day', 'America/New_York');
    expect(day!.end - day!.start).toBe(23 * 3_600_000);
    const weeks = spansOf({ from: '2026-11-04', to: '2026-11-20' }, 'week', 'UTC');
    // The first week is named by its first day in the range (a Wednesday), not by the Monday before the range.
    expect(weeks.map((w) => w.key)).toEqual(['2026-11-04', '2026-11-09', '2026-11-16']);
    expect(new Date(weeks[0]!.start).toISOString()).toBe('2026-11-04T00:00:00.000Z');
    expect(new Date(weeks[2]!.end).toISOString()).toBe('2026-11-21T00:00:00.000Z');
    const months = spansOf({ from: '2026-01-15', to: '2026-03-02' }, 'month', 'Asia/Kolkata');
    expect(months.map((m) => m.key)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(new Date(months[1]!.start).toISOString()).toBe('2026-01-31T18:30:00.000Z');
  });
});
