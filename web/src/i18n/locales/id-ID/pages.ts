import type { LocaleArea } from '../../types';
import type en from '../en-US/pages';

export default {
  forbidden: 'Maaf, Anda tidak memiliki akses ke halaman ini. Minta akses kepada pemilik toko.',
  notFound: 'Maaf, halaman yang Anda kunjungi tidak ada.',
  serverError: 'Maaf, terjadi kesalahan. Coba lagi, atau kembali ke beranda.',
} satisfies LocaleArea<typeof en>;
