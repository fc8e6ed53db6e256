import type { LocaleArea } from '../../types';
import type en from '../en-US/importFaults';

export default {
  title: 'Không có gì được nhập: {{count}} lỗi. Hãy sửa trong tệp rồi tải lên lại.',
  row: 'Dòng',
  column: 'Cột',
  problem: 'Lỗi',
  wholeRow: 'Cả dòng',
  more: 'Đang hiển thị {{shown}} lỗi đầu tiên trong {{count}} lỗi.',
  dismiss: 'Đóng danh sách lỗi',
} satisfies LocaleArea<typeof en>;
