import {
  CONSENT_TEXT_MAX,
  isLanguage,
  LANGUAGES,
  type Language,
  type TConsentTextLanguages,
  type TConsentTextVersion,
} from '@skin/contract';
import { Alert, Button, Empty, Input, Modal, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/account';
import { useConsentHistory, useConsentLanguages, useConsentText, useSaveConsentText } from '../../../api/consentText';
import { useLanguage } from '../../../app/language-context';
import { useFeedback } from '../../../app/useFeedback';
import { formatTime } from '../../../components/format';
import { LoadFailed } from '../../../components/LoadFailed';
import { pageChange, QueryTable } from '../../../components/QueryTable';
import { ActionLink } from '../../../components/RowLink';
import { useUrlState } from '../../../hooks/useUrlState';
import { LANGUAGE_NAMES } from '../../../i18n/language';
import { useDevice } from '../../../layout/device';

type LanguageRow = TConsentTextLanguages['list'][number];

/**
 * The consent texts (issue 42 item 1), a tab of /customers: a store's text per content language (the platform: its
 * defaults, which a store without its own text shows). The seven languages with their latest version; the chosen
 * language's text to edit (Save makes a new version, after a confirmation that old versions stay); its history,
 * each version readable. The language is in the URL (`?consent=ja-JP`).
 */
export function ConsentTexts({ platform }: { platform: boolean }) {
  const { t } = useTranslation(['consent', 'common']);
  const { data: me } = useCurrentUser();
  const { language: ui } = useLanguage();
  const mobile = useDevice() === 'mobile';
  const [language, setLanguage] = useUrlState<Language>('consent', `consent-lang:${me?.id ?? 0}`, ui, (l) =>
    isLanguage(l),
  );
  const languages = useConsentLanguages();
  const row = languages.data?.list.find((l) => l.language === language);

  const columns: TableColumnsType<LanguageRow> = [
    {
      title: t('language'),
      dataIndex: 'language',
      render: (l: Language) =>
        l === language ? (
          <Typography.Text strong>{LANGUAGE_NAMES[l]}</Typography.Text>
        ) : (
          <ActionLink onClick={() => setLanguage(l)}>{LANGUAGE_NAMES[l]}</ActionLink>
        ),
    },
    {
      title: t('latest'),
      key: 'latest',
      render: (_, r) => <LatestCell row={r} platform={platform} />,
    },
    ...(mobile
      ? []
      : [
          {
            title: t('savedAt'),
            key: 'savedAt',
            render: (_: unknown, r: LanguageRow) => (r.latest ? formatTime(r.latest.savedAt) : '—'),
          },
          { title: t('versions'), dataIndex: 'versions', align: 'right' as const },
        ]),
  ];

  if (languages.isError)
    return (
      <LoadFailed
        title={t('loadFailed')}
        retryText={t('common:retry')}
        onRetry={() => void languages.refetch()}
        error={languages.error}
      />
    );
  return (
    <div data-testid="consent-texts" className="cu-consent">
      <Typography.Paragraph type="secondary">{platform ? t('introPlatform') : t('intro')}</Typography.Paragraph>
      <Table<LanguageRow>
        size="small"
        rowKey="language"
        loading={languages.isLoading}
        dataSource={
          languages.data?.list ?? LANGUAGES.map((l) => ({ language: l, latest: null, platform: null, versions: 0 }))
        }
        columns={columns}
        pagination={false}
        rowClassName={(r) => (r.language === language ? 'cu-consent-chosen' : '')}
        aria-label={t('languagesTable')}
      />
      {row && (
        <ConsentEditor
          // A new latest version (a save here or elsewhere) starts the editor again from it.
          key={`${language}:${row.latest?.id ?? 0}:${row.platform?.id ?? 0}`}
          row={row}
        />
      )}
      <ConsentHistory key={language} language={language} />
    </div>
  );
}

/** The latest version of a language, or what the app shows meanwhile. */
function LatestCell({ row, platform }: { row: LanguageRow; platform: boolean }) {
  const { t } = useTranslation('consent');
  if (row.latest) return <span className="su-nowrap">{row.latest.version}</span>;
  if (!platform && row.platform)
    return (
      <Typography.Text type="secondary">
        <PlatformShown text={t('platformShown', { version: MARK })} version={row.platform.version} />
      </Typography.Text>
    );
  return <Typography.Text type="secondary">{t('none')}</Typography.Text>;
}

const MARK = '\u0000';

/**
 * "Shows the platform's P-en-US-1" with the version's name kept on one line (it never breaks at its hyphens). The
 * sentence is split where the translation put the version, rather than with react-i18next's `Trans`, which would
 * bring an HTML parser onto the sign-in path's vendor chunk (web/e2e/budget.spec.ts).
 */
function PlatformShown({ text, version }: { text: string; version: string }) {
  const [before, after = ''] = text.split(MARK);
  return (
    <>
      {before}
      <span className="su-nowrap">{version}</span>
      {after}
    </>
  );
}

/** The chosen language's text: starts from the latest (a store without one: from the platform's default). */
function ConsentEditor({ row }: { row: LanguageRow }) {
  const { t } = useTranslation(['consent', 'common']);
  const { modal, message } = useFeedback();
  const base = row.latest ?? row.platform;
  const baseText = useConsentText(base?.id ?? null);
  const save = useSaveConsentText();
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? baseText.data?.text ?? '';
  const name = LANGUAGE_NAMES[row.language];
  const tooLong = shown.length > CONSENT_TEXT_MAX;
  const empty = shown.trim() === '';
  const unchanged = row.latest !== null && shown.trim() === (baseText.data?.text ?? '');

  if (base && baseText.isError)
    return (
      <LoadFailed
        title={t('loadFailed')}
        retryText={t('common:retry')}
        onRetry={() => void baseText.refetch()}
        error={baseText.error}
      />
    );
  if (base && !baseText.data) return null;

  const confirm = () =>
    modal.confirm({
      title: t('confirmTitle'),
      content: t('confirmBody', { number: row.versions + 1, language: name }),
      okText: t('confirmOk'),
      cancelText: t('common:cancel'),
      onOk: () =>
        save.mutateAsync({ language: row.language, text: shown }).then(
          (saved) => {
            if (saved.created) message.success(t('saved', { version: saved.version }));
            else message.info(t('unchanged'));
          },
          // A refusal (the language is full, the text too long) says why; the dialog closes either way.
          (err: unknown) => message.error(err instanceof Error ? err.message : String(err)),
        ),
    });

  return (
    <section className="cu-consent-editor" aria-labelledby="consent-editor-title">
      <Typography.Title level={5} id="consent-editor-title">
        {t('editorTitle', { language: name })}
      </Typography.Title>
      {!row.latest && row.platform && (
        <Alert type="info" showIcon title={t('startsFromPlatform', { version: row.platform.version })} />
      )}
      <Input.TextArea
        aria-label={t('editorLabel', { language: name })}
        value={shown}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 6, maxRows: 16 }}
        count={{ show: true, max: CONSENT_TEXT_MAX }}
        status={tooLong ? 'error' : undefined}
        placeholder={t('placeholder')}
      />
      {tooLong && (
        <Typography.Text type="danger" role="alert">
          {t('tooLong', { max: CONSENT_TEXT_MAX })}
        </Typography.Text>
      )}
      <Space wrap className="cu-consent-actions">
        <Button type="primary" onClick={confirm} disabled={tooLong || empty || unchanged} loading={save.isPending}>
          {t('save')}
        </Button>
        <Button onClick={() => setText(null)} disabled={text === null}>
          {t('undo')}
        </Button>
      </Space>
    </section>
  );
}

/** A language's versions, newest first, ten a page; each opens to be read. */
function ConsentHistory({ language }: { language: Language }) {
  const { t } = useTranslation(['consent', 'common']);
  const mobile = useDevice() === 'mobile';
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const history = useConsentHistory(language, paging.page, paging.pageSize);
  const [reading, setReading] = useState<TConsentTextVersion | null>(null);
  const columns: TableColumnsType<TConsentTextVersion> = [
    {
      title: t('version'),
      dataIndex: 'version',
      render: (v: string, r) => (
        <ActionLink onClick={() => setReading(r)} aria-label={t('readVersion', { version: v })}>
          {v}
        </ActionLink>
      ),
    },
    { title: t('savedAt'), dataIndex: 'savedAt', render: (v: string) => formatTime(v) },
    { title: t('savedBy'), dataIndex: 'savedBy', render: (v: string | null) => v ?? '—' },
    ...(mobile ? [] : [{ title: t('length'), dataIndex: 'length', align: 'right' as const }]),
  ];
  return (
    <section className="cu-consent-history" aria-labelledby="consent-history-title">
      <Typography.Title level={5} id="consent-history-title">
        {t('history', { language: LANGUAGE_NAMES[language] })}
      </Typography.Title>
      <QueryTable<TConsentTextVersion>
        query={history}
        paging={paging}
        rowKey="id"
        loadFailed={t('loadFailed')}
        mobile={mobile}
        minWidth={480}
        columns={columns}
        locale={{ emptyText: <Empty description={t('historyEmpty')} /> }}
        onChange={pageChange(paging, setPaging)}
      />
      <VersionDialog version={reading} onClose={() => setReading(null)} />
    </section>
  );
}

/** One old version, read only. */
function VersionDialog({ version, onClose }: { version: TConsentTextVersion | null; onClose: () => void }) {
  const { t } = useTranslation(['consent', 'common']);
  const text = useConsentText(version?.id ?? null);
  return (
    <Modal
      open={version !== null}
      title={version ? t('readTitle', { version: version.version }) : ''}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common:close')}</Button>}
      width={720}
    >
      {version && (
        <>
          <Space wrap>
            <Typography.Text type="secondary">
              {t('readMeta', { time: formatTime(version.savedAt), name: version.savedBy ?? '—' })}
            </Typography.Text>
            {version.platform && <Tag>{t('platformTag')}</Tag>}
          </Space>
          {text.isError ? (
            <LoadFailed
              title={t('loadFailed')}
              retryText={t('common:retry')}
              onRetry={() => void text.refetch()}
              error={text.error}
            />
          ) : (
            <Typography.Paragraph className="cu-consent-text" data-testid="consent-version-text">
              {text.data?.text ?? ''}
            </Typography.Paragraph>
          )}
        </>
      )}
    </Modal>
  );
}
