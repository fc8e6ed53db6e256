import { describe, expect, it } from 'vitest';
import { cloudBadge, daysLeft, formatCloudExpire, formatSize, parseCloudExpire, showCloudBox } from './format.js';

describe('formatSize', () => {
  it('formats bytes as KB, MB, GB, TB with 2 decimals', () => {
    expect(formatSize(0)).toBe('0.00 KB');
    expect(formatSize(1536)).toBe('1.50 KB');
    expect(formatSize(5 * 1024 ** 2)).toBe('5.00 MB');
    expect(formatSize(356.4 * 1024 ** 3)).toBe('356.40 GB');
    expect(formatSize(1.37 * 1024 ** 4)).toBe('1.37 TB');
    expect(formatSize(2048 * 1024 ** 4)).toBe('2048.00 TB');
  });
});

describe('cloud box', () => {
  it('shows at 28 days or fewer', () => {
    expect(showCloudBox(28)).toBe(true);
    expect(showCloudBox(28.01)).toBe(false);
    expect(showCloudBox(-3)).toBe(true);
  });
  it('is blue above 15 days, orange up to 15, red at 0 or below', () => {
    expect(cloudBadge(20)).toBe('blue');
    expect(cloudBadge(15.5)).toBe('blue');
    expect(cloudBadge(15)).toBe('orange');
    expect(cloudBadge(1)).toBe('orange');
    expect(cloudBadge(0.2)).toBe('orange');
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
  it('counts fractional days left', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(daysLeft(new Date('2026-01-02T12:00:00Z'), now)).toBe(1.5);
  });
});
