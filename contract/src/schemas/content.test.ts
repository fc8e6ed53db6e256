import { describe, expect, it } from 'vitest';
import { contentLanguages, openingContentLanguage } from './content.js';

describe('content languages', () => {
  it('lists the known languages with rows, in the order of LANGUAGES', () => {
    expect(
      contentLanguages([
        { language: 'vi-VN', count: 2 },
        { language: 'zh-CN', count: 5 },
        { language: 'xx-XX', count: 9 },
        { language: 'en-US', count: 0 },
      ]),
    ).toEqual({
      list: [
        { language: 'zh-CN', count: 5 },
        { language: 'vi-VN', count: 2 },
      ],
    });
  });

  it('opens on the interface language when it has content, else English, else the language with the most', () => {
    const of = (...xs: [string, number][]) => contentLanguages(xs.map(([language, count]) => ({ language, count })));
    expect(openingContentLanguage('th-TH', of(['zh-CN', 3], ['th-TH', 1]))).toBe('th-TH');
    expect(openingContentLanguage('th-TH', of(['zh-CN', 3], ['en-US', 1]))).toBe('en-US');
    expect(openingContentLanguage('th-TH', of(['zh-CN', 3], ['ja-JP', 7]))).toBe('ja-JP');
    expect(openingContentLanguage('th-TH', of(['zh-CN', 3], ['ja-JP', 3]))).toBe('zh-CN');
    // No content anywhere (or not known yet): the interface language, whose empty screen says what to do.
    expect(openingContentLanguage('th-TH', of())).toBe('th-TH');
    expect(openingContentLanguage('th-TH', undefined)).toBe('th-TH');
  });
});
