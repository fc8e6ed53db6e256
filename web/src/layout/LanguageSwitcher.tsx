import { TranslationOutlined } from '@ant-design/icons';
import { isLanguage, LANGUAGES } from '@skin/contract';
import { Button, Dropdown } from 'antd';
import { useLanguage } from '../app/language-context';
import { useT } from '../i18n/areas';
import { LANGUAGE_NAMES } from '../i18n/language';

/** The interface-language menu; the choice is kept in localStorage (a personal setting). */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useT();
  const { language, setLanguage, switching } = useLanguage();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((lang) => ({ key: lang, label: <span lang={lang}>{LANGUAGE_NAMES[lang]}</span> })),
        onClick: ({ key }) => {
          if (isLanguage(key) && key !== language) void setLanguage(key);
        },
      }}
    >
      <Button
        type="text"
        icon={<TranslationOutlined />}
        loading={switching}
        // The name holds the language shown on the button (WCAG 2.5.3, label in name).
        aria-label={compact ? t('switchLanguage') : `${LANGUAGE_NAMES[language]}: ${t('switchLanguage')}`}
        title={t('switchLanguage')}
        data-testid="language-switcher"
      >
        {compact ? null : LANGUAGE_NAMES[language]}
      </Button>
    </Dropdown>
  );
}
