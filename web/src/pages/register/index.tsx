import { ErrorCode, joinPhone, splitPhone } from '@skin/contract';
import { Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useLogin, useRegister } from '../../api/account';
import { useLanguage } from '../../app/language-context';
import { useFeedback } from '../../app/useFeedback';
import { HintedItem } from '../../components/HintedItem';
import { PhoneCodeForm, type PhoneCodeValues } from '../../components/PhoneCodeFields';
import { useFormRules } from '../../components/rules';
import { useT } from '../../i18n/areas';
import { translate } from '../../i18n/server-messages';
import { AuthHeading } from '../../layout/AuthHeading';

interface Values extends PhoneCodeValues {
  shopName: string;
  userName: string;
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
  const register = useRegister();
  const login = useLogin();

  const submit = async (values: Values) => {
    const { dial, national } = splitPhone(values.mobile);
    const userName = values.userName.trim();
    await register.mutateAsync({
      shopName: values.shopName.trim(),
      userName,
      mobile: joinPhone(dial, national),
      code: values.code,
      password: values.password,
    });
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
      <PhoneCodeForm<Values>
        name="register"
        fieldOf={FIELD_OF}
        passwordLabel={t('auth:password')}
        validateFirst
        submitLabel={t('auth:register.submit')}
        pending={register.isPending || login.isPending}
        onSubmit={submit}
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
      </PhoneCodeForm>
      <div className="sc-auth__alt">
        <span className="sc-auth__muted">{t('auth:register.haveAccount')}</span>{' '}
        <Link to="/login">{t('auth:register.login')}</Link>
      </div>
    </>
  );
}
