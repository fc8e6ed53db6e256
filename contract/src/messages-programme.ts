import type { Language } from './enums.js';

/** Validation message keys of programmes (product types and products), used by the zod rules of schemas/product.ts, schemas/productType.ts. */
export type ProgrammeValidationKey =
  | 'productSymptomsTooMany'
  | 'productSymptomDuplicate'
  | 'productNameRepeated'
  | 'productSheetTypeUnknown'
  | 'productSheetSymptomUnknown'
  | 'productSheetDegreeInvalid';

/** Keys of errors.ts entries and validation rules of programmes (product types and products). */
type ProgrammeKey =
  | ProgrammeValidationKey
  | 'productTypeNotFound'
  | 'productTypeNameTaken'
  | 'productTypeHasProducts'
  | 'productNotFound'
  | 'productNameTaken'
  | 'productTypeInvalid'
  | 'productSymptomUnknown'
  | 'productBatchInvalid'
  | 'productBatchEmpty'
  | 'productBatchTooMany'
  | 'productSheetNotTemplate'
  | 'productSheetTooLarge';

/** Server messages of programmes (product types and products), in the seven interface languages. */
export const PROGRAMME_MESSAGES: Record<Language, Record<ProgrammeKey, string>> = {
  'zh-CN': {
    productSymptomsTooMany: '最多关联 6 个症状',
    productSymptomDuplicate: '该症状已选择，请勿重复',
    productNameRepeated: '方案名称与第 {rows} 行重复',
    productSheetTypeUnknown: '没有名为“{name}”的项目类型',
    productSheetSymptomUnknown: '没有名为“{name}”的症状标签',
    productSheetDegreeInvalid: '请选择程度：轻度、中度或重度',
    productTypeNotFound: '项目类型不存在',
    productTypeNameTaken: '项目类型“{name}”已存在',
    productTypeHasProducts: '该类型下还有 {count} 个项目，不能删除',
    productNotFound: '项目不存在',
    productNameTaken: '方案名称“{name}”已存在',
    productTypeInvalid: '请选择本店的项目类型',
    productSymptomUnknown: '第 {row} 个关联症状“{key}”不是本店的症状标签',
    productBatchInvalid: '批量添加失败：有 {count} 处错误，未添加任何项目',
    productBatchEmpty: '请至少填写一行',
    productBatchTooMany: '一次最多添加 {max} 行',
    productSheetNotTemplate: '文件不是项目导入模板，请下载新的模板',
    productSheetTooLarge: '表格文件不能超过 {max} MB',
  },
  'en-US': {
    productSymptomsTooMany: 'At most 6 related symptoms',
    productSymptomDuplicate: 'This symptom is already chosen',
    productNameRepeated: 'The scheme name repeats row {rows}',
    productSheetTypeUnknown: 'There is no programme type named "{name}"',
    productSheetSymptomUnknown: 'There is no symptom label named "{name}"',
    productSheetDegreeInvalid: 'Choose a degree: mild, moderate or severe',
    productTypeNotFound: 'The programme type does not exist',
    productTypeNameTaken: 'The programme type "{name}" already exists',
    productTypeHasProducts: 'This type still has {count} programmes and cannot be deleted',
    productNotFound: 'The programme does not exist',
    productNameTaken: 'The scheme name "{name}" already exists',
    productTypeInvalid: 'Choose one of your store’s programme types',
    productSymptomUnknown: 'Related symptom {row} ("{key}") is not one of your store’s symptom labels',
    productBatchInvalid: 'Nothing was added: {count} problems were found',
    productBatchEmpty: 'Fill in at least one row',
    productBatchTooMany: 'At most {max} rows can be added at once',
    productSheetNotTemplate: 'The file is not the programme import template; download a new template',
    productSheetTooLarge: 'The spreadsheet must not be larger than {max} MB',
  },
  'ja-JP': {
    productSymptomsTooMany: '関連する症状は最大 6 つまでです',
    productSymptomDuplicate: 'この症状はすでに選択されています',
    productNameRepeated: 'プラン名が {rows} 行目と重複しています',
    productSheetTypeUnknown: '「{name}」というプランの種類はありません',
    productSheetSymptomUnknown: '「{name}」という症状ラベルはありません',
    productSheetDegreeInvalid: '程度を選択してください：軽度、中度、重度',
    productTypeNotFound: 'プランの種類が存在しません',
    productTypeNameTaken: 'プランの種類「{name}」はすでに存在します',
    productTypeHasProducts: 'このタイプにはまだ {count} 件のプランがあるため削除できません',
    productNotFound: 'プランが存在しません',
    productNameTaken: 'プラン名「{name}」はすでに存在します',
    productTypeInvalid: '店舗のプランの種類を選択してください',
    productSymptomUnknown: '関連症状 {row}（「{key}」）は店舗の症状ラベルではありません',
    productBatchInvalid: '何も追加されませんでした：{count} 件の問題があります',
    productBatchEmpty: '少なくとも 1 行を入力してください',
    productBatchTooMany: '一度に追加できるのは最大 {max} 行です',
    productSheetNotTemplate:
      'ファイルがプランインポート用テンプレートではありません。新しいテンプレートをダウンロードしてください',
    productSheetTooLarge: 'スプレッドシートは {max} MB 以下にしてください',
  },
  'es-ES': {
    productSymptomsTooMany: 'Como máximo 6 síntomas relacionados',
    productSymptomDuplicate: 'Este síntoma ya está elegido',
    productNameRepeated: 'El nombre del plan repite la fila {rows}',
    productSheetTypeUnknown: 'No hay ningún tipo de programa llamado «{name}»',
    productSheetSymptomUnknown: 'No hay ninguna etiqueta de síntoma llamada «{name}»',
    productSheetDegreeInvalid: 'Elija un grado: leve, moderado o grave',
    productTypeNotFound: 'El tipo de programa no existe',
    productTypeNameTaken: 'El tipo de programa «{name}» ya existe',
    productTypeHasProducts: 'Este tipo todavía tiene {count} programas y no se puede eliminar',
    productNotFound: 'El programa no existe',
    productNameTaken: 'El nombre del plan «{name}» ya existe',
    productTypeInvalid: 'Elija uno de los tipos de programa de su tienda',
    productSymptomUnknown: 'El síntoma relacionado {row} («{key}») no es una etiqueta de síntoma de su tienda',
    productBatchInvalid: 'No se añadió nada: se encontraron {count} problemas',
    productBatchEmpty: 'Rellene al menos una fila',
    productBatchTooMany: 'Se pueden añadir como máximo {max} filas a la vez',
    productSheetNotTemplate: 'El archivo no es la plantilla de importación de programas; descargue una plantilla nueva',
    productSheetTooLarge: 'La hoja de cálculo no puede superar {max} MB',
  },
  'id-ID': {
    productSymptomsTooMany: 'Paling banyak 6 gejala terkait',
    productSymptomDuplicate: 'Gejala ini sudah dipilih',
    productNameRepeated: 'Nama skema sama dengan baris {rows}',
    productSheetTypeUnknown: 'Tidak ada jenis program bernama "{name}"',
    productSheetSymptomUnknown: 'Tidak ada label gejala bernama "{name}"',
    productSheetDegreeInvalid: 'Pilih tingkat: ringan, sedang, atau berat',
    productTypeNotFound: 'Jenis program tidak ada',
    productTypeNameTaken: 'Jenis program "{name}" sudah ada',
    productTypeHasProducts: 'Jenis ini masih memiliki {count} program dan tidak dapat dihapus',
    productNotFound: 'Program tidak ada',
    productNameTaken: 'Nama skema "{name}" sudah ada',
    productTypeInvalid: 'Pilih salah satu jenis program toko Anda',
    productSymptomUnknown: 'Gejala terkait {row} ("{key}") bukan label gejala toko Anda',
    productBatchInvalid: 'Tidak ada yang ditambahkan: ditemukan {count} masalah',
    productBatchEmpty: 'Isi setidaknya satu baris',
    productBatchTooMany: 'Paling banyak {max} baris dapat ditambahkan sekaligus',
    productSheetNotTemplate: 'File ini bukan templat impor program; unduh templat baru',
    productSheetTooLarge: 'Spreadsheet tidak boleh lebih dari {max} MB',
  },
  'th-TH': {
    productSymptomsTooMany: 'อาการที่เกี่ยวข้องได้สูงสุด 6 รายการ',
    productSymptomDuplicate: 'เลือกอาการนี้ไปแล้ว',
    productNameRepeated: 'ชื่อแผนซ้ำกับแถวที่ {rows}',
    productSheetTypeUnknown: 'ไม่มีประเภทโปรแกรมชื่อ "{name}"',
    productSheetSymptomUnknown: 'ไม่มีป้ายกำกับอาการชื่อ "{name}"',
    productSheetDegreeInvalid: 'เลือกระดับ: เล็กน้อย ปานกลาง หรือรุนแรง',
    productTypeNotFound: 'ไม่พบประเภทโปรแกรม',
    productTypeNameTaken: 'มีประเภทโปรแกรม "{name}" อยู่แล้ว',
    productTypeHasProducts: 'ประเภทนี้ยังมีโปรแกรม {count} รายการ จึงลบไม่ได้',
    productNotFound: 'ไม่พบโปรแกรม',
    productNameTaken: 'มีชื่อแผน "{name}" อยู่แล้ว',
    productTypeInvalid: 'เลือกประเภทโปรแกรมของร้านคุณ',
    productSymptomUnknown: 'อาการที่เกี่ยวข้องรายการที่ {row} ("{key}") ไม่ใช่ป้ายกำกับอาการของร้านคุณ',
    productBatchInvalid: 'ไม่ได้เพิ่มรายการใด: พบปัญหา {count} จุด',
    productBatchEmpty: 'กรอกอย่างน้อยหนึ่งแถว',
    productBatchTooMany: 'เพิ่มได้สูงสุดครั้งละ {max} แถว',
    productSheetNotTemplate: 'ไฟล์นี้ไม่ใช่เทมเพลตนำเข้าโปรแกรม โปรดดาวน์โหลดเทมเพลตใหม่',
    productSheetTooLarge: 'สเปรดชีตต้องมีขนาดไม่เกิน {max} MB',
  },
  'vi-VN': {
    productSymptomsTooMany: 'Tối đa 6 triệu chứng liên quan',
    productSymptomDuplicate: 'Triệu chứng này đã được chọn',
    productNameRepeated: 'Tên phương án trùng với dòng {rows}',
    productSheetTypeUnknown: 'Không có loại liệu trình nào tên "{name}"',
    productSheetSymptomUnknown: 'Không có nhãn triệu chứng nào tên "{name}"',
    productSheetDegreeInvalid: 'Chọn mức độ: nhẹ, vừa hoặc nặng',
    productTypeNotFound: 'Loại liệu trình không tồn tại',
    productTypeNameTaken: 'Loại liệu trình "{name}" đã tồn tại',
    productTypeHasProducts: 'Loại này vẫn còn {count} liệu trình nên không thể xóa',
    productNotFound: 'Liệu trình không tồn tại',
    productNameTaken: 'Tên phương án "{name}" đã tồn tại',
    productTypeInvalid: 'Hãy chọn một loại liệu trình của cửa hàng',
    productSymptomUnknown: 'Triệu chứng liên quan {row} ("{key}") không phải nhãn triệu chứng của cửa hàng',
    productBatchInvalid: 'Chưa thêm gì: phát hiện {count} lỗi',
    productBatchEmpty: 'Hãy điền ít nhất một dòng',
    productBatchTooMany: 'Mỗi lần chỉ thêm được tối đa {max} dòng',
    productSheetNotTemplate: 'Tệp không phải mẫu nhập liệu trình; hãy tải mẫu mới',
    productSheetTooLarge: 'Bảng tính không được lớn hơn {max} MB',
  },
};
