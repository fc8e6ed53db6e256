import type { LocaleArea } from '../../types';
import type en from '../en-US/pages';

export default {
  forbidden: 'Maaf, Anda tidak memiliki akses ke halaman ini. Minta akses kepada pemilik toko.',
  notFound: 'Maaf, halaman yang Anda kunjungi tidak ada.',
  serverError: 'Maaf, terjadi kesalahan. Coba lagi, atau kembali ke beranda.',
  comingSoon: 'Layar ini akan hadir di rilis berikutnya',
  comingSoonHint: 'Entri menu dan hak aksesnya sudah siap.',
  orderNo: 'Nomor pesanan: {{orderNo}}',
} satisfies LocaleArea<typeof en>;
