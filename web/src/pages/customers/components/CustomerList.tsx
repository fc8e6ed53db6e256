import { CUSTOMER_SORT_FIELDS, type TCustomer, type TCustomerQueryRequest } from '@skin/contract';
import { Alert, Button, Empty, type TableColumnsType, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/account';
import { useCustomers, useExportCustomers } from '../../../api/customer';
import { useAccess } from '../../../auth/access';
import { ExportMenu } from '../../../components/ExportMenu';
import { formatDate, formatTime } from '../../../components/format';
import { ListToolbar } from '../../../components/ListToolbar';
import { pageOrSortChange, QueryTable, sortOrderOf } from '../../../components/QueryTable';
import { RouteLink } from '../../../components/RowLink';
import { days, oneOf, page, pageSize, sort, type TableSort, text, type UrlShape } from '../../../hooks/urlFields';
import { useKeptState } from '../../../hooks/useKeptState';
import { usePageInRange } from '../../../hooks/usePageInRange';
import { useUrlFilters } from '../../../hooks/useUrlState';
import { useDevice } from '../../../layout/device';
import {
  CUSTOMER_SEARCH_MAX,
  CustomerFilters,
  type CustomerFilterValues,
  hasCustomerFilters,
  toCustomerQuery,
} from './CustomerFilters';
import { ConsentTag, CustomerName, PhoneText } from './parts';

type SortField = (typeof CUSTOMER_SORT_FIELDS)[number];
interface ListState {
  filters: CustomerFilterValues;
  page: number;
  pageSize: number;
  sort: TableSort<SortField>;
}
const INITIAL: ListState = { filters: {}, page: 1, pageSize: 20, sort: {} };
/**
 * `?from=2026-11-01&symptom=acne&degree=3&consent=photos&sort=-visits&page=2`: the list in its link. The search text
 * (a name or a phone) is not: personal data stays out of URLs (docs/decisions.md "A customer search stays out of the
 * address bar").
 */
const IN_URL: UrlShape<ListState> = {
  filters: {
    lastVisit: days('from', 'to'),
    symptomKey: text('symptom', CUSTOMER_SEARCH_MAX),
    degree: oneOf('degree', [1, 2, 3]),
    consent: oneOf('consent', ['none', 'photos', 'noPhotos']),
  },
  page: page(),
  pageSize: pageSize(),
  sort: sort('sort', CUSTOMER_SORT_FIELDS),
};

/**
 * A store's customers, latest visit first: search and filters in the URL, a sortable paged table whose member number
 * opens her page, and the export of what the filters match (codes `customer` and `export`). Phones come masked from
 * the server to users without `customer:contact`; the list shows what it gets.
 */
export function CustomerList() {
  const { t } = useTranslation(['customers', 'common']);
  const { data: me } = useCurrentUser();
  const { can } = useAccess();
  const mobile = useDevice() === 'mobile';
  const [state, setState] = useUrlFilters(`customers:${me?.id ?? 0}`, IN_URL, INITIAL);
  // Kept for this visit of the console (coming back to the list shows it), in memory only.
  const [search, setSearch] = useKeptState(`customers-search:${me?.id ?? 0}`, '');
  const filters = useMemo(() => ({ ...state.filters, text: search }), [state.filters, search]);
  const query = useMemo<TCustomerQueryRequest>(
    () => ({ ...toCustomerQuery(filters), sortField: state.sort.field, sortOrder: state.sort.order }),
    [filters, state.sort],
  );
  const list = useCustomers(state.page, state.pageSize, query);
  usePageInRange(list.data, state.page, (p) => setState({ ...state, page: p }, { replace: true }));
  const exporter = useExportCustomers();
  const filtered = hasCustomerFilters(filters);
  // The form shows what the URL says: a new link (or Back, or Clear filters) gives it new values.
  const formKey = JSON.stringify(toCustomerQuery(filters));
  const runSearch = ({ text: typed, ...rest }: CustomerFilterValues) => {
    setSearch(typed?.trim() ?? '');
    setState({ ...state, filters: rest, page: 1 });
  };

  const codeLink = (row: TCustomer) => (
    <RouteLink to={`/customers/${row.id}`} className="su-nowrap" data-testid="customer-open">
      {row.code}
    </RouteLink>
  );
  const sorted = (field: SortField) => ({ sorter: true, sortOrder: sortOrderOf(state.sort, field) });
  const day = (v: string | null) =>
    v ? (
      <span className="su-nowrap" title={formatTime(v)}>
        {formatDate(v)}
      </span>
    ) : (
      '—'
    );

  const columns: TableColumnsType<TCustomer> = mobile
    ? [
        {
          title: t('fields.customer'),
          key: 'customer',
          render: (_: unknown, row) => (
            <div className="cu-phone-cell">
              <div>{codeLink(row)}</div>
              <div>
                <CustomerName name={row.name} />
              </div>
              <Typography.Text type="secondary" className="su-subtext">
                <PhoneText phone={row.phone} /> · {t('fields.visits')} {row.visits} · {day(row.lastVisitAt)}
              </Typography.Text>
              <ConsentTag consent={row.consent} />
            </div>
          ),
        },
      ]
    : [
        { title: t('fields.code'), dataIndex: 'code', ...sorted('code'), render: (_: unknown, row) => codeLink(row) },
        { title: t('fields.name'), dataIndex: 'name', render: (v: string | null) => <CustomerName name={v} /> },
        { title: t('fields.phone'), dataIndex: 'phone', render: (v: string | null) => <PhoneText phone={v} /> },
        { title: t('fields.visits'), dataIndex: 'visits', align: 'right', ...sorted('visits') },
        {
          title: t('fields.lastVisitAt'),
          dataIndex: 'lastVisitAt',
          ...sorted('lastVisitAt'),
          render: (v: string | null) => day(v),
        },
        {
          title: t('fields.firstVisitAt'),
          dataIndex: 'firstVisitAt',
          ...sorted('firstVisitAt'),
          render: (v: string | null) => day(v),
        },
        {
          title: t('fields.consent'),
          dataIndex: 'consent',
          render: (v: TCustomer['consent']) => <ConsentTag consent={v} />,
        },
      ];

  const empty = filtered ? (
    <Empty description={t('noMatch')}>
      <Button onClick={() => runSearch({})}>{t('clearFilters')}</Button>
    </Empty>
  ) : (
    <Empty description={t('empty')}>
      <Typography.Paragraph type="secondary" className="cu-empty-hint">
        {t('emptyHint')}
      </Typography.Paragraph>
    </Empty>
  );

  return (
    <div data-testid="customers-panel">
      <CustomerFilters key={formKey} value={filters} onSearch={runSearch} />
      {!can('customer:contact') && <Alert type="info" showIcon title={t('masked')} className="cu-masked" />}
      <ListToolbar list={list.data}>
        {can('export') && <ExportMenu disabled={!list.data?.total} exporter={exporter} query={query} />}
      </ListToolbar>
      <QueryTable<TCustomer>
        query={list}
        paging={state}
        loadFailed={t('loadFailed')}
        mobile={mobile}
        skeletonRows={6}
        skeletonTestId="customers-loading"
        minWidth={800}
        columns={columns}
        locale={{ emptyText: empty }}
        onChange={pageOrSortChange(state, setState)}
      />
    </div>
  );
}
