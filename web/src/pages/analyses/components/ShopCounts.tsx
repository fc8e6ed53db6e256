import type { TAnalysisShopCount } from '@skin/contract';
import { Alert, Empty, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/account';
import { useAnalysisShops } from '../../../api/analysis';
import { formatTime } from '../../../components/format';
import { QueryTable } from '../../../components/QueryTable';
import { StoreNameSearch } from '../../../components/StoreNameSearch';
import { page, pageSize, text, type UrlShape } from '../../../hooks/urlFields';
import { useUrlFilters } from '../../../hooks/useUrlState';
import { useDevice } from '../../../layout/device';

interface ListState {
  shopName: string;
  page: number;
  pageSize: number;
}
const INITIAL: ListState = { shopName: '', page: 1, pageSize: 20 };
/** `?shop=demo&page=2`: the list in its link. */
const IN_URL: UrlShape<ListState> = { shopName: text('shop', 64), page: page(), pageSize: pageSize() };

/**
 * The platform operator's view: how many analyses each store has (in all, in the last 30 days, the latest), by store
 * name. The analyses and their photos stay the stores' own.
 */
export function ShopCounts() {
  const { t } = useTranslation(['analyses', 'common']);
  const { data: me } = useCurrentUser();
  const mobile = useDevice() === 'mobile';
  const [state, setState] = useUrlFilters(`analysis-shops:${me?.id ?? 0}`, IN_URL, INITIAL);
  const list = useAnalysisShops(state.page, state.pageSize, state.shopName || null);

  const columns: TableColumnsType<TAnalysisShopCount> = [
    {
      title: t('platform.store'),
      dataIndex: 'shopName',
      render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
    },
    { title: t('platform.total'), dataIndex: 'total', align: 'right' },
    { title: t('platform.last30d'), dataIndex: 'last30d', align: 'right' },
    {
      title: t('platform.lastAnalysedAt'),
      dataIndex: 'lastAnalysedAt',
      render: (v: string | null) =>
        v ? (
          <span className="su-nowrap">{formatTime(v)}</span>
        ) : (
          <Typography.Text type="secondary">{t('platform.never')}</Typography.Text>
        ),
    },
  ];

  return (
    <div data-testid="analysis-shops">
      <Alert
        type="info"
        showIcon
        title={`${t('platform.hint')} ${t('platform.last30dHint')}`}
        style={{ marginBottom: 12 }}
      />
      <StoreNameSearch
        value={state.shopName}
        onSearch={(shopName) => setState({ ...state, shopName, page: 1 })}
        placeholder={t('platform.storeSearch')}
        searchText={t('filter.search')}
      />
      <QueryTable<TAnalysisShopCount>
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
        onChange={(p) => setState({ ...state, page: p.current ?? 1, pageSize: p.pageSize ?? state.pageSize })}
      />
    </div>
  );
}
