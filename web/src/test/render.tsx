import type { TCurrentUser } from '@skin/contract';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import i18n from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { accountKeys } from '../api/account';
import { Feedback } from '../app/Feedback';
import { LanguageContext } from '../app/language-context';
import { createQueryClient } from '../app/query-client';
import { setCurrentLanguage } from '../i18n/language';
import { areaOf } from '../i18n/resources';
import { type ScreenTexts, screenBundles } from '../i18n/screen-texts';
import { fakeApi } from './fake-api';

/** The en-US areas, read at once, with the screens' own texts (pages/<screen>/texts.ts) merged in. */
const en: Record<string, object> = Object.fromEntries(
  Object.entries(import.meta.glob<object>('../i18n/locales/en-US/*.ts', { eager: true, import: 'default' })).map(
    ([path, texts]) => [areaOf(path)[1], texts],
  ),
);
for (const file of Object.values(
  import.meta.glob<ScreenTexts>('../pages/*/texts.ts', { eager: true, import: 'default' }),
)) {
  for (const [ns, texts] of screenBundles(file, 'en-US')) en[ns] = mergeTexts(en[ns] ?? {}, texts);
}

function mergeTexts(into: object, add: object): object {
  const out: Record<string, unknown> = { ...into };
  for (const [k, v] of Object.entries(add)) {
    const had = out[k];
    out[k] = had && typeof had === 'object' && v && typeof v === 'object' ? mergeTexts(had, v) : v;
  }
  return out;
}

/** i18next with the en-US texts, loaded synchronously for tests. */
export function initTestI18n() {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: 'en-US',
      fallbackLng: false,
      ns: Object.keys(en),
      defaultNS: 'common',
      resources: { 'en-US': en },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  setCurrentLanguage('en-US');
  return i18n;
}

export function buildUser(overrides: Partial<TCurrentUser> = {}): TCurrentUser {
  return {
    id: 7,
    userName: 'demoshop',
    username: 'demoshop',
    mobile: '86 13800138000',
    avatar: null,
    kind: 'owner',
    access: ['users', 'shop-device', 'cloud', 'my-orders', 'data'],
    shopInfo: {
      id: 3,
      shopName: 'Demo Store',
      contact: 'Ann',
      mobile: '86 13800138000',
      status: 1,
      vipGrade: 1,
      upgradeDays: 0,
      cloudExpireTime: null,
      ossSize: 0,
      timeZone: 'Asia/Shanghai',
    },
    ...overrides,
  };
}

interface Options {
  /** The route `ui` is drawn at, and where the memory router starts unless `at` says otherwise. */
  path?: string;
  /** Where the memory router starts when `path` is a pattern (`/customers/:id` opened at `/customers/5`). */
  at?: string;
  /** Other routes to render (e.g. '/login' to see where a redirect lands). */
  routes?: { path: string; element: ReactElement }[];
  /** Signed-in user placed in the query cache, and what the fake API answers when it is asked for again (/user/get). */
  user?: TCurrentUser | null;
  /** Runs on the query client before the first render (a page's `prefetch`, as a first visit's main.tsx calls it). */
  before?: (client: QueryClient) => void;
}

/** Renders `ui` at `path` inside the console's providers (en-US, toasts and dialogs, TanStack Query, a memory router). */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', at, routes = [], user = null, before }: Options = {},
) {
  initTestI18n();
  const queryClient = createQueryClient({ queries: { retry: false }, mutations: { retry: false } });
  if (user) {
    queryClient.setQueryData(accountKeys.current(), user);
    fakeApi({ '/user/get': user });
  }
  before?.(queryClient);
  const router = createMemoryRouter(
    [{ path: path.split('?')[0]!, element: ui }, ...routes, { path: '*', element: <div data-testid="elsewhere" /> }],
    { initialEntries: [at ?? path] },
  );
  const result = render(
    <LanguageContext.Provider value={{ language: 'en-US', setLanguage: async () => {}, switching: false }}>
      <ConfigProvider locale={enUS}>
        <Feedback>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </Feedback>
      </ConfigProvider>
    </LanguageContext.Provider>,
  );
  return { ...result, router, queryClient };
}
