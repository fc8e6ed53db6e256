import { EyeOutlined, PictureOutlined, SearchOutlined, TableOutlined } from '@ant-design/icons';
import { PRODUCT_NAME_MAX, SYMPTOM_KEY_MAX, SYMPTOM_KEY_RE, type TProduct, type TProductType } from '@skin/contract';
import { Alert, Button, Card, Empty, Image, Input, Result, Skeleton, type TableColumnsType, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/account';
import { useDeleteProduct, useProducts } from '../../api/product';
import { useDeleteProductType, useProductTypes } from '../../api/productType';
import { useSymptomChoices } from '../../api/symptomLabel';
import { useRouteMeta } from '../../app/route-meta';
import { useAccess } from '../../auth/access';
import { formatTime } from '../../components/format';
import { AddButton, DeleteButton, EditButton } from '../../components/ListButtons';
import { LoadFailed } from '../../components/LoadFailed';
import { pageChange, QueryTable } from '../../components/QueryTable';
import { StorePicker } from '../../components/StorePicker';
import { SymptomSelect } from '../../components/SymptomSelect';
import { int, page, pageSize, text, type UrlShape } from '../../hooks/urlFields';
import { useEditDialog } from '../../hooks/useEditDialog';
import { useUrlFilters } from '../../hooks/useUrlState';
import { useViewedStore } from '../../hooks/useViewedStore';
import { useDevice } from '../../layout/device';
import { BatchDialog } from './components/BatchDialog';
import { ProductDetail } from './components/ProductDetail';
import { ProductDialog } from './components/ProductDialog';
import { SymptomChips } from './components/SymptomChips';
import { TypeDialog } from './components/TypeDialog';
import { TypesPanel } from './components/TypesPanel';
import '../../components/list.css';
import '../../components/content.css';
import './product-type.css';
import { useFeedback } from '../../app/useFeedback';

interface ListState {
  name: string;
  /** 0: all types. */
  typeId: number;
  symptomKey: string;
  page: number;
  pageSize: number;
}
/** A link as the list shows it: its host (the whole address on hover and in the details). */
const hostOf = (link: string) => {
  try {
    return new URL(link).host.replace(/^www\./, '');
  } catch {
    return link;
  }
};

const INITIAL: ListState = { name: '', typeId: 0, symptomKey: '', page: 1, pageSize: 20 };
/** `?type=3&name=peel&symptom=acne&page=2`: the list in its link. */
const IN_URL: UrlShape<ListState> = {
  name: text('name', PRODUCT_NAME_MAX),
  typeId: int('type'),
  symptomKey: text('symptom', SYMPTOM_KEY_MAX, SYMPTOM_KEY_RE),
  page: page(),
  pageSize: pageSize(),
};

/**
 * /product-type: the store's programme types (with counts) beside its programmes, filtered by type, name and
 * symptom; add, edit and delete programmes and types, add many at once from a form or a spreadsheet. The
 * platform picks a store and reads its programmes; it changes nothing.
 */
export default function ProductTypePage() {
  const { t } = useTranslation(['programme', 'common', 'menu']);
  const route = useRouteMeta();
  const { message, modal } = useFeedback();
  const { data: me } = useCurrentUser();
  const { can } = useAccess();
  const mobile = useDevice() === 'mobile';
  const platform = me?.kind === 'platform';
  const [viewed, setViewed] = useViewedStore('products');
  const ready = !platform || viewed !== null;
  const mayEdit = !platform && can('product-type:edit');
  const [state, setState] = useUrlFilters(`products:${me?.id ?? 0}`, IN_URL, INITIAL, { legacy: 'list' });
  const [typed, setTyped] = useState(state.name);
  const types = useProductTypes(viewed, ready);
  const choices = useSymptomChoices(viewed, ready);
  const typeList = types.data?.list ?? [];
  // A type of another store (the platform switched stores, a stale link) filters nothing.
  const selectedType =
    state.typeId && (!types.data || typeList.some((x) => x.id === state.typeId)) ? state.typeId : null;
  const list = useProducts(
    state.page,
    state.pageSize,
    {
      typeId: selectedType,
      name: state.name || null,
      symptomKey: state.symptomKey || null,
      shopId: viewed,
    },
    ready,
  );
  const editing = useEditDialog<TProduct>();
  const typeEditing = useEditDialog<TProductType>();
  const [batchOpen, setBatchOpen] = useState(false);
  const [detail, setDetail] = useState<number | null>(null);
  const remove = useDeleteProduct();
  const removeType = useDeleteProductType();

  const choiceList = choices.data ?? [];
  const update = (next: Partial<ListState>) => setState({ ...state, page: 1, ...next });
  // Past the last page (rows deleted, another store): back to the first.
  const pastEnd = state.page > 1 && list.data?.list.length === 0 && !list.isFetching;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the page turns out empty.
  useEffect(() => {
    if (pastEnd) setState({ ...state, page: 1 }, { replace: true });
  }, [pastEnd]);

  const confirmDelete = (row: TProduct) =>
    modal.confirm({
      title: t('deleteTitle', { name: row.name }),
      content: t('deleteBody'),
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        await remove.mutateAsync(row.id);
        message.success(t('deleted'));
      },
    });

  const confirmDeleteType = (row: TProductType) =>
    modal.confirm({
      title: t('deleteTypeTitle', { name: row.name }),
      content: t('deleteTypeBody'),
      okText: t('deleteType'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        await removeType.mutateAsync(row.id);
        message.success(t('typeDeleted'));
        if (state.typeId === row.id) update({ typeId: 0 });
      },
    });

  const columns: TableColumnsType<TProduct> = [
    {
      title: t('name'),
      dataIndex: 'name',
      render: (_: unknown, row) => (
        <span className="pt-product">
          {row.imageUrl ? (
            <Image
              src={row.imageUrl}
              alt={row.name}
              width={48}
              height={48}
              className="pt-thumb"
              style={{ objectFit: 'cover', borderRadius: 6 }}
            />
          ) : (
            <span className="pt-noimage" title={t('noImage')} role="img" aria-label={t('noImage')}>
              <PictureOutlined />
            </span>
          )}
          <Button type="link" className="pt-name" onClick={() => setDetail(row.id)}>
            {row.name}
          </Button>
        </span>
      ),
    },
    { title: t('type'), dataIndex: 'typeName', render: (v: string) => <span className="su-nowrap">{v}</span> },
    {
      title: t('symptoms'),
      dataIndex: 'symptoms',
      render: (_: unknown, row) =>
        row.symptoms.length ? (
          <SymptomChips symptoms={row.symptoms} />
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: t('link'),
      dataIndex: 'link',
      render: (v: string) =>
        v ? (
          <Typography.Link href={v} target="_blank" rel="noopener noreferrer" className="pt-link" title={v}>
            {hostOf(v)}
          </Typography.Link>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: t('advantages'),
      dataIndex: 'advantages',
      render: (v: string) => (
        <Typography.Paragraph className="pt-advantages" ellipsis={{ rows: 2, tooltip: v }}>
          {v}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('addedAt'),
      dataIndex: 'createdAt',
      render: (v: string) => {
        const [day, time] = formatTime(v).split(' ');
        return (
          <span className="pt-when" title={formatTime(v)}>
            <span>{day}</span> <span>{time}</span>
          </span>
        );
      },
    },
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: mobile ? undefined : 'right',
      render: (_: unknown, row) => (
        <span className="su-nowrap">
          {mayEdit ? (
            <>
              <EditButton label={t('edit')} onClick={() => editing.openFor(row)} />
              <DeleteButton label={t('delete')} onClick={() => confirmDelete(row)} />
            </>
          ) : (
            <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setDetail(row.id)}>
              {t('view')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  const search = (name = typed) => update({ name: name.trim() });
  const filtering = Boolean(state.name || state.symptomKey);

  const listArea = (
    <div className="pt-main">
      <div className="su-toolbar">
        <div className="su-search">
          <Input
            allowClear
            value={typed}
            maxLength={PRODUCT_NAME_MAX}
            placeholder={t('searchName')}
            aria-label={t('searchName')}
            onChange={(e) => {
              setTyped(e.target.value);
              if (!e.target.value) search('');
            }}
            onPressEnter={() => search()}
          />
          <SymptomSelect
            choices={choiceList}
            loading={choices.isPending}
            allowClear
            value={state.symptomKey || null}
            onChange={(key) => update({ symptomKey: key ?? '' })}
            placeholder={t('filterSymptom')}
          />
          <Button icon={<SearchOutlined />} onClick={() => search()}>
            {t('search')}
          </Button>
        </div>
        {mayEdit && (
          <div className="su-toolbar__actions">
            <Button icon={<TableOutlined />} onClick={() => setBatchOpen(true)}>
              {t('batchAdd')}
            </Button>
            <AddButton label={t('add')} onClick={() => editing.openFor()} />
          </div>
        )}
      </div>
      <QueryTable<TProduct>
        query={list}
        paging={state}
        loadFailed={t('loadFailed')}
        mobile={mobile}
        skeletonRows={5}
        columns={columns}
        minWidth={760}
        locale={{
          emptyText: filtering ? (
            <Empty description={t('noMatch')} />
          ) : (
            <Empty description={t('empty')}>
              {mayEdit && (
                <>
                  <Typography.Paragraph type="secondary">{t('emptyHint')}</Typography.Paragraph>
                  <span className="su-toolbar__actions" style={{ justifyContent: 'center' }}>
                    <AddButton label={t('add')} onClick={() => editing.openFor()} />
                    <Button icon={<TableOutlined />} onClick={() => setBatchOpen(true)}>
                      {t('batchAdd')}
                    </Button>
                  </span>
                </>
              )}
            </Empty>
          ),
        }}
        onChange={pageChange(state, setState)}
      />
    </div>
  );

  let body: React.ReactNode;
  if (!ready) body = <Empty description={t('platform.pickHint')} />;
  else if (types.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (types.isError && !types.data)
    body = (
      <LoadFailed
        title={t('typesLoadFailed')}
        message={types.error.message}
        retryText={t('common:retry')}
        onRetry={() => void types.refetch()}
        retrying={types.isFetching}
      />
    );
  else if (typeList.length === 0)
    body = (
      <Result
        status="info"
        title={t('noTypesTitle')}
        subTitle={mayEdit ? t('noTypesBody') : t('noTypesReadOnly')}
        extra={mayEdit && <AddButton label={t('addType')} onClick={() => typeEditing.openFor()} />}
      />
    );
  else
    body = (
      <div className="cc-layout pt-layout">
        <TypesPanel
          types={typeList}
          total={types.data?.productTotal ?? 0}
          selected={selectedType}
          onSelect={(id) => update({ typeId: id ?? 0 })}
          mayEdit={mayEdit}
          onAdd={() => typeEditing.openFor()}
          onRename={(x) => typeEditing.openFor(x)}
          onDelete={confirmDeleteType}
        />
        {listArea}
      </div>
    );

  return (
    <Card variant="borderless" className="su-card">
      <Typography.Title level={4} className="su-page-title">
        {route ? t(`menu:${route.title}`) : t('menu:productType')}
      </Typography.Title>
      {platform && (
        <>
          <Alert type="info" showIcon title={t('platform.hint')} style={{ marginBottom: 12 }} />
          <div className="su-toolbar">
            <StorePicker
              value={viewed}
              onChange={setViewed}
              placeholder={t('platform.pickStore')}
              label={t('platform.store')}
            />
          </div>
        </>
      )}
      {body}
      <ProductDetail
        id={detail}
        shopId={viewed}
        mobile={mobile}
        onClose={() => setDetail(null)}
        onEdit={
          mayEdit
            ? (p) => {
                setDetail(null);
                editing.openFor(p);
              }
            : undefined
        }
      />
      {mayEdit && (
        <>
          <ProductDialog
            open={editing.open}
            product={editing.record}
            defaultTypeId={selectedType ?? undefined}
            types={typeList}
            choices={choiceList}
            choicesLoading={choices.isPending}
            onClose={editing.close}
          />
          <TypeDialog open={typeEditing.open} type={typeEditing.record} onClose={typeEditing.close} />
          <BatchDialog
            open={batchOpen}
            onClose={() => setBatchOpen(false)}
            types={typeList}
            defaultTypeId={selectedType ?? undefined}
            choices={choiceList}
            choicesLoading={choices.isPending}
            mobile={mobile}
          />
        </>
      )}
    </Card>
  );
}
