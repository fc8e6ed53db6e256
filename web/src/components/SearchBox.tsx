import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';

/**
 * A list's text filter (inside `.su-search`): typed freely, applied with Enter or the search button, and at
 * once when cleared. `value` is the filter applied (the list's state), `onSearch` gets the trimmed text.
 */
export function SearchBox({
  value,
  onSearch,
  placeholder,
  buttonText,
  maxLength,
}: {
  value: string;
  onSearch: (text: string) => void;
  placeholder: string;
  buttonText: string;
  maxLength: number;
}) {
  const [typed, setTyped] = useState(value);
  return (
    <>
      <Input
        allowClear
        value={typed}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-label={placeholder}
        onChange={(e) => {
          setTyped(e.target.value);
          if (!e.target.value) onSearch('');
        }}
        onPressEnter={() => onSearch(typed.trim())}
      />
      <Button icon={<SearchOutlined />} onClick={() => onSearch(typed.trim())}>
        {buttonText}
      </Button>
    </>
  );
}
