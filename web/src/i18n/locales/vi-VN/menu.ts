import type { LocaleArea } from '../../types';
import type en from '../en-US/menu';

export default {
  home: 'Trang chủ',
  payment: 'Thanh toán',
  paymentResult: 'Kết quả thanh toán',
  login: 'Đăng nhập',
  register: 'Đăng ký',
  forget: 'Đặt lại mật khẩu',
  forbidden: 'Không có quyền truy cập',
  notFound: 'Không tìm thấy trang',
  serverError: 'Lỗi máy chủ',
  redirecting: 'Đang chuyển hướng',
  sharedReport: 'Báo cáo được chia sẻ',
} satisfies LocaleArea<typeof en>;
