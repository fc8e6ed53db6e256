import { describe, expect, it } from 'vitest';
import { LANGUAGES, pickLanguage } from './enums.js';
import { ErrorCode } from './errors.js';
import { MESSAGES, translate } from './messages.js';

describe('message catalogue', () => {
  const reference = Object.keys(MESSAGES['en-US']).sort();
  it.each(LANGUAGES)('%s has every key, none empty', (lang) => {
    expect(Object.keys(MESSAGES[lang]).sort()).toEqual(reference);
    for (const [key, text] of Object.entries(MESSAGES[lang])) expect(text.trim(), key).not.toBe('');
  });
  it('has a message for every error code', () => {
    for (const def of Object.values(ErrorCode)) expect(reference).toContain(def.key);
  });
  it('keeps placeholders in every translation', () => {
    for (const lang of LANGUAGES) expect(MESSAGES[lang].accountLocked).toContain('{minutes}');
    expect(translate('en-US', 'accountLocked', { minutes: 15 })).toContain('15 minutes');
  });
  it('error codes are unique, and those of SPEC section 8 keep their numbers', () => {
    const codes = Object.entries(ErrorCode).map(([, d]) => d.code);
    // Two names may share a code only when they mean the same (none do today).
    expect(new Set(codes).size).toBe(codes.length);
    expect(ErrorCode.VCODE_LIMITED.code).toBe(300001);
    expect(ErrorCode.LOGIN_EXPIRED.code).toBe(100001);
    expect(ErrorCode.LOGIN_EXPIRED_LEGACY.code).toBe(200102);
    expect(ErrorCode.LABEL_IMPORT_FAILED.code).toBe(500901);
    expect(ErrorCode.VCODE_WRONG.code).toBe(100019);
    expect(ErrorCode.PHONE_INVALID.code).toBe(300002);
  });
});

describe('pickLanguage', () => {
  it('matches exact tags, then base languages, else nothing', () => {
    expect(pickLanguage('ja-JP,en;q=0.8')).toBe('ja-JP');
    expect(pickLanguage('zh')).toBe('zh-CN');
    expect(pickLanguage('es-MX')).toBe('es-ES');
    expect(pickLanguage('fr-FR, de')).toBeUndefined();
    expect(pickLanguage(undefined)).toBeUndefined();
  });
});
