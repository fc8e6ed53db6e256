import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { HintedItem } from './HintedItem';
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
  /** A field the new password must differ from (the current password), and the message when it does not. */
  differentFrom?: { name: string; message: string };
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
  differentFrom,
}: NewPasswordFieldsProps) {
  const rules = useFormRules();
  const differs: Rule[] = differentFrom
    ? [
        ({ getFieldValue }) => ({
          validator: (_, v?: string) =>
            v && v === getFieldValue(differentFrom.name)
              ? Promise.reject(new Error(differentFrom.message))
              : Promise.resolve(),
        }),
      ]
    : [];
  return (
    <>
      <HintedItem
        name={name}
        label={label}
        rules={[...rules.newPassword(requiredMessage, 'rePass'), ...differs]}
        dependencies={differentFrom ? ['rePass', differentFrom.name] : ['rePass']}
        hint={rules.passwordHint}
        validateFirst={validateFirst}
      >
        <Input.Password autoComplete="new-password" />
      </HintedItem>
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
