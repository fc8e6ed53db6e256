import { z } from 'zod';

/** Faults one refused import lists (a file can hold thousands; the count says how many there were in all). */
export const IMPORT_FAULTS_MAX = 1000;

/**
 * One problem of a refused import (label template, programme spreadsheet or programme batch form): the row
 * (the sheet's row number, the header being row 1; or the form's row), the column as the template heads it in
 * the request's language ('' for the row as a whole), the field as the API names it, and the reason in the
 * request's language.
 */
export const ZImportFault = z.object({
  row: z.number().int(),
  column: z.string(),
  field: z.string(),
  message: z.string(),
});
export type TImportFault = z.infer<typeof ZImportFault>;

/**
 * `datas` of an import refused for its rows: every problem at once, in row and column order (at most
 * IMPORT_FAULTS_MAX; `faultCount` counts them all). Labels add the duplicate's `name` (500901) or the clashing
 * symptom `key` (500910).
 */
export const ZImportRefusal = z.object({
  rows: z.array(ZImportFault),
  faultCount: z.number().int(),
  name: z.string().optional(),
  key: z.string().optional(),
});
export type TImportRefusal = z.infer<typeof ZImportRefusal>;

const isImportFault = (value: unknown): value is TImportFault => {
  if (!value || typeof value !== 'object') return false;
  const f = value as Record<string, unknown>;
  return (
    Number.isInteger(f.row) &&
    typeof f.column === 'string' &&
    typeof f.field === 'string' &&
    typeof f.message === 'string'
  );
};

/**
 * Whether `value` (an error's `datas`) is an import refusal, as ZImportRefusal would parse it, checked without zod:
 * the console reads refusals and builds no schema (web/build/pure-contract.ts). import.test.ts holds the two to the
 * same answers.
 */
export function isImportRefusal(value: unknown): value is TImportRefusal {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  return (
    Array.isArray(r.rows) &&
    r.rows.every(isImportFault) &&
    Number.isInteger(r.faultCount) &&
    (r.name === undefined || typeof r.name === 'string') &&
    (r.key === undefined || typeof r.key === 'string')
  );
}
