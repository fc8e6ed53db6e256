import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PRODUCT_BATCH_MAX_ROWS, type TImportRefusal, type TProductType, type TSymptomChoice } from '@skin/contract';
import { Button, Form, Modal, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../api/file';
import { useBatchAddProducts, useImportProducts } from '../../../api/product';
import { useFeedback } from '../../../app/useFeedback';
import { ImportFaults, importRefusalOf } from '../../../components/ImportFaults';
import { SheetImport } from '../../../components/SheetImport';
import { SubmitOnEnter } from '../../../components/SubmitOnEnter';
import { formPath, ProductFields, type ProductFormValues, toInput } from './fields';

const BLANK: ProductFormValues = { link: '', symptoms: [] };

interface BatchProps {
  onClose: () => void;
  types: readonly TProductType[];
  defaultTypeId?: number;
  choices: readonly TSymptomChoice[];
  choicesLoading: boolean;
}

/** Several programmes in one go, all or none: a form of rows, or the store's spreadsheet template. */
export function BatchDialog({ open, mobile, ...props }: BatchProps & { open: boolean; mobile: boolean }) {
  const { t } = useTranslation('programme');
  return (
    <Modal
      open={open}
      title={t('batch.title')}
      onCancel={props.onClose}
      destroyOnHidden
      footer={null}
      width={mobile ? '100%' : 960}
      styles={{ body: { maxHeight: 'calc(100vh - 160px)', overflowY: 'auto', paddingRight: 4 } }}
    >
      <BatchBody {...props} />
    </Modal>
  );
}

/** The dialog's content, mounted while it is open (its form lives and dies with it). */
function BatchBody({ onClose, types, defaultTypeId, choices, choicesLoading }: BatchProps) {
  const { t } = useTranslation(['programme', 'common']);
  const { message } = useFeedback();
  const [tab, setTab] = useState<'form' | 'sheet'>('form');
  const [form] = Form.useForm<{ rows: ProductFormValues[] }>();
  const rowCount = (Form.useWatch('rows', form) ?? []).length;
  const [formFaults, setFormFaults] = useState<TImportRefusal | null>(null);
  const [sheetFaults, setSheetFaults] = useState<TImportRefusal | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const batch = useBatchAddProducts();
  const importer = useImportProducts();

  const submitRows = async (v: { rows: ProductFormValues[] }) => {
    setFormFaults(null);
    try {
      const r = await batch.mutateAsync({ rows: v.rows.map(toInput) });
      message.success(t('batch.added', { count: r.added }));
      onClose();
    } catch (err) {
      const faults = importRefusalOf(err);
      if (!faults) return void message.error(err instanceof Error ? err.message : String(err), 5);
      setFormFaults(faults);
      form.setFields(
        faults.rows.map((f) => ({ name: formPath(['rows', f.row - 1], f.field) as never, errors: [f.message] })),
      );
    }
  };

  const runImport = async (file: File) => {
    setSheetFaults(null);
    setProgress(0);
    try {
      const r = await importer.mutateAsync({ file, onProgress: setProgress });
      message.success(t('batch.added', { count: r.added }), 5);
      onClose();
    } catch (err) {
      const faults = importRefusalOf(err);
      if (faults) setSheetFaults(faults);
      else message.error(err instanceof Error ? err.message : String(err), 6);
    } finally {
      setProgress(null);
    }
  };

  const formTab = (
    <Form
      form={form}
      layout="vertical"
      name="productBatch"
      initialValues={{
        rows: [
          { ...BLANK, typeId: defaultTypeId },
          { ...BLANK, typeId: defaultTypeId },
        ],
      }}
      onFinish={submitRows}
      scrollToFirstError
    >
      <SubmitOnEnter />
      <Typography.Paragraph type="secondary">{t('batch.allOrNone')}</Typography.Paragraph>
      {formFaults && (
        <div className="pt-faults">
          <ImportFaults refusal={formFaults} title={t('batch.faultsTitle')} onClose={() => setFormFaults(null)} />
        </div>
      )}
      <Form.List name="rows">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f, i) => (
              <section key={f.key} className="pt-batch-row" aria-label={t('batch.row', { n: i + 1 })}>
                <header>
                  <Typography.Text strong>{t('batch.row', { n: i + 1 })}</Typography.Text>
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={fields.length === 1}
                    onClick={() => remove(f.name)}
                  >
                    {t('batch.removeRow')}
                  </Button>
                </header>
                <ProductFields
                  prefix={[f.name]}
                  path={['rows', f.name]}
                  types={types}
                  choices={choices}
                  choicesLoading={choicesLoading}
                  compact
                />
              </section>
            ))}
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              disabled={fields.length >= PRODUCT_BATCH_MAX_ROWS}
              onClick={() => add({ ...BLANK, typeId: defaultTypeId })}
            >
              {t('batch.addRow')}
            </Button>
          </>
        )}
      </Form.List>
    </Form>
  );

  const sheetTab = (
    <div className="pt-sheet">
      <SheetImport
        texts={{
          step1: t('batch.step1'),
          step1Hint: `${t('batch.step1Hint', { max: PRODUCT_BATCH_MAX_ROWS })} ${t('batch.exampleRow')}`,
          download: t('batch.download'),
          step2: t('batch.step2'),
          step2Hint: t('batch.step2Hint'),
          drop: t('batch.drop'),
          uploading: t('batch.uploading'),
        }}
        onDownload={() =>
          downloadFile('/product/template', {}, 'programmes-template.xlsx').catch((err) =>
            message.error(err instanceof Error ? err.message : String(err)),
          )
        }
        onFile={(file) => void runImport(file)}
        progress={progress}
        refusal={sheetFaults}
        onDismiss={() => setSheetFaults(null)}
      />
    </div>
  );

  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as 'form' | 'sheet')}
        items={[
          { key: 'form', label: t('batch.formTab'), children: formTab, forceRender: true },
          { key: 'sheet', label: t('batch.sheetTab'), children: sheetTab },
        ]}
      />
      <div className="pt-batch-footer">
        {tab === 'form' ? (
          <>
            <Button onClick={onClose}>{t('common:cancel')}</Button>
            <Button type="primary" loading={batch.isPending} onClick={() => form.submit()}>
              {t('batch.submit', { count: rowCount })}
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>{t('common:close')}</Button>
        )}
      </div>
    </>
  );
}
