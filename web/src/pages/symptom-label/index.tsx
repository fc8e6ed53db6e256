import {
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  ExportOutlined,
  ImportOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { DEFAULT_DEGREE_COLORS, type TSymptomLabel } from '@skin/contract';
import { Button, Card, Empty, Result, Table, type TableColumnsType, Tag, Tree, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../api/file';
import {
  labelUsage,
  useCopyLabelsToShop,
  useDeleteSymptomLabel,
  useSymptomLabelLanguages,
  useSymptomLabels,
} from '../../api/symptomLabel';
import { ContentPickers, ContentScreenTitle } from '../../components/ContentScreenTitle';
import { DeleteButton, EditButton } from '../../components/ListButtons';
import { pendingOrFailed } from '../../components/LoadFailed';
import { actionsFirstOnPhone } from '../../components/QueryTable';
import { ImportDialog } from './components/ImportDialog';
import { LabelDrawer, type LabelEditing } from './components/LabelDrawer';
import { DegreeColors } from './components/shared';
import '../../components/list.css';
import '../../components/content.css';
import { useFeedback } from '../../app/useFeedback';
import { useContentScreen } from '../../hooks/useContentScreen';

const DEFAULTS: [string, string, string] = [
  DEFAULT_DEGREE_COLORS[1],
  DEFAULT_DEGREE_COLORS[2],
  DEFAULT_DEGREE_COLORS[3],
];

/**
 * /symptom-label: the two-level label tree of one content language (the platform's master set, or the
 * store's copy), degree colours at a glance, an edit drawer, template import/export and copy from the platform.
 */
export default function SymptomLabelPage() {
  const { t, i18n } = useTranslation(['content', 'common', 'menu']);
  const { message, modal } = useFeedback();
  // The platform edits its master set, or looks at a store's labels (read-only).
  const content = useContentScreen('labels', 'symptom-label:edit', useSymptomLabelLanguages);
  const { platform, mobile, viewed, language, mayEdit } = content;
  const [typeId, setTypeId] = useState<number | null>(null);
  const [editing, setEditing] = useState<LabelEditing | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const labels = useSymptomLabels(language, viewed);
  const remove = useDeleteSymptomLabel();
  const copy = useCopyLabelsToShop();

  const list = labels.data?.list ?? [];
  const types = useMemo(() => list.filter((x) => x.parentId === null), [list]);
  const typeName = useMemo(() => new Map(types.map((x) => [x.id, x.name])), [types]);
  const shown = list.filter((x) => x.parentId !== null && (typeId === null || x.parentId === typeId));

  const confirmCopy = () =>
    modal.confirm({
      title: t('label.copyTitle'),
      content: t('label.copyBody'),
      okText: t('label.copyOk'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        const r = await copy.mutateAsync();
        message.success(t('label.copied', { copied: r.copied }));
      },
    });

  // A label's dialog says first how many analyses name its symptom (they keep the name they were recorded with).
  const confirmDelete = async (row: TSymptomLabel) => {
    const used = row.parentId === null ? null : await labelUsage(row.id);
    const usage =
      used === null
        ? ''
        : used === 0
          ? t('label.deleteUnused')
          : t(platform ? 'label.deleteUsedByStores' : 'label.deleteUsed', {
              n: used.toLocaleString(i18n.language),
            });
    modal.confirm({
      title: t('label.deleteTitle', { name: row.name }),
      content: usage ? (
        <>
          <Typography.Paragraph data-testid="label-usage">{usage}</Typography.Paragraph>
          {t('label.deleteBody')}
        </>
      ) : (
        t('label.deleteBody')
      ),
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        await remove.mutateAsync(row.id);
        if (typeId === row.id) setTypeId(null);
        message.success(t('label.deleted'));
      },
    });
  };

  const download = (path: 'template' | 'export') =>
    downloadFile(
      `/symptomLabel/${path}`,
      viewed === null ? { language } : { language, shopId: viewed },
      path === 'template' ? `symptom-labels-template-${language}.xlsx` : `symptom-labels-${language}.xlsx`,
    ).catch((err) => message.error(err instanceof Error ? err.message : String(err)));

  const columns: TableColumnsType<TSymptomLabel> = [
    {
      title: t('label.name'),
      dataIndex: 'name',
      render: (v: string, row) => (
        <span className="su-nowrap">
          <Typography.Text strong>{v}</Typography.Text>
          {row.storeMade && (
            <Tag color="purple" style={{ marginInlineStart: 8 }} data-testid="store-made">
              {t('label.storeMade')}
            </Tag>
          )}
        </span>
      ),
    },
    { title: t('label.type'), dataIndex: 'parentId', render: (v: number) => typeName.get(v) ?? '' },
    {
      title: t('label.symptomKey'),
      dataIndex: 'symptomKey',
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    { title: t('label.degrees'), key: 'degrees', render: (_: unknown, row) => <DegreeColors label={row} /> },
    {
      title: t('label.description'),
      dataIndex: 'description',
      render: (v: string) => <div className="cc-text">{v}</div>,
    },
  ];
  if (mayEdit) {
    columns.push({
      title: t('common:actions'),
      key: 'actions',
      fixed: mobile ? undefined : 'right',
      render: (_: unknown, row) => (
        <span className="su-nowrap">
          <EditButton label={t('edit')} onClick={() => setEditing({ mode: 'edit', row })} />
          <DeleteButton label={t('delete')} onClick={() => confirmDelete(row)} />
        </span>
      ),
    });
  }

  const treeData = types.map((ty) => ({
    key: ty.id,
    title: (
      <span>
        {ty.name}{' '}
        <Typography.Text type="secondary">({list.filter((x) => x.parentId === ty.id).length})</Typography.Text>
      </span>
    ),
    children: list
      .filter((x) => x.parentId === ty.id)
      .map((l) => ({
        key: l.id,
        isLeaf: true,
        title: (
          <span>
            {l.name}{' '}
            {l.degrees.map((d) => (
              <span key={d.degree} className="cc-dot" style={{ background: d.color, marginLeft: 2 }} />
            ))}
          </span>
        ),
      })),
  }));

  const storeNotInitialised = (!platform || viewed !== null) && labels.data?.ownerTotal === 0;

  const notLoaded = pendingOrFailed(labels, { title: t('loadFailed'), retry: t('common:retry') });
  let body: React.ReactNode;
  if (notLoaded) body = notLoaded;
  else if (storeNotInitialised && platform) body = <Empty description={t('viewing.noneYet')} />;
  else if (storeNotInitialised)
    body = (
      <Result
        status="info"
        title={t('label.emptyStoreTitle')}
        subTitle={t('label.emptyStoreBody')}
        extra={
          mayEdit && (
            <Button type="primary" icon={<CopyOutlined />} onClick={confirmCopy} loading={copy.isPending}>
              {t('label.initialise')}
            </Button>
          )
        }
      />
    );
  else if (types.length === 0) body = <Empty description={t('label.emptyLanguage')} />;
  else
    body = (
      <div className="cc-layout">
        <nav className="cc-tree" aria-label={t('label.tree')}>
          <Button
            type={typeId === null ? 'primary' : 'text'}
            size="small"
            block
            onClick={() => setTypeId(null)}
            style={{ marginBottom: 6 }}
          >
            {t('label.allTypes')}
          </Button>
          <Tree
            blockNode
            defaultExpandAll={!mobile}
            treeData={treeData}
            selectedKeys={typeId === null ? [] : [typeId]}
            onSelect={(keys) => {
              const id = Number(keys[0]);
              const hit = list.find((x) => x.id === id);
              if (!hit) return setTypeId(null);
              if (hit.parentId === null) setTypeId(hit.id);
              else if (mayEdit) setEditing({ mode: 'edit', row: hit });
            }}
          />
          {mayEdit && typeId !== null && (
            <div style={{ display: 'flex', gap: 4, marginTop: 8, flexWrap: 'wrap' }}>
              <Button
                size="small"
                icon={<EditOutlined />}
                onClick={() => setEditing({ mode: 'edit', row: types.find((x) => x.id === typeId)! })}
              >
                {t('edit')}
              </Button>
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() => confirmDelete(types.find((x) => x.id === typeId)!)}
              >
                {t('delete')}
              </Button>
            </div>
          )}
        </nav>
        <div className="cc-table">
          {list.some((x) => x.storeMade) && (
            <Typography.Paragraph type="secondary" data-testid="store-made-legend">
              <Tag color="purple">{t('label.storeMade')}</Tag>
              {viewed === null ? t('label.legendStore') : t('label.legendViewed')}
            </Typography.Paragraph>
          )}
          <Table<TSymptomLabel>
            rowKey="id"
            size="middle"
            columns={actionsFirstOnPhone(columns, mobile)}
            dataSource={shown}
            loading={labels.isFetching}
            scroll={{ x: 'max-content' }}
            pagination={{
              pageSize: 20,
              showTotal: (count) => t('label.total', { count }),
              simple: mobile,
              hideOnSinglePage: true,
            }}
            locale={{ emptyText: <Empty description={t('label.noLabels')} /> }}
          />
        </div>
      </div>
    );

  return (
    <Card variant="borderless" className="su-card">
      <ContentScreenTitle title="symptomLabel" platformHint={t('label.platformHint')} viewed={viewed} />
      <div className="cc-toolbar">
        <div>
          <ContentPickers content={content} onPicked={() => setTypeId(null)} />
        </div>
        <div>
          {mayEdit && !storeNotInitialised && (
            <>
              <Button icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'addType' })}>
                {t('label.addType')}
              </Button>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                disabled={types.length === 0}
                onClick={() => setEditing({ mode: 'addLabel', parentId: typeId ?? undefined })}
              >
                {t('label.addLabel')}
              </Button>
            </>
          )}
          <Button icon={<DownloadOutlined />} onClick={() => void download('template')}>
            {t('label.template')}
          </Button>
          {mayEdit && (
            <Button icon={<ImportOutlined />} onClick={() => setImportOpen(true)}>
              {t('label.import')}
            </Button>
          )}
          <Button icon={<ExportOutlined />} onClick={() => void download('export')} disabled={list.length === 0}>
            {t('label.export')}
          </Button>
          {mayEdit && !platform && !storeNotInitialised && (
            <Button danger icon={<CopyOutlined />} onClick={confirmCopy} loading={copy.isPending}>
              {t('label.copy')}
            </Button>
          )}
        </div>
      </div>
      {body}
      {mayEdit && (
        <ImportDialog
          open={importOpen}
          language={language}
          mobile={mobile}
          onDownloadTemplate={() => void download('template')}
          onClose={() => setImportOpen(false)}
        />
      )}
      {mayEdit && (
        <LabelDrawer
          editing={editing}
          language={language}
          types={types}
          defaults={DEFAULTS}
          mobile={mobile}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
