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
  /** A draining instance (shutting down) or one not ready; a proxy moves the request to another instance. */
  UNAVAILABLE: { code: 100503, status: 503, key: 'unavailable' },
  ACTION_FAILED: { code: 100409, status: 409, key: 'actionFailed' },
  /** A transaction lost to a concurrent one (PostgreSQL's 40001, 40P01, 55P03) and was rolled back: send it again. */
  CONCURRENT_CHANGE: { code: 100410, status: 409, key: 'concurrentChange' },
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
  ADDRESS_LIMITED: { code: 100012, status: 429, key: 'addressLimited' },
  OLD_PASSWORD_LOCKED: { code: 100013, status: 429, key: 'oldPasswordLocked' },
  VCODE_SEND_FAILED: { code: 300003, status: 502, key: 'vcodeSendFailed' },
  // ours: app accounts and devices (issue 4)
  APP_USERNAME_TAKEN: { code: 400101, status: 409, key: 'appUsernameTaken' },
  APP_PHONE_TAKEN: { code: 400102, status: 409, key: 'appPhoneTaken' },
  APP_ACCOUNT_CLOSED: { code: 400103, status: 409, key: 'appAccountClosed' },
  EXPORT_TOO_MANY_ROWS: { code: 400104, status: 400, key: 'exportTooManyRows' },
  DEVICE_NO_TAKEN: { code: 400201, status: 409, key: 'deviceNoTaken' },
  DEVICE_NOT_FOUND: { code: 400202, status: 404, key: 'deviceNotFound' },
  STAFF_USERNAME_TAKEN: { code: 400301, status: 409, key: 'usernameTaken' },
  // ours: files and images (issue 10)
  FILE_TYPE_INVALID: { code: 500100, status: 400, key: 'fileTypeInvalid' },
  FILE_MISSING: { code: 500101, status: 400, key: 'fileMissing' },
  IMAGE_EMPTY: { code: 500102, status: 400, key: 'imageEmpty' },
  IMAGE_TYPE: { code: 500103, status: 415, key: 'imageType' },
  IMAGE_CORRUPT: { code: 500104, status: 400, key: 'imageCorrupt' },
  IMAGE_TOO_LARGE: { code: 500105, status: 413, key: 'imageTooLarge' },
  IMAGE_NOT_SQUARE: { code: 500106, status: 400, key: 'imageNotSquare' },
  FILE_TOO_LARGE: { code: 500107, status: 413, key: 'fileTooLarge' },
  FILE_NOT_FOUND: { code: 500108, status: 404, key: 'fileNotFound' },
  UPLOAD_DENIED: { code: 500109, status: 403, key: 'uploadDenied' },
  /** A row names an image key that is not an image this owner stored (content rows: products, cases, adverts). */
  IMAGE_KEY_INVALID: { code: 500110, status: 400, key: 'imageKeyInvalid' },
  /** Wider or taller than the kind of image allows (`{max}` pixels a side): refused before anything decodes it. */
  IMAGE_DIMENSIONS: { code: 500111, status: 400, key: 'imageDimensions' },
  /** Another upload holds this key (claimed first, or stored already); nothing was written. */
  FILE_KEY_TAKEN: { code: 500112, status: 409, key: 'fileKeyTaken' },
  /** The store's cloud space has expired: it adds no files until it renews (the message says where). */
  CLOUD_EXPIRED: { code: 500113, status: 403, key: 'cloudExpired' },
  /** Too many uploads from this store or this address in the window (`{minutes}`, Retry-After). */
  UPLOAD_LIMITED: { code: 500114, status: 429, key: 'uploadLimited' },
  /**
   * Photos the server decodes (analysis photos) are refused, from their header, when they would cost far more to
   * decode than their size justifies (DecodeLimits, contract/src/image.ts): too many JPEG scans (`{scans}` of
   * `{max}`), more bits per sample (`{bits}` of `{max}`), more pixels per byte of file (`{max}`).
   */
  IMAGE_SCANS: { code: 500115, status: 400, key: 'imageScans' },
  IMAGE_BIT_DEPTH: { code: 500116, status: 400, key: 'imageBitDepth' },
  IMAGE_SPARSE: { code: 500117, status: 400, key: 'imageSparse' },
  /** Its decoding ran out of the worker's time or memory (lib/worker-pool.ts): refused, the other photos go on. */
  IMAGE_TOO_COMPLEX: { code: 500118, status: 400, key: 'imageTooComplex' },
  /** Too many photos wait for the thumbnailer, this store's or everyone's (429 with Retry-After). */
  PHOTOS_BUSY: { code: 500119, status: 429, key: 'photosBusy' },
  // ours: symptom scripts
  SCRIPT_NOT_FOUND: { code: 500601, status: 404, key: 'scriptNotFound' },
  SCRIPT_READ_ONLY: { code: 500602, status: 409, key: 'scriptReadOnly' },
  SCRIPT_IMAGE_INVALID: { code: 500603, status: 400, key: 'imageKeyInvalid' },
  // ours: symptom labels and their import (500901 above: a duplicate label)
  LABEL_NOT_FOUND: { code: 500801, status: 404, key: 'labelNotFound' },
  LABEL_NAME_TAKEN: { code: 500802, status: 409, key: 'labelNameTaken' },
  LABEL_KEY_TAKEN: { code: 500803, status: 409, key: 'labelKeyTaken' },
  LABEL_TYPE_HAS_LABELS: { code: 500804, status: 409, key: 'labelTypeHasLabels' },
  LABEL_PARENT_INVALID: { code: 500805, status: 400, key: 'labelParentInvalid' },
  LABEL_KEY_REQUIRED: { code: 500806, status: 400, key: 'labelKeyRequired' },
  LABEL_IMPORT_EMPTY: { code: 500902, status: 400, key: 'importEmpty' },
  LABEL_IMPORT_NOT_TEMPLATE: { code: 500903, status: 400, key: 'importNotTemplate' },
  LABEL_IMPORT_OLD_TEMPLATE: { code: 500904, status: 400, key: 'importOldTemplate' },
  LABEL_IMPORT_LANGUAGE: { code: 500905, status: 400, key: 'importLanguageMismatch' },
  LABEL_IMPORT_ROW_EMPTY: { code: 500906, status: 400, key: 'importRowEmpty' },
  LABEL_IMPORT_ROW_INVALID: { code: 500907, status: 400, key: 'importRowInvalid' },
  LABEL_IMPORT_TOO_LARGE: { code: 500908, status: 413, key: 'importTooLarge' },
  LABEL_IMPORT_TOO_MANY_ROWS: { code: 500909, status: 400, key: 'importTooManyRows' },
  /** A symptom key of the file repeats in it or is another label's already (`datas.key`, every fault in `datas.rows`). */
  LABEL_IMPORT_KEY_TAKEN: { code: 500910, status: 400, key: 'labelImportKeyTaken' },
  /** The workbook holds more than a template can (merged areas, sheets, strings, nesting) or took too long to read. */
  LABEL_IMPORT_TOO_COMPLEX: { code: 500911, status: 400, key: 'importTooComplex' },
  // ours: store content (issue 11), one range per area:
  // programmes 600100-600199, treatment cases 600200-600299, adverts 600300-600399, chief complaints 600400-600499
  // treatment cases
  CASE_NOT_FOUND: { code: 600201, status: 404, key: 'caseNotFound' },
  /** A case names a symptom key that is not one of the owner's labels. */
  CASE_SYMPTOM_INVALID: { code: 600202, status: 400, key: 'caseSymptomInvalid' },
  // adverts
  AD_NOT_FOUND: { code: 600301, status: 404, key: 'adNotFound' },
  /** The ids of a reorder are not exactly the adverts of that list now (changed meanwhile, or not the caller's). */
  AD_SORT_STALE: { code: 600302, status: 409, key: 'adSortStale' },
  AD_LIST_FULL: { code: 600303, status: 409, key: 'adListFull' },
  AD_TITLE_TAKEN: { code: 600304, status: 409, key: 'adTitleTaken' },
  // chief complaints: types and content
  COMPLAINT_TYPE_NOT_FOUND: { code: 600401, status: 404, key: 'complaintTypeNotFound' },
  COMPLAINT_TYPE_NAME_TAKEN: { code: 600402, status: 409, key: 'complaintTypeNameTaken' },
  COMPLAINT_TYPE_HAS_CONTENT: { code: 600403, status: 409, key: 'complaintTypeHasContent' },
  COMPLAINT_TYPE_LANGUAGE_FIXED: { code: 600404, status: 400, key: 'complaintTypeLanguageFixed' },
  COMPLAINT_NOT_FOUND: { code: 600405, status: 404, key: 'complaintNotFound' },
  COMPLAINT_TEXT_TAKEN: { code: 600406, status: 409, key: 'complaintTextTaken' },
  /** Content names a type that is not one of the owner's, or not of the content's language. */
  COMPLAINT_TYPE_INVALID: { code: 600407, status: 400, key: 'complaintTypeInvalid' },
  // programmes (product types and products)
  PRODUCT_TYPE_NOT_FOUND: { code: 600101, status: 404, key: 'productTypeNotFound' },
  PRODUCT_TYPE_NAME_TAKEN: { code: 600102, status: 409, key: 'productTypeNameTaken' },
  PRODUCT_TYPE_HAS_PRODUCTS: { code: 600103, status: 409, key: 'productTypeHasProducts' },
  PRODUCT_NOT_FOUND: { code: 600104, status: 404, key: 'productNotFound' },
  PRODUCT_NAME_TAKEN: { code: 600105, status: 409, key: 'productNameTaken' },
  /** `typeId` names no type of the store. */
  PRODUCT_TYPE_INVALID: { code: 600106, status: 400, key: 'productTypeInvalid' },
  /** A related symptom's key is not one of the store's symptom keys. */
  PRODUCT_SYMPTOM_UNKNOWN: { code: 600107, status: 400, key: 'productSymptomUnknown' },
  /** A batch refused as a whole; `datas.rows` lists every fault (row, field, message). */
  PRODUCT_BATCH_INVALID: { code: 600108, status: 400, key: 'productBatchInvalid' },
  PRODUCT_BATCH_EMPTY: { code: 600109, status: 400, key: 'productBatchEmpty' },
  PRODUCT_BATCH_TOO_MANY: { code: 600110, status: 400, key: 'productBatchTooMany' },
  PRODUCT_SHEET_NOT_TEMPLATE: { code: 600111, status: 400, key: 'productSheetNotTemplate' },
  PRODUCT_SHEET_TOO_LARGE: { code: 600112, status: 413, key: 'productSheetTooLarge' },
  /** As 500911, for the programme spreadsheet. */
  PRODUCT_SHEET_TOO_COMPLEX: { code: 600113, status: 400, key: 'importTooComplex' },
  // ours: orders, payments and prices (issue 12), 700100-700199
  ORDER_NOT_FOUND: { code: 700101, status: 404, key: 'orderNotFound' },
  /** The order is paid, cancelled or refunded: no payment can be opened for it. */
  ORDER_NOT_PAYABLE: { code: 700102, status: 409, key: 'orderNotPayable' },
  /** Only an unpaid order (pending or payment in progress) can be cancelled. */
  ORDER_NOT_CANCELLABLE: { code: 700103, status: 409, key: 'orderNotCancellable' },
  /** Only a paid order can be refunded. */
  ORDER_NOT_REFUNDABLE: { code: 700104, status: 409, key: 'orderNotRefundable' },
  /** The method is not configured here or does not take the order's currency. */
  PAY_METHOD_UNAVAILABLE: { code: 700105, status: 400, key: 'payMethodUnavailable' },
  /** `datas.userNames`: permanent accounts are never charged a renewal. */
  ORDER_ACCOUNT_PERMANENT: { code: 700106, status: 400, key: 'orderAccountPermanent' },
  /** `datas.userNames`: only viewer-end accounts are renewed by an order. */
  ORDER_ACCOUNT_NOT_VIEWER: { code: 700107, status: 400, key: 'orderAccountNotViewer' },
  /** `datas.userNames`: closed accounts cannot be renewed. */
  ORDER_ACCOUNT_CLOSED: { code: 700108, status: 400, key: 'orderAccountClosed' },
  /** The payment provider could not be reached or refused the call; nothing changed. */
  PAY_PROVIDER_FAILED: { code: 700109, status: 502, key: 'payProviderFailed' },
  /** The provider refused the refund (`datas.reason`); nothing changed. */
  REFUND_REFUSED: { code: 700110, status: 409, key: 'refundRefused' },
  /** A notification or return whose signature or content does not check out; nothing changed. */
  PAY_NOTIFY_INVALID: { code: 700111, status: 400, key: 'payNotifyInvalid' },
  /** App-store orders come from the companion app and are only shown. */
  ORDER_APPSTORE_ONLY_SHOWN: { code: 700112, status: 409, key: 'orderAppstoreOnlyShown' },
  // ours: the analysis app's API (issue 22), 800100-800199: token kinds, sign-in and the rules on every call
  /** A console token (or none of the app's kind) on an app route: the app signs in with `app/v1/login`. */
  APP_TOKEN_REQUIRED: { code: 800101, status: 401, key: 'appTokenRequired' },
  /** An app token on a console route: app tokens read only the app's API. */
  CONSOLE_TOKEN_REQUIRED: { code: 800102, status: 401, key: 'consoleTokenRequired' },
  /** Too many wrong passwords for this app account from this address (`{minutes}`, Retry-After). */
  APP_LOGIN_LOCKED: { code: 800103, status: 429, key: 'appLoginLocked' },
  /** The rules (docs/app-api.md), checked at sign-in and on every call, each with its own code: */
  APP_SIGNIN_CLOSED: { code: 800104, status: 403, key: 'appAccountClosedSignIn' },
  APP_STORE_INVALID: { code: 800105, status: 403, key: 'appStoreInvalid' },
  /** `deviceNo` is not a device of the account's store: unknown, another store's, or deleted. */
  APP_DEVICE_UNKNOWN: { code: 800106, status: 403, key: 'appDeviceUnknown' },
  APP_ACCOUNT_DISABLED: { code: 800107, status: 403, key: 'appAccountDisabled' },
  /** Not permanent and past its expiration time (`datas.expireTime`). */
  APP_ACCOUNT_EXPIRED: { code: 800108, status: 403, key: 'appAccountExpired' },
  /** The account is bound to another device (`datas.deviceNo`). */
  APP_DEVICE_MISMATCH: { code: 800109, status: 403, key: 'appDeviceMismatch' },
  /** A viewer end while its store's cloud space has expired (`datas.cloudExpireTime`): SPEC section 4. */
  APP_VIEWER_CLOUD_EXPIRED: { code: 800110, status: 403, key: 'appViewerCloudExpired' },
  /** A working end adding (analyses, photos) while its store's cloud space has expired; reading still works. */
  APP_CLOUD_READ_ONLY: { code: 800111, status: 403, key: 'appCloudReadOnly' },
  // ours: analyses from the app (issue 23), the app's range continued; each refusal names what it refused in datas
  /** A symptom key the store's labels (or the platform's labels it sees) do not have (`datas.symptomKey`). */
  ANALYSIS_SYMPTOM_UNKNOWN: { code: 800112, status: 400, key: 'analysisSymptomUnknown' },
  /** A degree other than 1, 2 or 3 (`datas.symptomKey`, `datas.degree`). */
  ANALYSIS_DEGREE_INVALID: { code: 800113, status: 400, key: 'analysisDegreeInvalid' },
  /** An image key that is no photo uploaded by this store with `app/v1/files` (unknown, another store's, swept). */
  ANALYSIS_IMAGE_UNKNOWN: { code: 800114, status: 400, key: 'analysisImageUnknown' },
  /** A photo another analysis already has, or named twice (`datas.key`). */
  ANALYSIS_IMAGE_USED: { code: 800115, status: 409, key: 'analysisImageUsed' },
  /** `analysedAt` later than the server's clock (allowing ANALYSIS_FUTURE_SKEW_MS). */
  ANALYSIS_IN_FUTURE: { code: 800116, status: 400, key: 'analysisInFuture' },
  /** `analysedAt` more than ANALYSIS_MAX_AGE_DAYS days ago. */
  ANALYSIS_TOO_OLD: { code: 800117, status: 400, key: 'analysisTooOld' },
  /** `deviceNo` is not the device the app signed in on (`datas.deviceNo`: the signed-in one). */
  ANALYSIS_DEVICE_MISMATCH: { code: 800118, status: 403, key: 'analysisDeviceMismatch' },
  // ours: customers (issue 41), the app's range continued; used by the app's and the console's routes alike
  /** No customer of the caller's store has this id (another store's answers the same). */
  CUSTOMER_NOT_FOUND: { code: 800119, status: 404, key: 'customerNotFound' },
  /** A customer of the store already has this code (`datas.customerId`: hers). */
  CUSTOMER_CODE_TAKEN: { code: 800120, status: 409, key: 'customerCodeTaken' },
  /** A customer of the store already has this phone (`datas.customerId`: hers). */
  CUSTOMER_PHONE_TAKEN: { code: 800121, status: 409, key: 'customerPhoneTaken' },
  /** An analysis with photos for a customer whose latest consent does not allow photos (none, or withdrawn). */
  CUSTOMER_PHOTO_CONSENT_MISSING: { code: 800122, status: 403, key: 'customerPhotoConsentMissing' },
  /** A viewer end finds and reads customers; only a working end adds them or records their consent. */
  CUSTOMER_VIEWER_READ_ONLY: { code: 800123, status: 403, key: 'customerViewerReadOnly' },
  /** `customer/compare`: an analysis that is not this customer's (`datas.analysisId`; another store's the same). */
  CUSTOMER_ANALYSIS_NOT_HERS: { code: 800124, status: 404, key: 'customerAnalysisNotHers' },
  // ours: consent texts (issue 42 item 1), the app's range continued (800140-800149)
  /** A consent naming a version that is not one of the store's consent texts or the platform's defaults. */
  CONSENT_VERSION_UNKNOWN: { code: 800140, status: 400, key: 'consentVersionUnknown' },
  /** No consent text of the caller (or the platform's defaults) has this id. */
  CONSENT_TEXT_NOT_FOUND: { code: 800141, status: 404, key: 'consentTextNotFound' },
  /** A language already holds CONSENT_VERSIONS_MAX versions (`datas.max`). */
  CONSENT_VERSIONS_FULL: { code: 800142, status: 409, key: 'consentVersionsFull' },
  /** The app asked for a consent text and neither the store nor the platform has one in any language. */
  CONSENT_TEXT_NONE: { code: 800143, status: 404, key: 'consentTextNone' },
  // ours: reports and share links (issue 42), the customers' range continued
  /** A share link's token that opens nothing: unknown, malformed, expired or revoked, never saying which. */
  SHARE_LINK_INVALID: { code: 800125, status: 404, key: 'shareLinkInvalid' },
  /** No share of the caller's store has this id (another store's answers the same). */
  SHARE_NOT_FOUND: { code: 800126, status: 404, key: 'shareNotFound' },
  // ours: a customer's rights (issue 42)
  /** An analysis for a customer erased meanwhile (her row was locked by the erasure, which committed first). */
  CUSTOMER_ERASED: { code: 800130, status: 409, key: 'customerErased' },
  /** `customer/erase/{id}`: the typed confirmation is not her member number. */
  CUSTOMER_ERASE_CONFIRM: { code: 800131, status: 400, key: 'customerEraseConfirm' },
  /** `customer/export/{id}`: the store's exports of customers' data this hour are spent (CUSTOMER_EXPORT_LIMIT). */
  CUSTOMER_EXPORT_LIMITED: { code: 800132, status: 429, key: 'customerExportLimited' },
  /** `customer/export/{id}`: she has more analyses than one export holds (CUSTOMER_EXPORT_MAX_ANALYSES). */
  CUSTOMER_EXPORT_TOO_LARGE: { code: 800133, status: 400, key: 'customerExportTooLarge' },
  // ours: photos straight to the object store (issue 43 item 1), the app's range continued (800150-800159)
  /** `app/v1/files/grant` on the local driver: the app uploads through `POST /api/app/v1/files` instead. */
  UPLOAD_DIRECT_UNAVAILABLE: { code: 800150, status: 409, key: 'uploadDirectUnavailable' },
  /** `app/v1/files/confirm`: no grant of the caller's store names this key (another store's key answers the same). */
  UPLOAD_GRANT_UNKNOWN: { code: 800151, status: 404, key: 'uploadGrantUnknown' },
  /** The grant was confirmed (or refused) once already. */
  UPLOAD_GRANT_USED: { code: 800152, status: 409, key: 'uploadGrantUsed' },
  /** The grant expired before it was confirmed: ask for a new one and upload again. */
  UPLOAD_GRANT_EXPIRED: { code: 800153, status: 410, key: 'uploadGrantExpired' },
  /** Nothing was posted under the grant's key yet (the grant stays open until it expires). */
  UPLOAD_OBJECT_MISSING: { code: 800154, status: 400, key: 'uploadObjectMissing' },
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
