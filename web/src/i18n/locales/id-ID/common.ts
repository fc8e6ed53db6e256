import type { LocaleArea } from '../../types';
import type en from '../en-US/common';

export default {
  appName: 'Back Office Toko',
  appTagline: 'Konsol analisis kulit',
  ok: 'OK',
  cancel: 'Batal',
  confirm: 'Konfirmasi',
  close: 'Tutup',
  retry: 'Coba lagi',
  actions: 'Tindakan',
  total: 'Total: {{count}}',
  loading: 'Memuat…',
  backHome: 'Kembali ke beranda',
  language: 'Bahasa',
  switchLanguage: 'Ganti bahasa',
  /** The row's menu of further actions (an icon button). */
  moreActions: 'Tindakan lainnya',
  scrollHint: 'Geser ke samping untuk melihat semua kolom →',
  requestTimeout: 'Server terlalu lama merespons. Silakan coba lagi.',
  networkError: 'Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.',
  /** A list's export button (components/ExportMenu.tsx). */
  exports: {
    button: 'Ekspor',
    csv: 'Ekspor CSV',
    xlsx: 'Ekspor Excel (XLSX)',
    done: '{{file}} diekspor',
  },
  link: {
    corrected: 'Sebagian tautan ini tidak dapat digunakan, jadi daftar ditampilkan tanpanya: {{parts}}.',
    tooLong: '{{param}} lebih dari {{max}} karakter',
    fieldTooLong: 'Maksimal {{max}} karakter: teks dari tautan tidak digunakan.',
  },
  number: {
    whole: 'Masukkan bilangan bulat dari {{min}} sampai {{max}}',
    decimals: 'Masukkan angka dari {{min}} sampai {{max}} dengan paling banyak {{decimals}} angka desimal',
  },
} satisfies LocaleArea<typeof en>;
