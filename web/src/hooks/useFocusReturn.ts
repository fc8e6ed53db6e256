import { useCallback, useRef } from 'react';

/**
 * The focus back on a menu's trigger once the dialog opened from one of its items has closed. A dialog gives the
 * focus back to what had it when it opened; opened from a dropdown menu that is the menu's item, hidden by then,
 * so the focus would fall to the page's body. `ref` goes on the trigger, `afterClose` on the dialog.
 */
export function useFocusReturn<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const afterClose = useCallback(() => {
    const at = document.activeElement;
    if ((!at || at === document.body) && ref.current?.isConnected) ref.current.focus();
  }, []);
  return { ref, afterClose };
}
