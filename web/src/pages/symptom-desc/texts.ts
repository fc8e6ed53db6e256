import { defineScreenTexts } from '../../i18n/screen-texts';

/** The /symptom-desc screen's menu title and the names of its access codes (its own texts: the `content` area). */
const en = {
  menu: 'Symptom scripts',
  codes: {
    symptom_desc: 'Symptom scripts',
    symptom_desc_edit: 'Edit symptom scripts (copy, clear)',
  },
};

export default defineScreenTexts('symptomDesc', {
  'en-US': en,
  'zh-CN': {
    menu: '症状话术',
    codes: {
      symptom_desc: '症状话术',
      symptom_desc_edit: '编辑症状话术（复制、清空）',
    },
  },
  'ja-JP': {
    menu: '症状トーク',
    codes: {
      symptom_desc: '症状トーク',
      symptom_desc_edit: '症状スクリプトの編集（コピー、消去）',
    },
  },
  'es-ES': {
    menu: 'Guiones de síntomas',
    codes: {
      symptom_desc: 'Guiones de síntomas',
      symptom_desc_edit: 'Editar guiones de síntomas (copiar, vaciar)',
    },
  },
  'id-ID': {
    menu: 'Naskah gejala',
    codes: {
      symptom_desc: 'Naskah gejala',
      symptom_desc_edit: 'Ubah skrip gejala (salin, kosongkan)',
    },
  },
  'th-TH': {
    menu: 'สคริปต์อาการ',
    codes: {
      symptom_desc: 'สคริปต์อาการ',
      symptom_desc_edit: 'แก้ไขสคริปต์อาการ (คัดลอก ล้าง)',
    },
  },
  'vi-VN': {
    menu: 'Kịch bản triệu chứng',
    codes: {
      symptom_desc: 'Kịch bản triệu chứng',
      symptom_desc_edit: 'Sửa lời thoại triệu chứng (sao chép, xóa)',
    },
  },
});

declare module '../../i18n/resources' {
  interface ScreenMenuTitles {
    symptomDesc: string;
  }
}
