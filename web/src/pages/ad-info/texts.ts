import { defineScreenTexts } from '../../i18n/screen-texts';

/** The /ad-info screen's menu title and the names of its access codes (its own texts: the `adInfo` area). */
const en = {
  menu: 'Adverts',
  codes: {
    ad_info: 'Adverts',
    ad_info_edit: 'Edit adverts (order, on/off)',
  },
};

export default defineScreenTexts('adInfo', {
  'en-US': en,
  'zh-CN': {
    menu: '广告管理',
    codes: {
      ad_info: '广告管理',
      ad_info_edit: '编辑广告（排序、上下架）',
    },
  },
  'ja-JP': {
    menu: '広告管理',
    codes: {
      ad_info: '広告',
      ad_info_edit: '広告の編集（並べ替え、公開/非公開）',
    },
  },
  'es-ES': {
    menu: 'Anuncios',
    codes: {
      ad_info: 'Anuncios',
      ad_info_edit: 'Editar anuncios (orden, activar)',
    },
  },
  'id-ID': {
    menu: 'Iklan',
    codes: {
      ad_info: 'Iklan',
      ad_info_edit: 'Ubah iklan (urutan, aktif/nonaktif)',
    },
  },
  'th-TH': {
    menu: 'โฆษณา',
    codes: {
      ad_info: 'โฆษณา',
      ad_info_edit: 'แก้ไขโฆษณา (ลำดับ เปิด/ปิด)',
    },
  },
  'vi-VN': {
    menu: 'Quảng cáo',
    codes: {
      ad_info: 'Quảng cáo',
      ad_info_edit: 'Sửa quảng cáo (thứ tự, bật/tắt)',
    },
  },
});

declare module '../../i18n/resources' {
  interface ScreenMenuTitles {
    adInfo: string;
  }
}
