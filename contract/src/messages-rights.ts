import type { Language } from './enums.js';

/** Keys of errors.ts entries of a customer's rights (issue 42: erasure, export). */
type RightsKey = 'customerErased' | 'customerEraseConfirm';

/** Server messages of a customer's rights, in the seven interface languages: what was refused, and what to do. */
export const RIGHTS_MESSAGES: Record<Language, Record<RightsKey, string>> = {
  'zh-CN': {
    customerErased: '这位顾客的资料已被删除，不能再为她记录分析或照片',
    customerEraseConfirm: '请输入这位顾客的会员号以确认删除',
  },
  'en-US': {
    customerErased: "This customer's data was erased: no analysis or photo can be recorded for her",
    customerEraseConfirm: "Type the customer's member number to confirm the erasure",
  },
  'ja-JP': {
    customerErased: 'この顧客のデータは消去されました。分析や写真を記録できません',
    customerEraseConfirm: '消去を確認するには、この顧客の会員番号を入力してください',
  },
  'es-ES': {
    customerErased: 'Los datos de esta clienta se borraron: no se pueden registrar análisis ni fotos suyos',
    customerEraseConfirm: 'Escribe el número de socio de la clienta para confirmar el borrado',
  },
  'id-ID': {
    customerErased: 'Data pelanggan ini sudah dihapus: analisis atau foto untuknya tidak dapat dicatat',
    customerEraseConfirm: 'Ketik nomor anggota pelanggan untuk mengonfirmasi penghapusan',
  },
  'th-TH': {
    customerErased: 'ข้อมูลของลูกค้ารายนี้ถูกลบแล้ว ไม่สามารถบันทึกการวิเคราะห์หรือรูปภาพของเธอได้',
    customerEraseConfirm: 'พิมพ์หมายเลขสมาชิกของลูกค้าเพื่อยืนยันการลบ',
  },
  'vi-VN': {
    customerErased: 'Dữ liệu của khách hàng này đã bị xóa: không thể ghi phân tích hay ảnh cho cô ấy',
    customerEraseConfirm: 'Nhập mã thành viên của khách hàng để xác nhận xóa',
  },
};
