import { PLACEHOLDER_THING_NAME_MAX, type TPlaceholderThing } from '@skin/contract';
import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/account';
import { useDeletePlaceholderThing, usePlaceholderThings } from '../../api/placeholderThing';
import { useAccess } from '../../auth/access';
import { AddButton, DeleteButton, EditButton } from '../../components/ListButtons';
import { pageChange, QueryTable } from '../../components/QueryTable';
import { SearchBox } from '../../components/SearchBox';
import { page, pageSize, text, type UrlShape } from '../../hooks/urlFields';
import { useConfirmDanger } from '../../hooks/useConfirmDanger';
import { useEditDialog } from '../../hooks/useEditDialog';
import { usePageInRange } from '../../hooks/usePageInRange';
import { useUrlFilters } from '../../hooks/useUrlState';
import { useDevice } from '../../layout/device';
import { PlaceholderThingForm } from './components/PlaceholderThingForm';
import { usePlaceholderThingColumns } from './fields';
import '../../components/list.css';

interface ListState {
  name: string;
  page: number;
  pageSize: number;
}
const INITIAL: ListState = { name: '', page: 1, pageSize: 20 };
/** `?name=x&page=2`: the list in its link. */
const IN_URL: UrlShape<ListState> = {
  name: text('name', PLACEHOLDER_THING_NAME_MAX),
  page: page(),
  pageSize: pageSize(),
};

/** /placeholder-thing: the store's placeholder things in sort order, searched by name; add, edit and delete with `placeholder-thing:edit`. */
export default function PlaceholderThingPage() {
  const { t } = useTranslation(['placeholderThing', 'common', 'menu']);
  const confirmDanger = useConfirmDanger();
  const { data: me } = useCurrentUser();
  const { can } = useAccess();
  const mobile = useDevice() === 'mobile';
  const [state, setState] = useUrlFilters(`placeholderThings:${me?.id ?? 0}`, IN_URL, INITIAL);
  const dialog = useEditDialog<TPlaceholderThing>();
  const remove = useDeletePlaceholderThing();
  const list = usePlaceholderThings(state.page, state.pageSize, { name: state.name || null });
  usePageInRange(list.data, state.page, (page) => setState({ ...state, page }, { replace: true }));
  const mayEdit = can('placeholder-thing:edit');

  const columns = usePlaceholderThingColumns();
  if (mayEdit) {
    columns.push({
      title: t('common:actions'),
      key: 'actions',
      fixed: mobile ? undefined : 'right',
      render: (_: unknown, row) => (
        <span className="su-nowrap">
          <EditButton label={t('edit')} onClick={() => dialog.openFor(row)} />
          <DeleteButton
            label={t('delete')}
            onClick={() =>
              confirmDanger({
                title: t('deleteTitle', { name: row.name }),
                content: t('deleteBody'),
                okText: t('delete'),
                run: () => remove.mutateAsync(row.id),
                done: t('deleted', { name: row.name }),
              })
            }
          />
        </span>
      ),
    });
  }

  const emptyText = state.name ? (
    <Empty description={t('noMatch')} />
  ) : (
    <Empty description={t('empty')}>{mayEdit && <AddButton label={t('add')} onClick={() => dialog.openFor()} />}</Empty>
  );

  return (
    <Card variant="borderless" className="su-card">
      <Typography.Title level={4}>{t('menu:placeholderThing')}</Typography.Title>
      <div className="su-toolbar">
        <div className="su-search">
          <SearchBox
            value={state.name}
            onSearch={(name) => setState({ ...state, name, page: 1 })}
            placeholder={t('search')}
            buttonText={t('searchButton')}
            maxLength={PLACEHOLDER_THING_NAME_MAX}
          />
        </div>
        {mayEdit && <AddButton label={t('add')} onClick={() => dialog.openFor()} />}
      </div>
      <QueryTable<TPlaceholderThing>
        query={list}
        paging={state}
        loadFailed={t('loadFailed')}
        mobile={mobile}
        minWidth={480}
        skeletonRows={4}
        columns={columns}
        locale={{ emptyText }}
        onChange={pageChange(state, setState)}
      />
      {mayEdit && <PlaceholderThingForm open={dialog.open} row={dialog.record} onClose={dialog.close} />}
    </Card>
  );
}
