import { LANGUAGES, type Language } from '@skin/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../i18n/language';

/** The content language picker of both screens (defaults to the interface language). */
export function ContentLanguageSelect({ value, onChange }: { value: Language; onChange: (l: Language) => void }) {
  const { t } = useTranslation('content');
  return (
    <Select
      value={value}
      onChange={onChange}
      style={{ minWidth: 150 }}
      aria-label={t('language')}
      options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
    />
  );
}
