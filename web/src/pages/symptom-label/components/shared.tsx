import { LANGUAGES, type Language, type TSymptomLabel } from '@skin/contract';
import { Select, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../i18n/language';

/** Dark text on light colours, white on dark ones, so the degree name stays readable. */
export function textOn(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? '#262626' : '#fff';
}

/** The three degree colours of a label at a glance. */
export function DegreeColors({ label }: { label: TSymptomLabel }) {
  const { t } = useTranslation('content');
  return (
    <span className="cc-degrees">
      {label.degrees.map((d) => (
        <Tooltip key={d.degree} title={`${t(`degree${d.degree}`)} ${d.color}`}>
          <span
            className="cc-chip"
            style={{ background: d.color, color: textOn(d.color) }}
            data-testid={`degree-${d.degree}`}
          >
            {t(`degree${d.degree}`)}
          </span>
        </Tooltip>
      ))}
    </span>
  );
}

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
