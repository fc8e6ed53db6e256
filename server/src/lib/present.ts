/** A row as the API answers it: its columns, each Date as an ISO text. */
export type Presented<R> = {
  [K in keyof R]: R[K] extends Date ? string : R[K] extends Date | null ? string | null : R[K];
};

/**
 * A table's row as its API answer, field for field (a `timestamp` column's Date becomes its ISO text), so a column
 * added to a table and to its contract row needs no code in between. The response schema drops what it does not list.
 */
export function presentRow<R extends object>(row: R): Presented<R> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out as Presented<R>;
}
