import { ArrowLeftOutlined } from '@ant-design/icons';
import { ErrorCode } from '@skin/contract';
import { Link, useNavigate } from 'react-router';
import { useResetPassword } from '../../api/account';
import { useFeedback } from '../../app/useFeedback';
import { PhoneCodeForm, type PhoneCodeValues } from '../../components/PhoneCodeFields';
import { useT } from '../../i18n/areas';
import { AuthHeading } from '../../layout/AuthHeading';

type Values = PhoneCodeValues;

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
  const { message } = useFeedback();
  const navigate = useNavigate();
  const reset = useResetPassword();

  const submit = async (values: Values) => {
    await reset.mutateAsync({ mobile: values.mobile.trim(), code: values.code, password: values.password });
    message.success(t('auth:forget.success'), 4);
    navigate('/login', { replace: true });
  };

  return (
    <>
      <AuthHeading title={t('auth:forget.title')} subtitle={t('auth:forget.subtitle')} />
      <PhoneCodeForm<Values>
        name="forget"
        fieldOf={FIELD_OF}
        passwordLabel={t('auth:newPassword')}
        submitLabel={t('auth:forget.submit')}
        pending={reset.isPending}
        onSubmit={submit}
      />
      <div className="sc-auth__alt">
        <Link to="/login">
          <ArrowLeftOutlined /> {t('auth:forget.backToLogin')}
        </Link>
      </div>
    </>
  );
}
