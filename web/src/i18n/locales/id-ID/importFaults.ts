import type { LocaleArea } from '../../types';
import type en from '../en-US/importFaults';

export default {
  title: 'Tidak ada yang diimpor: {{count}} masalah. Perbaiki di file lalu unggah lagi.',
  row: 'Baris',
  column: 'Kolom',
  problem: 'Masalah',
  wholeRow: 'Seluruh baris',
  more: 'Ditampilkan {{shown}} masalah pertama dari {{count}}.',
  dismiss: 'Tutup daftar masalah',
} satisfies LocaleArea<typeof en>;
