import type { LocaleArea } from '../../types';
import type en from '../en-US/menu';

export default {
  home: 'หน้าแรก',
  data: 'ศูนย์ข้อมูล',
  users: 'ผู้ใช้',
  shopDevice: 'อุปกรณ์',
  symptomLabel: 'ป้ายกำกับอาการ',
  productType: 'โปรแกรม',
  symptomDesc: 'สคริปต์อาการ',
  adInfo: 'โฆษณา',
  myOrders: 'คำสั่งซื้อ',
  cloud: 'พื้นที่คลาวด์',
  payment: 'ชำระเงิน',
  paymentResult: 'ผลการชำระเงิน',
  login: 'เข้าสู่ระบบ',
  register: 'ลงทะเบียน',
  forget: 'รีเซ็ตรหัสผ่าน',
  forbidden: 'ไม่มีสิทธิ์เข้าถึง',
  notFound: 'ไม่พบหน้า',
  serverError: 'เซิร์ฟเวอร์ขัดข้อง',
  redirecting: 'กำลังเปลี่ยนหน้า',
} satisfies LocaleArea<typeof en>;
