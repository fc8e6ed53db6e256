import { HomeOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined, ReloadOutlined } from '@ant-design/icons';
import type { TCurrentUser } from '@skin/contract';
import { Breadcrumb, Button } from 'antd';
import { Link, useLocation } from 'react-router';
import { findRoute } from '../app/route-utils';
import { useT } from '../i18n/areas';
import { CloudBox } from './CloudBox';
import type { Device } from './device';
import { FullscreenButton } from './FullscreenButton';
import { LanguageSwitcher } from './LanguageSwitcher';
import { UserMenu } from './UserMenu';

interface Props {
  user: TCurrentUser;
  device: Device;
  collapsed: boolean;
  onToggleMenu: () => void;
  onReload: () => void;
  reloading: boolean;
}

/** Collapse toggle, reload, breadcrumb; cloud box, full screen (desktop), language and the user's menu. */
export function HeaderBar({ user, device, collapsed, onToggleMenu, onReload, reloading }: Props) {
  const { t } = useT();
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  const mobile = device === 'mobile';
  const toggleLabel = mobile ? t('layout:openMenu') : collapsed ? t('layout:expand') : t('layout:collapse');
  const toggleIcon = mobile ? <MenuOutlined /> : collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />;

  return (
    <div className="sc-header">
      <div className="sc-header__left">
        <Button
          type="text"
          icon={toggleIcon}
          onClick={onToggleMenu}
          aria-label={toggleLabel}
          title={toggleLabel}
          aria-expanded={mobile ? undefined : !collapsed}
          data-testid="menu-toggle"
        />
        <Button
          type="text"
          icon={<ReloadOutlined spin={reloading} />}
          onClick={onReload}
          aria-label={t('layout:reload')}
          title={t('layout:reload')}
          data-testid="reload"
        />
        {!mobile && (
          <Breadcrumb
            className="sc-breadcrumb"
            items={[
              {
                title: (
                  <Link to="/index" aria-label={t('menu:home')}>
                    <HomeOutlined />
                  </Link>
                ),
              },
              ...(route ? [{ title: t(`menu:${route.title}`) }] : []),
            ]}
          />
        )}
      </div>
      <div className="sc-header__right">
        <CloudBox shop={user.shopInfo} compact={device !== 'desktop'} />
        {device === 'desktop' && <FullscreenButton />}
        <LanguageSwitcher compact={device !== 'desktop'} />
        <UserMenu user={user} compact={mobile} />
      </div>
    </div>
  );
}
