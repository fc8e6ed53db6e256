import { isLanguage, LANGUAGES } from '@skin/contract';
import { Dropdown } from 'antd';
import type { ReactElement } from 'react';
import { useLanguage } from '../app/language-context';
import { LANGUAGE_NAMES } from '../i18n/language';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
}

/** The language switcher's menu (LanguageSwitcher.tsx loads it when first wanted). */
export default function LanguageMenu({ open, onOpenChange, children }: Props) {
  const { language, setLanguage } = useLanguage();
  return (
    <Dropdown
      open={open}
      onOpenChange={onOpenChange}
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((lang) => ({ key: lang, label: <span lang={lang}>{LANGUAGE_NAMES[lang]}</span> })),
        onClick: ({ key }) => {
          onOpenChange(false);
          if (isLanguage(key) && key !== language) void setLanguage(key);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
