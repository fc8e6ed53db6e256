import { z } from 'zod';

/** Limits of SPEC.md sections 5 and 9, defined once for server and console. */
export const USERNAME_RE = /^[A-Za-z][A-Za-z0-9]{3,15}$/;
export const VCODE_RE = /^\d{6}$/;
export const OLD_PASSWORD_RE = /^[A-Za-z0-9]{6,16}$/;
/** 12-32 characters with a digit, an upper-case and a lower-case letter and a special character. */
export const PASSWORD_RE = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9\s])[\x21-\x7e]{12,32}$/;
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 32;
export const LINK_RE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export const DIAL_CODES = [
  { country: 'CN', code: '86' },
  { country: 'US', code: '1' },
  { country: 'SG', code: '65' },
  { country: 'AU', code: '61' },
  { country: 'MY', code: '60' },
  { country: 'ID', code: '62' },
  { country: 'JP', code: '81' },
  { country: 'IN', code: '91' },
  { country: 'DE', code: '49' },
  { country: 'GB', code: '44' },
  { country: 'PH', code: '63' },
  { country: 'AE', code: '971' },
] as const;
export type DialCode = (typeof DIAL_CODES)[number]['code'];
const dialCodeSet = new Set<string>(DIAL_CODES.map((d) => d.code));

/** National number: 5-14 digits (China: 11 digits starting with 1). */
export const NATIONAL_NUMBER_RE = /^\d{5,14}$/;
const CN_MOBILE_RE = /^1\d{10}$/;

/** A stored phone is `<dial code> <number>`, e.g. `86 13800138000`. */
export function isValidPhone(phone: string): boolean {
  const m = /^(\d{1,3}) (\d+)$/.exec(phone);
  if (!m) return false;
  const [, dial, national] = m as unknown as [string, string, string];
  if (!dialCodeSet.has(dial)) return false;
  if (dial === '86') return CN_MOBILE_RE.test(national);
  return NATIONAL_NUMBER_RE.test(national);
}

export function joinPhone(dial: string, national: string): string {
  return `${dial} ${national.trim()}`;
}

export function splitPhone(phone: string): { dial: string; national: string } {
  const i = phone.indexOf(' ');
  if (i < 0) return { dial: '86', national: phone };
  return { dial: phone.slice(0, i), national: phone.slice(i + 1) };
}

export const isValidUsername = (s: string) => USERNAME_RE.test(s);
export const isValidPassword = (s: string) => PASSWORD_RE.test(s);
export const isValidVcode = (s: string) => VCODE_RE.test(s);
export const isValidLink = (s: string) => s === '' || LINK_RE.test(s);

/** zod pieces; messages are message keys translated by whoever shows them. */
export const zUsername = z.string().trim().regex(USERNAME_RE, { message: 'usernameRule' });
export const zPassword = z.string().regex(PASSWORD_RE, { message: 'passwordRule' });
/** Sign-in accepts older passwords as they are: only a sane length. */
export const zLoginPassword = z.string().min(1, { message: 'passwordEmpty' }).max(128);
export const zVcode = z.string().regex(VCODE_RE, { message: 'vcodeFormat' });
export const zPhone = z.string().trim().refine(isValidPhone, { message: 'phoneInvalid' });
export const zLink = z.string().trim().max(500).refine(isValidLink, { message: 'linkInvalid' });
/** Free text shown in tables: trimmed, bounded, no control characters. */
export const zText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point
    .refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s), { message: 'textInvalid' });
export const zName = (max = 64) => zText(max).min(1, { message: 'required' });

/** Images: JPG or PNG, at most 1 MB, exactly 1:1. */
export const IMAGE_MAX_BYTES = 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** Verification codes (DESIGN.md section 6). */
export const VCODE_TTL_SECONDS = 5 * 60;
export const VCODE_RESEND_SECONDS = 60;
export const VCODE_MAX_PER_HOUR = 10;
export const VCODE_MAX_TRIES = 5;

/** Sign-in throttling: this many wrong passwords lock the account for LOCK_MINUTES. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;

export const SESSION_TTL_HOURS = 24;
