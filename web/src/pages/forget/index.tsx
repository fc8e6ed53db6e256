import { ArrowLeftOutlined } from '@ant-design/icons';
import { ErrorCode } from '@skin/contract';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useResetPassword } from '../../api/account';
import { useLanguage } from '../../app/language-context';
import { useFeedback } from '../../app/useFeedback';
import { placeServerError } from '../../components/form-errors';
import NewPasswordFields from '../../components/NewPasswordFields';
import { PhoneCodeFields, useSendPhoneCode } from '../../components/PhoneCodeFields';
import { useT } from '../../i18n/areas';
import { translate } from '../../i18n/server-messages';
import { AuthHeading } from '../../layout/AuthHeading';

interface Values {
  mobile: string;
  code: string;
  password: string;
  rePass: string;
}

const FIELD_OF: Record<number, keyof Values> = {
  [ErrorCode.PHONE_NOT_REGISTERED.code]: 'mobile',
  [ErrorCode.PHONE_INVALID.code]: 'mobile',
  [ErrorCode.VCODE_WRONG.code]: 'code',
  [ErrorCode.VCODE_LIMITED.code]: 'code',
  [ErrorCode.VCODE_SEND_FAILED.code]: 'code',
  [ErrorCode.PASSWORD_RULE.code]: 'password',
};

/** Reset a forgotten password with a code sent to the account's phone. */
export default function ForgetPage() {
  const { t } = useT();
  const { language } = useLanguage();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const reset = useResetPassword();
  const [error, setError] = useState<string | null>(null);

  const send = useSendPhoneCode(form, FIELD_OF, setError);

  const submit = async (values: Values) => {
    setError(null);
    try {
      await reset.mutateAsync({ mobile: values.mobile.trim(), code: values.code, password: values.password });
    } catch (err) {
      setError(placeServerError(form, err, FIELD_OF));
      return;
    }
    message.success(t('auth:forget.success'), 4);
    navigate('/login', { replace: true });
  };

  return (
    <>
      <AuthHeading title={t('auth:forget.title')} subtitle={t('auth:forget.subtitle')} />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form<Values>
        form={form}
        name="forget"
        layout="vertical"
        requiredMark="optional"
        onFinish={submit}
        initialValues={{ mobile: '86 ' }}
      >
        <PhoneCodeFields onSend={send} />
        <NewPasswordFields
          name="password"
          label={t('auth:newPassword')}
          requiredMessage={translate(language, 'passwordEmpty')}
          repeatLabel={t('auth:rePass')}
          repeatRequiredMessage={t('auth:rePassRequired')}
        />
        <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
          {t('auth:forget.submit')}
        </Button>
      </Form>
      <div className="sc-auth__alt">
        <Link to="/login">
          <ArrowLeftOutlined /> {t('auth:forget.backToLogin')}
        </Link>
      </div>
    </>
  );
}
