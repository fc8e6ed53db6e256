import { Select } from 'antd';
import { useState } from 'react';
import { useShops } from '../api/shop';
import './store-picker.css';

/**
 * The platform operator picks one store (searching stores by name), e.g. whose devices to look at; the picker is as
 * wide as its placeholder (store-picker.css), so its words are never cut.
 */
export function StorePicker({
  value,
  onChange,
  placeholder,
  label,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  placeholder: string;
  label: string;
}) {
  const [search, setSearch] = useState('');
  const shops = useShops(1, 50, { shopName: search || null });
  return (
    <span className="su-store-picker">
      <span className="su-store-picker__sizer" aria-hidden="true">
        {placeholder}
      </span>
      <Select
        allowClear
        style={{ width: '100%' }}
        value={value}
        onChange={(v) => onChange(v ?? null)}
        placeholder={placeholder}
        aria-label={label}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        loading={shops.isFetching}
        options={(shops.data?.list ?? []).map((s) => ({ value: s.id, label: `${s.shopName} (#${s.id})` }))}
      />
    </span>
  );
}
