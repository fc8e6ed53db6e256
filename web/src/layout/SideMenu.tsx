import { Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { findRoute, menuRoutes } from '../app/route-utils';
import { useAccess } from '../auth/access';
import { useT } from '../i18n/areas';
import { MENU_ICONS } from './menu-icons';

/** The logo and the menu of the screens the user may open (an entry needs one of its access codes). */
export function SideMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useT();
  const { codes } = useAccess();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = findRoute(pathname)?.path;

  return (
    <div className="sc-side">
      <a
        className="sc-logo"
        href="/index"
        onClick={(e) => {
          e.preventDefault();
          navigate('/index');
          onNavigate?.();
        }}
        // Collapsed, the logo has no text: the name says what the link is. Expanded, its text does.
        aria-label={collapsed ? t('appName') : undefined}
      >
        <img src="/favicon.svg" alt="" width={32} height={32} />
        {!collapsed && (
          <span className="sc-logo__text">
            <strong>{t('appName')}</strong>
            <small>{t('appTagline')}</small>
          </span>
        )}
      </a>
      <nav aria-label={t('layout:mainMenu')} className="sc-side__nav" data-testid="side-menu">
        <Menu
          theme="dark"
          mode="inline"
          inlineCollapsed={collapsed}
          selectedKeys={current ? [current] : []}
          items={menuRoutes(codes).map((r) => ({
            key: r.path,
            icon: r.menu && MENU_ICONS[r.menu.icon],
            label: t(`menu:${r.title}`),
            onMouseEnter: () => void r.page.preload(),
          }))}
          onClick={({ key }) => {
            navigate(key);
            onNavigate?.();
          }}
        />
      </nav>
    </div>
  );
}
