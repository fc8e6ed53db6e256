import { PassThrough } from 'node:stream';
import { type ExportFormat, zonedParts } from '@skin/contract';
import type { FastifyReply } from 'fastify';

/** An exported list: translated titles and values, times in the caller's zone (user/export, userOrder/export). */
export interface ExportFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** `YYYY-MM-DD HH:mm:ss` in a time zone; empty for null. */
export function timeFormatter(timeZone: string) {
  const two = (n: number) => String(n).padStart(2, '0');
  return (iso: string | null) => {
    if (!iso) return '';
    const p = zonedParts(new Date(iso), timeZone);
    return `${String(p.y).padStart(4, '0')}-${two(p.mo)}-${two(p.d)} ${two(p.h)}:${two(p.mi)}:${two(p.s)}`;
  };
}

/**
 * A spreadsheet opening a CSV runs cells that start with `=`, `+`, `-`, `@` (after spaces), tab or CR as formulas
 * (OWASP "CSV injection"): such cells get a leading apostrophe so they stay text.
 */
export function csvCell(value: string): string {
  // A negative number (a net revenue below zero) is a number, not a formula.
  const formula = /^\s*[=+\-@]|^[\t\r]/.test(value) && !/^-\d+(\.\d+)?%?$/.test(value);
  const safe = formula ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 CSV with a UTF-8 byte-order mark so that Excel reads Chinese, Thai... correctly. */
export function toCsv(table: string[][]): Buffer {
  const lines = table.map((cells) => cells.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** XLSX written as a stream (shared strings off) so 100k rows stay light. Cells are text, never formulas. */
export async function toXlsx(table: string[][], sheet: string, widths: number[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  // Loaded on first use: exceljs is large and most starts never export.
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = widths.map((width, i) => ({ key: `c${i}`, width }));
  const [header = [], ...body] = table;
  const head = ws.addRow(header);
  head.font = { bold: true };
  head.commit();
  for (const cells of body) ws.addRow(cells).commit();
  ws.commit();
  await wb.commit();
  await done;
  return Buffer.concat(chunks);
}

/** The file of a table (header row first) in the chosen format, named `<base>-<UTC stamp>.<ext>`. */
export async function buildTableExport(
  base: string,
  table: string[][],
  format: ExportFormat,
  sheet: string,
  widths: number[],
  now = new Date(),
): Promise<ExportFile> {
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  if (format === 'xlsx') {
    return {
      fileName: `${base}-${stamp}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      data: await toXlsx(table, sheet, widths),
    };
  }
  return { fileName: `${base}-${stamp}.csv`, contentType: 'text/csv; charset=utf-8', data: toCsv(table) };
}

/** Answers a request with an exported file as a download. */
export function sendExport(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.data);
}
