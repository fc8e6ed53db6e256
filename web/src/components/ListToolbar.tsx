import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The line between a list's filters and its table: how many rows match (with a "+" when the list counts only up to
 * a cap, as orders do), after what the screen puts `before` it (a store picker) and followed by what it says `after`
 * (what is selected); the list's actions (export, add) at the end.
 */
export function ListToolbar({
  list,
  before,
  after,
  children,
}: {
  /** The list's answer, once there is one. */
  list: { total: number; capped?: boolean } | undefined;
  before?: ReactNode;
  after?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const total = (
    <Typography.Text type="secondary">
      {list ? `${t('total', { count: list.total })}${list.capped ? '+' : ''}` : null}
      {after}
    </Typography.Text>
  );
  return (
    <div className="su-toolbar">
      {before ? (
        <Space wrap>
          {before}
          {total}
        </Space>
      ) : (
        total
      )}
      <div className="su-toolbar__actions">{children}</div>
    </div>
  );
}
