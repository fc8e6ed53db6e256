import { DIAL_CODES, splitPhone } from '@skin/contract';
import { Input, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useT } from '../i18n/areas';

interface Props {
  /** `<dial code> <number>`, e.g. `86 13800138000` (the stored form, DESIGN.md section 6). */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
}

function regionNames(lang: string): (country: string) => string {
  try {
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    return (country) => names.of(country) ?? country;
  } catch {
    return (country) => country;
  }
}

/** Phone number with the dial-code list of SPEC section 1; country names in the interface language. */
export function PhoneInput({ value = '86 ', onChange, id, disabled, ...rest }: Props) {
  const { t, i18n } = useT();
  const { dial, national } = splitPhone(value);
  const nameOf = useMemo(() => regionNames(i18n.language), [i18n.language]);
  const options = useMemo(
    () => DIAL_CODES.map((d) => ({ value: d.code, label: `+${d.code}`, country: nameOf(d.country) })),
    [nameOf],
  );
  return (
    <Space.Compact block>
      <Select
        value={dial}
        onChange={(next) => onChange?.(`${next} ${national}`)}
        options={options}
        optionRender={(option) => (
          <span style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
            <span>{option.data.country}</span>
            <span style={{ color: 'var(--ant-color-text-description)' }}>+{option.data.value}</span>
          </span>
        )}
        popupMatchSelectWidth={240}
        style={{ width: 96, flex: 'none' }}
        aria-label={t('auth:dialCode')}
        disabled={disabled}
        showSearch={{
          filterOption: (input, option) =>
            `${option?.country ?? ''} ${option?.value ?? ''}`
              .toLowerCase()
              .includes(input.toLowerCase().replace('+', '')),
        }}
      />
      <Input
        id={id}
        value={national}
        onChange={(e) => onChange?.(`${dial} ${e.target.value.replace(/[^\d]/g, '')}`)}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={14}
        placeholder={t('auth:phone')}
        disabled={disabled}
        aria-invalid={rest['aria-invalid']}
      />
    </Space.Compact>
  );
}
