import { ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
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

/** A query that could not be loaded, said as LoadFailed says it: its error, and "Try again" fetching it again. */
export function QueryFailed({
  query,
  title,
  notFound,
}: {
  query: UseQueryResult<unknown>;
  title: string;
  notFound?: { title: string; message: string };
}) {
  const { t } = useT();
  return (
    <LoadFailed
      title={title}
      message={query.error?.message}
      retryText={t('retry')}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      error={query.error}
      notFound={notFound}
    />
  );
}

/**
 * What a screen shows in place of a query's content while it has none: a skeleton of `rows` lines on the first
 * load, a retry when that failed (`title`: what could not be loaded); null once there is something to show.
 */
export function pendingOrFailed(
  query: UseQueryResult<unknown>,
  texts: { title: string; retry: string },
  rows = 6,
): ReactNode | null {
  if (query.isPending) return <Skeleton active paragraph={{ rows }} />;
  if (query.isError && !query.data)
    return (
      <LoadFailed
        title={texts.title}
        message={query.error.message}
        retryText={texts.retry}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return null;
}
