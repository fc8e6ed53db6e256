import { useCallback, useState } from 'react';

/**
 * Which row a dialog edits, and whether it is open: `openFor(row)` to edit, `openFor()` to add, `close()`.
 * The row stays while the dialog closes, so the title does not change during the closing animation. Kept out of
 * FormDialog.tsx: a screen that loads its dialogs lazily does not load antd's Modal with its list.
 */
export function useEditDialog<T>() {
  const [state, setState] = useState<{ open: boolean; record?: T }>({ open: false });
  const openFor = useCallback((record?: T) => setState({ open: true, record }), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { open: state.open, record: state.record, openFor, close };
}
