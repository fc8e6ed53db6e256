import { type Currency, formatMoney, type Language } from '@skin/contract';
import type { SandboxTrade } from './gateway.js';

const TEXTS: Record<
  Language,
  Record<'title' | 'note' | 'order' | 'amount' | 'pay' | 'fail' | 'paid' | 'closed' | 'back' | 'missing', string>
> = {
  'zh-CN': {
    title: '沙箱收银台',
    note: '测试支付：不会扣除真实款项。',
    order: '订单编号',
    amount: '金额',
    pay: '支付',
    fail: '模拟支付失败',
    paid: '这笔付款已完成。',
    closed: '这笔付款已关闭，不能再支付。',
    back: '返回',
    missing: '找不到这笔付款。请从控制台重新发起支付。',
  },
  'en-US': {
    title: 'Sandbox checkout',
    note: 'A test payment: no real money is taken.',
    order: 'Order number',
    amount: 'Amount',
    pay: 'Pay',
    fail: 'Simulate a failed payment',
    paid: 'This payment is complete.',
    closed: 'This payment is closed and can no longer be paid.',
    back: 'Back',
    missing: 'This payment does not exist. Start the payment again from the console.',
  },
  'ja-JP': {
    title: 'サンドボックス決済',
    note: 'テスト支払いです。実際のお金は引き落とされません。',
    order: '注文番号',
    amount: '金額',
    pay: '支払う',
    fail: '支払い失敗をシミュレート',
    paid: 'この支払いは完了しています。',
    closed: 'この支払いは終了しており、支払えません。',
    back: '戻る',
    missing: 'この支払いは見つかりません。コンソールからもう一度支払いを始めてください。',
  },
  'es-ES': {
    title: 'Pago de prueba (sandbox)',
    note: 'Un pago de prueba: no se cobra dinero real.',
    order: 'Número de pedido',
    amount: 'Importe',
    pay: 'Pagar',
    fail: 'Simular un pago fallido',
    paid: 'Este pago ya está completado.',
    closed: 'Este pago está cerrado y ya no se puede pagar.',
    back: 'Volver',
    missing: 'Este pago no existe. Vuelva a iniciar el pago desde la consola.',
  },
  'id-ID': {
    title: 'Kasir sandbox',
    note: 'Pembayaran uji: tidak ada uang sungguhan yang diambil.',
    order: 'Nomor pesanan',
    amount: 'Jumlah',
    pay: 'Bayar',
    fail: 'Simulasikan pembayaran gagal',
    paid: 'Pembayaran ini sudah selesai.',
    closed: 'Pembayaran ini sudah ditutup dan tidak dapat dibayar lagi.',
    back: 'Kembali',
    missing: 'Pembayaran ini tidak ditemukan. Mulai lagi pembayarannya dari konsol.',
  },
  'th-TH': {
    title: 'หน้าชำระเงินแซนด์บ็อกซ์',
    note: 'การชำระเงินทดสอบ: ไม่มีการหักเงินจริง',
    order: 'หมายเลขคำสั่งซื้อ',
    amount: 'จำนวนเงิน',
    pay: 'ชำระเงิน',
    fail: 'จำลองการชำระเงินล้มเหลว',
    paid: 'การชำระเงินนี้เสร็จสิ้นแล้ว',
    closed: 'การชำระเงินนี้ปิดแล้ว ชำระไม่ได้อีก',
    back: 'กลับ',
    missing: 'ไม่พบการชำระเงินนี้ โปรดเริ่มชำระเงินใหม่จากคอนโซล',
  },
  'vi-VN': {
    title: 'Cổng thanh toán thử (sandbox)',
    note: 'Thanh toán thử: không trừ tiền thật.',
    order: 'Mã đơn hàng',
    amount: 'Số tiền',
    pay: 'Thanh toán',
    fail: 'Mô phỏng thanh toán thất bại',
    paid: 'Khoản thanh toán này đã hoàn tất.',
    closed: 'Khoản thanh toán này đã đóng và không thể thanh toán nữa.',
    back: 'Quay lại',
    missing: 'Không tìm thấy khoản thanh toán này. Hãy bắt đầu thanh toán lại từ bảng điều khiển.',
  },
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page around a body: the sandbox gateway's own look, in the payer's language. */
function layout(lang: Language, body: string): string {
  const x = TEXTS[lang];
  return `<!doctype html>
<html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(x.title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI","Microsoft YaHei",sans-serif;background:#f5f5f5;margin:0;padding:24px 12px;color:#1f1f1f}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}.note{color:#8c8c8c;margin:0 0 20px;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#8c8c8c}dd{margin:0;word-break:break-all}
.amount{font-size:24px;font-weight:600}button{width:100%;padding:10px;font-size:16px;border-radius:6px;cursor:pointer;margin-bottom:12px}
.pay{background:#1677ff;color:#fff;border:0}.fail{background:#fff;color:#cf1322;border:1px solid #ffa39e}.state{font-weight:600}
</style></head>
<body><main>
<h1>${esc(x.title)}</h1><p class="note">${esc(x.note)}</p>
${body}
</main></body></html>`;
}

/**
 * The sandbox gateway's checkout page: plain HTML forms, no script, in the payer's language (`lang` rides on the
 * form actions, so the pages after a button press speak it too).
 */
export function checkoutPage(t: SandboxTrade, lang: Language, action: string): string {
  const x = TEXTS[lang];
  const open = t.status === 'open' || t.status === 'failed';
  const q = `?lang=${encodeURIComponent(lang)}`;
  const body = open
    ? `<form method="post" action="${esc(action)}/pay${q}"><button class="pay" type="submit">${esc(x.pay)}</button></form>
       <form method="post" action="${esc(action)}/fail${q}"><button class="fail" type="submit">${esc(x.fail)}</button></form>`
    : `<p class="state">${esc(t.status === 'paid' || t.status === 'refunded' ? x.paid : x.closed)}</p>
       <a href="${esc(t.returnUrl)}">${esc(x.back)}</a>`;
  return layout(
    lang,
    `<dl><dt>${esc(x.order)}</dt><dd data-testid="order-no">${esc(t.orderNo)}</dd>
<dt>${esc(x.amount)}</dt><dd class="amount">${esc(formatMoney(t.amount, t.currency as Currency, lang))}</dd></dl>
${body}`,
  );
}

/** The page of a trade number the gateway does not know. */
export function missingPage(lang: Language): string {
  return layout(lang, `<p class="state">${esc(TEXTS[lang].missing)}</p>`);
}
