import type { Language } from './enums.js';

/** Keys of the photo retention's server texts (issue 42 item 6): its validation, and an analysis's note. */
export type RetentionValidationKey = 'retentionMonths' | 'photosRemovedByRetention';

/** The photo retention's server texts in the seven interface languages. */
export const RETENTION_MESSAGES: Record<Language, Record<RetentionValidationKey, string>> = {
  'zh-CN': {
    retentionMonths: '照片保留期须为 0（一直保留）或 1 到 120 个月的整数',
    photosRemovedByRetention: '这次分析的照片已按门店的照片保留期删除',
  },
  'en-US': {
    retentionMonths: 'Photo retention must be 0 (keep them) or a whole number of months from 1 to 120',
    photosRemovedByRetention: "This analysis's photos were deleted under the store's photo retention period",
  },
  'ja-JP': {
    retentionMonths: '写真の保存期間は 0（保存し続ける）または 1〜120 の整数（月）で指定してください',
    photosRemovedByRetention: 'この分析の写真は店舗の写真保存期間により削除されました',
  },
  'es-ES': {
    retentionMonths: 'La conservación de fotos debe ser 0 (conservarlas) o un número entero de meses entre 1 y 120',
    photosRemovedByRetention: 'Las fotos de este análisis se borraron según el plazo de conservación de la tienda',
  },
  'id-ID': {
    retentionMonths: 'Masa simpan foto harus 0 (simpan terus) atau bilangan bulat 1 sampai 120 bulan',
    photosRemovedByRetention: 'Foto analisis ini telah dihapus sesuai masa simpan foto toko',
  },
  'th-TH': {
    retentionMonths: 'ระยะเก็บรูปต้องเป็น 0 (เก็บไว้ตลอด) หรือจำนวนเต็ม 1 ถึง 120 เดือน',
    photosRemovedByRetention: 'รูปของการวิเคราะห์นี้ถูกลบตามระยะเก็บรูปของร้านแล้ว',
  },
  'vi-VN': {
    retentionMonths: 'Thời hạn lưu ảnh phải là 0 (giữ lại) hoặc số nguyên từ 1 đến 120 tháng',
    photosRemovedByRetention: 'Ảnh của lần phân tích này đã bị xóa theo thời hạn lưu ảnh của cửa hàng',
  },
};
