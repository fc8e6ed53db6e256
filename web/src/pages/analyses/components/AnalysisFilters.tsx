import type { TAnalysisQueryRequest, TDegree } from '@skin/contract';
import { AutoComplete, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceOptions } from '../../../api/shopDevice';
import { useSymptomChoices } from '../../../api/symptomLabel';
import { useAppUsers } from '../../../api/users';
import { useAccess } from '../../../auth/access';
import { DaysFilter, FilterForm } from '../../../components/FilterForm';
import { DegreeFilter, SymptomFilter } from '../../../components/SymptomFilter';

/** The filter form's values, as the URL holds them. */
export interface AnalysisFilterValues {
  deviceNo?: string;
  userId?: number | null;
  /** One customer's analyses (her page links here); not a field of the form. */
  customerId?: number | null;
  symptomKey?: string;
  degree?: TDegree | null;
  /** Analysed on these days (either end open), whole days where the user is. */
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The query body of the filters. */
export function toAnalysisQuery(f: AnalysisFilterValues): TAnalysisQueryRequest {
  const [from, to] = f.range ?? [null, null];
  return {
    deviceNo: f.deviceNo?.trim() || null,
    userId: f.userId ?? null,
    customerId: f.customerId ?? null,
    symptomKey: f.symptomKey?.trim() || null,
    degree: f.degree ?? null,
    from: from ? from.startOf('day').format() : null,
    to: to ? to.endOf('day').format() : null,
  };
}

export const hasAnalysisFilters = (f: AnalysisFilterValues) =>
  Object.values(toAnalysisQuery(f)).some((v) => v !== null);

/**
 * The account filter: the store's accounts by name (for whoever may list them, code `users`); the account a link
 * names (`?userId=`) is shown by its name from the list.
 */
function AccountSelect({
  id,
  value,
  onChange,
  knownName,
}: {
  id?: string;
  value?: number | null;
  onChange?: (v: number | null) => void;
  knownName: string | null;
}) {
  const { t } = useTranslation('analyses');
  const { can } = useAccess();
  const [search, setSearch] = useState('');
  const accounts = useAppUsers(1, 20, { userName: search.trim() || null }, can('users'));
  const options = (accounts.data?.list ?? []).map((a) => ({ value: a.id, label: a.userName }));
  if (value && !options.some((o) => o.value === value))
    options.unshift({ value, label: knownName ?? t('accountId', { id: value }) });
  return (
    <Select<number>
      id={id}
      allowClear
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      placeholder={t('filter.anyAccount')}
      loading={accounts.isFetching}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      options={options}
    />
  );
}

interface Props {
  value: AnalysisFilterValues;
  onSearch: (value: AnalysisFilterValues) => void;
  /** The name of the account `value.userId` names, when a row of the list shows it. */
  accountName: string | null;
}

/**
 * Filters of the analysis list: device, account, symptom, degree, days. The device is picked (its whole number
 * matches that device only) or typed (a part of a number matches) and the symptom picked by name or typed as its key (the key matches exactly), with the store's devices
 * and symptoms offered where the user may read them.
 */
export function AnalysisFilters({ value, onSearch, accountName }: Props) {
  const { t } = useTranslation(['analyses', 'content']);
  const [form] = Form.useForm<AnalysisFilterValues>();
  const { can } = useAccess();
  const devices = useDeviceOptions(null, can('shop-device'));
  const symptoms = useSymptomChoices(null, can(['symptom-label', 'product-type', 'treatment-case']));

  const fields = [
    <Form.Item key="deviceNo" name="deviceNo" label={t('fields.device')}>
      <AutoComplete
        allowClear
        placeholder={t('filter.deviceNo')}
        maxLength={64}
        options={(devices.data ?? []).map((d) => ({ value: d.deviceNo, label: `${d.deviceNo} · ${d.deviceName}` }))}
        showSearch={{
          filterOption: (input, option) =>
            String(option?.label ?? '')
              .toLowerCase()
              .includes(input.toLowerCase()),
        }}
      />
    </Form.Item>,
    <Form.Item key="userId" name="userId" label={t('fields.account')}>
      <AccountSelect knownName={accountName} />
    </Form.Item>,
    <Form.Item key="symptomKey" name="symptomKey" label={t('fields.symptom')}>
      <SymptomFilter choices={symptoms.data ?? []} placeholder={t('filter.symptom')} />
    </Form.Item>,
    <Form.Item key="degree" name="degree" label={t('fields.degree')}>
      <DegreeFilter placeholder={t('filter.anyDegree')} />
    </Form.Item>,
    <Form.Item key="range" name="range" label={t('fields.analysedOn')}>
      <DaysFilter placeholder={[t('filter.from'), t('filter.to')]} />
    </Form.Item>,
  ];
  return (
    <FilterForm
      form={form}
      name="analysis-filters"
      value={value}
      onSearch={onSearch}
      fields={fields}
      texts={{ search: t('filter.search'), reset: t('filter.reset'), more: t('filter.more'), less: t('filter.less') }}
    />
  );
}
