import type { LocaleArea } from '../../types';
import type en from '../en-US/sortable';

export default {
  column: 'Thứ tự',
  handle: 'Kéo để sắp xếp “{{name}}”',
  moveUp: 'Đưa “{{name}}” lên',
  moveDown: 'Đưa “{{name}}” xuống',
  instructions:
    'Để nhấc một hàng, nhấn Space hoặc Enter. Di chuyển bằng phím mũi tên, thả bằng Space hoặc Enter, hoặc hủy bằng Escape.',
  picked: 'Đã nhấc {{name}}, vị trí {{from}} trên {{count}}.',
  over: '{{name}} đã chuyển tới vị trí {{to}} trên {{count}}.',
  dropped: '{{name}} đã thả ở vị trí {{to}} trên {{count}}.',
  cancelled: 'Đã hủy sắp xếp; {{name}} vẫn ở vị trí {{from}}.',
} satisfies LocaleArea<typeof en>;
