import { EyeOutlined, TagsOutlined } from '@ant-design/icons';
import { SYMPTOM_KEY_MAX, SYMPTOM_KEY_RE, type TTreatmentCase } from '@skin/contract';
import { Button, Card, DatePicker, Empty, Image, type TableColumnsType, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../api/account';
import { useSymptomChoices } from '../../api/symptomLabel';
import { useDeleteTreatmentCase, useTreatmentCases } from '../../api/treatmentCase';
import { useAccess } from '../../auth/access';
import { ContentScreenTitle, ViewedStorePicker } from '../../components/ContentScreenTitle';
import { formatDate, formatTime } from '../../components/format';
import { AddButton, DeleteButton, EditButton } from '../../components/ListButtons';
import { pageChange, QueryTable } from '../../components/QueryTable';
import { ActionLink } from '../../components/RowLink';
import { SymptomDegreeTag, SymptomSelect } from '../../components/SymptomSelect';
import { closedDays, page, pageSize, text, type UrlShape } from '../../hooks/urlFields';
import { useConfirmDanger } from '../../hooks/useConfirmDanger';
import { useEditDialog } from '../../hooks/useEditDialog';
import { usePageInRange } from '../../hooks/usePageInRange';
import { useUrlFilters } from '../../hooks/useUrlState';
import { useViewedStore } from '../../hooks/useViewedStore';
import { useDevice } from '../../layout/device';
import { CaseDetail } from './components/CaseDetail';
import { CaseForm } from './components/CaseForm';
import { useCycleText } from './components/cycle';
import '../../components/list.css';
import '../../components/content.css';
import './treatment-case.css';

interface ListState {
  symptomKey: string | null;
  /** Created within these days (inclusive, local time). */
  range: [Dayjs, Dayjs] | null;
  page: number;
  pageSize: number;
}
const INITIAL: ListState = { symptomKey: null, range: null, page: 1, pageSize: 20 };
/** `?symptom=acne&from=2026-11-01&to=2026-11-30&page=2`: the list in its link. */
const IN_URL: UrlShape<ListState> = {
  symptomKey: text('symptom', SYMPTOM_KEY_MAX, SYMPTOM_KEY_RE),
  range: closedDays('from', 'to'),
  page: page(),
  pageSize: pageSize(),
};

/**
 * /treatment-case: the owner's treatment cases, newest first, with before/after thumbnails, filtered by symptom
 * and creation date; a detail view shows the two pictures side by side. Add and edit in a dialog, delete after
 * a confirmation. The platform keeps its own example cases and may look at a store's read-only.
 */
export default function TreatmentCasePage() {
  const { t } = useTranslation(['case', 'content', 'common']);
  const navigate = useNavigate();
  const confirmDanger = useConfirmDanger();
  const cycleText = useCycleText();
  const { data: me } = useCurrentUser();
  const { can } = useAccess();
  const mobile = useDevice() === 'mobile';
  const [viewed, setViewed] = useViewedStore('cases');
  const [state, setState] = useUrlFilters(`cases:${me?.id ?? 0}`, IN_URL, INITIAL, { legacy: 'list' });
  const [shown, setShown] = useState<TTreatmentCase | null>(null);
  const dialog = useEditDialog<TTreatmentCase>();
  const remove = useDeleteTreatmentCase();
  const choices = useSymptomChoices(viewed);
  const [from, to] = state.range ?? [null, null];
  const list = useTreatmentCases(state.page, state.pageSize, {
    symptomKey: state.symptomKey,
    from: from ? from.startOf('day').format() : null,
    to: to ? to.endOf('day').format() : null,
    shopId: viewed,
  });
  usePageInRange(list.data, state.page, (page) => setState({ ...state, page }, { replace: true }));
  const mayEdit = can('treatment-case:edit') && viewed === null;
  const noLabels = choices.data?.length === 0;
  const filtered = Boolean(state.symptomKey || state.range);

  const confirmDelete = (row: TTreatmentCase) =>
    confirmDanger({
      title: t('deleteTitle', { symptom: row.symptom.name ?? row.symptom.symptomKey }),
      content: t('deleteBody'),
      okText: t('content:delete'),
      run: () => remove.mutateAsync(row.id),
      done: t('deleted'),
    });

  const thumb = (url: string | null, alt: string) =>
    url ? (
      <Image src={url} alt={alt} width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />
    ) : (
      <span className="tc-thumb" title={t('noAfter')} />
    );
  const symptomTag = (row: TTreatmentCase) => (
    <SymptomDegreeTag name={row.symptom.name} symptomKey={row.symptom.symptomKey} />
  );

  const thumbs = (row: TTreatmentCase) => (
    <Image.PreviewGroup>
      <span className="cc-thumbs">
        {thumb(row.beforeImageUrl, t('before'))}
        {thumb(row.afterImageUrl, t('after'))}
      </span>
    </Image.PreviewGroup>
  );
  const description = (row: TTreatmentCase) => (
    <ActionLink className="cc-text" onClick={() => setShown(row)} style={{ color: 'inherit' }}>
      {row.description}
    </ActionLink>
  );
  const actions = (row: TTreatmentCase) => (
    <span className={mobile ? 'tc-actions--stacked' : 'su-nowrap'}>
      <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setShown(row)}>
        {t('view')}
      </Button>
      {mayEdit && (
        <>
          <EditButton label={t('content:edit')} onClick={() => dialog.openFor(row)} />
          <DeleteButton label={t('content:delete')} onClick={() => confirmDelete(row)} />
        </>
      )}
    </span>
  );

  // On a phone one column holds the pictures, the description and (under it) the symptom, cycle and date, with
  // the actions stacked beside it, so a row fits the screen's width.
  const columns: TableColumnsType<TTreatmentCase> = mobile
    ? [
        {
          title: t('detailTitle'),
          key: 'case',
          render: (_: unknown, row) => (
            <div className="tc-phone-cell">
              {thumbs(row)}
              {description(row)}
              <div className="tc-meta">
                {symptomTag(row)}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {cycleText(row.cycleMonths)} · {formatDate(row.createdAt)}
                </Typography.Text>
              </div>
            </div>
          ),
        },
        { title: t('common:actions'), key: 'actions', render: (_: unknown, row) => actions(row) },
      ]
    : [
        { title: t('images'), key: 'images', width: 118, render: (_: unknown, row) => thumbs(row) },
        { title: t('description'), dataIndex: 'description', render: (_: string, row) => description(row) },
        { title: t('symptom'), key: 'symptom', render: (_: unknown, row) => symptomTag(row) },
        {
          title: t('cycle'),
          dataIndex: 'cycleMonths',
          render: (v: number) => <span className="su-nowrap">{cycleText(v)}</span>,
        },
        {
          title: t('createdAt'),
          dataIndex: 'createdAt',
          render: (v: string) => <span className="su-nowrap">{formatTime(v)}</span>,
        },
        { title: t('common:actions'), key: 'actions', fixed: 'right', render: (_: unknown, row) => actions(row) },
      ];

  let emptyText: React.ReactNode;
  if (filtered)
    emptyText = (
      <Empty description={t('noMatch')}>
        <Button onClick={() => setState({ ...state, symptomKey: null, range: null, page: 1 })}>
          {t('clearFilters')}
        </Button>
      </Empty>
    );
  else if (viewed !== null) emptyText = <Empty description={t('content:viewing.noneYet')} />;
  else if (noLabels)
    emptyText = (
      <Empty description={t('noLabelsTitle')}>
        <Typography.Paragraph type="secondary">{t('noLabelsBody')}</Typography.Paragraph>
        {can('symptom-label') && (
          <Button type="primary" icon={<TagsOutlined />} onClick={() => navigate('/symptom-label')}>
            {t('goLabels')}
          </Button>
        )}
      </Empty>
    );
  else
    emptyText = (
      <Empty description={t('empty')}>
        <Typography.Paragraph type="secondary">{t('emptyHint')}</Typography.Paragraph>
        {mayEdit && <AddButton label={t('add')} onClick={() => dialog.openFor()} />}
      </Empty>
    );

  return (
    <Card variant="borderless" className="su-card">
      <ContentScreenTitle title="treatmentCase" platformHint={t('platformHint')} viewed={viewed} />
      <div className="su-toolbar">
        <div className="su-search">
          <ViewedStorePicker
            value={viewed}
            onChange={(id) => {
              setViewed(id);
              setState({ ...state, symptomKey: null, page: 1 });
            }}
          />
          <SymptomSelect
            choices={choices.data ?? []}
            loading={choices.isFetching}
            value={state.symptomKey}
            onChange={(symptomKey) => setState({ ...state, symptomKey, page: 1 })}
            placeholder={t('allSymptoms')}
            allowClear
          />
          <DatePicker.RangePicker
            value={state.range}
            onChange={(v) => setState({ ...state, range: v?.[0] && v[1] ? [v[0], v[1]] : null, page: 1 })}
            placeholder={[t('rangeStart'), t('rangeEnd')]}
            aria-label={t('createdAt')}
            allowEmpty={false}
            style={mobile ? { width: '100%' } : undefined}
          />
        </div>
        {mayEdit && !noLabels && <AddButton label={t('add')} onClick={() => dialog.openFor()} />}
      </div>
      <QueryTable<TTreatmentCase>
        query={list}
        paging={state}
        loadFailed={t('loadFailed')}
        mobile={mobile}
        minWidth={860}
        skeletonRows={4}
        columns={columns}
        locale={{ emptyText }}
        onChange={pageChange(state, setState)}
      />
      <CaseDetail row={shown} shopId={viewed} onClose={() => setShown(null)} />
      {mayEdit && (
        <CaseForm
          open={dialog.open}
          record={dialog.record}
          choices={choices.data ?? []}
          choicesLoading={choices.isPending}
          onClose={dialog.close}
        />
      )}
    </Card>
  );
}
