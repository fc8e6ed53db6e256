import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../enums.js';
import { zBodyId } from './query.js';
import { zLanguage } from './symptomLabel.js';

/**
 * `<content>/languages` of the content screens (symptom labels, scripts, adverts, complaint types, chief
 * complaints): the content languages an owner has rows in and how many, so a screen opens on a language with
 * content when the interface language has none, and its language switch marks the languages that have some. The
 * platform names a store (`shopId`); without it, its own set.
 */
export const ZContentLanguagesRequest = z.object({ shopId: zBodyId.nullish() });
export const ZContentLanguages = z.object({
  /** Languages with at least one row, in LANGUAGES order. */
  list: z.array(z.object({ language: zLanguage, count: z.number().int() })),
});
export type TContentLanguages = z.infer<typeof ZContentLanguages>;

/** Counts per language as a `ZContentLanguages` answer: known languages with rows, in LANGUAGES order. */
export function contentLanguages(rows: readonly { language: string; count: number }[]): TContentLanguages {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.language, (counts.get(r.language) ?? 0) + r.count);
  return {
    list: LANGUAGES.filter((l) => (counts.get(l) ?? 0) > 0).map((language: Language) => ({
      language,
      count: counts.get(language)!,
    })),
  };
}

/**
 * The content language a screen opens on when nobody chose one (not in the link, not picked before): the interface
 * language when it has content, else English when it has (the language most readers share), else the language
 * with the most rows (the first in LANGUAGES order on a tie); with no content anywhere, the interface language.
 */
export function openingContentLanguage(ui: Language, withContent: TContentLanguages | undefined): Language {
  const list = withContent?.list ?? [];
  if (list.length === 0 || list.some((x) => x.language === ui)) return ui;
  if (list.some((x) => x.language === DEFAULT_LANGUAGE)) return DEFAULT_LANGUAGE;
  return list.reduce((best, x) => (x.count > best.count ? x : best)).language;
}
