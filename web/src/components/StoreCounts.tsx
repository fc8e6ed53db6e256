import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Empty, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../api/account';
import { page, pageSize, text, type UrlShape } from '../hooks/urlFields';
import { useUrlFilters } from '../hooks/useUrlState';
import { useDevice } from '../layout/device';
import { pageChange, QueryTable } from './QueryTable';
import { StoreNameSearch } from './StoreNameSearch';

interface ListState {
  shopName: string;
  page: number;
  pageSize: number;
}
const INITIAL: ListState = { shopName: '', page: 1, pageSize: 20 };
/** `?shop=demo&page=2`: the list in its link. */
const IN_URL: UrlShape<ListState> = { shopName: text('shop', 64), page: page(), pageSize: pageSize() };

/**
 * The platform operator's counts per store of one screen's rows (`area`: its texts, `platform.*`), searched by
 * store name, the list in the URL: the store's name, then the screen's `counts` columns. Counts only: the rows
 * themselves stay the stores' own.
 */
export function StoreCounts<T extends { shopId: number; shopName: string }>({
  area,
  useList,
  counts,
  hint,
}: {
  area: 'analyses' | 'customers';
  useList: (page: number, pageSize: number, shopName: string | null) => UseQueryResult<{ list: T[]; total: number }>;
  counts: TableColumnsType<T>;
  /** The note above the list (default: the area's `platform.hint`). */
  hint?: string;
}) {
  const { t } = useTranslation([area, 'common']);
  const { data: me } = useCurrentUser();
  const mobile = useDevice() === 'mobile';
  const testId = area === 'analyses' ? 'analysis-shops' : 'customer-shops';
  const [state, setState] = useUrlFilters(`${testId}:${me?.id ?? 0}`, IN_URL, INITIAL);
  const list = useList(state.page, state.pageSize, state.shopName || null);

  const columns: TableColumnsType<T> = [
    {
      title: t('platform.store'),
      dataIndex: 'shopName',
      render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
    },
    ...counts,
  ];

  return (
    <div data-testid={testId}>
      <Alert type="info" showIcon title={hint ?? t('platform.hint')} style={{ marginBottom: 12 }} />
      <StoreNameSearch
        value={state.shopName}
        onSearch={(shopName) => setState({ ...state, shopName, page: 1 })}
        placeholder={t('platform.storeSearch')}
        searchText={t('filter.search')}
      />
      <QueryTable<T>
        query={list}
        paging={state}
        rowKey="shopId"
        loadFailed={t('loadFailed')}
        mobile={mobile}
        minWidth={600}
        columns={columns}
        locale={{
          emptyText: <Empty description={state.shopName ? t('platform.noMatch') : t('platform.empty')} />,
        }}
        onChange={pageChange(state, setState)}
      />
    </div>
  );
}
