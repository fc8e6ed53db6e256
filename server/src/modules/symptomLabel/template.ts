import {
  DEFAULT_DEGREE_COLORS,
  LABEL_IMPORT_MAX_ROWS,
  LABEL_NAME_MAX,
  LABEL_TEMPLATE_MAX_BYTES,
  LABEL_TEMPLATE_VERSION,
  LABEL_TEXT_MAX,
  type Language,
  SYMPTOM_KEY_RE,
} from '@skin/contract';
import { AppError } from '../../lib/errors.js';
import { cellText, loadExcel } from '../../lib/xlsx.js';
import { checkZipBounds } from '../file/zip.js';

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

/** The template of a language, with these rows (an empty list: the blank template to download). */
export async function buildTemplate(language: Language, rows: Omit<TemplateRow, 'row'>[]): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  wb.creator = 'skin console';
  wb.subject = `${TEMPLATE_MARKER} v${LABEL_TEMPLATE_VERSION} ${language}`;
  const ws = wb.addWorksheet(DATA_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = HEADERS[language].map((header, i) => ({ header, width: i < 3 ? 20 : i < 6 ? 14 : 40 }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) {
    ws.addRow([r.type, r.name, r.symptomKey, ...r.colors, r.description, r.formationReason, r.careSuggestions]);
  }
  // Every cell is text, so keys and colours come back exactly as written.
  for (let c = 1; c <= 9; c++) ws.getColumn(c).numFmt = '@';
  const meta = wb.addWorksheet(META_SHEET, { state: 'veryHidden' });
  meta.addRow([TEMPLATE_MARKER, LABEL_TEMPLATE_VERSION]);
  meta.addRow(['language', language]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const rowsOf = (rows: number[]) => rows.slice(0, 20).join(', ') + (rows.length > 20 ? ' …' : '');
export const importError = (name: 'LABEL_IMPORT_ROW_EMPTY' | 'LABEL_IMPORT_ROW_INVALID', rows: number[]) =>
  new AppError(name, { params: { rows: rowsOf(rows) }, datas: { rows } });
export const duplicateError = (label: string, rows: number[], reason: 'inFile' | 'exists') =>
  new AppError('LABEL_IMPORT_FAILED', {
    params: { name: label, rows: rowsOf(rows) },
    datas: { rows, name: label, reason },
  });

// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const COLOR = /^#[0-9A-Fa-f]{6}$/;

/**
 * Reads an uploaded template as a whole: its size and ZIP bounds, that it is our template of the current
 * version and of the chosen language, and every row. Throws the first refusal with the rows at fault.
 */
export async function parseTemplate(data: Buffer, truncated: boolean, chosen: Language): Promise<TemplateRow[]> {
  if (truncated || data.length > LABEL_TEMPLATE_MAX_BYTES)
    throw new AppError('LABEL_IMPORT_TOO_LARGE', { params: { max: LABEL_TEMPLATE_MAX_BYTES / 1024 / 1024 } });
  if (data.length === 0) throw new AppError('LABEL_IMPORT_EMPTY');
  checkZipBounds(data);
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new AppError('LABEL_IMPORT_NOT_TEMPLATE');
  }
  const meta = wb.getWorksheet(META_SHEET);
  const ws = wb.getWorksheet(DATA_SHEET);
  if (!meta || !ws || cellText(meta.getCell('A1').value) !== TEMPLATE_MARKER)
    throw new AppError('LABEL_IMPORT_NOT_TEMPLATE');
  const version = Number(cellText(meta.getCell('B1').value));
  if (!Number.isInteger(version) || version < LABEL_TEMPLATE_VERSION) throw new AppError('LABEL_IMPORT_OLD_TEMPLATE');
  if (version > LABEL_TEMPLATE_VERSION) throw new AppError('LABEL_IMPORT_NOT_TEMPLATE');
  const language = cellText(meta.getCell('B2').value);
  if (language !== chosen)
    throw new AppError('LABEL_IMPORT_LANGUAGE', { params: { language: language || '?', chosen } });

  const out: TemplateRow[] = [];
  const empty: number[] = [];
  const invalid: number[] = [];
  if (ws.actualRowCount - 1 > LABEL_IMPORT_MAX_ROWS)
    throw new AppError('LABEL_IMPORT_TOO_MANY_ROWS', { params: { max: LABEL_IMPORT_MAX_ROWS } });
  ws.eachRow({ includeEmpty: false }, (r, n) => {
    if (n === 1) return;
    const c = Array.from({ length: 9 }, (_, i) => cellText(r.getCell(i + 1).value));
    if (c.every((x) => x === '')) return;
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
    const labelFields = [key, mild, moderate, severe, description, formationReason, careSuggestions];
    if (!type || (!name && labelFields.some((x) => x !== '')) || (name && !key)) {
      empty.push(n);
      return;
    }
    const colors = [mild, moderate, severe].map((x, i) => x || DEFAULT_DEGREE_COLORS[(i + 1) as 1 | 2 | 3]);
    if (
      type.length > LABEL_NAME_MAX ||
      name.length > LABEL_NAME_MAX ||
      (name && !SYMPTOM_KEY_RE.test(key)) ||
      colors.some((x) => !COLOR.test(x)) ||
      [description, formationReason, careSuggestions].some((x) => x.length > LABEL_TEXT_MAX) ||
      c.some((x) => CONTROL.test(x))
    ) {
      invalid.push(n);
      return;
    }
    out.push({
      row: n,
      type,
      name,
      symptomKey: key,
      colors: colors.map((x) => x.toUpperCase()) as [string, string, string],
      description,
      formationReason,
      careSuggestions,
    });
  });
  if (empty.length) throw importError('LABEL_IMPORT_ROW_EMPTY', empty);
  if (invalid.length) throw importError('LABEL_IMPORT_ROW_INVALID', invalid);
  if (out.length === 0) throw new AppError('LABEL_IMPORT_EMPTY');
  if (out.length > LABEL_IMPORT_MAX_ROWS)
    throw new AppError('LABEL_IMPORT_TOO_MANY_ROWS', { params: { max: LABEL_IMPORT_MAX_ROWS } });
  return out;
}
