import { useTranslation } from 'react-i18next';

import { SHELL_AREAS } from './shell';

export { SHELL_AREAS };

/** `t` for the shell's texts: `t('layout:tabs.closeAll')`; unprefixed keys are in `common`. */
export const useT = () => useTranslation(SHELL_AREAS);
