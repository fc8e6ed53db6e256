import { type Query, useQueryClient } from '@tanstack/react-query';
import { Layout } from 'antd';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { accountKeys, useCurrentUser } from '../api/account';
import { isTabAllowed, isTabRoute } from '../app/route-utils';
import { SIDER_COLLAPSED_WIDTH, SIDER_WIDTH } from '../app/theme';
import { useDevice } from './device';
import { useF11Fullscreen } from './FullscreenButton';
import { HeaderBar } from './HeaderBar';
import { SideMenu } from './SideMenu';
import { SkipLink } from './SkipLink';
import { TabsBar, tabId } from './TabsBar';
import { loadTabs, openTab, saveTabs, type Tab } from './tabs/tabs';
import { useTableScrollHints } from './useTableScrollHints';
import './layout.css';
import { useFeedbackLater } from '../app/Feedback';
import { lazyPart } from '../app/lazy';
import { useOpenedOnce, usePreloadWhenIdle } from '../hooks/lazyParts';
import { useT } from '../i18n/areas';

/**
 * The phone's menu drawer: its code comes only on a phone, once the first screen is drawn or when the menu is first
 * opened (a desktop's first screen does not load it).
 */
const Drawer = lazyPart(() => import('antd/es/drawer'), 'default');

const COLLAPSED_KEY = 'admin-menu-collapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The tab set of the signed-in user: restored from localStorage (dropping what they may not open), saved on change. */
function useUserTabs(userId: number, access: readonly string[]) {
  const location = useLocation();
  // With the page being opened already among them: adding its tab in the effect below would render the whole
  // layout a second time on every first visit.
  const [tabs, setTabs] = useState<Tab[]>(() => {
    const saved = loadTabs(localStorage, userId, (pathname) => isTabAllowed(pathname, access));
    return isTabRoute(location.pathname)
      ? openTab(saved, { key: location.pathname, path: location.pathname + location.search })
      : saved;
  });
  // On every navigation (its key), not only on a new path: navigations are transitions, and one that supersedes
  // another before it showed (close the current tab, then open that page again while its neighbour still renders)
  // lands on the path shown before, whose tab the close has just removed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key (the navigation) is the trigger
  useEffect(() => {
    // Without the page's code too: the 403 it shows is highlighted as its own tab, not under the previous page's.
    if (isTabRoute(location.pathname)) {
      setTabs((current) => openTab(current, { key: location.pathname, path: location.pathname + location.search }));
    }
  }, [location.key, location.pathname, location.search]);
  useEffect(() => saveTabs(localStorage, userId, tabs), [userId, tabs]);
  const activeKey = tabs.some((t) => t.key === location.pathname) ? location.pathname : null;
  return { tabs, setTabs, activeKey };
}

/** Every query but the signed-in user's. */
const notAccount = (q: Query) => q.queryKey[0] !== accountKeys.all[0];

/** Side menu (drawer on phones), header, tabs and the page. */
export default function MainLayout() {
  const { t } = useT();
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const location = useLocation();
  const device = useDevice();
  useFeedbackLater();
  const [collapsedPref, setCollapsedPref] = useState(readCollapsed);
  const [tabletExpanded, setTabletExpanded] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerMounted = useOpenedOnce(drawerOpen, Drawer);
  usePreloadWhenIdle(...(device === 'mobile' ? [Drawer] : []));
  const [reloadKey, setReloadKey] = useState(0);
  const [reloading, setReloading] = useState(false);
  const { tabs, setTabs, activeKey } = useUserTabs(user?.id ?? 0, user?.access ?? []);
  const content = useRef<HTMLElement>(null);
  useTableScrollHints(content);

  useF11Fullscreen(device === 'desktop');
  // A page opened from the drawer closes it; leaving tablet mode forgets a temporary expansion.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => setDrawerOpen(false), [location.pathname]);
  useEffect(() => {
    if (device !== 'tablet') setTabletExpanded(false);
    if (device !== 'mobile') setDrawerOpen(false);
  }, [device]);

  const collapsed = device === 'tablet' ? !tabletExpanded : collapsedPref;
  const toggleMenu = () => {
    if (device === 'mobile') setDrawerOpen(true);
    else if (device === 'tablet') setTabletExpanded((v) => !v);
    else {
      const next = !collapsedPref;
      setCollapsedPref(next);
      try {
        localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0');
      } catch {
        // not kept: fine
      }
    }
  };

  // Reload re-mounts the page (new key) and refetches its data once; the signed-in user is kept. The queries
  // are only marked stale here: refetching them now would start requests that the re-mount aborts and sends
  // again. The re-mounted page fetches its own on mount; the effect below then refreshes what stayed mounted
  // (the header's cloud box), joining the requests already under way.
  const reload = useCallback(() => {
    setReloading(true);
    void queryClient.invalidateQueries({ predicate: notAccount, refetchType: 'none' });
    setReloadKey((k) => k + 1);
  }, [queryClient]);
  useEffect(() => {
    if (reloadKey === 0) return;
    void queryClient
      .refetchQueries({ predicate: notAccount, type: 'active' }, { cancelRefetch: false })
      .finally(() => setTimeout(() => setReloading(false), 400));
  }, [reloadKey, queryClient]);

  if (!user) return null;

  return (
    <Layout className="sc-layout" hasSider={device !== 'mobile'}>
      <SkipLink />
      {device === 'mobile' ? (
        drawerMounted && (
          <Suspense fallback={null}>
            <Drawer
              placement="left"
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              size={SIDER_WIDTH}
              closable={false}
              className="sc-drawer"
              styles={{ body: { padding: 0 } }}
              title={null}
              aria-label={t('layout:mainMenu')}
            >
              <SideMenu collapsed={false} onNavigate={() => setDrawerOpen(false)} />
            </Drawer>
          </Suspense>
        )
      ) : (
        <Layout.Sider
          className="sc-sider"
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          collapsed={collapsed}
          trigger={null}
          collapsible
          data-testid="sider"
        >
          <SideMenu collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout className="sc-main">
        <Layout.Header className="sc-header-wrap">
          <HeaderBar
            user={user}
            device={device}
            collapsed={collapsed}
            onToggleMenu={toggleMenu}
            onReload={reload}
            reloading={reloading}
          />
        </Layout.Header>
        <TabsBar tabs={tabs} activeKey={activeKey} onChange={setTabs} />
        <Layout.Content className="sc-content" ref={content}>
          <main
            key={`${location.pathname}#${reloadKey}`}
            id="sc-page"
            tabIndex={-1}
            aria-labelledby={activeKey ? tabId(activeKey) : undefined}
            className="sc-page"
            data-testid="page"
          >
            <Outlet />
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
