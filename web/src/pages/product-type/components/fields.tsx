import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  isValidLink,
  LINK_MAX,
  PRODUCT_ADVANTAGES_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_SYMPTOMS_MAX,
  type TDegree,
  type TProductInput,
  type TProductType,
  type TSymptomChoice,
} from '@skin/contract';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageUpload, type ImageValue } from '../../../components/ImageUpload';
import { DegreeSelect, SymptomSelect } from '../../../components/SymptomSelect';

/** A programme as its forms hold it (the single dialog, and each row of the batch form). */
export interface ProductFormValues {
  typeId?: number;
  name?: string;
  image?: ImageValue;
  link?: string;
  advantages?: string;
  symptoms?: { symptomKey?: string | null; degree?: TDegree }[];
}

/** What the forms send. */
export const toInput = (v: ProductFormValues): TProductInput => ({
  typeId: v.typeId!,
  name: (v.name ?? '').trim(),
  image: v.image?.key ?? null,
  link: (v.link ?? '').trim(),
  advantages: (v.advantages ?? '').trim(),
  symptoms: (v.symptoms ?? []).map((s) => ({ symptomKey: s.symptomKey!, degree: s.degree! })),
});

/** A new symptom row: moderate until the user says otherwise. */
const NEW_SYMPTOM = { degree: 2 as TDegree };

/** A field of the API (`symptoms.1.degree`) as the form names it, under `prefix`. */
export const formPath = (prefix: (string | number)[], field: string) => [
  ...prefix,
  ...field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
];

/** Up to six related symptoms, each a symptom of the store picked once, with its degree. */
function SymptomRows({
  name,
  path,
  choices,
  loading,
}: {
  /** The list's name inside its form (relative inside a Form.List row). */
  name: (string | number)[];
  /** Its absolute path, to watch the symptoms picked. */
  path: (string | number)[];
  choices: readonly TSymptomChoice[];
  loading: boolean;
}) {
  const { t } = useTranslation('programme');
  const rows = Form.useWatch(path) as ProductFormValues['symptoms'];
  const taken = (rows ?? []).flatMap((r) => (r?.symptomKey ? [r.symptomKey] : []));
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <div className="pt-symptoms">
          {fields.map((f) => (
            <div key={f.key} className="pt-symptom-row">
              <Form.Item
                name={[f.name, 'symptomKey']}
                rules={[{ required: true, message: t('symptomRequired') }]}
                className="pt-symptom-key"
              >
                <SymptomSelect choices={choices} loading={loading} disabledKeys={taken} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name={[f.name, 'degree']} rules={[{ required: true, message: t('degreeRequired') }]}>
                <DegreeSelect colors={choices.find((c) => c.symptomKey === rows?.[f.name]?.symptomKey)?.degrees} />
              </Form.Item>
              <Button
                type="text"
                icon={<MinusCircleOutlined />}
                aria-label={t('removeSymptom')}
                title={t('removeSymptom')}
                onClick={() => remove(f.name)}
              />
            </div>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={fields.length >= PRODUCT_SYMPTOMS_MAX}
            onClick={() => add({ ...NEW_SYMPTOM })}
          >
            {t('addSymptom')} ({fields.length}/{PRODUCT_SYMPTOMS_MAX})
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/**
 * The fields of a programme: type, scheme name, image, link, introduction and related symptoms, under
 * `prefix` (nothing in the single dialog, `[row]` in a row of the batch form, whose absolute path is `path`).
 */
export function ProductFields({
  prefix = [],
  path = [],
  types,
  choices,
  choicesLoading,
  compact,
}: {
  prefix?: (string | number)[];
  path?: (string | number)[];
  types: readonly TProductType[];
  choices: readonly TSymptomChoice[];
  choicesLoading: boolean;
  /** Two columns on wide screens (the batch form's rows). */
  compact?: boolean;
}) {
  const { t } = useTranslation('programme');
  const half = compact ? { xs: 24, md: 12 } : { span: 24 };
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item
          name={[...prefix, 'typeId']}
          label={t('type')}
          rules={[{ required: true, message: t('typeRequired') }]}
        >
          <Select
            options={types.map((x) => ({ value: x.id, label: x.name }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name={[...prefix, 'name']}
          label={t('name')}
          rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}
        >
          <Input maxLength={PRODUCT_NAME_MAX} showCount />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name={[...prefix, 'image']}
          label={t('image')}
          required
          rules={[
            {
              validator: async (_, v?: ImageValue) => {
                if (!v?.key) throw new Error(t('imageRequired'));
              },
            },
          ]}
        >
          <ImageUpload label={t('image')} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name={[...prefix, 'link']}
          label={t('link')}
          rules={[
            {
              validator: async (_, v?: string) => {
                if (!isValidLink((v ?? '').trim())) throw new Error(t('linkInvalid'));
              },
            },
          ]}
        >
          <Input placeholder={t('linkHint')} maxLength={LINK_MAX} inputMode="url" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          name={[...prefix, 'advantages']}
          label={t('advantages')}
          rules={[{ required: true, whitespace: true, message: t('advantagesRequired') }]}
        >
          <Input.TextArea
            rows={compact ? 2 : 4}
            maxLength={PRODUCT_ADVANTAGES_MAX}
            showCount
            placeholder={t('advantagesPlaceholder')}
          />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item label={t('symptoms')} extra={t('symptomsHint', { max: PRODUCT_SYMPTOMS_MAX })}>
          <SymptomRows
            name={[...prefix, 'symptoms']}
            path={[...path, 'symptoms']}
            choices={choices}
            loading={choicesLoading}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
