import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useT } from '../i18n/areas';

/** The console could not load what it needs to start (the current user): say why and offer a retry. */
export default function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useT();
  return (
    <Result
      status="500"
      title={t('menu:serverError')}
      subTitle={message}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
