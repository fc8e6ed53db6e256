import type { LocaleArea } from '../../types';
import type en from '../en-US/shopDevice';

export default {
  deviceNo: 'หมายเลขอุปกรณ์',
  deviceName: 'ชื่ออุปกรณ์',
  accounts: 'บัญชีที่ผูกไว้',
  accountsValue: '{{count}} (เปิดใช้งาน {{enabled}})',
  createdAt: 'เพิ่มเมื่อ',
  searchButton: 'ค้นหา',
  add: 'เพิ่มอุปกรณ์',
  addTitle: 'เพิ่มอุปกรณ์',
  deviceNoRequired: 'โปรดป้อนหมายเลขอุปกรณ์',
  deviceNameRequired: 'โปรดป้อนชื่ออุปกรณ์',
  deviceNoHint: 'ตัวอักษร ตัวเลข - หรือ _ จำนวน 1-64 ตัว หมายเลขอุปกรณ์ต้องไม่ซ้ำกัน',
  deviceNamePlaceholder: 'เช่น เครื่องวิเคราะห์หน้าเคาน์เตอร์',
  added: 'เพิ่มอุปกรณ์ {{deviceNo}} แล้ว',
  delete: 'ลบ',
  deleteTitle: 'ลบอุปกรณ์ {{deviceNo}} หรือไม่?',
  deleteBody: 'บัญชีที่ลงทะเบียนกับอุปกรณ์นี้และเครื่องดูแบบถาวรของอุปกรณ์จะถูกปิดใช้งาน การดำเนินการนี้ย้อนกลับไม่ได้',
  deleteCount: 'บัญชีที่ผูกกับอุปกรณ์นี้: {{count}} บัญชี โดย {{enabled}} บัญชีที่เปิดใช้งานอยู่จะถูกปิดใช้งาน',
  deleteOk: 'ลบอุปกรณ์',
  deleted: 'ลบอุปกรณ์ {{deviceNo}} แล้ว ปิดใช้งาน {{count}} บัญชี',
  empty: 'ยังไม่มีอุปกรณ์',
  emptyHint: 'เพิ่มอุปกรณ์ของร้าน แล้วผูกบัญชีเข้ากับอุปกรณ์',
  noMatch: 'ไม่มีอุปกรณ์ที่ตรงกับการค้นหา',
  loadFailed: 'โหลดรายการอุปกรณ์ไม่สำเร็จ',
  platform: {
    store: 'ร้านค้า',
    pickStore: 'เลือกร้านเพื่อดูอุปกรณ์ของร้าน',
    hint: 'ผู้ดูแลแพลตฟอร์มดูอุปกรณ์ของร้านใดก็ได้ การเพิ่มและลบอุปกรณ์เป็นหน้าที่ของแต่ละร้าน',
  },
} satisfies LocaleArea<typeof en>;
