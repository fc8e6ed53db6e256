import type { Language } from '@skin/contract';
import { SHELL_AREAS } from './shell';

/**
 * The console's texts by area (i18next namespace), in en-US's shape. Each locales/en-US/<area>.ts adds its
 * own entry (`declare module '../../resources'`), so a new area is its files and nothing else.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from the en-US area files.
export interface LocaleResources {}
export type Area = keyof LocaleResources;

/** Every area file of every language, found by their place; each is loaded only with its language and group. */
const AREA_FILES = import.meta.glob<{ default: object }>('./locales/*/*.ts');

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

/** The areas of `lang` in `group` (one chunk per language and group in the build, see vite.config.ts). */
export async function loadAreas(lang: Language, group: AreaGroup): Promise<Record<string, object>> {
  const files = Object.entries(AREA_FILES).filter(([path]) => {
    const [fileLang, area] = areaOf(path);
    return fileLang === lang && groupOf(area) === group;
  });
  const areas = await Promise.all(files.map(async ([path, load]) => [areaOf(path)[1], (await load()).default]));
  return Object.fromEntries(areas);
}
