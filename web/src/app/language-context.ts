import type { Language } from '@skin/contract';
import { createContext, useContext } from 'react';

export interface LanguageState {
  language: Language;
  /** Loads the language's texts and Ant Design's locale, then switches the whole console. */
  setLanguage: (lang: Language) => Promise<void>;
  switching: boolean;
}

export const LanguageContext = createContext<LanguageState | null>(null);

export function useLanguage(): LanguageState {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage outside <App>');
  return value;
}
