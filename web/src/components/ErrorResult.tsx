import { HomeOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/areas';

interface Props {
  status: '403' | '404' | '500';
  title: 'forbidden' | 'notFound' | 'serverError';
  /** Offer "Try again" (reloads the browser page): for faults that may pass. */
  retry?: boolean;
}

/** The error pages: no access, not found, server error; each leads back home. */
export function ErrorResult({ status, title, retry = false }: Props) {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={t(`menu:${title}`)}
      subTitle={t(`pages:${title}`)}
      extra={[
        <Button key="home" type="primary" icon={<HomeOutlined />} onClick={() => navigate('/index')}>
          {t('backHome')}
        </Button>,
        retry && (
          <Button key="retry" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
            {t('retry')}
          </Button>
        ),
      ]}
    />
  );
}
