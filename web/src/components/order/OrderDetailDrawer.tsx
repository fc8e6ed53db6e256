import { isOpenOrder, type TOrderDetail } from '@skin/contract';
import { Alert, Descriptions, Drawer, Skeleton, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrder } from '../../api/order';
import { formatDate, formatTime } from '../format';
import { LoadFailed } from '../LoadFailed';
import { Money, OrderStatusTag, OrderTypeText, PayMethodText, PayStatusTag, useOrderLine } from './OrderTags';

/** Every field of one order (DESIGN.md section 9), what it buys, and the accounts or cloud expiry it changed. */
export function OrderDetails({ order, platform }: { order: TOrderDetail; platform: boolean }) {
  const { t } = useTranslation('orders');
  const line = useOrderLine();
  const years = t(order.years === 1 ? 'year' : 'years', { count: order.years });
  const row = (label: string, value: ReactNode) => ({ key: label, label, children: value });
  return (
    <>
      {isOpenOrder(order.orderStatus) && (
        <Alert type="info" showIcon title={t('detail.openHint')} style={{ marginBottom: 16 }} />
      )}
      <Descriptions
        size="small"
        column={1}
        bordered
        title={t('detail.summary')}
        items={[
          row(t('fields.orderNo'), <Typography.Text copyable>{order.orderNo}</Typography.Text>),
          ...(platform ? [row(t('fields.store'), `${order.shopName} (#${order.shopId})`)] : []),
          row(t('fields.userName'), order.userName),
          row(t('fields.orderType'), <OrderTypeText type={order.orderType} />),
          row(t('detail.bought'), line(order)),
          row(t('fields.orderStatus'), <OrderStatusTag status={order.orderStatus} />),
          row(t('fields.payStatus'), <PayStatusTag status={order.payStatus} />),
          row(t('fields.payMethod'), <PayMethodText method={order.payMethod} />),
          row(t('fields.quantity'), order.orderType === 2 ? t('tb', { count: order.quantity }) : order.quantity),
          row(t('fields.unitPrice'), <Money amount={order.unitPrice} currency={order.currency} />),
          row(t('fields.duration'), years),
          row(
            t('fields.subtotal'),
            <Money amount={order.quantity * order.unitPrice * order.years} currency={order.currency} />,
          ),
          row(t('fields.orderAmount'), <Money amount={order.orderAmount} currency={order.currency} />),
          row(t('fields.payAmount'), <Money amount={order.payAmount} currency={order.currency} />),
          ...(order.tradeNo
            ? [row(t('fields.tradeNo'), <Typography.Text copyable>{order.tradeNo}</Typography.Text>)]
            : []),
        ]}
      />
      <Descriptions
        size="small"
        column={1}
        bordered
        title={t('detail.times')}
        style={{ marginTop: 16 }}
        items={[
          row(t('fields.createdAt'), formatTime(order.createdAt)),
          ...(order.closesAt ? [row(t('fields.closesAt'), formatTime(order.closesAt))] : []),
          row(t('fields.paidAt'), formatTime(order.paidAt) || '—'),
          row(t('fields.cancelledAt'), formatTime(order.cancelledAt) || '—'),
          row(t('fields.refundedAt'), formatTime(order.refundedAt) || '—'),
        ]}
      />
      {order.orderType === 2 ? (
        order.cloudExpireAfter && (
          <Descriptions
            size="small"
            column={1}
            bordered
            title={t('fields.cloudExpire')}
            style={{ marginTop: 16 }}
            items={[
              row(t('fields.expireBefore'), formatDate(order.cloudExpireBefore) || '—'),
              row(t('fields.expireAfter'), formatDate(order.cloudExpireAfter)),
            ]}
          />
        )
      ) : (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('fields.accounts')}
          </Typography.Title>
          <Table
            size="small"
            rowKey="userId"
            pagination={false}
            dataSource={order.items}
            locale={{ emptyText: t('detail.noItems') }}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: t('fields.userName'), dataIndex: 'userName' },
              {
                title: t('fields.expireBefore'),
                dataIndex: 'expireBefore',
                render: (v: string | null) => formatDate(v) || '—',
              },
              {
                title: t('fields.expireAfter'),
                dataIndex: 'expireAfter',
                render: (v: string | null) => formatDate(v) || '—',
              },
            ]}
          />
        </>
      )}
    </>
  );
}

/** The detail drawer of /my-orders: the order as the server has it now. */
export function OrderDetailDrawer({
  orderNo,
  onClose,
  platform,
  mobile,
  extra,
}: {
  orderNo: string | null;
  onClose: () => void;
  platform: boolean;
  mobile: boolean;
  extra?: (order: TOrderDetail) => ReactNode;
}) {
  const { t } = useTranslation(['orders', 'common']);
  const order = useOrder(orderNo);
  return (
    <Drawer
      open={orderNo !== null}
      onClose={onClose}
      title={orderNo ? t('detail.title', { orderNo }) : null}
      size={mobile ? '100%' : 640}
      destroyOnHidden
      extra={order.data && extra ? extra(order.data) : null}
    >
      {order.isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : order.isError ? (
        <LoadFailed
          title={t('detail.loadFailed')}
          message={order.error.message}
          retryText={t('common:retry')}
          onRetry={() => void order.refetch()}
          retrying={order.isFetching}
        />
      ) : (
        <OrderDetails order={order.data} platform={platform} />
      )}
    </Drawer>
  );
}
