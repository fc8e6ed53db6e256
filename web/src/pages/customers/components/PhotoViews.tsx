import type { TPhotoView } from '@skin/contract';
import { Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerViews } from '../../../api/customer';
import { formatTime } from '../../../components/format';
import { RouteLink } from '../../../components/RowLink';
import { useDevice } from '../../../layout/device';

const PAGE_SIZE = 10;

/** Who saw her photos (issue 42): each console read of a visit's full-size photos, newest first, paged. */
export function PhotoViews({ customerId }: { customerId: number }) {
  const { t } = useTranslation('customers');
  const mobile = useDevice() === 'mobile';
  const [page, setPage] = useState(1);
  const views = useCustomerViews(customerId, page, PAGE_SIZE);
  const columns: TableColumnsType<TPhotoView> = [
    { title: t('rights.viewer'), dataIndex: 'actorName', render: (v: string) => <span className="cu-note">{v}</span> },
    {
      title: t('rights.viewedAt'),
      dataIndex: 'viewedAt',
      render: (v: string) => <span className="su-nowrap">{formatTime(v)}</span>,
    },
    {
      title: t('rights.visit'),
      dataIndex: 'analysedAt',
      render: (v: string, r) => (
        <RouteLink to={`/analyses?analysis=${r.analysisId}`} className="su-nowrap">
          {formatTime(v)}
        </RouteLink>
      ),
    },
  ];
  if (views.data && views.data.total === 0)
    return <Typography.Text type="secondary">{t('rights.viewsEmpty')}</Typography.Text>;
  return (
    <Table<TPhotoView>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={views.data?.list ?? []}
      loading={views.isPending}
      scroll={mobile ? { x: 420 } : undefined}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: views.data?.total ?? 0,
        onChange: setPage,
        showSizeChanger: false,
        hideOnSinglePage: true,
        size: 'small',
      }}
      data-testid="customer-views"
    />
  );
}
