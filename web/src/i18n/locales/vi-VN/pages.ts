import type { LocaleArea } from '../../types';
import type en from '../en-US/pages';

export default {
  forbidden: 'Xin lỗi, bạn không có quyền truy cập trang này. Hãy xin quyền từ chủ cửa hàng.',
  notFound: 'Xin lỗi, trang bạn truy cập không tồn tại.',
  serverError: 'Xin lỗi, đã xảy ra sự cố. Hãy thử lại hoặc quay về trang chủ.',
  comingSoon: 'Màn hình này sẽ có trong bản phát hành sau',
  comingSoonHint: 'Mục menu và quyền truy cập của nó đã sẵn sàng.',
  orderNo: 'Mã đơn hàng: {{orderNo}}',
} satisfies LocaleArea<typeof en>;
