import { ErrorCode, joinPhone, splitPhone } from '@skin/contract';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLogin, useRegister } from '../../api/account';
import { useLanguage } from '../../app/language-context';
import { useFeedback } from '../../app/useFeedback';
import { placeServerError } from '../../components/form-errors';
import { HintedItem } from '../../components/HintedItem';
import NewPasswordFields from '../../components/NewPasswordFields';
import { PhoneCodeFields, useSendPhoneCode } from '../../components/PhoneCodeFields';
import { useFormRules } from '../../components/rules';
import { useT } from '../../i18n/areas';
import { translate } from '../../i18n/server-messages';
import { AuthHeading } from '../../layout/AuthHeading';

interface Values {
  shopName: string;
  userName: string;
  mobile: string;
  code: string;
  password: string;
  rePass: string;
}

/** Where a server error belongs on this form. */
const FIELD_OF: Record<number, keyof Values> = {
  [ErrorCode.USERNAME_TAKEN.code]: 'userName',
  [ErrorCode.USERNAME_RULE.code]: 'userName',
  [ErrorCode.PHONE_TAKEN.code]: 'mobile',
  [ErrorCode.PHONE_INVALID.code]: 'mobile',
  [ErrorCode.VCODE_WRONG.code]: 'code',
  [ErrorCode.VCODE_LIMITED.code]: 'code',
  [ErrorCode.VCODE_SEND_FAILED.code]: 'code',
  [ErrorCode.PASSWORD_RULE.code]: 'password',
};

/** Register a store and its owner with a phone code; signs in straight away. */
export default function RegisterPage() {
  const { t } = useT();
  const { language } = useLanguage();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const register = useRegister();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);

  const send = useSendPhoneCode(form, FIELD_OF, setError);

  const submit = async (values: Values) => {
    setError(null);
    const { dial, national } = splitPhone(values.mobile);
    const userName = values.userName.trim();
    try {
      await register.mutateAsync({
        shopName: values.shopName.trim(),
        userName,
        mobile: joinPhone(dial, national),
        code: values.code,
        password: values.password,
      });
    } catch (err) {
      setError(placeServerError(form, err, FIELD_OF));
      return;
    }
    message.success(t('auth:register.success'));
    try {
      await login.mutateAsync({ username: userName, password: values.password });
      navigate('/', { replace: true });
    } catch {
      navigate('/login', { replace: true });
    }
  };

  return (
    <>
      <AuthHeading title={t('auth:register.title')} subtitle={t('auth:register.subtitle')} />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form<Values>
        form={form}
        name="register"
        layout="vertical"
        requiredMark="optional"
        onFinish={submit}
        initialValues={{ mobile: '86 ' }}
      >
        <Form.Item
          name="shopName"
          label={t('auth:register.shopName')}
          rules={[rules.required(t('auth:register.shopNameRequired')), { max: 64 }]}
        >
          <Input autoComplete="organization" maxLength={64} autoFocus />
        </Form.Item>
        <HintedItem
          name="userName"
          label={t('auth:userName')}
          rules={rules.username}
          hint={translate(language, 'usernameRule')}
          validateFirst
        >
          <Input autoComplete="username" maxLength={16} />
        </HintedItem>
        <PhoneCodeFields onSend={send} />
        <NewPasswordFields
          name="password"
          label={t('auth:password')}
          requiredMessage={translate(language, 'passwordEmpty')}
          repeatLabel={t('auth:rePass')}
          repeatRequiredMessage={t('auth:rePassRequired')}
          validateFirst
        />
        <Button type="primary" htmlType="submit" block size="large" loading={register.isPending || login.isPending}>
          {t('auth:register.submit')}
        </Button>
      </Form>
      <div className="sc-auth__alt">
        <span className="sc-auth__muted">{t('auth:register.haveAccount')}</span>{' '}
        <Link to="/login">{t('auth:register.login')}</Link>
      </div>
    </>
  );
}
