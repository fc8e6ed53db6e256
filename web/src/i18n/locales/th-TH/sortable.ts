import type { LocaleArea } from '../../types';
import type en from '../en-US/sortable';

export default {
  column: 'ลำดับ',
  handle: 'ลากเพื่อจัดลำดับ “{{name}}”',
  moveUp: 'เลื่อน “{{name}}” ขึ้น',
  moveDown: 'เลื่อน “{{name}}” ลง',
  instructions: 'กด Space หรือ Enter เพื่อหยิบแถว เลื่อนด้วยปุ่มลูกศร วางด้วย Space หรือ Enter หรือยกเลิกด้วย Escape',
  picked: 'หยิบ {{name}} แล้ว ตำแหน่ง {{from}} จาก {{count}}',
  over: 'ย้าย {{name}} ไปตำแหน่ง {{to}} จาก {{count}}',
  dropped: 'วาง {{name}} ที่ตำแหน่ง {{to}} จาก {{count}}',
  cancelled: 'ยกเลิกการจัดลำดับ {{name}} ยังอยู่ที่ตำแหน่ง {{from}}',
} satisfies LocaleArea<typeof en>;
