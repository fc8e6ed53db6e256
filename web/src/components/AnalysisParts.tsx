import { DEFAULT_DEGREE_COLORS, type TAnalysis, type TDegree } from '@skin/contract';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSymptomChoices } from '../api/symptomLabel';
import { useAccess } from '../auth/access';
import { SymptomDegreeTag } from './SymptomSelect';
import './analysis-parts.css';

/**
 * The colour of a symptom's degree: the store's own for that label where the user may read its labels, else the
 * default degree colours (the labels' defaults, yellow, orange and red).
 */
export function useDegreeColor() {
  const { can } = useAccess();
  const choices = useSymptomChoices(null, can(['symptom-label', 'product-type', 'treatment-case']));
  return useMemo(() => {
    const own = new Map((choices.data ?? []).map((c) => [c.symptomKey, c.degrees]));
    return (symptomKey: string, degree: TDegree) =>
      own.get(symptomKey)?.find((d) => d.degree === degree)?.color ?? DEFAULT_DEGREE_COLORS[degree];
  }, [choices.data]);
}

/** An analysis's symptoms as chips of their degree's colour, the first `max` of them and how many more. */
export function SymptomTags({ symptoms, max }: { symptoms: TAnalysis['symptoms']; max?: number }) {
  const { t } = useTranslation('analyses');
  const colorOf = useDegreeColor();
  if (!symptoms.length) return <Typography.Text type="secondary">{t('noSymptoms')}</Typography.Text>;
  const shown = max === undefined ? symptoms : symptoms.slice(0, max);
  return (
    <span className="an-symptoms">
      {shown.map((s) => (
        <SymptomDegreeTag
          key={s.symptomKey}
          name={s.name}
          symptomKey={s.symptomKey}
          degree={s.degree}
          color={colorOf(s.symptomKey, s.degree)}
        />
      ))}
      {shown.length < symptoms.length && (
        <Typography.Text type="secondary" className="an-more">
          {t('more', { count: symptoms.length - shown.length })}
        </Typography.Text>
      )}
    </span>
  );
}

/** The name of a photo for screen readers and when it cannot be shown. */
export function usePhotoAlt() {
  const { t } = useTranslation('analyses');
  return (n: number, total: number) => t('photoAlt', { n, total });
}

/**
 * The first photos of an analysis as small thumbnails of a fixed size (the row keeps its height while they load),
 * loaded only when they scroll into view; pressing them opens the analysis.
 */
export function Thumbs({ row, max = 3, onOpen }: { row: TAnalysis; max?: number; onOpen?: () => void }) {
  const { t } = useTranslation('analyses');
  const alt = usePhotoAlt();
  if (!row.images.length) return <Typography.Text type="secondary">{t('noPhotos')}</Typography.Text>;
  const shown = row.images.slice(0, max);
  const thumbs = (
    <>
      {shown.map((img, i) => (
        <img
          key={img.key}
          src={img.thumbUrl}
          alt={alt(i + 1, row.images.length)}
          loading="lazy"
          decoding="async"
          width={48}
          height={48}
          className="an-thumb"
        />
      ))}
      {row.images.length > shown.length && (
        <span className="an-thumbs__more">{t('more', { count: row.images.length - shown.length })}</span>
      )}
    </>
  );
  return onOpen ? (
    // Named by its photos' alt texts (and how many more), which it shows.
    <button type="button" className="an-thumbs" onClick={onOpen}>
      {thumbs}
    </button>
  ) : (
    <span className="an-thumbs an-thumbs--still">{thumbs}</span>
  );
}
