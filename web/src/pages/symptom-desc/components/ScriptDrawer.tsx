import { SCRIPT_TEXT_MAX, type TSymptomDesc } from '@skin/contract';
import { Button, Drawer, Form, Input, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateSymptomDesc } from '../../../api/symptomDesc';
import { useFeedback } from '../../../app/useFeedback';
import { placeServerError } from '../../../components/form-errors';
import { ImageUpload, type ImageValue } from '../../../components/ImageUpload';
import { SubmitOnEnter } from '../../../components/SubmitOnEnter';

interface FormValues {
  content: string;
  image1: ImageValue;
  image2: ImageValue;
}

/** Edits one script: its wording and two square images. */
export function ScriptDrawer({
  script,
  symptomName,
  mobile,
  onClose,
}: {
  script: TSymptomDesc | null;
  symptomName: string;
  mobile: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['content', 'common']);
  const { message } = useFeedback();
  const [form] = Form.useForm<FormValues>();
  const update = useUpdateSymptomDesc();

  useEffect(() => {
    if (!script) return;
    form.setFieldsValue({
      content: script.content,
      image1: { key: script.image1, url: script.image1Url },
      image2: { key: script.image2, url: script.image2Url },
    });
  }, [script, form]);

  const submit = async (v: FormValues) => {
    if (!script) return;
    try {
      await update.mutateAsync({
        id: script.id,
        body: { content: v.content, image1: v.image1?.key ?? null, image2: v.image2?.key ?? null },
      });
      message.success(t('saved'));
      onClose();
    } catch (err) {
      const text = placeServerError(form, err, { 500603: 'image1' }, ['content']);
      if (text) message.error(text, 4);
    }
  };

  return (
    <Drawer
      open={!!script}
      onClose={onClose}
      title={script ? t('desc.editTitle', { symptom: symptomName, degree: t(`degree${script.degree}`) }) : ''}
      size={mobile ? '100%' : 560}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" loading={update.isPending} onClick={() => form.submit()}>
            {t('save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <SubmitOnEnter />
        <Form.Item
          name="content"
          label={t('desc.content')}
          rules={[{ required: true, whitespace: true, message: t('desc.contentRequired') }]}
        >
          <Input.TextArea rows={6} maxLength={SCRIPT_TEXT_MAX} showCount />
        </Form.Item>
        <Form.Item name="image1" label={t('desc.image1')}>
          <ImageUpload label={t('desc.image1')} />
        </Form.Item>
        <Form.Item name="image2" label={t('desc.image2')}>
          <ImageUpload label={t('desc.image2')} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
