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
