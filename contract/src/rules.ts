import { z } from 'zod';

/** Limits of SPEC.md sections 5 and 9, defined once for server and console. */
export const USERNAME_RE = /^[A-Za-z][A-Za-z0-9]{3,15}$/;
export const VCODE_RE = /^\d{6}$/;
export const OLD_PASSWORD_RE = /^[A-Za-z0-9]{6,16}$/;
/** 12-32 characters with a digit, an upper-case and a lower-case letter and a special character. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 32;
export const PASSWORD_RE = new RegExp(
  `^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9\\s])[\\x21-\\x7e]{${PASSWORD_MIN},${PASSWORD_MAX}}$`,
);
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
export const LINK_MAX = 500;
export const zLink = z.string().trim().max(LINK_MAX).refine(isValidLink, { message: 'linkInvalid' });
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

/**
 * Sign-in throttling (docs/decisions.md, "Sign-in limits"): at most LOGIN_MAX_FAILURES passwords are checked
 * per (user name, client address) in LOGIN_LOCK_MINUTES; a right password gives its own try back, never the
 * wrong ones before it. Across all addresses a user name gets LOGIN_ACCOUNT_CEILING tries per window; past it
 * only addresses that signed in to the account successfully in the last LOGIN_KNOWN_ADDRESS_DAYS may keep trying.
 */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;
export const LOGIN_ACCOUNT_CEILING = 20;
export const LOGIN_KNOWN_ADDRESS_DAYS = 30;
/** Wrong old passwords in `user/updatePwd` per account per LOGIN_LOCK_MINUTES. */
export const OLD_PASSWORD_MAX_FAILURES = 5;

/**
 * Per client address limits on the public routes that cost money or CPU, counted in the database
 * before the work is done (429 + Retry-After past them). A successful sign-in gives its try back;
 * `refusedNotify` counts only the payment notifications a notify route refuses (forged, unverifiable,
 * malformed), so a gateway's genuine ones never use it up.
 */
export const ADDRESS_LIMITS = {
  login: { max: 30, windowSeconds: 10 * 60 },
  /** The analysis app's sign-in (`app/v1/login`): as the console's, counted apart from it. */
  appLogin: { max: 30, windowSeconds: 10 * 60 },
  sendCode: { max: 20, windowSeconds: 60 * 60 },
  checkCode: { max: 30, windowSeconds: 10 * 60 },
  register: { max: 20, windowSeconds: 60 * 60 },
  resetPassword: { max: 20, windowSeconds: 60 * 60 },
  refusedNotify: { max: 30, windowSeconds: 10 * 60 },
  /** Files stored (every upload route; the file service counts it with the store's own limit). */
  upload: { max: 300, windowSeconds: 60 * 60 },
  /** Shared reports opened (`public/report`, issue 42): a family passing a link around, not a walk over tokens. */
  shareOpen: { max: 60, windowSeconds: 10 * 60 },
} as const satisfies Record<string, { max: number; windowSeconds: number }>;
export type AddressLimitName = keyof typeof ADDRESS_LIMITS;

/**
 * Files one store (or the platform) may add per window, whoever uploads them and from wherever: a store's
 * console stores one picture per upload, so 200 an hour is far past a busy editing session, while a flood
 * stops after 200 MB. Counted in the database before anything is stored, as ADDRESS_LIMITS.upload is.
 */
export const STORE_UPLOAD_LIMIT = { max: 200, windowSeconds: 60 * 60 } as const;

/**
 * What one device of a store may upload with the app (`app/v1/files`, issue 23), so that one device cannot
 * flood its store: photos per 10 minutes (an analysis takes a few; a busy device makes one every few minutes),
 * and kibibytes per hour (1000 MiB: 100 photos of 10 MB; counted in KiB so the counter stays small). Counted in the database per device, before anything is stored,
 * besides the store's and the address's upload limits; past either 429 UPLOAD_LIMITED with Retry-After.
 */
export const DEVICE_PHOTO_LIMIT = { max: 60, windowSeconds: 10 * 60 } as const;
export const DEVICE_PHOTO_KIB_LIMIT = { max: 1000 * 1024, windowSeconds: 60 * 60 } as const;

// A NUL, or a UTF-16 surrogate without its other half: PostgreSQL cannot store either as text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const UNSAFE_TEXT_RE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when a string holds a NUL character or a lone surrogate. */
export const isUnsafeText = (s: string) => UNSAFE_TEXT_RE.test(s);

/** How deep request input may nest (objects and arrays); deeper input is refused. */
export const MAX_INPUT_DEPTH = 32;

/**
 * The dotted path of the first string (value or key) in `value` holding a NUL or a lone surrogate,
 * `''` for the value itself, or null when there is none. Input nested deeper than MAX_INPUT_DEPTH
 * counts as unsafe. Every request's params, query and body are
 * checked with it before validation, so no route can forget.
 */
export function findUnsafeText(value: unknown, at = '', depth = 0): string | null {
  if (typeof value === 'string') return isUnsafeText(value) ? at : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_INPUT_DEPTH) return at; // nothing we accept nests this deep: refused, not walked

  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findUnsafeText(value[i], at ? `${at}.${i}` : String(i), depth + 1);
      if (hit !== null) return hit;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    const p = at ? `${at}.${k}` : k;
    if (isUnsafeText(k)) return p;
    const hit = findUnsafeText(v, p, depth + 1);
    if (hit !== null) return hit;
  }
  return null;
}

/** How long a console session lasts unless SESSION_TTL_HOURS says otherwise (server/src/config.ts). */
export const SESSION_TTL_HOURS = 24;
/** How long an app sign-in (`app/v1/login`) lasts; the rules are checked again on every call meanwhile. */
export const APP_SESSION_TTL_DAYS = 30;

/**
 * How long a store keeps analysis photos, in months (issue 42 item 6): 0 keeps them; otherwise 1 to 120 (ten years).
 * The retention job deletes photos of analyses older than that, in batches of `batch` analyses per transaction;
 * the cloud page's preview of what the next run frees counts at most `previewMax` analyses.
 */
export const PHOTO_RETENTION = { min: 0, max: 120, defaultMonths: 24, batch: 500, previewMax: 10_000 } as const;
