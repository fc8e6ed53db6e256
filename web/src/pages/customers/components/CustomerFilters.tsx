import { CONSENT_STATES, type TConsentState, type TCustomerQueryRequest, type TDegree } from '@skin/contract';
import { Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSymptomChoices } from '../../../api/symptomLabel';
import { useAccess } from '../../../auth/access';
import { DaysFilter, FilterForm } from '../../../components/FilterForm';
import { DegreeFilter, SymptomFilter } from '../../../components/SymptomFilter';

/** The longest search text the list's request takes (`text`, `symptomKey`). */
export const CUSTOMER_SEARCH_MAX = 64;

/** The filter form's values, as the URL holds them. */
export interface CustomerFilterValues {
  /** Part of the member number, the name or the phone's digits. */
  text?: string;
  /** Latest visit on these days (either end open), whole days where the user is. */
  lastVisit?: [Dayjs | null, Dayjs | null] | null;
  symptomKey?: string;
  degree?: TDegree | null;
  consent?: TConsentState | null;
}

/** The filters as the query body (without the order). */
export function toCustomerQuery(f: CustomerFilterValues): TCustomerQueryRequest {
  const [from, to] = f.lastVisit ?? [null, null];
  return {
    text: f.text?.trim() || null,
    lastVisitFrom: from ? from.startOf('day').format() : null,
    lastVisitTo: to ? to.endOf('day').format() : null,
    symptomKey: f.symptomKey?.trim() || null,
    degree: f.degree ?? null,
    consent: f.consent ?? null,
  };
}

export const hasCustomerFilters = (f: CustomerFilterValues) =>
  Object.values(toCustomerQuery(f)).some((v) => v !== null);

/** Search (member number, name or phone), latest visit, symptom found and its degree, and the consent state. */
export function CustomerFilters({
  value,
  onSearch,
}: {
  value: CustomerFilterValues;
  onSearch: (value: CustomerFilterValues) => void;
}) {
  const { t } = useTranslation('customers');
  const [form] = Form.useForm<CustomerFilterValues>();
  const { can } = useAccess();
  const symptoms = useSymptomChoices(null, can(['symptom-label', 'product-type', 'treatment-case']));
  const fields = [
    <Form.Item key="text" name="text" label={t('fields.customer')}>
      <Input allowClear maxLength={CUSTOMER_SEARCH_MAX} placeholder={t('filter.text')} />
    </Form.Item>,
    <Form.Item key="lastVisit" name="lastVisit" label={t('fields.lastVisitAt')}>
      <DaysFilter placeholder={[t('filter.from'), t('filter.to')]} />
    </Form.Item>,
    <Form.Item key="symptomKey" name="symptomKey" label={t('fields.symptom')}>
      <SymptomFilter choices={symptoms.data ?? []} placeholder={t('filter.symptom')} />
    </Form.Item>,
    <Form.Item key="degree" name="degree" label={t('fields.degree')}>
      <DegreeFilter placeholder={t('filter.anyDegree')} />
    </Form.Item>,
    <Form.Item key="consent" name="consent" label={t('fields.consent')}>
      <Select<TConsentState>
        allowClear
        placeholder={t('filter.anyConsent')}
        options={CONSENT_STATES.map((c) => ({ value: c, label: t(`consent.${c}`) }))}
      />
    </Form.Item>,
  ];
  return (
    <FilterForm
      form={form}
      name="customer-filters"
      value={value}
      onSearch={onSearch}
      fields={fields}
      texts={{ search: t('filter.search'), reset: t('filter.reset'), more: t('filter.more'), less: t('filter.less') }}
    />
  );
}
