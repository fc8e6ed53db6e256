import { DEFAULT_DEGREE_COLORS, type TAnalysisQueryRequest, type TDegree, type TSymptomChoice } from '@skin/contract';
import { AutoComplete, DatePicker, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceOptions } from '../../../api/shopDevice';
import { useSymptomChoices } from '../../../api/symptomLabel';
import { useAppUsers } from '../../../api/users';
import { useAccess } from '../../../auth/access';
import { FilterForm } from '../../../components/FilterForm';
import { useDevice } from '../../../layout/device';

/** The filter form's values, as the URL holds them. */
export interface AnalysisFilterValues {
  deviceNo?: string;
  userId?: number | null;
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

/**
 * The symptom filter: a symptom picked from the store's labels shows by its name (the filter is its key), a key
 * typed as such is kept as typed (a symptom the store has no label for), and a name typed whole is its symptom.
 */
function SymptomInput({
  id,
  value,
  onChange,
  choices,
  placeholder,
}: {
  id?: string;
  value?: string;
  onChange?: (key: string) => void;
  choices: readonly TSymptomChoice[];
  placeholder: string;
}) {
  const shownFor = (key: string | undefined) => (key ? (choices.find((c) => c.symptomKey === key)?.name ?? key) : '');
  const [text, setText] = useState(() => shownFor(value));
  const emitted = useRef(value);
  // A new value from outside (Reset, a link), or the names arriving after a link's key: shown by its name.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the value and the names decide.
  useEffect(() => {
    if (value !== emitted.current || text === value) setText(shownFor(value));
    emitted.current = value;
  }, [value, choices]);
  const emit = (key: string) => {
    emitted.current = key;
    onChange?.(key);
  };
  return (
    <AutoComplete
      id={id}
      allowClear
      value={text}
      placeholder={placeholder}
      maxLength={64}
      onChange={(typed: string | undefined) => {
        const v = typed ?? '';
        setText(v);
        const named = choices.find((c) => c.name.toLowerCase() === v.trim().toLowerCase());
        emit(named?.symptomKey ?? v);
      }}
      // Picked from the list: onChange gave the key; the field shows the name.
      onSelect={(key?: string) => setText(shownFor(key))}
      options={choices.map((c) => ({ value: c.symptomKey, label: `${c.name} (${c.symptomKey})` }))}
      showSearch={{
        filterOption: (input, option) =>
          String(option?.label ?? '')
            .toLowerCase()
            .includes(input.toLowerCase()),
      }}
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
  const device = useDevice();
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
      <SymptomInput choices={symptoms.data ?? []} placeholder={t('filter.symptom')} />
    </Form.Item>,
    <Form.Item key="degree" name="degree" label={t('fields.degree')}>
      <Select<TDegree>
        allowClear
        placeholder={t('filter.anyDegree')}
        options={([1, 2, 3] as const).map((d) => ({
          value: d,
          label: (
            <span className="cc-degrees">
              <span className="cc-dot" style={{ background: DEFAULT_DEGREE_COLORS[d] }} />
              {t(`content:degree${d}`)}
            </span>
          ),
        }))}
      />
    </Form.Item>,
    <Form.Item key="range" name="range" label={t('fields.analysedOn')}>
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        placeholder={[t('filter.from'), t('filter.to')]}
        style={{ width: '100%' }}
        inputReadOnly={device === 'mobile'}
      />
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
