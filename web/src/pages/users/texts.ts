import { defineScreenTexts } from '../../i18n/screen-texts';

/** The /users screen's menu title and the names of its access codes (its own texts: the `users` area). */
const en = {
  menu: 'Users',
  codes: {
    users: 'View app accounts',
    users_add: 'Add accounts',
    users_edit: 'Edit accounts',
    users_status: 'Enable and disable accounts',
    users_password: 'Set account passwords',
    users_delete: 'Close accounts',
    export: 'Export account lists',
  },
};

export default defineScreenTexts('users', {
  'en-US': en,
  'zh-CN': {
    menu: '用户管理',
    codes: {
      users: '查看应用账号',
      users_add: '新增账号',
      users_edit: '编辑账号',
      users_status: '启用和停用账号',
      users_password: '设置账号密码',
      users_delete: '注销账号',
      export: '导出账号列表',
    },
  },
  'ja-JP': {
    menu: 'ユーザー管理',
    codes: {
      users: 'アプリアカウントの閲覧',
      users_add: 'アカウントの追加',
      users_edit: 'アカウントの編集',
      users_status: 'アカウントの有効化・無効化',
      users_password: 'アカウントのパスワード設定',
      users_delete: 'アカウントの解約',
      export: 'アカウント一覧のエクスポート',
    },
  },
  'es-ES': {
    menu: 'Usuarios',
    codes: {
      users: 'Ver cuentas de la app',
      users_add: 'Añadir cuentas',
      users_edit: 'Editar cuentas',
      users_status: 'Habilitar y deshabilitar cuentas',
      users_password: 'Establecer contraseñas de cuentas',
      users_delete: 'Cerrar cuentas',
      export: 'Exportar listas de cuentas',
    },
  },
  'id-ID': {
    menu: 'Pengguna',
    codes: {
      users: 'Lihat akun aplikasi',
      users_add: 'Tambah akun',
      users_edit: 'Ubah akun',
      users_status: 'Aktifkan dan nonaktifkan akun',
      users_password: 'Atur kata sandi akun',
      users_delete: 'Tutup akun',
      export: 'Ekspor daftar akun',
    },
  },
  'th-TH': {
    menu: 'ผู้ใช้',
    codes: {
      users: 'ดูบัญชีแอป',
      users_add: 'เพิ่มบัญชี',
      users_edit: 'แก้ไขบัญชี',
      users_status: 'เปิดและปิดใช้งานบัญชี',
      users_password: 'ตั้งรหัสผ่านบัญชี',
      users_delete: 'ปิดบัญชี',
      export: 'ส่งออกรายการบัญชี',
    },
  },
  'vi-VN': {
    menu: 'Người dùng',
    codes: {
      users: 'Xem tài khoản ứng dụng',
      users_add: 'Thêm tài khoản',
      users_edit: 'Sửa tài khoản',
      users_status: 'Bật và tắt tài khoản',
      users_password: 'Đặt mật khẩu tài khoản',
      users_delete: 'Đóng tài khoản',
      export: 'Xuất danh sách tài khoản',
    },
  },
});

declare module '../../i18n/resources' {
  interface ScreenMenuTitles {
    users: string;
  }
}
