import { PlusOutlined } from '@ant-design/icons';
import { COMPLAINT_TEXT_MAX, type TComplainInfo } from '@skin/contract';
import { Button, Card, Empty, Result, Select, Skeleton, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useComplainInfoLanguages, useComplainInfos, useDeleteComplainInfo } from '../../api/complainInfo';
import { useComplainTypeChoices } from '../../api/complainType';
import { ContentPickers, ContentScreenTitle } from '../../components/ContentScreenTitle';
import { AddButton, DeleteButton, EditButton } from '../../components/ListButtons';
import { LoadFailed } from '../../components/LoadFailed';
import { pageChange, QueryTable } from '../../components/QueryTable';
import { SearchBox } from '../../components/SearchBox';
import { int, page, pageSize, text, type UrlShape } from '../../hooks/urlFields';
import { useConfirmDanger } from '../../hooks/useConfirmDanger';
import { useContentScreen } from '../../hooks/useContentScreen';
import { useEditDialog } from '../../hooks/useEditDialog';
import { usePageInRange } from '../../hooks/usePageInRange';
import { useUrlFilters } from '../../hooks/useUrlState';
import { LANGUAGE_NAMES } from '../../i18n/language';
import { ComplaintForm } from './components/ComplaintForm';
import '../../components/list.css';
import '../../components/content.css';

interface ListState {
  /** The type filter (null: every type of the language). */
  typeId: number | null;
  content: string;
  page: number;
  pageSize: number;
}
const INITIAL: ListState = { typeId: null, content: '', page: 1, pageSize: 20 };
/** `?language=en-US&type=12&content=chin&page=2`: the list in its link. */
const IN_URL: UrlShape<ListState> = {
  typeId: int('type'),
  content: text('content', COMPLAINT_TEXT_MAX),
  page: page(),
  pageSize: pageSize(),
};

/**
 * /complain-info: the chief complaints of one content language, by type then sort order, filtered by type and
 * text; add and edit under one of the language's types (none yet: go add a type first), delete after a
 * confirmation. The platform keeps its own set and may look at a store's read-only.
 */
export default function ComplainInfoPage() {
  const { t } = useTranslation(['complaint', 'content', 'common']);
  const navigate = useNavigate();
  const confirmDanger = useConfirmDanger();
  const content = useContentScreen('complaints', 'complain-info:edit', useComplainInfoLanguages);
  const { me, can, mobile, viewed, language, mayEdit } = content;
  const [state, setState] = useUrlFilters(`complaints:${me?.id ?? 0}`, IN_URL, INITIAL, { legacy: 'list' });
  const dialog = useEditDialog<TComplainInfo>();
  const remove = useDeleteComplainInfo();
  const typeChoices = useComplainTypeChoices(language, viewed);
  const types = typeChoices.data?.list;
  // A type filter of another language (the language changed, an old link) filters nothing.
  const typeId = types && !types.some((ty) => ty.id === state.typeId) ? null : state.typeId;
  const list = useComplainInfos(state.page, state.pageSize, {
    language,
    typeId,
    content: state.content || null,
    shopId: viewed,
  });
  usePageInRange(list.data, state.page, (page) => setState({ ...state, page }, { replace: true }));
  const languageName = LANGUAGE_NAMES[language];

  const confirmDelete = (row: TComplainInfo) =>
    confirmDanger({
      title: t('info.deleteTitle', { content: row.content }),
      content: t('deleteBody'),
      okText: t('content:delete'),
      run: () => remove.mutateAsync(row.id),
      done: t('info.deleted'),
    });

  // On a phone the type sits under the text, so the row's text, type and actions fit the screen's width.
  const columns: TableColumnsType<TComplainInfo> = [
    {
      title: t('info.content'),
      dataIndex: 'content',
      render: (v: string, row) => (
        <div style={mobile ? { maxWidth: 170 } : undefined}>
          <div className="cc-text">{v}</div>
          {mobile && <Tag style={{ marginTop: 4 }}>{row.typeName}</Tag>}
        </div>
      ),
    },
    ...(mobile
      ? []
      : [
          { title: t('info.type'), dataIndex: 'typeName', render: (v: string) => <Tag className="su-nowrap">{v}</Tag> },
        ]),
    { title: t('sort'), dataIndex: 'sort', width: 100 },
  ];
  if (mayEdit) {
    columns.push({
      title: t('common:actions'),
      key: 'actions',
      fixed: mobile ? undefined : 'right',
      render: (_: unknown, row) => (
        <span className="su-nowrap">
          <EditButton label={t('content:edit')} onClick={() => dialog.openFor(row)} />
          <DeleteButton label={t('content:delete')} onClick={() => confirmDelete(row)} />
        </span>
      ),
    });
  }

  const filtered = Boolean(typeId !== null || state.content);
  const noTypes = types?.length === 0;

  let body: React.ReactNode;
  if (typeChoices.isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (typeChoices.isError && !types)
    body = (
      <LoadFailed
        title={t('type.loadFailed')}
        message={typeChoices.error.message}
        retryText={t('common:retry')}
        onRetry={() => void typeChoices.refetch()}
        retrying={typeChoices.isFetching}
      />
    );
  else if (noTypes && viewed !== null) body = <Empty description={t('content:viewing.noneYet')} />;
  else if (noTypes)
    body = (
      <Result
        status="info"
        title={t('info.noTypesTitle')}
        subTitle={t('info.noTypesBody', { language: languageName })}
        extra={
          can('complaint-type') && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(`/complaint-type?${new URLSearchParams({ language })}`)}
            >
              {t('info.goTypes')}
            </Button>
          )
        }
      />
    );
  else
    body = (
      <QueryTable<TComplainInfo>
        query={list}
        paging={state}
        loadFailed={t('info.loadFailed')}
        mobile={mobile}
        minWidth={640}
        skeletonRows={4}
        columns={columns}
        locale={{
          emptyText: filtered ? (
            <Empty description={t('info.noMatch')} />
          ) : viewed !== null ? (
            <Empty description={t('content:viewing.noneYet')} />
          ) : (
            <Empty description={t('info.empty', { language: languageName })}>
              <Typography.Paragraph type="secondary">{t('info.emptyHint')}</Typography.Paragraph>
              {mayEdit && <AddButton label={t('info.add')} onClick={() => dialog.openFor()} />}
            </Empty>
          ),
        }}
        onChange={pageChange({ ...state, typeId }, setState)}
      />
    );

  return (
    <Card variant="borderless" className="su-card">
      <ContentScreenTitle title="complainInfo" platformHint={t('info.platformHint')} viewed={viewed} />
      <div className="su-toolbar">
        <div className="su-search">
          <ContentPickers content={content} />
          {!noTypes && (
            <>
              <Select
                allowClear
                value={typeId}
                onChange={(v) => setState({ ...state, typeId: v ?? null, page: 1 })}
                placeholder={t('info.allTypes')}
                aria-label={t('info.type')}
                loading={typeChoices.isFetching}
                showSearch={{ optionFilterProp: 'label' }}
                options={(types ?? []).map((ty) => ({ value: ty.id, label: ty.name }))}
              />
              <SearchBox
                value={state.content}
                onSearch={(content) => setState({ ...state, typeId, content, page: 1 })}
                placeholder={t('info.search')}
                buttonText={t('searchButton')}
                maxLength={COMPLAINT_TEXT_MAX}
              />
            </>
          )}
        </div>
        {mayEdit && !noTypes && <AddButton label={t('info.add')} disabled={!types} onClick={() => dialog.openFor()} />}
      </div>
      {body}
      {mayEdit && types && (
        <ComplaintForm
          open={dialog.open}
          complaint={dialog.record}
          language={language}
          types={types}
          typeId={typeId}
          onClose={dialog.close}
        />
      )}
    </Card>
  );
}
