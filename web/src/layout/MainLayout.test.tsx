import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { accountKeys } from '../api/account';
import { LanguageContext } from '../app/language-context';
import { createQueryClient } from '../app/query-client';
import { signedInPerTest } from '../test/fake-api';
import { buildUser, initTestI18n } from '../test/render';
import MainLayout from './MainLayout';
import { saveTabs } from './tabs/tabs';

/** The tab keys the tab bar was given, one entry per render of it. */
const tabBarRenders = vi.hoisted(() => [] as string[][]);
vi.mock('./TabsBar', async (importOriginal) => {
  const real = await importOriginal<typeof import('./TabsBar')>();
  return {
    ...real,
    TabsBar: (props: Parameters<typeof real.TabsBar>[0]) => {
      tabBarRenders.push(props.tabs.map((t) => t.key));
      return real.TabsBar(props);
    },
  };
});

signedInPerTest();

/** The orders page, held "still rendering" until the test lets it go (a slow page on a loaded machine). */
let ordersReady = false;
let letOrdersGo = () => {};
const ordersHeld = new Promise<void>((resolve) => {
  letOrdersGo = () => {
    ordersReady = true;
    resolve();
  };
});
function SlowOrders() {
  if (!ordersReady) throw ordersHeld;
  return <div data-testid="orders-page" />;
}

/** The main layout around three pages, the user's tabs restored from a previous visit. */
function renderLayout(path: string, tabs: string[]) {
  initTestI18n();
  const user = buildUser();
  saveTabs(
    localStorage,
    user.id,
    tabs.map((p) => ({ key: p, path: p })),
  );
  const queryClient = createQueryClient({ queries: { retry: false }, mutations: { retry: false } });
  queryClient.setQueryData(accountKeys.current(), user);
  const router = createMemoryRouter(
    [
      {
        element: <MainLayout />,
        children: [
          { path: '/users', element: <div data-testid="users-page" /> },
          { path: '/my-orders', element: <SlowOrders /> },
          { path: '/cloud', element: <div data-testid="cloud-page" /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <LanguageContext.Provider value={{ language: 'en-US', setLanguage: async () => {}, switching: false }}>
      <ConfigProvider locale={enUS}>
        <AntdApp>
          <QueryClientProvider client={queryClient}>
            <Suspense fallback={<div data-testid="suspended" />}>
              <RouterProvider router={router} />
            </Suspense>
          </QueryClientProvider>
        </AntdApp>
      </ConfigProvider>
    </LanguageContext.Provider>,
  );
  return router;
}

const tabTitles = () =>
  [...screen.getByTestId('tabs-bar').querySelectorAll('[data-tab-key]')].map((t) => t.textContent);
const activeTab = () => screen.getByTestId('tabs-bar').querySelector('[role=tab][aria-selected=true]')?.textContent;

describe('the tabs of the main layout', () => {
  it('closing the current tab, then opening its page again before the neighbour has shown, brings the tab back', async () => {
    const router = renderLayout('/cloud', ['/users', '/my-orders', '/cloud']);
    expect(await screen.findByTestId('cloud-page')).toBeTruthy();
    expect(tabTitles()).toEqual(['Users', 'Orders', 'Cloud space']);
    expect(activeTab()).toBe('Cloud space');

    // Close the current tab: its tab goes at once, the way to its neighbour (Orders) is still rendering...
    const close = screen
      .getByTestId('tabs-bar')
      .querySelector('[role=tab][aria-selected=true] [data-testid=tab-close]');
    await act(async () => {
      (close as HTMLElement).click();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-orders'));
    expect(tabTitles()).toEqual(['Users', 'Orders']);
    // ...when the user opens Cloud space again (the side menu): the orders page never showed.
    await act(async () => {
      await router.navigate('/cloud');
    });
    expect(await screen.findByTestId('cloud-page')).toBeTruthy();
    await waitFor(() => expect(tabTitles()).toEqual(['Users', 'Orders', 'Cloud space']));
    expect(activeTab()).toBe('Cloud space');
    letOrdersGo();
  });
});

describe('a first visit', () => {
  it("renders the page's tab with the layout's first render, not in a second one", async () => {
    tabBarRenders.length = 0;
    renderLayout('/users?tab=staff', []);
    expect(await screen.findByTestId('users-page')).toBeTruthy();
    expect(tabTitles()).toEqual(['Users']);
    // Adding the tab after mounting rendered the whole layout twice on every cold visit (menu, header and page).
    expect(tabBarRenders[0]).toEqual(['/users']);
    expect(tabBarRenders.length).toBe(1);
  });
});
