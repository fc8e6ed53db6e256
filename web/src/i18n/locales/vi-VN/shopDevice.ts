import type { LocaleArea } from '../../types';
import type en from '../en-US/shopDevice';

export default {
  deviceNo: 'Số thiết bị',
  deviceName: 'Tên thiết bị',
  accounts: 'Tài khoản gắn kèm',
  accountsValue: '{{count}} ({{enabled}} đang bật)',
  createdAt: 'Ngày thêm',
  lastSeenAt: 'Liên lạc gần nhất',
  neverSeen: 'Chưa bao giờ',
  searchButton: 'Tìm kiếm',
  add: 'Thêm thiết bị',
  addTitle: 'Thêm thiết bị',
  deviceNoRequired: 'Hãy nhập số thiết bị',
  deviceNameRequired: 'Hãy nhập tên thiết bị',
  deviceNoHint: '1-64 chữ cái, chữ số, - hoặc _. Số thiết bị không được trùng.',
  deviceNamePlaceholder: 'vd. Máy phân tích quầy lễ tân',
  added: 'Đã thêm thiết bị {{deviceNo}}',
  delete: 'Xóa',
  deleteTitle: 'Xóa thiết bị {{deviceNo}}?',
  deleteBody:
    'Các tài khoản đăng ký với thiết bị này và các đầu xem vĩnh viễn của nó sẽ bị tắt. Không thể hoàn tác thao tác này.',
  deleteCount: 'Tài khoản gắn với thiết bị này: {{count}}; {{enabled}} tài khoản đang bật sẽ bị tắt.',
  deleteOk: 'Xóa thiết bị',
  deleted: 'Đã xóa thiết bị {{deviceNo}}; đã tắt {{count}} tài khoản',
  empty: 'Chưa có thiết bị',
  emptyHint: 'Thêm các thiết bị của cửa hàng, sau đó gắn tài khoản vào chúng.',
  noMatch: 'Không có thiết bị nào khớp tìm kiếm',
  loadFailed: 'Không tải được danh sách thiết bị',
  platform: {
    store: 'Cửa hàng',
    pickStore: 'Chọn một cửa hàng để xem thiết bị',
    hint: 'Người vận hành nền tảng có thể xem thiết bị của mọi cửa hàng. Việc thêm và xóa thiết bị do từng cửa hàng thực hiện.',
  },
} satisfies LocaleArea<typeof en>;
