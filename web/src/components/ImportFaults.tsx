import { isImportRefusal, type TImportFault, type TImportRefusal } from '@skin/contract';
import { Alert, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import './import-faults.css';

/** The rows of a refused import (label template, programme spreadsheet or batch form), or null for another refusal. */
export function importRefusalOf(err: unknown): TImportRefusal | null {
  if (!(err instanceof ApiError)) return null;
  return isImportRefusal(err.datas) && err.datas.rows.length > 0 ? err.datas : null;
}

/**
 * Every problem of a refused import, at once: row, column (as the template heads it) and reason, in a panel that
 * stays until it is dismissed or another file is sent.
 */
export function ImportFaults({
  refusal,
  title,
  onClose,
}: {
  refusal: TImportRefusal;
  /** What the panel says above the list (default: nothing was imported, and how many problems). */
  title?: string;
  onClose?: () => void;
}) {
  const { t } = useTranslation('importFaults');
  const { rows, faultCount } = refusal;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="import-faults"
      className="import-faults"
      title={title ?? t('title', { count: faultCount })}
      closable={onClose ? { 'aria-label': t('dismiss') } : false}
      onClose={onClose}
      description={
        <>
          <Table<TImportFault & { key: number }>
            size="small"
            dataSource={rows.map((f, key) => ({ ...f, key }))}
            pagination={rows.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
            tableLayout="fixed"
            columns={[
              { title: t('row'), dataIndex: 'row', width: 64 },
              { title: t('column'), dataIndex: 'column', width: '32%', render: (c: string) => c || t('wholeRow') },
              { title: t('problem'), dataIndex: 'message' },
            ]}
          />
          {faultCount > rows.length && (
            <Typography.Text type="secondary">{t('more', { shown: rows.length, count: faultCount })}</Typography.Text>
          )}
        </>
      }
    />
  );
}
