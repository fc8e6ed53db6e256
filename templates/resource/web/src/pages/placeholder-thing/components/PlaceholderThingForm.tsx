import type { TPlaceholderThing } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { useSavePlaceholderThing } from '../../../api/placeholderThing';
import { useFeedback } from '../../../app/useFeedback';
import { FormDialog } from '../../../components/FormDialog';
import { FORM_FIELDS, PlaceholderThingFields, type PlaceholderThingValues, requestOf, valuesOf } from '../fields';

/** Add a placeholder thing, or change one (its fields: ../fields.tsx). */
export function PlaceholderThingForm({
  open,
  row,
  onClose,
}: {
  open: boolean;
  row?: TPlaceholderThing;
  onClose: () => void;
}) {
  const { t } = useTranslation(['placeholderThing', 'common']);
  const { message } = useFeedback();
  const save = useSavePlaceholderThing();

  return (
    <FormDialog<PlaceholderThingValues>
      open={open}
      recordKey={row?.id}
      title={row ? t('editTitle') : t('addTitle')}
      name={row ? 'placeholder-thing-edit' : 'placeholder-thing-add'}
      width={480}
      initialValues={row ? valuesOf(row) : {}}
      fields={FORM_FIELDS}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = requestOf(values);
        if (row) await save.mutateAsync({ id: row.id, update: body });
        else await save.mutateAsync({ add: body });
        message.success(row ? t('saved', { name: body.name }) : t('added', { name: body.name }));
      }}
    >
      <PlaceholderThingFields />
    </FormDialog>
  );
}
