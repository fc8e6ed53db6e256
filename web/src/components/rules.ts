import {
  isValidPhone,
  PASSWORD_MAX,
  PASSWORD_RE,
  USERNAME_RE,
  type ValidationMessageKey,
  VCODE_RE,
} from '@skin/contract';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useLanguage } from '../app/language-context';
import { useT } from '../i18n/areas';
import { translate } from '../i18n/server-messages';

/**
 * Form rules built from contract/ (the same limits the server checks), with messages in the interface
 * language: contract's validation messages, and the console's own texts for "required" and repeats.
 */
export function useFormRules() {
  const { t } = useT();
  const { language } = useLanguage();
  return useMemo(() => {
    const msg = (key: ValidationMessageKey) => translate(language, key);
    const required = (message: string): FormRule => ({ required: true, whitespace: true, message });
    return {
      /** The new-password rule in words, shown under the field. */
      passwordHint: msg('passwordRule'),
      required,
      username: [required(msg('usernameEmpty')), { pattern: USERNAME_RE, message: msg('usernameRule') }] as FormRule[],
      /** New passwords (register, reset, change): 12-32 with a digit, upper, lower and special character. */
      newPassword: (requiredMessage: string, otherField?: string): FormRule[] => [
        required(requiredMessage),
        { pattern: PASSWORD_RE, message: msg('passwordRule') },
        { max: PASSWORD_MAX, message: msg('passwordRule') },
        // When the repeat is already typed, a new password that differs from it is flagged here too.
        ({ getFieldValue }) => ({
          validator(_, value) {
            const other = otherField ? getFieldValue(otherField) : undefined;
            if (!other || !value || other === value) return Promise.resolve();
            return Promise.reject(new Error(t('auth:passwordsDiffer')));
          },
        }),
      ],
      /** The repeat must equal `field`. */
      repeat: (field: string, requiredMessage: string): FormRule[] => [
        { required: true, message: requiredMessage },
        ({ getFieldValue }) => ({
          validator(_, value) {
            if (!value || getFieldValue(field) === value) return Promise.resolve();
            return Promise.reject(new Error(t('auth:passwordsMismatch')));
          },
        }),
      ],
      phone: [
        {
          validator(_: unknown, value: string | undefined) {
            const number = value?.split(' ')[1] ?? '';
            if (!number) return Promise.reject(new Error(t('auth:phoneRequired')));
            return isValidPhone(value!) ? Promise.resolve() : Promise.reject(new Error(msg('phoneInvalid')));
          },
        },
      ] as FormRule[],
      vcode: [required(t('auth:codeRequired')), { pattern: VCODE_RE, message: msg('vcodeFormat') }] as FormRule[],
    };
  }, [language, t]);
}
