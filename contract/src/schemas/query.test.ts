import { describe, expect, it } from 'vitest';
import { utcOffsetMinutes, ZAppAnalysisRequest, zClientDateTime, zDateInput } from '../index.js';

const issue = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('a client time (zClientDateTime): the offset of a real place', () => {
  it.each([
    '2026-05-01T08:00:00Z',
    '2026-05-01T08:00:00.123Z',
    '2026-05-01T08:00:00+14:00',
    '2026-05-01T08:00:00-12:00',
    '2026-05-01T08:00:00+05:45',
    '2026-05-01T08:00:00-09:30',
    '2026-05-01T08:00:00+00:00',
  ])('accepts %s', (v) => {
    expect(zClientDateTime.safeParse(v).success).toBe(true);
    expect(zDateInput.safeParse(v).success).toBe(true);
  });

  it.each([
    '2026-05-01T08:00:00+23:59',
    '2026-05-01T08:00:00-23:59',
    '2026-05-01T08:00:00+14:01',
    '2026-05-01T08:00:00-12:01',
    '2026-05-01T08:00:00+15:00',
  ])('refuses %s, saying which offsets are taken', (v) => {
    expect(issue(zClientDateTime.safeParse(v))).toBe('utcOffsetRange');
    expect(issue(zDateInput.safeParse(v))).toBe('utcOffsetRange');
    const body = { clientId: crypto.randomUUID(), analysedAt: v, deviceNo: 'SKN-1', symptoms: [], images: [] };
    expect(issue(ZAppAnalysisRequest.safeParse(body))).toBe('utcOffsetRange');
  });

  it('refuses what is no date-time as an invalid value, and takes a plain date as a console date', () => {
    for (const v of ['2026-05-01T08:00:00', '2026-02-30T08:00:00Z', 'yesterday', '2026-05-01T08:00:00+24:00']) {
      expect(issue(zClientDateTime.safeParse(v))).toBe('invalidValue');
    }
    expect(zClientDateTime.safeParse('2026-05-01').success).toBe(false);
    expect(zDateInput.safeParse('2026-05-01').success).toBe(true);
  });

  it('reads the offset in minutes east of UTC', () => {
    expect(utcOffsetMinutes('2026-05-01T08:00:00Z')).toBe(0);
    expect(utcOffsetMinutes('2026-05-01T08:00:00+05:45')).toBe(345);
    expect(utcOffsetMinutes('2026-05-01T08:00:00-12:00')).toBe(-720);
    expect(utcOffsetMinutes('2026-05-01')).toBeNull();
  });
});
