import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { TImportRefusal } from '@skin/contract';
import { Button, Progress, Typography, Upload } from 'antd';
import type { ReactNode } from 'react';
import { ImportFaults } from './ImportFaults';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The two steps of a spreadsheet import (the label template, the programme spreadsheet): download the template,
 * drop the filled-in file; the upload's progress, and a refused file's rows until they are dismissed.
 */
export function SheetImport({
  texts,
  onDownload,
  onFile,
  progress,
  refusal,
  onDismiss,
}: {
  texts: {
    step1: string;
    step1Hint: ReactNode;
    download: string;
    step2: string;
    step2Hint: string;
    drop: string;
    uploading: string;
  };
  onDownload: () => void;
  onFile: (file: File) => void;
  /** Percent sent, or null while nothing is being sent. */
  progress: number | null;
  refusal: TImportRefusal | null;
  onDismiss: () => void;
}) {
  return (
    <>
      <Typography.Title level={5}>{texts.step1}</Typography.Title>
      <Typography.Paragraph type="secondary">{texts.step1Hint}</Typography.Paragraph>
      <Button icon={<DownloadOutlined />} onClick={onDownload}>
        {texts.download}
      </Button>
      <Typography.Title level={5} style={{ marginTop: 20 }}>
        {texts.step2}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{texts.step2Hint}</Typography.Paragraph>
      <Upload.Dragger
        accept={XLSX}
        showUploadList={false}
        disabled={progress !== null}
        beforeUpload={(file) => {
          onFile(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{texts.drop}</p>
      </Upload.Dragger>
      {progress !== null && (
        <Progress percent={progress} status="active" aria-label={texts.uploading} style={{ marginTop: 12 }} />
      )}
      {refusal && (
        <div style={{ marginTop: 16 }}>
          <ImportFaults refusal={refusal} onClose={onDismiss} />
        </div>
      )}
    </>
  );
}
