import { type RefObject, useEffect } from 'react';
import { useT } from '../i18n/areas';

const BOXES = '.ant-table-content, .ant-table-body';

/**
 * Every table of the page that is wider than its area says so: its wrapper gets `sc-table-scrolls` and the hint
 * text (`data-scroll-hint`, shown above it by layout.css), kept in step as the table, its data or the window change
 * size, and takes the keyboard focus so the arrows scroll it. One watcher for every screen's tables, in the layout,
 * rather than one per table.
 */
export function useTableScrollHints(root: RefObject<HTMLElement | null>) {
  const { t, i18n } = useT();
  const hint = t('common:scrollHint');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hint's language is part of `hint`
  useEffect(() => {
    const area = root.current;
    if (!area) return;
    let frame = 0;
    const mark = () => {
      frame = 0;
      for (const box of area.querySelectorAll<HTMLElement>(BOXES)) {
        const wrapper = box.closest<HTMLElement>('.ant-table-wrapper');
        if (!wrapper) continue;
        const scrolls = box.scrollWidth > box.clientWidth + 1;
        wrapper.classList.toggle('sc-table-scrolls', scrolls);
        if (scrolls) wrapper.dataset.scrollHint = hint;
        // A region that scrolls is reached by the keyboard too (arrows scroll it once it has the focus).
        if (scrolls) box.tabIndex = 0;
        else box.removeAttribute('tabindex');
        if (!watched.has(box)) {
          watched.add(box);
          sizes.observe(box);
          const table = box.querySelector('table');
          if (table) sizes.observe(table);
        }
      }
    };
    const later = () => {
      frame ||= requestAnimationFrame(mark);
    };
    const watched = new WeakSet<Element>();
    const sizes = new ResizeObserver(later);
    const changes = new MutationObserver(later);
    changes.observe(area, { childList: true, subtree: true });
    mark();
    return () => {
      cancelAnimationFrame(frame);
      sizes.disconnect();
      changes.disconnect();
    };
  }, [root, hint, i18n.language]);
}
