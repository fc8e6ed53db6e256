import type { Language } from '@skin/contract';
import { type ScreenTexts, screenBundles } from './screen-texts';

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

/** locales/<lang>/<area>.ts -> [lang, area] */
export function areaOf(path: string): [string, string] {
  const m = /locales\/([^/]+)\/([^/]+)\.ts$/.exec(path);
  if (!m) throw new Error(`not a locale area file: ${path}`);
  return [m[1]!, m[2]!];
}

/** Which of a language's two chunks an area travels in (see ./shell.ts). */
export type AreaGroup = 'shell' | 'screens';

type Texts = { areas: [area: string, texts: object][]; screens: ScreenTexts[] };
/**
 * Each language's areas of a group in one module (`virtual:locale-texts/<lang>/<group>`, made by
 * web/build/locale-texts.ts from the files in locales/<lang>/ and, for the screens, pages/<screen>/texts.ts): one
 * request per language and group, not one per area file. Written out: the build finds a dynamic import's module
 * only from a literal id (a template with the language in it, or import.meta.glob, does not reach virtual modules).
 */
const LOADERS: Record<Language, Record<AreaGroup, () => Promise<Texts>>> = {
  'zh-CN': {
    shell: () => import('virtual:locale-texts/zh-CN/shell'),
    screens: () => import('virtual:locale-texts/zh-CN/screens'),
  },
  'en-US': {
    shell: () => import('virtual:locale-texts/en-US/shell'),
    screens: () => import('virtual:locale-texts/en-US/screens'),
  },
  'ja-JP': {
    shell: () => import('virtual:locale-texts/ja-JP/shell'),
    screens: () => import('virtual:locale-texts/ja-JP/screens'),
  },
  'es-ES': {
    shell: () => import('virtual:locale-texts/es-ES/shell'),
    screens: () => import('virtual:locale-texts/es-ES/screens'),
  },
  'id-ID': {
    shell: () => import('virtual:locale-texts/id-ID/shell'),
    screens: () => import('virtual:locale-texts/id-ID/screens'),
  },
  'th-TH': {
    shell: () => import('virtual:locale-texts/th-TH/shell'),
    screens: () => import('virtual:locale-texts/th-TH/screens'),
  },
  'vi-VN': {
    shell: () => import('virtual:locale-texts/vi-VN/shell'),
    screens: () => import('virtual:locale-texts/vi-VN/screens'),
  },
};

/**
 * The areas of `lang` in `group` (one chunk per language and group in the build, see vite.config.ts), as i18next
 * bundles to add in order, deep (a screen's texts add keys to `menu` and `staff`).
 */
export async function loadAreas(lang: Language, group: AreaGroup): Promise<[area: string, texts: object][]> {
  const { areas, screens } = await LOADERS[lang][group]();
  return [...areas, ...screens.flatMap((file) => screenBundles(file, lang))];
}
