import type { Language } from '@skin/contract';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useCallback, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { useDialogTabWrap } from '../hooks/useDialogTabWrap';
import { switchLanguage } from '../i18n';
import { ClientBridge } from './ClientBridge';
import { Feedback } from './Feedback';
import { LanguageContext, type LanguageState } from './language-context';
import type { AppRouter } from './router';
import { theme } from './theme';

/** Ant Design's styles come from the stylesheet made at build time (main.tsx imports it, build/antd-style.ts). */
const APP_THEME = { ...theme, zeroRuntime: true };

interface Props {
  router: AppRouter;
  queryClient: QueryClient;
  language: Language;
  antdLocale: Locale;
}

/** Providers of the whole console: language, Ant Design (theme, locale, App context), TanStack Query, router. */
export function App({ router, queryClient, language: initialLanguage, antdLocale: initialLocale }: Props) {
  const [language, setLanguageState] = useState(initialLanguage);
  const [antdLocale, setAntdLocale] = useState(initialLocale);
  const [switching, setSwitching] = useState(false);
  useDialogTabWrap();

  const setLanguage = useCallback(async (lang: Language) => {
    setSwitching(true);
    try {
      setAntdLocale(await switchLanguage(lang));
      setLanguageState(lang);
    } finally {
      setSwitching(false);
    }
  }, []);
  const languageState = useMemo<LanguageState>(
    () => ({ language, setLanguage, switching }),
    [language, setLanguage, switching],
  );

  return (
    <LanguageContext.Provider value={languageState}>
      <ConfigProvider locale={antdLocale} theme={APP_THEME}>
        <Feedback>
          <QueryClientProvider client={queryClient}>
            <ClientBridge router={router} />
            <RouterProvider router={router} />
          </QueryClientProvider>
        </Feedback>
      </ConfigProvider>
    </LanguageContext.Provider>
  );
}
