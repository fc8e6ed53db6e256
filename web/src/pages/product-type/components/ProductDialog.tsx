import type { TProduct, TProductType, TSymptomChoice } from '@skin/contract';

import { useTranslation } from 'react-i18next';
import { useSaveProduct } from '../../../api/product';
import { useFeedback } from '../../../app/useFeedback';
import { FormDialog } from '../../../components/FormDialog';
import { ProductFields, type ProductFormValues, toInput } from './fields';

const FIELDS = ['typeId', 'name', 'image', 'link', 'advantages', 'symptoms'] as const;

/** Adds a programme, or edits one: type, scheme name, image, link, introduction and up to six symptoms. */
export function ProductDialog({
  open,
  product,
  defaultTypeId,
  types,
  choices,
  choicesLoading,
  onClose,
}: {
  open: boolean;
  /** The programme edited; none when adding. */
  product?: TProduct;
  /** When adding: the type the list shows. */
  defaultTypeId?: number;
  types: readonly TProductType[];
  choices: readonly TSymptomChoice[];
  choicesLoading: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('programme');
  const { message } = useFeedback();
  const save = useSaveProduct();
  const initialValues: ProductFormValues = product
    ? {
        typeId: product.typeId,
        name: product.name,
        image: { key: product.image, url: product.imageUrl },
        link: product.link,
        advantages: product.advantages,
        symptoms: product.symptoms.map((s) => ({ symptomKey: s.symptomKey, degree: s.degree })),
      }
    : { typeId: defaultTypeId, link: '', symptoms: [] };
  return (
    <FormDialog<ProductFormValues>
      open={open}
      recordKey={product?.id}
      name="product"
      title={product ? t('editProduct') : t('newProduct')}
      initialValues={initialValues}
      width={640}
      scrollBody
      fieldOf={{ 600105: 'name', 600106: 'typeId', 500110: 'image' }}
      fields={FIELDS}
      onSubmit={async (v) => {
        await save.mutateAsync({ id: product?.id, body: toInput(v) });
        message.success(t('saved'));
      }}
      onClose={onClose}
    >
      <ProductFields types={types} choices={choices} choicesLoading={choicesLoading} />
    </FormDialog>
  );
}
