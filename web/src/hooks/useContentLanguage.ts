import { LANGUAGES, type Language, openingContentLanguage, type TContentLanguages } from '@skin/contract';
import { useCurrentUser } from '../api/account';
import { useLanguage } from '../app/language-context';
import { useUrlState } from './useUrlState';

/**
 * The content language a screen lists (DESIGN.md section 8): the one in the URL (`?language=`) or picked before
 * (kept per signed-in account and screen); else the interface language when the owner has content in it, else a
 * language it has content in (`openingContentLanguage`: English first, then the one with the most), so a store
 * whose content is all in other languages does not open on an empty screen. `withContent` is the resource's
 * `/languages` answer (undefined while it loads: the interface language). `screen` names the kept value.
 */
export function useContentLanguage(screen: string, withContent?: TContentLanguages): [Language, (l: Language) => void] {
  const { language: uiLanguage } = useLanguage();
  const { data: me } = useCurrentUser();
  // '' until someone picks a language: then the opening language is worked out, and the URL stays clean.
  const [chosen, setChosen] = useUrlState<Language | ''>(
    'language',
    `${screen}:lang:${me?.id ?? 0}`,
    '',
    (l) => l === '' || LANGUAGES.includes(l),
  );
  return [chosen || openingContentLanguage(uiLanguage, withContent), setChosen];
}
