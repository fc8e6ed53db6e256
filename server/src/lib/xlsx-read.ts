import path from 'node:path';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { openZip, type Zip, ZipRefused } from './zip.js';

/**
 * A bounded XLSX reader for uploaded templates: the few parts an import needs (the workbook's sheet list, the
 * named sheets, the shared strings they use), streamed through a SAX parser, every amount counted against a
 * limit before it is kept. Nothing is allocated from what a file claims (a `<dimension>`, a merge or a
 * shared formula's range, a style, a data validation): styles, drawings, validations and other sheets are never
 * unpacked. Runs in a worker thread (xlsx-pool.ts) with a memory cap and a deadline; it is plain synchronous code.
 */
export const XLSX_LIMITS = {
  /** Sheets a workbook may list (a template has two or three). */
  sheets: 64,
  /** Element nesting in any part read (a worksheet needs about ten levels). */
  depth: 64,
  /** Merged areas in a sheet read (a template needs none; people merge a type over its labels). */
  merges: 1000,
  /** Shared strings of the workbook (a full label template needs 90,000 at most). */
  sharedStrings: 200_000,
  /** Characters in one cell or shared string: Excel's own limit. */
  cellChars: 32_767,
  /** Time for one workbook, checked between chunks of XML. */
  timeMs: 10_000,
} as const;

/** Excel's sheet size: a row or column past it is not a workbook Excel wrote. */
const MAX_ROW = 1_048_576;
const MAX_COLUMN = 16_384;
const CHUNK = 1 << 20;

export interface SheetSpec {
  name: string;
  /** Columns read, from A; cells further right are skipped. */
  width: number;
  /** Rows with content (header included) the sheet may have; more refuses the workbook (`tooManyRows`). */
  maxRows: number;
  /** Past `maxRows`, stop reading instead of refusing: only the first rows of this sheet matter. */
  firstRowsOnly?: boolean;
}

/** One row with content: its sheet row number (1-based) and its first `width` cells as trimmed text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

export type ReadRefusal = 'notWorkbook' | 'tooLarge' | 'tooComplex' | 'tooManyRows';

export type ReadResult =
  | { ok: true; sheets: Record<string, SheetRow[] | null> }
  /** `limit` names the bound that refused the file (for logs and tests; the user hears the kind). */
  | { ok: false; reason: ReadRefusal; limit: string };

class Refused extends Error {
  constructor(
    readonly reason: ReadRefusal,
    readonly limit: string,
  ) {
    super(`${reason}: ${limit}`);
  }
}
/** Thrown by a handler to end a sheet early (`firstRowsOnly`). */
class Enough extends Error {}

const local = (name: string) => name.slice(name.indexOf(':') + 1);
function attr(tag: SaxesTagPlain, name: string): string | undefined {
  const a = tag.attributes as Record<string, string>;
  if (name in a) return a[name];
  for (const k of Object.keys(a)) if (local(k) === name) return a[k];
  return undefined;
}

/** Column (1-based) and row of an A1 reference; null when it is not one. */
function cellRef(ref: string): { col: number; row: number } | null {
  const m = /^\$?([A-Z]{1,3})\$?(\d{1,7})$/.exec(ref.toUpperCase());
  if (!m) return null;
  let col = 0;
  for (const ch of m[1]!) col = col * 26 + ch.charCodeAt(0) - 64;
  const row = Number(m[2]);
  if (col > MAX_COLUMN || row < 1 || row > MAX_ROW) return null;
  return { col, row };
}

/** Feeds one part to a SAX parser in chunks, with the depth and time bounds; `Enough` ends it quietly. */
function parsePart(
  data: Buffer,
  deadline: number,
  on: {
    open?: (name: string, tag: SaxesTagPlain) => void;
    close?: (name: string) => void;
    text?: (text: string) => void;
  },
) {
  const parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  let depth = 0;
  parser.on('doctype', () => {
    // OOXML parts have no DTD; a DOCTYPE is where entity tricks live.
    throw new Refused('notWorkbook', 'doctype');
  });
  parser.on('opentag', (tag) => {
    if (++depth > XLSX_LIMITS.depth) throw new Refused('tooComplex', 'depth');
    on.open?.(local(tag.name), tag);
  });
  parser.on('closetag', (tag) => {
    depth--;
    on.close?.(local(tag.name));
  });
  if (on.text) parser.on('text', on.text);
  const utf16 = data.length >= 2 && ((data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff));
  const decoder = new TextDecoder(utf16 ? (data[0] === 0xff ? 'utf-16le' : 'utf-16be') : 'utf-8');
  try {
    for (let at = 0; at < data.length; at += CHUNK) {
      if (Date.now() > deadline) throw new Refused('tooComplex', 'time');
      parser.write(decoder.decode(data.subarray(at, at + CHUNK), { stream: true }));
    }
    parser.write(decoder.decode());
    parser.close();
  } catch (err) {
    if (err instanceof Refused) throw err;
    if (err instanceof Enough) return;
    throw new Refused('notWorkbook', 'xml');
  }
}

/** A cell as read: text, or an index into the shared strings (resolved once they are read). */
type Raw = string | number | undefined;

interface ReadSheet {
  rows: { row: number; cells: Raw[] }[];
  merges: { top: number; left: number; bottom: number; right: number }[];
}

function readSheet(xml: Buffer, spec: SheetSpec, deadline: number): ReadSheet {
  const out: ReadSheet = { rows: [], merges: [] };
  let inData = false;
  let rowNo = 0;
  let cells: Raw[] | null = null;
  let filled = false;
  let col = 0;
  let type = '';
  let text: string | null = null;
  let inInline = false;
  let inPhonetic = 0;
  let value: string | null = null;

  const add = (s: string) => {
    if (text === null) return;
    if (text.length + s.length > XLSX_LIMITS.cellChars) throw new Refused('tooComplex', 'cellChars');
    text += s;
  };

  parsePart(xml, deadline, {
    open(name, tag) {
      if (name === 'sheetData') inData = true;
      else if (name === 'row' && inData) {
        const r = attr(tag, 'r');
        const n = r === undefined ? rowNo + 1 : Number(r);
        if (!Number.isInteger(n) || n <= rowNo || n > MAX_ROW) throw new Refused('notWorkbook', 'row order');
        rowNo = n;
        cells = null;
        filled = false;
        col = 0;
      } else if (name === 'c' && inData) {
        const r = attr(tag, 'r');
        if (r === undefined) col++;
        else {
          const ref = cellRef(r);
          if (!ref || ref.row !== rowNo) throw new Refused('notWorkbook', 'cell reference');
          col = ref.col;
        }
        type = attr(tag, 't') ?? 'n';
        value = null;
      } else if (col <= spec.width && inData) {
        if (name === 'v') text = '';
        else if (name === 'is') {
          inInline = true;
          value = '';
        } else if (name === 'rPh') inPhonetic++;
        else if (name === 't' && inInline && !inPhonetic) text = '';
      } else if (name === 'mergeCell') {
        if (out.merges.length >= XLSX_LIMITS.merges) throw new Refused('tooComplex', 'merges');
        const [a, b] = (attr(tag, 'ref') ?? '').split(':');
        const from = a ? cellRef(a) : null;
        const to = b ? cellRef(b) : from;
        if (!from || !to) throw new Refused('notWorkbook', 'merge reference');
        out.merges.push({
          top: Math.min(from.row, to.row),
          bottom: Math.max(from.row, to.row),
          left: Math.min(from.col, to.col),
          right: Math.max(from.col, to.col),
        });
      }
    },
    text: (s) => add(s),
    close(name) {
      if (name === 'sheetData') inData = false;
      else if (name === 'v' && text !== null) {
        value = text;
        text = null;
      } else if (name === 't' && text !== null) {
        value = (value ?? '') + text;
        if (value.length > XLSX_LIMITS.cellChars) throw new Refused('tooComplex', 'cellChars');
        text = null;
      } else if (name === 'rPh') inPhonetic = Math.max(0, inPhonetic - 1);
      else if (name === 'is') inInline = false;
      else if (name === 'c' && inData) {
        if (col > spec.width || value === null) return;
        let raw: Raw;
        if (type === 's') {
          const i = Number(value);
          if (!Number.isInteger(i) || i < 0) throw new Refused('notWorkbook', 'shared string index');
          raw = i;
        } else if (type === 'b') raw = value === '1' ? 'true' : value === '0' ? 'false' : value;
        else if (type === 'e') raw = undefined;
        else raw = value;
        if (raw === undefined || raw === '') return;
        cells ??= new Array<Raw>(spec.width);
        cells[col - 1] = raw;
        filled = true;
      } else if (name === 'row' && inData && filled && cells) {
        if (out.rows.length >= spec.maxRows) {
          if (spec.firstRowsOnly) throw new Enough();
          throw new Refused('tooManyRows', spec.name);
        }
        out.rows.push({ row: rowNo, cells });
      }
    },
  });
  return out;
}

/** Reads the shared strings, keeping only the ones the sheets use (`wanted`), counting all of them. */
function readSharedStrings(xml: Buffer, wanted: Set<number>, deadline: number): Map<number, string> {
  const kept = new Map<number, string>();
  let index = -1;
  let inItem = false;
  let inPhonetic = 0;
  let text: string | null = null;
  let value = '';
  parsePart(xml, deadline, {
    open(name) {
      if (name === 'si') {
        if (++index >= XLSX_LIMITS.sharedStrings) throw new Refused('tooComplex', 'sharedStrings');
        inItem = true;
        value = '';
      } else if (name === 'rPh') inPhonetic++;
      else if (name === 't' && inItem && !inPhonetic) text = '';
    },
    text(s) {
      if (text === null) return;
      if (value.length + text.length + s.length > XLSX_LIMITS.cellChars) throw new Refused('tooComplex', 'cellChars');
      text += s;
    },
    close(name) {
      if (name === 't' && text !== null) {
        value += text;
        text = null;
      } else if (name === 'rPh') inPhonetic = Math.max(0, inPhonetic - 1);
      else if (name === 'si') {
        inItem = false;
        if (wanted.has(index)) kept.set(index, value);
      }
    },
  });
  return kept;
}

/** The relationships of a part: id -> { target (a path in the ZIP), type }. */
function readRels(zip: Zip, of: string, deadline: number) {
  const dir = path.posix.dirname(of);
  const relsPath = path.posix.join(dir === '.' ? '' : dir, '_rels', `${path.posix.basename(of)}.rels`);
  const rels = new Map<string, { target: string; type: string }>();
  const xml = zip.read(relsPath);
  if (!xml) return rels;
  parsePart(xml, deadline, {
    open(name, tag) {
      if (name !== 'Relationship') return;
      if (rels.size >= XLSX_LIMITS.sheets * 4) throw new Refused('tooComplex', 'relationships');
      const id = attr(tag, 'Id');
      const target = attr(tag, 'Target');
      if (!id || !target || attr(tag, 'TargetMode') === 'External') return;
      const resolved = target.startsWith('/') ? target.slice(1) : path.posix.join(dir === '.' ? '' : dir, target);
      rels.set(id, { target: path.posix.normalize(resolved), type: attr(tag, 'Type') ?? '' });
    },
  });
  return rels;
}

/**
 * Reads the named sheets of an XLSX (null for a sheet the workbook does not have). Never throws on what the
 * file holds: a refusal comes back as `{ ok: false, reason, limit }`.
 */
export function readXlsx(data: Buffer, specs: readonly SheetSpec[], now = Date.now()): ReadResult {
  const deadline = now + XLSX_LIMITS.timeMs;
  try {
    const zip = openZip(data);
    const root = readRels(zip, '', deadline);
    const book = [...root.values()].find((r) => r.type.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml';
    const bookXml = zip.read(book);
    if (!bookXml) throw new Refused('notWorkbook', 'workbook');
    const rels = readRels(zip, book, deadline);
    const sheetIds = new Map<string, string>();
    parsePart(bookXml, deadline, {
      open(name, tag) {
        if (name !== 'sheet') return;
        if (sheetIds.size >= XLSX_LIMITS.sheets) throw new Refused('tooComplex', 'sheets');
        const sheetName = attr(tag, 'name');
        const id = attr(tag, 'id');
        if (sheetName !== undefined && id !== undefined && !sheetIds.has(sheetName)) sheetIds.set(sheetName, id);
      },
    });

    const read = new Map<string, ReadSheet>();
    const wanted = new Set<number>();
    for (const spec of specs) {
      const id = sheetIds.get(spec.name);
      const target = id === undefined ? undefined : rels.get(id)?.target;
      const xml = target === undefined ? undefined : zip.read(target);
      if (!xml) continue;
      const sheet = readSheet(xml, spec, deadline);
      for (const r of sheet.rows) for (const c of r.cells) if (typeof c === 'number') wanted.add(c);
      read.set(spec.name, sheet);
    }
    let strings = new Map<number, string>();
    if (wanted.size > 0) {
      const sst = [...rels.values()].find((r) => r.type.endsWith('/sharedStrings'))?.target ?? 'xl/sharedStrings.xml';
      const xml = zip.read(sst);
      if (!xml) throw new Refused('notWorkbook', 'sharedStrings');
      strings = readSharedStrings(xml, wanted, deadline);
    }

    const sheets: Record<string, SheetRow[] | null> = {};
    for (const spec of specs) {
      const sheet = read.get(spec.name);
      sheets[spec.name] = sheet ? finish(sheet, spec, strings) : null;
    }
    return { ok: true, sheets };
  } catch (err) {
    if (err instanceof Refused) return { ok: false, reason: err.reason, limit: err.limit };
    if (err instanceof ZipRefused)
      return { ok: false, reason: err.reason === 'tooLarge' ? 'tooLarge' : 'notWorkbook', limit: 'zip' };
    throw err;
  }
}

/**
 * Resolves shared strings, gives the cells of a merged area the value of its first cell (as Excel shows them),
 * within the rows the sheet has and the columns read only, and drops rows left empty.
 */
function finish(sheet: ReadSheet, spec: SheetSpec, strings: Map<number, string>): SheetRow[] {
  const text = (c: Raw) => (typeof c === 'number' ? (strings.get(c) ?? '') : (c ?? '')).trim();
  const rows = sheet.rows.map((r) => ({
    row: r.row,
    cells: Array.from({ length: spec.width }, (_, i) => text(r.cells[i])),
  }));
  const at = (n: number) => {
    // First index with row >= n (rows ascend).
    let lo = 0;
    let hi = rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (rows[mid]!.row < n) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  // Bound the work first: the cells merges would fill, counted without filling them.
  let area = 0;
  const spans = sheet.merges
    .filter((m) => m.left <= spec.width)
    .map((m) => {
      const span = { m, from: at(m.top), to: at(m.bottom + 1), right: Math.min(m.right, spec.width) };
      area += (span.to - span.from) * (span.right - m.left + 1);
      return span;
    });
  if (area > (spec.maxRows + 1) * spec.width) throw new Refused('tooComplex', 'merged area');
  for (const { m, from, to, right } of spans) {
    const first = rows[from];
    const master = first && first.row === m.top ? first.cells[m.left - 1]! : '';
    for (let i = from; i < to; i++)
      for (let c = m.left; c <= right; c++) if (rows[i]!.row !== m.top || c !== m.left) rows[i]!.cells[c - 1] = master;
  }
  return rows.filter((r) => r.cells.some((c) => c !== ''));
}
