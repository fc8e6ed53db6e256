import { AuditOutlined, ShopOutlined, SolutionOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Skeleton, Tabs, Typography } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/account';
import { lazyPart, type PagePrefetch } from '../../app/lazy';
import { useRouteMeta } from '../../app/route-meta';
import { useAccess } from '../../auth/access';
import { usePreloadWhenIdle } from '../../hooks/lazyParts';
import { useUrlState } from '../../hooks/useUrlState';
import { useDevice } from '../../layout/device';
import { AccountsPanel, prefetchAccounts } from './components/AccountsPanel';
import './users.css';

// The tabs a first visit does not show come when opened, preloaded once the screen is drawn. The platform's store
// list, its first tab, is asked for with the page's first data (`prefetch`), so its first render does not wait.
const AuditPanel = lazyPart(() => import('./components/AuditPanel'), 'AuditPanel');
const ShopsPanel = lazyPart(() => import('./components/ShopsPanel'), 'ShopsPanel');
const StaffPanel = lazyPart(() => import('./components/StaffPanel'), 'StaffPanel');

/** A tab's panel, with a skeleton while its code comes. */
const panel = (node: ReactNode) => <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>{node}</Suspense>;

/**
 * A visit opening /users as the menu does (no tab, filter or page in its link) asks for a store's accounts before
 * the screen renders; anything else is asked for by the panel shown. The platform's store list comes with its code.
 */
export const prefetch: PagePrefetch = ({ client, user, search }) => {
  if (user.kind === 'platform') return ShopsPanel.preload();
  return search.size === 0 ? prefetchAccounts(client) : undefined;
};

/**
 * /users. A store: its app accounts, its console staff (owner, code `staff`) and its audit log (code `audit`).
 * The platform operator: the store list (with each store's accounts, read only) and every store's audit log.
 */
export default function UsersPage() {
  const { t } = useTranslation(['users', 'common', 'menu']);
  const route = useRouteMeta();
  const { data: user } = useCurrentUser();
  const { can } = useAccess();
  const platform = user?.kind === 'platform';
  usePreloadWhenIdle(...(platform ? [ShopsPanel, AuditPanel] : [StaffPanel, AuditPanel]));
  // On a phone the three tab titles only fit without their icons.
  const icons = useDevice() !== 'mobile';
  const [active, setActive] = useUrlState<string>(
    'tab',
    `users-tab:${user?.id ?? 0}`,
    platform ? 'stores' : 'accounts',
  );

  const items = [
    platform
      ? {
          key: 'stores',
          label: t('tabs.stores'),
          icon: icons ? <ShopOutlined /> : undefined,
          children: panel(<ShopsPanel />),
        }
      : {
          key: 'accounts',
          label: t('tabs.accounts'),
          icon: icons ? <TeamOutlined /> : undefined,
          children: <AccountsPanel />,
        },
    !platform && can('staff')
      ? {
          key: 'staff',
          label: t('tabs.staff'),
          icon: icons ? <SolutionOutlined /> : undefined,
          children: panel(<StaffPanel />),
        }
      : null,
    can('audit')
      ? {
          key: 'audit',
          label: t('tabs.audit'),
          icon: icons ? <AuditOutlined /> : undefined,
          children: panel(<AuditPanel platform={platform} />),
        }
      : null,
  ].filter((x) => x !== null);
  const activeKey = items.some((i) => i.key === active) ? active : items[0]!.key;

  return (
    <Card variant="borderless" className="su-card">
      <Typography.Title level={4} className="su-page-title">
        {route ? t(`menu:${route.title}`) : t('menu:users')}
      </Typography.Title>
      <Tabs
        activeKey={activeKey}
        onChange={setActive}
        items={items}
        destroyOnHidden
        tabBarGutter={icons ? undefined : 20}
      />
    </Card>
  );
}
