import { TOKEN_COOKIE } from '@skin/contract';
import Cookies from 'js-cookie';

/** Cookie names carry the `admin-` prefix and last one day (SPEC section 9). */
export const USERNAME_COOKIE = 'admin-username';
const COOKIE_DAYS = 1;

const options = (expires?: Date): Cookies.CookieAttributes => ({
  expires: expires ?? COOKIE_DAYS,
  sameSite: 'lax',
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
  path: '/',
});

export const getToken = (): string | undefined => Cookies.get(TOKEN_COOKIE) || undefined;
export const hasToken = () => Boolean(getToken());

/** Stores the bearer token; it expires with the server's session, at most one day from now. */
export function setToken(token: string, expiresAt?: string) {
  const dayFromNow = Date.now() + COOKIE_DAYS * 86_400_000;
  const serverExpiry = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  const expires = new Date(Number.isNaN(serverExpiry) ? dayFromNow : Math.min(serverExpiry, dayFromNow));
  Cookies.set(TOKEN_COOKIE, token, options(expires));
}

export function clearToken() {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  Cookies.remove(USERNAME_COOKIE, { path: '/' });
}

export const setUsernameCookie = (username: string) => Cookies.set(USERNAME_COOKIE, username, options());

/** "Remember me" keeps the user name for the next visit (localStorage: it outlives the one-day cookie). */
const REMEMBER_KEY = 'admin-remember-username';
export function getRememberedUsername(): string | null {
  try {
    return localStorage.getItem(REMEMBER_KEY);
  } catch {
    return null;
  }
}
export function setRememberedUsername(username: string | null) {
  try {
    if (username) localStorage.setItem(REMEMBER_KEY, username);
    else localStorage.removeItem(REMEMBER_KEY);
  } catch {
    // storage unavailable: nothing to remember
  }
}
