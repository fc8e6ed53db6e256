import type { Language } from '@skin/contract';
import type ExcelJSNS from 'exceljs';
import { AppError } from './errors.js';
import { readWorkbook } from './xlsx-pool.js';
import type { ReadRefusal, SheetRow, SheetSpec } from './xlsx-read.js';

let excel: Promise<typeof ExcelJSNS> | null = null;
/** exceljs is large; it is loaded on the first template or export that needs it (uploads never go through it). */
export const loadExcel = () => {
  excel ??= import('exceljs').then((m) => (m.default ?? m) as typeof ExcelJSNS);
  return excel;
};

/**
 * The first cell of a template's example row (row 2 of a downloaded template, in grey italics): a row whose first
 * cell reads like this, in any of the languages, is an example and is never imported.
 */
export const EXAMPLE_MARKER: Record<Language, string> = {
  'zh-CN': '示例（此行不会导入）',
  'en-US': 'Example (this row is not imported)',
  'ja-JP': '例（この行はインポートされません）',
  'es-ES': 'Ejemplo (esta fila no se importa)',
  'id-ID': 'Contoh (baris ini tidak diimpor)',
  'th-TH': 'ตัวอย่าง (แถวนี้จะไม่ถูกนำเข้า)',
  'vi-VN': 'Ví dụ (dòng này không được nhập)',
};
const MARKERS = new Set(Object.values(EXAMPLE_MARKER));
export const isExampleRow = (cells: readonly string[]) => MARKERS.has(cells[0] ?? '');

/** How an example row looks in a template: grey italics, so nobody takes it for data. */
export function styleExampleRow(row: ExcelJSNS.Row) {
  row.font = { italic: true, color: { argb: 'FF8C8C8C' } };
}

/**
 * The refusals of an uploaded template, one catalogue entry per way a workbook can fail to be read; `limit` names
 * the bound that refused it (for the answer's `datas` and the log).
 */
export type UploadErrors = Record<ReadRefusal, (limit: string) => AppError>;

/**
 * Reads the named sheets of an uploaded workbook in a worker thread, within the bounds of xlsx-read.ts, or
 * throws the caller's refusal (429 when every worker is busy and the queue is full).
 */
export async function readUpload(
  data: Buffer,
  sheets: SheetSpec[],
  errors: UploadErrors,
): Promise<Record<string, SheetRow[] | null>> {
  const r = await readWorkbook(data, sheets);
  if (r.ok) return r.sheets;
  if (r.reason === 'busy') throw new AppError('TOO_MANY_REQUESTS', { retryAfter: 5 });
  throw errors[r.reason](r.limit);
}

/** The cells of a meta sheet as `A1`, `B2`... (its first rows only). */
export function cellsByAddress(rows: readonly SheetRow[] | null): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of rows ?? [])
    for (const [i, c] of r.cells.entries()) out.set(`${String.fromCharCode(65 + i)}${r.row}`, c);
  return out;
}
