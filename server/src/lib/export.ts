import { PassThrough } from 'node:stream';
import { type Currency, type ExportFormat, MINOR_UNITS, toMajor, zonedParts } from '@skin/contract';
import type { FastifyReply } from 'fastify';
import { loadExcel } from './xlsx.js';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An exported file: every download of the API (lists, the data centre, templates) is sent by sendExport(). */
export interface ExportFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** An amount of money as the database keeps it (minor units) with its currency. */
export interface MoneyCell {
  minor: number;
  currency: Currency;
}
/** A number shown with a fixed count of decimals (`1.50` GB). */
export interface DecimalCell {
  value: number;
  decimals: number;
}
/**
 * A cell of an exported table. Text is always text (never a formula, in either format); numbers, amounts and
 * decimals are numbers in XLSX (amounts in major units with their currency's format) and plain decimals in CSV.
 */
export type ExportCell = string | number | MoneyCell | DecimalCell;

export const money = (minor: number, currency: Currency): MoneyCell => ({ minor, currency });
export const decimal = (value: number, decimals: number): DecimalCell => ({ value, decimals });

/** `YYYY-MM-DD HH:mm:ss` in a time zone; empty for null. */
export function timeFormatter(timeZone: string) {
  const two = (n: number) => String(n).padStart(2, '0');
  return (iso: string | null) => {
    if (!iso) return '';
    const p = zonedParts(new Date(iso), timeZone);
    return `${String(p.y).padStart(4, '0')}-${two(p.mo)}-${two(p.d)} ${two(p.h)}:${two(p.mi)}:${two(p.s)}`;
  };
}

/** A stored phone (`86 13800138000`) as people write it: `+86 13800138000`. */
export const phoneCell = (phone: string | null | undefined): string => (phone ? `+${phone}` : '');

/** A plain number a spreadsheet reads as one (`-12.50`, `-3.5%`): not a formula, left as it is. */
const PLAIN_NUMBER = /^-\d+(\.\d+)?%?$/;
const FORMULA_START = /^[=+\-@]/;
/** The separators and line breaks a spreadsheet may split a cell at (kept by split(): odd indexes). */
const SPLITS = /([,;\t\r\n])/;

/** A part of a cell whose first character after spaces and double quotes would run, with an apostrophe before it. */
function guard(part: string): string {
  const lead = /^[ "]*/.exec(part)![0];
  const rest = part.slice(lead.length);
  return FORMULA_START.test(rest) && !PLAIN_NUMBER.test(rest) ? `${lead}'${rest}` : part;
}

/**
 * CSV formula injection (OWASP): a spreadsheet runs a cell that starts with `=`, `+`, `-` or `@`, tab or CR.
 * Our file is comma-separated and quotes every cell holding a separator, but a spreadsheet whose list separator
 * is `;` (much of Europe) splits a line at every `;` and honours a quote only where it opens its own field, so
 * `"x;=1+1;y"` mid-line would still give it a cell `=1+1`; a tab-separated reading splits at tabs. So each part
 * of a cell such a reading could start (the cell's start, and the text after each `,` `;` tab or line break)
 * whose first character after spaces and double quotes would run gets an apostrophe before that character:
 * `x;'=1+1;y`, `'+86 13800138000`. A plain number (`-12.50`, a negative net revenue) stays a number, and a cell
 * starting with a tab or CR gets the apostrophe first. Then the cell is quoted when it holds `"`, `,`, `;`, a
 * tab, a line break or spaces at either end.
 */
export function csvCell(value: string): string {
  let safe = value
    .split(SPLITS)
    .map((piece, i) => (i % 2 ? piece : guard(piece)))
    .join('');
  if (/^[\t\r]/.test(safe)) safe = `'${safe}`;
  return /[",;\t\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A cell as CSV text: numbers and amounts as plain decimals, text through csvCell(). */
function csvText(cell: ExportCell): string {
  if (typeof cell === 'string') return csvCell(cell);
  if (typeof cell === 'number') return String(cell);
  if ('minor' in cell) return toMajor(cell.minor, cell.currency);
  return cell.value.toFixed(cell.decimals);
}

/** RFC 4180 CSV with a UTF-8 byte-order mark so that Excel reads Chinese, Thai... correctly. */
export function toCsv(table: readonly (readonly ExportCell[])[]): Buffer {
  const lines = table.map((cells) => cells.map(csvText).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

const SYMBOLS: Record<Currency, string> = { CNY: '¥', USD: '$' };

/** The XLSX number format of a currency's amounts in major units: `"¥"#,##0.00`, `"$"#,##0.00`. */
export function currencyFormat(currency: Currency): string {
  const digits = Math.round(Math.log10(MINOR_UNITS[currency]));
  return `"${SYMBOLS[currency]}"#,##0${digits > 0 ? `.${'0'.repeat(digits)}` : ''}`;
}

/**
 * XLSX written as a stream (shared strings off) so 100k rows stay light. Text cells are strings (a string cell
 * is never a formula, whatever it starts with); numbers are numbers; amounts are numbers in major units with
 * their currency's format, so a spreadsheet sums them.
 */
export async function toXlsx(
  table: readonly (readonly ExportCell[])[],
  sheet: string,
  widths: readonly number[],
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = widths.map((width, i) => ({ key: `c${i}`, width }));
  const [header = [], ...body] = table;
  const head = ws.addRow(header.map((c) => (typeof c === 'string' ? c : csvText(c))));
  head.font = { bold: true };
  head.commit();
  for (const cells of body) {
    const row = ws.addRow(
      cells.map((c) =>
        typeof c === 'string' || typeof c === 'number' ? c : 'minor' in c ? c.minor / MINOR_UNITS[c.currency] : c.value,
      ),
    );
    cells.forEach((c, i) => {
      if (typeof c === 'object')
        row.getCell(i + 1).numFmt = 'minor' in c ? currencyFormat(c.currency) : `0.${'0'.repeat(c.decimals)}`;
    });
    row.commit();
  }
  ws.commit();
  await wb.commit();
  await done;
  return Buffer.concat(chunks);
}

/** The file of a table (header row first) in the chosen format, named `<base>-<UTC stamp>.<ext>`. */
export async function buildTableExport(
  base: string,
  table: readonly (readonly ExportCell[])[],
  format: ExportFormat,
  sheet: string,
  widths: readonly number[],
  now = new Date(),
): Promise<ExportFile> {
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  if (format === 'xlsx') {
    return {
      fileName: `${base}-${stamp}.xlsx`,
      contentType: XLSX_CONTENT_TYPE,
      data: await toXlsx(table, sheet, widths),
    };
  }
  return { fileName: `${base}-${stamp}.csv`, contentType: CSV_CONTENT_TYPE, data: toCsv(table) };
}

/** Answers a request with an exported file as a download. */
export function sendExport(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.data);
}

/** An XLSX workbook built elsewhere (an import template) as a download. */
export const xlsxFile = (fileName: string, data: Buffer): ExportFile => ({
  fileName,
  contentType: XLSX_CONTENT_TYPE,
  data,
});
