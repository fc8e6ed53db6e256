import type { LocaleArea } from '../../types';
import type en from '../en-US/sortable';

export default {
  column: '排序',
  handle: '拖动以调整“{{name}}”的顺序',
  moveUp: '将“{{name}}”上移',
  moveDown: '将“{{name}}”下移',
  instructions: '按空格键或回车键拿起一行，用方向键移动，再按空格键或回车键放下，按 Esc 取消。',
  picked: '已拿起 {{name}}，当前位置 {{from}}/{{count}}。',
  over: '{{name}} 已移到位置 {{to}}/{{count}}。',
  dropped: '{{name}} 已放到位置 {{to}}/{{count}}。',
  cancelled: '已取消排序，{{name}} 仍在位置 {{from}}。',
} satisfies LocaleArea<typeof en>;
