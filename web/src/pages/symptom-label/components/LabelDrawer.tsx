import {
  LABEL_NAME_MAX,
  LABEL_TEXT_MAX,
  type Language,
  SYMPTOM_DEGREES,
  SYMPTOM_KEY_MAX,
  SYMPTOM_KEY_RE,
  type TSymptomLabel,
} from '@skin/contract';
import { Button, ColorPicker, Drawer, Form, Input, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSymptomLabel } from '../../../api/symptomLabel';
import { useFeedback } from '../../../app/useFeedback';
import { placeServerError } from '../../../components/form-errors';
import { SubmitOnEnter } from '../../../components/SubmitOnEnter';

export type LabelEditing =
  | { mode: 'addType' }
  | { mode: 'addLabel'; parentId?: number }
  | { mode: 'edit'; row: TSymptomLabel };

interface FormValues {
  parentId?: number;
  name: string;
  symptomKey?: string;
  color1: string;
  color2: string;
  color3: string;
  description?: string;
  formationReason?: string;
  careSuggestions?: string;
}

const hex = (v: unknown) =>
  typeof v === 'string' ? v.toUpperCase() : (v as { toHexString?: () => string })?.toHexString?.().toUpperCase();

/** Adds or edits a label type or a label: name, symptom key, the three degree colours and the texts. */
export function LabelDrawer({
  editing,
  language,
  types,
  defaults,
  mobile,
  onClose,
}: {
  editing: LabelEditing | null;
  language: Language;
  types: TSymptomLabel[];
  defaults: [string, string, string];
  mobile: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['content', 'common']);
  const { message } = useFeedback();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveSymptomLabel();
  const isType = editing?.mode === 'addType' || (editing?.mode === 'edit' && editing.row.parentId === null);

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing.mode === 'edit') {
      const r = editing.row;
      form.setFieldsValue({
        parentId: r.parentId ?? undefined,
        name: r.name,
        symptomKey: r.symptomKey ?? undefined,
        color1: r.degrees[0]?.color ?? defaults[0],
        color2: r.degrees[1]?.color ?? defaults[1],
        color3: r.degrees[2]?.color ?? defaults[2],
        description: r.description,
        formationReason: r.formationReason,
        careSuggestions: r.careSuggestions,
      });
    } else {
      form.setFieldsValue({
        parentId: editing.mode === 'addLabel' ? editing.parentId : undefined,
        color1: defaults[0],
        color2: defaults[1],
        color3: defaults[2],
      });
    }
  }, [editing, form, defaults]);

  const submit = async (v: FormValues) => {
    const degrees = [
      { degree: 1 as const, color: hex(v.color1) ?? defaults[0] },
      { degree: 2 as const, color: hex(v.color2) ?? defaults[1] },
      { degree: 3 as const, color: hex(v.color3) ?? defaults[2] },
    ];
    const fields = {
      name: v.name,
      symptomKey: isType ? null : v.symptomKey,
      degrees,
      description: v.description ?? '',
      formationReason: v.formationReason ?? '',
      careSuggestions: v.careSuggestions ?? '',
    };
    try {
      if (editing?.mode === 'edit') await save.mutateAsync({ id: editing.row.id, update: fields });
      else await save.mutateAsync({ add: { ...fields, language, parentId: isType ? null : v.parentId } });
      message.success(t('saved'));
      onClose();
    } catch (err) {
      const text = placeServerError(form, err, { 500802: 'name', 500803: 'symptomKey', 500806: 'symptomKey' }, [
        'name',
        'symptomKey',
        'description',
        'formationReason',
        'careSuggestions',
      ]);
      if (text) message.error(text, 4);
    }
  };

  const title =
    editing?.mode === 'addType'
      ? t('label.newType')
      : editing?.mode === 'addLabel'
        ? t('label.newLabel')
        : isType
          ? t('label.editType')
          : t('label.editLabel');

  return (
    <Drawer
      open={!!editing}
      onClose={onClose}
      title={title}
      size={mobile ? '100%' : 520}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark>
        <SubmitOnEnter />
        {!isType && (
          <Form.Item
            name="parentId"
            label={t('label.type')}
            rules={[{ required: true, message: t('label.typeRequired') }]}
          >
            <Select disabled={editing?.mode === 'edit'} options={types.map((x) => ({ value: x.id, label: x.name }))} />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={isType ? t('label.type') : t('label.name')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: isType ? t('label.typeNameRequired') : t('label.nameRequired'),
            },
          ]}
        >
          <Input maxLength={LABEL_NAME_MAX} />
        </Form.Item>
        {!isType && (
          <>
            <Form.Item
              name="symptomKey"
              label={t('label.symptomKey')}
              extra={t('label.keyHint')}
              rules={[
                { required: true, message: t('label.keyRequired') },
                { pattern: SYMPTOM_KEY_RE, message: t('label.keyHint') },
              ]}
            >
              <Input maxLength={SYMPTOM_KEY_MAX} />
            </Form.Item>
            <Form.Item label={t('label.degrees')} required>
              <Space wrap size="large">
                {SYMPTOM_DEGREES.map((d) => (
                  <div key={d} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
                    <span style={{ fontSize: 12, color: 'var(--ant-color-text-description)' }}>{t(`degree${d}`)}</span>
                    <Form.Item name={`color${d}`} noStyle>
                      <ColorPicker showText disabledAlpha format="hex" aria-label={t(`degree${d}`)} />
                    </Form.Item>
                  </div>
                ))}
              </Space>
            </Form.Item>
            <Form.Item name="description" label={t('label.description')}>
              <Input.TextArea rows={3} maxLength={LABEL_TEXT_MAX} showCount />
            </Form.Item>
            <Form.Item name="formationReason" label={t('label.formationReason')}>
              <Input.TextArea rows={3} maxLength={LABEL_TEXT_MAX} showCount />
            </Form.Item>
            <Form.Item name="careSuggestions" label={t('label.careSuggestions')}>
              <Input.TextArea rows={3} maxLength={LABEL_TEXT_MAX} showCount />
            </Form.Item>
          </>
        )}
      </Form>
    </Drawer>
  );
}
