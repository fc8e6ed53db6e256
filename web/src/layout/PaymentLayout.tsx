import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { Outlet, useNavigate } from 'react-router';
import { useCurrentUser } from '../api/account';
import { useDevice } from './device';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SkipLink } from './SkipLink';
import { UserMenu } from './UserMenu';
import './layout.css';
import { useFeedbackLater } from '../app/Feedback';
import { useT } from '../i18n/areas';

/** Payment pages: their own header group, no side menu and no tabs. */
export default function PaymentLayout() {
  const { t } = useT();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const device = useDevice();
  useFeedbackLater();
  if (!user) return null;
  return (
    <Layout className="sc-layout">
      <SkipLink />
      <Layout.Header className="sc-header-wrap">
        <div className="sc-header">
          <div className="sc-header__left">
            <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => navigate('/my-orders')}>
              {device === 'mobile' ? null : t('menu:myOrders')}
            </Button>
            <img src="/favicon.svg" alt="" width={24} height={24} style={{ marginLeft: 8 }} />
            <strong style={{ marginLeft: 8, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {t('appName')}
            </strong>
          </div>
          <div className="sc-header__right">
            <LanguageSwitcher compact={device !== 'desktop'} />
            <UserMenu user={user} compact={device === 'mobile'} />
          </div>
        </div>
      </Layout.Header>
      <Layout.Content className="sc-content" style={{ maxWidth: 960, width: '100%', margin: '0 auto' }}>
        <main id="sc-page" tabIndex={-1} className="sc-page" data-testid="page">
          <Outlet />
        </main>
      </Layout.Content>
    </Layout>
  );
}
