import { PRODUCT_TYPE_NAME_MAX, type TProductType } from '@skin/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveProductType } from '../../../api/productType';
import { useFeedback } from '../../../app/useFeedback';
import { FormDialog } from '../../../components/FormDialog';

/** Adds a programme type, or renames one. */
export function TypeDialog({ open, type, onClose }: { open: boolean; type?: TProductType; onClose: () => void }) {
  const { t } = useTranslation('programme');
  const { message } = useFeedback();
  const save = useSaveProductType();
  return (
    <FormDialog<{ name: string }>
      open={open}
      recordKey={type?.id}
      name="productType"
      title={type ? t('renameType') : t('newType')}
      initialValues={{ name: type?.name ?? '' }}
      width={420}
      fieldOf={{ 600102: 'name' }}
      fields={['name']}
      onSubmit={async (v) => {
        await save.mutateAsync({ id: type?.id, body: { name: v.name.trim() } });
        message.success(t('typeSaved'));
      }}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('typeName')}
        rules={[{ required: true, whitespace: true, message: t('typeNameRequired') }]}
      >
        <Input maxLength={PRODUCT_TYPE_NAME_MAX} autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
