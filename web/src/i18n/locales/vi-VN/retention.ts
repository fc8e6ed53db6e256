import type { LocaleArea } from '../../types';
import type en from '../en-US/retention';

export default {
  title: 'Thời hạn lưu ảnh',
  hint: 'Ảnh phân tích cũ hơn thời hạn này bị xóa mỗi ngày một lần cùng ảnh thu nhỏ; các lần phân tích và kết quả vẫn được giữ, kèm ghi chú rằng ảnh đã bị xóa. 0 giữ ảnh cho đến khi bạn xóa.',
  months: 'Lưu ảnh trong (tháng)',
  monthsSuffix: 'tháng',
  keepForever: 'Giữ đến khi xóa',
  keptFor: 'Lưu {{count}} tháng',
  save: 'Lưu',
  saved: 'Đã lưu thời hạn lưu ảnh',
  dueTitle: 'Lần dọn hằng ngày tiếp theo giải phóng',
  dueNone: 'Hiện không có ảnh nào quá thời hạn.',
  due: '{{photos}} ảnh của {{analyses}} lần phân tích trước {{date}}, {{size}}',
  dueMore: 'Ít nhất {{photos}} ảnh của {{analyses}} lần phân tích trước {{date}}, {{size}} trở lên',
  ownerOnly: 'Chỉ chủ cửa hàng mới có thể thay đổi thời hạn lưu ảnh.',
  loadFailed: 'Không tải được thời hạn lưu ảnh',
} satisfies LocaleArea<typeof en>;
