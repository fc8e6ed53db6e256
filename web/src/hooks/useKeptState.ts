import { useCallback, useState } from 'react';

// Filters, sorting and page of a list outlive the page component for this visit (closing and reopening a
// tab remounts the page), so coming back to a screen shows the list as it was left. Not stored anywhere.
const kept = new Map<string, unknown>();

/** Like useState, but the value is kept under `key` while the console stays open. */
export function useKeptState<T>(key: string, initial: T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => (kept.has(key) ? (kept.get(key) as T) : initial));
  const set = useCallback(
    (next: T) => {
      kept.set(key, next);
      setValue(next);
    },
    [key],
  );
  return [value, set];
}

/** For tests: forget every kept list state. */
export function forgetKeptState() {
  kept.clear();
}
