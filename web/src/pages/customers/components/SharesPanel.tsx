import type { TShare } from '@skin/contract';
import { Button, Empty, Skeleton, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCustomerShares, useRevokeShare } from '../../../api/report';
import { useAccess } from '../../../auth/access';
import { formatDate, formatTime } from '../../../components/format';
import { QueryFailed } from '../../../components/LoadFailed';
import { useConfirmDanger } from '../../../hooks/useConfirmDanger';
import { LANGUAGE_NAMES } from '../../../i18n/language';
import { useDevice } from '../../../layout/device';

const STATE_COLOR: Record<TShare['state'], string> = { active: 'success', expired: 'default', revoked: 'error' };

/**
 * Her shared reports (issue 42): which visits, in which language, who made each and when, until when, its state,
 * and its openings (time and client address); Revoke (with a confirmation) for a live one.
 */
export function SharesPanel({ customerId }: { customerId: number }) {
  const { t } = useTranslation(['customers', 'common']);
  const { can } = useAccess();
  const mobile = useDevice() === 'mobile';
  const shares = useCustomerShares(customerId);
  const revoke = useRevokeShare();
  const confirm = useConfirmDanger();
  if (shares.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (shares.isError) return <QueryFailed query={shares} title={t('share.sharesLoadFailed')} />;
  if (!shares.data.list.length) return <Empty description={t('share.noShares')} />;
  const columns: TableColumnsType<TShare> = [
    {
      title: t('share.report'),
      key: 'report',
      render: (_: unknown, s) => (
        <span>
          {t('share.visits', { days: s.visits.map((v) => formatDate(v.analysedAt)).join(' → ') })}
          <br />
          <Typography.Text type="secondary">{LANGUAGE_NAMES[s.language]}</Typography.Text>
        </span>
      ),
    },
    {
      title: t('share.createdBy'),
      key: 'created',
      render: (_: unknown, s) => (
        <span>
          {s.createdByName}
          <br />
          <Typography.Text type="secondary" className="su-nowrap">
            {formatTime(s.createdAt)}
          </Typography.Text>
        </span>
      ),
    },
    {
      title: t('share.expiresAt'),
      dataIndex: 'expiresAt',
      render: (v: string) => <span className="su-nowrap">{formatTime(v)}</span>,
    },
    {
      title: t('share.state'),
      dataIndex: 'state',
      render: (v: TShare['state']) => <Tag color={STATE_COLOR[v]}>{t(`share.states.${v}`)}</Tag>,
    },
    {
      title: t('share.openings'),
      key: 'openings',
      render: (_: unknown, s) =>
        s.openingsTotal === 0 ? (
          <Typography.Text type="secondary">{t('share.noOpenings')}</Typography.Text>
        ) : (
          <ul className="cu-openings" data-testid="share-openings">
            {s.openings.map((o) => (
              <li key={`${o.openedAt}-${o.address}`}>
                {t('share.openedFrom', { time: formatTime(o.openedAt), address: o.address })}
              </li>
            ))}
            {s.openingsTotal > s.openings.length && <li>…</li>}
          </ul>
        ),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      render: (_: unknown, s) =>
        s.state === 'active' && can('customer') ? (
          <Button
            size="small"
            danger
            onClick={() =>
              confirm({
                title: t('share.revokeTitle'),
                content: t('share.revokeText'),
                okText: t('share.revoke'),
                run: () => revoke.mutateAsync(s.id),
                done: t('share.revoked'),
              })
            }
          >
            {t('share.revoke')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Table<TShare>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={shares.data.list}
      pagination={false}
      scroll={mobile ? { x: 720 } : undefined}
      data-testid="customer-shares"
    />
  );
}
