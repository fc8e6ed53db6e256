import type { LocaleArea } from '../../types';
import type en from '../en-US/shopDevice';

export default {
  deviceNo: 'Nomor perangkat',
  deviceName: 'Nama perangkat',
  accounts: 'Akun terikat',
  accountsValue: '{{count}} ({{enabled}} aktif)',
  createdAt: 'Ditambahkan',
  lastSeenAt: 'Kontak terakhir',
  neverSeen: 'Belum pernah',
  searchButton: 'Cari',
  add: 'Tambah perangkat',
  addTitle: 'Tambah perangkat',
  deviceNoRequired: 'Masukkan nomor perangkat',
  deviceNameRequired: 'Masukkan nama perangkat',
  deviceNoHint: '1-64 huruf, angka, - atau _. Nomor perangkat harus unik.',
  deviceNamePlaceholder: 'mis. Penganalisis meja depan',
  added: 'Perangkat {{deviceNo}} ditambahkan',
  delete: 'Hapus',
  deleteTitle: 'Hapus perangkat {{deviceNo}}?',
  deleteBody:
    'Akun yang terdaftar dengan perangkat ini dan penampil permanennya akan dinonaktifkan. Tindakan ini tidak dapat dibatalkan.',
  deleteCount: 'Akun yang terikat ke perangkat ini: {{count}}; {{enabled}} yang aktif akan dinonaktifkan.',
  deleteOk: 'Hapus perangkat',
  deleted: 'Perangkat {{deviceNo}} dihapus; {{count}} akun dinonaktifkan',
  empty: 'Belum ada perangkat',
  emptyHint: 'Tambahkan perangkat toko Anda, lalu ikat akun ke perangkat tersebut.',
  noMatch: 'Tidak ada perangkat yang cocok dengan pencarian',
  loadFailed: 'Perangkat tidak dapat dimuat',
  platform: {
    store: 'Toko',
    pickStore: 'Pilih toko untuk melihat perangkatnya',
    hint: 'Operator platform dapat melihat perangkat toko mana pun. Menambah dan menghapus perangkat dilakukan oleh masing-masing toko.',
  },
} satisfies LocaleArea<typeof en>;
