import type { LocaleArea } from '../../types';
import type en from '../en-US/importFaults';

export default {
  title: 'ไม่ได้นำเข้าข้อมูลใด: พบปัญหา {{count}} รายการ โปรดแก้ไขในไฟล์แล้วอัปโหลดอีกครั้ง',
  row: 'แถว',
  column: 'คอลัมน์',
  problem: 'ปัญหา',
  wholeRow: 'ทั้งแถว',
  more: 'แสดง {{shown}} รายการแรกจากทั้งหมด {{count}} รายการ',
  dismiss: 'ปิดรายการปัญหา',
} satisfies LocaleArea<typeof en>;
