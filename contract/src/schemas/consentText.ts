import { z } from 'zod';
import { LANGUAGES, type Language } from '../enums.js';
import { zText } from '../rules.js';
import { paged } from './common.js';
import { zDateTime } from './query.js';
import { zLanguage } from './symptomLabel.js';

/**
 * Consent texts (DESIGN.md section 13, issue 42 item 1): what a customer reads before she consents, per owner (a
 * store, or the platform's defaults) and content language. Every save makes a new version, numbered per owner and
 * language from 1; old versions stay readable. A version is named `S<store>-<language>-<n>` (the platform's
 * `P-<language>-<n>`): the app shows the text, then records the consent naming that version (docs/app-api.md).
 */

/**
 * A consent text's length in characters: a full notice for sensitive data (purpose, keeping, rights, contact), about
 * 3,000 words of English or 8,000 characters of Chinese, fits twice over; a row stays under 80 KB, which every
 * device downloads before a consent.
 */
export const CONSENT_TEXT_MAX = 20_000;
/** Versions one owner keeps per language: a store edits its text a few times a year; this bounds a loop of saves. */
export const CONSENT_VERSIONS_MAX = 500;
/** A page of a language's history holds at most this many versions. */
export const CONSENT_HISTORY_PAGE_MAX = 50;

const VERSION_RE = /^(?:S([1-9]\d{0,9})|P)-([a-z]{2}-[A-Z]{2})-([1-9]\d{0,9})$/;

/** A version's name: `S12-zh-CN-3` (store 12's third Chinese text) or `P-en-US-1` (the platform's default). */
export const consentVersionName = (shopId: number | null, language: Language, n: number) =>
  `${shopId === null ? 'P' : `S${shopId}`}-${language}-${n}`;

/** The owner, language and number a version names, or null when it names none. */
export function parseConsentVersion(
  version: string,
): { shopId: number | null; language: Language; number: number } | null {
  const m = VERSION_RE.exec(version);
  if (!m) return null;
  const language = m[2] as Language;
  if (!(LANGUAGES as readonly string[]).includes(language)) return null;
  const number = Number(m[3]);
  const shopId = m[1] === undefined ? null : Number(m[1]);
  if (number > 2_147_483_647 || (shopId !== null && shopId > 2_147_483_647)) return null;
  return { shopId, language, number };
}

/** A version without its text: the lists' row. `savedBy`: the console account's name (null: the demo data). */
export const ZConsentTextVersion = z.object({
  id: z.number().int(),
  /** The name the app records a consent with. */
  version: z.string(),
  language: zLanguage,
  number: z.number().int(),
  /** Its length in characters. */
  length: z.number().int(),
  savedAt: zDateTime,
  savedBy: z.string().nullable(),
  /** true: the platform's default (a store reading the text its app shows when it has none of its own). */
  platform: z.boolean(),
});
export type TConsentTextVersion = z.infer<typeof ZConsentTextVersion>;

/** One version with its text. */
export const ZConsentText = ZConsentTextVersion.extend({ text: z.string() });
export type TConsentText = z.infer<typeof ZConsentText>;

/**
 * `consentText/languages`: the seven content languages, each with the caller's latest version (null: none yet) and,
 * for a store, the platform's latest default its app shows meanwhile.
 */
export const ZConsentTextLanguages = z.object({
  list: z.array(
    z.object({
      language: zLanguage,
      latest: ZConsentTextVersion.nullable(),
      platform: ZConsentTextVersion.nullable(),
      /** How many versions the caller has in this language. */
      versions: z.number().int(),
    }),
  ),
});
export type TConsentTextLanguages = z.infer<typeof ZConsentTextLanguages>;

/** `consentText/history/{page}/{pageSize}`: a language's versions, newest first. */
export const ZConsentTextHistoryRequest = z.object({ language: zLanguage });
export type TConsentTextHistoryRequest = z.infer<typeof ZConsentTextHistoryRequest>;
export const ZConsentTextHistory = paged(ZConsentTextVersion);
export type TConsentTextHistory = z.infer<typeof ZConsentTextHistory>;

/** `consentText/save`: a new version of the language's text (the same text as the latest makes none). */
export const ZConsentTextSaveRequest = z.object({
  language: zLanguage,
  text: zText(CONSENT_TEXT_MAX).min(1, { message: 'required' }),
});
export type TConsentTextSaveRequest = z.infer<typeof ZConsentTextSaveRequest>;
export const ZConsentTextSaveResponse = ZConsentText.extend({
  /** false: the text was the latest version's; nothing new was saved. */
  created: z.boolean(),
});
export type TConsentTextSaveResponse = z.infer<typeof ZConsentTextSaveResponse>;

// --- the app (`GET /api/app/v1/consent?language=`) ---

export const ZAppConsentQuery = z.object({ language: zLanguage });
/** What the app shows before a consent, and the version it records it with. */
export const ZAppConsent = z.object({
  version: z.string(),
  /** The text's language: the one asked, or the fallback's (docs/app-api.md). */
  language: zLanguage,
  text: z.string(),
  /** Whose text: the store's own or the platform's default. */
  from: z.enum(['store', 'platform']),
});
export type TAppConsent = z.infer<typeof ZAppConsent>;
