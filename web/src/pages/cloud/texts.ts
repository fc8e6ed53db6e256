import { defineScreenTexts } from '../../i18n/screen-texts';

/** The /cloud screen's menu title and the names of its access codes (its own texts: the `orders` area). */
const en = {
  menu: 'Cloud space',
  codes: {
    cloud: 'Cloud space',
  },
};

export default defineScreenTexts('cloud', {
  'en-US': en,
  'zh-CN': {
    menu: '云空间管理',
    codes: {
      cloud: '云空间',
    },
  },
  'ja-JP': {
    menu: 'クラウド容量',
    codes: {
      cloud: 'クラウド容量',
    },
  },
  'es-ES': {
    menu: 'Espacio en la nube',
    codes: {
      cloud: 'Espacio en la nube',
    },
  },
  'id-ID': {
    menu: 'Ruang cloud',
    codes: {
      cloud: 'Ruang cloud',
    },
  },
  'th-TH': {
    menu: 'พื้นที่คลาวด์',
    codes: {
      cloud: 'พื้นที่คลาวด์',
    },
  },
  'vi-VN': {
    menu: 'Dung lượng đám mây',
    codes: {
      cloud: 'Dung lượng đám mây',
    },
  },
});

declare module '../../i18n/resources' {
  interface ScreenMenuTitles {
    cloud: string;
  }
}
