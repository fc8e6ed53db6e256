import type { Language } from '@skin/contract';
import type { LocaleArea } from './types';

/**
 * A screen's own texts in all seven languages, in one file beside it (`pages/<screen>/texts.ts`, found by
 * import.meta.glob in ./resources.ts), so a new screen edits no shared locale file:
 * - `menu`: its title in the side menu, tabs and breadcrumbs (the `menu` area's key is the screen's area name,
 *   the `title` its pages/<screen>/route.ts declares);
 * - `codes`: the names of its access codes in the staff access picker (`ad-info:edit` is the key `ad_info_edit`);
 * - `screen`: its own area (`t('<area>:...')`), unless its texts are in a shared area (locales/<lang>/<area>.ts).
 * They travel with the screens' texts (after sign-in), never on the sign-in path.
 */
export interface ScreenText<T, C> {
  menu: string;
  codes: C;
  screen?: T;
}

export interface ScreenTexts {
  area: string;
  texts: Record<Language, ScreenText<object, object>>;
}

/**
 * `export default defineScreenTexts('demoThing', { 'en-US': en, 'zh-CN': { ... }, ... })`: every language must give
 * the keys of en-US (a missing or extra one is a type error; `locales.test.ts` checks the same at run time).
 */
export function defineScreenTexts<T extends object, C extends object>(
  area: string,
  texts: { 'en-US': ScreenText<T, C> } & Record<Exclude<Language, 'en-US'>, ScreenText<LocaleArea<T>, LocaleArea<C>>>,
): ScreenTexts {
  return { area, texts };
}

/** A screen's texts in `lang` as i18next bundles: its own area, its menu title and its access codes' names. */
export function screenBundles({ area, texts }: ScreenTexts, lang: Language): [namespace: string, texts: object][] {
  const own = texts[lang];
  return [
    ...(own.screen ? [[area, own.screen] as [string, object]] : []),
    ['menu', { [area]: own.menu }],
    ['staff', { codes: own.codes }],
  ];
}
