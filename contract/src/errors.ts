/**
 * The one error catalogue shared by server and console.
 * `code` is what the envelope carries; `status` is the truthful HTTP status;
 * `key` names the translated message (see messages.ts).
 * Codes named in SPEC.md section 8 keep their numbers.
 */
export const ErrorCode = {
  // SPEC section 8
  VCODE_LIMITED: { code: 300001, status: 429, key: 'vcodeLimited' },
  LOGIN_EXPIRED: { code: 100001, status: 401, key: 'loginExpired' },
  LOGIN_EXPIRED_LEGACY: { code: 200102, status: 401, key: 'loginExpired' },
  LABEL_IMPORT_FAILED: { code: 500901, status: 400, key: 'labelImportFailed' },
  VCODE_WRONG: { code: 100019, status: 400, key: 'vcodeWrong' },
  PHONE_INVALID: { code: 300002, status: 400, key: 'phoneInvalid' },
  // ours: general
  BAD_REQUEST: { code: 100400, status: 400, key: 'badRequest' },
  MALFORMED_BODY: { code: 100401, status: 400, key: 'malformedBody' },
  UNSUPPORTED_MEDIA: { code: 100415, status: 415, key: 'unsupportedMedia' },
  PAYLOAD_TOO_LARGE: { code: 100413, status: 413, key: 'payloadTooLarge' },
  ROUTE_NOT_FOUND: { code: 100404, status: 404, key: 'routeNotFound' },
  NOT_FOUND: { code: 100405, status: 404, key: 'notFound' },
  FORBIDDEN: { code: 100403, status: 403, key: 'forbidden' },
  PLATFORM_NOT_ALLOWED: { code: 100406, status: 403, key: 'platformNotAllowed' },
  STORE_NOT_ALLOWED: { code: 100407, status: 403, key: 'storeNotAllowed' },
  TOO_MANY_REQUESTS: { code: 100429, status: 429, key: 'tooManyRequests' },
  INTERNAL: { code: 100500, status: 500, key: 'internal' },
  ACTION_FAILED: { code: 100409, status: 409, key: 'actionFailed' },
  // ours: accounts and sign-in
  WRONG_CREDENTIALS: { code: 100002, status: 401, key: 'wrongCredentials' },
  ACCOUNT_LOCKED: { code: 100003, status: 429, key: 'accountLocked' },
  ACCOUNT_DISABLED: { code: 100004, status: 403, key: 'accountDisabled' },
  USERNAME_TAKEN: { code: 100005, status: 409, key: 'usernameTaken' },
  PHONE_TAKEN: { code: 100006, status: 409, key: 'phoneTaken' },
  USERNAME_NOT_FOUND: { code: 100007, status: 404, key: 'usernameNotFound' },
  OLD_PASSWORD_WRONG: { code: 100008, status: 400, key: 'oldPasswordWrong' },
  PASSWORD_RULE: { code: 100009, status: 400, key: 'passwordRule' },
  USERNAME_RULE: { code: 100010, status: 400, key: 'usernameRule' },
  PHONE_NOT_REGISTERED: { code: 100011, status: 404, key: 'phoneNotRegistered' },
  VCODE_SEND_FAILED: { code: 300003, status: 502, key: 'vcodeSendFailed' },
  // ours: app accounts and devices (issue 4)
  APP_USERNAME_TAKEN: { code: 400101, status: 409, key: 'appUsernameTaken' },
  APP_PHONE_TAKEN: { code: 400102, status: 409, key: 'appPhoneTaken' },
  APP_ACCOUNT_CLOSED: { code: 400103, status: 409, key: 'appAccountClosed' },
  EXPORT_TOO_MANY_ROWS: { code: 400104, status: 400, key: 'exportTooManyRows' },
  DEVICE_NO_TAKEN: { code: 400201, status: 409, key: 'deviceNoTaken' },
  DEVICE_NOT_FOUND: { code: 400202, status: 404, key: 'deviceNotFound' },
  STAFF_USERNAME_TAKEN: { code: 400301, status: 409, key: 'usernameTaken' },
  // ours: console defects (issue 7)
  SHOP_INVALID: { code: 100021, status: 403, key: 'shopInvalid' },
  EXPIRE_IN_PAST: { code: 400105, status: 400, key: 'expireInPast' },
  ACCESS_NEEDS_VIEW: { code: 400302, status: 400, key: 'accessNeedsView' },
} as const satisfies Record<string, { code: number; status: number; key: string }>;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorDef = (typeof ErrorCode)[ErrorCodeName];
export type ErrorMessageKey = ErrorDef['key'];

export const SUCCESS_CODE = 200;

/** Codes after which the console clears the token and goes to sign-in. */
export const SESSION_EXPIRED_CODES: readonly number[] = [
  ErrorCode.LOGIN_EXPIRED.code,
  ErrorCode.LOGIN_EXPIRED_LEGACY.code,
];

const byCode = new Map<number, ErrorDef>(Object.values(ErrorCode).map((d) => [d.code, d]));

export function errorByCode(code: number): ErrorDef | undefined {
  return byCode.get(code);
}

/** The envelope every response carries. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  datas: T;
}
