import type { Language } from './enums.js';

/** Keys of errors.ts entries of a customer's rights (issue 42: erasure, export). */
type RightsKey = 'customerErased' | 'customerEraseConfirm' | 'customerExportLimited' | 'customerExportTooLarge';

/** Server messages of a customer's rights, in the seven interface languages: what was refused, and what to do. */
export const RIGHTS_MESSAGES: Record<Language, Record<RightsKey, string>> = {
  'zh-CN': {
    customerErased: '这位顾客的资料已被删除，不能再为她记录分析或照片',
    customerEraseConfirm: '请输入这位顾客的会员号以确认删除',
    customerExportLimited: '本店导出顾客资料的次数已达上限，请 {minutes} 分钟后再试',
    customerExportTooLarge: '这位顾客的分析记录超过 {max} 条，无法一次导出，请联系平台',
  },
  'en-US': {
    customerErased: "This customer's data was erased: no analysis or photo can be recorded for her",
    customerEraseConfirm: "Type the customer's member number to confirm the erasure",
    customerExportLimited: "Your store has exported customers' data too often: try again in {minutes} min",
    customerExportTooLarge:
      'This customer has more than {max} analyses, more than one export holds: contact the platform',
  },
  'ja-JP': {
    customerErased: 'この顧客のデータは消去されました。分析や写真を記録できません',
    customerEraseConfirm: '消去を確認するには、この顧客の会員番号を入力してください',
    customerExportLimited: '顧客データのエクスポート回数が上限に達しました。{minutes} 分後に再試行してください',
    customerExportTooLarge:
      'この顧客の分析は {max} 件を超えており、一度にエクスポートできません。プラットフォームにお問い合わせください',
  },
  'es-ES': {
    customerErased: 'Los datos de esta clienta se borraron: no se pueden registrar análisis ni fotos suyos',
    customerEraseConfirm: 'Escribe el número de socio de la clienta para confirmar el borrado',
    customerExportLimited:
      'Tu tienda ha exportado datos de clientes demasiadas veces: inténtalo de nuevo en {minutes} min',
    customerExportTooLarge:
      'Esta clienta tiene más de {max} análisis, más de los que caben en una exportación: contacta con la plataforma',
  },
  'id-ID': {
    customerErased: 'Data pelanggan ini sudah dihapus: analisis atau foto untuknya tidak dapat dicatat',
    customerEraseConfirm: 'Ketik nomor anggota pelanggan untuk mengonfirmasi penghapusan',
    customerExportLimited: 'Toko Anda terlalu sering mengekspor data pelanggan: coba lagi dalam {minutes} menit',
    customerExportTooLarge:
      'Pelanggan ini memiliki lebih dari {max} analisis, melebihi isi satu ekspor: hubungi platform',
  },
  'th-TH': {
    customerErased: 'ข้อมูลของลูกค้ารายนี้ถูกลบแล้ว ไม่สามารถบันทึกการวิเคราะห์หรือรูปภาพของเธอได้',
    customerEraseConfirm: 'พิมพ์หมายเลขสมาชิกของลูกค้าเพื่อยืนยันการลบ',
    customerExportLimited: 'ร้านของคุณส่งออกข้อมูลลูกค้าบ่อยเกินไป โปรดลองอีกครั้งใน {minutes} นาที',
    customerExportTooLarge: 'ลูกค้ารายนี้มีการวิเคราะห์มากกว่า {max} รายการ เกินกว่าที่ส่งออกได้ในครั้งเดียว โปรดติดต่อแพลตฟอร์ม',
  },
  'vi-VN': {
    customerErased: 'Dữ liệu của khách hàng này đã bị xóa: không thể ghi phân tích hay ảnh cho cô ấy',
    customerEraseConfirm: 'Nhập mã thành viên của khách hàng để xác nhận xóa',
    customerExportLimited: 'Cửa hàng đã xuất dữ liệu khách hàng quá nhiều lần: thử lại sau {minutes} phút',
    customerExportTooLarge: 'Khách hàng này có hơn {max} lần phân tích, vượt quá một lần xuất: hãy liên hệ nền tảng',
  },
};
