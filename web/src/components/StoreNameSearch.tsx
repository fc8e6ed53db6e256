import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';

/**
 * The platform's per-store lists' search by store name: typed text searched on Enter or the button, and the whole
 * list again once the field is cleared.
 */
export function StoreNameSearch({
  value,
  onSearch,
  placeholder,
  searchText,
}: {
  value: string;
  onSearch: (name: string) => void;
  placeholder: string;
  searchText: string;
}) {
  const [typed, setTyped] = useState(value);
  const search = (text = typed) => onSearch(text.trim());
  return (
    <div className="su-toolbar">
      <div className="su-search">
        <Input
          allowClear
          value={typed}
          maxLength={64}
          placeholder={placeholder}
          aria-label={placeholder}
          onChange={(e) => {
            setTyped(e.target.value);
            if (!e.target.value) search('');
          }}
          onPressEnter={() => search()}
        />
        <Button type="primary" icon={<SearchOutlined />} onClick={() => search()}>
          {searchText}
        </Button>
      </div>
    </div>
  );
}
