import type { Language } from './enums.js';

/** Validation message keys of customers (schemas/customer.ts). */
export type CustomerValidationKey = 'customerCodeRule' | 'customerFindOne';

/** Keys of errors.ts entries of customers (issue 41). */
type CustomerKey =
  | CustomerValidationKey
  | 'customerNotFound'
  | 'customerCodeTaken'
  | 'customerPhoneTaken'
  | 'customerPhotoConsentMissing'
  | 'customerViewerReadOnly'
  | 'customerAnalysisNotHers'
  | 'shareLinkInvalid'
  | 'shareNotFound';

/** Server messages of customers, in the seven interface languages: what was refused, and what to do. */
export const CUSTOMER_MESSAGES: Record<Language, Record<CustomerKey, string>> = {
  'zh-CN': {
    customerCodeRule: '会员编号须为 1-32 位字母、数字、- 或 _',
    customerFindOne: '请只提供会员编号或完整手机号中的一项',
    customerNotFound: '本门店没有这位顾客',
    customerCodeTaken: '会员编号 {code} 已属于本门店的另一位顾客',
    customerPhoneTaken: '该手机号已属于本门店的另一位顾客',
    customerPhotoConsentMissing: '这位顾客最近一次的同意未允许拍照，本次分析不能附带照片',
    customerViewerReadOnly: '观看端只能查找和查看顾客，添加顾客或记录同意请使用工作端',
    customerAnalysisNotHers: '分析记录 {analysisId} 不属于这位顾客',
    shareLinkInvalid: '此链接已失效（已过期或已被撤销）',
    shareNotFound: '本门店没有这个分享',
  },
  'en-US': {
    customerCodeRule: 'The member number must be 1-32 letters, digits, - or _',
    customerFindOne: 'Give either the member number or the whole phone number, not both',
    customerNotFound: 'This store has no such customer',
    customerCodeTaken: 'Member number {code} already belongs to another customer of this store',
    customerPhoneTaken: 'This phone number already belongs to another customer of this store',
    customerPhotoConsentMissing:
      "The customer's latest consent does not allow photos: record this analysis without photos",
    customerViewerReadOnly: 'A viewer end finds and reads customers; add customers or record consent on a working end',
    customerAnalysisNotHers: 'Analysis {analysisId} is not one of this customer',
    shareLinkInvalid: 'This link is not valid (expired or revoked)',
    shareNotFound: 'This store has no such share',
  },
  'ja-JP': {
    customerCodeRule: '会員番号は 1〜32 文字の英字、数字、- または _ にしてください',
    customerFindOne: '会員番号か電話番号全体のどちらか一方を指定してください',
    customerNotFound: 'この店舗にその顧客はいません',
    customerCodeTaken: '会員番号 {code} はこの店舗の別の顧客に使われています',
    customerPhoneTaken: 'この電話番号はこの店舗の別の顧客に使われています',
    customerPhotoConsentMissing: 'この顧客の最新の同意では写真が許可されていません。写真なしで記録してください',
    customerViewerReadOnly: '閲覧端末は顧客の検索と閲覧のみできます。顧客の追加や同意の記録は操作端末で行ってください',
    customerAnalysisNotHers: '分析 {analysisId} はこの顧客のものではありません',
    shareLinkInvalid: 'このリンクは無効です（期限切れまたは取り消し済み）',
    shareNotFound: 'この店舗にそのような共有はありません',
  },
  'es-ES': {
    customerCodeRule: 'El número de socio debe tener de 1 a 32 letras, dígitos, - o _',
    customerFindOne: 'Indica el número de socio o el teléfono completo, no ambos',
    customerNotFound: 'Esta tienda no tiene ese cliente',
    customerCodeTaken: 'El número de socio {code} ya pertenece a otro cliente de esta tienda',
    customerPhoneTaken: 'Este teléfono ya pertenece a otro cliente de esta tienda',
    customerPhotoConsentMissing:
      'El último consentimiento del cliente no permite fotos: registra este análisis sin fotos',
    customerViewerReadOnly:
      'Un visor busca y consulta clientes; añade clientes o registra consentimientos en un terminal de trabajo',
    customerAnalysisNotHers: 'El análisis {analysisId} no es de este cliente',
    shareLinkInvalid: 'Este enlace no es válido (caducado o revocado)',
    shareNotFound: 'Esta tienda no tiene ese enlace compartido',
  },
  'id-ID': {
    customerCodeRule: 'Nomor anggota harus 1-32 huruf, angka, - atau _',
    customerFindOne: 'Berikan nomor anggota atau nomor telepon lengkap, bukan keduanya',
    customerNotFound: 'Toko ini tidak memiliki pelanggan tersebut',
    customerCodeTaken: 'Nomor anggota {code} sudah dimiliki pelanggan lain di toko ini',
    customerPhoneTaken: 'Nomor telepon ini sudah dimiliki pelanggan lain di toko ini',
    customerPhotoConsentMissing: 'Persetujuan terakhir pelanggan tidak mengizinkan foto: catat analisis ini tanpa foto',
    customerViewerReadOnly:
      'Terminal penampil hanya mencari dan melihat pelanggan; tambahkan pelanggan atau catat persetujuan di terminal kerja',
    customerAnalysisNotHers: 'Analisis {analysisId} bukan milik pelanggan ini',
    shareLinkInvalid: 'Tautan ini tidak berlaku (kedaluwarsa atau dicabut)',
    shareNotFound: 'Toko ini tidak memiliki tautan bagikan tersebut',
  },
  'th-TH': {
    customerCodeRule: 'หมายเลขสมาชิกต้องเป็นตัวอักษร ตัวเลข - หรือ _ จำนวน 1-32 ตัว',
    customerFindOne: 'ระบุหมายเลขสมาชิกหรือหมายเลขโทรศัพท์เต็มอย่างใดอย่างหนึ่ง',
    customerNotFound: 'ร้านนี้ไม่มีลูกค้ารายนี้',
    customerCodeTaken: 'หมายเลขสมาชิก {code} เป็นของลูกค้ารายอื่นของร้านนี้แล้ว',
    customerPhoneTaken: 'หมายเลขโทรศัพท์นี้เป็นของลูกค้ารายอื่นของร้านนี้แล้ว',
    customerPhotoConsentMissing: 'ความยินยอมล่าสุดของลูกค้าไม่อนุญาตให้ถ่ายรูป: บันทึกการวิเคราะห์นี้โดยไม่มีรูป',
    customerViewerReadOnly: 'เครื่องดูค้นหาและดูลูกค้าได้เท่านั้น เพิ่มลูกค้าหรือบันทึกความยินยอมที่เครื่องทำงาน',
    customerAnalysisNotHers: 'การวิเคราะห์ {analysisId} ไม่ใช่ของลูกค้ารายนี้',
    shareLinkInvalid: 'ลิงก์นี้ใช้ไม่ได้ (หมดอายุหรือถูกยกเลิก)',
    shareNotFound: 'ร้านนี้ไม่มีลิงก์แชร์ดังกล่าว',
  },
  'vi-VN': {
    customerCodeRule: 'Mã hội viên phải gồm 1-32 chữ cái, chữ số, - hoặc _',
    customerFindOne: 'Hãy cung cấp mã hội viên hoặc số điện thoại đầy đủ, không phải cả hai',
    customerNotFound: 'Cửa hàng này không có khách hàng đó',
    customerCodeTaken: 'Mã hội viên {code} đã thuộc về một khách hàng khác của cửa hàng',
    customerPhoneTaken: 'Số điện thoại này đã thuộc về một khách hàng khác của cửa hàng',
    customerPhotoConsentMissing:
      'Lần đồng ý gần nhất của khách hàng không cho phép chụp ảnh: hãy ghi phân tích này không kèm ảnh',
    customerViewerReadOnly:
      'Đầu xem chỉ tìm và xem khách hàng; hãy thêm khách hàng hoặc ghi nhận sự đồng ý trên đầu làm việc',
    customerAnalysisNotHers: 'Phân tích {analysisId} không thuộc về khách hàng này',
    shareLinkInvalid: 'Liên kết này không còn hiệu lực (đã hết hạn hoặc bị thu hồi)',
    shareNotFound: 'Cửa hàng không có liên kết chia sẻ này',
  },
};

type CustomerExportLabel =
  | 'sheet'
  | 'code'
  | 'name'
  | 'phone'
  | 'gender'
  | 'birthYear'
  | 'visits'
  | 'firstVisitAt'
  | 'lastVisitAt'
  | 'consent'
  | 'note'
  | 'female'
  | 'male'
  | 'other'
  | 'consentNone'
  | 'consentPhotos'
  | 'consentNoPhotos';

/** Column titles and values of the exported customers, in the seven interface languages. */
export const CUSTOMER_EXPORT_LABELS: Record<Language, Record<CustomerExportLabel, string>> = {
  'zh-CN': {
    sheet: '顾客',
    code: '会员编号',
    name: '姓名',
    phone: '手机号',
    gender: '性别',
    birthYear: '出生年份',
    visits: '到店次数',
    firstVisitAt: '首次到店',
    lastVisitAt: '最近到店',
    consent: '同意状态',
    note: '备注',
    female: '女',
    male: '男',
    other: '其他',
    consentNone: '未记录',
    consentPhotos: '允许拍照',
    consentNoPhotos: '不允许拍照',
  },
  'en-US': {
    sheet: 'Customers',
    code: 'Member number',
    name: 'Name',
    phone: 'Phone',
    gender: 'Gender',
    birthYear: 'Birth year',
    visits: 'Visits',
    firstVisitAt: 'First visit',
    lastVisitAt: 'Latest visit',
    consent: 'Consent',
    note: 'Note',
    female: 'female',
    male: 'male',
    other: 'other',
    consentNone: 'none recorded',
    consentPhotos: 'photos allowed',
    consentNoPhotos: 'no photos',
  },
  'ja-JP': {
    sheet: '顧客',
    code: '会員番号',
    name: '氏名',
    phone: '電話番号',
    gender: '性別',
    birthYear: '生年',
    visits: '来店回数',
    firstVisitAt: '初回来店',
    lastVisitAt: '最終来店',
    consent: '同意',
    note: 'メモ',
    female: '女性',
    male: '男性',
    other: 'その他',
    consentNone: '記録なし',
    consentPhotos: '写真可',
    consentNoPhotos: '写真不可',
  },
  'es-ES': {
    sheet: 'Clientes',
    code: 'N.º de socio',
    name: 'Nombre',
    phone: 'Teléfono',
    gender: 'Género',
    birthYear: 'Año de nacimiento',
    visits: 'Visitas',
    firstVisitAt: 'Primera visita',
    lastVisitAt: 'Última visita',
    consent: 'Consentimiento',
    note: 'Nota',
    female: 'mujer',
    male: 'hombre',
    other: 'otro',
    consentNone: 'sin registrar',
    consentPhotos: 'fotos permitidas',
    consentNoPhotos: 'sin fotos',
  },
  'id-ID': {
    sheet: 'Pelanggan',
    code: 'Nomor anggota',
    name: 'Nama',
    phone: 'Telepon',
    gender: 'Jenis kelamin',
    birthYear: 'Tahun lahir',
    visits: 'Kunjungan',
    firstVisitAt: 'Kunjungan pertama',
    lastVisitAt: 'Kunjungan terakhir',
    consent: 'Persetujuan',
    note: 'Catatan',
    female: 'perempuan',
    male: 'laki-laki',
    other: 'lainnya',
    consentNone: 'belum dicatat',
    consentPhotos: 'foto diizinkan',
    consentNoPhotos: 'tanpa foto',
  },
  'th-TH': {
    sheet: 'ลูกค้า',
    code: 'หมายเลขสมาชิก',
    name: 'ชื่อ',
    phone: 'โทรศัพท์',
    gender: 'เพศ',
    birthYear: 'ปีเกิด',
    visits: 'จำนวนครั้งที่มา',
    firstVisitAt: 'มาครั้งแรก',
    lastVisitAt: 'มาล่าสุด',
    consent: 'ความยินยอม',
    note: 'หมายเหตุ',
    female: 'หญิง',
    male: 'ชาย',
    other: 'อื่น ๆ',
    consentNone: 'ไม่มีบันทึก',
    consentPhotos: 'อนุญาตให้ถ่ายรูป',
    consentNoPhotos: 'ไม่อนุญาตให้ถ่ายรูป',
  },
  'vi-VN': {
    sheet: 'Khách hàng',
    code: 'Mã hội viên',
    name: 'Họ tên',
    phone: 'Điện thoại',
    gender: 'Giới tính',
    birthYear: 'Năm sinh',
    visits: 'Số lần đến',
    firstVisitAt: 'Lần đầu đến',
    lastVisitAt: 'Lần gần nhất',
    consent: 'Đồng ý',
    note: 'Ghi chú',
    female: 'nữ',
    male: 'nam',
    other: 'khác',
    consentNone: 'chưa ghi nhận',
    consentPhotos: 'cho phép chụp ảnh',
    consentNoPhotos: 'không chụp ảnh',
  },
};
