import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useFormRules } from './rules';

export interface NewPasswordFieldsProps {
  /** The new password's form field (`password`, `pwd`, `newPwd`); the repeat is always `rePass`. */
  name: string;
  label: ReactNode;
  requiredMessage: string;
  repeatLabel: ReactNode;
  repeatRequiredMessage: string;
  /** Show only the first broken rule of the new password. */
  validateFirst?: boolean;
}

/**
 * A new password and its repeat, as every form that sets one asks for them: the rule of SPEC section 5
 * (from contract) with its hint, and a repeat that must match, each re-checked when the other changes.
 */
export default function NewPasswordFields({
  name,
  label,
  requiredMessage,
  repeatLabel,
  repeatRequiredMessage,
  validateFirst,
}: NewPasswordFieldsProps) {
  const rules = useFormRules();
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        rules={rules.newPassword(requiredMessage, 'rePass')}
        dependencies={['rePass']}
        extra={rules.passwordHint}
        validateFirst={validateFirst}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="rePass"
        label={repeatLabel}
        dependencies={[name]}
        rules={rules.repeat(name, repeatRequiredMessage)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
