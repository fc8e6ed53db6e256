import type { Language, TImportRefusal } from '@skin/contract';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useImportLabels } from '../../../api/symptomLabel';
import { useFeedback } from '../../../app/useFeedback';
import { importRefusalOf } from '../../../components/ImportFaults';
import { SheetImport } from '../../../components/SheetImport';
import { LANGUAGE_NAMES } from '../../../i18n/language';

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
      <SheetImport
        texts={{
          step1: t('label.importStep1'),
          step1Hint: t('label.importStep1Hint'),
          download: t('label.template'),
          step2: t('label.importStep2'),
          step2Hint: t('label.importStep2Hint'),
          drop: t('label.importDrop'),
          uploading: t('label.importing'),
        }}
        onDownload={onDownloadTemplate}
        onFile={(file) => void runImport(file)}
        progress={progress}
        refusal={refusal}
        onDismiss={() => setRefusal(null)}
      />
    </Modal>
  );
}
