import { defineScreenTexts } from '../../i18n/screen-texts';

/** The /product-type screen's menu title and the names of its access codes (its own texts: the `programme` area). */
const en = {
  menu: 'Programmes',
  codes: {
    product_type: 'Programmes',
    product_type_edit: 'Edit programmes (types, products, batch add)',
  },
};

export default defineScreenTexts('productType', {
  'en-US': en,
  'zh-CN': {
    menu: '方案管理',
    codes: {
      product_type: '方案管理',
      product_type_edit: '编辑方案（类型、项目、批量添加）',
    },
  },
  'ja-JP': {
    menu: 'プラン管理',
    codes: {
      product_type: 'プログラム',
      product_type_edit: 'プログラムの編集（種類、項目、一括追加）',
    },
  },
  'es-ES': {
    menu: 'Programas',
    codes: {
      product_type: 'Programas',
      product_type_edit: 'Editar programas (tipos, productos, alta en lote)',
    },
  },
  'id-ID': {
    menu: 'Program',
    codes: {
      product_type: 'Program',
      product_type_edit: 'Ubah program (jenis, produk, tambah massal)',
    },
  },
  'th-TH': {
    menu: 'โปรแกรม',
    codes: {
      product_type: 'โปรแกรม',
      product_type_edit: 'แก้ไขโปรแกรม (ประเภท รายการ เพิ่มหลายรายการ)',
    },
  },
  'vi-VN': {
    menu: 'Liệu trình',
    codes: {
      product_type: 'Liệu trình',
      product_type_edit: 'Sửa liệu trình (loại, sản phẩm, thêm hàng loạt)',
    },
  },
});

declare module '../../i18n/resources' {
  interface ScreenMenuTitles {
    productType: string;
  }
}
