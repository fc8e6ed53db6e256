import {
  COMPLAINT_SORT_MAX,
  COMPLAINT_TYPE_NAME_MAX,
  ErrorCode,
  type Language,
  type TComplainType,
} from '@skin/contract';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveComplainType } from '../../../api/complainType';
import { useFeedback } from '../../../app/useFeedback';
import { FormDialog } from '../../../components/FormDialog';
import { SortOrderField, sortOrNull } from '../../../components/SortOrderField';
import { LANGUAGE_NAMES } from '../../../i18n/language';

interface Values {
  name: string;
  sort?: number | null;
}

const FIELD_OF: Record<number, keyof Values> = { [ErrorCode.COMPLAINT_TYPE_NAME_TAKEN.code]: 'name' };
const FORM_FIELDS = ['name', 'sort'];

/** Add a complaint type in the language listed, or rename / re-sort one (its language stays). */
export function TypeForm({
  open,
  type,
  language,
  onClose,
}: {
  open: boolean;
  type?: TComplainType;
  language: Language;
  onClose: () => void;
}) {
  const { t } = useTranslation(['complaint', 'common']);
  const { message } = useFeedback();
  const save = useSaveComplainType();
  const shownLanguage = type?.language ?? language;

  return (
    <FormDialog<Values>
      open={open}
      recordKey={type?.id}
      title={type ? t('type.editTitle') : t('type.addTitle')}
      name={type ? 'complaint-type-edit' : 'complaint-type-add'}
      width={480}
      initialValues={type ? { name: type.name, sort: type.sort } : {}}
      fieldOf={FIELD_OF}
      fields={FORM_FIELDS}
      notice={
        <Alert
          type="info"
          showIcon
          title={t('type.languageNote', { language: LANGUAGE_NAMES[shownLanguage] })}
          style={{ marginBottom: 16 }}
        />
      }
      onClose={onClose}
      onSubmit={async (values) => {
        const name = values.name.trim();
        const sort = sortOrNull(values.sort);
        if (type) await save.mutateAsync({ id: type.id, update: { name, sort } });
        else await save.mutateAsync({ add: { language, name, sort } });
        message.success(type ? t('saved') : t('type.added', { name }));
      }}
    >
      <Form.Item
        name="name"
        label={t('type.name')}
        rules={[{ required: true, whitespace: true, message: t('type.nameRequired') }]}
      >
        <Input
          maxLength={COMPLAINT_TYPE_NAME_MAX}
          showCount
          autoComplete="off"
          placeholder={t('type.namePlaceholder')}
        />
      </Form.Item>
      <SortOrderField
        label={t('sort')}
        hint={t('sortHint')}
        placeholder={t('sortPlaceholder')}
        max={COMPLAINT_SORT_MAX}
      />
    </FormDialog>
  );
}
