import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useLanguage } from '../app/language-context';
import { useT } from '../i18n/areas';
import { LANGUAGE_NAMES } from '../i18n/language';

const loadMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(loadMenu);

/**
 * The interface-language menu; the choice is kept in localStorage (a personal setting). The menu's code (antd's
 * Dropdown and Menu) comes when the pointer or the focus reaches the button: the sign-in page needs no menu before.
 */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useT();
  const { language, switching } = useLanguage();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const button = (
    <Button
      type="text"
      icon={<TranslationOutlined />}
      loading={switching}
      // The name holds the language shown on the button (WCAG 2.5.3, label in name).
      aria-label={compact ? t('switchLanguage') : `${LANGUAGE_NAMES[language]}: ${t('switchLanguage')}`}
      aria-haspopup="menu"
      aria-expanded={open}
      title={t('switchLanguage')}
      data-testid="language-switcher"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => {
        // Before the menu's code is there, the first click mounts it open; afterwards the Dropdown handles clicks.
        if (!wanted) {
          setWanted(true);
          setOpen(true);
        }
      }}
    >
      {compact ? null : LANGUAGE_NAMES[language]}
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu open={open} onOpenChange={setOpen}>
        {button}
      </LanguageMenu>
    </Suspense>
  );
}
