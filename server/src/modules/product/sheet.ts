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
import {
  cellsByAddress,
  EXAMPLE_MARKER,
  isExampleRow,
  loadExcel,
  readUpload,
  styleExampleRow,
} from '../../lib/xlsx.js';

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
  /** Not a column of the spreadsheet: the batch form's image, for naming its faults. */
  image: string;
}
const HEADERS: Record<Language, Headers> = {
  'zh-CN': {
    type: '项目类型*',
    name: '方案名称*',
    link: '外部链接',
    advantages: '介绍*',
    symptom: '关联症状',
    degree: '程度',
    image: '图片',
  },
  'en-US': {
    type: 'Type*',
    name: 'Scheme name*',
    link: 'External link',
    advantages: 'Introduction*',
    symptom: 'Symptom',
    degree: 'Degree',
    image: 'Image',
  },
  'ja-JP': {
    type: '種類*',
    name: 'プラン名*',
    link: '外部リンク',
    advantages: '紹介*',
    symptom: '関連症状',
    degree: '程度',
    image: '画像',
  },
  'es-ES': {
    type: 'Tipo*',
    name: 'Nombre del plan*',
    link: 'Enlace externo',
    advantages: 'Presentación*',
    symptom: 'Síntoma',
    degree: 'Grado',
    image: 'Imagen',
  },
  'id-ID': {
    type: 'Jenis*',
    name: 'Nama skema*',
    link: 'Tautan eksternal',
    advantages: 'Pengantar*',
    symptom: 'Gejala',
    degree: 'Tingkat',
    image: 'Gambar',
  },
  'th-TH': {
    type: 'ประเภท*',
    name: 'ชื่อแผน*',
    link: 'ลิงก์ภายนอก',
    advantages: 'คำแนะนำ*',
    symptom: 'อาการ',
    degree: 'ระดับ',
    image: 'รูปภาพ',
  },
  'vi-VN': {
    type: 'Loại*',
    name: 'Tên phương án*',
    link: 'Liên kết ngoài',
    advantages: 'Giới thiệu*',
    symptom: 'Triệu chứng',
    degree: 'Mức độ',
    image: 'Hình ảnh',
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

/** The example row of a template (under the example marker): a scheme name and its introduction. */
const EXAMPLE: Record<Language, [string, string]> = {
  'zh-CN': ['深层补水护理', '60 分钟深层补水，适合干性和缺水肌肤'],
  'en-US': ['Deep hydration facial', 'A 60-minute deep hydration treatment for dry, dehydrated skin'],
  'ja-JP': ['ディープ保湿フェイシャル', '乾燥肌・インナードライ肌のための 60 分のディープ保湿ケア'],
  'es-ES': ['Facial de hidratación profunda', 'Tratamiento de hidratación profunda de 60 minutos para piel seca'],
  'id-ID': ['Facial hidrasi mendalam', 'Perawatan hidrasi mendalam 60 menit untuk kulit kering dan dehidrasi'],
  'th-TH': ['ทรีตเมนต์เติมความชุ่มชื้นล้ำลึก', 'ทรีตเมนต์เติมความชุ่มชื้นล้ำลึก 60 นาทีสำหรับผิวแห้งและขาดน้ำ'],
  'vi-VN': ['Chăm sóc cấp ẩm sâu', 'Liệu trình cấp ẩm sâu 60 phút cho da khô và thiếu nước'],
};

/**
 * The column a fault names, as the template heads it in `lang` (a batch form's rows name the same fields):
 * `symptoms.<i>.symptomKey` is "Symptom <i+1>", `symptoms.<i>.degree` "Degree <i+1>"; '' for the whole row.
 */
export function columnName(lang: Language, field: string): string {
  const h = HEADERS[lang];
  const m = /^symptoms\.(\d+)(?:\.(symptomKey|degree))?/.exec(field);
  if (m?.[2]) return `${m[2] === 'degree' ? h.degree : h.symptom} ${Number(m[1]) + 1}`;
  const base = field.split('.')[0];
  const known: Record<string, string> = {
    typeId: h.type,
    name: h.name,
    link: h.link,
    advantages: h.advantages,
    image: h.image,
    symptoms: h.symptom,
  };
  // The template marks required columns with an asterisk; a fault names the column without it.
  return (known[base ?? ''] ?? '').replace(/\*$/, '');
}

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
  // Row 2: a programme as it should be written, never imported.
  const [exampleName, exampleIntro] = EXAMPLE[language];
  const firstSymptom = [...names.values()][0] ?? '';
  styleExampleRow(
    ws.addRow([
      EXAMPLE_MARKER[language],
      exampleName,
      'https://example.com/deep-hydration',
      exampleIntro,
      firstSymptom,
      firstSymptom ? DEGREES[language][1] : '',
    ]),
  );
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

const tooLarge = () =>
  new AppError('PRODUCT_SHEET_TOO_LARGE', { params: { max: PRODUCT_SHEET_MAX_BYTES / 1024 / 1024 } });
const tooMany = () => new AppError('PRODUCT_BATCH_TOO_MANY', { params: { max: PRODUCT_BATCH_MAX_ROWS } });
const WIDTH = FIRST_SYMPTOM_COLUMN - 1 + 2 * PRODUCT_SYMPTOMS_MAX;

/**
 * Reads an uploaded template: its size, then (in a worker, within the bounds of lib/xlsx-read.ts) our marker and
 * version, then every non-empty row but the header and the example. Types and symptoms are named as the
 * template lists them (in the template's language; a symptom key or a degree 1-3 is taken too); what cannot be
 * resolved is a fault of its row. The rest is checked like any batch.
 */
export async function parseProductSheet(
  data: Buffer,
  truncated: boolean,
  contextOf: (language: Language) => Promise<SheetContext>,
): Promise<SheetRow[]> {
  if (truncated || data.length > PRODUCT_SHEET_MAX_BYTES) throw tooLarge();
  if (data.length === 0) throw new AppError('PRODUCT_BATCH_EMPTY');
  const notTemplate = () => new AppError('PRODUCT_SHEET_NOT_TEMPLATE');
  const sheets = await readUpload(
    data,
    [
      // The header and the example row besides the rows.
      { name: DATA_SHEET, width: WIDTH, maxRows: PRODUCT_BATCH_MAX_ROWS + 2 },
      { name: META_SHEET, width: 2, maxRows: 2, firstRowsOnly: true },
    ],
    {
      notWorkbook: notTemplate,
      tooLarge,
      tooManyRows: tooMany,
      tooComplex: (limit) => new AppError('PRODUCT_SHEET_TOO_COMPLEX', { datas: { limit } }),
    },
  );
  const meta = cellsByAddress(sheets[META_SHEET] ?? null);
  const sheet = sheets[DATA_SHEET];
  if (!sheets[META_SHEET] || !sheet || meta.get('A1') !== MARKER) throw notTemplate();
  if (Number(meta.get('B1')) !== PRODUCT_TEMPLATE_VERSION) throw notTemplate();
  const language = meta.get('B2') as Language;
  if (!LANGUAGES.includes(language)) throw notTemplate();
  const given = sheet.filter((r) => r.row !== 1 && !isExampleRow(r.cells));
  if (given.length > PRODUCT_BATCH_MAX_ROWS) throw tooMany();

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
  for (const { row: n, cells: c } of given) {
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
  }
  if (rows.length === 0) throw new AppError('PRODUCT_BATCH_EMPTY');
  return rows;
}
