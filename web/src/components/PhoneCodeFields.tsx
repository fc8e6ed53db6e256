import { Alert, Button, Form, type FormInstance, Input, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useSendCode } from '../api/sms';
import { useLanguage } from '../app/language-context';
import { useFeedback } from '../app/useFeedback';
import { useT } from '../i18n/areas';
import { translate } from '../i18n/server-messages';
import { placeServerError } from './form-errors';
import NewPasswordFields from './NewPasswordFields';
import { PhoneInput } from './PhoneInput';
import { useFormRules } from './rules';
import { SendCodeButton } from './SendCodeButton';

/**
 * Sends a code to the phone a form's `mobile` field holds (the forms that verify a phone: register, reset a
 * password): says where it went, or places the server's refusal on the form (`fieldOf`) and `onError`. Answers
 * when a new code may be asked for, for SendCodeButton.
 */
function useSendPhoneCode(
  form: FormInstance,
  fieldOf: Record<number, string>,
  onError: (message: string | null) => void,
) {
  const { t } = useT();
  const { message } = useFeedback();
  const sendCode = useSendCode();
  return async () => {
    await form.validateFields(['mobile']);
    const mobile = form.getFieldValue('mobile') as string;
    try {
      const { resendAfter } = await sendCode.mutateAsync(mobile);
      message.success(t('auth:codeSent', { phone: `+${mobile}` }));
      return resendAfter;
    } catch (err) {
      onError(placeServerError(form, err, fieldOf));
      return undefined;
    }
  };
}

/** A form's phone (`mobile`) and the code sent to it (`code`), with the button that sends it. */
function PhoneCodeFields({ onSend }: { onSend: () => Promise<number | undefined> }) {
  const { t } = useT();
  const rules = useFormRules();
  return (
    <>
      <Form.Item name="mobile" label={t('auth:phone')} rules={rules.phone} required>
        <PhoneInput />
      </Form.Item>
      <Form.Item label={t('auth:code')} required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={rules.vcode}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} aria-label={t('auth:code')} />
          </Form.Item>
          <SendCodeButton onSend={onSend} />
        </Space.Compact>
      </Form.Item>
    </>
  );
}

/** What every form that verifies a phone asks for: the phone, its code, a new password and its repeat. */
export interface PhoneCodeValues {
  mobile: string;
  code: string;
  password: string;
  rePass: string;
}

/**
 * The form of a page that verifies a phone (register, reset a password): the server's refusal above it or on its
 * field (`fieldOf`), the page's own fields (`children`), the phone and its code, a new password and its repeat, and
 * the button that sends it: the last refusal cleared, then `onSubmit`, whose throw is placed like a refusal.
 */
export function PhoneCodeForm<Values extends PhoneCodeValues>({
  name,
  fieldOf,
  passwordLabel,
  validateFirst,
  submitLabel,
  pending,
  onSubmit,
  children,
}: {
  name: string;
  fieldOf: Record<number, keyof Values & string>;
  passwordLabel: string;
  validateFirst?: boolean;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: Values) => Promise<void>;
  children?: ReactNode;
}) {
  const { t } = useT();
  const { language } = useLanguage();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const send = useSendPhoneCode(form, fieldOf, setError);

  const submit = async (values: Values) => {
    setError(null);
    try {
      await onSubmit(values);
    } catch (err) {
      setError(placeServerError(form, err, fieldOf));
    }
  };

  return (
    <>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form<Values>
        form={form}
        name={name}
        layout="vertical"
        requiredMark="optional"
        onFinish={submit}
        initialValues={{ mobile: '86 ' } as Partial<Values>}
      >
        {children}
        <PhoneCodeFields onSend={send} />
        <NewPasswordFields
          name="password"
          label={passwordLabel}
          requiredMessage={translate(language, 'passwordEmpty')}
          repeatLabel={t('auth:rePass')}
          repeatRequiredMessage={t('auth:rePassRequired')}
          validateFirst={validateFirst}
        />
        <Button type="primary" htmlType="submit" block size="large" loading={pending}>
          {submitLabel}
        </Button>
      </Form>
    </>
  );
}
