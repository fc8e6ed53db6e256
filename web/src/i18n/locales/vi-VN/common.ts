import type { LocaleArea } from '../../types';
import type en from '../en-US/common';

export default {
  appName: 'Quản trị cửa hàng',
  appTagline: 'Bảng điều khiển phân tích da',
  ok: 'OK',
  cancel: 'Hủy',
  confirm: 'Xác nhận',
  close: 'Đóng',
  retry: 'Thử lại',
  actions: 'Thao tác',
  total: 'Tổng: {{count}}',
  loading: 'Đang tải…',
  backHome: 'Về trang chủ',
  language: 'Ngôn ngữ',
  switchLanguage: 'Đổi ngôn ngữ',
  /** The row's menu of further actions (an icon button). */
  moreActions: 'Thao tác khác',
  scrollHint: 'Cuộn ngang để xem tất cả các cột →',
  requestTimeout: 'Máy chủ phản hồi quá lâu. Vui lòng thử lại.',
  networkError: 'Không thể kết nối máy chủ. Vui lòng kiểm tra kết nối và thử lại.',
  /** A list's export button (components/ExportMenu.tsx). */
  exports: {
    button: 'Xuất',
    csv: 'Xuất CSV',
    xlsx: 'Xuất Excel (XLSX)',
    done: 'Đã xuất {{file}}',
  },
  link: {
    corrected: 'Một phần của liên kết này không dùng được nên danh sách hiển thị mà không có phần đó: {{parts}}.',
    tooLong: '{{param}} dài hơn {{max}} ký tự',
    fieldTooLong: 'Tối đa {{max}} ký tự: văn bản trong liên kết không được dùng.',
  },
  number: {
    whole: 'Nhập số nguyên từ {{min}} đến {{max}}',
    decimals: 'Nhập số từ {{min}} đến {{max}}, tối đa {{decimals}} chữ số thập phân',
  },
} satisfies LocaleArea<typeof en>;
