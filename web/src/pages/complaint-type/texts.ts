import { defineScreenTexts } from '../../i18n/screen-texts';

/** The /complaint-type screen's menu title and the names of its access codes (its own texts: the `complaint` area). */
const en = {
  menu: 'Complaint types',
  codes: {
    complaint_type: 'Complaint types',
    complaint_type_edit: 'Edit complaint types',
  },
};

export default defineScreenTexts('complaintType', {
  'en-US': en,
  'zh-CN': {
    menu: '主诉类型',
    codes: {
      complaint_type: '主诉类型',
      complaint_type_edit: '编辑主诉类型',
    },
  },
  'ja-JP': {
    menu: '主訴タイプ',
    codes: {
      complaint_type: '主訴の種類',
      complaint_type_edit: '主訴の種類の編集',
    },
  },
  'es-ES': {
    menu: 'Tipos de motivo de consulta',
    codes: {
      complaint_type: 'Tipos de motivo de consulta',
      complaint_type_edit: 'Editar tipos de motivo de consulta',
    },
  },
  'id-ID': {
    menu: 'Jenis keluhan utama',
    codes: {
      complaint_type: 'Jenis keluhan utama',
      complaint_type_edit: 'Ubah jenis keluhan utama',
    },
  },
  'th-TH': {
    menu: 'ประเภทอาการสำคัญ',
    codes: {
      complaint_type: 'ประเภทอาการหลัก',
      complaint_type_edit: 'แก้ไขประเภทอาการหลัก',
    },
  },
  'vi-VN': {
    menu: 'Loại than phiền chính',
    codes: {
      complaint_type: 'Loại vấn đề chính',
      complaint_type_edit: 'Sửa loại vấn đề chính',
    },
  },
});

declare module '../../i18n/resources' {
  interface ScreenMenuTitles {
    complaintType: string;
  }
}
