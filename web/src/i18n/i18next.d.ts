import 'i18next';
import type { LocaleResources } from './resources';

/** Type-checked keys: `t('layout:tabs.closeAll')` fails to compile when the key does not exist. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: LocaleResources;
  }
}
