import { LANGUAGES, type Language } from '@skin/contract';
import { useCurrentUser } from '../api/account';
import { useLanguage } from '../app/language-context';
import { useUrlState } from './useUrlState';

/**
 * The content language a screen lists (DESIGN.md section 8): in the URL (`?language=`), kept per signed-in
 * account and screen, defaulting to the interface language. `screen` names the screen's kept value.
 */
export function useContentLanguage(screen: string): [Language, (l: Language) => void] {
  const { language: uiLanguage } = useLanguage();
  const { data: me } = useCurrentUser();
  return useUrlState<Language>('language', `${screen}:lang:${me?.id ?? 0}`, uiLanguage, (l) => LANGUAGES.includes(l));
}
