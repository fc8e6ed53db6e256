import type { LocaleArea } from '../../types';
import type en from '../en-US/importFaults';

export default {
  title:
    'インポートされませんでした：問題が {{count}} 件あります。ファイルを修正してもう一度アップロードしてください。',
  row: '行',
  column: '列',
  problem: '問題',
  wholeRow: '行全体',
  more: '{{count}} 件中、最初の {{shown}} 件を表示しています。',
  dismiss: '問題の一覧を閉じる',
} satisfies LocaleArea<typeof en>;
