import { ArrowDownOutlined, ArrowUpOutlined, DownloadOutlined, MinusOutlined } from '@ant-design/icons';
import {
  changeOf,
  DATA_LABELS,
  type DataLabels,
  GROUPINGS,
  type Grouping,
  isDate,
  type Language,
  localDate,
  MAX_DAYS_BY_DAY,
  MAX_RANGE_DAYS,
  type OrderStatus,
  type OrderType,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
  rangeDays,
  type TDataCustomers,
  type TDataOverview,
  type TDataRequest,
} from '@skin/contract';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Empty,
  Grid,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Statistic,
  Table,
  Tooltip,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import type { EChartsOption } from 'echarts';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../api/account';
import { localTimeZone } from '../../api/client';
import { useDataOverview, useExportData } from '../../api/data';
import { useRouteMeta } from '../../app/route-meta';
import { useNumberFormats } from '../../components/format';
import { LoadFailed } from '../../components/LoadFailed';
import { Money, STATUS_KEY, TYPE_KEY } from '../../components/order/OrderTags';
import { ActionLink } from '../../components/RowLink';
import { StorePicker } from '../../components/StorePicker';
import { oneOf, text, type UrlShape } from '../../hooks/urlFields';
import { useCloudDaysLeft } from '../../hooks/useCloudDaysLeft';
import { useUrlFilters } from '../../hooks/useUrlState';
import { useViewedStore } from '../../hooks/useViewedStore';
import { AnalysesSection } from './AnalysesSection';
import { Chart, preloadCharts } from './Chart';
import { CustomersSection } from './CustomersSection';
import { accountsOption, devicesOption, ordersOption, pieOption, revenueOption, storesOption } from './options';
import '../../components/list.css';
import './data.css';

/** What /data shows: a preset range (or a custom one) and its grouping (empty: the preset's own). */
interface View {
  preset: RangePreset;
  from: string;
  to: string;
  grouping: Grouping | '';
}
const INITIAL: View = { preset: '30d', from: '', to: '', grouping: '' };
/** `?period=custom&from=2026-11-01&to=2026-11-30&group=week`: the view in its link. */
const IN_URL: UrlShape<View> = {
  preset: oneOf('period', RANGE_PRESETS),
  from: text('from', 10),
  to: text('to', 10),
  grouping: oneOf('group', GROUPINGS),
};
const isView = (v: View) =>
  RANGE_PRESETS.includes(v.preset) &&
  (v.grouping === '' || GROUPINGS.includes(v.grouping)) &&
  (v.preset !== 'custom' || (isDate(v.from) && isDate(v.to) && v.from <= v.to));
const PRESET_GROUPING: Record<RangePreset, Grouping> = { '7d': 'day', '30d': 'day', '12m': 'month', custom: 'day' };

/** The request of a view on `today` in the console's zone: a longer range than days allow is grouped by week. */
export function requestOf(view: View, today: string, timeZone: string, shopId: number | null): TDataRequest {
  const range = view.preset === 'custom' ? { from: view.from, to: view.to } : presetRange(view.preset, today);
  let grouping = view.grouping || PRESET_GROUPING[view.preset];
  if (grouping === 'day' && rangeDays(range) > MAX_DAYS_BY_DAY) grouping = 'week';
  return { ...range, grouping, timeZone, ...(shopId ? { shopId } : {}) };
}

/** A headline figure with its change against the previous period (green up, red down). */
function Figure({
  title,
  value,
  current,
  previous,
  hint,
  testId,
  show,
}: {
  title: string;
  value: ReactNode;
  current?: number;
  previous?: number;
  hint?: ReactNode;
  testId: string;
  /** How `previous` reads (an amount of money); a count by default. */
  show?: (n: number) => string;
}) {
  const { t } = useTranslation('data');
  const formats = useNumberFormats();
  let change: ReactNode = null;
  if (current !== undefined && previous !== undefined) {
    const c = changeOf(current, previous);
    const icon = c.delta > 0 ? <ArrowUpOutlined /> : c.delta < 0 ? <ArrowDownOutlined /> : <MinusOutlined />;
    const tone = c.delta > 0 ? 'success' : c.delta < 0 ? 'danger' : 'secondary';
    change = (
      <Tooltip title={t('previous', { value: (show ?? formats.number)(previous) })}>
        <Typography.Text type={tone} className="sc-data-figure__change" data-testid={`${testId}-change`}>
          {icon}{' '}
          {c.ratio === null && c.delta !== 0 ? (
            t('noPrevious')
          ) : (
            <>
              {formats.percent(Math.abs(c.ratio ?? 0), 1)}{' '}
              <Typography.Text type="secondary">{t('vsPrevious')}</Typography.Text>
            </>
          )}
        </Typography.Text>
      </Tooltip>
    );
  }
  return (
    <Card size="small" className="sc-data-figure" data-testid={testId}>
      {/* Written by the language's formats: antd's own would group every language's digits with commas. */}
      <Statistic
        title={title}
        value={typeof value === 'number' ? formats.number(value) : (value as string)}
        formatter={(v) => v}
      />
      {change}
      {hint && (
        <Typography.Text type="secondary" className="sc-data-figure__hint">
          {hint}
        </Typography.Text>
      )}
    </Card>
  );
}

/** A headline figure: `value` shown (default `current`), its change when `previous` is given. */
interface FigureSpec {
  id: string;
  title: string;
  current?: number;
  previous?: number;
  value?: ReactNode;
  hint?: ReactNode;
  /** How `previous` reads, when not a count. */
  show?: (n: number) => string;
}

/** New and returning customers and visits per customer, against the previous period (issue 41). */
function customerFigures(c: TDataCustomers, l: DataLabels, n: (v: number) => string): FigureSpec[] {
  const k = l.customers;
  const ratio = c.visitsPerCustomer;
  const ratioPrev = c.visitsPerCustomerPrev;
  return [
    {
      id: 'customers-new',
      title: k.new,
      current: c.new,
      previous: c.newPrev,
      hint: `${k.visitors}: ${c.visitors === null ? '—' : n(c.visitors)}`,
    },
    // Every store's returning customers are null until the first count of the range ends (CustomersSection says so).
    c.returning === null
      ? { id: 'customers-returning', title: k.returning, value: '—' }
      : {
          id: 'customers-returning',
          title: k.returning,
          current: c.returning,
          ...(c.returningPrev === null ? {} : { previous: c.returningPrev }),
        },
    {
      id: 'customers-visits',
      title: k.visitsPerCustomer,
      value: ratio === null ? '—' : n(ratio),
      ...(ratio !== null && ratioPrev !== null ? { current: ratio, previous: ratioPrev } : {}),
      hint: `${k.visits}: ${n(c.visits)}`,
    },
  ];
}

function Figures({ o, l }: { o: TDataOverview; l: DataLabels }) {
  const { t } = useTranslation(['data', 'analyses']);
  const { money, number: n, size } = useNumberFormats();
  const f = l.figure;
  // Counted from the expiry on this browser's clock, as the header box and /cloud count it.
  const days = useCloudDaysLeft(o.cloud.expireTime ? new Date(o.cloud.expireTime) : null);
  const specs: FigureSpec[] = [
    {
      id: 'accounts',
      title: f.accountsTotal,
      current: o.accounts.total,
      previous: o.accounts.totalPrev,
      hint: `${f.disabled}: ${n(o.accounts.disabled)}`,
    },
    {
      id: 'accounts-new',
      title: f.accountsNew,
      current: o.accounts.new,
      previous: o.accounts.newPrev,
      hint: `${f.working} ${n(o.accounts.working)} · ${f.viewer} ${n(o.accounts.viewer)}`,
    },
    { id: 'expiring', title: f.expiring30d, value: o.accounts.expiring30d, hint: t('asOfNow') },
    {
      id: 'devices',
      title: f.devicesTotal,
      current: o.devices.total,
      previous: o.devices.totalPrev,
      hint: `${f.accountsPerDevice}: ${o.devices.accountsPerDevice === null ? '—' : n(o.devices.accountsPerDevice)}`,
    },
    {
      id: 'analyses',
      title: t('analyses:data.count'),
      current: o.analyses.count,
      previous: o.analyses.countPrev,
      hint: `${f.working} ${n(o.analyses.byUserType.working)} · ${f.viewer} ${n(o.analyses.byUserType.viewer)}`,
    },
    ...customerFigures(o.customers, l, n),
    { id: 'orders', title: f.orders, current: o.orders.count, previous: o.orders.countPrev },
    { id: 'paid', title: f.paidOrders, current: o.orders.paid, previous: o.orders.paidPrev },
    ...o.revenue.map((r) => ({
      id: `revenue-${r.currency}`,
      title: `${f.revenue} (${r.currency})`,
      value: money(r.net, r.currency),
      current: r.net,
      previous: r.netPrev,
      show: (minor: number) => money(minor, r.currency),
      hint: `${f.paidAmount} ${money(r.paid, r.currency)} · ${f.refunds} ${money(r.refunds, r.currency)}`,
    })),
    ...(o.stores
      ? [
          {
            id: 'stores',
            title: f.storesTotal,
            current: o.stores.total,
            previous: o.stores.totalPrev,
            hint: `${f.storesNew} ${n(o.stores.new)} · ${f.storesInvalid} ${n(o.stores.invalid)}`,
          },
          {
            id: 'cloud',
            title: f.cloudUsed,
            value: size(o.cloud.usedBytes),
            hint: `${f.cloudExpiring}: ${n(o.cloud.expiring30d ?? 0)} · ${f.cloudExpired}: ${n(o.cloud.expired ?? 0)}`,
          },
        ]
      : [
          {
            id: 'cloud',
            title: f.cloudUsed,
            value: size(o.cloud.usedBytes),
            hint: `${f.cloudDaysLeft}: ${days === null ? t('never') : days > 0 ? t(days === 1 ? 'day' : 'days', { count: days }) : days === 0 ? t('expired') : t('expiredDays', { count: -days })}`,
          },
        ]),
  ];
  return (
    <Row gutter={[12, 12]} className="sc-data-figures">
      {specs.map((s) => (
        <Col key={s.id} xs={12} md={8} xl={6} xxl={4}>
          <Figure
            testId={`fig-${s.id}`}
            title={s.title}
            value={s.value ?? s.current}
            current={s.current}
            previous={s.previous}
            hint={s.hint}
            show={s.show}
          />
        </Col>
      ))}
    </Row>
  );
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={title} className="sc-data-chart">
      {children}
    </Card>
  );
}

/** /data: the store's figures (or every store's, or one store's for the platform), trends and breakdowns. */
export default function DataPage() {
  const { t, i18n } = useTranslation(['data', 'orders', 'menu', 'common']);
  const route = useRouteMeta();
  const navigate = useNavigate();
  const { money, number } = useNumberFormats();
  const screens = Grid.useBreakpoint();
  const narrow = !screens.md;
  const { data: me } = useCurrentUser();
  const platform = me?.kind === 'platform';
  const [viewed, setViewed] = useViewedStore('data');
  const [view, setView] = useUrlFilters(`data:view:${me?.id ?? 0}`, IN_URL, INITIAL, {
    legacy: 'view',
    isValid: isView,
  });
  // A store's figures are kept by its local days (issue 43): its own zone, the platform's the console's.
  const timeZone = me?.shopInfo?.timeZone ?? localTimeZone() ?? 'UTC';
  const today = localDate(new Date(), timeZone);
  const query = useMemo(
    () => requestOf(view, today, timeZone, platform ? viewed : null),
    [view, today, timeZone, platform, viewed],
  );
  const overview = useDataOverview(query);
  // ECharts downloads while the figures are asked for; the charts draw once both are there (Chart.tsx).
  useEffect(preloadCharts, []);
  const exporter = useExportData();
  const l = DATA_LABELS[(i18n.language as Language) in DATA_LABELS ? (i18n.language as Language) : 'en-US'];
  const o = overview.data;
  const days = rangeDays(query);
  const statusName = (k: string) => t(`orders:status.${STATUS_KEY[Number(k) as OrderStatus]}`);
  const typeName = (k: string) => t(`orders:type.${TYPE_KEY[Number(k) as OrderType]}`);
  const methodName = (k: string) => (k === '-' ? l.noMethod : t(`orders:method.${k}` as 'orders:method.alipay'));

  // Every chart's option, built once per answer (and width and language): a re-render of the page (a refetch
  // starting, a breakpoint) hands the charts the very same objects, so ECharts redraws nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names depend on `t` and `l`, listed
  const charts = useMemo(() => {
    if (!o) return null;
    const common = (file: string) => ({
      buckets: o.buckets,
      grouping: o.grouping,
      saveImage: t('saveImage'),
      fileName: `data-centre-${query.from}-${query.to}-${file}`,
      narrow,
      number,
    });
    const ring = (items: { key: string; count: number }[], name: (k: string) => string, file: string) =>
      items.length
        ? pieOption(
            items.map((x) => ({ name: name(x.key), value: x.count })),
            common(file),
          )
        : null;
    return {
      accounts: accountsOption(o, l, common('accounts')),
      orders: ordersOption(o, l, common('orders')),
      revenue: revenueOption(o, l, common('revenue'), money),
      devices: devicesOption(o, l, common('devices')),
      stores: o.trends.storesNew ? storesOption(o, l, common('stores')) : null,
      status: ring(o.orders.byStatus, statusName, 'status'),
      method: ring(o.orders.byMethod, methodName, 'method'),
      type: ring(o.orders.byType, typeName, 'type'),
    };
  }, [o, l, t, narrow, query.from, query.to, money, number]);
  const empty =
    o &&
    !platform &&
    viewed === null &&
    o.accounts.total === 0 &&
    o.devices.total === 0 &&
    o.orders.count + o.orders.countPrev === 0 &&
    o.revenue.length === 0 &&
    o.analyses.count === 0;

  const presetOptions = RANGE_PRESETS.map((p) => ({ value: p, label: t(`presets.${p}`) }));
  const groupingOptions = GROUPINGS.map((g) => ({
    value: g,
    label: l.grouping[g],
    disabled: g === 'day' && days > MAX_DAYS_BY_DAY,
  }));
  const setPreset = (preset: RangePreset) =>
    setView(
      preset === 'custom'
        ? { preset, from: query.from, to: query.to, grouping: view.grouping }
        : { preset, from: '', to: '', grouping: '' },
    );

  const toolbar = (
    <Space wrap size={[12, 8]} className="sc-data-toolbar">
      {narrow ? (
        <Select
          aria-label={t('rangeLabel')}
          value={view.preset}
          options={presetOptions}
          onChange={setPreset}
          style={{ minWidth: 150 }}
        />
      ) : (
        <Segmented
          aria-label={t('rangeLabel')}
          value={view.preset}
          options={presetOptions}
          onChange={(v) => setPreset(v as RangePreset)}
        />
      )}
      {view.preset === 'custom' && (
        <DatePicker.RangePicker
          aria-label={t('rangeLabel')}
          allowClear={false}
          value={[dayjs(query.from), dayjs(query.to)]}
          disabledDate={(d) => d.isAfter(dayjs(today), 'day') || d.isBefore(dayjs('2000-01-01'))}
          onChange={(v) => {
            const [a, b] = v ?? [];
            if (!a || !b) return;
            const from = a.format('YYYY-MM-DD');
            const to = b.format('YYYY-MM-DD');
            // A range longer than five years keeps its end and starts five years before it.
            const start =
              rangeDays({ from, to }) > MAX_RANGE_DAYS
                ? b.subtract(MAX_RANGE_DAYS - 1, 'day').format('YYYY-MM-DD')
                : from;
            setView({ ...view, preset: 'custom', from: start, to });
          }}
        />
      )}
      {narrow ? (
        <Select
          aria-label={t('groupLabel')}
          value={query.grouping}
          options={groupingOptions}
          onChange={(g) => setView({ ...view, grouping: g })}
          style={{ minWidth: 110 }}
        />
      ) : (
        <Tooltip title={days > MAX_DAYS_BY_DAY ? t('dayTooLong') : undefined}>
          <Segmented
            aria-label={t('groupLabel')}
            value={query.grouping}
            options={groupingOptions}
            onChange={(g) => setView({ ...view, grouping: g as Grouping })}
          />
        </Tooltip>
      )}
      {platform && (
        <StorePicker
          value={viewed}
          onChange={setViewed}
          placeholder={t('storePlaceholder')}
          label={t('storePlaceholder')}
        />
      )}
      <Button
        icon={<DownloadOutlined />}
        loading={exporter.isPending}
        disabled={!o}
        onClick={() => exporter.mutate(query)}
      >
        {t('export')}
      </Button>
    </Space>
  );

  const body = () => {
    if (overview.isPending) {
      return (
        <div data-testid="data-loading">
          <Row gutter={[12, 12]}>
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders.
              <Col key={i} xs={12} md={8} xl={6} xxl={4}>
                <Card size="small">
                  <Skeleton active title={false} paragraph={{ rows: 2 }} />
                </Card>
              </Col>
            ))}
          </Row>
          <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
            {[0, 1].map((i) => (
              <Col key={i} xs={24} lg={12}>
                <Card size="small">
                  <Skeleton.Node active style={{ width: '100%', height: 260 }} />
                </Card>
              </Col>
            ))}
          </Row>
        </div>
      );
    }
    if (overview.isError) {
      return (
        <LoadFailed
          title={t('loadFailed')}
          message={overview.error.message}
          retryText={t('common:retry')}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      );
    }
    if (!o || !charts) return null;
    if (empty) {
      return (
        <Empty
          className="sc-data-empty"
          description={
            <Space direction="vertical" size={4}>
              <Typography.Text strong>{t('emptyTitle')}</Typography.Text>
              <Typography.Text type="secondary">{t('emptyBody')}</Typography.Text>
            </Space>
          }
        >
          <Space wrap>
            <Button type="primary" onClick={() => navigate('/users')}>
              {t('addAccounts')}
            </Button>
            <Button onClick={() => navigate('/shop-device')}>{t('addDevices')}</Button>
          </Space>
        </Empty>
      );
    }
    const pie = (option: EChartsOption | null, label: string) =>
      option ? (
        <Chart label={label} height={narrow ? 280 : 300} option={option} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noOrders')} />
      );
    const height = narrow ? 240 : 300;
    return (
      <div
        className={overview.isFetching ? 'sc-data-body sc-data-body--stale' : 'sc-data-body'}
        data-testid="data-body"
      >
        <Figures o={o} l={l} />
        <Row gutter={[12, 12]} className="sc-data-charts">
          <Col xs={24} xl={12}>
            <ChartCard title={t('chartAccounts')}>
              <Chart label={t('chartAccounts')} height={height} option={charts.accounts} />
            </ChartCard>
          </Col>
          <Col xs={24} xl={12}>
            <ChartCard title={t('chartOrders')}>
              <Chart label={t('chartOrders')} height={height} option={charts.orders} />
            </ChartCard>
          </Col>
          <Col xs={24} xl={12}>
            <ChartCard title={t('chartRevenue')}>
              {o.revenue.length ? (
                <Chart label={t('chartRevenue')} height={height} option={charts.revenue} />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noRevenue')} />
              )}
            </ChartCard>
          </Col>
          <Col xs={24} xl={12}>
            <ChartCard title={t('chartDevices')}>
              <Chart label={t('chartDevices')} height={height} option={charts.devices} />
            </ChartCard>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <ChartCard title={l.section.ordersByStatus}>{pie(charts.status, l.section.ordersByStatus)}</ChartCard>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <ChartCard title={l.section.ordersByMethod}>{pie(charts.method, l.section.ordersByMethod)}</ChartCard>
          </Col>
          <Col xs={24} md={12} xl={8}>
            <ChartCard title={l.section.ordersByType}>{pie(charts.type, l.section.ordersByType)}</ChartCard>
          </Col>
          {charts.stores && (
            <Col xs={24} xl={12}>
              <ChartCard title={t('chartStores')}>
                <Chart label={t('chartStores')} height={height} option={charts.stores} />
              </ChartCard>
            </Col>
          )}
          {o.revenue.length > 0 && (
            <Col xs={24} xl={12}>
              <ChartCard title={`${l.section.revenueByType} · ${l.section.revenueByMethod}`}>
                <Table
                  size="small"
                  data-testid="revenue-breakdown"
                  rowKey={(r) => `${r.currency}-${r.kind}-${r.key}`}
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                  dataSource={o.revenue.flatMap((r) => [
                    ...r.byType.map((x) => ({ ...x, currency: r.currency, kind: 'type', name: typeName(x.key) })),
                    ...r.byMethod.map((x) => ({ ...x, currency: r.currency, kind: 'method', name: methodName(x.key) })),
                  ])}
                  columns={[
                    { title: l.column.currency, dataIndex: 'currency' },
                    {
                      title: l.column.item,
                      dataIndex: 'name',
                      render: (name: string, r) => (
                        <span>
                          <Typography.Text type="secondary">
                            {r.kind === 'type' ? l.section.revenueByType : l.section.revenueByMethod}:{' '}
                          </Typography.Text>
                          {name}
                        </span>
                      ),
                    },
                    {
                      title: l.figure.revenue,
                      dataIndex: 'amount',
                      align: 'right',
                      render: (v: number, r) => <Money amount={v} currency={r.currency} />,
                    },
                  ]}
                />
              </ChartCard>
            </Col>
          )}
          {o.topStores && (
            <Col xs={24} xl={12}>
              <ChartCard title={l.section.topStores}>
                <Table
                  size="small"
                  rowKey={(r) => `${r.currency}-${r.shopId}`}
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                  dataSource={o.topStores}
                  locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noStores')} /> }}
                  columns={[
                    {
                      title: l.column.store,
                      dataIndex: 'shopName',
                      render: (name: string, r) => <ActionLink onClick={() => setViewed(r.shopId)}>{name}</ActionLink>,
                    },
                    { title: l.column.currency, dataIndex: 'currency' },
                    {
                      title: l.figure.revenue,
                      dataIndex: 'net',
                      align: 'right',
                      render: (v: number, r) => <Money amount={v} currency={r.currency} />,
                    },
                    { title: l.figure.paidOrders, dataIndex: 'paidOrders', align: 'right' },
                  ]}
                />
              </ChartCard>
            </Col>
          )}
        </Row>
        <AnalysesSection
          o={o}
          a={o.analyses}
          l={l}
          narrow={narrow}
          fileName={`data-centre-${query.from}-${query.to}`}
        />
        <CustomersSection c={o.customers} l={l} symptom={l.analyses.symptom} />
      </div>
    );
  };

  return (
    <Card variant="borderless" className="su-card sc-data">
      <div className="sc-data-head">
        <Typography.Title level={4} className="su-page-title">
          {route ? t(`menu:${route.title}`) : t('menu:data')}
          {o?.shopName && platform ? <Typography.Text type="secondary"> · {o.shopName}</Typography.Text> : null}
        </Typography.Title>
        <Typography.Text type="secondary" className="sc-data-zone">
          {query.from} – {query.to} · {t('timeZone', { zone: o?.timeZone ?? timeZone })}
        </Typography.Text>
      </div>
      {toolbar}
      {body()}
    </Card>
  );
}
