import { useTranslation } from 'react-i18next';

/** The areas (i18next namespaces) of the console's shell; feature screens add their own (see ./index.ts). */
export const SHELL_AREAS = ['common', 'menu', 'layout', 'auth', 'pages'] as const;

/** `t` for the shell's texts: `t('layout:tabs.closeAll')`; unprefixed keys are in `common`. */
export const useT = () => useTranslation(SHELL_AREAS);
