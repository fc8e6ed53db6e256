import { DEVICE_NO_RE, ErrorCode } from '@skin/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddShopDevice } from '../../../api/shopDevice';
import { useLanguage } from '../../../app/language-context';
import { useFeedback } from '../../../app/useFeedback';
import { FormDialog } from '../../../components/FormDialog';
import { translate } from '../../../i18n/server-messages';

interface Values {
  deviceNo: string;
  deviceName: string;
}

const FIELD_OF: Record<number, keyof Values> = { [ErrorCode.DEVICE_NO_TAKEN.code]: 'deviceNo' };

/** Add a device: its number (unique across stores) and a name. */
export function DeviceForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['shopDevice', 'common']);
  const { message } = useFeedback();
  const { language } = useLanguage();
  const add = useAddShopDevice();

  return (
    <FormDialog<Values>
      open={open}
      title={t('addTitle')}
      name="device-add"
      width={480}
      initialValues={{}}
      fieldOf={FIELD_OF}
      fields={['deviceNo', 'deviceName']}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = { deviceNo: values.deviceNo.trim(), deviceName: values.deviceName.trim() };
        await add.mutateAsync(body);
        message.success(t('added', { deviceNo: body.deviceNo }));
      }}
    >
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
    </FormDialog>
  );
}
