import type { LocaleArea } from '../../types';
import type en from '../en-US/pages';

export default {
  forbidden: 'Maaf, Anda tidak memiliki akses ke halaman ini. Minta akses kepada pemilik toko.',
  notFound: 'Maaf, halaman yang Anda kunjungi tidak ada.',
  serverError: 'Maaf, terjadi kesalahan. Coba lagi, atau kembali ke beranda.',
  comingSoon: 'Layar ini segera hadir',
  comingSoonHint:
    'Sementara itu, perangkat dan aplikasi Anda tetap berjalan seperti biasa dan tidak ada data yang hilang. Jika Anda membutuhkannya sekarang, hubungi dukungan platform.',
  /** What each screen still to come will do, said to a store owner. */
  will: {
    data: 'Di sini Anda akan melihat kinerja toko: jumlah analisis, pelanggan baru, dan penggunaan tiap perangkat.',
    symptomLabel:
      'Di sini Anda akan mengelola label gejala pada laporan: tingkat dan warnanya, penyebab, serta saran perawatan.',
    productType:
      'Di sini Anda akan mengelola perawatan dan produk yang Anda rekomendasikan, per jenis, terkait gejala yang ditangani.',
    treatmentCase: 'Di sini Anda akan mengumpulkan kasus dan rencana perawatan untuk ditunjukkan kepada pelanggan.',
    symptomDesc: 'Di sini Anda akan mengubah teks dan gambar yang ditampilkan laporan untuk tiap gejala.',
    adInfo: 'Di sini Anda akan mengatur iklan carousel dan halaman pembuka di perangkat Anda.',
    complaintType: 'Di sini Anda akan mengelola jenis keluhan utama pelanggan.',
    complainInfo: 'Di sini Anda akan mengelola keluhan utama yang dipilih staf, beserta urutannya.',
    myOrders: 'Di sini Anda akan melihat dan membayar pesanan: perpanjangan ruang cloud dan perangkat penampil.',
    cloud: 'Di sini Anda akan melihat pemakaian ruang cloud dan memperpanjangnya secara online.',
    payment: 'Di sini Anda akan membayar pesanan.',
    paymentResult: 'Di sini Anda akan melihat hasil pembayaran.',
  },
  cloudStatus: 'Ruang cloud Anda: terpakai {{size}}, berlaku hingga {{date}}.',
  cloudMeanwhile:
    'Sampai perpanjangan online tersedia di sini, hubungi dukungan platform untuk memperpanjang. Ruang cloud tetap berjalan hingga tanggal tersebut.',
  orderNo: 'Nomor pesanan: {{orderNo}}',
} satisfies LocaleArea<typeof en>;
