import type { Language } from './enums.js';

/** Validation message keys of treatment cases, used by the zod rules of schemas/treatmentCase.ts. */
export type CaseValidationKey = 'caseDescriptionRequired' | 'caseSymptomRequired' | 'caseCycleRange';

/** Keys of errors.ts entries and validation rules of treatment cases. */
type CaseKey = CaseValidationKey | 'caseNotFound' | 'caseSymptomInvalid';

/** Server messages of treatment cases, in the seven interface languages. */
export const CASE_MESSAGES: Record<Language, Record<CaseKey, string>> = {
  'zh-CN': {
    caseDescriptionRequired: '请输入案例描述',
    caseSymptomRequired: '请选择关联症状',
    caseCycleRange: '治疗周期须为 1 到 120 之间的整月数',
    caseNotFound: '案例不存在',
    caseSymptomInvalid: '所选症状不在症状标签中，请重新选择',
  },
  'en-US': {
    caseDescriptionRequired: 'Please enter the case description',
    caseSymptomRequired: 'Please select the associated symptom',
    caseCycleRange: 'The treatment cycle must be a whole number of months from 1 to 120',
    caseNotFound: 'The case does not exist',
    caseSymptomInvalid: 'The chosen symptom is not one of your symptom labels; choose another',
  },
  'ja-JP': {
    caseDescriptionRequired: '症例の説明を入力してください',
    caseSymptomRequired: '関連する症状を選択してください',
    caseCycleRange: '治療期間は 1〜120 の整数（月）で入力してください',
    caseNotFound: '症例が存在しません',
    caseSymptomInvalid: '選択した症状は症状ラベルにありません。選び直してください',
  },
  'es-ES': {
    caseDescriptionRequired: 'Introduzca la descripción del caso',
    caseSymptomRequired: 'Seleccione el síntoma asociado',
    caseCycleRange: 'El ciclo de tratamiento debe ser un número entero de meses entre 1 y 120',
    caseNotFound: 'El caso no existe',
    caseSymptomInvalid: 'El síntoma elegido no está entre sus etiquetas de síntomas; elija otro',
  },
  'id-ID': {
    caseDescriptionRequired: 'Masukkan deskripsi kasus',
    caseSymptomRequired: 'Pilih gejala terkait',
    caseCycleRange: 'Siklus perawatan harus bilangan bulat bulan dari 1 sampai 120',
    caseNotFound: 'Kasus tidak ada',
    caseSymptomInvalid: 'Gejala yang dipilih tidak ada di label gejala Anda; pilih yang lain',
  },
  'th-TH': {
    caseDescriptionRequired: 'โปรดกรอกคำอธิบายเคส',
    caseSymptomRequired: 'โปรดเลือกอาการที่เกี่ยวข้อง',
    caseCycleRange: 'รอบการรักษาต้องเป็นจำนวนเดือนเต็มตั้งแต่ 1 ถึง 120',
    caseNotFound: 'ไม่มีเคสนี้',
    caseSymptomInvalid: 'อาการที่เลือกไม่อยู่ในป้ายกำกับอาการของคุณ โปรดเลือกใหม่',
  },
  'vi-VN': {
    caseDescriptionRequired: 'Vui lòng nhập mô tả ca',
    caseSymptomRequired: 'Vui lòng chọn triệu chứng liên quan',
    caseCycleRange: 'Chu kỳ điều trị phải là số tháng nguyên từ 1 đến 120',
    caseNotFound: 'Ca không tồn tại',
    caseSymptomInvalid: 'Triệu chứng đã chọn không có trong nhãn triệu chứng của bạn; hãy chọn lại',
  },
};
