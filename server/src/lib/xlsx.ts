import type ExcelJSNS from 'exceljs';

let excel: Promise<typeof ExcelJSNS> | null = null;
/** exceljs is large; it is loaded on the first template, export or import that needs it. */
export const loadExcel = () => {
  excel ??= import('exceljs').then((m) => (m.default ?? m) as typeof ExcelJSNS);
  return excel;
};

/** A cell's value as trimmed text (rich text, hyperlinks and formula results read as what they show). */
export function cellText(v: ExcelJSNS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') {
    if ('richText' in v)
      return v.richText
        .map((t) => t.text)
        .join('')
        .trim();
    if ('text' in v && typeof v.text === 'string') return v.text.trim();
    if ('result' in v && v.result !== undefined) return cellText(v.result as ExcelJSNS.CellValue);
  }
  return '';
}
