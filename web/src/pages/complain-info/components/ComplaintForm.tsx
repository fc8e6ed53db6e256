import {
  COMPLAINT_SORT_MAX,
  COMPLAINT_TEXT_MAX,
  ErrorCode,
  type Language,
  type TComplainInfo,
  type TComplainType,
} from '@skin/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveComplainInfo } from '../../../api/complainInfo';
import { useFeedback } from '../../../app/useFeedback';
import { FormDialog } from '../../../components/FormDialog';
import { SortOrderField, sortOrNull } from '../../../components/SortOrderField';

interface Values {
  typeId?: number;
  content: string;
  sort?: number | null;
}

const FIELD_OF: Record<number, keyof Values> = {
  [ErrorCode.COMPLAINT_TEXT_TAKEN.code]: 'content',
  [ErrorCode.COMPLAINT_TYPE_INVALID.code]: 'typeId',
};
const FORM_FIELDS = ['typeId', 'content', 'sort'];

/** Add a complaint under one of the language's types, or edit one (text, sort order, or another type). */
export function ComplaintForm({
  open,
  complaint,
  language,
  types,
  typeId,
  onClose,
}: {
  open: boolean;
  complaint?: TComplainInfo;
  language: Language;
  /** The language's types to pick from. */
  types: TComplainType[];
  /** The type a new complaint goes under unless changed (the list's filter). */
  typeId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['complaint', 'common']);
  const { message } = useFeedback();
  const save = useSaveComplainInfo();
  const defaultType = typeId ?? (types.length === 1 ? types[0]!.id : undefined);

  return (
    <FormDialog<Values>
      open={open}
      recordKey={complaint?.id}
      title={complaint ? t('info.editTitle') : t('info.addTitle')}
      name={complaint ? 'complaint-edit' : 'complaint-add'}
      width={560}
      initialValues={
        complaint
          ? { typeId: complaint.typeId, content: complaint.content, sort: complaint.sort }
          : { typeId: defaultType }
      }
      fieldOf={FIELD_OF}
      fields={FORM_FIELDS}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = {
          typeId: values.typeId!,
          content: values.content.trim(),
          sort: sortOrNull(values.sort),
          language: complaint?.language ?? language,
        };
        await save.mutateAsync({ id: complaint?.id, body });
        message.success(complaint ? t('saved') : t('info.added'));
      }}
    >
      <Form.Item name="typeId" label={t('info.type')} rules={[{ required: true, message: t('info.typeRequired') }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('info.typeRequired')}
          options={types.map((ty) => ({ value: ty.id, label: ty.name }))}
        />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('info.content')}
        rules={[{ required: true, whitespace: true, message: t('info.contentRequired') }]}
      >
        <Input.TextArea maxLength={COMPLAINT_TEXT_MAX} showCount rows={3} placeholder={t('info.contentPlaceholder')} />
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
