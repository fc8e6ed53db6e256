import { PassThrough, type Readable } from 'node:stream';
import { type Currency, type ExportFormat, MINOR_UNITS, toMajor, zonedParts } from '@skin/contract';
import type { FastifyReply } from 'fastify';
import { loadExcel } from './xlsx.js';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const ZIP_CONTENT_TYPE = 'application/zip';

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
/** A moment written in a time zone (null: none, an empty cell). */
export interface TimeCell {
  at: Date | null;
  timeZone: string;
}
/**
 * A cell of an exported table. Text is always text (never a formula, in either format); numbers, amounts and
 * decimals are numbers in XLSX (amounts in major units with their currency's format) and plain decimals in CSV;
 * moments are dates in XLSX (the zone's wall clock, `yyyy-mm-dd hh:mm:ss`) and `YYYY-MM-DD HH:mm:ss` in CSV, and
 * the title of a column of moments names their zone: `Analysed at (Asia/Shanghai)`.
 */
export type ExportCell = string | number | MoneyCell | DecimalCell | TimeCell;

export const money = (minor: number, currency: Currency): MoneyCell => ({ minor, currency });
export const decimal = (value: number, decimals: number): DecimalCell => ({ value, decimals });

/** The cells of moments (ISO text or dates; null for none) written in a time zone. */
export function timeFormatter(timeZone: string) {
  return (value: string | Date | null | undefined): TimeCell => ({
    at: value === null || value === undefined || value === '' ? null : new Date(value),
    timeZone,
  });
}

const isTime = (cell: ExportCell): cell is TimeCell => typeof cell === 'object' && 'timeZone' in cell;

/** A moment's wall clock in its zone, as a date whose UTC fields hold it (what a spreadsheet's date is). */
function wallClock({ at, timeZone }: TimeCell): Date | null {
  if (!at) return null;
  const p = zonedParts(at, timeZone);
  return new Date(Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s));
}

/** `YYYY-MM-DD HH:mm:ss` in the cell's zone; empty for none. */
function timeText(cell: TimeCell): string {
  return wallClock(cell)?.toISOString().slice(0, 19).replace('T', ' ') ?? '';
}

/**
 * The table with the title of each column of moments followed by their zone (`Analysed at (Asia/Shanghai)`), so a
 * reader knows which clock the times are on: every export's rule, not each list's.
 */
function zonesInTitles(table: readonly (readonly ExportCell[])[]): (readonly ExportCell[])[] {
  const [header, ...body] = table;
  if (!header) return [];
  const zones = new Map<number, string>();
  for (const row of body)
    row.forEach((cell, i) => {
      if (isTime(cell) && !zones.has(i)) zones.set(i, cell.timeZone);
    });
  if (zones.size === 0) return [...table];
  const titled = header.map((title, i) =>
    typeof title === 'string' && zones.has(i) ? `${title} (${zones.get(i)})` : title,
  );
  return [titled, ...body];
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
  if (isTime(cell)) return timeText(cell);
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

/** The XLSX number format of moments: a date and time a spreadsheet sorts and computes with. */
export const TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/** An XLSX cell's value and number format. */
function xlsxValue(c: ExportCell): { value: string | number | Date | null; numFmt?: string } {
  if (typeof c === 'string' || typeof c === 'number') return { value: c };
  if (isTime(c)) return { value: wallClock(c), numFmt: TIME_FORMAT };
  if ('minor' in c) return { value: c.minor / MINOR_UNITS[c.currency], numFmt: currencyFormat(c.currency) };
  return { value: c.value, numFmt: `0.${'0'.repeat(c.decimals)}` };
}

/**
 * XLSX written as a stream (shared strings off) so 100k rows stay light. Text cells are strings (a string cell
 * is never a formula, whatever it starts with); numbers are numbers; amounts are numbers in major units with
 * their currency's format, so a spreadsheet sums them; moments are dates.
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
    const values = cells.map(xlsxValue);
    const row = ws.addRow(values.map((v) => v.value));
    values.forEach((v, i) => {
      if (v.numFmt && v.value !== null) row.getCell(i + 1).numFmt = v.numFmt;
    });
    row.commit();
  }
  ws.commit();
  await wb.commit();
  await done;
  return Buffer.concat(chunks);
}

/**
 * The file of a table (header row first) in the chosen format, named `<base>-<UTC stamp>.<ext>`; the titles of its
 * columns of moments name their zone.
 */
export async function buildTableExport(
  base: string,
  table: readonly (readonly ExportCell[])[],
  format: ExportFormat,
  sheet: string,
  widths: readonly number[],
  now = new Date(),
): Promise<ExportFile> {
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  const titled = zonesInTitles(table);
  if (format === 'xlsx') {
    return {
      fileName: `${base}-${stamp}.xlsx`,
      contentType: XLSX_CONTENT_TYPE,
      data: await toXlsx(titled, sheet, widths),
    };
  }
  return { fileName: `${base}-${stamp}.csv`, contentType: CSV_CONTENT_TYPE, data: toCsv(titled) };
}

/** Answers a request with an exported file as a download. */
export function sendExport(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.data);
}

/** Answers a request with a file written as it is sent (a customer's ZIP): the same headers as sendExport(). */
export function sendStream(reply: FastifyReply, file: { fileName: string; contentType: string; stream: Readable }) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.stream);
}

/** An XLSX workbook built elsewhere (an import template) as a download. */
export const xlsxFile = (fileName: string, data: Buffer): ExportFile => ({
  fileName,
  contentType: XLSX_CONTENT_TYPE,
  data,
});
