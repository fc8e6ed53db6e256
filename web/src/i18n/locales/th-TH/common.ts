import type { LocaleArea } from '../../types';
import type en from '../en-US/common';

export default {
  appName: 'ระบบหลังร้าน',
  appTagline: 'คอนโซลวิเคราะห์ผิว',
  ok: 'ตกลง',
  cancel: 'ยกเลิก',
  confirm: 'ยืนยัน',
  close: 'ปิด',
  retry: 'ลองอีกครั้ง',
  actions: 'การดำเนินการ',
  total: 'ทั้งหมด {{count}} รายการ',
  loading: 'กำลังโหลด…',
  backHome: 'กลับหน้าแรก',
  language: 'ภาษา',
  switchLanguage: 'เปลี่ยนภาษา',
  /** The row's menu of further actions (an icon button). */
  moreActions: 'การดำเนินการเพิ่มเติม',
  scrollHint: 'เลื่อนไปด้านข้างเพื่อดูทุกคอลัมน์ →',
  requestTimeout: 'เซิร์ฟเวอร์ตอบกลับช้าเกินไป โปรดลองอีกครั้ง',
  networkError: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้ โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
  /** A list's export button (components/ExportMenu.tsx). */
  exports: {
    button: 'ส่งออก',
    csv: 'ส่งออก CSV',
    xlsx: 'ส่งออก Excel (XLSX)',
    done: 'ส่งออก {{file}} แล้ว',
  },
  link: {
    corrected: 'บางส่วนของลิงก์นี้ใช้ไม่ได้ จึงแสดงรายการโดยไม่ใช้ส่วนนั้น: {{parts}}',
    tooLong: '{{param}} ยาวเกิน {{max}} ตัวอักษร',
    fieldTooLong: 'ไม่เกิน {{max}} ตัวอักษร: ไม่ได้ใช้ข้อความจากลิงก์',
  },
  number: {
    whole: 'กรอกจำนวนเต็มตั้งแต่ {{min}} ถึง {{max}}',
    decimals: 'กรอกตัวเลขตั้งแต่ {{min}} ถึง {{max}} ทศนิยมไม่เกิน {{decimals}} ตำแหน่ง',
  },
} satisfies LocaleArea<typeof en>;
