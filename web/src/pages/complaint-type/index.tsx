import { DeleteOutlined } from '@ant-design/icons';
import { COMPLAINT_TYPE_NAME_MAX, type TComplainType } from '@skin/contract';
import { Button, Card, Empty, type TableColumnsType, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useComplainTypeLanguages, useComplainTypes, useDeleteComplainType } from '../../api/complainType';
import { ContentPickers, ContentScreenTitle } from '../../components/ContentScreenTitle';
import { formatTime } from '../../components/format';
import { AddButton, EditButton } from '../../components/ListButtons';
import { pageChange, QueryTable } from '../../components/QueryTable';
import { SearchBox } from '../../components/SearchBox';
import { page, pageSize, text, type UrlShape } from '../../hooks/urlFields';
import { useConfirmDanger } from '../../hooks/useConfirmDanger';
import { useContentScreen } from '../../hooks/useContentScreen';
import { useEditDialog } from '../../hooks/useEditDialog';
import { usePageInRange } from '../../hooks/usePageInRange';
import { useUrlFilters } from '../../hooks/useUrlState';
import { LANGUAGE_NAMES } from '../../i18n/language';
import { TypeForm } from './components/TypeForm';
import '../../components/list.css';
import '../../components/content.css';

interface ListState {
  name: string;
  page: number;
  pageSize: number;
}
const INITIAL: ListState = { name: '', page: 1, pageSize: 20 };
/** `?language=en-US&name=acne&page=2`: the list in its link. */
const IN_URL: UrlShape<ListState> = { name: text('name', COMPLAINT_TYPE_NAME_MAX), page: page(), pageSize: pageSize() };

/**
 * /complaint-type: the chief-complaint types of one content language (a store's own, or the platform's own set;
 * the platform may look at a store's read-only), with how many complaints each holds; add, edit, and delete
 * one that holds none.
 */
export default function ComplaintTypePage() {
  const { t } = useTranslation(['complaint', 'content', 'common']);
  const confirmDanger = useConfirmDanger();
  const content = useContentScreen('complaint-types', 'complaint-type:edit', useComplainTypeLanguages);
  const { me, can, mobile, viewed, language, mayEdit } = content;
  const [state, setState] = useUrlFilters(`complaintTypes:${me?.id ?? 0}`, IN_URL, INITIAL, { legacy: 'list' });
  const dialog = useEditDialog<TComplainType>();
  const remove = useDeleteComplainType();
  const list = useComplainTypes(state.page, state.pageSize, {
    language,
    name: state.name || null,
    shopId: viewed,
  });
  usePageInRange(list.data, state.page, (page) => setState({ ...state, page }, { replace: true }));
  const mayOpenContent = can('complain-info');
  const languageName = LANGUAGE_NAMES[language];

  const confirmDelete = (row: TComplainType) =>
    confirmDanger({
      title: t('type.deleteTitle', { name: row.name }),
      content: t('deleteBody'),
      okText: t('content:delete'),
      // Refused when complaints were added meanwhile: the list refreshes and shows them.
      run: () => remove.mutateAsync(row.id),
      done: t('type.deleted', { name: row.name }),
    });

  /** The complaints screen filtered to one type (same language, same store). */
  const contentLink = (row: TComplainType) => {
    const params = new URLSearchParams({ language, list: JSON.stringify({ typeId: row.id }) });
    if (viewed !== null) params.set('shopId', String(viewed));
    return `/complain-info?${params}`;
  };

  const columns: TableColumnsType<TComplainType> = [
    { title: t('type.name'), dataIndex: 'name', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
    { title: t('sort'), dataIndex: 'sort', width: 100 },
    {
      title: t('type.contentCount'),
      dataIndex: 'contentCount',
      render: (count: number, row) => (
        <span className="su-nowrap">
          {count}
          {mayOpenContent && count > 0 && (
            <Link to={contentLink(row)} style={{ marginLeft: 8 }}>
              {t('type.viewContent')}
            </Link>
          )}
        </span>
      ),
    },
    {
      title: t('createdAt'),
      dataIndex: 'createdAt',
      render: (v: string) => <span className="su-nowrap">{formatTime(v)}</span>,
    },
  ];
  if (mayEdit) {
    columns.push({
      title: t('common:actions'),
      key: 'actions',
      fixed: mobile ? undefined : 'right',
      render: (_: unknown, row) => {
        const blocked = row.contentCount > 0;
        // antd's own Button, not DeleteButton: Tooltip shows on a disabled button only when it is antd's Button itself
        // (it wraps it to catch the hover), which says why the type cannot be deleted.
        const del = (
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled={blocked}
            onClick={() => confirmDelete(row)}
          >
            {t('content:delete')}
          </Button>
        );
        return (
          <span className="su-nowrap">
            <EditButton label={t('content:edit')} onClick={() => dialog.openFor(row)} />
            {blocked ? <Tooltip title={t('type.deleteBlocked', { count: row.contentCount })}>{del}</Tooltip> : del}
          </span>
        );
      },
    });
  }

  let emptyText: React.ReactNode;
  if (state.name) emptyText = <Empty description={t('type.noMatch')} />;
  else if (viewed !== null) emptyText = <Empty description={t('content:viewing.noneYet')} />;
  else
    emptyText = (
      <Empty description={t('type.empty', { language: languageName })}>
        <Typography.Paragraph type="secondary">{t('type.emptyHint')}</Typography.Paragraph>
        {mayEdit && <AddButton label={t('type.add')} onClick={() => dialog.openFor()} />}
      </Empty>
    );

  return (
    <Card variant="borderless" className="su-card">
      <ContentScreenTitle title="complaintType" platformHint={t('type.platformHint')} viewed={viewed} />
      <div className="su-toolbar">
        <div className="su-search">
          <ContentPickers content={content} />
          <SearchBox
            value={state.name}
            onSearch={(name) => setState({ ...state, name, page: 1 })}
            placeholder={t('type.search')}
            buttonText={t('searchButton')}
            maxLength={COMPLAINT_TYPE_NAME_MAX}
          />
        </div>
        {mayEdit && <AddButton label={t('type.add')} onClick={() => dialog.openFor()} />}
      </div>
      <QueryTable<TComplainType>
        query={list}
        paging={state}
        loadFailed={t('type.loadFailed')}
        mobile={mobile}
        minWidth={640}
        skeletonRows={4}
        columns={columns}
        locale={{ emptyText }}
        onChange={pageChange(state, setState)}
      />
      {mayEdit && <TypeForm open={dialog.open} type={dialog.record} language={language} onClose={dialog.close} />}
    </Card>
  );
}
