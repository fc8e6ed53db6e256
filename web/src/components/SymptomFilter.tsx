import { DEFAULT_DEGREE_COLORS, type TDegree, type TSymptomChoice } from '@skin/contract';
import { AutoComplete, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The symptom filter: a symptom picked from the store's labels shows by its name (the filter is its key), a key
 * typed as such is kept as typed (a symptom the store has no label for), and a name typed whole is its symptom.
 */
export function SymptomFilter({
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

/** A list filter's degree: any, or one of the three, each on its default colour. */
export function DegreeFilter({
  id,
  value,
  onChange,
  placeholder,
}: {
  id?: string;
  value?: TDegree | null;
  onChange?: (v: TDegree | null) => void;
  placeholder: string;
}) {
  const { t } = useTranslation('content');
  return (
    <Select<TDegree>
      id={id}
      allowClear
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      placeholder={placeholder}
      options={([1, 2, 3] as const).map((d) => ({
        value: d,
        label: (
          <span className="cc-degrees">
            <span className="cc-dot" style={{ background: DEFAULT_DEGREE_COLORS[d] }} />
            {t(`degree${d}`)}
          </span>
        ),
      }))}
    />
  );
}
