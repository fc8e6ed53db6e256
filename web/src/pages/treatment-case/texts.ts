import { defineScreenTexts } from '../../i18n/screen-texts';

/** The /treatment-case screen's menu title and the names of its access codes (its own texts: the `case` area). */
const en = {
  menu: 'Cases',
  codes: {
    treatment_case: 'Cases',
    treatment_case_edit: 'Edit cases',
  },
};

export default defineScreenTexts('treatmentCase', {
  'en-US': en,
  'zh-CN': {
    menu: '案例管理',
    codes: {
      treatment_case: '案例管理',
      treatment_case_edit: '编辑案例',
    },
  },
  'ja-JP': {
    menu: '症例管理',
    codes: {
      treatment_case: '症例',
      treatment_case_edit: '症例の編集',
    },
  },
  'es-ES': {
    menu: 'Casos',
    codes: {
      treatment_case: 'Casos',
      treatment_case_edit: 'Editar casos',
    },
  },
  'id-ID': {
    menu: 'Kasus',
    codes: {
      treatment_case: 'Kasus',
      treatment_case_edit: 'Ubah kasus',
    },
  },
  'th-TH': {
    menu: 'เคส',
    codes: {
      treatment_case: 'เคส',
      treatment_case_edit: 'แก้ไขเคส',
    },
  },
  'vi-VN': {
    menu: 'Ca điều trị',
    codes: {
      treatment_case: 'Ca điều trị',
      treatment_case_edit: 'Sửa ca điều trị',
    },
  },
});

declare module '../../i18n/resources' {
  interface ScreenMenuTitles {
    treatmentCase: string;
  }
}
