import { CameraOutlined, SearchOutlined } from '@ant-design/icons';
import type { TShopDevice } from '@skin/contract';
import { Alert, Button, Card, Empty, Input, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../api/account';
import { useDeleteShopDevice, useShopDevices } from '../../api/shopDevice';
import { useRouteMeta } from '../../app/route-meta';
import { useAccess } from '../../auth/access';
import { formatTime } from '../../components/format';
import { AddButton, DeleteButton } from '../../components/ListButtons';
import { pageChange, QueryTable } from '../../components/QueryTable';
import { StorePicker } from '../../components/StorePicker';
import { int, page, pageSize, text, type UrlShape } from '../../hooks/urlFields';
import { useUrlFilters } from '../../hooks/useUrlState';
import { useDevice } from '../../layout/device';
import { DeviceForm } from './components/DeviceForm';
import '../../components/list.css';
import { useFeedback } from '../../app/useFeedback';

interface ListState {
  deviceNo: string;
  deviceName: string;
  page: number;
  pageSize: number;
  shopId: number | null;
}

const INITIAL: ListState = { deviceNo: '', deviceName: '', page: 1, pageSize: 20, shopId: null };
/** `?no=SKN&name=front&page=2` (the platform: `&shopId=3`): the list in its link. */
const IN_URL: UrlShape<ListState> = {
  deviceNo: text('no', 64),
  deviceName: text('name', 64),
  page: page(),
  pageSize: pageSize(),
  shopId: int('shopId'),
};

/**
 * /shop-device: the store's devices with the accounts bound to each; add a device; delete one after a
 * confirmation that says its accounts and permanent viewer ends will be disabled and that it cannot be undone.
 */
export default function ShopDevicePage() {
  const { t } = useTranslation(['shopDevice', 'common', 'menu', 'analyses']);
  const route = useRouteMeta();
  const { message, modal } = useFeedback();
  const { data: me } = useCurrentUser();
  const { can } = useAccess();
  const device = useDevice();
  const platform = me?.kind === 'platform';
  const [state, setState] = useUrlFilters(`devices:${me?.id ?? 0}`, IN_URL, INITIAL, { legacy: 'list' });
  const [typed, setTyped] = useState({ deviceNo: state.deviceNo, deviceName: state.deviceName });
  const [adding, setAdding] = useState(false);
  const remove = useDeleteShopDevice();
  const list = useShopDevices(
    state.page,
    state.pageSize,
    { deviceNo: state.deviceNo || null, deviceName: state.deviceName || null, shopId: platform ? state.shopId : null },
    !platform || state.shopId !== null,
  );
  const mayAdd = !platform && can('shop-device:add');
  const mayDelete = !platform && can('shop-device:delete');
  // A device's analyses (the store's own; the platform sees counts per store only).
  const mayAnalyses = !platform && can('analysis');

  const confirmDelete = (row: TShopDevice) =>
    modal.confirm({
      title: t('deleteTitle', { deviceNo: row.deviceNo }),
      content: (
        <>
          <Typography.Paragraph>{t('deleteBody')}</Typography.Paragraph>
          <Typography.Paragraph strong style={{ marginBottom: 0 }}>
            {t('deleteCount', { count: row.accountCount, enabled: row.enabledAccountCount })}
          </Typography.Paragraph>
        </>
      ),
      okText: t('deleteOk'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        const result = await remove.mutateAsync(row.deviceNo);
        message.success(t('deleted', { deviceNo: row.deviceNo, count: result.disabledUserIds.length }), 5);
      },
    });

  const columns: TableColumnsType<TShopDevice> = [
    {
      title: t('deviceNo'),
      dataIndex: 'deviceNo',
      render: (v: string) => (
        <Typography.Text strong className="su-nowrap">
          {v}
        </Typography.Text>
      ),
    },
    { title: t('deviceName'), dataIndex: 'deviceName' },
    {
      title: t('accounts'),
      dataIndex: 'accountCount',
      render: (_: unknown, row) => (
        <span className="su-nowrap">
          {t('accountsValue', { count: row.accountCount, enabled: row.enabledAccountCount })}
        </span>
      ),
    },
    {
      title: t('createdAt'),
      dataIndex: 'createdAt',
      render: (v: string) => <span className="su-nowrap">{formatTime(v)}</span>,
    },
    // An app sign-in or call from the device, to the minute.
    {
      title: t('lastSeenAt'),
      dataIndex: 'lastSeenAt',
      render: (v: string | null) =>
        v ? (
          <span className="su-nowrap">{formatTime(v)}</span>
        ) : (
          <Typography.Text type="secondary">{t('neverSeen')}</Typography.Text>
        ),
    },
  ];
  if (mayDelete || mayAnalyses) {
    columns.push({
      title: t('common:actions'),
      key: 'actions',
      render: (_: unknown, row) => (
        <span className="su-nowrap">
          {mayAnalyses && (
            <Link
              to={`/analyses?deviceNo=${encodeURIComponent(row.deviceNo)}`}
              aria-label={t('analyses:links.deviceLabel', { deviceNo: row.deviceNo })}
              style={{ paddingInline: 7 }}
            >
              <CameraOutlined /> {t('analyses:links.device')}
            </Link>
          )}
          {mayDelete && <DeleteButton label={t('delete')} onClick={() => confirmDelete(row)} />}
        </span>
      ),
    });
  }

  const search = (next = typed) =>
    setState({ ...state, deviceNo: next.deviceNo.trim(), deviceName: next.deviceName.trim(), page: 1 });
  const searching = Boolean(state.deviceNo || state.deviceName);

  const body =
    platform && state.shopId === null ? (
      <Empty description={t('platform.pickStore')} />
    ) : (
      <QueryTable<TShopDevice>
        query={list}
        paging={state}
        loadFailed={t('loadFailed')}
        mobile={device === 'mobile'}
        skeletonRows={4}
        columns={columns}
        locale={{
          emptyText: searching ? (
            <Empty description={t('noMatch')} />
          ) : (
            <Empty description={t('empty')}>
              <Typography.Paragraph type="secondary">{t('emptyHint')}</Typography.Paragraph>
              {mayAdd && <AddButton label={t('add')} onClick={() => setAdding(true)} />}
            </Empty>
          ),
        }}
        onChange={pageChange(state, setState)}
      />
    );

  return (
    <Card variant="borderless" className="su-card">
      <Typography.Title level={4} className="su-page-title">
        {route ? t(`menu:${route.title}`) : t('menu:shopDevice')}
      </Typography.Title>
      {platform && <Alert type="info" showIcon title={t('platform.hint')} style={{ marginBottom: 12 }} />}
      <div className="su-toolbar">
        <div className="su-search">
          {platform && (
            <StorePicker
              value={state.shopId}
              onChange={(shopId) => setState({ ...state, shopId, page: 1 })}
              placeholder={t('platform.pickStore')}
              label={t('platform.store')}
            />
          )}
          {(['deviceNo', 'deviceName'] as const).map((field) => (
            <Input
              key={field}
              allowClear
              value={typed[field]}
              maxLength={64}
              placeholder={t(field)}
              aria-label={t(field)}
              onChange={(e) => {
                const next = { ...typed, [field]: e.target.value };
                setTyped(next);
                if (!e.target.value) search(next);
              }}
              onPressEnter={() => search()}
            />
          ))}
          <Button type="primary" icon={<SearchOutlined />} onClick={() => search()}>
            {t('searchButton')}
          </Button>
        </div>
        {mayAdd && <AddButton label={t('add')} onClick={() => setAdding(true)} />}
      </div>
      {body}
      {mayAdd && <DeviceForm open={adding} onClose={() => setAdding(false)} />}
    </Card>
  );
}
