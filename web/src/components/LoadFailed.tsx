import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useT } from '../i18n/areas';

/** The console could not load what it needs to start (the current user): say why and offer a retry. */
export default function AppLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
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

/** A list that could not be loaded: what happened, and a way to try again. */
export function LoadFailed({
  title,
  message,
  retryText,
  onRetry,
  retrying,
}: {
  title: string;
  message?: string;
  retryText: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={message}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry} loading={retrying}>
          {retryText}
        </Button>
      }
    />
  );
}
