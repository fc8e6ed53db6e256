import type { LocaleArea } from '../../types';
import type en from '../en-US/menu';

export default {
  home: 'Beranda',
  payment: 'Pembayaran',
  paymentResult: 'Hasil pembayaran',
  login: 'Masuk',
  register: 'Daftar',
  forget: 'Atur ulang kata sandi',
  forbidden: 'Tidak ada akses',
  notFound: 'Halaman tidak ditemukan',
  serverError: 'Kesalahan server',
  redirecting: 'Mengalihkan',
  sharedReport: 'Laporan yang dibagikan',
} satisfies LocaleArea<typeof en>;
