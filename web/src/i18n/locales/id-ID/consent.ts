import type { LocaleArea } from '../../types';
import type en from '../en-US/consent';

export default {
  tab: 'Teks persetujuan',
  intro:
    'Yang ditampilkan aplikasi analisis kulit kepada pelanggan sebelum ia memberi persetujuan, per bahasa. Setiap penyimpanan membuat versi baru; setiap persetujuan mencatat versi yang ia baca.',
  introPlatform:
    'Teks persetujuan bawaan: toko tanpa teks sendiri dalam suatu bahasa menampilkan teks ini. Setiap penyimpanan membuat versi baru.',
  languagesTable: 'Teks persetujuan per bahasa',
  language: 'Bahasa',
  latest: 'Versi terbaru',
  savedAt: 'Disimpan',
  savedBy: 'Disimpan oleh',
  versions: 'Versi',
  version: 'Versi',
  length: 'Karakter',
  none: 'Belum ada',
  platformShown: 'Menampilkan {{version}} dari platform',
  editorTitle: 'Teks dalam {{language}}',
  editorLabel: 'Teks persetujuan dalam {{language}}',
  placeholder: 'Tujuan, apa yang disimpan dan berapa lama, hak pelanggan, cara menghubungi toko',
  startsFromPlatform:
    'Anda belum punya teks sendiri dalam bahasa ini: ini {{version}} dari platform. Ubah dan simpan untuk membuat milik Anda.',
  tooLong: 'Paling banyak {{max}} karakter',
  save: 'Simpan sebagai versi baru',
  undo: 'Batalkan perubahan',
  confirmTitle: 'Simpan versi baru?',
  confirmBody:
    'Ini membuat versi {{number}} dari teks {{language}}, yang mulai sekarang ditampilkan aplikasi. Versi sebelumnya tetap dapat dibaca, dan persetujuan yang sudah dicatat tetap menyebut versi yang dibaca pelanggan.',
  confirmOk: 'Simpan',
  saved: 'Versi {{version}} disimpan',
  unchanged: 'Teks sama dengan versi terbaru: tidak ada yang baru disimpan',
  history: 'Versi teks {{language}}',
  historyEmpty: 'Belum ada versi',
  readVersion: 'Baca versi {{version}}',
  readTitle: 'Versi {{version}}',
  readMeta: 'Disimpan {{time}} oleh {{name}}',
  platformTag: 'Bawaan platform',
  loadFailed: 'Teks persetujuan tidak dapat dimuat',
} satisfies LocaleArea<typeof en>;
