import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../../contract/src/enums.js';
import { SHELL_AREAS } from '../src/i18n/shell.js';

const PREFIX = 'virtual:locale-texts/';
const SRC = path.resolve(import.meta.dirname, '../src');

/** Which of a language's two chunks an area travels in (see src/i18n/shell.ts). */
type AreaGroup = 'shell' | 'screens';
const groupOf = (area: string): AreaGroup => ((SHELL_AREAS as readonly string[]).includes(area) ? 'shell' : 'screens');

/** `\0virtual:locale-texts/<lang>/<group>` -> [lang, group], else null (read by vite.config.ts's chunk groups too). */
export function localeTextsOf(id: string): [lang: string, group: AreaGroup] | null {
  const m = /^\0virtual:locale-texts\/([^/]+)\/(shell|screens)$/.exec(id);
  return m ? [m[1]!, m[2] as AreaGroup] : null;
}

const files = (dir: string, name: (entry: fs.Dirent) => string | null) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .map((e) => [e, name(e)] as const)
    .filter((x): x is [fs.Dirent, string] => x[1] !== null)
    .sort(([, a], [, b]) => a.localeCompare(b));

/**
 * `virtual:locale-texts/<lang>/<group>`: every text area of one language in one group (src/i18n/locales/<lang>/
 * <area>.ts), and for the screens' group every screen's own texts (src/pages/<screen>/texts.ts, all languages each),
 * as one module: `areas` ([area, texts] in file order) and `screens`. A language's group is then one request
 * instead of one small chunk per area file (an import.meta.glob entry each), found by their place as before, so a
 * new area or screen is still its files and nothing else.
 */
export function localeTexts(): Plugin {
  return {
    name: 'locale-texts',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      const which = localeTextsOf(id);
      if (!which) return undefined;
      const [lang, group] = which;
      if (!(LANGUAGES as readonly string[]).includes(lang)) throw new Error(`no texts for ${lang}`);
      const localeDir = path.join(SRC, 'i18n/locales', lang);
      const areas = files(localeDir, (e) =>
        e.isFile() && e.name.endsWith('.ts') && groupOf(e.name.slice(0, -3)) === group ? e.name.slice(0, -3) : null,
      ).map(([e, area]) => [area, path.join(localeDir, e.name)] as const);
      const pagesDir = path.join(SRC, 'pages');
      const screens =
        group === 'screens'
          ? files(pagesDir, (e) =>
              e.isDirectory() && fs.existsSync(path.join(pagesDir, e.name, 'texts.ts')) ? e.name : null,
            ).map(([e]) => path.join(pagesDir, e.name, 'texts.ts'))
          : [];
      return [
        ...areas.map(([, file], i) => `import a${i} from ${JSON.stringify(file)};`),
        ...screens.map((file, i) => `import s${i} from ${JSON.stringify(file)};`),
        `export const areas = [${areas.map(([area], i) => `[${JSON.stringify(area)}, a${i}]`).join(', ')}];`,
        `export const screens = [${screens.map((_, i) => `s${i}`).join(', ')}];`,
      ].join('\n');
    },
  };
}
