import type { Language } from './enums.js';

/** Validation message keys of chief complaints (types and content), used by the zod rules of schemas/complainType.ts, schemas/complainInfo.ts. */
export type ComplaintValidationKey = never;

/** Keys of errors.ts entries and validation rules of chief complaints (types and content). */
type ComplaintKey =
  | ComplaintValidationKey
  | 'complaintTypeNotFound'
  | 'complaintTypeNameTaken'
  | 'complaintTypeHasContent'
  | 'complaintTypeLanguageFixed'
  | 'complaintNotFound'
  | 'complaintTextTaken'
  | 'complaintTypeInvalid';

/** Server messages of chief complaints (types and content), in the seven interface languages. */
export const COMPLAINT_MESSAGES: Record<Language, Record<ComplaintKey, string>> = {
  'zh-CN': {
    complaintTypeNotFound: '主诉类型不存在',
    complaintTypeNameTaken: '主诉类型“{name}”已存在',
    complaintTypeHasContent: '该主诉类型下还有 {count} 条主诉内容，请先删除或移走这些内容',
    complaintTypeLanguageFixed: '主诉类型创建后不能更改内容语言，请在目标语言下新增类型',
    complaintNotFound: '主诉内容不存在',
    complaintTextTaken: '该类型下已有主诉内容“{content}”',
    complaintTypeInvalid: '请选择本内容语言下的主诉类型',
  },
  'en-US': {
    complaintTypeNotFound: 'The complaint type does not exist',
    complaintTypeNameTaken: 'The complaint type "{name}" already exists',
    complaintTypeHasContent:
      'This complaint type still has complaints under it ({count}); delete them or move them to another type first',
    complaintTypeLanguageFixed:
      'The content language of a complaint type cannot be changed; add a new type in that language',
    complaintNotFound: 'The complaint does not exist',
    complaintTextTaken: 'This type already has the complaint "{content}"',
    complaintTypeInvalid: 'Choose a complaint type of this content language',
  },
  'ja-JP': {
    complaintTypeNotFound: '主訴タイプが存在しません',
    complaintTypeNameTaken: '主訴タイプ「{name}」は既に存在します',
    complaintTypeHasContent:
      'この主訴タイプにはまだ {count} 件の主訴があります。先に削除するか別のタイプへ移してください',
    complaintTypeLanguageFixed:
      '主訴タイプのコンテンツ言語は作成後に変更できません。その言語で新しいタイプを追加してください',
    complaintNotFound: '主訴が存在しません',
    complaintTextTaken: 'このタイプには主訴「{content}」が既にあります',
    complaintTypeInvalid: 'このコンテンツ言語の主訴タイプを選択してください',
  },
  'es-ES': {
    complaintTypeNotFound: 'El tipo de motivo de consulta no existe',
    complaintTypeNameTaken: 'El tipo de motivo de consulta «{name}» ya existe',
    complaintTypeHasContent:
      'Este tipo aún tiene motivos de consulta ({count}); elimínelos o muévalos a otro tipo primero',
    complaintTypeLanguageFixed:
      'El idioma del contenido de un tipo no se puede cambiar; añada un tipo nuevo en ese idioma',
    complaintNotFound: 'El motivo de consulta no existe',
    complaintTextTaken: 'Este tipo ya tiene el motivo de consulta «{content}»',
    complaintTypeInvalid: 'Elija un tipo de motivo de consulta de este idioma de contenido',
  },
  'id-ID': {
    complaintTypeNotFound: 'Jenis keluhan utama tidak ada',
    complaintTypeNameTaken: 'Jenis keluhan utama "{name}" sudah ada',
    complaintTypeHasContent:
      'Jenis keluhan utama ini masih memiliki {count} keluhan; hapus atau pindahkan ke jenis lain terlebih dahulu',
    complaintTypeLanguageFixed:
      'Bahasa konten jenis keluhan utama tidak dapat diubah; tambahkan jenis baru dalam bahasa tersebut',
    complaintNotFound: 'Keluhan utama tidak ada',
    complaintTextTaken: 'Jenis ini sudah memiliki keluhan "{content}"',
    complaintTypeInvalid: 'Pilih jenis keluhan utama dari bahasa konten ini',
  },
  'th-TH': {
    complaintTypeNotFound: 'ไม่มีประเภทอาการสำคัญนี้',
    complaintTypeNameTaken: 'มีประเภทอาการสำคัญ "{name}" อยู่แล้ว',
    complaintTypeHasContent: 'ประเภทนี้ยังมีอาการสำคัญ {count} รายการ โปรดลบหรือย้ายไปประเภทอื่นก่อน',
    complaintTypeLanguageFixed: 'ไม่สามารถเปลี่ยนภาษาเนื้อหาของประเภทอาการสำคัญได้ โปรดเพิ่มประเภทใหม่ในภาษานั้น',
    complaintNotFound: 'ไม่มีอาการสำคัญนี้',
    complaintTextTaken: 'ประเภทนี้มีอาการสำคัญ "{content}" อยู่แล้ว',
    complaintTypeInvalid: 'โปรดเลือกประเภทอาการสำคัญของภาษาเนื้อหานี้',
  },
  'vi-VN': {
    complaintTypeNotFound: 'Loại than phiền chính không tồn tại',
    complaintTypeNameTaken: 'Loại than phiền chính "{name}" đã tồn tại',
    complaintTypeHasContent:
      'Loại này vẫn còn {count} than phiền chính; hãy xóa hoặc chuyển chúng sang loại khác trước',
    complaintTypeLanguageFixed:
      'Không thể đổi ngôn ngữ nội dung của loại than phiền chính; hãy thêm loại mới bằng ngôn ngữ đó',
    complaintNotFound: 'Than phiền chính không tồn tại',
    complaintTextTaken: 'Loại này đã có than phiền chính "{content}"',
    complaintTypeInvalid: 'Hãy chọn loại than phiền chính thuộc ngôn ngữ nội dung này',
  },
};
