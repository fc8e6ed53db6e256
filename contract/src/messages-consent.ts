import type { Language } from './enums.js';

/** Keys of errors.ts entries of consent texts (issue 42 item 1). */
type ConsentKey = 'consentVersionUnknown' | 'consentTextNotFound' | 'consentVersionsFull' | 'consentTextNone';

/** Server messages of consent texts, in the seven interface languages: what was refused, and what to do. */
export const CONSENT_MESSAGES: Record<Language, Record<ConsentKey, string>> = {
  'zh-CN': {
    consentVersionUnknown: '同意书版本 {version} 不存在：请重新获取同意书，并用它的版本记录同意',
    consentTextNotFound: '没有这个同意书版本',
    consentVersionsFull: '该语言的同意书已有 {max} 个版本，不能再保存新版本',
    consentTextNone: '门店和平台都还没有同意书，请先在控制台的顾客页面编写',
  },
  'en-US': {
    consentVersionUnknown:
      'Consent text version {version} does not exist: fetch the consent text again and record the consent with its version',
    consentTextNotFound: 'There is no such consent text version',
    consentVersionsFull: 'This language already has {max} versions of the consent text; no more can be saved',
    consentTextNone:
      "Neither the store nor the platform has a consent text yet: write one on the console's Customers page",
  },
  'ja-JP': {
    consentVersionUnknown:
      '同意書のバージョン {version} は存在しません。同意書を取得し直し、そのバージョンで同意を記録してください',
    consentTextNotFound: 'その同意書のバージョンはありません',
    consentVersionsFull: 'この言語の同意書はすでに {max} 版あり、これ以上保存できません',
    consentTextNone: '店舗にもプラットフォームにも同意書がまだありません。コンソールの顧客ページで作成してください',
  },
  'es-ES': {
    consentVersionUnknown:
      'La versión {version} del texto de consentimiento no existe: vuelve a obtener el texto y registra el consentimiento con su versión',
    consentTextNotFound: 'No existe esa versión del texto de consentimiento',
    consentVersionsFull: 'Este idioma ya tiene {max} versiones del texto de consentimiento; no se pueden guardar más',
    consentTextNone:
      'Ni la tienda ni la plataforma tienen aún un texto de consentimiento: escríbelo en la página Clientes de la consola',
  },
  'id-ID': {
    consentVersionUnknown:
      'Versi teks persetujuan {version} tidak ada: ambil ulang teks persetujuan dan catat persetujuan dengan versinya',
    consentTextNotFound: 'Versi teks persetujuan itu tidak ada',
    consentVersionsFull: 'Bahasa ini sudah memiliki {max} versi teks persetujuan; tidak bisa menyimpan lagi',
    consentTextNone: 'Toko maupun platform belum memiliki teks persetujuan: tulis di halaman Pelanggan pada konsol',
  },
  'th-TH': {
    consentVersionUnknown: 'ไม่มีข้อความความยินยอมรุ่น {version}: โปรดดึงข้อความความยินยอมใหม่และบันทึกความยินยอมด้วยรุ่นนั้น',
    consentTextNotFound: 'ไม่มีข้อความความยินยอมรุ่นนี้',
    consentVersionsFull: 'ภาษานี้มีข้อความความยินยอมครบ {max} รุ่นแล้ว ไม่สามารถบันทึกเพิ่มได้',
    consentTextNone: 'ทั้งร้านและแพลตฟอร์มยังไม่มีข้อความความยินยอม โปรดเขียนที่หน้าลูกค้าในคอนโซล',
  },
  'vi-VN': {
    consentVersionUnknown:
      'Phiên bản văn bản đồng ý {version} không tồn tại: hãy tải lại văn bản đồng ý và ghi nhận đồng ý với phiên bản đó',
    consentTextNotFound: 'Không có phiên bản văn bản đồng ý này',
    consentVersionsFull: 'Ngôn ngữ này đã có {max} phiên bản văn bản đồng ý; không thể lưu thêm',
    consentTextNone:
      'Cả cửa hàng và nền tảng đều chưa có văn bản đồng ý: hãy soạn ở trang Khách hàng trên bảng điều khiển',
  },
};
