/**
 * The one request client of the console (SPEC section 7, DESIGN.md section 3).
 *
 * - paths are relative to the API prefix; POST when a body is given, else GET (`method` overrides);
 * - bearer token from the `admin-token` cookie, `X-Lang` with the interface language;
 * - 30 s time-out (AbortController), `timeout` overrides;
 * - unwraps the envelope `{ code, message, datas }`: resolves with `datas` when code is 200, else throws ApiError;
 * - on failure shows the server's (translated) message as an error toast for 3 s, 'Unknown error' as fallback,
 *   debounced at 500 ms; `silent: true` leaves the message to the caller;
 * - 401 without a known code, 100001 and 200102: the token is cleared and the browser goes to
 *   /login?redirect=<where the user was>, throttled at 500 ms.
 */
import { type Envelope, errorByCode, SESSION_EXPIRED_CODES, SUCCESS_CODE } from '@skin/contract';
import { clearToken, getToken } from '../auth/token';
import { currentLanguage } from '../i18n/language';
import { translate } from '../i18n/server-messages';
import { debounceLeading, throttle } from './feedback';

export const API_PREFIX = '/api';
export const DEFAULT_TIMEOUT_MS = 30_000;
export const TOAST_SECONDS = 3;
/** Pages that never redirect to sign-in (they are where a signed-out user is meant to be). */
export const PUBLIC_PATHS = ['/login', '/register', '/forget'];

/** Codes the client gives to failures that never reached the envelope. */
export const CLIENT_CODES = { TIMEOUT: -1, NETWORK: -2, BAD_RESPONSE: -3 } as const;

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    /** The envelope code, or one of CLIENT_CODES. */
    readonly code: number,
    /** The HTTP status (0 when no response arrived). */
    readonly status: number,
    readonly datas?: unknown,
  ) {
    super(message);
  }
}

/**
 * Whether asking again may give another answer: no answer at all, the server's fault or a limit, yes; the request's
 * own fault (bad input, no access, a row that does not exist) no, so no "Try again" is offered for it.
 */
export function mayPassOnRetry(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || [408, 429].includes(error.status);
}

/** The server says the row asked for does not exist (or is not the caller's store's, which reads the same). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body; FormData, or an object holding a File/Blob, goes as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  timeout?: number;
  signal?: AbortSignal;
  /** No error toast: the caller shows the error itself. Redirects on an expired session still happen. */
  silent?: boolean;
  headers?: Record<string, string>;
}

/** What the client needs from the app around it; the app wires it once at start (see app/ClientBridge.tsx). */
export interface ClientHooks {
  toast: (message: string, seconds: number) => void;
  navigate: (to: string) => void;
  location: () => { pathname: string; search: string };
  /** Texts the client shows itself (time-out, network error), in the interface language. */
  text: (key: 'requestTimeout' | 'networkError') => string;
}

const defaultHooks: ClientHooks = {
  toast: (message) => console.error(message),
  navigate: (to) => window.location.assign(to),
  location: () => ({ pathname: window.location.pathname, search: window.location.search }),
  text: (key) => (key === 'requestTimeout' ? 'Request timed out' : 'Network error'),
};
let hooks: ClientHooks = defaultHooks;

function makeLimiters() {
  return {
    showToast: debounceLeading((message: string) => hooks.toast(message, TOAST_SECONDS)),
    goToLogin: throttle(() => {
      const { pathname, search } = hooks.location();
      if (PUBLIC_PATHS.includes(pathname)) return;
      hooks.navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`);
    }),
  };
}
let limiters = makeLimiters();

export function configureClient(next: Partial<ClientHooks>) {
  hooks = { ...hooks, ...next };
}

/** For tests: default hooks and fresh debounce/throttle windows. */
export function resetClient() {
  hooks = defaultHooks;
  limiters = makeLimiters();
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

function hasFile(body: object): boolean {
  return Object.values(body).some((v) => v instanceof Blob);
}

function encodeBody(body: unknown): { payload: BodyInit | undefined; contentType?: string } {
  if (body === undefined) return { payload: undefined };
  if (body instanceof FormData) return { payload: body };
  if (body && typeof body === 'object' && hasFile(body)) {
    const form = new FormData();
    for (const [k, v] of Object.entries(body)) {
      if (v === undefined || v === null) continue;
      form.append(k, v instanceof Blob ? v : typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
    return { payload: form };
  }
  return { payload: JSON.stringify(body), contentType: 'application/json' };
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const base = path.startsWith('/') ? `${API_PREFIX}${path}` : `${API_PREFIX}/${path}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.append(k, String(v));
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

/** Sends a request and resolves with the envelope's `datas`. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { body, query, timeout = DEFAULT_TIMEOUT_MS, signal, silent = false } = options;
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const { payload, contentType } = encodeBody(body);
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Lang': currentLanguage() };
  if (contentType) headers['Content-Type'] = contentType;
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  Object.assign(headers, options.headers);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal: controller.signal });
  } catch (err) {
    // Cancelled by the caller (a query that is no longer needed): not an error worth a toast.
    if (!timedOut && signal?.aborted) throw err;
    const code = timedOut ? CLIENT_CODES.TIMEOUT : CLIENT_CODES.NETWORK;
    throw fail(new ApiError(hooks.text(timedOut ? 'requestTimeout' : 'networkError'), code, 0), silent);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  let parsed: unknown;
  try {
    const text = await response.text();
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }

  if (isEnvelope(parsed) && parsed.code === SUCCESS_CODE && response.ok) return parsed.datas as T;

  const code = isEnvelope(parsed) ? parsed.code : response.ok ? CLIENT_CODES.BAD_RESPONSE : response.status;
  const message = messageFor(parsed, code);
  const error = new ApiError(message, code, response.status, isEnvelope(parsed) ? parsed.datas : undefined);
  if (isSessionExpired(error, isEnvelope(parsed))) {
    clearToken();
    limiters.goToLogin();
  }
  throw fail(error, silent);
}

/** The server's translated message; else the catalogue's text for the code; else 'Unknown error'. */
function messageFor(parsed: unknown, code: number): string {
  const lang = currentLanguage();
  if (isEnvelope(parsed) && typeof parsed.message === 'string' && parsed.message.trim()) return parsed.message;
  const def = errorByCode(code);
  return translate(lang, def ? def.key : 'unknownError');
}

/** 100001 / 200102, or an HTTP 401 whose body does not say otherwise (e.g. wrong password on sign-in does). */
export function isSessionExpired(error: ApiError, hadEnvelope: boolean): boolean {
  if (SESSION_EXPIRED_CODES.includes(error.code)) return true;
  return error.status === 401 && (!hadEnvelope || !errorByCode(error.code));
}

function fail(error: ApiError, silent: boolean): ApiError {
  if (!silent) limiters.showToast(error.message);
  return error;
}

/** A file the server sent as an attachment. */
export interface DownloadedFile {
  blob: Blob;
  /** From `content-disposition`, else `fallbackName`. */
  fileName: string;
}

/** The file name of a `content-disposition` header (`filename*=UTF-8''...` preferred over `filename="..."`). */
export function fileNameFrom(disposition: string | null, fallbackName: string): string {
  if (!disposition) return fallbackName;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
}

/**
 * Like `request`, for routes that answer with a file (exports): resolves with the body as a Blob. A failure still
 * comes as the envelope and is handled like any other (toast, ApiError, sign-in on an expired session).
 */
export async function requestFile(path: string, options: RequestOptions & { fallbackName?: string } = {}) {
  const { body, query, timeout = DEFAULT_TIMEOUT_MS, silent = false, fallbackName = 'download' } = options;
  const { payload, contentType } = encodeBody(body);
  const headers: Record<string, string> = { Accept: '*/*', 'X-Lang': currentLanguage() };
  if (contentType) headers['Content-Type'] = contentType;
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers: { ...headers, ...options.headers },
      body: payload,
      signal: controller.signal,
    });
  } catch {
    const timedOut = controller.signal.aborted;
    const code = timedOut ? CLIENT_CODES.TIMEOUT : CLIENT_CODES.NETWORK;
    throw fail(new ApiError(hooks.text(timedOut ? 'requestTimeout' : 'networkError'), code, 0), silent);
  } finally {
    clearTimeout(timer);
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.includes('application/json')) {
    return {
      blob: await response.blob(),
      fileName: fileNameFrom(response.headers.get('content-disposition'), fallbackName),
    } satisfies DownloadedFile;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(await response.text());
  } catch {
    parsed = undefined;
  }
  const code = isEnvelope(parsed) ? parsed.code : response.ok ? CLIENT_CODES.BAD_RESPONSE : response.status;
  const error = new ApiError(
    messageFor(parsed, code),
    code,
    response.status,
    isEnvelope(parsed) ? parsed.datas : undefined,
  );
  if (isSessionExpired(error, isEnvelope(parsed))) {
    clearToken();
    limiters.goToLogin();
  }
  throw fail(error, silent);
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile({ blob, fileName }: DownloadedFile) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The browser's time zone (sent with exports and the data centre, so days and times read as on screen). */
export function localTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
