import { describe, expect, it } from 'vitest';
import { csvText, formulaCells, parseCsv } from '../../test/spreadsheets.js';
import { csvCell, toCsv } from './export.js';

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
