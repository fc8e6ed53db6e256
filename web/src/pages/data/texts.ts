import { defineScreenTexts } from '../../i18n/screen-texts';

/** The /data screen's menu title and the names of its access codes (its own texts: the `data` area). */
const en = {
  menu: 'Data centre',
  codes: {
    data: 'Data centre',
  },
};

export default defineScreenTexts('data', {
  'en-US': en,
  'zh-CN': {
    menu: '数据中心',
    codes: {
      data: '数据中心',
    },
  },
  'ja-JP': {
    menu: 'データセンター',
    codes: {
      data: 'データセンター',
    },
  },
  'es-ES': {
    menu: 'Centro de datos',
    codes: {
      data: 'Centro de datos',
    },
  },
  'id-ID': {
    menu: 'Pusat data',
    codes: {
      data: 'Pusat data',
    },
  },
  'th-TH': {
    menu: 'ศูนย์ข้อมูล',
    codes: {
      data: 'ศูนย์ข้อมูล',
    },
  },
  'vi-VN': {
    menu: 'Trung tâm dữ liệu',
    codes: {
      data: 'Trung tâm dữ liệu',
    },
  },
});

declare module '../../i18n/resources' {
  interface ScreenMenuTitles {
    data: string;
  }
}
