import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { Language, TImportRefusal } from '@skin/contract';
import { Button, Modal, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useImportLabels } from '../../../api/symptomLabel';
import { useFeedback } from '../../../app/useFeedback';
import { ImportFaults, importRefusalOf } from '../../../components/ImportFaults';
import { LANGUAGE_NAMES } from '../../../i18n/language';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Importing labels of one content language from the template: download it, upload it filled in. A refusal for
 * its rows lists every problem in the dialog until dismissed; a repeated label (500901) is also a notification
 * for 10 seconds naming it (SPEC section 8).
 */
export function ImportDialog({
  open,
  language,
  mobile,
  onDownloadTemplate,
  onClose,
}: {
  open: boolean;
  language: Language;
  mobile: boolean;
  onDownloadTemplate: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['content', 'common']);
  const { message, notification } = useFeedback();
  const importer = useImportLabels();
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<TImportRefusal | null>(null);

  const close = () => {
    setRefusal(null);
    onClose();
  };

  const runImport = async (file: File) => {
    setRefusal(null);
    setProgress(0);
    try {
      const r = await importer.mutateAsync({ language, file, onProgress: setProgress });
      message.success(t('label.imported', r), 5);
      close();
    } catch (err) {
      const rows = importRefusalOf(err);
      const text = err instanceof Error ? err.message : String(err);
      setRefusal(rows);
      if (err instanceof ApiError && err.code === 500901) {
        notification.error({
          title: text,
          description: t('label.importFailedRows', { rows: [...new Set(rows?.rows.map((f) => f.row))].join(', ') }),
          duration: 10,
        });
      } else if (!rows) message.error(text, 6);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Modal
      open={open}
      title={t('label.importTitle', { language: LANGUAGE_NAMES[language] })}
      onCancel={close}
      footer={<Button onClick={close}>{t('common:close')}</Button>}
      width={mobile ? '100%' : 760}
      destroyOnHidden
    >
      <Typography.Title level={5}>{t('label.importStep1')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('label.importStep1Hint')}</Typography.Paragraph>
      <Button icon={<DownloadOutlined />} onClick={onDownloadTemplate}>
        {t('label.template')}
      </Button>
      <Typography.Title level={5} style={{ marginTop: 20 }}>
        {t('label.importStep2')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('label.importStep2Hint')}</Typography.Paragraph>
      <Upload.Dragger
        accept={XLSX}
        showUploadList={false}
        disabled={progress !== null}
        beforeUpload={(file) => {
          void runImport(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('label.importDrop')}</p>
      </Upload.Dragger>
      {progress !== null && (
        <Progress percent={progress} status="active" aria-label={t('label.importing')} style={{ marginTop: 12 }} />
      )}
      {refusal && (
        <div style={{ marginTop: 16 }}>
          <ImportFaults refusal={refusal} onClose={() => setRefusal(null)} />
        </div>
      )}
    </Modal>
  );
}
