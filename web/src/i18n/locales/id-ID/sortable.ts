import type { LocaleArea } from '../../types';
import type en from '../en-US/sortable';

export default {
  column: 'Urutan',
  handle: 'Seret untuk mengurutkan “{{name}}”',
  moveUp: 'Naikkan “{{name}}”',
  moveDown: 'Turunkan “{{name}}”',
  instructions:
    'Untuk mengangkat baris, tekan Spasi atau Enter. Pindahkan dengan tombol panah, letakkan dengan Spasi atau Enter, atau batalkan dengan Escape.',
  picked: '{{name}} diangkat, posisi {{from}} dari {{count}}.',
  over: '{{name}} dipindahkan ke posisi {{to}} dari {{count}}.',
  dropped: '{{name}} diletakkan di posisi {{to}} dari {{count}}.',
  cancelled: 'Pengurutan dibatalkan; {{name}} tetap di posisi {{from}}.',
} satisfies LocaleArea<typeof en>;
