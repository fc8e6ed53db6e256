import type { LocaleArea } from '../../types';
import type en from '../en-US/retention';

export default {
  title: 'ระยะเก็บรูป',
  hint: 'รูปการวิเคราะห์ที่เก่ากว่านี้จะถูกลบวันละครั้งพร้อมภาพย่อ ส่วนการวิเคราะห์และผลยังอยู่ พร้อมหมายเหตุว่ารูปถูกลบแล้ว ตั้งเป็น 0 เพื่อเก็บไว้จนกว่าคุณจะลบเอง',
  months: 'เก็บรูปไว้ (เดือน)',
  monthsSuffix: 'เดือน',
  keepForever: 'เก็บไว้จนกว่าจะลบ',
  keptFor: 'เก็บไว้ {{count}} เดือน',
  save: 'บันทึก',
  saved: 'บันทึกระยะเก็บรูปแล้ว',
  dueTitle: 'การล้างรายวันครั้งถัดไปจะคืนพื้นที่',
  dueNone: 'ตอนนี้ไม่มีรูปที่เก่ากว่ากำหนด',
  due: 'รูป {{photos}} รูปจากการวิเคราะห์ {{analyses}} ครั้งก่อน {{date}} รวม {{size}}',
  dueMore: 'อย่างน้อย {{photos}} รูปจากการวิเคราะห์ {{analyses}} ครั้งก่อน {{date}} อย่างน้อย {{size}}',
  ownerOnly: 'เฉพาะเจ้าของร้านเท่านั้นที่เปลี่ยนระยะเก็บรูปได้',
  loadFailed: 'โหลดระยะเก็บรูปไม่สำเร็จ',
} satisfies LocaleArea<typeof en>;
