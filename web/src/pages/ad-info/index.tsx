import { EyeOutlined } from '@ant-design/icons';
import type { TAdInfo, TAdType } from '@skin/contract';
import { Button, Card, Empty, Image, Segmented, Switch, type TableColumnsType, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdInfoLanguages, useAdInfos, useDeleteAdInfo, useSortAdInfos, useUpdateAdInfo } from '../../api/adInfo';
import { ContentPickers, ContentScreenTitle } from '../../components/ContentScreenTitle';
import { AddButton, DeleteButton, EditButton } from '../../components/ListButtons';
import { pendingOrFailed } from '../../components/LoadFailed';
import { actionsFirstOnPhone } from '../../components/QueryTable';
import { SortableTable } from '../../components/SortableTable';
import { useConfirmDanger } from '../../hooks/useConfirmDanger';
import { useEditDialog } from '../../hooks/useEditDialog';
import { useUrlState } from '../../hooks/useUrlState';
import { AdForm } from './components/AdForm';
import { AdPreview } from './components/AdPreview';
import '../../components/list.css';
import '../../components/content.css';
import './ad-info.css';
import { useFeedback } from '../../app/useFeedback';
import { useContentScreen } from '../../hooks/useContentScreen';

const isType = (v: number) => v === 1 || v === 2;

/**
 * /ad-info: the adverts of the companion app in one content language, carousel or startup page, in the order the
 * app shows them. Rows are reordered by dragging (saved at once), switched on and off in the list, added and
 * edited in a dialog, deleted after a confirmation; a preview shows them in a phone. The platform keeps its own
 * adverts and looks at a store's read-only.
 */
export default function AdInfoPage() {
  const { t } = useTranslation(['adInfo', 'content', 'common', 'menu']);
  const { message } = useFeedback();
  const confirmDanger = useConfirmDanger();
  const content = useContentScreen('ads', 'ad-info:edit', useAdInfoLanguages);
  const { me, mobile, viewed, language, setLanguage, mayEdit } = content;
  const [typeValue, setType] = useUrlState<number>('type', `ads:type:${me?.id ?? 0}`, 1, isType);
  const type = typeValue as TAdType;
  const query = { language, type, shopId: viewed };
  const list = useAdInfos(query);
  const sort = useSortAdInfos(query);
  const toggle = useUpdateAdInfo();
  const remove = useDeleteAdInfo();
  const dialog = useEditDialog<TAdInfo>();
  const [previewing, setPreviewing] = useState(false);
  const [toggling, setToggling] = useState<number | null>(null);
  // After saving in another language and type: the language first, then (with the new URL) the type.
  const [pendingType, setPendingType] = useState<TAdType | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the new language is in the URL
  useEffect(() => {
    if (pendingType === null) return;
    setType(pendingType);
    setPendingType(null);
  }, [language]);

  const rows = list.data?.list ?? [];
  const nameOf = (row: TAdInfo) => row.title || t('untitled');

  const reorder = (next: TAdInfo[]) =>
    sort.mutate(next, {
      onSuccess: () => message.success(t('reordered'), 1.5),
      onError: (err) => message.error(t('reorderFailed', { reason: err.message }), 5),
    });

  const setEnabled = (row: TAdInfo, enabled: boolean) => {
    setToggling(row.id);
    toggle.mutate(
      { id: row.id, body: { enabled } },
      {
        onSuccess: () => message.success(t(enabled ? 'shown' : 'hidden', { title: nameOf(row) })),
        onError: (err) => message.error(err.message, 4),
        onSettled: () => setToggling(null),
      },
    );
  };

  const confirmDelete = (row: TAdInfo) =>
    confirmDanger({
      title: t('deleteTitle', { title: nameOf(row) }),
      content: (
        <div className="cc-thumbs" style={{ alignItems: 'center', gap: 12 }}>
          <img className="ad-thumb" src={row.imageUrl} alt="" />
          <span>{t('deleteBody')}</span>
        </div>
      ),
      okText: t('deleteOk'),
      run: () => remove.mutateAsync(row.id),
      done: t('deleted'),
    });

  const columns: TableColumnsType<TAdInfo> = [
    {
      title: t('columns.image'),
      dataIndex: 'imageUrl',
      width: 72,
      render: (url: string, row) => (
        <Image src={url} alt={nameOf(row)} width={56} height={56} className="ad-thumb" style={{ objectFit: 'cover' }} />
      ),
    },
    {
      title: t('columns.title'),
      dataIndex: 'title',
      render: (title: string) =>
        title ? (
          <Typography.Text strong className="ad-title-cell" data-testid="ad-title">
            {title}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary" data-testid="ad-title">
            {t('untitled')}
          </Typography.Text>
        ),
    },
    {
      title: t('columns.link'),
      dataIndex: 'link',
      render: (link: string) =>
        link ? (
          <Typography.Link href={link} target="_blank" rel="noopener noreferrer" className="ad-link-cell" title={link}>
            {link}
          </Typography.Link>
        ) : (
          <Typography.Text type="secondary" className="su-nowrap">
            {t('noLink')}
          </Typography.Text>
        ),
    },
    {
      title: t('columns.status'),
      dataIndex: 'enabled',
      render: (enabled: boolean, row) =>
        mayEdit ? (
          <Switch
            checked={enabled}
            loading={toggling === row.id}
            checkedChildren={t('on')}
            unCheckedChildren={t('off')}
            aria-label={`${t('columns.status')}: ${nameOf(row)}`}
            onChange={(checked) => setEnabled(row, checked)}
          />
        ) : (
          <Tag color={enabled ? 'green' : 'default'}>{enabled ? t('on') : t('off')}</Tag>
        ),
    },
    {
      title: t('columns.position'),
      key: 'position',
      align: 'center',
      render: (_: unknown, _row, index) => <span data-testid="ad-position">{index + 1}</span>,
    },
  ];
  if (mayEdit) {
    columns.push({
      title: t('common:actions'),
      key: 'actions',
      render: (_: unknown, row) => (
        // Phones: the icons alone (named for screen readers), so the row fits without scrolling sideways.
        <span className="su-nowrap">
          <EditButton label={t('edit')} iconOnly={mobile} onClick={() => dialog.openFor(row)} />
          <DeleteButton label={t('delete')} iconOnly={mobile} onClick={() => confirmDelete(row)} />
        </span>
      ),
    });
  }
  // On a phone the actions come after the title (what names the row), so they need no sideways scroll.
  const shown = mobile ? [columns[0]!, ...actionsFirstOnPhone(columns.slice(1), true)] : columns;

  const addButton = <AddButton label={t('add')} onClick={() => dialog.openFor()} />;

  const body = pendingOrFailed(list, { title: t('loadFailed'), retry: t('common:retry') }, 4) ?? (
    <>
      {mayEdit && rows.length > 1 && (
        <Typography.Paragraph type="secondary" className="ad-hint">
          {mobile ? t('reorderHintPhone') : t('reorderHint')}
        </Typography.Paragraph>
      )}
      <SortableTable<TAdInfo>
        rows={rows}
        columns={shown}
        sortable={mayEdit}
        onReorder={reorder}
        nameOf={nameOf}
        mobile={mobile}
        loading={list.isPlaceholderData}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty description={mayEdit ? t('empty') : t('emptyReadOnly')}>
              {mayEdit && (
                <>
                  <Typography.Paragraph type="secondary">{t('emptyHint')}</Typography.Paragraph>
                  {addButton}
                </>
              )}
            </Empty>
          ),
        }}
      />
    </>
  );

  return (
    <Card variant="borderless" className="su-card">
      <ContentScreenTitle title="adInfo" platformHint={t('platformHint')} viewed={viewed} />
      <div className="cc-toolbar ad-toolbar">
        <div>
          <ContentPickers content={content} />
          <Segmented<number>
            className="ad-type-switch"
            value={type}
            onChange={setType}
            aria-label={t('type')}
            options={[
              { value: 1, label: t('carousel') },
              { value: 2, label: t('startup') },
            ]}
          />
        </div>
        <div>
          <Button icon={<EyeOutlined />} onClick={() => setPreviewing(true)}>
            {t('preview')}
          </Button>
          {mayEdit && addButton}
        </div>
      </div>
      {body}
      {mayEdit && (
        <AdForm
          open={dialog.open}
          record={dialog.record}
          language={language}
          type={type}
          titlesOf={(l, tp, exceptId) =>
            l === language && tp === type && list.data
              ? rows.filter((r) => r.id !== exceptId).map((r) => r.title)
              : null
          }
          onClose={dialog.close}
          onSaved={(ad) => {
            if (ad.language !== language) {
              setLanguage(ad.language);
              if (ad.type !== type) setPendingType(ad.type);
            } else if (ad.type !== type) setType(ad.type);
          }}
        />
      )}
      <AdPreview
        open={previewing}
        onClose={() => setPreviewing(false)}
        language={language}
        shopId={viewed}
        mobile={mobile}
      />
    </Card>
  );
}
