/**
 * Interface texts (react-i18next), one file per language per area:
 *
 *   locales/<lang>/<area>.ts   a plain object of texts, e.g. locales/zh-CN/layout.ts; each area is an
 *                              i18next namespace, found by its place (import.meta.glob in ./resources.ts)
 *
 * Adding an area (for example `users` for the users screen, `shopDevice` for devices):
 *   1. write locales/en-US/users.ts (`const texts = { ... }; export default texts;` and its
 *      `declare module '../../resources'` entry, as in the other en-US files): en-US is the reference shape;
 *   2. write locales/<lang>/users.ts for the six other languages, each ending with
 *      `satisfies LocaleArea<typeof en>` (import type en from '../en-US/users'), so a missing key is a type error;
 *   3. use it with `const { t } = useTranslation('users')` and `t('title')`, or `t('users:title')` anywhere.
 * Words every screen uses (OK, cancel, confirm, retry, total, load failed, ...) live once in `common`:
 * `t('common:retry')`. `locales.test.ts` fails when any key present in one language is missing or empty in another.
 *
 * Only the language in use is downloaded, in two chunks: the shell's areas (./shell.ts: what the sign-in pages and
 * the frame need) before the first render, the screens' areas when a signed-in layout loads (`loadScreenTexts`),
 * so /login carries none of them (nor dayjs, which only the screens need). A switch loads the new language's
 * chunks that are in use. Ant Design's locale, dayjs's locale and the server's messages in that language
 * (./server-messages.ts) are switched alongside.
 */
import type { Language } from '@skin/contract';
import type { Locale } from 'antd/es/locale';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage, detectLanguage, setCurrentLanguage } from './language';
import { type Area, type AreaGroup, loadAreas } from './resources';
import { loadServerMessages } from './server-messages';
import { SHELL_AREAS } from './shell';

export type { LocaleResources } from './resources';

const ANTD_LOCALES: Record<Language, () => Promise<{ default: Locale }>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  'en-US': () => import('antd/es/locale/en_US'),
  'ja-JP': () => import('antd/es/locale/ja_JP'),
  'es-ES': () => import('antd/es/locale/es_ES'),
  'id-ID': () => import('antd/es/locale/id_ID'),
  'th-TH': () => import('antd/es/locale/th_TH'),
  'vi-VN': () => import('antd/es/locale/vi_VN'),
};

/** dayjs locale names; English is built into dayjs. */
const DAYJS_LOCALES: Record<Language, [string, () => Promise<unknown>]> = {
  'zh-CN': ['zh-cn', () => import('dayjs/locale/zh-cn')],
  'en-US': ['en', () => import('dayjs')],
  'ja-JP': ['ja', () => import('dayjs/locale/ja')],
  'es-ES': ['es', () => import('dayjs/locale/es')],
  'id-ID': ['id', () => import('dayjs/locale/id')],
  'th-TH': ['th', () => import('dayjs/locale/th')],
  'vi-VN': ['vi', () => import('dayjs/locale/vi')],
};

/** The groups of texts in use: the shell always, the screens once a signed-in layout asked for them. */
const groups = new Set<AreaGroup>(['shell']);

/** Resolved once i18next is initialised: texts downloaded earlier (a layout preloaded at start) wait for it. */
let markInitialised!: () => void;
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve;
});

async function addAreas(lang: Language, group: AreaGroup) {
  const areas = await loadAreas(lang, group);
  await initialised;
  for (const [area, texts] of areas) {
    i18n.addResourceBundle(lang, area, texts, true, true);
  }
}

/** dayjs in `lang`: the screens show dates, the sign-in pages none, so it loads with the screens' texts. */
async function loadDates(lang: Language) {
  const [dayjsName, loadDayjs] = DAYJS_LOCALES[lang];
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), loadDayjs()]);
  dayjs.locale(dayjsName);
}

async function loadLanguage(lang: Language): Promise<Locale> {
  const [antd] = await Promise.all([
    ANTD_LOCALES[lang](),
    loadServerMessages(lang),
    ...[...groups].map((group) => addAreas(lang, group)),
    groups.has('screens') ? loadDates(lang) : null,
  ]);
  return antd.default;
}

/**
 * The screens' texts in the language in use (a signed-in layout loads them with its code, see app/router.tsx): once
 * asked for, a language switch loads them too.
 */
export async function loadScreenTexts(): Promise<void> {
  groups.add('screens');
  await Promise.all([addAreas(currentLanguage(), 'screens'), loadDates(currentLanguage())]);
}

/** Starts i18next in the detected language; resolves with Ant Design's locale for that language. */
export async function initI18n(lang: Language = detectLanguage()): Promise<{ lang: Language; antdLocale: Locale }> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: lang,
      fallbackLng: false,
      ns: [...SHELL_AREAS] satisfies Area[],
      defaultNS: 'common',
      resources: {},
      interpolation: { escapeValue: false },
      returnEmptyString: false,
    });
  }
  markInitialised();
  const antdLocale = await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  setCurrentLanguage(lang);
  return { lang, antdLocale };
}

/** Switches every text of the console, Ant Design's components and dates to `lang`. */
export async function switchLanguage(lang: Language): Promise<Locale> {
  const antdLocale = await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  setCurrentLanguage(lang);
  return antdLocale;
}

export { i18n };
