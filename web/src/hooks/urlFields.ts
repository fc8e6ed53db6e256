import dayjs, { type Dayjs } from 'dayjs';

/**
 * A value of a screen's state written as readable search parameters (`?status=3&from=2026-11-01`), so a person
 * can read and edit a shared link: each field names its parameters and says how its value reads and writes. A
 * parameter that is absent, or that does not read as a value of the field (a hand-edited link), gives no value:
 * the screen's default stands for that field.
 */
export interface UrlField<V> {
  readonly kind: 'url-field';
  /** The parameters it takes. */
  readonly params: readonly string[];
  /** Text: the longest value it takes (what the list's request takes); a longer one is no value. */
  readonly max?: number;
  /** The value of the parameters (`get` of one of `params`), or undefined when absent or not a value. */
  read(get: (param: string) => string | null): V | undefined;
  /** The parameters' texts for a value, in the order of `params` (undefined: left out). */
  write(value: V | null | undefined): (string | undefined)[];
}

const field = <V>(params: readonly string[], read: UrlField<V>['read'], write: UrlField<V>['write']): UrlField<V> => ({
  kind: 'url-field',
  params,
  read,
  write,
});

export const isUrlField = (x: unknown): x is UrlField<unknown> =>
  !!x && typeof x === 'object' && (x as { kind?: unknown }).kind === 'url-field';

/**
 * Text as typed (an empty text is left out), at most `max` characters (and of the `pattern`, when given): the rules
 * of the request's field, so a text from a hand-edited link that the server would refuse (failing the whole list)
 * never reaches it.
 */
export const text = (param: string, max: number, pattern?: RegExp): UrlField<string> => ({
  ...field(
    [param],
    (get) => {
      const raw = get(param);
      return raw === null || raw.length > max || (raw !== '' && pattern && !pattern.test(raw)) ? undefined : raw;
    },
    (v) => [v ? v : undefined],
  ),
  max,
});

const WHOLE = /^-?\d{1,15}$/;

/** A whole number from `min` to `max`. */
export const int = (param: string, min = 1, max = Number.MAX_SAFE_INTEGER): UrlField<number> =>
  field(
    [param],
    (get) => {
      const raw = get(param);
      if (raw === null || !WHOLE.test(raw)) return undefined;
      const n = Number(raw);
      return n >= min && n <= max ? n : undefined;
    },
    (v) => [typeof v === 'number' ? String(v) : undefined],
  );

/** One of a list of values (numbers or words), written as itself. */
export const oneOf = <const V extends string | number>(param: string, values: readonly V[]): UrlField<V> =>
  field(
    [param],
    (get) => {
      const raw = get(param);
      return values.find((v) => String(v) === raw);
    },
    (v) => [v === null || v === undefined ? undefined : String(v)],
  );

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const readDay = (raw: string | null): Dayjs | undefined => {
  if (raw === null || !DAY.test(raw)) return undefined;
  const d = dayjs(raw);
  // 2026-02-30 would roll over to March: not a day.
  return d.isValid() && d.format('YYYY-MM-DD') === raw ? d : undefined;
};

/** A range of days as two parameters (`from`, `to`), either end open, held as antd's range pickers hold it. */
export const days = (fromParam: string, toParam: string): UrlField<[Dayjs | null, Dayjs | null]> =>
  field(
    [fromParam, toParam],
    (get) => {
      const from = readDay(get(fromParam)) ?? null;
      const to = readDay(get(toParam)) ?? null;
      return from || to ? [from, to] : undefined;
    },
    (v) => [v?.[0] ? v[0].format('YYYY-MM-DD') : undefined, v?.[1] ? v[1].format('YYYY-MM-DD') : undefined],
  );

/** A range of days with both ends, the first not after the second (`from`, `to`). */
export const closedDays = (fromParam: string, toParam: string): UrlField<[Dayjs, Dayjs]> =>
  field(
    [fromParam, toParam],
    (get) => {
      const from = readDay(get(fromParam));
      const to = readDay(get(toParam));
      return from && to && !from.isAfter(to) ? [from, to] : undefined;
    },
    (v) => (v ? [v[0].format('YYYY-MM-DD'), v[1].format('YYYY-MM-DD')] : [undefined, undefined]),
  );

/** A table's sorting as one parameter: `sort=createdAt` (ascending) or `sort=-createdAt` (descending). */
export interface TableSort<F extends string> {
  field?: F | null;
  order?: 'ascend' | 'descend' | null;
}
export const sort = <const F extends string>(param: string, fields: readonly F[]): UrlField<TableSort<F>> =>
  field(
    [param],
    (get) => {
      const raw = get(param);
      if (!raw) return undefined;
      const descend = raw.startsWith('-');
      const name = fields.find((f) => f === (descend ? raw.slice(1) : raw));
      return name ? { field: name, order: descend ? 'descend' : 'ascend' } : undefined;
    },
    (v) => [v?.field && v.order ? `${v.order === 'descend' ? '-' : ''}${v.field}` : undefined],
  );

/** The page of a list (`page=2`), and its size among the table's sizes (`size=50`). */
export const page = (param = 'page') => int(param, 1, 100_000);
export const pageSize = (param = 'size', sizes: readonly number[] = [10, 20, 50, 100, 200]) => oneOf(param, sizes);

/**
 * The fields of a screen's state, in its shape: a key holds a field, or an object of fields for a nested object
 * (its fields' parameters sit beside the others: `{ filters: { status } }` is `?status=3`). Keys left out are not
 * in the link (they keep their default).
 */
export type UrlShape<T> = {
  [K in keyof T]?:
    | UrlField<NonNullable<T[K]>>
    | (NonNullable<T[K]> extends object ? UrlShape<NonNullable<T[K]>> : never);
};
