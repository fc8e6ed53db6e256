import type { Language } from './enums.js';

/** Validation message keys of orders and prices, used by the zod rules of schemas/order.ts. */
export type OrderValidationKey = 'wholeYears' | 'tooMany' | 'duplicate' | 'priceRange';

/** Keys of errors.ts entries and validation rules of orders, payments and prices. */
type OrderKey =
  | OrderValidationKey
  | 'orderNotFound'
  | 'orderNotPayable'
  | 'orderNotCancellable'
  | 'orderNotRefundable'
  | 'payMethodUnavailable'
  | 'orderAccountPermanent'
  | 'orderAccountNotViewer'
  | 'orderAccountClosed'
  | 'payProviderFailed'
  | 'refundRefused'
  | 'payNotifyInvalid'
  | 'orderAppstoreOnlyShown';

/** Server messages of orders, payments and prices, in the seven interface languages. */
export const ORDER_MESSAGES: Record<Language, Record<OrderKey, string>> = {
  'zh-CN': {
    wholeYears: '请输入 1 到 10 之间的整数年',
    tooMany: '数量超出上限',
    duplicate: '存在重复项',
    priceRange: '价格须在 0.01 到 1,000,000 之间',
    orderNotFound: '订单不存在',
    orderNotPayable: '该订单已支付、已取消或已退款，无法再支付',
    orderNotCancellable: '只有未支付的订单可以取消',
    orderNotRefundable: '只有已支付的订单可以退款',
    payMethodUnavailable: '该支付方式不可用于此订单的币种',
    orderAccountPermanent: '永久账号无需续费',
    orderAccountNotViewer: '只有观看端账号可以续费',
    orderAccountClosed: '已注销的账号不能续费',
    payProviderFailed: '支付服务暂时无法处理，请稍后重试；订单未发生变化',
    refundRefused: '支付服务拒绝了退款（{reason}），订单未发生变化',
    payNotifyInvalid: '支付通知校验失败',
    orderAppstoreOnlyShown: '应用商店订单来自手机应用，此处仅供查看',
  },
  'en-US': {
    wholeYears: 'Enter a whole number of years from 1 to 10',
    tooMany: 'Too many',
    duplicate: 'Listed twice',
    priceRange: 'A price must be from 0.01 to 1,000,000',
    orderNotFound: 'The order does not exist',
    orderNotPayable: 'This order is already paid, cancelled or refunded and cannot be paid',
    orderNotCancellable: 'Only an unpaid order can be cancelled',
    orderNotRefundable: 'Only a paid order can be refunded',
    payMethodUnavailable: "This payment method is not available for the order's currency",
    orderAccountPermanent: 'Permanent accounts are never charged a renewal',
    orderAccountNotViewer: 'Only viewer-end accounts can be renewed',
    orderAccountClosed: 'Closed accounts cannot be renewed',
    payProviderFailed: 'The payment service could not handle this now; please try again. The order has not changed',
    refundRefused: 'The payment service refused the refund ({reason}); the order has not changed',
    payNotifyInvalid: 'The payment notification did not verify',
    orderAppstoreOnlyShown: 'App store orders come from the phone app and are only shown here',
  },
  'ja-JP': {
    wholeYears: '1〜10 の整数（年）を入力してください',
    tooMany: '上限を超えています',
    duplicate: '重複しています',
    priceRange: '価格は 0.01〜1,000,000 の範囲で入力してください',
    orderNotFound: '注文が存在しません',
    orderNotPayable: 'この注文は支払済み・取消済み・返金済みのため支払えません',
    orderNotCancellable: '未払いの注文のみ取り消せます',
    orderNotRefundable: '支払済みの注文のみ返金できます',
    payMethodUnavailable: 'この支払い方法は注文の通貨では利用できません',
    orderAccountPermanent: '永久アカウントは更新料金が不要です',
    orderAccountNotViewer: '更新できるのは閲覧端末アカウントのみです',
    orderAccountClosed: '解約済みのアカウントは更新できません',
    payProviderFailed: '決済サービスが現在処理できません。再試行してください。注文は変更されていません',
    refundRefused: '決済サービスが返金を拒否しました（{reason}）。注文は変更されていません',
    payNotifyInvalid: '決済通知の検証に失敗しました',
    orderAppstoreOnlyShown: 'アプリストアの注文はスマートフォンアプリからのもので、ここでは表示のみです',
  },
  'es-ES': {
    wholeYears: 'Introduzca un número entero de años entre 1 y 10',
    tooMany: 'Demasiados',
    duplicate: 'Repetido',
    priceRange: 'El precio debe estar entre 0,01 y 1.000.000',
    orderNotFound: 'El pedido no existe',
    orderNotPayable: 'Este pedido ya está pagado, cancelado o reembolsado y no se puede pagar',
    orderNotCancellable: 'Solo se puede cancelar un pedido sin pagar',
    orderNotRefundable: 'Solo se puede reembolsar un pedido pagado',
    payMethodUnavailable: 'Este método de pago no está disponible para la moneda del pedido',
    orderAccountPermanent: 'Las cuentas permanentes nunca pagan renovación',
    orderAccountNotViewer: 'Solo se pueden renovar cuentas de visor',
    orderAccountClosed: 'Las cuentas cerradas no se pueden renovar',
    payProviderFailed: 'El servicio de pago no pudo atender la solicitud; inténtelo de nuevo. El pedido no ha cambiado',
    refundRefused: 'El servicio de pago rechazó el reembolso ({reason}); el pedido no ha cambiado',
    payNotifyInvalid: 'La notificación de pago no superó la verificación',
    orderAppstoreOnlyShown:
      'Los pedidos de la tienda de aplicaciones vienen de la app del teléfono y aquí solo se muestran',
  },
  'id-ID': {
    wholeYears: 'Masukkan jumlah tahun bulat dari 1 sampai 10',
    tooMany: 'Terlalu banyak',
    duplicate: 'Tercantum dua kali',
    priceRange: 'Harga harus antara 0,01 dan 1.000.000',
    orderNotFound: 'Pesanan tidak ada',
    orderNotPayable: 'Pesanan ini sudah dibayar, dibatalkan, atau dikembalikan dananya dan tidak dapat dibayar',
    orderNotCancellable: 'Hanya pesanan yang belum dibayar yang dapat dibatalkan',
    orderNotRefundable: 'Hanya pesanan yang sudah dibayar yang dapat dikembalikan dananya',
    payMethodUnavailable: 'Metode pembayaran ini tidak tersedia untuk mata uang pesanan',
    orderAccountPermanent: 'Akun permanen tidak pernah dikenai biaya perpanjangan',
    orderAccountNotViewer: 'Hanya akun penampil yang dapat diperpanjang',
    orderAccountClosed: 'Akun yang ditutup tidak dapat diperpanjang',
    payProviderFailed: 'Layanan pembayaran tidak dapat memprosesnya sekarang; coba lagi. Pesanan tidak berubah',
    refundRefused: 'Layanan pembayaran menolak pengembalian dana ({reason}); pesanan tidak berubah',
    payNotifyInvalid: 'Notifikasi pembayaran gagal diverifikasi',
    orderAppstoreOnlyShown: 'Pesanan toko aplikasi berasal dari aplikasi ponsel dan hanya ditampilkan di sini',
  },
  'th-TH': {
    wholeYears: 'กรอกจำนวนปีเป็นจำนวนเต็มตั้งแต่ 1 ถึง 10',
    tooMany: 'มากเกินไป',
    duplicate: 'ซ้ำกัน',
    priceRange: 'ราคาต้องอยู่ระหว่าง 0.01 ถึง 1,000,000',
    orderNotFound: 'ไม่พบคำสั่งซื้อ',
    orderNotPayable: 'คำสั่งซื้อนี้ชำระแล้ว ยกเลิกแล้ว หรือคืนเงินแล้ว จึงชำระไม่ได้',
    orderNotCancellable: 'ยกเลิกได้เฉพาะคำสั่งซื้อที่ยังไม่ชำระ',
    orderNotRefundable: 'คืนเงินได้เฉพาะคำสั่งซื้อที่ชำระแล้ว',
    payMethodUnavailable: 'วิธีชำระเงินนี้ใช้กับสกุลเงินของคำสั่งซื้อไม่ได้',
    orderAccountPermanent: 'บัญชีถาวรไม่ต้องชำระค่าต่ออายุ',
    orderAccountNotViewer: 'ต่ออายุได้เฉพาะบัญชีเครื่องดู',
    orderAccountClosed: 'บัญชีที่ปิดแล้วต่ออายุไม่ได้',
    payProviderFailed: 'บริการชำระเงินดำเนินการไม่ได้ในขณะนี้ โปรดลองอีกครั้ง คำสั่งซื้อไม่มีการเปลี่ยนแปลง',
    refundRefused: 'บริการชำระเงินปฏิเสธการคืนเงิน ({reason}) คำสั่งซื้อไม่มีการเปลี่ยนแปลง',
    payNotifyInvalid: 'การแจ้งชำระเงินตรวจสอบไม่ผ่าน',
    orderAppstoreOnlyShown: 'คำสั่งซื้อจากแอปสโตร์มาจากแอปบนโทรศัพท์ และแสดงไว้ดูเท่านั้น',
  },
  'vi-VN': {
    wholeYears: 'Nhập số năm nguyên từ 1 đến 10',
    tooMany: 'Quá nhiều',
    duplicate: 'Bị trùng',
    priceRange: 'Giá phải từ 0,01 đến 1.000.000',
    orderNotFound: 'Đơn hàng không tồn tại',
    orderNotPayable: 'Đơn hàng này đã thanh toán, đã hủy hoặc đã hoàn tiền nên không thể thanh toán',
    orderNotCancellable: 'Chỉ có thể hủy đơn hàng chưa thanh toán',
    orderNotRefundable: 'Chỉ có thể hoàn tiền đơn hàng đã thanh toán',
    payMethodUnavailable: 'Phương thức thanh toán này không dùng được với loại tiền của đơn hàng',
    orderAccountPermanent: 'Tài khoản vĩnh viễn không bao giờ phải trả phí gia hạn',
    orderAccountNotViewer: 'Chỉ có thể gia hạn tài khoản đầu xem',
    orderAccountClosed: 'Không thể gia hạn tài khoản đã đóng',
    payProviderFailed: 'Dịch vụ thanh toán hiện không xử lý được; vui lòng thử lại. Đơn hàng không thay đổi',
    refundRefused: 'Dịch vụ thanh toán đã từ chối hoàn tiền ({reason}); đơn hàng không thay đổi',
    payNotifyInvalid: 'Thông báo thanh toán không xác minh được',
    orderAppstoreOnlyShown: 'Đơn hàng từ kho ứng dụng đến từ ứng dụng điện thoại và chỉ được hiển thị ở đây',
  },
};

/** Column titles and values of the exported order list (`userOrder/export`), per interface language. */
export interface OrderExportLabels {
  sheet: string;
  columns: {
    orderNo: string;
    shopName: string;
    userName: string;
    orderType: string;
    orderStatus: string;
    payStatus: string;
    payMethod: string;
    currency: string;
    orderAmount: string;
    payAmount: string;
    quantity: string;
    unitPrice: string;
    years: string;
    createdAt: string;
    paidAt: string;
    cancelledAt: string;
    refundedAt: string;
  };
  orderType: Record<1 | 2, string>;
  orderStatus: Record<1 | 2 | 3 | 4 | 5, string>;
  payStatus: Record<0 | 1 | 2 | 3, string>;
  payMethod: Record<'sandbox' | 'alipay' | 'wechat' | 'paypal' | 'appstore', string>;
}

export const ORDER_EXPORT_LABELS: Record<Language, OrderExportLabels> = {
  'zh-CN': {
    sheet: '订单',
    columns: {
      orderNo: '订单编号',
      shopName: '门店',
      userName: '用户名',
      orderType: '订单类型',
      orderStatus: '订单状态',
      payStatus: '支付状态',
      payMethod: '支付方式',
      currency: '币种',
      orderAmount: '订单金额',
      payAmount: '支付金额',
      quantity: '数量',
      unitPrice: '单价',
      years: '有效年数',
      createdAt: '下单时间',
      paidAt: '支付时间',
      cancelledAt: '取消时间',
      refundedAt: '退款时间',
    },
    orderType: { 1: '观看端', 2: '云空间' },
    orderStatus: { 1: '待支付', 2: '支付中', 3: '已支付', 4: '已取消', 5: '已退款' },
    payStatus: { 0: '未支付', 1: '支付中', 2: '支付完成', 3: '已退款' },
    payMethod: {
      sandbox: '沙箱（测试支付）',
      alipay: '支付宝',
      wechat: '微信支付',
      paypal: 'PayPal',
      appstore: '应用商店',
    },
  },
  'en-US': {
    sheet: 'Orders',
    columns: {
      orderNo: 'Order number',
      shopName: 'Store',
      userName: 'User name',
      orderType: 'Order type',
      orderStatus: 'Order status',
      payStatus: 'Payment status',
      payMethod: 'Payment method',
      currency: 'Currency',
      orderAmount: 'Order amount',
      payAmount: 'Payment amount',
      quantity: 'Quantity',
      unitPrice: 'Unit price',
      years: 'Valid years',
      createdAt: 'Order time',
      paidAt: 'Payment time',
      cancelledAt: 'Cancellation time',
      refundedAt: 'Refund time',
    },
    orderType: { 1: 'Viewer end', 2: 'Cloud space' },
    orderStatus: { 1: 'Pending payment', 2: 'Payment in progress', 3: 'Paid', 4: 'Cancelled', 5: 'Refunded' },
    payStatus: { 0: 'Unpaid', 1: 'Paying', 2: 'Payment complete', 3: 'Refunded' },
    payMethod: {
      sandbox: 'Sandbox (test payment)',
      alipay: 'Alipay',
      wechat: 'WeChat Pay',
      paypal: 'PayPal',
      appstore: 'App store',
    },
  },
  'ja-JP': {
    sheet: '注文',
    columns: {
      orderNo: '注文番号',
      shopName: '店舗',
      userName: 'ユーザー名',
      orderType: '注文種別',
      orderStatus: '注文状態',
      payStatus: '支払い状態',
      payMethod: '支払い方法',
      currency: '通貨',
      orderAmount: '注文金額',
      payAmount: '支払金額',
      quantity: '数量',
      unitPrice: '単価',
      years: '有効年数',
      createdAt: '注文日時',
      paidAt: '支払日時',
      cancelledAt: '取消日時',
      refundedAt: '返金日時',
    },
    orderType: { 1: '閲覧端末', 2: 'クラウド容量' },
    orderStatus: { 1: '支払い待ち', 2: '支払い処理中', 3: '支払済み', 4: '取消済み', 5: '返金済み' },
    payStatus: { 0: '未払い', 1: '支払い中', 2: '支払い完了', 3: '返金済み' },
    payMethod: {
      sandbox: 'サンドボックス（テスト支払い）',
      alipay: 'Alipay',
      wechat: 'WeChat Pay',
      paypal: 'PayPal',
      appstore: 'アプリストア',
    },
  },
  'es-ES': {
    sheet: 'Pedidos',
    columns: {
      orderNo: 'Número de pedido',
      shopName: 'Tienda',
      userName: 'Usuario',
      orderType: 'Tipo de pedido',
      orderStatus: 'Estado del pedido',
      payStatus: 'Estado del pago',
      payMethod: 'Método de pago',
      currency: 'Moneda',
      orderAmount: 'Importe del pedido',
      payAmount: 'Importe pagado',
      quantity: 'Cantidad',
      unitPrice: 'Precio unitario',
      years: 'Años de validez',
      createdAt: 'Fecha del pedido',
      paidAt: 'Fecha de pago',
      cancelledAt: 'Fecha de cancelación',
      refundedAt: 'Fecha de reembolso',
    },
    orderType: { 1: 'Visor', 2: 'Espacio en la nube' },
    orderStatus: { 1: 'Pendiente de pago', 2: 'Pago en curso', 3: 'Pagado', 4: 'Cancelado', 5: 'Reembolsado' },
    payStatus: { 0: 'Sin pagar', 1: 'Pagando', 2: 'Pago completado', 3: 'Reembolsado' },
    payMethod: {
      sandbox: 'Sandbox (pago de prueba)',
      alipay: 'Alipay',
      wechat: 'WeChat Pay',
      paypal: 'PayPal',
      appstore: 'Tienda de aplicaciones',
    },
  },
  'id-ID': {
    sheet: 'Pesanan',
    columns: {
      orderNo: 'Nomor pesanan',
      shopName: 'Toko',
      userName: 'Nama pengguna',
      orderType: 'Jenis pesanan',
      orderStatus: 'Status pesanan',
      payStatus: 'Status pembayaran',
      payMethod: 'Metode pembayaran',
      currency: 'Mata uang',
      orderAmount: 'Jumlah pesanan',
      payAmount: 'Jumlah dibayar',
      quantity: 'Kuantitas',
      unitPrice: 'Harga satuan',
      years: 'Tahun berlaku',
      createdAt: 'Waktu pesanan',
      paidAt: 'Waktu pembayaran',
      cancelledAt: 'Waktu pembatalan',
      refundedAt: 'Waktu pengembalian dana',
    },
    orderType: { 1: 'Penampil', 2: 'Ruang cloud' },
    orderStatus: {
      1: 'Menunggu pembayaran',
      2: 'Pembayaran diproses',
      3: 'Dibayar',
      4: 'Dibatalkan',
      5: 'Dana dikembalikan',
    },
    payStatus: { 0: 'Belum dibayar', 1: 'Sedang dibayar', 2: 'Pembayaran selesai', 3: 'Dana dikembalikan' },
    payMethod: {
      sandbox: 'Sandbox (pembayaran uji)',
      alipay: 'Alipay',
      wechat: 'WeChat Pay',
      paypal: 'PayPal',
      appstore: 'Toko aplikasi',
    },
  },
  'th-TH': {
    sheet: 'คำสั่งซื้อ',
    columns: {
      orderNo: 'หมายเลขคำสั่งซื้อ',
      shopName: 'ร้าน',
      userName: 'ชื่อผู้ใช้',
      orderType: 'ประเภทคำสั่งซื้อ',
      orderStatus: 'สถานะคำสั่งซื้อ',
      payStatus: 'สถานะการชำระเงิน',
      payMethod: 'วิธีชำระเงิน',
      currency: 'สกุลเงิน',
      orderAmount: 'ยอดคำสั่งซื้อ',
      payAmount: 'ยอดที่ชำระ',
      quantity: 'จำนวน',
      unitPrice: 'ราคาต่อหน่วย',
      years: 'จำนวนปีที่ใช้ได้',
      createdAt: 'เวลาสั่งซื้อ',
      paidAt: 'เวลาชำระเงิน',
      cancelledAt: 'เวลายกเลิก',
      refundedAt: 'เวลาคืนเงิน',
    },
    orderType: { 1: 'เครื่องดู', 2: 'พื้นที่คลาวด์' },
    orderStatus: { 1: 'รอชำระเงิน', 2: 'กำลังชำระเงิน', 3: 'ชำระแล้ว', 4: 'ยกเลิกแล้ว', 5: 'คืนเงินแล้ว' },
    payStatus: { 0: 'ยังไม่ชำระ', 1: 'กำลังชำระ', 2: 'ชำระเสร็จสิ้น', 3: 'คืนเงินแล้ว' },
    payMethod: {
      sandbox: 'แซนด์บ็อกซ์ (ทดสอบการชำระเงิน)',
      alipay: 'Alipay',
      wechat: 'WeChat Pay',
      paypal: 'PayPal',
      appstore: 'แอปสโตร์',
    },
  },
  'vi-VN': {
    sheet: 'Đơn hàng',
    columns: {
      orderNo: 'Mã đơn hàng',
      shopName: 'Cửa hàng',
      userName: 'Tên người dùng',
      orderType: 'Loại đơn hàng',
      orderStatus: 'Trạng thái đơn hàng',
      payStatus: 'Trạng thái thanh toán',
      payMethod: 'Phương thức thanh toán',
      currency: 'Tiền tệ',
      orderAmount: 'Số tiền đơn hàng',
      payAmount: 'Số tiền đã trả',
      quantity: 'Số lượng',
      unitPrice: 'Đơn giá',
      years: 'Số năm hiệu lực',
      createdAt: 'Thời gian đặt',
      paidAt: 'Thời gian thanh toán',
      cancelledAt: 'Thời gian hủy',
      refundedAt: 'Thời gian hoàn tiền',
    },
    orderType: { 1: 'Đầu xem', 2: 'Dung lượng đám mây' },
    orderStatus: { 1: 'Chờ thanh toán', 2: 'Đang thanh toán', 3: 'Đã thanh toán', 4: 'Đã hủy', 5: 'Đã hoàn tiền' },
    payStatus: { 0: 'Chưa thanh toán', 1: 'Đang thanh toán', 2: 'Đã thanh toán xong', 3: 'Đã hoàn tiền' },
    payMethod: {
      sandbox: 'Sandbox (thanh toán thử)',
      alipay: 'Alipay',
      wechat: 'WeChat Pay',
      paypal: 'PayPal',
      appstore: 'Kho ứng dụng',
    },
  },
};
