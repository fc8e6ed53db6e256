import { ArrowLeftOutlined, DeleteOutlined, DownloadOutlined, EditOutlined } from '@ant-design/icons';
import type { TAnalysis, TConsentRecord, TCustomerDetail } from '@skin/contract';
import { Button, Card, Descriptions, Result, Skeleton, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCustomer, useCustomerAnalyses, useExportCustomerData } from '../../../api/customer';
import { useFeedback } from '../../../app/useFeedback';
import { useAccess } from '../../../auth/access';
import { formatDate, formatTime } from '../../../components/format';
import { QueryFailed, RecordNotFound } from '../../../components/LoadFailed';
import { RouteLink } from '../../../components/RowLink';
import { LANGUAGE_NAMES } from '../../../i18n/language';
import { useDevice } from '../../../layout/device';
import { ComparePanel } from './ComparePanel';
import { EraseDialog } from './EraseDialog';
import { PhotoViews } from './PhotoViews';
import { ProfileDialog } from './ProfileDialog';
import { ConsentTag, CustomerName, PhoneText } from './parts';
import { RecommendPanel } from './RecommendPanel';
import { SharesPanel } from './SharesPanel';
import { VISITS_PAGE_SIZE, Visits } from './Visits';

/** `?visits=2`: the timeline's page; `?compare=41,38`: the two visits compared (a link shows the same). */
const PAGE_PARAM = 'visits';
const COMPARE_PARAM = 'compare';
const readPage = (raw: string | null) => (raw && /^\d{1,5}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1);
const readPicked = (raw: string | null): number[] =>
  (raw ?? '')
    .split(',')
    .filter((s) => /^\d{1,15}$/.test(s))
    .map(Number)
    .slice(0, 2);

function ConsentHistory({ consents }: { consents: TConsentRecord[] }) {
  const { t } = useTranslation('customers');
  const mobile = useDevice() === 'mobile';
  const yesNo = (v: boolean) => (v ? t('detail.yes') : t('detail.no'));
  const columns: TableColumnsType<TConsentRecord> = [
    { title: t('detail.version'), dataIndex: 'version' },
    {
      title: t('detail.language'),
      dataIndex: 'language',
      render: (l: TConsentRecord['language']) => LANGUAGE_NAMES[l],
    },
    {
      title: t('detail.acceptedAt'),
      dataIndex: 'acceptedAt',
      render: (v: string) => <span className="su-nowrap">{formatTime(v)}</span>,
    },
    { title: t('detail.photos'), dataIndex: 'photos', render: yesNo },
    { title: t('detail.contact'), dataIndex: 'contact', render: yesNo },
  ];
  if (!consents.length) return <Typography.Text type="secondary">{t('detail.noConsents')}</Typography.Text>;
  return (
    <Table<TConsentRecord>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={consents}
      pagination={false}
      scroll={mobile ? { x: 480 } : undefined}
      data-testid="customer-consents"
    />
  );
}

function Profile({ customer, onEdit }: { customer: TCustomerDetail; onEdit: (() => void) | null }) {
  const { t } = useTranslation('customers');
  const none = t('detail.noValue');
  return (
    <Card
      size="small"
      title={t('detail.profile')}
      extra={
        onEdit && (
          <Button size="small" icon={<EditOutlined />} onClick={onEdit}>
            {t('detail.edit')}
          </Button>
        )
      }
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="customer-profile">
        <Descriptions.Item label={t('fields.code')}>{customer.code}</Descriptions.Item>
        <Descriptions.Item label={t('fields.name')}>
          <CustomerName name={customer.name} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.phone')}>
          <PhoneText phone={customer.phone} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.gender')}>
          {customer.gender ? t(`gender.${customer.gender}`) : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.birthYear')}>{customer.birthYear ?? none}</Descriptions.Item>
        <Descriptions.Item label={t('fields.consent')}>
          <ConsentTag consent={customer.consent} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.visits')}>{customer.visits}</Descriptions.Item>
        <Descriptions.Item label={t('fields.firstVisitAt')}>
          {formatDate(customer.firstVisitAt) || none}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.lastVisitAt')}>
          {formatDate(customer.lastVisitAt) || none}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.note')} span={{ xs: 1, sm: 2, lg: 3 }}>
          <span className="cu-note">{customer.note ?? none}</span>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/**
 * One customer of the store (`/customers/:id`): her profile (editable with the `customer` code), her consent history
 * and her visits newest first. Another store's customer, or no customer, is "not found" (the server answers 404).
 */
export function CustomerPage({ id }: { id: number | null }) {
  const { t } = useTranslation(['customers', 'common']);
  const { can } = useAccess();
  const customer = useCustomer(id);
  const [erasing, setErasing] = useState(false);
  const exporting = useExportCustomerData();
  const { message } = useFeedback();
  const [editing, setEditing] = useState(false);
  // The visit whose programmes are shown: the latest until one is asked for on the timeline.
  const [forVisit, setForVisit] = useState<TAnalysis | null>(null);
  const programmes = useRef<HTMLDivElement>(null);
  const [params, setParams] = useSearchParams();
  const visitsPage = readPage(params.get(PAGE_PARAM));
  const chosen = readPicked(params.get(COMPARE_PARAM));
  // Without a choice, the latest visit and the one before (the timeline's first page, asked for once for both).
  // Asked for once she is known not erased (an erased customer's visits answer 404).
  const latest = useCustomerAnalyses(customer.data && !customer.data.erasedAt ? id : null, 1, VISITS_PAGE_SIZE);
  const newest = latest.data?.list ?? [];
  const picked = params.has(COMPARE_PARAM) || newest.length < 2 ? chosen : [newest[0]!.id, newest[1]!.id];
  const recommendFor = forVisit ?? newest[0] ?? null;

  const setParam = (name: string, value: string | null) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (value === null) p.delete(name);
        else p.set(name, value);
        return p;
      },
      { replace: name === COMPARE_PARAM },
    );
  const pick = (visit: TAnalysis, on: boolean) => {
    // Two at most: a third pick replaces the first of the two.
    const next = on
      ? [...picked.filter((v) => v !== visit.id), visit.id].slice(-2)
      : picked.filter((v) => v !== visit.id);
    setParam(COMPARE_PARAM, next.join(','));
  };

  const back = (
    <RouteLink to="/customers" className="cu-back">
      <ArrowLeftOutlined /> {t('detail.back')}
    </RouteLink>
  );
  if (id === null)
    return (
      <div data-testid="customer-page">
        {back}
        <RecordNotFound title={t('detail.notFound')} message={t('detail.notFoundHint')} />
      </div>
    );
  if (customer.isError) {
    return (
      <div data-testid="customer-page">
        {back}
        <QueryFailed
          query={customer}
          title={t('detail.loadFailed')}
          notFound={{ title: t('detail.notFound'), message: t('detail.notFoundHint') }}
        />
      </div>
    );
  }
  if (customer.isPending) return <Skeleton active paragraph={{ rows: 8 }} data-testid="customer-loading" />;
  const c = customer.data;
  if (c.erasedAt)
    return (
      <div data-testid="customer-page" className="cu-page">
        {back}
        <Result
          status="info"
          title={t('rights.erasedTitle')}
          subTitle={t('rights.erasedHint', { time: formatTime(c.erasedAt) })}
          data-testid="customer-erased"
        />
      </div>
    );
  const label = c.name ?? c.code;
  return (
    <div data-testid="customer-page" className="cu-page">
      {back}
      <div className="cu-head">
        <Typography.Title level={5} className="cu-title">
          {label}
          {c.name && (
            <Typography.Text type="secondary" className="cu-title__code">
              {c.code}
            </Typography.Text>
          )}
        </Typography.Title>
        {can('customer:erase') && (
          <Space wrap className="cu-head__actions">
            <Button
              icon={<DownloadOutlined />}
              loading={exporting.isPending}
              onClick={() =>
                exporting.mutate(c.id, {
                  onSuccess: (file) => message.success(t('rights.exported', { file: file.fileName })),
                })
              }
            >
              {t('rights.export')}
            </Button>
            <Button danger icon={<DeleteOutlined />} onClick={() => setErasing(true)}>
              {t('rights.erase')}
            </Button>
          </Space>
        )}
      </div>
      <Profile customer={c} onEdit={can('customer') ? () => setEditing(true) : null} />
      <Card size="small" title={t('detail.consents')}>
        <ConsentHistory consents={c.consents} />
      </Card>
      <Card size="small" title={t('rights.views')}>
        <PhotoViews customerId={c.id} />
      </Card>
      <Card
        size="small"
        title={t('detail.timeline')}
        extra={
          can('analysis') && c.visits > 0 ? (
            <RouteLink to={`/analyses?customer=${c.id}`}>{t('detail.allAnalyses')}</RouteLink>
          ) : null
        }
      >
        <Visits
          customerId={c.id}
          page={visitsPage}
          onPage={(p) => setParam(PAGE_PARAM, p > 1 ? String(p) : null)}
          picked={picked}
          onPick={pick}
          onRecommend={(v) => {
            setForVisit(v);
            programmes.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
          }}
        />
      </Card>
      {c.visits > 0 && (
        <Card size="small" title={t('compare.title')}>
          {(latest.data?.total ?? 0) < 2 ? (
            <Typography.Text type="secondary">{t('compare.needTwo')}</Typography.Text>
          ) : (
            <ComparePanel customerId={c.id} picked={picked} />
          )}
        </Card>
      )}
      {recommendFor && (
        <Card
          size="small"
          title={t('recommend.title')}
          extra={
            <Typography.Text type="secondary" className="su-subtext">
              {t('recommend.forVisit', { time: formatTime(recommendFor.analysedAt) })}
            </Typography.Text>
          }
          ref={programmes}
        >
          <RecommendPanel
            analysisId={recommendFor.id}
            names={new Map(recommendFor.symptoms.map((s) => [s.symptomKey, s.name ?? s.symptomKey]))}
          />
        </Card>
      )}
      {c.visits > 0 && (
        <Card size="small" title={t('share.shares')}>
          <SharesPanel customerId={c.id} />
        </Card>
      )}
      {can('customer:erase') && (
        <EraseDialog customer={c} label={label} open={erasing} onClose={() => setErasing(false)} />
      )}
      <ProfileDialog
        customer={c}
        open={editing}
        phoneShown={can('customer:contact')}
        onClose={() => setEditing(false)}
      />
    </div>
  );
}
