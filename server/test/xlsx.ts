import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Workbooks written by hand, part by part, for the tests and the bench of hostile imports: what no spreadsheet
 * program would write (a merge over the whole sheet, 20,000 merges, a shared-strings bomb, 100 sheets, XML
 * nested 10,000 deep...), around a label or programme template that is otherwise ours.
 */

/**
 * A ZIP of these parts, each deflated (or stored), with true CRCs and sizes; `declaredSize`, when given, is the
 * uncompressed size every entry claims instead (a lie, for a zip-bomb test).
 */
export function zipOf(
  parts: Record<string, string | Buffer>,
  opts: { store?: boolean; declaredSize?: number } = {},
): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(parts)) {
    const raw = typeof content === 'string' ? Buffer.from(content) : content;
    const data = opts.store ? raw : deflateRawSync(raw);
    const n = Buffer.from(name);
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(opts.store ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(opts.declaredSize ?? raw.length, 22);
    local.writeUInt16LE(n.length, 26);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(opts.store ? 0 : 8, 10);
    cd.writeUInt32LE(crc, 16);
    cd.writeUInt32LE(data.length, 20);
    cd.writeUInt32LE(opts.declaredSize ?? raw.length, 24);
    cd.writeUInt16LE(n.length, 28);
    cd.writeUInt32LE(offset, 42);
    locals.push(local, n, data);
    central.push(cd, n);
    offset += 30 + n.length + data.length;
  }
  const cdSize = central.reduce((t, b) => t + b.length, 0);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  const count = Object.keys(parts).length;
  eocd.writeUInt16LE(count, 8);
  eocd.writeUInt16LE(count, 10);
  eocd.writeUInt32LE(cdSize, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...central, eocd]);
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const column = (n: number) => {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
};

/** `<row>` elements of inline-string cells, the first row numbered `from`. */
export function rowsXml(rows: readonly (readonly string[])[], from = 1): string {
  return rows
    .map((cells, i) => {
      const r = from + i;
      const cs = cells
        .map((v, c) => (v === '' ? '' : `<c r="${column(c + 1)}${r}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`))
        .join('');
      return `<row r="${r}">${cs}</row>`;
    })
    .join('');
}

export interface WorkbookParts {
  /** The data sheet's name (`labels`, `products`) and the marker, version and language of `_template`. */
  sheet: string;
  marker: string;
  version?: number;
  language: string;
  /** The data sheet's rows (row 1 first: the header). */
  rows: readonly (readonly string[])[];
  /** XML put inside `<sheetData>` after the rows. */
  moreRows?: string;
  /** XML before `<sheetData>` (a `<dimension>`, `<cols>`) and after it (`<mergeCells>`...). */
  before?: string;
  after?: string;
  sharedStrings?: string;
  styles?: string;
  /** Sheets listed beside ours. */
  extraSheets?: number;
  /** Parts added or replacing ours. */
  parts?: Record<string, string | Buffer>;
}

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const RNS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a workbook with our data sheet and `_template` sheet, as exceljs lays them out. */
export function workbookParts(o: WorkbookParts): Record<string, string | Buffer> {
  const extra = Array.from({ length: o.extraSheets ?? 0 }, (_, i) => i + 3);
  const sheets = [
    `<sheet name="${o.sheet}" sheetId="1" r:id="rId1"/>`,
    `<sheet name="_template" sheetId="2" state="veryHidden" r:id="rId2"/>`,
    ...extra.map((n) => `<sheet name="Sheet${n}" sheetId="${n}" r:id="rId${n}"/>`),
  ].join('');
  const rels = [
    `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`,
    `<Relationship Id="rId2" Type="${REL}/worksheet" Target="worksheets/sheet2.xml"/>`,
    ...extra.map((n) => `<Relationship Id="rId${n}" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`),
    `<Relationship Id="rIdS" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`,
    `<Relationship Id="rIdT" Type="${REL}/styles" Target="styles.xml"/>`,
  ].join('');
  const sheet = (body: string, before = '', after = '') =>
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet ${NS} ${RNS}>${before}<sheetData>${body}</sheetData>${after}</worksheet>`;
  return {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook ${NS} ${RNS}><sheets>${sheets}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`,
    'xl/worksheets/sheet1.xml': sheet(rowsXml(o.rows) + (o.moreRows ?? ''), o.before, o.after),
    'xl/worksheets/sheet2.xml': sheet(
      `<row r="1"><c r="A1" t="inlineStr"><is><t>${o.marker}</t></is></c><c r="B1"><v>${o.version ?? 1}</v></c></row>` +
        `<row r="2"><c r="A2" t="inlineStr"><is><t>language</t></is></c><c r="B2" t="inlineStr"><is><t>${o.language}</t></is></c></row>`,
    ),
    'xl/sharedStrings.xml': o.sharedStrings ?? `<?xml version="1.0" encoding="UTF-8"?><sst ${NS} count="0"/>`,
    'xl/styles.xml': o.styles ?? `<?xml version="1.0" encoding="UTF-8"?><styleSheet ${NS}/>`,
    ...o.parts,
  };
}

/** A label template (en-US header) with these data rows, altered by `o`. */
export const labelWorkbook = (
  language: string,
  rows: readonly (readonly string[])[],
  o: Partial<WorkbookParts> = {},
  zip: { store?: boolean } = {},
) =>
  zipOf(
    workbookParts({
      sheet: 'labels',
      marker: 'skin-symptom-labels',
      language,
      rows: [LABEL_HEADER, ...rows],
      ...o,
    }),
    zip,
  );

/** A programme template (en-US header) with these data rows, altered by `o`. */
export const productWorkbook = (
  language: string,
  rows: readonly (readonly string[])[],
  o: Partial<WorkbookParts> = {},
) =>
  zipOf(
    workbookParts({
      sheet: 'products',
      marker: 'skin-products',
      language,
      rows: [['Type*', 'Scheme name*', 'External link', 'Introduction*'], ...rows],
      ...o,
    }),
  );

/** `<mergeCells>` of `n` two-cell areas right of the template's columns. */
export const twoCellMerges = (n: number) =>
  `<mergeCells count="${n}">${Array.from({ length: n }, (_, i) => `<mergeCell ref="X${i + 1}:Y${i + 1}"/>`).join('')}</mergeCells>`;

export const LABEL_HEADER = [
  'Label type',
  'Label name',
  'Symptom key',
  'Mild colour',
  'Moderate colour',
  'Severe colour',
  'Description',
  'Formation reason',
  'Care suggestions',
];

/**
 * The hostile workbooks (a label template otherwise): each the smallest file that once cost the server most,
 * or that would cost it without its bounds. `slowRows` is the one that keeps a worker busy longest within them.
 */
export function hostileLabelWorkbooks(language: string) {
  const ok = [['Type', 'Label', 'key-1', '', '', '', 'text', '', '']];
  return {
    /** 7 KB: one merge over the whole sheet (exceljs allocated all 17 billion cells). */
    mergeWholeSheet: () =>
      labelWorkbook(language, ok, { after: '<mergeCells count="1"><mergeCell ref="A1:XFD1048576"/></mergeCells>' }),
    /** About 100 KB: 20,000 two-cell merges (exceljs spent 51 s on them, every request waiting). */
    twentyThousandMerges: () => labelWorkbook(language, ok, { after: twoCellMerges(20_000) }),
    /** A shared-strings part of 300,000 strings. */
    sharedStringsBomb: () =>
      labelWorkbook(language, [], {
        moreRows: '<row r="2"><c r="A2" t="s"><v>0</v></c></row>',
        sharedStrings: `<sst ${NS}>${Array.from({ length: 300_000 }, (_, i) => `<si><t>${(i * 7919) % 100_003}</t></si>`).join('')}</sst>`,
      }),
    /** One shared string of 100,000 characters. */
    longString: () =>
      labelWorkbook(language, [], {
        moreRows: '<row r="2"><c r="A2" t="s"><v>0</v></c></row>',
        sharedStrings: `<sst ${NS}><si><t>${'y'.repeat(100_000)}</t></si></sst>`,
      }),
    /** A styles part of 200,000 formats (never read). */
    stylesBomb: () =>
      labelWorkbook(language, ok, {
        styles: `<styleSheet ${NS}><cellXfs count="200000">${Array.from({ length: 200_000 }, (_, i) => `<xf numFmtId="${(i * 7919) % 163}" fontId="${(i * 104_729) % 997}"/>`).join('')}</cellXfs></styleSheet>`,
      }),
    /** 100 sheets listed. */
    manySheets: () => labelWorkbook(language, ok, { extraSheets: 100 }),
    /** A dimension claiming the whole sheet (never allocated), around one good row. */
    hugeDimension: () => labelWorkbook(language, ok, { before: '<dimension ref="A1:XFD1048576"/>' }),
    /** XML nested 10,000 deep inside the sheet. */
    deepNesting: () => labelWorkbook(language, ok, { after: `${'<x>'.repeat(10_000)}${'</x>'.repeat(10_000)}` }),
    /** An entity bomb in a DOCTYPE. */
    entityBomb: () =>
      labelWorkbook(language, ok, {
        parts: {
          'xl/workbook.xml': `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><workbook ${NS} ${RNS}><sheets><sheet name="labels" sheetId="1" r:id="rId1"/><sheet name="&lol2;" sheetId="2" r:id="rId2"/></sheets></workbook>`,
        },
      }),
    /** 10,001 label rows: one more than an import takes. */
    tooManyRows: () =>
      labelWorkbook(
        language,
        Array.from({ length: 10_001 }, (_, i) => ['T', `L${i}`, `k-${i}`]),
      ),
    /** A shared formula over the whole sheet, with its cached value (the value is what counts). */
    sharedFormula: () =>
      labelWorkbook(language, [], {
        moreRows:
          '<row r="2"><c r="A2" t="str"><f t="shared" ref="A2:I1048576" si="0">"Formula type"</f><v>Formula type</v></c>' +
          '<c r="B2" t="str"><f>"Formula label"</f><v>Formula label</v></c><c r="C2" t="inlineStr"><is><t>formula-key</t></is></c></row>',
      }),
    /**
     * 60 MiB of sheet XML (near the 64 MiB a template may unpack to) of rows whose cells lie right of the template's
     * columns: read to the end, then refused as empty. The longest a worker works on one file within the bounds.
     */
    slowRows: () => {
      const rows: string[] = [];
      let size = 0;
      // Rows and cells unnumbered (each follows the last): about 800,000 rows, 3 MB packed (20:1).
      for (let r = 2; size < 60 * 1024 * 1024; r++) {
        const row = `<row>${'<c/>'.repeat(9)}<c><v>${r % 97}</v></c><c><v>${r % 89}</v></c></row>`;
        rows.push(row);
        size += row.length;
      }
      return labelWorkbook(language, [], { moreRows: rows.join('') });
    },
  };
}
