import { PassThrough } from 'node:stream';
import { APP_USER_EXPORT_LABELS, type ExportFormat, type Language, type TAppUser } from '@skin/contract';

/** The exported file of the filtered app account list: translated titles and values, times in the caller's zone. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

const COLUMNS = [
  'userName',
  'userType',
  'mobile',
  'status',
  'address',
  'deviceNo',
  'permanent',
  'expireTime',
  'createdAt',
] as const;

/** `YYYY-MM-DD HH:mm:ss` in a time zone. */
function timeFormatter(timeZone: string) {
  const fmt = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return (iso: string | null) => {
    if (!iso) return '';
    const p = Object.fromEntries(fmt.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
  };
}

function table(rows: TAppUser[], lang: Language, timeZone: string): string[][] {
  const l = APP_USER_EXPORT_LABELS[lang];
  const time = timeFormatter(timeZone);
  const header = COLUMNS.map((c) => l[c]);
  const body = rows.map((r) => [
    r.userName,
    r.userType === 1 ? l.working : l.viewer,
    r.mobile ?? '',
    r.closed ? l.closed : r.status === 1 ? l.enabled : l.disabled,
    r.address,
    r.deviceNo ?? '',
    r.permanent ? l.yes : l.no,
    time(r.expireTime),
    time(r.createdAt),
  ]);
  return [header, ...body];
}

/**
 * A spreadsheet opening a CSV runs cells that start with `=`, `+`, `-`, `@` (after spaces), tab or CR as formulas
 * (OWASP "CSV injection"): such cells get a leading apostrophe so they stay text.
 */
export function csvCell(value: string): string {
  const safe = /^\s*[=+\-@]|^[\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 CSV with a UTF-8 byte-order mark so that Excel reads Chinese, Thai... correctly. */
export function toCsv(rows: TAppUser[], lang: Language, timeZone: string): Buffer {
  const lines = table(rows, lang, timeZone).map((cells) => cells.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** XLSX written as a stream (shared strings and styles off) so 100k rows stay light. Cells are text, never formulas. */
export async function toXlsx(rows: TAppUser[], lang: Language, timeZone: string): Promise<Buffer> {
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
  const ws = wb.addWorksheet(APP_USER_EXPORT_LABELS[lang].sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = COLUMNS.map((key) => ({ key, width: key === 'address' ? 40 : 20 }));
  const [header, ...body] = table(rows, lang, timeZone);
  const head = ws.addRow(header);
  head.font = { bold: true };
  head.commit();
  for (const cells of body) ws.addRow(cells).commit();
  ws.commit();
  await wb.commit();
  await done;
  return Buffer.concat(chunks);
}

export async function buildExport(
  rows: TAppUser[],
  format: ExportFormat,
  lang: Language,
  timeZone: string,
  now = new Date(),
): Promise<ExportFile> {
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  if (format === 'xlsx') {
    return {
      fileName: `app-accounts-${stamp}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      data: await toXlsx(rows, lang, timeZone),
    };
  }
  return {
    fileName: `app-accounts-${stamp}.csv`,
    contentType: 'text/csv; charset=utf-8',
    data: toCsv(rows, lang, timeZone),
  };
}
