import type { LocaleArea } from '../../types';
import type en from '../en-US/menu';

export default {
  home: 'หน้าแรก',
  payment: 'ชำระเงิน',
  paymentResult: 'ผลการชำระเงิน',
  login: 'เข้าสู่ระบบ',
  register: 'ลงทะเบียน',
  forget: 'รีเซ็ตรหัสผ่าน',
  forbidden: 'ไม่มีสิทธิ์เข้าถึง',
  notFound: 'ไม่พบหน้า',
  serverError: 'เซิร์ฟเวอร์ขัดข้อง',
  redirecting: 'กำลังเปลี่ยนหน้า',
  sharedReport: 'รายงานที่แชร์',
} satisfies LocaleArea<typeof en>;
