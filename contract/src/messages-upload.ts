import type { Language } from './enums.js';

/** Keys of errors.ts entries of photos posted straight to the object store (issue 43 item 1). */
type UploadKey =
  | 'uploadDirectUnavailable'
  | 'uploadGrantUnknown'
  | 'uploadGrantUsed'
  | 'uploadGrantExpired'
  | 'uploadObjectMissing';

/** Server messages of upload grants, in the seven interface languages: what was refused, and what to do. */
export const UPLOAD_MESSAGES: Record<Language, Record<UploadKey, string>> = {
  'zh-CN': {
    uploadDirectUnavailable: '此服务器不提供直传：请通过 /api/app/v1/files 上传照片',
    uploadGrantUnknown: '没有这个上传授权：请先申请上传授权',
    uploadGrantUsed: '这个上传授权已经确认过，每个授权只能确认一次：请重新申请授权并上传',
    uploadGrantExpired: '上传授权已过期：请重新申请授权并上传',
    uploadObjectMissing: '还没有收到这张照片：请先按授权上传照片，再确认',
  },
  'en-US': {
    uploadDirectUnavailable: 'This server takes no direct uploads: upload the photo through /api/app/v1/files',
    uploadGrantUnknown: 'There is no such upload grant: ask for an upload grant first',
    uploadGrantUsed:
      'This upload grant was confirmed already; each grant is confirmed once: ask for a new grant and upload again',
    uploadGrantExpired: 'The upload grant has expired: ask for a new grant and upload again',
    uploadObjectMissing: 'The photo has not arrived yet: post it with the grant first, then confirm it',
  },
  'ja-JP': {
    uploadDirectUnavailable:
      'このサーバーは直接アップロードを受け付けません。/api/app/v1/files から写真をアップロードしてください',
    uploadGrantUnknown: 'そのアップロード許可はありません。先にアップロード許可を取得してください',
    uploadGrantUsed:
      'このアップロード許可は確認済みです（確認は一度だけ）。新しい許可を取得してアップロードし直してください',
    uploadGrantExpired: 'アップロード許可の期限が切れました。新しい許可を取得してアップロードし直してください',
    uploadObjectMissing: '写真がまだ届いていません。許可に従って写真を送信してから確認してください',
  },
  'es-ES': {
    uploadDirectUnavailable: 'Este servidor no admite subidas directas: sube la foto a través de /api/app/v1/files',
    uploadGrantUnknown: 'No existe ese permiso de subida: solicita primero un permiso de subida',
    uploadGrantUsed:
      'Este permiso de subida ya se confirmó; cada permiso se confirma una vez: solicita otro y vuelve a subir la foto',
    uploadGrantExpired: 'El permiso de subida ha caducado: solicita otro y vuelve a subir la foto',
    uploadObjectMissing: 'La foto aún no ha llegado: envíala con el permiso y después confírmala',
  },
  'id-ID': {
    uploadDirectUnavailable: 'Server ini tidak menerima unggahan langsung: unggah foto melalui /api/app/v1/files',
    uploadGrantUnknown: 'Izin unggah itu tidak ada: minta izin unggah terlebih dahulu',
    uploadGrantUsed:
      'Izin unggah ini sudah dikonfirmasi; setiap izin hanya dikonfirmasi sekali: minta izin baru dan unggah lagi',
    uploadGrantExpired: 'Izin unggah sudah kedaluwarsa: minta izin baru dan unggah lagi',
    uploadObjectMissing: 'Foto belum diterima: kirim foto dengan izin tersebut, lalu konfirmasi',
  },
  'th-TH': {
    uploadDirectUnavailable: 'เซิร์ฟเวอร์นี้ไม่รับการอัปโหลดโดยตรง: โปรดอัปโหลดรูปผ่าน /api/app/v1/files',
    uploadGrantUnknown: 'ไม่มีสิทธิ์อัปโหลดนี้: โปรดขอสิทธิ์อัปโหลดก่อน',
    uploadGrantUsed: 'สิทธิ์อัปโหลดนี้ได้รับการยืนยันแล้ว สิทธิ์หนึ่งยืนยันได้ครั้งเดียว: โปรดขอสิทธิ์ใหม่แล้วอัปโหลดอีกครั้ง',
    uploadGrantExpired: 'สิทธิ์อัปโหลดหมดอายุแล้ว: โปรดขอสิทธิ์ใหม่แล้วอัปโหลดอีกครั้ง',
    uploadObjectMissing: 'ยังไม่ได้รับรูปนี้: โปรดส่งรูปด้วยสิทธิ์อัปโหลดก่อน แล้วจึงยืนยัน',
  },
  'vi-VN': {
    uploadDirectUnavailable: 'Máy chủ này không nhận tải lên trực tiếp: hãy tải ảnh lên qua /api/app/v1/files',
    uploadGrantUnknown: 'Không có quyền tải lên này: hãy xin quyền tải lên trước',
    uploadGrantUsed:
      'Quyền tải lên này đã được xác nhận; mỗi quyền chỉ xác nhận một lần: hãy xin quyền mới và tải lên lại',
    uploadGrantExpired: 'Quyền tải lên đã hết hạn: hãy xin quyền mới và tải lên lại',
    uploadObjectMissing: 'Chưa nhận được ảnh: hãy gửi ảnh theo quyền tải lên trước, rồi xác nhận',
  },
};
