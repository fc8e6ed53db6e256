import { CloudOutlined } from '@ant-design/icons';
import { cloudBadge, type TCloudInfo, type TOrder } from '@skin/contract';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Row,
  Skeleton,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../api/account';
import { useCloudInfo, useOrders } from '../../api/order';
import { useRouteMeta } from '../../app/route-meta';
import { useAccess } from '../../auth/access';
import { formatDate, formatTime, useNumberFormats } from '../../components/format';
import { LoadFailed } from '../../components/LoadFailed';
import { Money, OrderStatusTag, useMoney } from '../../components/order/OrderTags';
import { RouteLink } from '../../components/RowLink';
import { StorePicker } from '../../components/StorePicker';
import { useCloudDaysLeft } from '../../hooks/useCloudDaysLeft';
import { useRenewCloud } from '../../hooks/useRenewCloud';
import { useViewedStore } from '../../hooks/useViewedStore';
import { CLOUD_BADGE_COLORS } from '../../layout/CloudBox';
import { PriceEditor } from './PriceEditor';
import { RetentionCard } from './RetentionCard';
import { UsageBreakdown } from './UsageBreakdown';
import '../../components/list.css';
import './cloud.css';

const TAG_COLOR = { blue: 'blue', orange: 'orange', red: 'red' } as const;

/** Usage, expiry, days left and what the next renewal costs and why; the store renews from here. */
function CloudCard({ info, canRenew }: { info: TCloudInfo; canRenew: boolean }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const { size } = useNumberFormats();
  const renew = useRenewCloud();
  const navigate = useNavigate();
  // Counted on this browser's clock from the expiry, as the header box counts it (the server's `daysLeft` is the
  // same count at the time it answered).
  const counted = useCloudDaysLeft(info.cloudExpireTime ? new Date(info.cloudExpireTime) : null) ?? info.daysLeft;
  const badge = cloudBadge(counted);
  const days = Math.max(0, counted);
  return (
    <Card
      className="sc-cloud-card"
      title={
        <Space>
          <CloudOutlined />
          {t('cloud.title')}
          {info.shopName && <Typography.Text type="secondary">{info.shopName}</Typography.Text>}
        </Space>
      }
    >
      {counted <= 0 && <Alert type="error" showIcon title={t('cloud.expiredHint')} style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic title={t('cloud.usage')} value={size(info.usageBytes)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('cloud.expire')} value={formatDate(info.cloudExpireTime) || t('cloud.never')} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t('cloud.daysLeft')}
            value={t(days === 1 ? 'cloud.day' : 'cloud.days', { count: days })}
            styles={{ content: { color: CLOUD_BADGE_COLORS[badge].fg } }}
          />
        </Col>
        <Col xs={12} md={6}>
          <div className="sc-cloud-card__status">
            <Typography.Text type="secondary">{t('cloud.status')}</Typography.Text>
            <div>
              <Tag color={TAG_COLOR[badge]} data-testid="cloud-status">
                {counted > 0 ? t('cloud.normal') : t('cloud.expired')}
              </Tag>
            </div>
          </div>
        </Col>
      </Row>
      <UsageBreakdown info={info} usage={info.usage} />
      <Descriptions
        className="sc-cloud-card__quote"
        title={t('cloud.nextRenewal')}
        size="small"
        column={1}
        bordered
        items={[
          {
            key: 'billed',
            label: t('cloud.billed'),
            children: t('cloud.billedValue', { tb: t('tb', { count: info.quote.quantity }) }),
          },
          { key: 'price', label: t('cloud.pricePerTb'), children: money(info.quote.unitPrice, info.currency) },
          {
            key: 'total',
            label: t('cloud.total'),
            children: (
              <Typography.Text strong data-testid="cloud-quote">
                {money(info.quote.amount, info.currency)}
              </Typography.Text>
            ),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" className="sc-cloud-card__why">
        {t('cloud.why')} {info.firstYearFree ? t('cloud.firstYear') : null}
      </Typography.Paragraph>
      {canRenew &&
        (info.pendingOrderNo ? (
          <Alert
            type="warning"
            showIcon
            title={t('cloud.pending')}
            action={
              <Button type="primary" onClick={() => navigate(`/payment?orderNo=${info.pendingOrderNo}`)}>
                {t('cloud.continuePay')}
              </Button>
            }
          />
        ) : (
          <Button
            type="primary"
            size="large"
            icon={<CloudOutlined />}
            loading={renew.pending}
            onClick={() => renew.confirm(info)}
          >
            {t('cloud.renew')}
          </Button>
        ))}
    </Card>
  );
}

/** The store's cloud renewals, newest first (needs the `my-orders` code to list orders). */
function RenewalHistory({ shopId }: { shopId: number | null }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const orders = useOrders(1, 10, { orderType: 2, shopId });
  return (
    <Card
      title={t('cloud.history')}
      className="sc-cloud-history"
      extra={
        <Button type="link" onClick={() => navigate('/my-orders')}>
          {t('cloud.allOrders')}
        </Button>
      }
    >
      <Table<TOrder>
        size="small"
        rowKey="orderNo"
        loading={orders.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={orders.data?.list ?? []}
        locale={{ emptyText: <Empty description={t('cloud.historyEmpty')} /> }}
        columns={[
          {
            title: t('fields.orderNo'),
            dataIndex: 'orderNo',
            render: (no: string) => (
              <RouteLink to={`/my-orders?orderNo=${encodeURIComponent(no)}`} className="su-nowrap">
                {no}
              </RouteLink>
            ),
          },
          {
            title: t('fields.createdAt'),
            dataIndex: 'createdAt',
            render: (v: string) => <span className="su-nowrap">{formatTime(v)}</span>,
          },
          { title: t('fields.quantity'), dataIndex: 'quantity', render: (v: number) => t('tb', { count: v }) },
          {
            title: t('fields.orderAmount'),
            dataIndex: 'orderAmount',
            render: (v: number, o) => <Money amount={v} currency={o.currency} />,
          },
          {
            title: t('fields.orderStatus'),
            dataIndex: 'orderStatus',
            render: (v: TOrder['orderStatus']) => <OrderStatusTag status={v} />,
          },
        ]}
      />
    </Card>
  );
}

/**
 * /cloud. A store: its cloud space, the next renewal's price and why, the renew button (or the pending order's
 * payment) and its renewal history. The platform operator: the prices, and any store's cloud space read only.
 */
export default function CloudPage() {
  const { t } = useTranslation(['orders', 'common', 'menu']);
  const route = useRouteMeta();
  const { data: me } = useCurrentUser();
  const { can } = useAccess();
  const platform = me?.kind === 'platform';
  const [viewed, setViewed] = useViewedStore('cloud');
  const shopId = platform ? viewed : null;
  const info = useCloudInfo(shopId, !platform || viewed !== null);

  const body = () => {
    if (platform && viewed === null) return <Empty description={t('cloud.storeHint')} />;
    if (info.isPending) return <Skeleton active paragraph={{ rows: 8 }} data-testid="cloud-loading" />;
    if (info.isError) {
      return (
        <LoadFailed
          title={t('cloud.loadFailed')}
          message={info.error.message}
          retryText={t('common:retry')}
          onRetry={() => void info.refetch()}
          retrying={info.isFetching}
        />
      );
    }
    return (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <CloudCard info={info.data} canRenew={!platform} />
        <RetentionCard shopId={shopId} canEdit={me?.kind === 'owner'} />
        {can('my-orders') && <RenewalHistory shopId={shopId} />}
      </Space>
    );
  };

  return (
    <Card variant="borderless" className="su-card">
      <Typography.Title level={4} className="su-page-title">
        {route ? t(`menu:${route.title}`) : t('menu:cloud')}
      </Typography.Title>
      {platform && (
        <Space direction="vertical" size={16} style={{ width: '100%', marginBottom: 16 }}>
          <PriceEditor />
          <StorePicker
            value={viewed}
            onChange={setViewed}
            placeholder={t('cloud.storePlaceholder')}
            label={t('cloud.storePlaceholder')}
          />
        </Space>
      )}
      {body()}
    </Card>
  );
}
