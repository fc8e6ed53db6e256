import {
  DEFAULT_DEGREE_COLORS,
  IMPORT_FAULTS_MAX,
  LABEL_IMPORT_MAX_ROWS,
  LABEL_NAME_MAX,
  LABEL_TEMPLATE_MAX_BYTES,
  LABEL_TEMPLATE_VERSION,
  LABEL_TEXT_MAX,
  type Language,
  SYMPTOM_KEY_RE,
  type TImportFault,
  translate,
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

/** What marks a workbook as our label template: a hidden sheet with this name, marker and version. */
export const META_SHEET = '_template';
export const TEMPLATE_MARKER = 'skin-symptom-labels';
const DATA_SHEET = 'labels';

const HEADERS: Record<Language, string[]> = {
  'zh-CN': ['标签类型', '标签名称', '症状标识', '轻度颜色', '中度颜色', '重度颜色', '描述', '形成原因', '护理建议'],
  'en-US': [
    'Label type',
    'Label name',
    'Symptom key',
    'Mild colour',
    'Moderate colour',
    'Severe colour',
    'Description',
    'Formation reason',
    'Care suggestions',
  ],
  'ja-JP': ['ラベル種別', 'ラベル名', '症状キー', '軽度の色', '中度の色', '重度の色', '説明', '形成原因', 'ケアの提案'],
  'es-ES': [
    'Tipo de etiqueta',
    'Nombre de etiqueta',
    'Clave de síntoma',
    'Color leve',
    'Color moderado',
    'Color grave',
    'Descripción',
    'Causa',
    'Consejos de cuidado',
  ],
  'id-ID': [
    'Jenis label',
    'Nama label',
    'Kunci gejala',
    'Warna ringan',
    'Warna sedang',
    'Warna berat',
    'Deskripsi',
    'Penyebab',
    'Saran perawatan',
  ],
  'th-TH': [
    'ประเภทป้ายกำกับ',
    'ชื่อป้ายกำกับ',
    'คีย์อาการ',
    'สีระดับเล็กน้อย',
    'สีระดับปานกลาง',
    'สีระดับรุนแรง',
    'คำอธิบาย',
    'สาเหตุ',
    'คำแนะนำการดูแล',
  ],
  'vi-VN': [
    'Loại nhãn',
    'Tên nhãn',
    'Khóa triệu chứng',
    'Màu nhẹ',
    'Màu vừa',
    'Màu nặng',
    'Mô tả',
    'Nguyên nhân',
    'Gợi ý chăm sóc',
  ],
};

/** The columns as the API names the fields (a refusal's `field`). */
const FIELDS = [
  'type',
  'name',
  'symptomKey',
  'degrees.1',
  'degrees.2',
  'degrees.3',
  'description',
  'formationReason',
  'careSuggestions',
] as const;
const WIDTH = FIELDS.length;

/** The example row of a blank template: a label as it should be written, under the example marker. */
const EXAMPLE: Record<Language, [string, string, string, string]> = {
  'zh-CN': ['痘痘', '面部出现红肿的丘疹', '油脂分泌过多、毛孔堵塞', '每天早晚温和清洁'],
  'en-US': [
    'Acne',
    'Red, inflamed spots on the face',
    'Excess oil and blocked pores',
    'Cleanse gently morning and night',
  ],
  'ja-JP': ['にきび', '顔にできる赤く炎症した吹き出物', '皮脂の過剰分泌と毛穴の詰まり', '朝晩やさしく洗顔する'],
  'es-ES': [
    'Acné',
    'Granos rojos e inflamados en la cara',
    'Exceso de grasa y poros obstruidos',
    'Limpiar con suavidad mañana y noche',
  ],
  'id-ID': [
    'Jerawat',
    'Bintik merah meradang di wajah',
    'Minyak berlebih dan pori-pori tersumbat',
    'Bersihkan dengan lembut pagi dan malam',
  ],
  'th-TH': ['สิว', 'ตุ่มแดงอักเสบบนใบหน้า', 'ความมันส่วนเกินและรูขุมขนอุดตัน', 'ทำความสะอาดอย่างอ่อนโยนเช้าและเย็น'],
  'vi-VN': [
    'Mụn trứng cá',
    'Nốt mụn đỏ, viêm trên mặt',
    'Dầu thừa và lỗ chân lông bị tắc',
    'Rửa mặt nhẹ nhàng sáng và tối',
  ],
};

/** One row of the template: a type alone (no label name) or a label under its type. */
export interface TemplateRow {
  row: number;
  type: string;
  name: string;
  symptomKey: string;
  colors: [string, string, string];
  description: string;
  formationReason: string;
  careSuggestions: string;
}

/**
 * The template of a language with these rows: the export, or (`example`) the blank template to download, whose
 * row 2 shows a label as it should be written and is never imported.
 */
export async function buildTemplate(
  language: Language,
  rows: Omit<TemplateRow, 'row'>[],
  opts: { example?: boolean } = {},
): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  wb.creator = 'skin console';
  wb.subject = `${TEMPLATE_MARKER} v${LABEL_TEMPLATE_VERSION} ${language}`;
  const ws = wb.addWorksheet(DATA_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = HEADERS[language].map((header, i) => ({ header, width: i < 3 ? 20 : i < 6 ? 14 : 40 }));
  ws.getRow(1).font = { bold: true };
  if (opts.example) {
    const [name, description, formationReason, careSuggestions] = EXAMPLE[language];
    const d = DEFAULT_DEGREE_COLORS;
    styleExampleRow(
      ws.addRow([
        EXAMPLE_MARKER[language],
        name,
        'acne',
        d[1],
        d[2],
        d[3],
        description,
        formationReason,
        careSuggestions,
      ]),
    );
  }
  for (const r of rows) {
    ws.addRow([r.type, r.name, r.symptomKey, ...r.colors, r.description, r.formationReason, r.careSuggestions]);
  }
  // Every cell is text, so keys and colours come back exactly as written.
  for (let c = 1; c <= WIDTH; c++) ws.getColumn(c).numFmt = '@';
  const meta = wb.addWorksheet(META_SHEET, { state: 'veryHidden' });
  meta.addRow([TEMPLATE_MARKER, LABEL_TEMPLATE_VERSION]);
  meta.addRow(['language', language]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * A problem of one cell: its row and column (0-8), what kind of refusal it makes (empty content 500906, a bad
 * value 500907, a repeated or existing label 500901, a repeated or taken symptom key 500910) and its reason.
 */
export interface LabelFault {
  row: number;
  column: number;
  kind: 'empty' | 'invalid' | 'name' | 'key';
  key: string;
  params?: Record<string, string | number>;
}

const rowsOf = (rows: number[]) => rows.slice(0, 20).join(', ') + (rows.length > 20 ? ' …' : '');

/**
 * The refusal of an import with faults: every one listed (row, the column as the template heads it in `lang`,
 * the field, the reason in `lang`), under the code of the weightiest kind: a repeated label (500901, SPEC), a
 * symptom key (500910), a bad value (500907), else empty content (500906).
 */
export function labelRefusal(faults: LabelFault[], lang: Language): AppError {
  const sorted = [...faults].sort((a, b) => a.row - b.row || a.column - b.column);
  const list: TImportFault[] = sorted.slice(0, IMPORT_FAULTS_MAX).map((f) => ({
    row: f.row,
    column: HEADERS[lang][f.column]!,
    field: FIELDS[f.column]!,
    message: translate(lang, f.key, f.params),
  }));
  const datas = { rows: list, faultCount: sorted.length };
  const rowsWhere = (pick: (f: LabelFault) => boolean) => [...new Set(sorted.filter(pick).map((f) => f.row))];
  const name = sorted.find((f) => f.kind === 'name');
  if (name) {
    const label = String(name.params?.name);
    const rows = rowsWhere((f) => f.kind === 'name' && String(f.params?.name).toLowerCase() === label.toLowerCase());
    return new AppError('LABEL_IMPORT_FAILED', {
      params: { name: label, rows: rowsOf(rows) },
      datas: { ...datas, name: label },
    });
  }
  const key = sorted.find((f) => f.kind === 'key');
  if (key) {
    const k = String(key.params?.key);
    const rows = rowsWhere((f) => f.kind === 'key' && f.params?.key === k);
    return new AppError('LABEL_IMPORT_KEY_TAKEN', {
      params: { key: k, rows: rowsOf(rows) },
      datas: { ...datas, key: k },
    });
  }
  const rows = rowsOf(rowsWhere(() => true));
  if (sorted.some((f) => f.kind === 'invalid'))
    return new AppError('LABEL_IMPORT_ROW_INVALID', { params: { rows, count: sorted.length }, datas });
  return new AppError('LABEL_IMPORT_ROW_EMPTY', { params: { rows }, datas });
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const COLOR = /^#[0-9A-Fa-f]{6}$/;

/** A workbook over LABEL_TEMPLATE_MAX_BYTES, in the size's own words (also the import route's body limit). */
export const templateTooLarge = () =>
  new AppError('LABEL_IMPORT_TOO_LARGE', { params: { max: LABEL_TEMPLATE_MAX_BYTES / 1024 / 1024 } });

/**
 * Reads an uploaded template: its size, then (in a worker, within the bounds of lib/xlsx-read.ts) that it is our
 * template of the current version and of the chosen language, and every row. File-level refusals are thrown;
 * the rows come back with every fault found in them (the caller adds duplicates and refuses them all at once).
 */
export async function parseTemplate(
  data: Buffer,
  truncated: boolean,
  chosen: Language,
): Promise<{ rows: TemplateRow[]; faults: LabelFault[] }> {
  if (truncated || data.length > LABEL_TEMPLATE_MAX_BYTES) throw templateTooLarge();
  if (data.length === 0) throw new AppError('LABEL_IMPORT_EMPTY');
  const tooMany = () => new AppError('LABEL_IMPORT_TOO_MANY_ROWS', { params: { max: LABEL_IMPORT_MAX_ROWS } });
  const sheets = await readUpload(
    data,
    [
      // The header and the example row besides the rows.
      { name: DATA_SHEET, width: WIDTH, maxRows: LABEL_IMPORT_MAX_ROWS + 2 },
      { name: META_SHEET, width: 2, maxRows: 2, firstRowsOnly: true },
    ],
    {
      notWorkbook: () => new AppError('LABEL_IMPORT_NOT_TEMPLATE'),
      tooLarge: templateTooLarge,
      tooManyRows: tooMany,
      tooComplex: (limit) => new AppError('LABEL_IMPORT_TOO_COMPLEX', { datas: { limit } }),
    },
  );
  const meta = cellsByAddress(sheets[META_SHEET] ?? null);
  const sheet = sheets[DATA_SHEET];
  if (!sheets[META_SHEET] || !sheet || meta.get('A1') !== TEMPLATE_MARKER)
    throw new AppError('LABEL_IMPORT_NOT_TEMPLATE');
  const version = Number(meta.get('B1'));
  if (!Number.isInteger(version) || version < LABEL_TEMPLATE_VERSION) throw new AppError('LABEL_IMPORT_OLD_TEMPLATE');
  if (version > LABEL_TEMPLATE_VERSION) throw new AppError('LABEL_IMPORT_NOT_TEMPLATE');
  const language = meta.get('B2') ?? '';
  if (language !== chosen)
    throw new AppError('LABEL_IMPORT_LANGUAGE', { params: { language: language || '?', chosen } });

  const given = sheet.filter((r) => r.row !== 1 && !isExampleRow(r.cells));
  if (given.length > LABEL_IMPORT_MAX_ROWS) throw tooMany();
  const rows: TemplateRow[] = [];
  const faults: LabelFault[] = [];
  for (const { row: n, cells: c } of given) {
    const fault = (column: number, kind: LabelFault['kind'], key: string, params?: LabelFault['params']) =>
      faults.push({ row: n, column, kind, key, params });
    const [type, name, key, mild, moderate, severe, description, formationReason, careSuggestions] = c as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (!type) fault(0, 'empty', 'required');
    // Anything written beside a type is a label: it needs its name and its key.
    if (!name && c.slice(2).some((x) => x !== '')) fault(1, 'empty', 'required');
    if (name && !key) fault(2, 'empty', 'required');
    if (type.length > LABEL_NAME_MAX) fault(0, 'invalid', 'importTextTooLong', { max: LABEL_NAME_MAX });
    if (name.length > LABEL_NAME_MAX) fault(1, 'invalid', 'importTextTooLong', { max: LABEL_NAME_MAX });
    if (key && !SYMPTOM_KEY_RE.test(key)) fault(2, 'invalid', 'symptomKeyRule');
    [mild, moderate, severe].forEach((x, i) => {
      if (x && !COLOR.test(x)) fault(3 + i, 'invalid', 'colorInvalid');
    });
    [description, formationReason, careSuggestions].forEach((x, i) => {
      if (x.length > LABEL_TEXT_MAX) fault(6 + i, 'invalid', 'importTextTooLong', { max: LABEL_TEXT_MAX });
    });
    c.forEach((x, i) => {
      if (CONTROL.test(x)) fault(i, 'invalid', 'textInvalid');
    });
    rows.push({
      row: n,
      type,
      name,
      symptomKey: key,
      colors: [mild, moderate, severe].map((x, i) =>
        (x || DEFAULT_DEGREE_COLORS[(i + 1) as 1 | 2 | 3]).toUpperCase(),
      ) as [string, string, string],
      description,
      formationReason,
      careSuggestions,
    });
  }
  if (rows.length === 0) throw new AppError('LABEL_IMPORT_EMPTY');
  return { rows, faults };
}
