import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isUrlField, type UrlField, type UrlShape } from './urlFields';
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
 * One value of a screen (its tab, content language, advert type, the store it looks at) in the URL's `param`
 * search parameter (`?tab=staff`, `?shopId=3`), so a deep link or a reload shows the same. Without it in the URL
 * (the screen opened from the menu), the value kept for this visit under `keptKey` (useKeptState) is shown and
 * written back to the URL. A value equal to `initial` leaves the URL clean. A list's filters, sorting and page
 * take several parameters: `useUrlFilters`.
 */
export function useUrlState<T extends string | number>(
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

interface Entry {
  path: string[];
  field: UrlField<unknown>;
}

function entriesOf(shape: object, path: string[] = []): Entry[] {
  return Object.entries(shape).flatMap(([key, value]) =>
    isUrlField(value) ? [{ path: [...path, key], field: value }] : entriesOf(value as object, [...path, key]),
  );
}

const getIn = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), value);

function setIn<T>(value: T, path: string[], next: unknown): T {
  const [key, ...rest] = path as [string, ...string[]];
  const here = (value ?? {}) as Record<string, unknown>;
  return { ...here, [key]: rest.length ? setIn(here[key], rest, next) : next } as T;
}

export interface UrlFiltersOptions<T> {
  /**
   * The parameter an older console kept the whole state in, as JSON (`?orders={"filters":...}`): such a link still
   * opens the list it names, and the URL is rewritten in the readable form.
   */
  legacy?: string;
  /** Put before every parameter's name, for a second list on one screen (`?staff.page=2`). */
  prefix?: string;
  /** Refuses a state a hand-edited link may make (a custom range without its days, ...). */
  isValid?: (value: T) => boolean;
}

/**
 * A list's filters, sorting and page in the URL as readable parameters, one per field (`?status=3&from=2026-11-01
 * &page=2&sort=-createdAt`), typed by the screen's `shape` (hooks/urlFields.ts), so a person can read and edit a
 * shared link and a reload shows the same list. A field at its `initial` value is left out of the URL; a parameter
 * that does not read as its field's value (a hand-edited link) gives that field its initial value. Without any of
 * its parameters in the URL (the screen opened from the menu), the state kept for this visit under `keptKey` is
 * shown and written back to the URL; an older link's JSON parameter (`legacy`) is read and rewritten.
 */
export function useUrlFilters<T extends object>(
  keptKey: string,
  shape: UrlShape<T>,
  initial: T,
  { legacy, prefix = '', isValid = () => true }: UrlFiltersOptions<T> = {},
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const [kept, setKept] = useKeptState<T>(keptKey, initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a screen's shape is a constant.
  const entries = useMemo(() => entriesOf(shape), []);
  const name = (param: string) => `${prefix}${param}`;
  const names = entries.flatMap((e) => e.field.params.map(name));
  const present = names.map((n) => params.get(n));
  const legacyRaw = legacy ? params.get(legacy) : null;

  /** The URL's parameters of a state: a name and its text, or undefined where the field is at its initial value. */
  // biome-ignore lint/correctness/useExhaustiveDependencies: `initial` and `prefix` are constants of the screen.
  const textsOf = useCallback(
    (state: T): [string, string | undefined][] =>
      entries.flatMap(({ path, field }) => {
        const texts = field.write(getIn(state, path));
        const initialTexts = field.write(getIn(initial, path));
        return field.params.map((p, i): [string, string | undefined] => [
          name(p),
          texts[i] === initialTexts[i] ? undefined : texts[i],
        ]);
      }),
    [entries],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the parameters' texts decide; `initial` only fills.
  const fromUrl = useMemo(() => {
    if (present.every((v) => v === null)) return undefined;
    let state = initial;
    for (const { path, field } of entries) {
      const value = field.read((p) => params.get(name(p)));
      if (value !== undefined) state = setIn(state, path, value);
    }
    return isValid(state) ? state : undefined;
  }, [present.join('\u0000')]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the old parameter's text decides.
  const fromLegacy = useMemo(() => {
    if (legacyRaw === null) return undefined;
    const value = decode(legacyRaw, initial);
    return value !== undefined && isValid(value) ? value : undefined;
  }, [legacyRaw]);

  const write = useCallback(
    (next: T) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (legacy) p.delete(legacy);
          for (const [n, text] of textsOf(next)) {
            if (text === undefined) p.delete(n);
            else p.set(n, text);
          }
          return p;
        },
        { replace: true },
      ),
    [legacy, textsOf, setParams],
  );

  // Opened from an older link: the same list, its URL rewritten readable. Opened without parameters but with a
  // kept state: put it in the URL, so a reload keeps it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per screen opening.
  useEffect(() => {
    if (fromUrl !== undefined) return;
    if (legacyRaw !== null) write(fromLegacy ?? initial);
    else if (textsOf(kept).some(([, text]) => text !== undefined)) write(kept);
  }, []);

  const set = useCallback(
    (next: T) => {
      setKept(next);
      write(next);
    },
    [setKept, write],
  );
  return [fromUrl ?? fromLegacy ?? kept, set];
}
