import { ErrorCode } from '@skin/contract';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useChangePassword } from '../api/account';
import { ApiError } from '../api/client';
import NewPasswordFields from '../components/NewPasswordFields';
import { useFormRules } from '../components/rules';
import { useT } from '../i18n/areas';

interface Values {
  oldPwd: string;
  newPwd: string;
  rePass: string;
}

/**
 * Change my password (SPEC section 5): all three fields required, the new one follows the new-password rule,
 * the repeat must equal it. Sent as { oldPwd, pwd }; on success the token is cleared and the user signs in again.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setError(null);
    try {
      await change.mutateAsync({ oldPwd: values.oldPwd, pwd: values.newPwd });
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.OLD_PASSWORD_WRONG.code) {
        form.setFields([{ name: 'oldPwd', errors: [err.message] }]);
      } else {
        setError(err instanceof Error ? err.message : String(err));
      }
      return;
    }
    onClose();
    message.success(t('layout:password.changed'), 4);
    navigate('/login', { replace: true });
  };

  return (
    <Modal
      open={open}
      title={t('layout:password.title')}
      okText={t('layout:password.submit')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={change.isPending}
      destroyOnHidden
      afterClose={() => {
        form.resetFields();
        setError(null);
      }}
      width={480}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark="optional"
        name="change-password"
        preserve={false}
      >
        <Alert type="info" showIcon title={t('layout:password.signOutNote')} style={{ marginBottom: 16 }} />
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
        <Form.Item
          name="oldPwd"
          label={t('layout:password.oldPwd')}
          rules={[rules.required(t('layout:password.oldRequired'))]}
        >
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        <NewPasswordFields
          name="newPwd"
          label={t('layout:password.newPwd')}
          requiredMessage={t('layout:password.newRequired')}
          repeatLabel={t('layout:password.rePass')}
          repeatRequiredMessage={t('layout:password.rePassRequired')}
        />
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
