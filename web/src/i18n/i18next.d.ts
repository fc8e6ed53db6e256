import 'i18next';
import type enUS from './locales/en-US';

/** Type-checked keys: `t('layout:tabs.closeAll')` fails to compile when the key does not exist. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof enUS;
  }
}
