import { Alert, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeServerError } from '../../../components/form-errors';
import NewPasswordFields from '../../../components/NewPasswordFields';

interface Values {
  pwd: string;
  rePass: string;
}

interface Props {
  open: boolean;
  title: string;
  hint?: string;
  okText: string;
  /** Resolves when the password is set; a rejection is shown on the form. */
  onSubmit: (pwd: string) => Promise<unknown>;
  onClose: () => void;
}

/** A new password (new rule) and its repeat, set by the store for an app account or a staff account. */
export function SetPasswordDialog({ open, title, hint, okText, onSubmit, onClose }: Props) {
  const { t } = useTranslation(['users', 'common']);
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async ({ pwd }: Values) => {
    setError(null);
    setPending(true);
    try {
      await onSubmit(pwd);
      onClose();
    } catch (err) {
      setError(placeServerError(form, err, {}, ['pwd']));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pending}
      destroyOnHidden
      afterClose={() => {
        form.resetFields();
        setError(null);
      }}
      width={480}
    >
      {hint && <Alert type="info" showIcon title={hint} style={{ marginBottom: 16 }} />}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={submit} name="set-password">
        <NewPasswordFields
          name="pwd"
          label={t('fields.password')}
          requiredMessage={t('form.passwordRequired')}
          repeatLabel={t('fields.rePass')}
          repeatRequiredMessage={t('form.rePassRequired')}
          validateFirst
        />
      </Form>
    </Modal>
  );
}
