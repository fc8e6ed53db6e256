import { describe, expect, it } from 'vitest';
import { currentLanguage, detectLanguage, setCurrentLanguage } from './language';

describe('the interface language', () => {
  it('is the stored choice, else the browser language if it is one of ours, else en-US', () => {
    expect(detectLanguage('th-TH', ['zh-CN'])).toBe('th-TH');
    expect(detectLanguage(null, ['de-DE', 'ja'])).toBe('ja-JP');
    expect(detectLanguage('xx', ['de-DE'])).toBe('en-US');
  });

  it('is kept in localStorage and in a cookie the server reads for the index page, and set on <html>', () => {
    setCurrentLanguage('vi-VN');
    expect(currentLanguage()).toBe('vi-VN');
    expect(localStorage.getItem('admin-lang')).toBe('vi-VN');
    expect(document.cookie).toMatch(/(?:^|;\s*)admin-lang=vi-VN(?:;|$)/);
    expect(document.documentElement.lang).toBe('vi-VN');
    setCurrentLanguage('en-US');
    expect(document.cookie).toMatch(/(?:^|;\s*)admin-lang=en-US(?:;|$)/);
  });
});
