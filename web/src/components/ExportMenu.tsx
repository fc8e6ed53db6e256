import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import type { ExportFormat } from '@skin/contract';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../app/useFeedback';

/**
 * A list's export: one button offering CSV and Excel (XLSX) of what the list's filters match, disabled while the
 * list is empty; `exporter` downloads the file (a refusal is shown by the request client), then this says which.
 * Its words are `common:exports`, or a screen's own of the same shape (button, csv, xlsx, done) named by `texts`.
 */
export function ExportMenu<Q>({
  exporter,
  query,
  disabled,
  texts = 'common:exports',
}: {
  /** The list's export request (a mutation of the api/ hooks), sent with the list's `query` and the format. */
  exporter: {
    mutateAsync: (body: { query: Q; format: ExportFormat }) => Promise<{ fileName: string }>;
    isPending: boolean;
  };
  query: Q;
  disabled: boolean;
  texts?: 'common:exports' | 'users:actions.exports';
}) {
  const { t: translate } = useTranslation(['common', 'users']);
  const t = (key: 'button' | 'csv' | 'xlsx' | 'done', options?: { file: string }) =>
    translate(`${texts}.${key}`, options);
  const { message } = useFeedback();
  const run = async (format: ExportFormat) => {
    const file = await exporter.mutateAsync({ query, format });
    message.success(t('done', { file: file.fileName }));
  };
  return (
    <Dropdown
      trigger={['click']}
      disabled={disabled}
      menu={{
        items: [
          { key: 'csv', label: t('csv') },
          { key: 'xlsx', label: t('xlsx') },
        ],
        onClick: ({ key }) => void run(key as ExportFormat).catch(() => undefined),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={exporter.isPending}>
        {t('button')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
