import { EyeOutlined, TabletOutlined } from '@ant-design/icons';
import type { TAnalysis } from '@skin/contract';
import { Alert, Button, Empty, type TableColumnsType, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../api/account';
import { useAnalyses, useExportAnalyses } from '../../../api/analysis';
import { useAccess } from '../../../auth/access';
import { SymptomTags, Thumbs } from '../../../components/AnalysisParts';
import { ExportMenu } from '../../../components/ExportMenu';
import { formatTime } from '../../../components/format';
import { ListToolbar } from '../../../components/ListToolbar';
import { pageChange, QueryTable } from '../../../components/QueryTable';
import { RouteLink } from '../../../components/RowLink';
import { days, int, oneOf, page, pageSize, text, type UrlShape } from '../../../hooks/urlFields';
import { usePageInRange } from '../../../hooks/usePageInRange';
import { useUrlFilters } from '../../../hooks/useUrlState';
import { useDevice } from '../../../layout/device';
import { AccountCell, AnalysisDetail, DeviceCell } from './AnalysisDetail';
import { AnalysisFilters, type AnalysisFilterValues, hasAnalysisFilters, toAnalysisQuery } from './AnalysisFilters';

interface ListState {
  filters: AnalysisFilterValues;
  page: number;
  pageSize: number;
}
const INITIAL: ListState = { filters: {}, page: 1, pageSize: 20 };
/**
 * `?deviceNo=SKN-1&userId=12&customer=5&symptom=acne&degree=3&from=2026-11-01&to=2026-11-30&page=2`: the list in its
 * link (/shop-device, /users and a customer's page link a device's, an account's and a customer's analyses this way).
 */
const IN_URL: UrlShape<ListState> = {
  filters: {
    deviceNo: text('deviceNo', 64),
    userId: int('userId'),
    customerId: int('customer'),
    symptomKey: text('symptom', 64),
    degree: oneOf('degree', [1, 2, 3]),
    range: days('from', 'to'),
  },
  page: page(),
  pageSize: pageSize(),
};
/** The analysis open in the drawer: `?analysis=42` (a link opens it; Back closes it). */
const OPEN_PARAM = 'analysis';

/**
 * A store's analyses, newest first: filters in the URL, the paged table with the photos as thumbnails, the detail
 * drawer, and the export of what the filters match.
 */
export function StoreAnalyses() {
  const { t } = useTranslation(['analyses', 'common']);
  const navigate = useNavigate();
  const { data: me } = useCurrentUser();
  const { can } = useAccess();
  const mobile = useDevice() === 'mobile';
  const [state, setState] = useUrlFilters(`analyses:${me?.id ?? 0}`, IN_URL, INITIAL);
  const [params, setParams] = useSearchParams();
  const openRaw = params.get(OPEN_PARAM);
  // A link's number that no analysis can have opens the drawer saying so, as an unknown number does.
  const openId = openRaw === null ? null : /^\d{1,15}$/.test(openRaw) ? Number(openRaw) : Number.NaN;
  const query = useMemo(() => toAnalysisQuery(state.filters), [state.filters]);
  const list = useAnalyses(state.page, state.pageSize, query);
  usePageInRange(list.data, state.page, (p) => setState({ ...state, page: p }, { replace: true }));
  const exporter = useExportAnalyses();
  const filtered = hasAnalysisFilters(state.filters);
  // Like the accounts' export: a file leaves the console with the `export` code (the server asks for both).
  const mayExport = can('export');
  // The filter form shows what the URL says: a new link (or Back) gives it new values.
  const formKey = JSON.stringify(query);
  const customerId = state.filters.customerId ?? null;
  const customer = customerId !== null ? list.data?.list.find((a) => a.customer?.id === customerId)?.customer : null;
  const customerName = customer
    ? (customer.name ?? customer.code)
    : customerId !== null
      ? t('customerId', { id: customerId })
      : '';
  const customerCell = (row: TAnalysis) =>
    row.customer ? (
      can('customer') ? (
        <RouteLink to={`/customers/${row.customer.id}`} data-testid="analysis-customer">
          {row.customer.name ?? row.customer.code}
        </RouteLink>
      ) : (
        <span>{row.customer.name ?? row.customer.code}</span>
      )
    ) : (
      <Typography.Text type="secondary">{t('anonymous')}</Typography.Text>
    );
  const accountName =
    state.filters.userId != null
      ? (list.data?.list.find((a) => a.userId === state.filters.userId)?.userName ?? null)
      : null;

  const open = (id: number) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      p.set(OPEN_PARAM, String(id));
      return p;
    });
  const close = () =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        p.delete(OPEN_PARAM);
        return p;
      },
      { replace: true },
    );

  /** The list's URL with one analysis open in the drawer: the time in a row links to it. */
  const openSearch = (id: number) => {
    const p = new URLSearchParams(params);
    p.set(OPEN_PARAM, String(id));
    return `?${p}`;
  };
  const timeLink = (row: TAnalysis) => (
    <RouteLink to={{ search: openSearch(row.id) }} className="su-nowrap" data-testid="analysis-open">
      {formatTime(row.analysedAt)}
    </RouteLink>
  );
  const columns: TableColumnsType<TAnalysis> = mobile
    ? [
        {
          title: t('fields.analysis'),
          key: 'analysis',
          render: (_: unknown, row) => (
            <div className="an-phone-cell">
              <div className="an-phone-cell__head">
                {timeLink(row)}
                <Typography.Text type="secondary" className="su-subtext">
                  {row.deviceName ?? row.deviceNo} · {row.userName}
                </Typography.Text>
                {customerCell(row)}
              </div>
              <SymptomTags symptoms={row.symptoms} max={3} />
              <Thumbs row={row} onOpen={() => open(row.id)} />
            </div>
          ),
        },
      ]
    : [
        { title: t('fields.analysedAt'), dataIndex: 'analysedAt', render: (_: unknown, row) => timeLink(row) },
        { title: t('fields.device'), key: 'device', render: (_: unknown, row) => <DeviceCell row={row} /> },
        { title: t('fields.account'), key: 'account', render: (_: unknown, row) => <AccountCell row={row} /> },
        { title: t('fields.customer'), key: 'customer', render: (_: unknown, row) => customerCell(row) },
        {
          title: t('fields.symptoms'),
          key: 'symptoms',
          render: (_: unknown, row) => <SymptomTags symptoms={row.symptoms} max={4} />,
        },
        {
          title: t('fields.photos'),
          key: 'photos',
          width: 200,
          render: (_: unknown, row) => <Thumbs row={row} onOpen={() => open(row.id)} />,
        },
        {
          title: t('common:actions'),
          key: 'actions',
          render: (_: unknown, row) => (
            <Button
              type="link"
              size="small"
              icon={<EyeOutlined />}
              onClick={() => open(row.id)}
              aria-label={t('openOne', { time: formatTime(row.analysedAt) })}
            >
              {t('view')}
            </Button>
          ),
        },
      ];

  const empty = filtered ? (
    <Empty description={t('noMatch')}>
      <Button onClick={() => setState({ ...state, filters: {}, page: 1 })}>{t('clearFilters')}</Button>
    </Empty>
  ) : (
    <Empty description={t('empty')}>
      <Typography.Paragraph type="secondary" className="an-empty-hint">
        {t('emptyHint')}
      </Typography.Paragraph>
      {can('shop-device') && (
        <Button icon={<TabletOutlined />} onClick={() => navigate('/shop-device')}>
          {t('goDevices')}
        </Button>
      )}
    </Empty>
  );

  return (
    <div data-testid="analyses-panel">
      <AnalysisFilters
        key={formKey}
        value={state.filters}
        accountName={accountName}
        onSearch={(filters) => setState({ ...state, filters: { ...filters, customerId }, page: 1 })}
      />
      {customerId !== null && (
        <Alert
          type="info"
          showIcon
          className="an-customer-filter"
          title={t('customerFilter', { name: customerName })}
          action={
            <Button
              size="small"
              onClick={() => setState({ ...state, filters: { ...state.filters, customerId: null }, page: 1 })}
            >
              {t('allCustomers')}
            </Button>
          }
        />
      )}
      <ListToolbar list={list.data}>
        {mayExport && <ExportMenu disabled={!list.data?.total} exporter={exporter} query={query} />}
      </ListToolbar>
      <QueryTable<TAnalysis>
        query={list}
        paging={state}
        loadFailed={t('loadFailed')}
        mobile={mobile}
        skeletonRows={6}
        skeletonTestId="analyses-loading"
        columns={columns}
        locale={{ emptyText: empty }}
        onChange={pageChange(state, setState)}
      />
      <AnalysisDetail id={openId} onClose={close} />
    </div>
  );
}
