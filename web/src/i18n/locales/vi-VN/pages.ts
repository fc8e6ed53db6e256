import type { LocaleArea } from '../../types';
import type en from '../en-US/pages';

export default {
  forbidden: 'Xin lỗi, bạn không có quyền truy cập trang này. Hãy xin quyền từ chủ cửa hàng.',
  notFound: 'Xin lỗi, trang bạn truy cập không tồn tại.',
  serverError: 'Xin lỗi, đã xảy ra sự cố. Hãy thử lại hoặc quay về trang chủ.',
  comingSoon: 'Màn hình này sắp ra mắt',
  comingSoonHint:
    'Trong lúc chờ, thiết bị và ứng dụng vẫn hoạt động bình thường và không mất dữ liệu. Nếu bạn cần ngay, hãy liên hệ bộ phận hỗ trợ của nền tảng.',
  /** What each screen still to come will do, said to a store owner. */
  will: {
    data: 'Tại đây bạn sẽ xem tình hình cửa hàng: số lần phân tích, khách hàng mới và mức sử dụng từng thiết bị.',
    symptomLabel:
      'Tại đây bạn sẽ quản lý nhãn triệu chứng trong báo cáo: mức độ và màu sắc, nguyên nhân và lời khuyên chăm sóc.',
    productType:
      'Tại đây bạn sẽ quản lý liệu trình và sản phẩm bạn đề xuất theo loại, gắn với các triệu chứng tương ứng.',
    treatmentCase: 'Tại đây bạn sẽ tập hợp ca điều trị và phác đồ để giới thiệu cho khách hàng.',
    symptomDesc: 'Tại đây bạn sẽ chỉnh sửa lời mô tả và hình ảnh mà báo cáo hiển thị cho từng triệu chứng.',
    adInfo: 'Tại đây bạn sẽ thiết lập quảng cáo trình chiếu và trang khởi động trên thiết bị.',
    complaintType: 'Tại đây bạn sẽ quản lý các loại vấn đề chính của khách hàng.',
    complainInfo: 'Tại đây bạn sẽ quản lý các vấn đề chính mà nhân viên chọn và thứ tự của chúng.',
    myOrders: 'Tại đây bạn sẽ xem và thanh toán đơn hàng: gia hạn không gian đám mây và thiết bị xem.',
    cloud: 'Tại đây bạn sẽ xem dung lượng đám mây đã dùng và gia hạn trực tuyến.',
    payment: 'Tại đây bạn sẽ thanh toán đơn hàng.',
    paymentResult: 'Tại đây bạn sẽ xem kết quả thanh toán.',
  },
  cloudStatus: 'Không gian đám mây của bạn: đã dùng {{size}}, hiệu lực đến {{date}}.',
  cloudMeanwhile:
    'Cho đến khi gia hạn trực tuyến có tại đây, hãy liên hệ bộ phận hỗ trợ của nền tảng để gia hạn. Không gian đám mây vẫn hoạt động đến ngày đó.',
  orderNo: 'Mã đơn hàng: {{orderNo}}',
} satisfies LocaleArea<typeof en>;
