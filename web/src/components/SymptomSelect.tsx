import type { TDegree, TSymptomChoice } from '@skin/contract';
import { Select, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textOn } from './colors';

/**
 * Picks one symptom (by its stable key) from the owner's labels, grouped by label type, for programmes and
 * cases. With no labels yet it says where to make them.
 */
export function SymptomSelect({
  choices,
  value,
  onChange,
  loading,
  disabledKeys = [],
  placeholder,
  id,
  allowClear,
  style,
}: {
  choices: readonly TSymptomChoice[];
  value?: string | null;
  onChange?: (key: string | null) => void;
  loading?: boolean;
  /** Keys already taken elsewhere in the same form (a product's other symptoms). */
  disabledKeys?: readonly string[];
  placeholder?: string;
  id?: string;
  allowClear?: boolean;
  style?: React.CSSProperties;
}) {
  const { t } = useTranslation('content');
  const groups = new Map<string, TSymptomChoice[]>();
  for (const c of choices) groups.set(c.typeName, [...(groups.get(c.typeName) ?? []), c]);
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      loading={loading}
      allowClear={allowClear}
      placeholder={placeholder ?? t('symptom.pick')}
      aria-label={placeholder ?? t('symptom.pick')}
      style={{ minWidth: 180, ...style }}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent={
        loading ? undefined : (
          <span>
            {t('symptom.none')} <Link to="/symptom-label">{t('symptom.goLabels')}</Link>
          </span>
        )
      }
      options={[...groups].map(([typeName, list]) => ({
        label: typeName,
        title: typeName,
        options: list.map((c) => ({
          value: c.symptomKey,
          label: c.name,
          disabled: c.symptomKey !== value && disabledKeys.includes(c.symptomKey),
        })),
      }))}
    />
  );
}

/** A symptom's name on the chip of its degree's colour ("Acne · Moderate"); a symptom the owner no longer has is grey. */
/** A text that never breaks across lines (its spaces made no-break): a chip breaks at its ` · ` only. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

export function SymptomDegreeTag({
  name,
  symptomKey,
  degree,
  color,
  degreeName,
}: {
  name: string | null;
  symptomKey: string;
  degree?: TDegree;
  color?: string;
  /** The degree's name in another language than the console's (a report's). */
  degreeName?: string;
}) {
  const { t } = useTranslation('content');
  const background = color ?? '#f0f0f0';
  const shown = name ?? symptomKey;
  return (
    <Tooltip title={name === null ? t('symptom.gone', { key: symptomKey }) : undefined}>
      <span
        className={degree ? 'cc-chip cc-chip--degree' : 'cc-chip'}
        style={{ background, color: textOn(background), textDecoration: name === null ? 'line-through' : undefined }}
        data-testid={`symptom-${symptomKey}`}
      >
        {degree ? `${unbroken(shown)} · ${unbroken(degreeName ?? t(`degree${degree}`))}` : shown}
      </span>
    </Tooltip>
  );
}

/** The three degrees as a compact choice, each on its colour for this symptom. */
export function DegreeSelect({
  colors,
  value,
  onChange,
  id,
}: {
  colors?: TSymptomChoice['degrees'];
  value?: TDegree;
  onChange?: (d: TDegree) => void;
  id?: string;
}) {
  const { t } = useTranslation('content');
  return (
    <Select<TDegree>
      id={id}
      value={value}
      onChange={onChange}
      placeholder={t('symptom.degree')}
      aria-label={t('symptom.degree')}
      style={{ minWidth: 110 }}
      options={([1, 2, 3] as const).map((d) => {
        const color = colors?.find((c) => c.degree === d)?.color;
        return {
          value: d,
          label: (
            <span className="cc-degrees">
              {color && <span className="cc-dot" style={{ background: color }} />}
              {t(`degree${d}`)}
            </span>
          ),
        };
      })}
    />
  );
}
