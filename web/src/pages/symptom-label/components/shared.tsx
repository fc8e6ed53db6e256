import type { TSymptomLabel } from '@skin/contract';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { textOn } from '../../../components/colors';

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
