import ExcelJS from 'exceljs';

/** RFC 4180 with a chosen separator (`,` as we write, `;` as much of Europe reads): quotes honoured. */
export function parseCsv(text: string, sep = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === sep) {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

/** The text of a CSV download without its byte-order mark. */
export const csvText = (bytes: Buffer | string) => String(bytes).replace(/^\uFEFF/, '');

const PLAIN_NUMBER = /^-\d+(\.\d+)?%?$/;
const runs = (cell: string) => {
  const rest = cell.replace(/^[ "]*/, '');
  return (/^[=+\-@]/.test(rest) && !PLAIN_NUMBER.test(rest.replace(/"+$/, ''))) || /^[\t\r]/.test(cell);
};

/**
 * Every cell of a CSV file that a spreadsheet would run as a formula, however it reads the file: with `,` or
 * `;` as the separator honouring quotes, and (strictest) splitting at every `,` `;` tab and line break whatever
 * the quotes. A neutralised cell starts with an apostrophe and is not listed; a plain number is not a formula.
 */
export function formulaCells(bytes: Buffer | string): string[] {
  const text = csvText(bytes);
  const found = new Set<string>();
  for (const sep of [',', ';']) for (const row of parseCsv(text, sep)) for (const c of row) if (runs(c)) found.add(c);
  for (const piece of text.split(/[,;\t\r\n]/)) if (runs(piece)) found.add(piece);
  return [...found];
}

/** The first worksheet of an XLSX download. */
export async function firstSheet(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb.worksheets[0]!;
}

/** Every cell of a workbook (all sheets) that holds a formula. */
export async function xlsxFormulas(bytes: Buffer): Promise<string[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const out: string[] = [];
  for (const ws of wb.worksheets)
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.type === ExcelJS.ValueType.Formula) out.push(`${ws.name}!${cell.address}`);
      }),
    );
  return out;
}
