import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFeedback } from '../app/useFeedback';
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

export interface SetOptions {
  /**
   * Replace the history entry instead of adding one: for what the screen corrects by itself (a page past the end
   * of a shorter list), not for what the user asks (a search, a page, a sorting: Back returns to the one before).
   */
  replace?: boolean;
}

/** A parameter of a link the list could not use, left out of the URL and shown to the user. */
export interface LinkCorrection {
  /** The parameter as the link names it (`page`, `deviceNo`). */
  param: string;
  /** Where its value sits in the screen's state (`['filters', 'deviceNo']`). */
  path: string[];
  /** What the link said, cut to 200 characters. */
  raw: string;
  /** `tooLong`: longer than the field's `max`; `invalid`: not a value of the field. */
  reason: 'tooLong' | 'invalid';
  max?: number;
}

/** The history entry's state after a correction: what was left out (FilterForm shows it on its fields). */
export interface CorrectedLinkState {
  linkCorrections: LinkCorrection[];
}

/** The corrections a history entry's state names (none when it is not a corrected link's). */
export const correctionsOf = (state: unknown): LinkCorrection[] =>
  (state as Partial<CorrectedLinkState> | null)?.linkCorrections ?? [];

/**
 * A list's filters, sorting and page in the URL as readable parameters, one per field (`?status=3&from=2026-11-01
 * &page=2&sort=-createdAt`), typed by the screen's `shape` (hooks/urlFields.ts), so a person can read and edit a
 * shared link and a reload shows the same list. A field at its `initial` value is left out of the URL.
 *
 * - Every change the user asks for (`set(next)`) is a new history entry, so Back returns to the previous search or
 *   page; `set(next, { replace: true })` is for corrections the screen makes itself.
 * - A parameter that does not read as its field's value (a hand-edited link: `page=999999`, a text longer than its
 *   field takes) gives that field its initial value, and is taken out of the URL (replacing the entry) with a note
 *   to the user; the entry's state names what was left out (`correctionsOf`), for the filter form to show.
 * - Without any of its parameters in the URL when the screen opens (from the menu), the state kept for this visit
 *   under `keptKey` is shown and written to the URL; later (Back to the unfiltered list) no parameter is the
 *   initial state. An older link's JSON parameter (`legacy`) is read and rewritten.
 */
export function useUrlFilters<T extends object>(
  keptKey: string,
  shape: UrlShape<T>,
  initial: T,
  { legacy, prefix = '', isValid = () => true }: UrlFiltersOptions<T> = {},
): [T, (next: T, options?: SetOptions) => void] {
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation('common');
  const { message } = useFeedback();
  const [kept, setKept] = useKeptState<T>(keptKey, initial);
  // The kept state stands for an empty URL only while the screen opens (before it is written to the URL).
  const opening = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a screen's shape is a constant.
  const entries = useMemo(() => entriesOf(shape), []);
  const name = (param: string) => `${prefix}${param}`;
  const names = entries.flatMap((e) => e.field.params.map(name));
  const present = names.map((n) => params.get(n));
  const presentKey = present.join('\u0000');
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

  /** The link's state, and the parameters it could not use. */
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parameters' texts decide; `initial` only fills.
  const fromUrl = useMemo((): { state: T; corrections: LinkCorrection[] } | undefined => {
    if (present.every((v) => v === null)) return undefined;
    let state = initial;
    const corrections: LinkCorrection[] = [];
    for (const { path, field } of entries) {
      const get = (p: string) => params.get(name(p));
      const value = field.read(get);
      if (value !== undefined) state = setIn(state, path, value);
      const texts = field.write(value);
      field.params.forEach((p, i) => {
        const raw = get(p);
        if (raw === null || raw === '' || texts[i] !== undefined) return;
        const tooLong = field.max !== undefined && raw.length > field.max;
        corrections.push({
          param: name(p),
          path,
          raw: raw.slice(0, 200),
          reason: tooLong ? 'tooLong' : 'invalid',
          ...(tooLong ? { max: field.max } : {}),
        });
      });
    }
    if (isValid(state)) return { state, corrections };
    // A state the screen refuses as a whole: every parameter the link gave is left out.
    const all = entries.flatMap(({ path, field }) =>
      field.params
        .map((p) => [name(p), params.get(name(p))] as const)
        .filter((e): e is [string, string] => e[1] !== null && e[1] !== '')
        .map(([param, raw]): LinkCorrection => ({ param, path, raw: raw.slice(0, 200), reason: 'invalid' })),
    );
    return { state: initial, corrections: all };
  }, [presentKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the old parameter's text decides.
  const fromLegacy = useMemo(() => {
    if (legacyRaw === null) return undefined;
    const value = decode(legacyRaw, initial);
    return value !== undefined && isValid(value) ? value : undefined;
  }, [legacyRaw]);

  const shown = fromUrl?.state ?? fromLegacy ?? (opening.current ? kept : initial);

  const write = useCallback(
    (next: T, replace: boolean, state?: CorrectedLinkState) =>
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
        { replace, ...(state ? { state } : {}) },
      ),
    [legacy, textsOf, setParams],
  );

  // Opened from an older link: the same list, its URL rewritten readable. Opened without parameters but with a
  // kept state: put it in the URL, so a reload keeps it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per screen opening.
  useEffect(() => {
    opening.current = false;
    if (fromUrl !== undefined) return;
    if (legacyRaw !== null) write(fromLegacy ?? initial, true);
    else if (textsOf(kept).some(([, text]) => text !== undefined)) write(kept, true);
  }, []);

  // A link with parameters the list cannot use: they leave the URL (the same entry), and the user is told.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new link is checked once.
  useEffect(() => {
    const corrections = fromUrl?.corrections ?? [];
    if (corrections.length === 0) return;
    write(fromUrl!.state, true, { linkCorrections: corrections });
    const parts = corrections.map((c) =>
      c.reason === 'tooLong'
        ? t('link.tooLong', { param: c.param, max: c.max })
        : `${c.param}=${c.raw.length > 24 ? `${c.raw.slice(0, 24)}…` : c.raw}`,
    );
    void message.warning({
      key: `link:${keptKey}`,
      content: t('link.corrected', { parts: parts.join(', ') }),
      duration: 8,
    });
  }, [presentKey]);

  // What is shown is what a later opening of the screen shows (Back included).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL's texts decide.
  useEffect(() => {
    if (fromUrl) setKept(fromUrl.state);
    else if (!opening.current && legacyRaw === null) setKept(initial);
  }, [presentKey]);

  const set = useCallback(
    (next: T, options: SetOptions = {}) => {
      setKept(next);
      // The same list again (Search pressed twice): no second history entry.
      const same = textsOf(next).every(([n, text]) => (text ?? null) === params.get(n));
      if (!same || legacyRaw !== null) write(next, options.replace ?? false);
    },
    [setKept, write, textsOf, params, legacyRaw],
  );
  return [shown, set];
}
