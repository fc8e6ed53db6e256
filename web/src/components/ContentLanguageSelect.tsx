import { LANGUAGES, type Language, type TContentLanguages } from '@skin/contract';
import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../i18n/language';

/**
 * The content language picker of the content screens. With `withContent` (the resource's `/languages` answer) each
 * language says how much content it holds, and those without any are greyed as having none.
 */
export function ContentLanguageSelect({
  value,
  onChange,
  withContent,
}: {
  value: Language;
  onChange: (l: Language) => void;
  withContent?: TContentLanguages;
}) {
  const { t } = useTranslation('content');
  const counts = new Map(withContent?.list.map((x) => [x.language, x.count]));
  const labelOf = (l: Language) => {
    if (!withContent) return LANGUAGE_NAMES[l];
    const count = counts.get(l);
    return count ? (
      <span data-has-content="true">
        {LANGUAGE_NAMES[l]} <Typography.Text type="secondary">· {count}</Typography.Text>
      </span>
    ) : (
      <Typography.Text type="secondary" data-has-content="false">
        {LANGUAGE_NAMES[l]} · {t('noContent')}
      </Typography.Text>
    );
  };
  return (
    <Select
      value={value}
      onChange={onChange}
      style={{ minWidth: 150 }}
      popupMatchSelectWidth={false}
      aria-label={t('language')}
      options={LANGUAGES.map((l) => ({ value: l, label: labelOf(l) }))}
    />
  );
}
