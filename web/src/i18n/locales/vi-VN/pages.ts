import type { LocaleArea } from '../../types';
import type en from '../en-US/pages';

export default {
  forbidden: 'Xin lỗi, bạn không có quyền truy cập trang này. Hãy xin quyền từ chủ cửa hàng.',
  notFound: 'Xin lỗi, trang bạn truy cập không tồn tại.',
  serverError: 'Xin lỗi, đã xảy ra sự cố. Hãy thử lại hoặc quay về trang chủ.',
} satisfies LocaleArea<typeof en>;
