import type { Language } from './enums.js';

/** Validation message keys of the analyses (schemas/analysis.ts). */
export type AnalysisValidationKey = 'analysisDegree';

/** Keys of errors.ts entries of analyses from the app (issue 23). */
type AnalysisKey =
  | AnalysisValidationKey
  | 'analysisSymptomUnknown'
  | 'analysisDegreeInvalid'
  | 'analysisImageUnknown'
  | 'analysisImageUsed'
  | 'analysisInFuture'
  | 'analysisTooOld'
  | 'analysisDeviceMismatch';

/** Server messages of analyses, in the seven interface languages: what was refused, and what to do. */
export const ANALYSIS_MESSAGES: Record<Language, Record<AnalysisKey, string>> = {
  'zh-CN': {
    analysisDegree: '程度须为 1、2 或 3',
    analysisSymptomUnknown: '门店的症状标签中没有症状 {symptomKey}。请门店在“症状标签”中添加，或更新 App 的内容',
    analysisDegreeInvalid: '症状 {symptomKey} 的程度 {degree} 无效：程度须为 1、2 或 3',
    analysisImageUnknown: '图片 {key} 不是本门店通过 App 上传的照片（或上传已超过一天被清理），请重新上传',
    analysisImageUsed: '图片 {key} 已属于另一条分析记录（或在本次提交中重复），每张照片只能用于一条分析',
    analysisInFuture: '分析时间晚于服务器当前时间，请检查设备的日期和时间',
    analysisTooOld: '分析时间早于 {days} 天前，不能再上传',
    analysisDeviceMismatch: '分析记录须来自当前登录的设备 {deviceNo}',
  },
  'en-US': {
    analysisDegree: 'The degree must be 1, 2 or 3',
    analysisSymptomUnknown:
      "The store's symptom labels have no symptom {symptomKey}. Ask the store to add it under Symptom labels, or refresh the app's content",
    analysisDegreeInvalid: 'The degree {degree} of symptom {symptomKey} is invalid: it must be 1, 2 or 3',
    analysisImageUnknown:
      'Image {key} is not a photo this store uploaded with the app (or it was cleared a day after upload). Upload it again',
    analysisImageUsed:
      'Image {key} already belongs to another analysis (or is named twice here): each photo belongs to one analysis',
    analysisInFuture: "The analysis time is later than the server's clock. Check the device's date and time",
    analysisTooOld: 'The analysis is more than {days} days old and can no longer be uploaded',
    analysisDeviceMismatch: 'An analysis must come from the device signed in, {deviceNo}',
  },
  'ja-JP': {
    analysisDegree: '程度は 1、2、3 のいずれかにしてください',
    analysisSymptomUnknown:
      '店舗の症状ラベルに症状 {symptomKey} がありません。店舗で「症状ラベル」に追加するか、アプリのコンテンツを更新してください',
    analysisDegreeInvalid: '症状 {symptomKey} の程度 {degree} は無効です。程度は 1、2、3 のいずれかです',
    analysisImageUnknown:
      '画像 {key} はこの店舗がアプリでアップロードした写真ではありません（またはアップロードから 1 日経って削除されました）。もう一度アップロードしてください',
    analysisImageUsed:
      '画像 {key} は別の分析に使われています（またはこの送信で重複しています）。写真は 1 件の分析にのみ使えます',
    analysisInFuture: '分析日時がサーバーの現在時刻より後です。デバイスの日付と時刻を確認してください',
    analysisTooOld: '分析から {days} 日以上経っているため、アップロードできません',
    analysisDeviceMismatch: '分析はサインイン中のデバイス {deviceNo} から送信する必要があります',
  },
  'es-ES': {
    analysisDegree: 'El grado debe ser 1, 2 o 3',
    analysisSymptomUnknown:
      'Las etiquetas de síntomas de la tienda no tienen el síntoma {symptomKey}. Pide a la tienda que lo añada en Etiquetas de síntomas o actualiza el contenido de la app',
    analysisDegreeInvalid: 'El grado {degree} del síntoma {symptomKey} no es válido: debe ser 1, 2 o 3',
    analysisImageUnknown:
      'La imagen {key} no es una foto subida por esta tienda con la app (o se eliminó un día después de subirla). Súbela de nuevo',
    analysisImageUsed:
      'La imagen {key} ya pertenece a otro análisis (o aparece dos veces aquí): cada foto pertenece a un solo análisis',
    analysisInFuture:
      'La hora del análisis es posterior a la del servidor. Comprueba la fecha y la hora del dispositivo',
    analysisTooOld: 'El análisis tiene más de {days} días y ya no se puede subir',
    analysisDeviceMismatch: 'Un análisis debe venir del dispositivo con la sesión iniciada, {deviceNo}',
  },
  'id-ID': {
    analysisDegree: 'Tingkat harus 1, 2, atau 3',
    analysisSymptomUnknown:
      'Label gejala toko tidak memiliki gejala {symptomKey}. Minta toko menambahkannya di Label gejala, atau perbarui konten aplikasi',
    analysisDegreeInvalid: 'Tingkat {degree} untuk gejala {symptomKey} tidak valid: harus 1, 2, atau 3',
    analysisImageUnknown:
      'Gambar {key} bukan foto yang diunggah toko ini lewat aplikasi (atau sudah dihapus sehari setelah diunggah). Unggah lagi',
    analysisImageUsed:
      'Gambar {key} sudah dimiliki analisis lain (atau disebut dua kali di sini): setiap foto hanya untuk satu analisis',
    analysisInFuture: 'Waktu analisis lebih lambat dari jam server. Periksa tanggal dan waktu perangkat',
    analysisTooOld: 'Analisis sudah lebih dari {days} hari dan tidak dapat diunggah lagi',
    analysisDeviceMismatch: 'Analisis harus berasal dari perangkat yang sedang masuk, {deviceNo}',
  },
  'th-TH': {
    analysisDegree: 'ระดับต้องเป็น 1, 2 หรือ 3',
    analysisSymptomUnknown: 'ป้ายอาการของร้านไม่มีอาการ {symptomKey} ให้ร้านเพิ่มในหน้าป้ายอาการ หรืออัปเดตเนื้อหาของแอป',
    analysisDegreeInvalid: 'ระดับ {degree} ของอาการ {symptomKey} ไม่ถูกต้อง ต้องเป็น 1, 2 หรือ 3',
    analysisImageUnknown: 'รูป {key} ไม่ใช่รูปที่ร้านนี้อัปโหลดผ่านแอป (หรือถูกลบหลังอัปโหลดครบหนึ่งวัน) โปรดอัปโหลดใหม่',
    analysisImageUsed: 'รูป {key} เป็นของผลการวิเคราะห์อื่นแล้ว (หรือระบุซ้ำในครั้งนี้) รูปหนึ่งใช้ได้กับผลการวิเคราะห์เดียว',
    analysisInFuture: 'เวลาวิเคราะห์อยู่หลังเวลาของเซิร์ฟเวอร์ โปรดตรวจสอบวันที่และเวลาของอุปกรณ์',
    analysisTooOld: 'ผลการวิเคราะห์เก่ากว่า {days} วัน จึงอัปโหลดไม่ได้แล้ว',
    analysisDeviceMismatch: 'ผลการวิเคราะห์ต้องมาจากอุปกรณ์ที่ลงชื่อเข้าใช้อยู่ {deviceNo}',
  },
  'vi-VN': {
    analysisDegree: 'Mức độ phải là 1, 2 hoặc 3',
    analysisSymptomUnknown:
      'Nhãn triệu chứng của cửa hàng không có triệu chứng {symptomKey}. Hãy nhờ cửa hàng thêm ở Nhãn triệu chứng, hoặc cập nhật nội dung của ứng dụng',
    analysisDegreeInvalid: 'Mức độ {degree} của triệu chứng {symptomKey} không hợp lệ: phải là 1, 2 hoặc 3',
    analysisImageUnknown:
      'Ảnh {key} không phải ảnh cửa hàng này tải lên bằng ứng dụng (hoặc đã bị xóa sau một ngày). Hãy tải lên lại',
    analysisImageUsed:
      'Ảnh {key} đã thuộc về một lần phân tích khác (hoặc được nêu hai lần ở đây): mỗi ảnh chỉ thuộc một lần phân tích',
    analysisInFuture: 'Thời gian phân tích muộn hơn đồng hồ của máy chủ. Hãy kiểm tra ngày giờ của thiết bị',
    analysisTooOld: 'Lần phân tích đã quá {days} ngày nên không thể tải lên nữa',
    analysisDeviceMismatch: 'Lần phân tích phải đến từ thiết bị đang đăng nhập, {deviceNo}',
  },
};
