import type { Language } from './enums.js';

/** Reasons a refused import gives for one cell (datas.rows[].message), beyond the shared validation messages. */
export type ImportValidationKey = 'importTextTooLong' | 'importLabelRepeated' | 'importKeyRepeated';

/** Keys of errors.ts entries and reasons of imports (label template, programme spreadsheet). */
type ImportKey = ImportValidationKey | 'labelImportKeyTaken' | 'importTooComplex';

/** Server messages of imports (issue 20: bounded reading, every problem at once), in the seven interface languages. */
export const IMPORT_MESSAGES: Record<Language, Record<ImportKey, string>> = {
  'zh-CN': {
    labelImportKeyTaken: '批量导入标签失败：症状标识“{key}”重复或已被其他标签使用（第 {rows} 行）',
    importTooComplex:
      '文件内容超出导入模板的范围（合并单元格、工作表、文字或嵌套层级过多，或读取超时），请从下载的模板开始填写',
    importTextTooLong: '最多 {max} 个字符',
    importLabelRepeated: '同一标签也在第 {rows} 行',
    importKeyRepeated: '症状标识“{key}”也在第 {rows} 行使用',
  },
  'en-US': {
    labelImportKeyTaken:
      'Batch label import failed: the symptom key "{key}" repeats or is used by another label (row {rows})',
    importTooComplex:
      'The file holds more than an import template can (too many merged cells, sheets, texts or nested elements, or it took too long to read); start from a downloaded template',
    importTextTooLong: 'At most {max} characters',
    importLabelRepeated: 'The same label is also on row {rows}',
    importKeyRepeated: 'The symptom key "{key}" is also on row {rows}',
  },
  'ja-JP': {
    labelImportKeyTaken:
      'ラベルの一括インポートに失敗しました：症状キー「{key}」が重複しているか、他のラベルで使われています（{rows} 行目）',
    importTooComplex:
      'ファイルの内容がインポートテンプレートの範囲を超えています（結合セル、シート、文字列、入れ子が多すぎるか、読み込みに時間がかかりすぎました）。ダウンロードしたテンプレートから作成してください',
    importTextTooLong: '{max} 文字以内で入力してください',
    importLabelRepeated: '同じラベルが {rows} 行目にもあります',
    importKeyRepeated: '症状キー「{key}」は {rows} 行目でも使われています',
  },
  'es-ES': {
    labelImportKeyTaken:
      'Error en la importación masiva de etiquetas: la clave de síntoma "{key}" se repite o ya la usa otra etiqueta (fila {rows})',
    importTooComplex:
      'El archivo contiene más de lo que admite una plantilla de importación (demasiadas celdas combinadas, hojas, textos o elementos anidados, o tardó demasiado en leerse); parta de una plantilla descargada',
    importTextTooLong: 'Como máximo {max} caracteres',
    importLabelRepeated: 'La misma etiqueta está también en la fila {rows}',
    importKeyRepeated: 'La clave de síntoma "{key}" también se usa en la fila {rows}',
  },
  'id-ID': {
    labelImportKeyTaken:
      'Impor label massal gagal: kunci gejala "{key}" berulang atau sudah dipakai label lain (baris {rows})',
    importTooComplex:
      'File berisi lebih dari yang dapat dimuat templat impor (terlalu banyak sel gabungan, lembar, teks, atau elemen bersarang, atau terlalu lama dibaca); mulailah dari templat yang diunduh',
    importTextTooLong: 'Paling banyak {max} karakter',
    importLabelRepeated: 'Label yang sama juga ada di baris {rows}',
    importKeyRepeated: 'Kunci gejala "{key}" juga dipakai di baris {rows}',
  },
  'th-TH': {
    labelImportKeyTaken: 'นำเข้าป้ายกำกับแบบกลุ่มไม่สำเร็จ: คีย์อาการ "{key}" ซ้ำหรือถูกใช้โดยป้ายกำกับอื่นแล้ว (แถว {rows})',
    importTooComplex:
      'ไฟล์มีเนื้อหาเกินกว่าที่เทมเพลตนำเข้ารองรับ (เซลล์ที่ผสาน ชีต ข้อความ หรือองค์ประกอบที่ซ้อนกันมากเกินไป หรือใช้เวลาอ่านนานเกินไป) โปรดเริ่มจากเทมเพลตที่ดาวน์โหลด',
    importTextTooLong: 'ไม่เกิน {max} ตัวอักษร',
    importLabelRepeated: 'ป้ายกำกับเดียวกันอยู่ในแถว {rows} ด้วย',
    importKeyRepeated: 'คีย์อาการ "{key}" ถูกใช้ในแถว {rows} ด้วย',
  },
  'vi-VN': {
    labelImportKeyTaken:
      'Nhập nhãn hàng loạt thất bại: khóa triệu chứng "{key}" bị lặp hoặc đã được nhãn khác dùng (dòng {rows})',
    importTooComplex:
      'Tệp chứa nhiều hơn mức một mẫu nhập cho phép (quá nhiều ô gộp, trang tính, văn bản hoặc phần tử lồng nhau, hoặc đọc quá lâu); hãy bắt đầu từ mẫu đã tải xuống',
    importTextTooLong: 'Tối đa {max} ký tự',
    importLabelRepeated: 'Nhãn này cũng có ở dòng {rows}',
    importKeyRepeated: 'Khóa triệu chứng "{key}" cũng được dùng ở dòng {rows}',
  },
};
