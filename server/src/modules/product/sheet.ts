import {
  LANGUAGES,
  type Language,
  PRODUCT_BATCH_MAX_ROWS,
  PRODUCT_SHEET_MAX_BYTES,
  PRODUCT_SYMPTOMS_MAX,
  PRODUCT_TEMPLATE_VERSION,
  type TSymptomChoice,
} from '@skin/contract';
import { AppError } from '../../lib/errors.js';
import { cellText, loadExcel } from '../../lib/xlsx.js';
import { checkZipBounds } from '../file/zip.js';

/**
 * The programme spreadsheet (`product/template`, `product/batchAdd` with a file): one row per product
 * (type, scheme name, link, introduction, then six symptom + degree pairs), with the store's types, symptom
 * names and the degrees as drop-down lists. Images are not part of it: imported products get theirs by editing.
 */
const MARKER = 'skin-products';
const DATA_SHEET = 'products';
const LISTS_SHEET = 'lists';
const META_SHEET = '_template';
const FIRST_SYMPTOM_COLUMN = 5;

interface Headers {
  type: string;
  name: string;
  link: string;
  advantages: string;
  symptom: string;
  degree: string;
}
const HEADERS: Record<Language, Headers> = {
  'zh-CN': {
    type: '项目类型*',
    name: '方案名称*',
    link: '外部链接',
    advantages: '介绍*',
    symptom: '关联症状',
    degree: '程度',
  },
  'en-US': {
    type: 'Type*',
    name: 'Scheme name*',
    link: 'External link',
    advantages: 'Introduction*',
    symptom: 'Symptom',
    degree: 'Degree',
  },
  'ja-JP': {
    type: '種類*',
    name: 'プラン名*',
    link: '外部リンク',
    advantages: '紹介*',
    symptom: '関連症状',
    degree: '程度',
  },
  'es-ES': {
    type: 'Tipo*',
    name: 'Nombre del plan*',
    link: 'Enlace externo',
    advantages: 'Presentación*',
    symptom: 'Síntoma',
    degree: 'Grado',
  },
  'id-ID': {
    type: 'Jenis*',
    name: 'Nama skema*',
    link: 'Tautan eksternal',
    advantages: 'Pengantar*',
    symptom: 'Gejala',
    degree: 'Tingkat',
  },
  'th-TH': {
    type: 'ประเภท*',
    name: 'ชื่อแผน*',
    link: 'ลิงก์ภายนอก',
    advantages: 'คำแนะนำ*',
    symptom: 'อาการ',
    degree: 'ระดับ',
  },
  'vi-VN': {
    type: 'Loại*',
    name: 'Tên phương án*',
    link: 'Liên kết ngoài',
    advantages: 'Giới thiệu*',
    symptom: 'Triệu chứng',
    degree: 'Mức độ',
  },
};

/** The degrees (1 mild, 2 moderate, 3 severe) as the template's lists name them. */
const DEGREES: Record<Language, [string, string, string]> = {
  'zh-CN': ['轻度', '中度', '重度'],
  'en-US': ['Mild', 'Moderate', 'Severe'],
  'ja-JP': ['軽度', '中度', '重度'],
  'es-ES': ['Leve', 'Moderado', 'Grave'],
  'id-ID': ['Ringan', 'Sedang', 'Berat'],
  'th-TH': ['เล็กน้อย', 'ปานกลาง', 'รุนแรง'],
  'vi-VN': ['Nhẹ', 'Vừa', 'Nặng'],
};

/** What a template names: the store's types and its symptoms (in the template's language). */
export interface SheetContext {
  types: readonly { id: number; name: string }[];
  symptoms: readonly TSymptomChoice[];
}

/** How the template shows each symptom: its name, or "name (type)" where two labels share a name. */
function symptomNames(symptoms: readonly TSymptomChoice[]): Map<string, string> {
  const count = new Map<string, number>();
  for (const s of symptoms) count.set(s.name.toLowerCase(), (count.get(s.name.toLowerCase()) ?? 0) + 1);
  const shown = new Map<string, string>();
  const used = new Set<string>();
  for (const s of symptoms) {
    let text = count.get(s.name.toLowerCase())! > 1 ? `${s.name} (${s.typeName})` : s.name;
    if (used.has(text.toLowerCase())) text = `${s.name} (${s.symptomKey})`;
    used.add(text.toLowerCase());
    shown.set(s.symptomKey, text);
  }
  return shown;
}

const columnLetter = (n: number) => {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
};

/** The blank template of a store in a language, its lists filled from `ctx`. */
export async function buildProductTemplate(language: Language, ctx: SheetContext): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  wb.creator = 'skin console';
  wb.subject = `${MARKER} v${PRODUCT_TEMPLATE_VERSION} ${language}`;
  const h = HEADERS[language];
  const ws = wb.addWorksheet(DATA_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = [
    { header: h.type, width: 18 },
    { header: h.name, width: 24 },
    { header: h.link, width: 30 },
    { header: h.advantages, width: 40 },
  ];
  for (let i = 1; i <= PRODUCT_SYMPTOMS_MAX; i++)
    columns.push({ header: `${h.symptom} ${i}`, width: 18 }, { header: `${h.degree} ${i}`, width: 10 });
  ws.columns = columns;
  ws.getRow(1).font = { bold: true };
  for (let c = 1; c <= columns.length; c++) ws.getColumn(c).numFmt = '@';

  const names = symptomNames(ctx.symptoms);
  const lists = wb.addWorksheet(LISTS_SHEET, { state: 'hidden' });
  ctx.types.forEach((t, i) => {
    lists.getCell(i + 1, 1).value = t.name;
  });
  [...names.values()].forEach((n, i) => {
    lists.getCell(i + 1, 2).value = n;
  });
  DEGREES[language].forEach((d, i) => {
    lists.getCell(i + 1, 3).value = d;
  });
  const last = PRODUCT_BATCH_MAX_ROWS + 1;
  const list = (col: string, n: number) => ({
    type: 'list' as const,
    allowBlank: true,
    formulae: [`'${LISTS_SHEET}'!$${col}$1:$${col}$${n}`],
    showErrorMessage: true,
  });
  const validations = (ws as unknown as { dataValidations: { add(range: string, v: object): void } }).dataValidations;
  if (ctx.types.length) validations.add(`A2:A${last}`, list('A', ctx.types.length));
  for (let i = 0; i < PRODUCT_SYMPTOMS_MAX; i++) {
    const s = columnLetter(FIRST_SYMPTOM_COLUMN + 2 * i);
    const d = columnLetter(FIRST_SYMPTOM_COLUMN + 2 * i + 1);
    if (names.size) validations.add(`${s}2:${s}${last}`, list('B', names.size));
    validations.add(`${d}2:${d}${last}`, list('C', 3));
  }
  const meta = wb.addWorksheet(META_SHEET, { state: 'veryHidden' });
  meta.addRow([MARKER, PRODUCT_TEMPLATE_VERSION]);
  meta.addRow(['language', language]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A fault found while reading a row: the field as the API names it and a message key. */
export interface SheetFault {
  row: number;
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

/** One product row of a spreadsheet, as the fields `product/add` takes (types and symptoms resolved). */
export interface SheetRow {
  row: number;
  input: Record<string, unknown>;
  /** The template's symptom column pair (0-5) of each of `input.symptoms`, for naming faults. */
  symptomColumns: number[];
  faults: SheetFault[];
}

const notTemplate = () => new AppError('PRODUCT_SHEET_NOT_TEMPLATE');
const tooLarge = () =>
  new AppError('PRODUCT_SHEET_TOO_LARGE', { params: { max: PRODUCT_SHEET_MAX_BYTES / 1024 / 1024 } });

/**
 * Reads an uploaded template: size and ZIP bounds, our marker and version, then every non-empty row. Types
 * and symptoms are named as the template lists them (in the template's language; a symptom key or a degree
 * 1-3 is taken too); what cannot be resolved is a fault of its row. The rest is checked like any batch.
 */
export async function parseProductSheet(
  data: Buffer,
  truncated: boolean,
  contextOf: (language: Language) => Promise<SheetContext>,
): Promise<SheetRow[]> {
  if (truncated || data.length > PRODUCT_SHEET_MAX_BYTES) throw tooLarge();
  if (data.length === 0) throw new AppError('PRODUCT_BATCH_EMPTY');
  try {
    checkZipBounds(data);
  } catch (err) {
    if (err instanceof AppError && err.def.key === 'importTooLarge') throw tooLarge();
    throw notTemplate();
  }
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw notTemplate();
  }
  const meta = wb.getWorksheet(META_SHEET);
  const ws = wb.getWorksheet(DATA_SHEET);
  if (!meta || !ws || cellText(meta.getCell('A1').value) !== MARKER) throw notTemplate();
  if (Number(cellText(meta.getCell('B1').value)) !== PRODUCT_TEMPLATE_VERSION) throw notTemplate();
  const language = cellText(meta.getCell('B2').value) as Language;
  if (!LANGUAGES.includes(language)) throw notTemplate();
  if (ws.actualRowCount - 1 > PRODUCT_BATCH_MAX_ROWS)
    throw new AppError('PRODUCT_BATCH_TOO_MANY', { params: { max: PRODUCT_BATCH_MAX_ROWS } });

  const ctx = await contextOf(language);
  const typeByName = new Map(ctx.types.map((t) => [t.name.toLowerCase(), t.id]));
  const symptomByText = new Map<string, string>();
  for (const s of ctx.symptoms) symptomByText.set(s.symptomKey.toLowerCase(), s.symptomKey);
  for (const s of ctx.symptoms) symptomByText.set(s.name.toLowerCase(), s.symptomKey);
  for (const [key, text] of symptomNames(ctx.symptoms)) symptomByText.set(text.toLowerCase(), key);
  const degreeByText = new Map<string, number>([
    ['1', 1],
    ['2', 2],
    ['3', 3],
  ]);
  // The template's own language last: it wins where two languages share a word.
  for (const names of [...Object.values(DEGREES), DEGREES[language]])
    for (const [i, n] of names.entries()) degreeByText.set(n.toLowerCase(), i + 1);

  const rows: SheetRow[] = [];
  const width = FIRST_SYMPTOM_COLUMN - 1 + 2 * PRODUCT_SYMPTOMS_MAX;
  ws.eachRow({ includeEmpty: false }, (r, n) => {
    if (n === 1) return;
    const c = Array.from({ length: width }, (_, i) => cellText(r.getCell(i + 1).value));
    if (c.every((x) => x === '')) return;
    const [typeName, name, link, advantages] = c as [string, string, string, string];
    const faults: SheetFault[] = [];
    const input: Record<string, unknown> = { name, link, advantages, image: null };
    if (!typeName) faults.push({ row: n, field: 'typeId', key: 'required' });
    else {
      const typeId = typeByName.get(typeName.toLowerCase());
      if (typeId === undefined)
        faults.push({ row: n, field: 'typeId', key: 'productSheetTypeUnknown', params: { name: typeName } });
      else input.typeId = typeId;
    }
    const symptoms: { symptomKey: string; degree: number }[] = [];
    const symptomColumns: number[] = [];
    for (let i = 0; i < PRODUCT_SYMPTOMS_MAX; i++) {
      const text = c[FIRST_SYMPTOM_COLUMN - 1 + 2 * i]!;
      const degreeText = c[FIRST_SYMPTOM_COLUMN + 2 * i]!;
      if (!text && !degreeText) continue;
      const symptomKey = text ? symptomByText.get(text.toLowerCase()) : undefined;
      const degree = degreeByText.get(degreeText.toLowerCase());
      if (!text) faults.push({ row: n, field: `symptoms.${i}.symptomKey`, key: 'required' });
      else if (!symptomKey)
        faults.push({
          row: n,
          field: `symptoms.${i}.symptomKey`,
          key: 'productSheetSymptomUnknown',
          params: { name: text },
        });
      if (!degree) faults.push({ row: n, field: `symptoms.${i}.degree`, key: 'productSheetDegreeInvalid' });
      if (symptomKey && degree) {
        symptoms.push({ symptomKey, degree });
        symptomColumns.push(i);
      }
    }
    input.symptoms = symptoms;
    rows.push({ row: n, input, symptomColumns, faults });
  });
  if (rows.length === 0) throw new AppError('PRODUCT_BATCH_EMPTY');
  return rows;
}
