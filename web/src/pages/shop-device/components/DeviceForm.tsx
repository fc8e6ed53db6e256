import { DEVICE_NO_RE, ErrorCode, translate } from '@skin/contract';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddShopDevice } from '../../../api/shopDevice';
import { useLanguage } from '../../../app/language-context';
import { placeServerError } from '../../../components/form-errors';

interface Values {
  deviceNo: string;
  deviceName: string;
}

const FIELD_OF: Record<number, keyof Values> = { [ErrorCode.DEVICE_NO_TAKEN.code]: 'deviceNo' };

/** Add a device: its number (unique across stores) and a name. */
export function DeviceForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['shopDevice', 'common']);
  const { message } = App.useApp();
  const { language } = useLanguage();
  const [form] = Form.useForm<Values>();
  const add = useAddShopDevice();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setError(null);
    const body = { deviceNo: values.deviceNo.trim(), deviceName: values.deviceName.trim() };
    try {
      await add.mutateAsync(body);
    } catch (err) {
      setError(placeServerError(form, err, FIELD_OF, ['deviceNo', 'deviceName']));
      return;
    }
    message.success(t('added', { deviceNo: body.deviceNo }));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('addTitle')}
      okText={t('common:ok')}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={add.isPending}
      destroyOnHidden
      afterClose={() => {
        form.resetFields();
        setError(null);
      }}
      width={480}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="device-add" onFinish={submit}>
        <Form.Item
          name="deviceNo"
          label={t('deviceNo')}
          extra={t('deviceNoHint')}
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('deviceNoRequired') },
            {
              validator: (_, v?: string) =>
                !v || DEVICE_NO_RE.test(v.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(translate(language, 'deviceNoRule'))),
            },
          ]}
        >
          <Input maxLength={64} autoComplete="off" placeholder="SKN-A1-0001" />
        </Form.Item>
        <Form.Item
          name="deviceName"
          label={t('deviceName')}
          rules={[{ required: true, whitespace: true, message: t('deviceNameRequired') }]}
        >
          <Input maxLength={64} placeholder={t('deviceNamePlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
