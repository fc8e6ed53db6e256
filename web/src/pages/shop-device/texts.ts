import { defineScreenTexts } from '../../i18n/screen-texts';

/** The /shop-device screen's menu title and the names of its access codes (its own texts: the `shopDevice` area). */
const en = {
  menu: 'Devices',
  codes: {
    shop_device: 'View devices',
    shop_device_add: 'Add devices',
    shop_device_delete: 'Delete devices',
  },
};

export default defineScreenTexts('shopDevice', {
  'en-US': en,
  'zh-CN': {
    menu: '设备管理',
    codes: {
      shop_device: '查看设备',
      shop_device_add: '新增设备',
      shop_device_delete: '删除设备',
    },
  },
  'ja-JP': {
    menu: 'デバイス管理',
    codes: {
      shop_device: 'デバイスの閲覧',
      shop_device_add: 'デバイスの追加',
      shop_device_delete: 'デバイスの削除',
    },
  },
  'es-ES': {
    menu: 'Dispositivos',
    codes: {
      shop_device: 'Ver dispositivos',
      shop_device_add: 'Añadir dispositivos',
      shop_device_delete: 'Eliminar dispositivos',
    },
  },
  'id-ID': {
    menu: 'Perangkat',
    codes: {
      shop_device: 'Lihat perangkat',
      shop_device_add: 'Tambah perangkat',
      shop_device_delete: 'Hapus perangkat',
    },
  },
  'th-TH': {
    menu: 'อุปกรณ์',
    codes: {
      shop_device: 'ดูอุปกรณ์',
      shop_device_add: 'เพิ่มอุปกรณ์',
      shop_device_delete: 'ลบอุปกรณ์',
    },
  },
  'vi-VN': {
    menu: 'Thiết bị',
    codes: {
      shop_device: 'Xem thiết bị',
      shop_device_add: 'Thêm thiết bị',
      shop_device_delete: 'Xóa thiết bị',
    },
  },
});

declare module '../../i18n/resources' {
  interface ScreenMenuTitles {
    shopDevice: string;
  }
}
