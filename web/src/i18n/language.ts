import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language, pickLanguage } from '@skin/contract';
import Cookies from 'js-cookie';

/** localStorage key of the chosen interface language (a personal setting: kept on logout). */
export const LANGUAGE_STORAGE_KEY = 'admin-lang';

/** Names of the languages in themselves, for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-CN': '简体中文',
  'en-US': 'English',
  'ja-JP': '日本語',
  'es-ES': 'Español',
  'id-ID': 'Bahasa Indonesia',
  'th-TH': 'ภาษาไทย',
  'vi-VN': 'Tiếng Việt',
};

/** DESIGN.md section 6: the stored choice, else the browser's language if it is one of ours, else en-US. */
export function detectLanguage(
  stored: string | null = safeStorageGet(LANGUAGE_STORAGE_KEY),
  browser: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
): Language {
  if (isLanguage(stored)) return stored;
  return pickLanguage(browser.join(',')) ?? DEFAULT_LANGUAGE;
}

let current: Language = DEFAULT_LANGUAGE;
/** The language last written to the cookie by this page: a visit's start sets the language twice. */
let written: Language | null = null;
/** The language in use; the request client sends it as `X-Lang`. */
export const currentLanguage = () => current;
export function setCurrentLanguage(lang: Language) {
  current = lang;
  safeStorageSet(LANGUAGE_STORAGE_KEY, lang);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  if (written === lang) return;
  written = lang;
  // For the server's index page (its language's files named in it); a day, like the console's other cookies, and
  // written again on every visit.
  Cookies.set(LANGUAGE_COOKIE, lang, {
    expires: 1,
    sameSite: 'lax',
    secure: location.protocol === 'https:',
    path: '/',
  });
}

function safeStorageGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function safeStorageSet(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or storage full: the choice then lasts for this visit only.
  }
}
