import { defineScreenTexts } from '../../i18n/screen-texts';

/** The /my-orders screen's menu title and the names of its access codes (its own texts: the `orders` area). */
const en = {
  menu: 'Orders',
  codes: {
    my_orders: 'Orders',
  },
};

export default defineScreenTexts('myOrders', {
  'en-US': en,
  'zh-CN': {
    menu: '订单管理',
    codes: {
      my_orders: '订单管理',
    },
  },
  'ja-JP': {
    menu: '注文管理',
    codes: {
      my_orders: '注文',
    },
  },
  'es-ES': {
    menu: 'Pedidos',
    codes: {
      my_orders: 'Pedidos',
    },
  },
  'id-ID': {
    menu: 'Pesanan',
    codes: {
      my_orders: 'Pesanan',
    },
  },
  'th-TH': {
    menu: 'คำสั่งซื้อ',
    codes: {
      my_orders: 'คำสั่งซื้อ',
    },
  },
  'vi-VN': {
    menu: 'Đơn hàng',
    codes: {
      my_orders: 'Đơn hàng',
    },
  },
});

declare module '../../i18n/resources' {
  interface ScreenMenuTitles {
    myOrders: string;
  }
}
