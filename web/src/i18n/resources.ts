import type { Language } from '@skin/contract';
import { type ScreenTexts, screenBundles } from './screen-texts';
import { SHELL_AREAS } from './shell';

/**
 * The console's texts by area (i18next namespace), in en-US's shape. Each locales/en-US/<area>.ts adds its
 * own entry (`declare module '../../resources'`), so a new area is its files and nothing else.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from the en-US area files.
export interface LocaleResources {}
export type Area = keyof LocaleResources;

/**
 * The menu titles the screens' own text files add (`pages/<screen>/texts.ts`, ./screen-texts.ts): each declares
 * `interface ScreenMenuTitles { <area>: string }`, so `t('menu:<area>')` and a route's `title` are checked.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from the screens' text files.
export interface ScreenMenuTitles {}

/** Every area file of every language, found by their place; each is loaded only with its language and group. */
const AREA_FILES = import.meta.glob<{ default: object }>('./locales/*/*.ts');

/** Every screen's own texts (all seven languages each), loaded with the screens' texts. */
const SCREEN_FILES = import.meta.glob<{ default: ScreenTexts }>('../pages/*/texts.ts');

/** locales/<lang>/<area>.ts -> [lang, area] */
export function areaOf(path: string): [string, string] {
  const m = /locales\/([^/]+)\/([^/]+)\.ts$/.exec(path);
  if (!m) throw new Error(`not a locale area file: ${path}`);
  return [m[1]!, m[2]!];
}

/** Which of a language's two chunks an area travels in (see ./shell.ts). */
export type AreaGroup = 'shell' | 'screens';
export const groupOf = (area: string): AreaGroup =>
  (SHELL_AREAS as readonly string[]).includes(area) ? 'shell' : 'screens';

/**
 * The areas of `lang` in `group` (one chunk per language and group in the build, see vite.config.ts), as i18next
 * bundles to add in order, deep (a screen's texts add keys to `menu` and `staff`).
 */
export async function loadAreas(lang: Language, group: AreaGroup): Promise<[area: string, texts: object][]> {
  const files = Object.entries(AREA_FILES).filter(([path]) => {
    const [fileLang, area] = areaOf(path);
    return fileLang === lang && groupOf(area) === group;
  });
  const areas = await Promise.all(
    files.map(async ([path, load]): Promise<[string, object]> => [areaOf(path)[1], (await load()).default]),
  );
  if (group === 'shell') return areas;
  const screens = await Promise.all(Object.values(SCREEN_FILES).map((load) => load()));
  return [...areas, ...screens.flatMap((file) => screenBundles(file.default, lang))];
}
