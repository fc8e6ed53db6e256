import { describe, expect, it } from 'vitest';
import { cover, LEVEL, platformLevels, type Run, spansOf } from './units.js';

const PLATFORM_UTC = platformLevels([0]);

const at = (iso: string) => Date.parse(iso);
const show = (runs: Run[]) =>
  runs.map((r) => `${r.level}:${new Date(r.from).toISOString()}..${new Date(r.to).toISOString()}`);

describe('cover', () => {
  it('reads whole UTC months as months, then weeks from Monday, days and the rest as quarter hours', () => {
    expect(show(cover(at('2026-01-31T16:00:00Z'), at('2026-03-31T16:00:00Z')))).toEqual([
      '0:2026-01-31T16:00:00.000Z..2026-02-01T00:00:00.000Z',
      '2:2026-02-01T00:00:00.000Z..2026-03-01T00:00:00.000Z',
      '1:2026-03-01T00:00:00.000Z..2026-03-02T00:00:00.000Z',
      '3:2026-03-02T00:00:00.000Z..2026-03-30T00:00:00.000Z',
      '1:2026-03-30T00:00:00.000Z..2026-03-31T00:00:00.000Z',
      '0:2026-03-31T00:00:00.000Z..2026-03-31T16:00:00.000Z',
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

describe('the platform in a zone of whole-hour offsets', () => {
  it("reads a local month of UTC+8 as one row of that zone's months", () => {
    const levels = platformLevels([8 * 3_600_000]);
    expect(show(cover(at('2026-01-31T16:00:00Z'), at('2026-03-31T16:00:00Z'), levels))).toEqual([
      '208:2026-01-31T16:00:00.000Z..2026-03-31T16:00:00.000Z',
    ]);
    // A partial month: the zone's days, then hours.
    expect(show(cover(at('2026-10-31T16:00:00Z'), at('2026-11-25T10:00:00Z'), levels))).toEqual([
      '108:2026-10-31T16:00:00.000Z..2026-11-24T16:00:00.000Z',
      '4:2026-11-24T16:00:00.000Z..2026-11-25T10:00:00.000Z',
    ]);
  });

  it('uses both offsets across a change of daylight saving, and UTC levels for half-hour zones', () => {
    const levels = platformLevels([-5 * 3_600_000, -4 * 3_600_000]);
    expect(levels.slice(0, 2)).toEqual([LEVEL.LOCAL_MONTH - 5, LEVEL.LOCAL_MONTH - 4]);
    // New York's March 2026 (daylight saving from the 8th): EST days up to the change, EDT days after it.
    const runs = cover(at('2026-03-01T05:00:00Z'), at('2026-04-01T04:00:00Z'), levels);
    expect(runs[0]!.from).toBe(at('2026-03-01T05:00:00Z'));
    expect(runs.at(-1)!.to).toBe(at('2026-04-01T04:00:00Z'));
    for (let i = 1; i < runs.length; i++) expect(runs[i]!.from).toBe(runs[i - 1]!.to);
    expect(platformLevels([5.5 * 3_600_000])).toEqual([LEVEL.MONTH, LEVEL.WEEK, LEVEL.DAY, LEVEL.HOUR, LEVEL.QUARTER]);
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
