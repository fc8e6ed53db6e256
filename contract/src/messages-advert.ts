import type { Language } from './enums.js';

/** Validation message keys of adverts, used by the zod rules of schemas/adInfo.ts. */
export type AdvertValidationKey = 'adTypeRequired' | 'adLanguageRequired' | 'adSortDuplicate';

/** Keys of errors.ts entries and validation rules of adverts. */
type AdvertKey = AdvertValidationKey | 'adNotFound' | 'adSortStale' | 'adListFull' | 'adTitleTaken';

/** Server messages of adverts, in the seven interface languages. */
export const ADVERT_MESSAGES: Record<Language, Record<AdvertKey, string>> = {
  'zh-CN': {
    adTypeRequired: '请选择广告类型',
    adLanguageRequired: '请选择语言',
    adSortDuplicate: '排序中有重复的广告',
    adNotFound: '广告不存在',
    adSortStale: '广告列表已在别处更改，已重新加载，请再排序一次',
    adListFull: '每种语言和类型最多 {max} 条广告，请先删除不用的广告',
    adTitleTaken: '该列表中已有标题为“{title}”的广告',
  },
  'en-US': {
    adTypeRequired: 'Please choose the advertising type',
    adLanguageRequired: 'Please choose the language',
    adSortDuplicate: 'The new order lists an advert twice',
    adNotFound: 'Advert not found',
    adSortStale: 'The adverts were changed elsewhere and have been reloaded; please reorder them again',
    adListFull: 'At most {max} adverts per language and type; delete one you no longer use first',
    adTitleTaken: 'An advert titled “{title}” is already in this list',
  },
  'ja-JP': {
    adTypeRequired: '広告タイプを選択してください',
    adLanguageRequired: '言語を選択してください',
    adSortDuplicate: '新しい並び順に同じ広告が重複しています',
    adNotFound: '広告が見つかりません',
    adSortStale: '広告が別の場所で変更されたため再読み込みしました。もう一度並べ替えてください',
    adListFull: '言語とタイプごとに広告は最大 {max} 件です。使わない広告を先に削除してください',
    adTitleTaken: 'このリストには「{title}」というタイトルの広告がすでにあります',
  },
  'es-ES': {
    adTypeRequired: 'Elija el tipo de anuncio',
    adLanguageRequired: 'Elija el idioma',
    adSortDuplicate: 'El nuevo orden incluye un anuncio dos veces',
    adNotFound: 'Anuncio no encontrado',
    adSortStale: 'Los anuncios se cambiaron en otro lugar y se han recargado; vuelva a ordenarlos',
    adListFull: 'Como máximo {max} anuncios por idioma y tipo; elimine primero uno que ya no use',
    adTitleTaken: 'Ya hay un anuncio titulado «{title}» en esta lista',
  },
  'id-ID': {
    adTypeRequired: 'Pilih jenis iklan',
    adLanguageRequired: 'Pilih bahasa',
    adSortDuplicate: 'Urutan baru mencantumkan satu iklan dua kali',
    adNotFound: 'Iklan tidak ditemukan',
    adSortStale: 'Iklan telah diubah di tempat lain dan dimuat ulang; silakan urutkan lagi',
    adListFull: 'Maksimal {max} iklan per bahasa dan jenis; hapus dulu iklan yang tidak dipakai',
    adTitleTaken: 'Iklan berjudul “{title}” sudah ada di daftar ini',
  },
  'th-TH': {
    adTypeRequired: 'โปรดเลือกประเภทโฆษณา',
    adLanguageRequired: 'โปรดเลือกภาษา',
    adSortDuplicate: 'ลำดับใหม่มีโฆษณาซ้ำกัน',
    adNotFound: 'ไม่พบโฆษณา',
    adSortStale: 'โฆษณาถูกเปลี่ยนจากที่อื่นและโหลดใหม่แล้ว โปรดจัดลำดับอีกครั้ง',
    adListFull: 'โฆษณาได้สูงสุด {max} รายการต่อภาษาและประเภท โปรดลบรายการที่ไม่ใช้ก่อน',
    adTitleTaken: 'มีโฆษณาชื่อ “{title}” อยู่ในรายการนี้แล้ว',
  },
  'vi-VN': {
    adTypeRequired: 'Vui lòng chọn loại quảng cáo',
    adLanguageRequired: 'Vui lòng chọn ngôn ngữ',
    adSortDuplicate: 'Thứ tự mới có một quảng cáo bị lặp',
    adNotFound: 'Không tìm thấy quảng cáo',
    adSortStale: 'Quảng cáo đã được thay đổi ở nơi khác và đã tải lại; vui lòng sắp xếp lại',
    adListFull: 'Tối đa {max} quảng cáo cho mỗi ngôn ngữ và loại; hãy xóa quảng cáo không dùng trước',
    adTitleTaken: 'Danh sách này đã có quảng cáo tiêu đề “{title}”',
  },
};
