import type { Language } from '@skin/contract';
import type { DbOrTx } from '../db/client.js';
import { consentTextRepository } from '../modules/consentText/repository.js';
import { consentTexts } from '../modules/consentText/table.js';

const DAY = 86_400_000;

/** The platform's default consent text per language: purpose, what is kept, for how long, her rights. */
const PLATFORM: Record<Language, string> = {
  'zh-CN':
    '皮肤检测知情同意书\n\n本门店使用皮肤检测仪为您拍摄面部照片，用于分析肤质、生成检测报告并推荐护理方案。面部照片属于敏感个人信息。\n\n1. 照片和检测结果仅用于上述目的，保存在本门店的云空间，保存期限由门店设定，到期后删除。\n2. 未经您同意，我们不会向第三方提供您的照片。\n3. 您可以随时撤回同意，撤回后不再拍摄照片；您也可以要求查阅、复制或删除您的资料。\n4. 如您同意门店联系您，我们仅会就您的护理计划与您联系。\n\n勾选同意即表示您已阅读并理解以上内容。',
  'en-US':
    "Skin analysis consent\n\nThis store uses a skin analyser to take photos of your face, to read your skin, make your report and recommend care. Photos of your face are sensitive personal data.\n\n1. Your photos and results are used only for these purposes, kept in the store's cloud space for the period the store sets, then deleted.\n2. We never give your photos to anyone else without your consent.\n3. You may withdraw your consent at any time (no more photos are taken), and ask for a copy of your data or for its erasure.\n4. If you allow us to contact you, we contact you only about your care plan.\n\nBy accepting you confirm that you have read and understood this notice.",
  'ja-JP':
    '肌分析に関する同意書\n\n当店は肌分析機でお客様の顔写真を撮影し、肌の状態の分析、レポートの作成、ケアのご提案に利用します。顔写真は要配慮個人情報です。\n\n1. 写真と結果は上記の目的にのみ利用し、当店のクラウドに当店が定める期間保存した後、削除します。\n2. ご本人の同意なく第三者に写真を提供することはありません。\n3. 同意はいつでも撤回でき（以後撮影しません）、データの開示・複製・削除を求めることができます。\n4. ご連絡を許可された場合、ケアプランに関してのみご連絡します。\n\n同意することで、本書を読み理解したことを確認したものとします。',
  'es-ES':
    'Consentimiento para el análisis de la piel\n\nEsta tienda utiliza un analizador para fotografiar tu rostro, analizar tu piel, preparar tu informe y recomendarte cuidados. Las fotos de tu rostro son datos personales sensibles.\n\n1. Tus fotos y resultados se usan solo para estos fines, se guardan en el espacio en la nube de la tienda durante el plazo que esta fija y después se eliminan.\n2. Nunca cedemos tus fotos a terceros sin tu consentimiento.\n3. Puedes retirar tu consentimiento cuando quieras (no se tomarán más fotos) y pedir una copia de tus datos o su supresión.\n4. Si nos permites contactarte, solo lo haremos sobre tu plan de cuidados.\n\nAl aceptar confirmas que has leído y entendido este aviso.',
  'id-ID':
    'Persetujuan analisis kulit\n\nToko ini menggunakan alat analisis kulit untuk memotret wajah Anda, membaca kondisi kulit, membuat laporan, dan merekomendasikan perawatan. Foto wajah Anda adalah data pribadi yang sensitif.\n\n1. Foto dan hasil Anda hanya digunakan untuk tujuan tersebut, disimpan di ruang cloud toko selama jangka waktu yang ditetapkan toko, lalu dihapus.\n2. Kami tidak pernah memberikan foto Anda kepada pihak lain tanpa persetujuan Anda.\n3. Anda dapat menarik persetujuan kapan saja (tidak ada foto baru yang diambil), serta meminta salinan atau penghapusan data Anda.\n4. Jika Anda mengizinkan kami menghubungi Anda, kami hanya akan menghubungi terkait rencana perawatan Anda.\n\nDengan menyetujui, Anda menyatakan telah membaca dan memahami pemberitahuan ini.',
  'th-TH':
    'ความยินยอมในการวิเคราะห์ผิว\n\nร้านนี้ใช้เครื่องวิเคราะห์ผิวถ่ายภาพใบหน้าของคุณ เพื่อวิเคราะห์สภาพผิว จัดทำรายงาน และแนะนำการดูแล ภาพใบหน้าเป็นข้อมูลส่วนบุคคลที่อ่อนไหว\n\n1. ภาพและผลการวิเคราะห์ใช้เพื่อวัตถุประสงค์ข้างต้นเท่านั้น เก็บไว้ในพื้นที่คลาวด์ของร้านตามระยะเวลาที่ร้านกำหนด แล้วจึงลบ\n2. เราจะไม่ส่งภาพของคุณให้ผู้อื่นโดยไม่ได้รับความยินยอม\n3. คุณถอนความยินยอมได้ทุกเมื่อ (จะไม่มีการถ่ายภาพอีก) และขอสำเนาหรือขอให้ลบข้อมูลของคุณได้\n4. หากคุณอนุญาตให้ติดต่อ เราจะติดต่อเฉพาะเรื่องแผนการดูแลของคุณ\n\nการยอมรับถือว่าคุณได้อ่านและเข้าใจประกาศนี้แล้ว',
  'vi-VN':
    'Đồng ý phân tích da\n\nCửa hàng dùng máy phân tích da để chụp ảnh khuôn mặt của bạn, phân tích làn da, lập báo cáo và gợi ý cách chăm sóc. Ảnh khuôn mặt là dữ liệu cá nhân nhạy cảm.\n\n1. Ảnh và kết quả chỉ dùng cho các mục đích trên, được lưu trong không gian đám mây của cửa hàng trong thời hạn cửa hàng đặt ra, sau đó bị xóa.\n2. Chúng tôi không bao giờ cung cấp ảnh của bạn cho bên khác khi chưa có sự đồng ý của bạn.\n3. Bạn có thể rút lại sự đồng ý bất cứ lúc nào (không chụp thêm ảnh) và yêu cầu bản sao hoặc xóa dữ liệu của mình.\n4. Nếu bạn cho phép liên hệ, chúng tôi chỉ liên hệ về kế hoạch chăm sóc của bạn.\n\nKhi đồng ý, bạn xác nhận đã đọc và hiểu thông báo này.',
};

/** Demo Store's own texts: its Chinese one edited once (two versions), English and Japanese once each. */
const DEMO_STORE: [Language, string[]][] = [
  [
    'zh-CN',
    [
      PLATFORM['zh-CN'].replace('本门店', '演示门店'),
      `${PLATFORM['zh-CN'].replace('本门店', '演示门店')}\n\n照片保存 24 个月。如有疑问，请联系前台或致电 021-5555 0100。`,
    ],
  ],
  ['en-US', [`${PLATFORM['en-US']}\n\nDemo Store keeps photos for 24 months. Questions: ask at the front desk.`]],
  ['ja-JP', [`${PLATFORM['ja-JP']}\n\nデモ店舗では写真を 24 か月保存します。`]],
];

/**
 * The platform's default consent text in every language that has none, as version 1 (every start, demo data or
 * not: without a text the app can record no consent, so a store could add no customer). Safe on several instances
 * at once: a language's version 1 exists once (the unique number), a second insert does nothing.
 */
export async function ensurePlatformConsentTexts(db: DbOrTx, savedAt = new Date()): Promise<Language[]> {
  const added = await db
    .insert(consentTexts)
    .values(
      (Object.entries(PLATFORM) as [Language, string][]).map(([language, text]) => ({
        shopId: null,
        language,
        number: 1,
        text,
        savedByName: 'platform',
        savedAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ language: consentTexts.language });
  return added.map((r) => r.language as Language);
}

/**
 * Demo consent texts (run by seedDemo on an empty database): the platform's defaults in all seven languages, and
 * Demo Store's own in three (Second Store has none: its app shows the platform's).
 */
export async function seedConsentTexts(tx: DbOrTx, demoShopId: number, now: number) {
  await ensurePlatformConsentTexts(tx, new Date(now - 240 * DAY));
  for (const [language, texts] of DEMO_STORE)
    for (const [i, text] of texts.entries())
      await consentTextRepository.insert(tx, {
        shopId: demoShopId,
        language,
        number: i + 1,
        text,
        savedByName: 'demoshop',
        savedAt: new Date(now - (220 - i * 100) * DAY),
      });
}
