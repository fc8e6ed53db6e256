import { describe, expect, it } from 'vitest';
import { formatMoney } from './billing.js';
import { cloudBadge, cloudDaysLeft, formatCloudExpire, formatSize, parseCloudExpire, showCloudBox } from './format.js';

describe('formatSize', () => {
  it('formats bytes as KB, MB, GB, TB with 2 decimals', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(-5)).toBe('0 B');
    expect(formatSize(1023)).toBe('1,023 B');
    expect(formatSize(1024)).toBe('1.00 KB');
    expect(formatSize(1536)).toBe('1.50 KB');
    expect(formatSize(5 * 1024 ** 2)).toBe('5.00 MB');
    expect(formatSize(356.4 * 1024 ** 3)).toBe('356.40 GB');
    expect(formatSize(1.37 * 1024 ** 4)).toBe('1.37 TB');
    expect(formatSize(2048 * 1024 ** 4)).toBe('2,048.00 TB');
  });

  it('writes the number as the reader’s language does, like its money', () => {
    const tb = 1.37 * 1024 ** 4;
    expect(formatSize(tb, 'zh-CN')).toBe('1.37 TB');
    expect(formatSize(tb, 'ja-JP')).toBe('1.37 TB');
    expect(formatSize(tb, 'th-TH')).toBe('1.37 TB');
    for (const lang of ['es-ES', 'id-ID', 'vi-VN']) {
      expect(formatSize(tb, lang)).toBe('1,37 TB');
      // The decimal sign of the same language's amounts.
      expect(formatMoney(400_000, 'CNY', lang)).toContain(',00');
    }
  });
});

describe('cloud box', () => {
  it('shows at 28 days or fewer', () => {
    expect(showCloudBox(28)).toBe(true);
    expect(showCloudBox(29)).toBe(false);
    expect(showCloudBox(-3)).toBe(true);
  });
  it('is blue above 15 days, orange up to 15, red at 0 or below', () => {
    expect(cloudBadge(20)).toBe('blue');
    expect(cloudBadge(16)).toBe('blue');
    expect(cloudBadge(15)).toBe('orange');
    expect(cloudBadge(1)).toBe('orange');
    expect(cloudBadge(0)).toBe('red');
    expect(cloudBadge(-4)).toBe('red');
  });
});

describe('cloudExpireTime', () => {
  it('round-trips the server format, trimming the 4 trailing characters', () => {
    const d = new Date('2027-03-04T05:06:07.000Z');
    const s = formatCloudExpire(d);
    expect(s).toBe('2027-03-04 05:06:07.000');
    expect(parseCloudExpire(s)?.toISOString()).toBe(d.toISOString());
    expect(parseCloudExpire(null)).toBeNull();
    expect(parseCloudExpire('garbage')).toBeNull();
  });
  it('counts the days left in whole days, any time left counting as a day', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const at = (iso: string) => cloudDaysLeft(new Date(iso), now);
    expect(at('2026-01-20T12:00:00Z')).toBe(20); // 19.5 days: the header said 20, /data 19
    expect(at('2026-01-20T00:00:00Z')).toBe(19); // exactly 19 days
    expect(at('2026-01-01T00:00:01Z')).toBe(1); // its last second
    expect(at('2026-01-01T00:00:00Z')).toBe(0); // the instant it expires
    expect(Object.is(at('2025-12-31T12:00:00Z'), 0)).toBe(true); // half a day past: 0, not -0
    expect(at('2025-12-30T00:00:00Z')).toBe(-2);
  });
  it('gives the same colours and box on whole days as SPEC section 4 gives on fractional ones', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    for (const fractional of [28.01, 28, 27.5, 15.5, 15, 14.2, 1, 0.01, 0, -0.5, -3]) {
      const days = cloudDaysLeft(new Date(now.getTime() + fractional * 86_400_000), now);
      expect(showCloudBox(days)).toBe(fractional <= 28);
      expect(cloudBadge(days)).toBe(fractional <= 0 ? 'red' : fractional <= 15 ? 'orange' : 'blue');
    }
  });
});
