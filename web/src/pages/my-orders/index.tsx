import { CloudOutlined, TeamOutlined } from '@ant-design/icons';
import {
  isOpenOrder,
  ORDER_SORT_FIELDS,
  type OrderSortField,
  PAY_METHODS,
  type TOrder,
  type TOrderDetail,
} from '@skin/contract';
import { Button, Card, Empty, Form, Input, Space, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../api/account';
import { useCancelOrder, useExportOrders, useOrders, useRefundOrder } from '../../api/order';
import { useRouteMeta } from '../../app/route-meta';
import { useFeedback } from '../../app/useFeedback';
import { useAccess } from '../../auth/access';
import { ExportMenu } from '../../components/ExportMenu';
import { formatTime } from '../../components/format';
import { ListToolbar } from '../../components/ListToolbar';
import { OrderDetailDrawer } from '../../components/order/OrderDetailDrawer';
import {
  Money,
  OrderStatusTag,
  OrderTypeText,
  PayMethodText,
  useMoney,
  useOrderLine,
} from '../../components/order/OrderTags';
import { pageOrSortChange, QueryTable, sortOrderOf } from '../../components/QueryTable';
import { RowActions } from '../../components/RowActions';
import { ActionLink } from '../../components/RowLink';
import { StorePicker } from '../../components/StorePicker';
import { days, int, oneOf, page, pageSize, sort, text, type UrlShape } from '../../hooks/urlFields';
import { useConfirmDanger } from '../../hooks/useConfirmDanger';
import { useUrlFilters } from '../../hooks/useUrlState';
import { useDevice } from '../../layout/device';
import { hasOrderFilters, OrderFilters, type OrderFilterValues, toOrderFilter } from './OrderFilters';

interface ListState {
  filters: OrderFilterValues;
  page: number;
  pageSize: number;
  sort: { field?: OrderSortField | null; order?: 'ascend' | 'descend' | null };
  shopId: number | null;
}
const INITIAL: ListState = { filters: {}, page: 1, pageSize: 20, sort: {}, shopId: null };
/** `?status=3&from=2026-11-01&page=2&sort=-createdAt`: the list in its link. */
const IN_URL: UrlShape<ListState> = {
  filters: {
    orderNo: text('orderNo', 40),
    userNameFull: text('user', 32),
    orderType: oneOf('type', [1, 2]),
    orderStatus: oneOf('status', [1, 2, 3, 4, 5]),
    payStatus: oneOf('pay', [0, 1, 2, 3]),
    payMethod: oneOf('method', PAY_METHODS),
    created: days('from', 'to'),
  },
  page: page(),
  pageSize: pageSize(),
  sort: sort('sort', ORDER_SORT_FIELDS),
  shopId: int('shopId'),
};

/**
 * /my-orders: a store's orders (the platform operator: every store's, or one store's), filtered, sorted and
 * paged; a detail drawer; Pay and Cancel for the store's open orders, Refund of a paid order for the platform;
 * export. `?orderNo=` (from the result page) shows that order and opens it.
 */
export default function MyOrdersPage() {
  const { t } = useTranslation(['orders', 'common', 'menu']);
  const route = useRouteMeta();
  const navigate = useNavigate();
  const { message, modal } = useFeedback();
  const { data: me } = useCurrentUser();
  const { can } = useAccess();
  const device = useDevice();
  const mobile = device === 'mobile';
  const platform = me?.kind === 'platform';
  const [params, setParams] = useSearchParams();
  const linked = params.get('orderNo');
  const [state, setState] = useUrlFilters(`orders:${me?.id ?? 0}`, IN_URL, INITIAL, { legacy: 'orders' });
  const filters = linked && !state.filters.orderNo ? { ...state.filters, orderNo: linked } : state.filters;
  const [filterKey, setFilterKey] = useState(0);
  const [open, setOpen] = useState<string | null>(linked);
  const confirmDanger = useConfirmDanger();
  const money = useMoney();
  const line = useOrderLine();

  const query = useMemo(
    () => ({
      ...toOrderFilter(filters),
      shopId: platform ? state.shopId : null,
      sortField: state.sort.field,
      sortOrder: state.sort.order,
    }),
    [filters, state.sort, state.shopId, platform],
  );
  const list = useOrders(state.page, state.pageSize, query);
  const cancel = useCancelOrder();
  const refund = useRefundOrder();
  const exporter = useExportOrders();
  const [refundForm] = Form.useForm<{ reason?: string }>();

  const mayChange = !platform && can('my-orders');
  const filtered = hasOrderFilters(filters) || (platform && state.shopId !== null);

  const askCancel = (o: Pick<TOrder, 'orderNo'>) =>
    confirmDanger({
      title: t('cancel.title', { orderNo: o.orderNo }),
      content: t('cancel.body'),
      okText: t('cancel.ok'),
      run: () => cancel.mutateAsync(o.orderNo),
      done: t('cancel.done', { orderNo: o.orderNo }),
    });
  const askRefund = (o: TOrder) => {
    refundForm.resetFields();
    modal.confirm({
      title: t('refund.title', { orderNo: o.orderNo }),
      content: (
        <>
          <p>
            {t('refund.body', {
              amount: money(o.payAmount, o.currency),
              method: o.payMethod ? t(`method.${o.payMethod}`) : '—',
            })}
          </p>
          <Form form={refundForm} layout="vertical">
            <Form.Item name="reason" label={t('refund.reason')}>
              <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2 }} />
            </Form.Item>
          </Form>
        </>
      ),
      okText: t('refund.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        const reason = refundForm.getFieldValue('reason') as string | undefined;
        const done = await refund.mutateAsync({ orderNo: o.orderNo, reason: reason?.trim() || undefined }).then(
          () => true,
          () => false,
        );
        if (done) message.success(t('refund.done', { orderNo: o.orderNo }));
      },
    });
  };

  const actionsOf = (o: TOrder | TOrderDetail) => {
    const open = isOpenOrder(o.orderStatus);
    return [
      ...(mayChange && open ? [{ key: 'pay', label: t('actions.pay') }] : []),
      ...(mayChange && open ? [{ key: 'cancel', label: t('actions.cancel'), danger: true }] : []),
      ...(platform && o.orderStatus === 3 && o.payMethod !== 'appstore'
        ? [{ key: 'refund', label: t('actions.refund'), danger: true }]
        : []),
    ];
  };
  const run = (o: TOrder, key: string) => {
    if (key === 'pay') navigate(`/payment?orderNo=${o.orderNo}`);
    else if (key === 'cancel') askCancel(o);
    else if (key === 'refund') askRefund(o);
    else setOpen(o.orderNo);
  };

  const columns: TableColumnsType<TOrder> = [
    {
      title: t('fields.orderNo'),
      dataIndex: 'orderNo',
      render: (no: string, o) => (
        <div className="su-name-cell">
          <ActionLink onClick={() => setOpen(no)} className="su-nowrap" data-testid="order-no">
            {no}
          </ActionLink>
          <Typography.Text type="secondary" className="su-subtext">
            {line(o)}
          </Typography.Text>
        </div>
      ),
    },
    ...(platform
      ? [
          {
            title: t('fields.store'),
            dataIndex: 'shopName',
            render: (v: string) => <span className="su-nowrap">{v}</span>,
          },
        ]
      : []),
    {
      title: t('fields.orderType'),
      dataIndex: 'orderType',
      render: (v: TOrder['orderType']) => <OrderTypeText type={v} />,
    },
    { title: t('fields.userName'), dataIndex: 'userName' },
    {
      title: t('fields.orderAmount'),
      dataIndex: 'orderAmount',
      sorter: true,
      sortOrder: sortOrderOf(state.sort, 'orderAmount'),
      align: 'right',
      render: (v: number, o) => <Money amount={v} currency={o.currency} />,
    },
    {
      title: t('fields.orderStatus'),
      dataIndex: 'orderStatus',
      render: (v: TOrder['orderStatus']) => <OrderStatusTag status={v} />,
    },
    {
      title: t('fields.payMethod'),
      dataIndex: 'payMethod',
      render: (v: TOrder['payMethod']) => <PayMethodText method={v} />,
    },
    {
      title: t('fields.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      sortOrder: sortOrderOf(state.sort, 'createdAt'),
      render: (v: string) => <span className="su-nowrap">{formatTime(v)}</span>,
    },
    {
      title: t('fields.paidAt'),
      dataIndex: 'paidAt',
      sorter: true,
      sortOrder: sortOrderOf(state.sort, 'paidAt'),
      render: (v: string | null) => <span className="su-nowrap">{formatTime(v) || '—'}</span>,
    },
    {
      title: t('fields.actions'),
      key: 'actions',
      fixed: mobile ? undefined : 'right',
      render: (_: unknown, o) => (
        <RowActions
          mobile={mobile}
          inline={3}
          budget={16}
          items={[{ key: 'view', label: t('actions.view') }, ...actionsOf(o)].map((i) => ({
            ...i,
            onClick: () => run(o, i.key),
          }))}
        />
      ),
    },
  ];

  /** The order a link named (`?orderNo=`) leaves the URL once the user searches or clears the filters. */
  const forgetLinkedOrder = () => {
    if (!linked) return;
    setParams(
      (p) => {
        p.delete('orderNo');
        return p;
      },
      { replace: true },
    );
  };
  const clearFilters = () => {
    setState({ ...state, filters: {}, shopId: null, page: 1 });
    forgetLinkedOrder();
    setFilterKey((k) => k + 1);
  };

  const empty = filtered ? (
    <Empty description={t('list.noMatch')}>
      <Button onClick={clearFilters}>{t('list.clearFilters')}</Button>
    </Empty>
  ) : (
    <Empty
      description={
        <>
          <Typography.Text strong>{t('list.empty')}</Typography.Text>
          <br />
          {t('list.emptyHint')}
        </>
      }
    >
      {!platform && (
        <Space wrap>
          {can('cloud') && (
            <Button type="primary" icon={<CloudOutlined />} onClick={() => navigate('/cloud')}>
              {t('list.toCloud')}
            </Button>
          )}
          {can('users') && (
            <Button icon={<TeamOutlined />} onClick={() => navigate('/users')}>
              {t('list.toUsers')}
            </Button>
          )}
        </Space>
      )}
    </Empty>
  );

  return (
    <Card variant="borderless" className="su-card">
      <Typography.Title level={4} className="su-page-title">
        {route ? t(`menu:${route.title}`) : t('menu:myOrders')}
      </Typography.Title>
      <OrderFilters
        key={filterKey}
        value={filters}
        onSearch={(f) => {
          forgetLinkedOrder();
          setState({ ...state, filters: f, page: 1 });
        }}
      />
      <ListToolbar
        list={list.data}
        before={
          platform && (
            <StorePicker
              value={state.shopId}
              onChange={(shopId) => setState({ ...state, shopId, page: 1 })}
              placeholder={t('list.allStores')}
              label={t('list.storePlaceholder')}
            />
          )
        }
      >
        <ExportMenu disabled={!list.data?.total} exporter={exporter} query={query} />
      </ListToolbar>
      <QueryTable<TOrder>
        query={list}
        paging={state}
        rowKey="orderNo"
        loadFailed={t('list.loadFailed')}
        mobile={mobile}
        skeletonRows={6}
        skeletonTestId="orders-loading"
        minWidth={1100}
        columns={columns}
        locale={{ emptyText: empty }}
        onChange={pageOrSortChange(state, setState)}
      />
      <OrderDetailDrawer
        orderNo={open}
        onClose={() => setOpen(null)}
        platform={platform}
        mobile={mobile}
        extra={(o) =>
          actionsOf(o).length ? (
            <Space>
              {actionsOf(o).map((i) => (
                <Button
                  key={i.key}
                  type={i.key === 'pay' ? 'primary' : 'default'}
                  danger={i.danger}
                  onClick={() => run(o, i.key)}
                >
                  {i.label}
                </Button>
              ))}
            </Space>
          ) : null
        }
      />
    </Card>
  );
}
