import { SearchOutlined } from '@ant-design/icons';
import { AUDIT_ACTIONS, type TAuditEntry, type TAuditQueryRequest } from '@skin/contract';
import { Button, Col, DatePicker, Empty, Form, Input, Row, Select, type TableColumnsType, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/account';
import { useAuditLog } from '../../../api/audit';
import { useShops } from '../../../api/shop';
import { formatTime } from '../../../components/format';
import { QueryTable } from '../../../components/QueryTable';
import { days, int, oneOf, page, pageSize, text, type UrlShape } from '../../../hooks/urlFields';
import { useUrlFilters } from '../../../hooks/useUrlState';
import { useDevice } from '../../../layout/device';

interface Filters {
  shopId?: number | null;
  action?: string | null;
  actorName?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

interface ListState {
  filters: Filters;
  page: number;
  pageSize: number;
}
const INITIAL: ListState = { filters: {}, page: 1, pageSize: 20 };
/** `?tab=audit&audit.action=user.close&audit.from=2026-11-01`: beside the other lists of /users, its own names. */
const IN_URL: UrlShape<ListState> = {
  filters: {
    shopId: int('shopId'),
    action: oneOf('action', AUDIT_ACTIONS),
    actorName: text('actor', 32),
    range: days('from', 'to'),
  },
  page: page(),
  pageSize: pageSize(),
};

function toQuery(f: Filters): TAuditQueryRequest {
  const [from, to] = f.range ?? [null, null];
  return {
    shopId: f.shopId ?? null,
    action: f.action || null,
    actorName: f.actorName?.trim() || null,
    from: from ? from.startOf('day').format() : null,
    to: to ? to.endOf('day').format() : null,
  };
}

/** The translated action (`user.close` is the key `actions.user_close`); unknown ones as they are. */
export function actionLabel(t: TFunction<'audit'>, action: string): string {
  return t(`actions.${action.replace(/\./g, '_')}` as 'actions.user_add', { defaultValue: action });
}

/** What the entry is about, in words: "App account linmei", "Device SKN-A1-0001". */
function targetLabel(t: TFunction<'audit'>, entry: TAuditEntry): string {
  const type = t(`targets.${entry.targetType}` as 'targets.app_user', { defaultValue: entry.targetType });
  const row = (entry.after ?? entry.before) as Record<string, unknown> | null;
  const name = row && typeof row === 'object' ? (row.userName ?? row.deviceNo ?? row.shopName ?? row.name) : null;
  return `${type} ${typeof name === 'string' ? name : `#${entry.targetId}`}`;
}

function Json({ value, label, none }: { value: unknown; label: string; none: string }) {
  return (
    <div>
      <Typography.Text type="secondary">{label}</Typography.Text>
      {value === null || value === undefined ? (
        <Typography.Paragraph type="secondary" italic style={{ margin: '4px 0 0' }}>
          {none}
        </Typography.Paragraph>
      ) : (
        <pre className="su-json">{JSON.stringify(value, null, 2)}</pre>
      )}
    </div>
  );
}

/** Who did what, when, on which row, with the row before (and after) in an expandable row. */
export function AuditPanel({ platform = false }: { platform?: boolean }) {
  const { t } = useTranslation('audit');
  const device = useDevice();
  const [form] = Form.useForm<Filters>();
  const { data: me } = useCurrentUser();
  const [state, setState] = useUrlFilters(`audit:${me?.id ?? 0}`, IN_URL, INITIAL, {
    legacy: 'audit',
    prefix: 'audit.',
  });
  const { filters } = state;
  const [shopSearch, setShopSearch] = useState('');
  const query = useMemo(() => toQuery(filters), [filters]);
  const list = useAuditLog(state.page, state.pageSize, query);
  const shops = useShops(1, 50, { shopName: shopSearch || null }, platform);

  const columns: TableColumnsType<TAuditEntry> = [
    {
      title: t('time'),
      dataIndex: 'createdAt',
      render: (v: string) => <span className="su-nowrap">{formatTime(v)}</span>,
    },
    ...(platform
      ? [
          {
            title: t('store'),
            dataIndex: 'shopName',
            render: (v: string | null) => v ?? t('platformWide'),
          },
        ]
      : []),
    { title: t('actor'), dataIndex: 'actorName', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
    { title: t('action'), dataIndex: 'action', render: (v: string) => actionLabel(t, v) },
    { title: t('target'), key: 'target', render: (_: unknown, row) => targetLabel(t, row) },
  ];

  const span = { xs: 24, sm: 12, lg: 8, xxl: 6 };
  const body = (
    <QueryTable<TAuditEntry>
      query={list}
      paging={state}
      loadFailed={t('loadFailed')}
      mobile={device === 'mobile'}
      columns={columns}
      locale={{ emptyText: <Empty description={t('empty')} /> }}
      expandable={{
        // A fixed expand column keeps the before/after view within the visible width while the table scrolls.
        fixed: 'left',
        expandedRowRender: (row) => (
          <div className="su-audit-diff">
            <Json label={t('before')} value={row.before} none={t('none')} />
            <Json label={t('after')} value={row.after} none={t('none')} />
          </div>
        ),
      }}
      onChange={(p) => setState({ ...state, page: p.current ?? 1, pageSize: p.pageSize ?? 20 })}
    />
  );

  return (
    <div data-testid="audit-panel">
      <Form
        form={form}
        className="su-filters"
        layout={device === 'mobile' ? 'vertical' : 'horizontal'}
        labelCol={device === 'mobile' ? undefined : { flex: '96px' }}
        labelWrap
        name="audit-filters"
        initialValues={filters}
        onFinish={(v) => setState({ ...state, filters: v, page: 1 })}
      >
        <Row gutter={16}>
          {platform && (
            <Col {...span}>
              <Form.Item name="shopId" label={t('store')}>
                <Select
                  allowClear
                  placeholder={t('allStores')}
                  showSearch={{ filterOption: false, onSearch: setShopSearch }}
                  loading={shops.isFetching}
                  options={(shops.data?.list ?? []).map((s) => ({ value: s.id, label: `${s.shopName} (#${s.id})` }))}
                />
              </Form.Item>
            </Col>
          )}
          <Col {...span}>
            <Form.Item name="action" label={t('action')}>
              <Select
                allowClear
                placeholder={t('allActions')}
                options={AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(t, a) }))}
                popupMatchSelectWidth={false}
              />
            </Form.Item>
          </Col>
          <Col {...span}>
            <Form.Item name="actorName" label={t('actor')}>
              <Input allowClear placeholder={t('actorPlaceholder')} maxLength={32} />
            </Form.Item>
          </Col>
          <Col {...span}>
            <Form.Item name="range" label={t('time')}>
              <DatePicker.RangePicker
                allowEmpty={[true, true]}
                style={{ width: '100%' }}
                inputReadOnly={device === 'mobile'}
              />
            </Form.Item>
          </Col>
          <Col {...span} flex="auto">
            <Form.Item>
              <div className="su-filters__buttons">
                <Button
                  onClick={() => {
                    form.resetFields();
                    setState({ ...state, filters: {}, page: 1 });
                  }}
                >
                  {t('reset')}
                </Button>
                <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                  {t('search')}
                </Button>
              </div>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {body}
    </div>
  );
}
