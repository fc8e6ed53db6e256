import type { TProductSymptom } from '@skin/contract';
import { SymptomDegreeTag } from '../../../components/SymptomSelect';

/** A programme's related symptoms as chips on their degree's colour. */
export function SymptomChips({ symptoms }: { symptoms: readonly TProductSymptom[] }) {
  return (
    <span className="pt-chips">
      {symptoms.map((s) => (
        <SymptomDegreeTag
          key={s.symptomKey}
          name={s.name}
          symptomKey={s.symptomKey}
          degree={s.degree}
          color={s.color ?? undefined}
        />
      ))}
    </span>
  );
}
