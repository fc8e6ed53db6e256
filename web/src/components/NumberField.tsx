import { Form, type FormItemProps, type FormRule, InputNumber, type InputNumberProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a number field takes: from `min` to `max`, with at most `decimals` decimal places (0: a whole number). */
export interface NumberRange {
  min: number;
  max: number;
  decimals?: number;
}

/** Whether `value` fits the range: a finite number within min..max with no more decimal places than allowed. */
export function fitsRange(value: number, range: NumberRange): boolean {
  if (!Number.isFinite(value) || value < range.min || value > range.max) return false;
  const decimals = range.decimals ?? 0;
  return decimals === 0 ? Number.isInteger(value) : Number(value.toFixed(decimals)) === value;
}

/** The rule in words ("Enter a whole number from 1 to 120"), numbers written the reader's way. */
export function useRangeText(range: NumberRange): string {
  const { t, i18n } = useTranslation('common');
  const n = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: range.decimals ?? 0 });
  const values = { min: n.format(range.min), max: n.format(range.max), decimals: range.decimals ?? 0 };
  return range.decimals ? t('number.decimals', values) : t('number.whole', values);
}

/**
 * The form rule of a number field: an empty field passes (add `required` for that), a number out of the range or
 * with too many decimal places is refused with `message` (default: the rule in words), so the form is not sent.
 */
export function useRangeRule(range: NumberRange, message?: string): FormRule {
  const text = useRangeText(range);
  return {
    validator: (_, value: unknown) =>
      value === null || value === undefined || value === '' || (typeof value === 'number' && fitsRange(value, range))
        ? Promise.resolve()
        : Promise.reject(new Error(message ?? text)),
  };
}

/**
 * A number input that keeps what was typed. antd's `min`, `max` and `precision` would turn -3 into 1, 999 into
 * 120 and 2.5 into 3 when the field loses focus, without a word; here they are left out on purpose and the field's
 * rule (`useRangeRule`, `NumberField`) refuses such a value instead, saying what is allowed.
 */
export function NumberInput(
  props: Omit<InputNumberProps<number>, 'min' | 'max' | 'precision'> & { decimals?: number },
) {
  const { decimals = 0, ...rest } = props;
  // An amount shows its decimal places (2000.00) when not being typed, unless it has more than it may have,
  // which stay in sight for the rule to refuse.
  const formatter: InputNumberProps<number>['formatter'] = decimals
    ? (value, info) => {
        if (info.userTyping || value === undefined || value === null || String(value) === '') return info.input;
        const n = Number(value);
        return Number.isFinite(n) && Number(n.toFixed(decimals)) === n ? n.toFixed(decimals) : String(value);
      }
    : undefined;
  return <InputNumber<number> inputMode={decimals ? 'decimal' : 'numeric'} formatter={formatter} {...rest} />;
}

/**
 * A form field for a number of a range (the limits come from contract/): the input keeps what was typed, a value
 * out of the range or not whole (or with too many decimals) shows the rule under the field and is not saved.
 */
export function NumberField({
  name,
  label,
  range,
  required,
  message,
  extra,
  input,
}: {
  name: FormItemProps['name'];
  label?: FormItemProps['label'];
  range: NumberRange;
  /** The field must be filled; the message says so (default: the rule in words). */
  required?: boolean;
  /** The refusal's text (default: the rule in words, "Enter a whole number from 1 to 120"). */
  message?: string;
  extra?: FormItemProps['extra'];
  /** Props of the input: placeholder, suffix, prefix, style... */
  input?: Omit<InputNumberProps<number>, 'min' | 'max' | 'precision'>;
}) {
  const text = useRangeText(range);
  const rule = useRangeRule(range, message);
  const rules: FormRule[] = required ? [{ required: true, message: message ?? text }, rule] : [rule];
  return (
    <Form.Item name={name} label={label} extra={extra} rules={rules}>
      <NumberInput decimals={range.decimals} style={{ width: '100%' }} {...input} />
    </Form.Item>
  );
}
