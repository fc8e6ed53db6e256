import { useT } from '../i18n/areas';

/**
 * The first thing the Tab key reaches on every signed-in screen: "Skip to content", shown when focused, moving the
 * focus to the page (`main#sc-page`) past the menu, the header and the tabs.
 */
export function SkipLink({ target = 'sc-page' }: { target?: string }) {
  const { t } = useT();
  return (
    <a
      className="sc-skip-link"
      href={`#${target}`}
      onClick={(e) => {
        const main = document.getElementById(target);
        if (!main) return;
        e.preventDefault();
        main.focus();
        main.scrollIntoView?.({ block: 'start' });
      }}
    >
      {t('layout:skipToContent')}
    </a>
  );
}
