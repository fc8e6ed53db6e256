import { ClearOutlined, CopyOutlined, LockOutlined } from '@ant-design/icons';
import type { TSymptomDesc } from '@skin/contract';
import { Alert, Button, Card, Empty, Image, Select, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClearShopDescs, useCopyDescsToShop, useSymptomDescLanguages, useSymptomDescs } from '../../api/symptomDesc';
import { useMasterLabels, useSymptomLabels } from '../../api/symptomLabel';
import { textOn } from '../../components/colors';
import { EditButton } from '../../components/ListButtons';
import { actionsFirstOnPhone } from '../../components/QueryTable';
import { LANGUAGE_NAMES } from '../../i18n/language';
import '../../components/content.css';
import '../../components/list.css';
import { useFeedback } from '../../app/useFeedback';
import { ContentPickers, ContentScreenTitle } from '../../components/ContentScreenTitle';
import { formatTime } from '../../components/format';
import { pendingOrFailed } from '../../components/LoadFailed';
import { useContentScreen } from '../../hooks/useContentScreen';
import { ScriptDrawer } from './components/ScriptDrawer';

const chipStyle = (color: string) => ({ background: color, color: textOn(color) });

/**
 * /symptom-desc: the scripts of one content language, by symptom and degree, with their images. A store
 * without scripts of its own sees the platform's (marked, read-only) and may copy them; it may clear its own.
 */
export default function SymptomDescPage() {
  const { t } = useTranslation(['content', 'common', 'menu']);
  const { message, modal } = useFeedback();
  // The platform edits its master scripts, or looks at a store's (read-only).
  const content = useContentScreen('descs', 'symptom-desc:edit', useSymptomDescLanguages);
  const { platform, mobile, viewed, language, mayEdit } = content;
  const ofStore = !platform || viewed !== null;
  const [symptom, setSymptom] = useState<string | null>(null);
  const [editing, setEditing] = useState<TSymptomDesc | null>(null);
  const scripts = useSymptomDescs(language, viewed);
  const ownLabels = useSymptomLabels(language, viewed);
  const master = useMasterLabels(language, ofStore);
  const copy = useCopyDescsToShop();
  const clear = useClearShopDescs();

  // Symptom names: the store's own labels, else the platform's.
  const names = useMemo(() => {
    const m = new Map<string, { name: string; colors: string[] }>();
    for (const src of [master.data?.list ?? [], ownLabels.data?.list ?? []]) {
      for (const l of src)
        if (l.symptomKey) m.set(l.symptomKey, { name: l.name, colors: l.degrees.map((d) => d.color) });
    }
    return m;
  }, [ownLabels.data, master.data]);
  const fromPlatform = ofStore && (scripts.data?.fromPlatform ?? false);
  // A store without scripts of its own in this language, where the platform has none either: nothing is shown,
  // so nothing is "the platform's", and there is nothing to copy.
  const nothingAnywhere = fromPlatform && scripts.data?.list.length === 0;
  const list = (scripts.data?.list ?? []).filter((x) => symptom === null || x.symptomKey === symptom);
  const keys = [...new Set((scripts.data?.list ?? []).map((x) => x.symptomKey))];
  const nameOf = (key: string) => names.get(key)?.name ?? key;

  const confirmCopy = () =>
    modal.confirm({
      title: t('desc.copyTitle'),
      content: t('desc.copyBody'),
      okText: t('desc.copyOk'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        const r = await copy.mutateAsync(language);
        message.success(t('desc.copied', { copied: r.copied }));
      },
    });
  const confirmClear = () =>
    modal.confirm({
      title: t('desc.clearTitle'),
      content: t('desc.clearBody'),
      okText: t('desc.clearOk'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        const r = await clear.mutateAsync(language);
        message.success(t('desc.cleared', { deleted: r.deleted }));
      },
    });

  const thumb = (url: string | null, alt: string) =>
    url ? (
      <Image src={url} alt={alt} width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />
    ) : (
      <span style={{ display: 'inline-block', width: 48, height: 48, borderRadius: 4, background: '#f5f5f5' }} />
    );

  const columns: TableColumnsType<TSymptomDesc> = [
    {
      title: t('desc.symptom'),
      dataIndex: 'symptomKey',
      render: (v: string) => (
        <span className="su-nowrap">
          <Typography.Text strong>{nameOf(v)}</Typography.Text> <Typography.Text type="secondary">{v}</Typography.Text>
        </span>
      ),
    },
    {
      title: t('desc.degree'),
      dataIndex: 'degree',
      render: (d: 1 | 2 | 3, row) => (
        <span className="cc-chip" style={chipStyle(names.get(row.symptomKey)?.colors[d - 1] ?? '#8C8C8C')}>
          {t(`degree${d}`)}
        </span>
      ),
    },
    { title: t('desc.content'), dataIndex: 'content', render: (v: string) => <div className="cc-text">{v}</div> },
    {
      title: t('desc.images'),
      key: 'images',
      render: (_: unknown, row) => (
        <Image.PreviewGroup>
          <span className="cc-thumbs">
            {thumb(row.image1Url, t('desc.image1'))}
            {thumb(row.image2Url, t('desc.image2'))}
          </span>
        </Image.PreviewGroup>
      ),
    },
    {
      title: t('desc.updatedAt'),
      dataIndex: 'updatedAt',
      render: (v: string) => <span className="su-nowrap">{formatTime(v)}</span>,
    },
  ];
  if (mayEdit) {
    columns.push({
      title: t('common:actions'),
      key: 'actions',
      render: (_: unknown, row) =>
        fromPlatform ? (
          <Tag icon={<LockOutlined />}>{t('desc.readOnly')}</Tag>
        ) : (
          <EditButton label={t('edit')} onClick={() => setEditing(row)} />
        ),
    });
  }

  const body = pendingOrFailed(scripts, { title: t('loadFailed'), retry: t('common:retry') }) ?? (
    <Table<TSymptomDesc>
      rowKey="id"
      size="middle"
      columns={actionsFirstOnPhone(columns, mobile)}
      dataSource={list}
      loading={scripts.isFetching}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 30, hideOnSinglePage: true, simple: mobile }}
      locale={{ emptyText: <Empty description={t('desc.empty')} /> }}
    />
  );

  return (
    <Card variant="borderless" className="su-card">
      <ContentScreenTitle title="symptomDesc" platformHint={t('desc.platformHint')} viewed={viewed} />
      {platform ? null : nothingAnywhere ? (
        <Alert
          type="info"
          showIcon
          title={t('desc.noneAnywhere', { language: LANGUAGE_NAMES[language] })}
          description={t('desc.noneAnywhereHint')}
          style={{ marginBottom: 12 }}
          data-testid="no-scripts"
        />
      ) : fromPlatform ? (
        <Alert
          type="warning"
          showIcon
          title={t('desc.fromPlatform')}
          description={t('desc.fromPlatformHint')}
          style={{ marginBottom: 12 }}
          data-testid="from-platform"
        />
      ) : (
        scripts.data && <Alert type="success" showIcon title={t('desc.ownHint')} style={{ marginBottom: 12 }} />
      )}
      <div className="cc-toolbar">
        <div>
          <ContentPickers content={content} onPicked={() => setSymptom(null)} />
          <Select
            allowClear
            style={{ minWidth: 180 }}
            value={symptom}
            onChange={(v) => setSymptom(v ?? null)}
            placeholder={t('desc.allSymptoms')}
            aria-label={t('desc.symptom')}
            options={keys.map((k) => ({ value: k, label: nameOf(k) }))}
          />
        </div>
        {mayEdit && !platform && !nothingAnywhere && (
          <div>
            <Button
              type={fromPlatform ? 'primary' : 'default'}
              danger={!fromPlatform}
              icon={<CopyOutlined />}
              onClick={confirmCopy}
              loading={copy.isPending}
            >
              {t('desc.copy')}
            </Button>
            {!fromPlatform && (
              <Button danger icon={<ClearOutlined />} onClick={confirmClear} loading={clear.isPending}>
                {t('desc.clear')}
              </Button>
            )}
          </div>
        )}
      </div>
      {body}
      {mayEdit && (
        <ScriptDrawer
          script={editing}
          symptomName={editing ? nameOf(editing.symptomKey) : ''}
          mobile={mobile}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
