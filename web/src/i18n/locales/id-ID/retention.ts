import type { LocaleArea } from '../../types';
import type en from '../en-US/retention';

export default {
  title: 'Masa simpan foto',
  hint: 'Foto analisis yang lebih lama dari ini dihapus sekali sehari beserta thumbnail-nya; analisis dan hasilnya tetap ada, dengan catatan bahwa fotonya telah dihapus. 0 menyimpan foto sampai Anda menghapusnya.',
  months: 'Simpan foto selama (bulan)',
  monthsSuffix: 'bulan',
  keepForever: 'Disimpan sampai dihapus',
  keptFor: 'Disimpan {{count}} bulan',
  save: 'Simpan',
  saved: 'Masa simpan foto disimpan',
  dueTitle: 'Proses harian berikutnya membebaskan',
  dueNone: 'Saat ini tidak ada foto yang melewati batas.',
  due: '{{photos}} foto dari {{analyses}} analisis sebelum {{date}}, {{size}}',
  dueMore: 'Setidaknya {{photos}} foto dari {{analyses}} analisis sebelum {{date}}, {{size}} atau lebih',
  ownerOnly: 'Hanya pemilik toko yang dapat mengubah berapa lama foto disimpan.',
  loadFailed: 'Masa simpan foto gagal dimuat',
} satisfies LocaleArea<typeof en>;
