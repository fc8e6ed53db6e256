import {
  CASE_CYCLE_MAX,
  CASE_CYCLE_MIN,
  CASE_DESCRIPTION_MAX,
  ErrorCode,
  type TSymptomChoice,
  type TTreatmentCase,
} from '@skin/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveTreatmentCase } from '../../../api/treatmentCase';
import { useFeedback } from '../../../app/useFeedback';
import { FormDialog } from '../../../components/FormDialog';
import { ImageUpload, type ImageValue } from '../../../components/ImageUpload';
import { NumberField } from '../../../components/NumberField';
import { SymptomSelect } from '../../../components/SymptomSelect';

interface Values {
  beforeImage?: ImageValue;
  afterImage?: ImageValue;
  symptomKey?: string | null;
  cycleMonths?: number | null;
  description: string;
}

const FIELD_OF: Record<number, keyof Values> = { [ErrorCode.CASE_SYMPTOM_INVALID.code]: 'symptomKey' };
const FORM_FIELDS = ['beforeImage', 'afterImage', 'symptomKey', 'cycleMonths', 'description'];
const NO_IMAGE: ImageValue = { key: null, url: null };

/** Add a treatment case, or edit one: its two pictures, the symptom treated, the months it took, a description. */
export function CaseForm({
  open,
  record,
  choices,
  choicesLoading,
  onClose,
}: {
  open: boolean;
  record?: TTreatmentCase;
  /** The owner's symptoms to pick from. */
  choices: readonly TSymptomChoice[];
  choicesLoading: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['case', 'common']);
  const { message } = useFeedback();
  const save = useSaveTreatmentCase();

  return (
    <FormDialog<Values>
      open={open}
      recordKey={record?.id}
      title={record ? t('editTitle') : t('addTitle')}
      name={record ? 'case-edit' : 'case-add'}
      width={640}
      scrollBody
      initialValues={
        record
          ? {
              beforeImage: { key: record.beforeImage, url: record.beforeImageUrl },
              afterImage: { key: record.afterImage, url: record.afterImageUrl },
              // A symptom the owner no longer has must be chosen again.
              symptomKey: record.symptom.name === null ? null : record.symptom.symptomKey,
              cycleMonths: record.cycleMonths,
              description: record.description,
            }
          : { beforeImage: NO_IMAGE, afterImage: NO_IMAGE }
      }
      fieldOf={FIELD_OF}
      fields={FORM_FIELDS}
      onClose={onClose}
      onSubmit={async (v) => {
        const body = {
          beforeImage: v.beforeImage!.key!,
          afterImage: v.afterImage?.key ?? null,
          symptomKey: v.symptomKey!,
          cycleMonths: v.cycleMonths!,
          description: v.description.trim(),
        };
        await save.mutateAsync({ id: record?.id, body });
        message.success(record ? t('saved') : t('added'));
      }}
    >
      <div className="tc-pair tc-pair--form">
        <Form.Item
          name="beforeImage"
          label={t('before')}
          required
          rules={[
            {
              validator: (_, v?: ImageValue) =>
                v?.key ? Promise.resolve() : Promise.reject(new Error(t('beforeRequired'))),
            },
          ]}
        >
          <ImageUpload label={t('before')} />
        </Form.Item>
        <Form.Item name="afterImage" label={t('after')} extra={t('afterHint')}>
          <ImageUpload label={t('after')} />
        </Form.Item>
      </div>
      <div className="tc-pair tc-pair--form">
        <Form.Item name="symptomKey" label={t('symptom')} rules={[{ required: true, message: t('symptomRequired') }]}>
          <SymptomSelect
            choices={choices}
            loading={choicesLoading}
            placeholder={t('symptomRequired')}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <NumberField
          name="cycleMonths"
          label={t('cycle')}
          range={{ min: CASE_CYCLE_MIN, max: CASE_CYCLE_MAX }}
          required
          message={t('cycleRule')}
          input={{ suffix: t('cycleUnit'), placeholder: t('cycleRule') }}
        />
      </div>
      <Form.Item
        name="description"
        label={t('description')}
        rules={[{ required: true, whitespace: true, message: t('descriptionRequired') }]}
      >
        <Input.TextArea
          maxLength={CASE_DESCRIPTION_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder={t('descriptionPlaceholder')}
        />
      </Form.Item>
    </FormDialog>
  );
}
