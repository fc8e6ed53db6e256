import { isOpenOrder, type TOrderDetail, type TOrderItem } from '@skin/contract';
import { Alert, Descriptions, Drawer, Skeleton, Table, type TableColumnsType, Tag, Typography } from 'antd';
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
      {order.orderType === 2 ? <CloudExpiry order={order} /> : <RenewedAccounts order={order} />}
    </>
  );
}

/**
 * What a cloud renewal changes: while it is open, the store's expiry now and what paying now makes it (what the store
 * is deciding on); once paid, the expiry before and after the payment.
 */
function CloudExpiry({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation('orders');
  const open = isOpenOrder(order.orderStatus);
  const row = (label: string, value: ReactNode) => ({ key: label, label, children: value });
  if (!open && !order.cloudExpireAfter) return null;
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        bordered
        title={t('fields.cloudExpire')}
        style={{ marginTop: 16 }}
        data-testid="order-cloud-expiry"
        items={
          open
            ? [
                row(t('fields.expireNow'), formatDate(order.cloudExpireCurrent) || t('detail.noExpiry')),
                row(
                  t('fields.expireIfPaid'),
                  <Typography.Text strong>{formatDate(order.cloudExpireIfPaid)}</Typography.Text>,
                ),
              ]
            : [
                row(t('fields.expireBefore'), formatDate(order.cloudExpireBefore) || '—'),
                row(t('fields.expireAfter'), formatDate(order.cloudExpireAfter)),
              ]
        }
      />
      {open && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('detail.pendingCloudHint')}
        </Typography.Paragraph>
      )}
    </>
  );
}

/**
 * The viewer ends a renewal covers: while it is open, each account's expiry now and what paying now makes it
 * (a permanent account is not extended); once paid, each expiry before and after the payment.
 */
function RenewedAccounts({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation('orders');
  const open = isOpenOrder(order.orderStatus);
  const date = (v: string | null) => formatDate(v) || '—';
  const columns: TableColumnsType<TOrderItem> = open
    ? [
        { title: t('fields.userName'), dataIndex: 'userName' },
        {
          title: t('fields.expireNow'),
          dataIndex: 'currentExpire',
          render: (v: string | null) => formatDate(v) || t('detail.noExpiry'),
        },
        {
          title: t('fields.expireIfPaid'),
          dataIndex: 'expireIfPaid',
          render: (v: string | null, it) =>
            it.permanent ? <Tag>{t('detail.permanent')}</Tag> : <Typography.Text strong>{date(v)}</Typography.Text>,
        },
      ]
    : [
        { title: t('fields.userName'), dataIndex: 'userName' },
        { title: t('fields.expireBefore'), dataIndex: 'expireBefore', render: date },
        { title: t('fields.expireAfter'), dataIndex: 'expireAfter', render: date },
      ];
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('fields.accounts')}
      </Typography.Title>
      {open && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('detail.pendingHint')}
        </Typography.Paragraph>
      )}
      <Table<TOrderItem>
        size="small"
        rowKey="userId"
        pagination={false}
        dataSource={order.items}
        locale={{ emptyText: t('detail.noItems') }}
        scroll={{ x: 'max-content' }}
        columns={columns}
        data-testid="order-accounts"
      />
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
