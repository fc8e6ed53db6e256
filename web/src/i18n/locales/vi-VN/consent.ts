import type { LocaleArea } from '../../types';
import type en from '../en-US/consent';

export default {
  tab: 'Văn bản đồng ý',
  intro:
    'Nội dung ứng dụng phân tích da hiển thị cho khách trước khi cô ấy đồng ý, theo từng ngôn ngữ. Mỗi lần lưu tạo một phiên bản mới; mỗi lượt đồng ý ghi lại phiên bản cô ấy đã đọc.',
  introPlatform:
    'Văn bản đồng ý mặc định: cửa hàng chưa có văn bản riêng ở một ngôn ngữ sẽ hiển thị văn bản này. Mỗi lần lưu tạo một phiên bản mới.',
  languagesTable: 'Văn bản đồng ý theo ngôn ngữ',
  language: 'Ngôn ngữ',
  latest: 'Phiên bản mới nhất',
  savedAt: 'Đã lưu',
  savedBy: 'Người lưu',
  versions: 'Số phiên bản',
  version: 'Phiên bản',
  length: 'Ký tự',
  none: 'Chưa có',
  platformShown: 'Hiển thị {{version}} của nền tảng',
  editorTitle: 'Văn bản bằng {{language}}',
  editorLabel: 'Văn bản đồng ý bằng {{language}}',
  placeholder: 'Mục đích, dữ liệu được lưu và thời hạn, quyền của khách, cách liên hệ cửa hàng',
  startsFromPlatform:
    'Bạn chưa có văn bản riêng ở ngôn ngữ này: đây là {{version}} của nền tảng. Sửa và lưu để tạo văn bản của bạn.',
  tooLong: 'Tối đa {{max}} ký tự',
  save: 'Lưu thành phiên bản mới',
  undo: 'Hoàn tác thay đổi',
  confirmTitle: 'Lưu phiên bản mới?',
  confirmBody:
    'Thao tác này tạo phiên bản {{number}} của văn bản {{language}}, ứng dụng sẽ hiển thị phiên bản này từ nay. Các phiên bản cũ vẫn đọc được, và các lượt đồng ý đã ghi vẫn nêu phiên bản khách đã đọc.',
  confirmOk: 'Lưu',
  saved: 'Đã lưu phiên bản {{version}}',
  unchanged: 'Văn bản giống phiên bản mới nhất: không lưu gì mới',
  history: 'Các phiên bản của văn bản {{language}}',
  historyEmpty: 'Chưa có phiên bản',
  readVersion: 'Đọc phiên bản {{version}}',
  readTitle: 'Phiên bản {{version}}',
  readMeta: 'Lưu lúc {{time}} bởi {{name}}',
  platformTag: 'Mặc định của nền tảng',
  loadFailed: 'Không tải được văn bản đồng ý',
} satisfies LocaleArea<typeof en>;
