import { DownOutlined, KeyOutlined, LogoutOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import type { TCurrentUser } from '@skin/contract';
import { Avatar, Button, Dropdown } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '../api/account';
import { useFeedback } from '../app/useFeedback';
import { useFocusReturn } from '../hooks/useFocusReturn';
import { useT } from '../i18n/areas';

const loadDialog = () => import('./ChangePasswordDialog');
/** Loaded when first wanted: the password rules (and zod with them) are not part of every page. */
const ChangePasswordDialog = lazy(() => loadDialog().then((m) => ({ default: m.ChangePasswordDialog })));
const StoreProfileDialog = lazy(() => import('./StoreProfileDialog').then((m) => ({ default: m.StoreProfileDialog })));

/**
 * The signed-in user: her store's profile (its time zone: the owner changes it), change password and log out (with
 * the confirmation of SPEC section 2).
 */
export function UserMenu({ user, compact = false }: { user: TCurrentUser; compact?: boolean }) {
  const { t } = useT();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const logout = useLogout();
  const [changing, setChanging] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const [profileWanted, setProfileWanted] = useState(false);
  const focusBack = useFocusReturn<HTMLButtonElement>();

  const confirmLogout = () => {
    modal.confirm({
      title: t('layout:logoutTitle'),
      content: t('layout:logoutContent'),
      okText: t('layout:logout'),
      cancelText: t('cancel'),
      icon: <LogoutOutlined />,
      afterClose: focusBack.afterClose,
      onOk: async () => {
        await logout.mutateAsync();
        navigate('/login', { replace: true });
      },
    });
  };

  return (
    <>
      <Dropdown
        onOpenChange={(open) => open && void loadDialog()}
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: [
            {
              key: 'who',
              type: 'group',
              label: (
                <div className="sc-user-card">
                  <strong>{user.userName}</strong>
                  <span>{t(`layout:kind.${user.kind}`)}</span>
                  {user.shopInfo && <span>{user.shopInfo.shopName}</span>}
                </div>
              ),
            },
            { type: 'divider' },
            ...(user.shopInfo ? [{ key: 'profile', icon: <ShopOutlined />, label: t('layout:storeProfile') }] : []),
            { key: 'password', icon: <KeyOutlined />, label: t('layout:changePassword') },
            { key: 'logout', icon: <LogoutOutlined />, label: t('layout:logout'), danger: true },
          ],
          onClick: ({ key }) => {
            if (key === 'password') {
              setDialogWanted(true);
              setChanging(true);
            }
            if (key === 'profile') {
              setProfileWanted(true);
              setProfileOpen(true);
            }
            if (key === 'logout') confirmLogout();
          },
        }}
      >
        <Button
          ref={focusBack.ref}
          type="text"
          className="sc-user-button"
          aria-label={compact ? t('layout:account') : `${user.userName}: ${t('layout:account')}`}
          data-testid="user-menu"
        >
          <Avatar size="small" src={user.avatar || undefined} icon={<UserOutlined />} />
          {!compact && <span className="sc-user-name">{user.userName}</span>}
          {!compact && <DownOutlined className="sc-user-caret" />}
        </Button>
      </Dropdown>
      {dialogWanted && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} afterClose={focusBack.afterClose} />
        </Suspense>
      )}
      {profileWanted && user.shopInfo && (
        <Suspense fallback={null}>
          <StoreProfileDialog
            shop={user.shopInfo}
            canEdit={user.kind === 'owner'}
            open={profileOpen}
            onClose={() => setProfileOpen(false)}
            afterClose={focusBack.afterClose}
          />
        </Suspense>
      )}
    </>
  );
}
