import { useEffect } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls of `dialog` that Tab stops on, in order (visible, not disabled, not taken out of the order). */
function tabStops(dialog: Element): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert], [aria-hidden=true]') && el.getClientRects().length > 0,
  );
}

/** The dialog on top: the last open modal dialog in the document (antd portals each new one after the others). */
function topDialog(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[role=dialog][aria-modal=true]')]
    .filter((d) => d.getClientRects().length > 0)
    .at(-1);
}

/**
 * Tab from a modal dialog's last control goes to its first, Shift+Tab from the first to the last. Antd's focus lock
 * only pulls the focus back once it lands on something outside the dialog: from the last control of a dialog
 * portalled at the end of the page the browser sends it to its own toolbar first, out of the page. One listener for
 * every dialog of the console (forms, confirmations), in the app's root.
 */
export function useDialogTabWrap() {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const dialog = topDialog();
      if (!dialog) return;
      const stops = tabStops(dialog);
      if (!stops.length) return;
      const first = stops[0]!;
      const last = stops.at(-1)!;
      // Only at the dialog's ends: a popover it opened (a select's list, a confirmation) keeps its own Tab order.
      const at = document.activeElement;
      if (e.shiftKey && (at === first || at === dialog)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && at === last) {
        e.preventDefault();
        first.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
