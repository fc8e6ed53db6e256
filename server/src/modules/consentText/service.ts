import { createHash } from 'node:crypto';
import {
  CONSENT_VERSIONS_MAX,
  consentVersionName,
  contentFallbacks,
  LANGUAGES,
  type Language,
  parseConsentVersion,
  type TAppConsent,
  type TConsentText,
  type TConsentTextHistory,
  type TConsentTextLanguages,
  type TConsentTextSaveRequest,
  type TConsentTextSaveResponse,
  type TConsentTextVersion,
} from '@skin/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import { type PageRequest, pagedList } from '../../lib/sql.js';
import { type ConsentTextMeta, type ConsentTextRow, consentTextRepository as repo } from './repository.js';

/** Bumped when the app's answer changes shape, so every device downloads the text again. */
const CONSENT_FORMAT = 1;

const present = (m: ConsentTextMeta): TConsentTextVersion => ({
  id: m.id,
  version: consentVersionName(m.shopId, m.language as Language, m.number),
  language: m.language as Language,
  number: m.number,
  length: m.length,
  savedAt: m.savedAt.toISOString(),
  savedBy: m.savedByName,
  platform: m.shopId === null,
});

const presentText = (r: ConsentTextRow): TConsentText => ({
  ...present({ ...r, length: r.text.length }),
  text: r.text,
});

/** The ETag's value (without quotes) of the app's answer naming `version`: a version's text never changes. */
export const consentEtag = (version: string) =>
  createHash('sha256')
    .update(JSON.stringify([CONSENT_FORMAT, version]))
    .digest('base64url')
    .slice(0, 32);

/**
 * Consent texts (DESIGN.md section 13, issue 42 item 1): a store's per content language, and the platform's
 * defaults (owner null) that a store without its own text in a language shows. A save adds a version (numbered
 * per owner and language under an advisory lock); the same text as the latest adds none. Takes the owner as an
 * argument.
 */
export function createConsentTextService(db: Db) {
  return {
    /** The seven languages with the owner's latest version and, for a store, the platform's latest default. */
    async languages(owner: number | null): Promise<TConsentTextLanguages> {
      const [own, platform] = await Promise.all([
        repo.latestPerLanguage(db, owner),
        owner === null ? Promise.resolve([]) : repo.latestPerLanguage(db, null),
      ]);
      return {
        list: LANGUAGES.map((language) => {
          const mine = own.find((m) => m.language === language);
          const theirs = platform.find((m) => m.language === language);
          return {
            language,
            latest: mine ? present(mine) : null,
            platform: theirs ? present(theirs) : null,
            versions: mine?.number ?? 0,
          };
        }),
      };
    },

    /** One version with its text: the owner's own, or one of the platform's defaults; any other is 404. */
    async get(owner: number | null, id: number): Promise<TConsentText> {
      const row = await repo.byId(db, owner, id, true);
      if (!row) throw new AppError('CONSENT_TEXT_NOT_FOUND');
      return presentText(row);
    },

    /** A page of the owner's versions in a language, newest first. */
    history(owner: number | null, language: Language, p: PageRequest): Promise<TConsentTextHistory> {
      return pagedList(p, (limit, offset) => repo.history(db, owner, language, limit, offset), present);
    },

    /**
     * Saves a new version of the owner's text in a language: number latest + 1, taken under a lock of that owner and
     * language, so two saves at once on any instances make two versions. The latest's very text makes none
     * (`created: false`); past CONSENT_VERSIONS_MAX the language is full (409).
     */
    async save(who: AuthContext, owner: number | null, b: TConsentTextSaveRequest): Promise<TConsentTextSaveResponse> {
      return db.transaction(async (tx) => {
        await repo.lock(tx, owner, b.language);
        const latest = await repo.latest(tx, owner, b.language);
        if (latest && latest.text === b.text) return { ...presentText(latest), created: false };
        const number = (latest?.number ?? 0) + 1;
        if (number > CONSENT_VERSIONS_MAX)
          throw new AppError('CONSENT_VERSIONS_FULL', {
            params: { max: CONSENT_VERSIONS_MAX },
            datas: { max: CONSENT_VERSIONS_MAX },
          });
        const row = await repo.insert(tx, {
          shopId: owner,
          language: b.language,
          number,
          text: b.text,
          savedById: who.accountId,
          savedByName: who.userName,
        });
        return { ...presentText(row), created: true };
      });
    },

    /**
     * What the app shows in `language`: the store's latest text in it, else the platform's; else the same along
     * contentFallbacks (the store's, then the platform's, language by language). `ifNoneMatch` naming the answer's
     * ETag answers `text: null` (a 304) without reading the text. No text anywhere: 404.
     */
    async forApp(
      shopId: number,
      language: Language,
      ifNoneMatch: (etag: string) => boolean,
    ): Promise<{ etag: string; answer: TAppConsent | null }> {
      const [own, platform] = await Promise.all([repo.latestPerLanguage(db, shopId), repo.latestPerLanguage(db, null)]);
      let pick: ConsentTextMeta | undefined;
      for (const l of contentFallbacks(language)) {
        pick = own.find((m) => m.language === l) ?? platform.find((m) => m.language === l);
        if (pick) break;
      }
      if (!pick) throw new AppError('CONSENT_TEXT_NONE');
      const version = consentVersionName(pick.shopId, pick.language as Language, pick.number);
      const etag = consentEtag(version);
      if (ifNoneMatch(etag)) return { etag, answer: null };
      const row = await repo.byId(db, shopId, pick.id, true);
      return {
        etag,
        answer: {
          version,
          language: pick.language as Language,
          text: row!.text,
          from: pick.shopId === null ? 'platform' : 'store',
        },
      };
    },

    /**
     * The id of the consent text `version` names for a consent of the store in `language`: one of the store's own
     * versions or the platform's defaults, in that language. Anything else (another store's, unknown, malformed, of
     * another language) is refused with CONSENT_VERSION_UNKNOWN.
     */
    async versionFor(tx: DbOrTx, shopId: number, version: string, language: Language): Promise<number> {
      const unknown = () => new AppError('CONSENT_VERSION_UNKNOWN', { params: { version }, datas: { version } });
      const v = parseConsentVersion(version);
      if (!v || (v.shopId !== null && v.shopId !== shopId) || v.language !== language) throw unknown();
      const row = await repo.byNumber(tx, v.shopId, v.language, v.number);
      if (!row) throw unknown();
      return row.id;
    },
  };
}

export type ConsentTextService = ReturnType<typeof createConsentTextService>;
