import { describe, expect, it } from 'vitest';
import { hostileLabelWorkbooks, LABEL_HEADER, labelWorkbook, rowsXml, twoCellMerges } from '../../test/xlsx.js';
import { readXlsx, type SheetSpec } from './xlsx-read.js';

const SPECS: SheetSpec[] = [
  { name: 'labels', width: 9, maxRows: 5 },
  { name: '_template', width: 2, maxRows: 2, firstRowsOnly: true },
];
const read = (data: Buffer, specs = SPECS) => readXlsx(data, specs);
const labels = (data: Buffer) => {
  const r = read(data);
  if (!r.ok) throw new Error(`refused: ${r.reason} ${r.limit}`);
  // Each data row with its cells up to the last one written.
  return r.sheets.labels!.slice(1).map((x) => [x.row, ...x.cells.filter((_, i, all) => all.slice(i).some(Boolean))]);
};

describe('the bounded workbook reader', () => {
  it('reads the named sheets, skips the rest, and says which it lacks', () => {
    const r = read(labelWorkbook('en-US', [['T', 'L', 'k']]), [...SPECS, { name: 'nope', width: 1, maxRows: 1 }]);
    expect(r).toEqual({
      ok: true,
      sheets: {
        labels: [
          { row: 1, cells: LABEL_HEADER },
          { row: 2, cells: ['T', 'L', 'k', '', '', '', '', '', ''] },
        ],
        _template: [
          { row: 1, cells: ['skin-symptom-labels', '1'] },
          { row: 2, cells: ['language', 'en-US'] },
        ],
        nope: null,
      },
    });
  });

  it('reads shared strings (rich runs joined, phonetic readings left out), numbers, booleans and formulas', () => {
    const sst = `<sst><si><t>Plain</t></si><si><r><t>Ri</t></r><r><t xml:space="preserve">ch </t></r><rPh><t>ふりがな</t></rPh></si></sst>`;
    const moreRows =
      '<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>1</v></c><c r="C2"><v>42</v></c><c r="D2" t="b"><v>1</v></c>' +
      '<c r="E2" t="str"><f>"x"&amp;"y"</f><v>xy</v></c><c r="F2" t="e"><v>#N/A</v></c><c r="Z2" t="inlineStr"><is><t>far right</t></is></c></row>';
    expect(labels(labelWorkbook('ja-JP', [], { moreRows, sharedStrings: sst }))).toEqual([
      [2, 'Plain', 'Rich', '42', 'true', 'xy'],
    ]);
  });

  it('reads rows and cells without numbers as following the last, and skips empty rows', () => {
    const moreRows =
      '<row><c t="inlineStr"><is><t>A</t></is></c><c/><c t="inlineStr"><is><t>C</t></is></c></row><row/><row r="9"><c r="B9" t="inlineStr"><is><t>B9</t></is></c></row>';
    expect(labels(labelWorkbook('en-US', [], { moreRows }))).toEqual([
      [2, 'A', '', 'C'],
      [9, '', 'B9'],
    ]);
  });

  it('gives the cells of a merged area the value of its first cell, in the rows the sheet has only', () => {
    const rows = [
      ['Texture', 'Rough', 'rough'],
      ['', 'Pores', 'pores'],
    ];
    const after = '<mergeCells><mergeCell ref="A2:A40"/><mergeCell ref="J1:XFD1048576"/></mergeCells>';
    expect(labels(labelWorkbook('en-US', rows, { after }))).toEqual([
      [2, 'Texture', 'Rough', 'rough'],
      [3, 'Texture', 'Pores', 'pores'],
    ]);
  });

  it('refuses past each bound, naming it', () => {
    const h = hostileLabelWorkbooks('en-US');
    const ok = [['T', 'L', 'k']];
    const cases: [Buffer, string, string][] = [
      [h.twentyThousandMerges(), 'tooComplex', 'merges'],
      [h.sharedStringsBomb(), 'tooComplex', 'sharedStrings'],
      [h.longString(), 'tooComplex', 'cellChars'],
      [h.manySheets(), 'tooComplex', 'sheets'],
      [h.deepNesting(), 'tooComplex', 'depth'],
      [h.entityBomb(), 'notWorkbook', 'doctype'],
      [
        labelWorkbook(
          'en-US',
          Array.from({ length: 5 }, () => ok[0]!),
        ),
        'tooManyRows',
        'labels',
      ],
      [labelWorkbook('en-US', [], { moreRows: '<row r="3"/><row r="2"/>' }), 'notWorkbook', 'row order'],
      [labelWorkbook('en-US', [], { moreRows: '<row r="2"><c r="B7"/></row>' }), 'notWorkbook', 'cell reference'],
      [
        labelWorkbook('en-US', ok, { after: '<mergeCells><mergeCell ref="A1:nowhere"/></mergeCells>' }),
        'notWorkbook',
        'merge reference',
      ],
      [labelWorkbook('en-US', ok, { moreRows: '<row r="3"><c r="A3" t="s"><v>5</v></c></row>' }), 'ok', ''],
      [Buffer.from('not a zip at all, just text'), 'notWorkbook', 'zip'],
    ];
    for (const [data, reason, limit] of cases) {
      const r = read(data);
      if (reason === 'ok') expect(r.ok).toBe(true);
      else expect(r).toEqual({ ok: false, reason, limit });
    }
    // Merged areas that would fill more cells than the rows allowed (and one more) times the columns read.
    const overlapping = `<mergeCells>${'<mergeCell ref="A1:I2"/>'.repeat(3)}</mergeCells>`;
    expect(
      read(labelWorkbook('en-US', ok, { after: overlapping }), [{ name: 'labels', width: 9, maxRows: 2 }]),
    ).toEqual({
      ok: false,
      reason: 'tooComplex',
      limit: 'merged area',
    });
    // Right of the columns read, merges cost nothing but their count.
    expect(read(labelWorkbook('en-US', ok, { after: twoCellMerges(1000) })).ok).toBe(true);
  });

  it('stops reading a sheet of which only the first rows matter', () => {
    const meta = `<worksheet><sheetData>${rowsXml([['skin-symptom-labels', '1'], ['language', 'en-US'], ...Array.from({ length: 50 }, () => ['x'])])}</sheetData></worksheet>`;
    const r = read(labelWorkbook('en-US', [], { parts: { 'xl/worksheets/sheet2.xml': meta } }));
    expect(r.ok && r.sheets._template).toHaveLength(2);
  });
});
