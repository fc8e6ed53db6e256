import { describe, expect, it } from 'vitest';
import {
  findUnsafeText,
  isUnsafeText,
  isValidLink,
  isValidPassword,
  isValidPhone,
  isValidUsername,
  isValidVcode,
  joinPhone,
  OLD_PASSWORD_RE,
  splitPhone,
  ZRegisterRequest,
} from './index.js';

describe('user name rule', () => {
  it.each(['abcd', 'A123', 'demoshop', 'a'.repeat(16), 'Zz09zz'])('accepts %s', (s) => {
    expect(isValidUsername(s)).toBe(true);
  });
  it.each(['abc', '1abc', 'a'.repeat(17), 'ab_cd', 'ab cd', 'abcé', "a' OR 1=1", ''])('refuses %s', (s) => {
    expect(isValidUsername(s)).toBe(false);
  });
});

describe('new password rule', () => {
  it.each(['Demoshop#2026pass', 'Aa1!aaaaaaaa', `Aa1!${'x'.repeat(28)}`])('accepts %s', (s) => {
    expect(isValidPassword(s)).toBe(true);
  });
  it.each([
    ['too short', 'Aa1!aaaaaaa'],
    ['too long', `Aa1!${'x'.repeat(29)}`],
    ['no digit', 'Aa!aaaaaaaaaa'],
    ['no upper', 'aa1!aaaaaaaaa'],
    ['no lower', 'AA1!AAAAAAAAA'],
    ['no special', 'Aa1aaaaaaaaaa'],
    ['space', 'Aa1! aaaaaaaaa'],
  ])('refuses a password %s', (_why, s) => {
    expect(isValidPassword(s)).toBe(false);
  });
  it('keeps the old 6-16 letters-or-digits rule for reference', () => {
    expect(OLD_PASSWORD_RE.test('abc123')).toBe(true);
    expect(OLD_PASSWORD_RE.test('abc12')).toBe(false);
  });
});

describe('verification code', () => {
  it('is exactly 6 digits', () => {
    expect(isValidVcode('012345')).toBe(true);
    expect(isValidVcode('12345')).toBe(false);
    expect(isValidVcode('1234567')).toBe(false);
    expect(isValidVcode('12345a')).toBe(false);
  });
});

describe('phone', () => {
  it('is "<dial code> <number>" with a listed dial code', () => {
    expect(isValidPhone('86 13800138000')).toBe(true);
    expect(isValidPhone('1 4155550123')).toBe(true);
    expect(isValidPhone('971 501234567')).toBe(true);
    expect(isValidPhone('86 1380013800')).toBe(false); // China needs 11 digits
    expect(isValidPhone('999 12345678')).toBe(false); // not in the list
    expect(isValidPhone('8613800138000')).toBe(false); // no space
    expect(isValidPhone('86 138-0013-8000')).toBe(false);
  });
  it('joins and splits', () => {
    expect(joinPhone('65', ' 81234567 ')).toBe('65 81234567');
    expect(splitPhone('65 81234567')).toEqual({ dial: '65', national: '81234567' });
  });
});

describe('link', () => {
  it('allows empty and http(s) URLs only', () => {
    expect(isValidLink('')).toBe(true);
    expect(isValidLink('https://example.com/a?b=1')).toBe(true);
    expect(isValidLink('javascript:alert(1)')).toBe(false);
    expect(isValidLink('example.com')).toBe(false);
  });
});

describe('register request schema', () => {
  it('names the rule broken as a message key', () => {
    const r = ZRegisterRequest.safeParse({
      shopName: '',
      userName: '1x',
      mobile: '86 1',
      code: '12',
      password: 'short',
    });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      shopName: 'required',
      userName: 'usernameRule',
      mobile: 'phoneInvalid',
      code: 'vcodeFormat',
      password: 'passwordRule',
    });
  });
});

describe('findUnsafeText', () => {
  it('finds a NUL or a lone surrogate in values and keys at any depth, and passes good text', () => {
    expect(isUnsafeText('plain 中文 😀')).toBe(false);
    expect(isUnsafeText('a\u0000b')).toBe(true);
    expect(isUnsafeText('\ud83d')).toBe(true);
    expect(isUnsafeText('\ude00x')).toBe(true);
    expect(findUnsafeText({ a: 'ok', b: ['x', { c: 'y\u0000' }] })).toBe('b.1.c');
    expect(findUnsafeText({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findUnsafeText('\u0000')).toBe('');
    expect(findUnsafeText({ a: 1, b: null, c: true, d: ['😀'] })).toBeNull();
  });

  it('refuses input nested deeper than anything the API accepts', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(findUnsafeText({ deep })).not.toBeNull();
  });
});
