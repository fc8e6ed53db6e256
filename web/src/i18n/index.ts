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
 * Only the language in use is downloaded: each language is its own chunk, loaded before the first render
 * and when the user switches. Ant Design's locale and dayjs's locale are switched alongside.
 */
import type { Language } from '@skin/contract';
import type { Locale } from 'antd/es/locale';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, setCurrentLanguage } from './language';
import { type Area, loadAreas } from './resources';
import { loadServerMessages } from './server-messages';

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

/** dayjs locale names; English is built into dayjs. dayjs itself loads with them: the shell shows no dates. */
const DAYJS_LOCALES: Record<Language, [string, () => Promise<unknown>]> = {
  'zh-CN': ['zh-cn', () => import('dayjs/locale/zh-cn')],
  'en-US': ['en', () => import('dayjs')],
  'ja-JP': ['ja', () => import('dayjs/locale/ja')],
  'es-ES': ['es', () => import('dayjs/locale/es')],
  'id-ID': ['id', () => import('dayjs/locale/id')],
  'th-TH': ['th', () => import('dayjs/locale/th')],
  'vi-VN': ['vi', () => import('dayjs/locale/vi')],
};

async function loadLanguage(lang: Language): Promise<Locale> {
  const [dayjsName, loadDayjs] = DAYJS_LOCALES[lang];
  const [resources, antd, { default: dayjs }] = await Promise.all([
    loadAreas(lang),
    ANTD_LOCALES[lang](),
    import('dayjs'),
    loadDayjs(),
    loadServerMessages(),
  ]);
  for (const [area, texts] of Object.entries(resources)) {
    i18n.addResourceBundle(lang, area, texts, true, true);
  }
  dayjs.locale(dayjsName);
  return antd.default;
}

/** Starts i18next in the detected language; resolves with Ant Design's locale for that language. */
export async function initI18n(lang: Language = detectLanguage()): Promise<{ lang: Language; antdLocale: Locale }> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: lang,
      fallbackLng: false,
      ns: ['common', 'menu', 'layout', 'auth', 'pages'] satisfies Area[],
      defaultNS: 'common',
      resources: {},
      interpolation: { escapeValue: false },
      returnEmptyString: false,
    });
  }
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
