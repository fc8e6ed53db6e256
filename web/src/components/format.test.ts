import { LANGUAGES } from '@skin/contract';
import { describe, expect, it } from 'vitest';
import { numberFormats } from './format';

/** The decimal sign a text uses between its digits (`1,37` → `,`). */
const decimalSign = (text: string) => /\d([.,])\d{2}(?!\d)/.exec(text)?.[1];

describe('numberFormats', () => {
  it('writes sizes, money, shares and counts with the decimal sign and grouping of each language', () => {
    for (const lang of LANGUAGES) {
      const f = numberFormats(lang);
      const size = f.size(1.37 * 1024 ** 4);
      const money = f.money(400_000, 'CNY');
      expect(size, lang).toMatch(/^1[.,]37 TB$/);
      expect(decimalSign(size), `${lang}: ${size} beside ${money}`).toBe(decimalSign(money));
    }
    const es = numberFormats('es-ES');
    expect(es.size(1.37 * 1024 ** 4)).toBe('1,37 TB');
    expect(es.money(400_000, 'CNY')).toMatch(/^4000,00\sCN/);
    expect(es.number(12_500)).toBe('12.500');
    expect(es.percent(0.125)).toMatch(/^12,5\s%$/);
    const en = numberFormats('en-US');
    expect(en.size(2048 * 1024 ** 4)).toBe('2,048.00 TB');
    expect(en.number(2.5)).toBe('2.5');
    expect(en.percent(0.4)).toBe('40.0%');
  });

  it('makes one set per language', () => {
    expect(numberFormats('vi-VN')).toBe(numberFormats('vi-VN'));
    expect(numberFormats('vi-VN').size(1536)).toBe('1,50 KB');
    expect(numberFormats('en-US').size(0)).toBe('0 B');
    expect(numberFormats('es-ES').size(1023)).toBe('1023 B');
  });
});
