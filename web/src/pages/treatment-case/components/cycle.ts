import { useTranslation } from 'react-i18next';

/** "1 month", "6 months" in the interface language. */
export function useCycleText() {
  const { t } = useTranslation('case');
  return (months: number) => (months === 1 ? t('month', { count: 1 }) : t('months', { count: months }));
}
