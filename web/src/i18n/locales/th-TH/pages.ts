import type { LocaleArea } from '../../types';
import type en from '../en-US/pages';

export default {
  forbidden: 'ขออภัย คุณไม่มีสิทธิ์เข้าถึงหน้านี้ โปรดขอสิทธิ์จากเจ้าของร้าน',
  notFound: 'ขออภัย ไม่พบหน้าที่คุณเข้าชม',
  serverError: 'ขออภัย เกิดข้อผิดพลาดบางอย่าง โปรดลองอีกครั้งหรือกลับไปหน้าแรก',
} satisfies LocaleArea<typeof en>;
