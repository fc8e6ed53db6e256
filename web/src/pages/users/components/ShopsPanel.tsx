import {
  cloudBadge,
  cloudDaysLeft,
  parseCloudExpire,
  SHOP_SORT_FIELDS,
  type ShopSortField,
  type ShopStatus,
  type TShopListItem,
  type TShopQueryRequest,
} from '@skin/contract';
import { Alert, Drawer, Empty, Form, Input, Select, Space, type TableColumnsType, Tag, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/account';
import { useSetShopStatus, useShops } from '../../../api/shop';
import { useFeedback } from '../../../app/useFeedback';
import { FilterForm } from '../../../components/FilterForm';
import { formatDate } from '../../../components/format';
import { QueryTable, sortOrderOf } from '../../../components/QueryTable';
import { RowActions } from '../../../components/RowActions';
import { oneOf, page, pageSize, sort, text, type UrlShape } from '../../../hooks/urlFields';
import { useUrlFilters } from '../../../hooks/useUrlState';
import { useDevice } from '../../../layout/device';
import { AccountsPanel } from './AccountsPanel';

interface Filters {
  shopName?: string;
  contact?: string;
  status?: ShopStatus | null;
}
interface ListState {
  filters: Filters;
  page: number;
  pageSize: number;
  sort: { field?: ShopSortField | null; order?: 'ascend' | 'descend' | null };
}
const INITIAL: ListState = { filters: {}, page: 1, pageSize: 20, sort: {} };
/** `?name=demo&status=0&sort=cloudExpireTime`: the list in its link. */
const IN_URL: UrlShape<ListState> = {
  filters: { shopName: text('name', 64), contact: text('contact', 64), status: oneOf('status', [0, 1]) },
  page: page(),
  pageSize: pageSize(),
  sort: sort('sort', SHOP_SORT_FIELDS),
};

/** Cloud expiry with its days left, coloured like the header's cloud box: blue, orange within 15 days, red. */
function CloudExpiry({ value }: { value: string | null }) {
  const { t } = useTranslation(['users', 'common']);
  const date = parseCloudExpire(value);
  if (!date) return <Typography.Text type="secondary">{t('stores.notSet')}</Typography.Text>;
  const days = cloudDaysLeft(date, new Date());
  const color = { blue: 'blue', orange: 'orange', red: 'red' }[cloudBadge(days)];
  return (
    <Space size={2} orientation="vertical" className="su-nowrap">
      <span>{dayjs(date).format('YYYY-MM-DD')}</span>
      <Tag color={color} style={{ marginInlineEnd: 0 }}>
        {days > 0 ? t(days === 1 ? 'stores.dayLeft' : 'stores.daysLeft', { days }) : t('stores.expired')}
      </Tag>
    </Space>
  );
}

/** The store list's filters: name, contact, status (the console's filter form, its buttons at the end of the line). */
function ShopFilters({ value, onSearch }: { value: Filters; onSearch: (filters: Filters) => void }) {
  const { t } = useTranslation('users');
  const [form] = Form.useForm<Filters>();
  return (
    <FilterForm
      form={form}
      name="shop-filters"
      value={value}
      onSearch={onSearch}
      fields={[
        <Form.Item key="shopName" name="shopName" label={t('stores.shopName')}>
          <Input allowClear maxLength={64} placeholder={t('stores.searchName')} />
        </Form.Item>,
        <Form.Item key="contact" name="contact" label={t('stores.contact')}>
          <Input allowClear maxLength={64} placeholder={t('stores.searchContact')} />
        </Form.Item>,
        <Form.Item key="status" name="status" label={t('stores.status')}>
          <Select
            allowClear
            placeholder={t('filter.all')}
            options={[
              { value: 1, label: t('stores.normal') },
              { value: 0, label: t('stores.invalid') },
            ]}
          />
        </Form.Item>,
      ]}
      texts={{ search: t('filter.search'), reset: t('filter.reset'), more: t('filter.more'), less: t('filter.less') }}
    />
  );
}

/** The platform operator's /users: every store, its status (with the action to change it) and its accounts. */
export function ShopsPanel() {
  const { t } = useTranslation(['users', 'common']);
  const { message, modal } = useFeedback();
  const { data: me } = useCurrentUser();
  const device = useDevice();
  const [state, setState] = useUrlFilters(`shops:${me?.id ?? 0}`, IN_URL, INITIAL, { legacy: 'stores' });
  const [opened, setOpened] = useState<{ open: boolean; shop?: TShopListItem }>({ open: false });
  const query = useMemo<TShopQueryRequest>(
    () => ({
      shopName: state.filters.shopName?.trim() || null,
      contact: state.filters.contact?.trim() || null,
      status: state.filters.status ?? null,
      sortField: state.sort.field ?? null,
      sortOrder: state.sort.order ?? null,
    }),
    [state.filters, state.sort],
  );
  const list = useShops(state.page, state.pageSize, query);
  const setStatus = useSetShopStatus();

  const askStatus = (row: TShopListItem) =>
    modal.confirm({
      title: t(row.status === 1 ? 'stores.confirmInvalid' : 'stores.confirmNormal', { name: row.shopName }),
      okText: t('common:confirm'),
      cancelText: t('common:cancel'),
      okButtonProps: { danger: row.status === 1 },
      onOk: async () => {
        const next = row.status === 1 ? 0 : 1;
        // A refusal is shown by the request client; the confirmation closes either way.
        const done = await setStatus.mutateAsync({ id: row.id, status: next }).then(
          () => true,
          () => false,
        );
        if (done)
          message.success(t(next === 1 ? 'stores.markedNormal' : 'stores.markedInvalid', { name: row.shopName }));
      },
    });

  const columns: TableColumnsType<TShopListItem> = [
    { title: t('stores.id'), dataIndex: 'id', width: 80, sorter: true, sortOrder: sortOrderOf(state.sort, 'id') },
    {
      title: t('stores.shopName'),
      dataIndex: 'shopName',
      sorter: true,
      sortOrder: sortOrderOf(state.sort, 'shopName'),
      // The registration date rides along as a tooltip, the owner's account and the store's time zone (its figures'
      // days: issue 43) under the name: the row then fits a laptop in every language.
      render: (v: string, row) => (
        <div className="su-name-cell">
          <Typography.Text strong title={`${t('stores.createdAt')}: ${formatDate(row.createdAt)}`}>
            {v}
          </Typography.Text>
          <Typography.Text type="secondary" className="su-subtext" title={t('stores.owner')}>
            {row.ownerName ?? '—'}
          </Typography.Text>
          <Typography.Text type="secondary" className="su-subtext" title={t('stores.timeZone')}>
            {row.timeZone}
          </Typography.Text>
        </div>
      ),
    },
    {
      // Contact and phone in one cell, so the row fits a laptop screen.
      title: `${t('stores.contact')} / ${t('stores.mobile')}`,
      dataIndex: 'contact',
      render: (_: unknown, row) => (
        <div className="su-nowrap">
          <div>{row.contact || '—'}</div>
          {row.mobile && <Typography.Text type="secondary">+{row.mobile}</Typography.Text>}
        </div>
      ),
    },
    {
      title: t('stores.status'),
      dataIndex: 'status',
      render: (v: number) =>
        v === 1 ? <Tag color="success">{t('stores.normal')}</Tag> : <Tag color="default">{t('stores.invalid')}</Tag>,
    },
    {
      title: t('stores.vipGrade'),
      dataIndex: 'vipGrade',
      sorter: true,
      sortOrder: sortOrderOf(state.sort, 'vipGrade'),
      render: (v: number) => <span className="su-nowrap">{t('stores.vipValue', { grade: v })}</span>,
    },
    {
      title: t('stores.upgradeDays'),
      dataIndex: 'upgradeDays',
      sorter: true,
      sortOrder: sortOrderOf(state.sort, 'upgradeDays'),
    },
    {
      title: t('stores.cloudExpire'),
      dataIndex: 'cloudExpireTime',
      sorter: true,
      sortOrder: sortOrderOf(state.sort, 'cloudExpireTime'),
      render: (v: string | null) => <CloudExpiry value={v} />,
    },
    {
      title: `${t('stores.accounts')} / ${t('stores.devices')}`,
      dataIndex: 'accountCount',
      render: (_: unknown, row) => `${row.accountCount} / ${row.deviceCount}`,
    },
    {
      title: t('fields.actions'),
      key: 'actions',
      fixed: device === 'mobile' ? undefined : 'right',
      render: (_: unknown, row) => (
        <RowActions
          mobile={device === 'mobile'}
          budget={16}
          items={[
            { key: 'open', label: t('stores.openAccounts'), onClick: () => setOpened({ open: true, shop: row }) },
            {
              key: 'status',
              label: row.status === 1 ? t('stores.setInvalid') : t('stores.setNormal'),
              danger: row.status === 1,
              onClick: () => askStatus(row),
            },
          ]}
        />
      ),
    },
  ];

  const body = (
    <QueryTable<TShopListItem>
      query={list}
      paging={state}
      loadFailed={t('stores.loadFailed')}
      mobile={device === 'mobile'}
      columns={columns}
      locale={{ emptyText: <Empty description={t('stores.empty')} /> }}
      onChange={(pagination, _f, sorter) => {
        const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<TShopListItem> | undefined;
        setState({
          ...state,
          page: pagination.current ?? 1,
          pageSize: pagination.pageSize ?? state.pageSize,
          sort: { field: s?.order ? (s.field as ShopSortField) : null, order: s?.order ?? null },
        });
      }}
    />
  );

  return (
    <div data-testid="shops-panel">
      <ShopFilters
        key={JSON.stringify(state.filters)}
        value={state.filters}
        onSearch={(filters) => setState({ ...state, filters, page: 1 })}
      />
      {body}
      <Drawer
        open={opened.open}
        onClose={() => setOpened((o) => ({ ...o, open: false }))}
        title={t('stores.drawerTitle', { name: opened.shop?.shopName ?? '' })}
        size={device === 'desktop' ? 1100 : '100%'}
        destroyOnHidden
      >
        <Alert type="info" showIcon title={t('stores.readOnly')} style={{ marginBottom: 12 }} />
        {opened.shop && <AccountsPanel shopId={opened.shop.id} readOnly />}
      </Drawer>
    </div>
  );
}
