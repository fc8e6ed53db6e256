import type { Language } from '@skin/contract';

/**
 * The console's texts by area (i18next namespace), in en-US's shape. Each locales/en-US/<area>.ts adds its
 * own entry (`declare module '../../resources'`), so a new area is its files and nothing else.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from the en-US area files.
export interface LocaleResources {}
export type Area = keyof LocaleResources;

/** Every area file of every language, found by their place; each is loaded only with its language. */
const AREA_FILES = import.meta.glob<{ default: object }>('./locales/*/*.ts');

/** locales/<lang>/<area>.ts -> [lang, area] */
export function areaOf(path: string): [string, string] {
  const m = /locales\/([^/]+)\/([^/]+)\.ts$/.exec(path);
  if (!m) throw new Error(`not a locale area file: ${path}`);
  return [m[1]!, m[2]!];
}

/** Every area of `lang` (one chunk per language in the build, see vite.config.ts). */
export async function loadAreas(lang: Language): Promise<Record<string, object>> {
  const files = Object.entries(AREA_FILES).filter(([path]) => areaOf(path)[0] === lang);
  const areas = await Promise.all(files.map(async ([path, load]) => [areaOf(path)[1], (await load()).default]));
  return Object.fromEntries(areas);
}
