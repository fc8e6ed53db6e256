import { defineScreenTexts } from '../../i18n/screen-texts';

/** The /complain-info screen's menu title and the names of its access codes (its own texts: the `complaint` area). */
const en = {
  menu: 'Chief complaints',
  codes: {
    complain_info: 'Chief complaints',
    complain_info_edit: 'Edit chief complaints',
  },
};

export default defineScreenTexts('complainInfo', {
  'en-US': en,
  'zh-CN': {
    menu: '主诉信息',
    codes: {
      complain_info: '主诉信息',
      complain_info_edit: '编辑主诉信息',
    },
  },
  'ja-JP': {
    menu: '主訴情報',
    codes: {
      complain_info: '主訴',
      complain_info_edit: '主訴の編集',
    },
  },
  'es-ES': {
    menu: 'Motivos de consulta',
    codes: {
      complain_info: 'Motivos de consulta',
      complain_info_edit: 'Editar motivos de consulta',
    },
  },
  'id-ID': {
    menu: 'Keluhan utama',
    codes: {
      complain_info: 'Keluhan utama',
      complain_info_edit: 'Ubah keluhan utama',
    },
  },
  'th-TH': {
    menu: 'อาการสำคัญ',
    codes: {
      complain_info: 'อาการหลัก',
      complain_info_edit: 'แก้ไขอาการหลัก',
    },
  },
  'vi-VN': {
    menu: 'Than phiền chính',
    codes: {
      complain_info: 'Vấn đề chính',
      complain_info_edit: 'Sửa vấn đề chính',
    },
  },
});

declare module '../../i18n/resources' {
  interface ScreenMenuTitles {
    complainInfo: string;
  }
}
