import type { TCustomerShopsResponse } from '@skin/contract';
import { Alert, Empty, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/account';
import { useCustomerShops } from '../../../api/customer';
import { QueryTable } from '../../../components/QueryTable';
import { StoreNameSearch } from '../../../components/StoreNameSearch';
import { page, pageSize, text, type UrlShape } from '../../../hooks/urlFields';
import { useUrlFilters } from '../../../hooks/useUrlState';
import { useDevice } from '../../../layout/device';

type ShopCount = TCustomerShopsResponse['list'][number];
interface ListState {
  shopName: string;
  page: number;
  pageSize: number;
}
const INITIAL: ListState = { shopName: '', page: 1, pageSize: 20 };
/** `?shop=demo&page=2`: the list in its link. */
const IN_URL: UrlShape<ListState> = { shopName: text('shop', 64), page: page(), pageSize: pageSize() };

/**
 * The platform operator's view: how many customers each store has, how many came back and how many allow photos,
 * by store name. Never a name, phone or photo: those are the stores' own (DESIGN.md 13).
 */
export function CustomerShops() {
  const { t } = useTranslation(['customers', 'common']);
  const { data: me } = useCurrentUser();
  const mobile = useDevice() === 'mobile';
  const [state, setState] = useUrlFilters(`customer-shops:${me?.id ?? 0}`, IN_URL, INITIAL);
  const list = useCustomerShops(state.page, state.pageSize, state.shopName || null);

  const columns: TableColumnsType<ShopCount> = [
    {
      title: t('platform.store'),
      dataIndex: 'shopName',
      render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
    },
    { title: t('platform.customers'), dataIndex: 'customers', align: 'right' },
    { title: t('platform.returning'), dataIndex: 'returning', align: 'right' },
    { title: t('platform.photoConsent'), dataIndex: 'photoConsent', align: 'right' },
  ];

  return (
    <div data-testid="customer-shops">
      <Alert type="info" showIcon title={t('platform.hint')} style={{ marginBottom: 12 }} />
      <StoreNameSearch
        value={state.shopName}
        onSearch={(shopName) => setState({ ...state, shopName, page: 1 })}
        placeholder={t('platform.storeSearch')}
        searchText={t('filter.search')}
      />
      <QueryTable<ShopCount>
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
