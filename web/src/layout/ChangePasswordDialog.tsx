import { ErrorCode } from '@skin/contract';
import { Alert, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { useChangePassword } from '../api/account';
import { useFeedback } from '../app/useFeedback';
import { FormDialog } from '../components/FormDialog';
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
 * differs from the current one and the repeat must equal it. Sent as { oldPwd, pwd }; on success the token is
 * cleared and the user signs in again.
 */
export function ChangePasswordDialog({
  open,
  onClose,
  afterClose,
}: {
  open: boolean;
  onClose: () => void;
  /** Once closed: the account menu takes the focus back. */
  afterClose?: () => void;
}) {
  const { t } = useT();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const rules = useFormRules();
  const change = useChangePassword();

  return (
    <FormDialog<Values>
      open={open}
      title={t('layout:password.title')}
      okText={t('layout:password.submit')}
      name="change-password"
      width={480}
      initialValues={{}}
      fieldOf={{ [ErrorCode.OLD_PASSWORD_WRONG.code]: 'oldPwd' }}
      fields={['oldPwd', 'newPwd']}
      notice={<Alert type="info" showIcon title={t('layout:password.signOutNote')} style={{ marginBottom: 16 }} />}
      onClose={onClose}
      afterClose={afterClose}
      onSubmit={async (values) => {
        await change.mutateAsync({ oldPwd: values.oldPwd, pwd: values.newPwd });
        message.success(t('layout:password.changed'), 4);
        navigate('/login', { replace: true });
      }}
      fieldNames={{ pwd: 'newPwd' }}
    >
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
        validateFirst
        differentFrom={{ name: 'oldPwd', message: t('layout:password.sameAsOld') }}
      />
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </FormDialog>
  );
}
