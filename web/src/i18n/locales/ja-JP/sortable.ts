import type { LocaleArea } from '../../types';
import type en from '../en-US/sortable';

export default {
  column: '並び順',
  handle: '「{{name}}」をドラッグして並べ替え',
  moveUp: '「{{name}}」を上へ',
  moveDown: '「{{name}}」を下へ',
  instructions:
    '行を持ち上げるには Space キーか Enter キーを押します。矢印キーで移動し、Space キーか Enter キーで置き、Esc キーで取り消します。',
  picked: '{{name}} を持ち上げました。位置 {{from}}/{{count}}。',
  over: '{{name}} を位置 {{to}}/{{count}} に移動しました。',
  dropped: '{{name}} を位置 {{to}}/{{count}} に置きました。',
  cancelled: '並べ替えを取り消しました。{{name}} は位置 {{from}} のままです。',
} satisfies LocaleArea<typeof en>;
