import { describe, expect, it } from 'vitest';
import { DIAL_CODES } from './rules.js';
import { ZShopTimeZoneUpdate } from './schemas/shop.js';
import { COUNTRY_TIME_ZONES, isStoreTimeZone, timeZoneOfPhone } from './zones.js';

describe('store time zones', () => {
  it('gives every dial code country a zone the runtime knows', () => {
    for (const d of DIAL_CODES) expect(isStoreTimeZone(COUNTRY_TIME_ZONES[d.country]), d.country).toBe(true);
  });

  it('defaults a store from its phone, else UTC', () => {
    expect(timeZoneOfPhone('86 13800138000')).toBe('Asia/Shanghai');
    expect(timeZoneOfPhone('1 2025550123')).toBe('America/New_York');
    expect(timeZoneOfPhone('999 123456')).toBe('UTC');
    expect(timeZoneOfPhone(null)).toBe('UTC');
  });

  it('accepts IANA names and UTC only', () => {
    for (const ok of ['Asia/Shanghai', 'America/Los_Angeles', 'UTC'])
      expect(ZShopTimeZoneUpdate.safeParse({ timeZone: ok }).success, ok).toBe(true);
    for (const bad of ['', 'Mars/Olympus', '+08:00', 'asia/shanghai ', 'x'.repeat(65), 8])
      expect(ZShopTimeZoneUpdate.safeParse({ timeZone: bad }).success, String(bad)).toBe(false);
  });
});
