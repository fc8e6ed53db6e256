import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { isNotFound, mayPassOnRetry } from '../api/client';
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

/** A record that does not exist (a link to a deleted one, a mistyped number): said plainly, nothing to retry. */
export function RecordNotFound({ title, message }: { title: string; message: string }) {
  return <Result status="404" title={title} subTitle={message} data-testid="not-found" />;
}

/**
 * A list or a record that could not be loaded: what happened, and a way to try again when that may help (not for
 * the request's own fault: bad input, no access). A record that does not exist says so when `notFound` is given.
 */
export function LoadFailed({
  title,
  message,
  retryText,
  onRetry,
  retrying,
  error,
  notFound,
}: {
  title: string;
  message?: string;
  retryText: string;
  onRetry: () => void;
  retrying?: boolean;
  /** What failed: decides whether "Try again" is offered (always, when not given). */
  error?: unknown;
  /** What to say when the record does not exist (a 404): no "Try again" then. */
  notFound?: { title: string; message: string };
}) {
  if (notFound && isNotFound(error)) return <RecordNotFound {...notFound} />;
  return (
    <Result
      status="warning"
      title={title}
      subTitle={message}
      extra={
        error === undefined || mayPassOnRetry(error) ? (
          <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry} loading={retrying}>
            {retryText}
          </Button>
        ) : undefined
      }
    />
  );
}
