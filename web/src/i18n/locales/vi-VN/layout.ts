import type { LocaleArea } from '../../types';
import type en from '../en-US/layout';

export default {
  mainMenu: 'Menu chính',
  collapse: 'Thu gọn menu',
  expand: 'Mở rộng menu',
  openMenu: 'Mở menu',
  reload: 'Tải lại trang',
  fullscreen: 'Toàn màn hình (F11)',
  exitFullscreen: 'Thoát toàn màn hình (F11)',
  account: 'Tài khoản',
  changePassword: 'Đổi mật khẩu',
  logout: 'Đăng xuất',
  logoutTitle: 'Đăng xuất khỏi bảng điều khiển?',
  logoutContent: 'Các thẻ đang mở và cài đặt cá nhân của bạn được giữ lại cho lần đăng nhập sau.',
  kind: {
    platform: 'Nhà vận hành nền tảng',
    owner: 'Chủ cửa hàng',
    staff: 'Nhân viên cửa hàng',
  },
  skipToContent: 'Chuyển đến nội dung',
  tabs: {
    label: 'Các trang đang mở',
    actions: 'Thao tác thẻ',
    closeCurrent: 'Đóng thẻ hiện tại',
    closeLeft: 'Đóng các thẻ bên trái',
    closeRight: 'Đóng các thẻ bên phải',
    closeOthers: 'Đóng các thẻ khác',
    closeAll: 'Đóng tất cả thẻ',
    close: 'Đóng thẻ (Delete)',
  },
  cloud: {
    title: 'Dung lượng đám mây',
    dayLeft: 'Còn 1 ngày',
    daysLeft: 'Còn {{days}} ngày',
    expired: 'Đã hết hạn',
    usage: 'Đã dùng: {{size}}',
    tipActive:
      'Dung lượng đám mây của {{store}} hết hạn vào {{date}}. Hãy gia hạn kịp thời để đầu xem tiếp tục hoạt động.',
    tipExpired:
      'Dung lượng đám mây của {{store}} đã hết hạn vào {{date}}. Đầu xem ngừng hoạt động cho đến khi gia hạn.',
    manage: 'Cách gia hạn',
  },
  password: {
    title: 'Đổi mật khẩu',
    oldPwd: 'Mật khẩu hiện tại',
    newPwd: 'Mật khẩu mới',
    rePass: 'Nhập lại mật khẩu mới',
    oldRequired: 'Vui lòng nhập mật khẩu hiện tại',
    newRequired: 'Vui lòng nhập mật khẩu mới',
    rePassRequired: 'Vui lòng nhập lại mật khẩu mới',
    submit: 'Đổi mật khẩu',
    changed: 'Đã đổi mật khẩu. Vui lòng đăng nhập lại bằng mật khẩu mới.',
    signOutNote: 'Sau khi đổi, mọi phiên đăng nhập của tài khoản này sẽ bị đăng xuất.',
    sameAsOld: 'Mật khẩu mới phải khác mật khẩu hiện tại',
  },
} satisfies LocaleArea<typeof en>;
