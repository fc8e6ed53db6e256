import { defineScreenTexts } from '../../i18n/screen-texts';

/** The /symptom-label screen's menu title and the names of its access codes (its own texts: the `content` area). */
const en = {
  menu: 'Symptom labels',
  codes: {
    symptom_label: 'Symptom labels',
    symptom_label_edit: 'Edit symptom labels (import, copy)',
  },
};

export default defineScreenTexts('symptomLabel', {
  'en-US': en,
  'zh-CN': {
    menu: '症状标签',
    codes: {
      symptom_label: '症状标签',
      symptom_label_edit: '编辑症状标签（导入、复制）',
    },
  },
  'ja-JP': {
    menu: '症状ラベル',
    codes: {
      symptom_label: '症状ラベル',
      symptom_label_edit: '症状ラベルの編集（インポート、コピー）',
    },
  },
  'es-ES': {
    menu: 'Etiquetas de síntomas',
    codes: {
      symptom_label: 'Etiquetas de síntomas',
      symptom_label_edit: 'Editar etiquetas de síntomas (importar, copiar)',
    },
  },
  'id-ID': {
    menu: 'Label gejala',
    codes: {
      symptom_label: 'Label gejala',
      symptom_label_edit: 'Ubah label gejala (impor, salin)',
    },
  },
  'th-TH': {
    menu: 'ป้ายกำกับอาการ',
    codes: {
      symptom_label: 'ป้ายอาการ',
      symptom_label_edit: 'แก้ไขป้ายกำกับอาการ (นำเข้า คัดลอก)',
    },
  },
  'vi-VN': {
    menu: 'Nhãn triệu chứng',
    codes: {
      symptom_label: 'Nhãn triệu chứng',
      symptom_label_edit: 'Sửa nhãn triệu chứng (nhập, sao chép)',
    },
  },
});

declare module '../../i18n/resources' {
  interface ScreenMenuTitles {
    symptomLabel: string;
  }
}
