import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useKeptState } from './useKeptState';

// Days of a filter (antd date pickers hold Dayjs values) travel as `{ "$day": "YYYY-MM-DD" }`.
function encode(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value, function (this: Record<string, unknown>, key, v) {
    const raw = this[key];
    return dayjs.isDayjs(raw) ? { $day: raw.format('YYYY-MM-DD') } : v;
  });
}

function decode<T>(raw: string, initial: T): T | undefined {
  if (typeof initial === 'string') return raw as T;
  try {
    const parsed = JSON.parse(raw, (_key, v) =>
      v && typeof v === 'object' && typeof v.$day === 'string' && Object.keys(v).length === 1 ? dayjs(v.$day) : v,
    );
    if (typeof parsed !== typeof initial || parsed === null) return undefined;
    // A link written by an older console may lack fields added since: the defaults fill them.
    return initial && typeof initial === 'object' && !Array.isArray(initial) ? { ...initial, ...parsed } : parsed;
  } catch {
    return undefined;
  }
}

/**
 * A list's filters, sorting and page (or a screen's tab, language, ...) in the URL's `param` search
 * parameter, so a deep link or a reload shows the same list. Without it in the URL (the screen opened from
 * the menu), the state kept for this visit under `keptKey` (useKeptState) is shown and written back to the URL.
 * A value equal to `initial` leaves the URL clean.
 */
export function useUrlState<T>(
  param: string,
  keptKey: string,
  initial: T,
  /** Refuses a value a hand-edited link may carry (an unknown language, ...). */
  isValid: (value: T) => boolean = () => true,
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const [kept, setKept] = useKeptState<T>(keptKey, initial);
  const raw = params.get(param);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `initial` only fills fields; the URL text decides.
  const fromUrl = useMemo(() => {
    const value = raw === null ? undefined : decode(raw, initial);
    return value !== undefined && isValid(value) ? value : undefined;
  }, [raw]);
  const initialText = encode(initial);

  const write = useCallback(
    (next: T) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          const text = encode(next);
          if (text === initialText) p.delete(param);
          else p.set(param, text);
          return p;
        },
        { replace: true },
      ),
    [param, initialText, setParams],
  );

  // Opened without the parameter but with a kept state: put it in the URL, so a reload keeps it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per screen opening.
  useEffect(() => {
    if (raw === null && encode(kept) !== initialText) write(kept);
  }, []);

  const set = useCallback(
    (next: T) => {
      setKept(next);
      write(next);
    },
    [setKept, write],
  );
  return [fromUrl ?? kept, set];
}
