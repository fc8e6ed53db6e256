import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CURRENCIES } from '@skin/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvText, firstSheet, formulaCells, parseCsv } from '../../test/spreadsheets.js';
import { csvCell, currencyFormat, decimal, money, phoneCell, toCsv, toXlsx } from './export.js';

/** Text a spreadsheet would run, as people paste it into names, addresses and descriptions. */
const HOSTILE = [
  '=1+1',
  '+1',
  '-2+3+cmd|" /C calc"!A0',
  '@SUM(A1)',
  ' =1',
  '\t=1',
  '\r=1',
  '\tx',
  '-1 ',
  'x;=1+1;y',
  'x; =1+1',
  'x,=1+1',
  'x,@SUM(A1:A9)',
  'a\tb\t+c',
  'line one\n=2*3',
  'line one\r\n-2+3',
  'say "=1";=2',
  'a;"=1"',
  '"=1"',
  '=HYPERLINK("http://evil.example","click"), "quoted"',
  '+86 13800138000',
];

describe('csvCell', () => {
  it('neutralises a formula at the start of a cell and after every separator a spreadsheet may split at', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('x;=1+1;y')).toBe(`"x;'=1+1;y"`);
    expect(csvCell('x; =1+1')).toBe(`"x; '=1+1"`);
    expect(csvCell('x,=1+1')).toBe(`"x,'=1+1"`);
    expect(csvCell('line one\n=2*3')).toBe(`"line one\n'=2*3"`);
    expect(csvCell('a;"=1"')).toBe(`"a;""'=1"""`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('+86 13800138000')).toBe("'+86 13800138000");
  });

  it('leaves numbers numbers and ordinary text as it is, quoting what holds a separator', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('-3.5%')).toBe('-3.5%');
    expect(csvCell('a; -5')).toBe('"a; -5"');
    expect(csvCell('86 13800138000')).toBe('86 13800138000');
    expect(csvCell('2026-05-01 08:00:00')).toBe('2026-05-01 08:00:00');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('Calle Mayor 10, Madrid')).toBe('"Calle Mayor 10, Madrid"');
    expect(csvCell('tab\there')).toBe('"tab\there"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell('陈静')).toBe('陈静');
  });

  it('gives no cell a spreadsheet would run, read with `,`, with `;` or split at every separator', () => {
    const csv = toCsv([['name', 'note'], ...HOSTILE.map((h, i) => [h, `${i}`, h])]);
    expect(formulaCells(csv)).toEqual([]);
    // Read as written, every cell is the text sent, at most with its apostrophe.
    const rows = parseCsv(csvText(csv)).slice(1);
    HOSTILE.forEach((h, i) => {
      expect(rows[i]![1]).toBe(`${i}`);
      expect(rows[i]![0]!.replaceAll("'", '')).toBe(h.replaceAll("'", ''));
    });
    // What the fix is for: the cells before it, read with `;`, ran.
    const bare = `\uFEFFa,"x;=1+1;y",b\r\n`;
    expect(formulaCells(bare)).toEqual(['=1+1']);
  });
});

describe('the shared writers', () => {
  const table = [
    ['Item', 'Amount', 'Count', 'GB', 'Phone', 'Note'],
    ['refund', money(-1250, 'CNY'), 3, decimal(1.5, 2), phoneCell('86 13800138000'), '=1+1'],
    ['sale', money(123456, 'USD'), 0, decimal(0, 2), phoneCell(null), '-12.50'],
  ];

  it('writes amounts and counts as plain decimals in CSV', () => {
    const rows = parseCsv(csvText(toCsv(table)));
    expect(rows[1]).toEqual(['refund', '-12.50', '3', '1.50', "'+86 13800138000", "'=1+1"]);
    expect(rows[2]).toEqual(['sale', '1234.56', '0', '0.00', '', '-12.50']);
  });

  it('writes amounts as numbers with their currency format in XLSX, text as text', async () => {
    const ws = await firstSheet(await toXlsx(table, 'Sheet', [10, 10, 10, 10, 10, 10]));
    const refund = ws.getRow(2);
    expect(refund.getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(refund.getCell(2).value).toBe(-12.5);
    expect(refund.getCell(2).numFmt).toBe('"¥"#,##0.00');
    expect(ws.getRow(3).getCell(2).value).toBe(1234.56);
    expect(ws.getRow(3).getCell(2).numFmt).toBe('"$"#,##0.00');
    expect(refund.getCell(3).value).toBe(3);
    expect(refund.getCell(4).value).toBe(1.5);
    expect(refund.getCell(4).numFmt).toBe('0.00');
    expect(refund.getCell(5).value).toBe('+86 13800138000');
    expect(refund.getCell(5).type).toBe(ExcelJS.ValueType.String);
    expect(refund.getCell(6).value).toBe('=1+1');
    expect(refund.getCell(6).type).toBe(ExcelJS.ValueType.String);
    expect(ws.getRow(3).getCell(6).type).toBe(ExcelJS.ValueType.String);
  });

  it('has a currency format for every currency', () => {
    for (const c of CURRENCIES) expect(currencyFormat(c)).toMatch(/^"[^"]+"#,##0\.00$/);
  });
});

describe('every download goes through the shared writers', () => {
  const src = path.resolve(import.meta.dirname, '..');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = path.join(dir, f);
      return statSync(p).isDirectory() ? files(p) : /\.ts$/.test(f) && !/\.test\.ts$/.test(f) ? [p] : [];
    });

  it('builds no CSV, loads exceljs and sends no attachment anywhere else', () => {
    const offenders: string[] = [];
    for (const file of files(src)) {
      const rel = path.relative(src, file);
      const text = readFileSync(file, 'utf8');
      if (rel !== 'lib/xlsx.ts' && /import\(\s*'exceljs'\s*\)|^import (?!type )[^;]*from 'exceljs'/m.test(text))
        offenders.push(`${rel}: loads exceljs (lib/xlsx.ts loadExcel)`);
      if (rel !== 'lib/export.ts' && /text\/csv;|attachment; filename/.test(text))
        offenders.push(`${rel}: sends a download itself (lib/export.ts sendExport)`);
    }
    expect(offenders).toEqual([]);
  });
});
