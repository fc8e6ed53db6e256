import { disableZodEval } from '@skin/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { accountKeys, fetchCurrentUser } from './api/account';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { findRoute } from './app/route-utils';
import { AuthLayout, createRouter, MainLayout, PaymentLayout } from './app/router';
import { hasToken } from './auth/token';
import { initI18n } from './i18n';
import { detectLanguage, setCurrentLanguage } from './i18n/language';

disableZodEval(); // the Content-Security-Policy allows no eval
const language = detectLanguage();
setCurrentLanguage(language);
const queryClient = createQueryClient();

// Start what the first page needs in parallel with the language files: its layout, its page and the current user.
const route = findRoute(window.location.pathname);
if (route?.layout === 'public') {
  void AuthLayout.preload();
  void route.page.preload();
} else if (hasToken()) {
  void (route?.layout === 'payment' ? PaymentLayout : MainLayout).preload();
  void route?.page.preload();
  void queryClient.prefetchQuery({
    queryKey: accountKeys.current(),
    queryFn: ({ signal }) => fetchCurrentUser(signal, true),
  });
}

const { antdLocale } = await initI18n(language);
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} language={language} antdLocale={antdLocale} />
  </StrictMode>,
);
