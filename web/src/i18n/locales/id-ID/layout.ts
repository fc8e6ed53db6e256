import type { LocaleArea } from '../../types';
import type en from '../en-US/layout';

export default {
  mainMenu: 'Menu utama',
  collapse: 'Ciutkan menu',
  expand: 'Bentangkan menu',
  openMenu: 'Buka menu',
  reload: 'Muat ulang halaman',
  fullscreen: 'Layar penuh (F11)',
  exitFullscreen: 'Keluar dari layar penuh (F11)',
  account: 'Akun',
  changePassword: 'Ubah kata sandi',
  logout: 'Keluar',
  logoutTitle: 'Keluar dari konsol?',
  logoutContent: 'Tab yang terbuka dan pengaturan pribadi Anda tetap disimpan untuk login berikutnya.',
  kind: {
    platform: 'Operator platform',
    owner: 'Pemilik toko',
    staff: 'Staf toko',
  },
  skipToContent: 'Langsung ke konten',
  tabs: {
    label: 'Halaman terbuka',
    actions: 'Tindakan tab',
    closeCurrent: 'Tutup tab ini',
    closeLeft: 'Tutup tab di sebelah kiri',
    closeRight: 'Tutup tab di sebelah kanan',
    closeOthers: 'Tutup tab lainnya',
    closeAll: 'Tutup semua tab',
    close: 'Tutup tab (Delete)',
  },
  cloud: {
    title: 'Ruang cloud',
    daysLeft: 'Sisa {{days}} hari',
    expired: 'Kedaluwarsa',
    usage: 'Terpakai: {{size}}',
    tipActive:
      'Ruang cloud {{store}} berakhir pada {{date}}. Perpanjang tepat waktu agar perangkat penampil tetap berfungsi.',
    tipExpired:
      'Ruang cloud {{store}} berakhir pada {{date}}. Perangkat penampil berhenti berfungsi sampai diperpanjang.',
    manage: 'Cara memperpanjang',
  },
  password: {
    title: 'Ubah kata sandi',
    oldPwd: 'Kata sandi saat ini',
    newPwd: 'Kata sandi baru',
    rePass: 'Ulangi kata sandi baru',
    oldRequired: 'Masukkan kata sandi saat ini',
    newRequired: 'Masukkan kata sandi baru',
    rePassRequired: 'Ulangi kata sandi baru',
    submit: 'Ubah kata sandi',
    changed: 'Kata sandi diubah. Silakan masuk lagi dengan kata sandi baru.',
    signOutNote: 'Setelah diubah, semua sesi akun ini akan dikeluarkan.',
    sameAsOld: 'Kata sandi baru harus berbeda dari kata sandi saat ini',
  },
} satisfies LocaleArea<typeof en>;
