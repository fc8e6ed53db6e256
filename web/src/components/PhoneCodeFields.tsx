import { Form, type FormInstance, Input, Space } from 'antd';
import { useSendCode } from '../api/sms';
import { useFeedback } from '../app/useFeedback';
import { useT } from '../i18n/areas';
import { placeServerError } from './form-errors';
import { PhoneInput } from './PhoneInput';
import { useFormRules } from './rules';
import { SendCodeButton } from './SendCodeButton';

/**
 * Sends a code to the phone a form's `mobile` field holds (the forms that verify a phone: register, reset a
 * password): says where it went, or places the server's refusal on the form (`fieldOf`) and `onError`. Answers
 * when a new code may be asked for, for SendCodeButton.
 */
export function useSendPhoneCode(
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
export function PhoneCodeFields({ onSend }: { onSend: () => Promise<number | undefined> }) {
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
