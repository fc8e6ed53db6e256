import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import type { ExportFormat } from '@skin/contract';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../app/useFeedback';

/**
 * A list's export: one button offering CSV and Excel (XLSX) of what the list's filters match, disabled while the
 * list is empty; `exportAs` downloads the file (a refusal is shown by the request client), then this says which.
 */
export function ExportMenu({
  exportAs,
  pending,
  disabled,
}: {
  exportAs: (format: ExportFormat) => Promise<{ fileName: string }>;
  pending: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('common');
  const { message } = useFeedback();
  const run = async (format: ExportFormat) => {
    const file = await exportAs(format);
    message.success(t('exports.done', { file: file.fileName }));
  };
  return (
    <Dropdown
      trigger={['click']}
      disabled={disabled}
      menu={{
        items: [
          { key: 'csv', label: t('exports.csv') },
          { key: 'xlsx', label: t('exports.xlsx') },
        ],
        onClick: ({ key }) => void run(key as ExportFormat).catch(() => undefined),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={pending}>
        {t('exports.button')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
