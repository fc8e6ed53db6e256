import type { Language } from './enums.js';

/** Validation message keys of the data centre's range (schemas/data.ts). */
export type DataValidationKey =
  | 'rangeOrder'
  | 'rangeTooLong'
  | 'rangeTooEarly'
  | 'dayGroupingTooLong'
  /** A store's time zone (schemas/shop.ts) that is not an IANA name. */
  | 'timeZoneInvalid';

/** Server messages of the data centre, in the seven interface languages. */
export const DATA_MESSAGES: Record<Language, Record<DataValidationKey, string>> = {
  'zh-CN': {
    rangeOrder: '结束日期不能早于开始日期',
    rangeTooLong: '时间范围最长为 5 年',
    rangeTooEarly: '开始日期不能早于 2000-01-01',
    dayGroupingTooLong: '超过 366 天的范围请按周或按月查看',
    timeZoneInvalid: '时区无效，请选择如 Asia/Shanghai 的时区',
  },
  'en-US': {
    rangeOrder: 'The end date cannot be before the start date',
    rangeTooLong: 'The range can be at most 5 years',
    rangeTooEarly: 'The start date cannot be before 2000-01-01',
    dayGroupingTooLong: 'Group a range longer than 366 days by week or month',
    timeZoneInvalid: 'Choose a valid time zone, such as Asia/Shanghai',
  },
  'ja-JP': {
    rangeOrder: '終了日は開始日より前にできません',
    rangeTooLong: '期間は最長 5 年です',
    rangeTooEarly: '開始日は 2000-01-01 より前にできません',
    dayGroupingTooLong: '366 日を超える期間は週または月単位で表示してください',
    timeZoneInvalid: '有効なタイムゾーン（例: Asia/Shanghai）を選択してください',
  },
  'es-ES': {
    rangeOrder: 'La fecha final no puede ser anterior a la inicial',
    rangeTooLong: 'El periodo puede ser de 5 años como máximo',
    rangeTooEarly: 'La fecha inicial no puede ser anterior al 2000-01-01',
    dayGroupingTooLong: 'Agrupe por semana o por mes un periodo de más de 366 días',
    timeZoneInvalid: 'Elija una zona horaria válida, como Asia/Shanghai',
  },
  'id-ID': {
    rangeOrder: 'Tanggal akhir tidak boleh sebelum tanggal mulai',
    rangeTooLong: 'Rentang waktu paling lama 5 tahun',
    rangeTooEarly: 'Tanggal mulai tidak boleh sebelum 2000-01-01',
    dayGroupingTooLong: 'Kelompokkan rentang lebih dari 366 hari per minggu atau per bulan',
    timeZoneInvalid: 'Pilih zona waktu yang valid, misalnya Asia/Shanghai',
  },
  'th-TH': {
    rangeOrder: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น',
    rangeTooLong: 'ช่วงเวลายาวได้ไม่เกิน 5 ปี',
    rangeTooEarly: 'วันที่เริ่มต้นต้องไม่ก่อน 2000-01-01',
    dayGroupingTooLong: 'ช่วงเวลาที่ยาวกว่า 366 วัน โปรดจัดกลุ่มเป็นรายสัปดาห์หรือรายเดือน',
    timeZoneInvalid: 'โปรดเลือกเขตเวลาที่ถูกต้อง เช่น Asia/Shanghai',
  },
  'vi-VN': {
    rangeOrder: 'Ngày kết thúc không được trước ngày bắt đầu',
    rangeTooLong: 'Khoảng thời gian dài tối đa 5 năm',
    rangeTooEarly: 'Ngày bắt đầu không được trước 2000-01-01',
    dayGroupingTooLong: 'Khoảng thời gian dài hơn 366 ngày hãy nhóm theo tuần hoặc theo tháng',
    timeZoneInvalid: 'Hãy chọn múi giờ hợp lệ, ví dụ Asia/Shanghai',
  },
};

/** Names of the data centre's figures, series and tables: the console's charts and the CSV export share them. */
export interface DataLabels {
  sheet: string;
  platform: string;
  /** The analyses from the app (issue 23): the figure, its sections and columns. */
  analyses: {
    analyses: string;
    byDevice: string;
    byUserType: string;
    symptoms: string;
    device: string;
    symptom: string;
    degrees: [string, string, string];
  };
  /** The customers' figures (issue 41, docs/decisions.md "Customer figures"). */
  customers: {
    section: string;
    new: string;
    returning: string;
    visits: string;
    visitors: string;
    visitsPerCustomer: string;
    improved: string;
    compared: string;
    improvedCount: string;
    cleared: string;
    share: string;
    /** No customer visited twice in the range: nothing to compare. */
    none: string;
    /** Every store's visitors are counted by a job: one under way (followed by stores counted / all stores). */
    counting: string;
    /** When the last count of every store's visitors ended (followed by the time). */
    countedAt: string;
  };
  section: {
    figures: string;
    trend: string;
    ordersByType: string;
    ordersByStatus: string;
    ordersByMethod: string;
    revenueByType: string;
    revenueByMethod: string;
    topStores: string;
  };
  column: {
    figure: string;
    current: string;
    previous: string;
    change: string;
    period: string;
    item: string;
    count: string;
    amount: string;
    currency: string;
    rank: string;
    store: string;
    range: string;
    grouping: string;
    scope: string;
  };
  figure: {
    accountsTotal: string;
    accountsNew: string;
    working: string;
    viewer: string;
    expiring30d: string;
    disabled: string;
    bound: string;
    devicesTotal: string;
    devicesNew: string;
    accountsPerDevice: string;
    orders: string;
    paidOrders: string;
    revenue: string;
    paidAmount: string;
    refunds: string;
    cloudUsedGb: string;
    cloudUsed: string;
    cloudDaysLeft: string;
    cloudExpiring: string;
    cloudExpired: string;
    storesTotal: string;
    storesNew: string;
    storesInvalid: string;
  };
  grouping: { day: string; week: string; month: string };
  /** An order without a payment method yet. */
  noMethod: string;
}

export const DATA_LABELS: Record<Language, DataLabels> = {
  'zh-CN': {
    sheet: '数据中心',
    platform: '全部门店',
    analyses: {
      analyses: '分析次数',
      byDevice: '分析（按设备）',
      byUserType: '分析（按用户类型）',
      symptoms: '检出症状（按程度）',
      device: '设备',
      symptom: '症状',
      degrees: ['轻度', '中度', '重度'],
    },
    customers: {
      section: '顾客',
      new: '新顾客',
      returning: '回头客',
      visits: '到店次数（有顾客的分析）',
      visitors: '到店顾客',
      visitsPerCustomer: '人均到店次数',
      improved: '首次到店以来改善',
      compared: '可比较的顾客',
      improvedCount: '改善的顾客',
      cleared: '最近一次未检出',
      share: '改善比例',
      none: '本期没有到店两次及以上的顾客',
      counting: '正在统计全部门店的顾客',
      countedAt: '全部门店最近统计时间',
    },
    section: {
      figures: '核心指标',
      trend: '趋势',
      ordersByType: '订单（按类型）',
      ordersByStatus: '订单（按状态）',
      ordersByMethod: '订单（按支付方式）',
      revenueByType: '收入（按类型）',
      revenueByMethod: '收入（按支付方式）',
      topStores: '门店收入排行',
    },
    column: {
      figure: '指标',
      current: '本期',
      previous: '上期',
      change: '变化',
      period: '时间',
      item: '项目',
      count: '数量',
      amount: '金额',
      currency: '币种',
      rank: '排名',
      store: '门店',
      range: '时间范围',
      grouping: '统计粒度',
      scope: '范围',
    },
    figure: {
      accountsTotal: 'App 账号总数',
      accountsNew: '新增 App 账号',
      working: '工作端',
      viewer: '观看端',
      expiring30d: '30 天内到期',
      disabled: '已停用',
      bound: '已绑定设备的账号',
      devicesTotal: '设备总数',
      devicesNew: '新增设备',
      accountsPerDevice: '每台设备账号数',
      orders: '订单数',
      paidOrders: '支付订单数',
      revenue: '净收入',
      paidAmount: '支付金额',
      refunds: '退款金额',
      cloudUsedGb: '云空间已用 (GB)',
      cloudUsed: '云空间已用',
      cloudDaysLeft: '云空间剩余天数',
      cloudExpiring: '云空间 30 天内到期的门店',
      cloudExpired: '云空间已过期的门店',
      storesTotal: '门店总数',
      storesNew: '新增门店',
      storesInvalid: '已失效门店',
    },
    grouping: { day: '按日', week: '按周', month: '按月' },
    noMethod: '未选择',
  },
  'en-US': {
    sheet: 'Data centre',
    platform: 'All stores',
    analyses: {
      analyses: 'Analyses',
      byDevice: 'Analyses by device',
      byUserType: 'Analyses by user type',
      symptoms: 'Symptoms found by degree',
      device: 'Device',
      symptom: 'Symptom',
      degrees: ['Mild', 'Moderate', 'Severe'],
    },
    customers: {
      section: 'Customers',
      new: 'New customers',
      returning: 'Returning customers',
      visits: 'Visits (analyses with a customer)',
      visitors: 'Customers who visited',
      visitsPerCustomer: 'Visits per customer',
      improved: 'Improved since first visit',
      compared: 'Customers compared',
      improvedCount: 'Customers improved',
      cleared: 'Not found at latest visit',
      share: 'Improved share',
      none: 'No customer visited twice in this range',
      counting: "Counting every store's customers",
      countedAt: 'Last count of every store',
    },
    section: {
      figures: 'Headline figures',
      trend: 'Trend',
      ordersByType: 'Orders by type',
      ordersByStatus: 'Orders by status',
      ordersByMethod: 'Orders by payment method',
      revenueByType: 'Revenue by type',
      revenueByMethod: 'Revenue by payment method',
      topStores: 'Top stores by revenue',
    },
    column: {
      figure: 'Figure',
      current: 'This period',
      previous: 'Previous period',
      change: 'Change',
      period: 'Period',
      item: 'Item',
      count: 'Count',
      amount: 'Amount',
      currency: 'Currency',
      rank: 'Rank',
      store: 'Store',
      range: 'Range',
      grouping: 'Grouped by',
      scope: 'Scope',
    },
    figure: {
      accountsTotal: 'App accounts',
      accountsNew: 'New app accounts',
      working: 'Working ends',
      viewer: 'Viewer ends',
      expiring30d: 'Expiring within 30 days',
      disabled: 'Disabled',
      bound: 'Accounts on a device',
      devicesTotal: 'Devices',
      devicesNew: 'New devices',
      accountsPerDevice: 'Accounts per device',
      orders: 'Orders',
      paidOrders: 'Paid orders',
      revenue: 'Net revenue',
      paidAmount: 'Paid',
      refunds: 'Refunded',
      cloudUsedGb: 'Cloud space used (GB)',
      cloudUsed: 'Cloud space used',
      cloudDaysLeft: 'Cloud space days left',
      cloudExpiring: 'Stores whose cloud space expires within 30 days',
      cloudExpired: 'Stores whose cloud space has expired',
      storesTotal: 'Stores',
      storesNew: 'New stores',
      storesInvalid: 'Invalid stores',
    },
    grouping: { day: 'By day', week: 'By week', month: 'By month' },
    noMethod: 'Not chosen',
  },
  'ja-JP': {
    sheet: 'データセンター',
    platform: 'すべての店舗',
    analyses: {
      analyses: '分析回数',
      byDevice: '分析（デバイス別）',
      byUserType: '分析（ユーザー種別別）',
      symptoms: '検出された症状（程度別）',
      device: 'デバイス',
      symptom: '症状',
      degrees: ['軽度', '中度', '重度'],
    },
    customers: {
      section: '顧客',
      new: '新規顧客',
      returning: 'リピーター',
      visits: '来店回数（顧客付きの分析）',
      visitors: '来店した顧客',
      visitsPerCustomer: '顧客あたりの来店回数',
      improved: '初回来店からの改善',
      compared: '比較できた顧客',
      improvedCount: '改善した顧客',
      cleared: '最新の来店で未検出',
      share: '改善率',
      none: 'この期間に 2 回以上来店した顧客はいません',
      counting: '全店舗の顧客を集計中',
      countedAt: '全店舗の最終集計',
    },
    section: {
      figures: '主要指標',
      trend: '推移',
      ordersByType: '注文（種類別）',
      ordersByStatus: '注文（状態別）',
      ordersByMethod: '注文（支払方法別）',
      revenueByType: '売上（種類別）',
      revenueByMethod: '売上（支払方法別）',
      topStores: '店舗別売上ランキング',
    },
    column: {
      figure: '指標',
      current: '今期',
      previous: '前期',
      change: '増減',
      period: '期間',
      item: '項目',
      count: '件数',
      amount: '金額',
      currency: '通貨',
      rank: '順位',
      store: '店舗',
      range: '期間',
      grouping: '集計単位',
      scope: '対象',
    },
    figure: {
      accountsTotal: 'アプリアカウント数',
      accountsNew: '新規アプリアカウント',
      working: '作業端末',
      viewer: '閲覧端末',
      expiring30d: '30 日以内に期限切れ',
      disabled: '停止中',
      bound: 'デバイスに紐付いたアカウント',
      devicesTotal: 'デバイス数',
      devicesNew: '新規デバイス',
      accountsPerDevice: 'デバイスあたりのアカウント数',
      orders: '注文数',
      paidOrders: '支払済み注文数',
      revenue: '純売上',
      paidAmount: '支払額',
      refunds: '返金額',
      cloudUsedGb: 'クラウド使用量 (GB)',
      cloudUsed: 'クラウド使用量',
      cloudDaysLeft: 'クラウド残り日数',
      cloudExpiring: 'クラウドが 30 日以内に期限切れの店舗',
      cloudExpired: 'クラウドが期限切れの店舗',
      storesTotal: '店舗数',
      storesNew: '新規店舗',
      storesInvalid: '無効な店舗',
    },
    grouping: { day: '日別', week: '週別', month: '月別' },
    noMethod: '未選択',
  },
  'es-ES': {
    sheet: 'Centro de datos',
    platform: 'Todas las tiendas',
    analyses: {
      analyses: 'Análisis',
      byDevice: 'Análisis por dispositivo',
      byUserType: 'Análisis por tipo de usuario',
      symptoms: 'Síntomas encontrados por grado',
      device: 'Dispositivo',
      symptom: 'Síntoma',
      degrees: ['Leve', 'Moderado', 'Grave'],
    },
    customers: {
      section: 'Clientes',
      new: 'Clientes nuevos',
      returning: 'Clientes recurrentes',
      visits: 'Visitas (análisis con cliente)',
      visitors: 'Clientes que visitaron',
      visitsPerCustomer: 'Visitas por cliente',
      improved: 'Mejora desde la primera visita',
      compared: 'Clientes comparados',
      improvedCount: 'Clientes que mejoraron',
      cleared: 'No detectado en la última visita',
      share: 'Proporción de mejora',
      none: 'Ningún cliente visitó dos veces en este periodo',
      counting: 'Contando los clientes de todas las tiendas',
      countedAt: 'Último recuento de todas las tiendas',
    },
    section: {
      figures: 'Cifras principales',
      trend: 'Evolución',
      ordersByType: 'Pedidos por tipo',
      ordersByStatus: 'Pedidos por estado',
      ordersByMethod: 'Pedidos por método de pago',
      revenueByType: 'Ingresos por tipo',
      revenueByMethod: 'Ingresos por método de pago',
      topStores: 'Tiendas con más ingresos',
    },
    column: {
      figure: 'Cifra',
      current: 'Este periodo',
      previous: 'Periodo anterior',
      change: 'Variación',
      period: 'Periodo',
      item: 'Elemento',
      count: 'Cantidad',
      amount: 'Importe',
      currency: 'Moneda',
      rank: 'Puesto',
      store: 'Tienda',
      range: 'Periodo',
      grouping: 'Agrupado por',
      scope: 'Ámbito',
    },
    figure: {
      accountsTotal: 'Cuentas de la app',
      accountsNew: 'Cuentas de la app nuevas',
      working: 'Terminales de trabajo',
      viewer: 'Visores',
      expiring30d: 'Caducan en 30 días',
      disabled: 'Desactivadas',
      bound: 'Cuentas con dispositivo',
      devicesTotal: 'Dispositivos',
      devicesNew: 'Dispositivos nuevos',
      accountsPerDevice: 'Cuentas por dispositivo',
      orders: 'Pedidos',
      paidOrders: 'Pedidos pagados',
      revenue: 'Ingresos netos',
      paidAmount: 'Pagado',
      refunds: 'Reembolsado',
      cloudUsedGb: 'Espacio en la nube usado (GB)',
      cloudUsed: 'Espacio en la nube usado',
      cloudDaysLeft: 'Días restantes de nube',
      cloudExpiring: 'Tiendas cuya nube caduca en 30 días',
      cloudExpired: 'Tiendas con la nube caducada',
      storesTotal: 'Tiendas',
      storesNew: 'Tiendas nuevas',
      storesInvalid: 'Tiendas no válidas',
    },
    grouping: { day: 'Por día', week: 'Por semana', month: 'Por mes' },
    noMethod: 'Sin elegir',
  },
  'id-ID': {
    sheet: 'Pusat data',
    platform: 'Semua toko',
    analyses: {
      analyses: 'Analisis',
      byDevice: 'Analisis per perangkat',
      byUserType: 'Analisis per jenis pengguna',
      symptoms: 'Gejala yang ditemukan per tingkat',
      device: 'Perangkat',
      symptom: 'Gejala',
      degrees: ['Ringan', 'Sedang', 'Berat'],
    },
    customers: {
      section: 'Pelanggan',
      new: 'Pelanggan baru',
      returning: 'Pelanggan kembali',
      visits: 'Kunjungan (analisis dengan pelanggan)',
      visitors: 'Pelanggan yang berkunjung',
      visitsPerCustomer: 'Kunjungan per pelanggan',
      improved: 'Membaik sejak kunjungan pertama',
      compared: 'Pelanggan dibandingkan',
      improvedCount: 'Pelanggan membaik',
      cleared: 'Tidak terdeteksi di kunjungan terakhir',
      share: 'Persentase membaik',
      none: 'Tidak ada pelanggan yang berkunjung dua kali dalam rentang ini',
      counting: 'Menghitung pelanggan semua toko',
      countedAt: 'Penghitungan terakhir semua toko',
    },
    section: {
      figures: 'Angka utama',
      trend: 'Tren',
      ordersByType: 'Pesanan per jenis',
      ordersByStatus: 'Pesanan per status',
      ordersByMethod: 'Pesanan per metode pembayaran',
      revenueByType: 'Pendapatan per jenis',
      revenueByMethod: 'Pendapatan per metode pembayaran',
      topStores: 'Toko dengan pendapatan tertinggi',
    },
    column: {
      figure: 'Angka',
      current: 'Periode ini',
      previous: 'Periode sebelumnya',
      change: 'Perubahan',
      period: 'Periode',
      item: 'Item',
      count: 'Jumlah',
      amount: 'Nominal',
      currency: 'Mata uang',
      rank: 'Peringkat',
      store: 'Toko',
      range: 'Rentang',
      grouping: 'Dikelompokkan',
      scope: 'Cakupan',
    },
    figure: {
      accountsTotal: 'Akun aplikasi',
      accountsNew: 'Akun aplikasi baru',
      working: 'Terminal kerja',
      viewer: 'Penampil',
      expiring30d: 'Berakhir dalam 30 hari',
      disabled: 'Dinonaktifkan',
      bound: 'Akun terikat perangkat',
      devicesTotal: 'Perangkat',
      devicesNew: 'Perangkat baru',
      accountsPerDevice: 'Akun per perangkat',
      orders: 'Pesanan',
      paidOrders: 'Pesanan dibayar',
      revenue: 'Pendapatan bersih',
      paidAmount: 'Dibayar',
      refunds: 'Dikembalikan',
      cloudUsedGb: 'Ruang cloud terpakai (GB)',
      cloudUsed: 'Ruang cloud terpakai',
      cloudDaysLeft: 'Sisa hari ruang cloud',
      cloudExpiring: 'Toko yang ruang cloud-nya berakhir dalam 30 hari',
      cloudExpired: 'Toko yang ruang cloud-nya sudah berakhir',
      storesTotal: 'Toko',
      storesNew: 'Toko baru',
      storesInvalid: 'Toko tidak aktif',
    },
    grouping: { day: 'Per hari', week: 'Per minggu', month: 'Per bulan' },
    noMethod: 'Belum dipilih',
  },
  'th-TH': {
    sheet: 'ศูนย์ข้อมูล',
    platform: 'ทุกร้าน',
    analyses: {
      analyses: 'จำนวนการวิเคราะห์',
      byDevice: 'การวิเคราะห์ตามอุปกรณ์',
      byUserType: 'การวิเคราะห์ตามประเภทผู้ใช้',
      symptoms: 'อาการที่พบตามระดับ',
      device: 'อุปกรณ์',
      symptom: 'อาการ',
      degrees: ['เล็กน้อย', 'ปานกลาง', 'รุนแรง'],
    },
    customers: {
      section: 'ลูกค้า',
      new: 'ลูกค้าใหม่',
      returning: 'ลูกค้าที่กลับมา',
      visits: 'การเข้าร้าน (การวิเคราะห์ที่มีลูกค้า)',
      visitors: 'ลูกค้าที่เข้าร้าน',
      visitsPerCustomer: 'การเข้าร้านต่อลูกค้า',
      improved: 'ดีขึ้นตั้งแต่ครั้งแรก',
      compared: 'ลูกค้าที่เปรียบเทียบได้',
      improvedCount: 'ลูกค้าที่ดีขึ้น',
      cleared: 'ไม่พบในครั้งล่าสุด',
      share: 'สัดส่วนที่ดีขึ้น',
      none: 'ไม่มีลูกค้าที่เข้าร้านสองครั้งขึ้นไปในช่วงนี้',
      counting: 'กำลังนับลูกค้าของทุกร้าน',
      countedAt: 'นับทุกร้านล่าสุดเมื่อ',
    },
    section: {
      figures: 'ตัวเลขหลัก',
      trend: 'แนวโน้ม',
      ordersByType: 'คำสั่งซื้อตามประเภท',
      ordersByStatus: 'คำสั่งซื้อตามสถานะ',
      ordersByMethod: 'คำสั่งซื้อตามวิธีชำระเงิน',
      revenueByType: 'รายได้ตามประเภท',
      revenueByMethod: 'รายได้ตามวิธีชำระเงิน',
      topStores: 'ร้านที่มีรายได้สูงสุด',
    },
    column: {
      figure: 'ตัวเลข',
      current: 'ช่วงนี้',
      previous: 'ช่วงก่อนหน้า',
      change: 'การเปลี่ยนแปลง',
      period: 'ช่วงเวลา',
      item: 'รายการ',
      count: 'จำนวน',
      amount: 'ยอดเงิน',
      currency: 'สกุลเงิน',
      rank: 'อันดับ',
      store: 'ร้าน',
      range: 'ช่วงเวลา',
      grouping: 'จัดกลุ่มตาม',
      scope: 'ขอบเขต',
    },
    figure: {
      accountsTotal: 'บัญชีแอป',
      accountsNew: 'บัญชีแอปใหม่',
      working: 'เครื่องทำงาน',
      viewer: 'เครื่องดู',
      expiring30d: 'หมดอายุภายใน 30 วัน',
      disabled: 'ปิดใช้งาน',
      bound: 'บัญชีที่ผูกกับอุปกรณ์',
      devicesTotal: 'อุปกรณ์',
      devicesNew: 'อุปกรณ์ใหม่',
      accountsPerDevice: 'บัญชีต่ออุปกรณ์',
      orders: 'คำสั่งซื้อ',
      paidOrders: 'คำสั่งซื้อที่ชำระแล้ว',
      revenue: 'รายได้สุทธิ',
      paidAmount: 'ชำระแล้ว',
      refunds: 'คืนเงินแล้ว',
      cloudUsedGb: 'พื้นที่คลาวด์ที่ใช้ (GB)',
      cloudUsed: 'พื้นที่คลาวด์ที่ใช้',
      cloudDaysLeft: 'จำนวนวันคลาวด์ที่เหลือ',
      cloudExpiring: 'ร้านที่คลาวด์หมดอายุภายใน 30 วัน',
      cloudExpired: 'ร้านที่คลาวด์หมดอายุแล้ว',
      storesTotal: 'ร้าน',
      storesNew: 'ร้านใหม่',
      storesInvalid: 'ร้านที่ใช้งานไม่ได้',
    },
    grouping: { day: 'รายวัน', week: 'รายสัปดาห์', month: 'รายเดือน' },
    noMethod: 'ยังไม่เลือก',
  },
  'vi-VN': {
    sheet: 'Trung tâm dữ liệu',
    platform: 'Tất cả cửa hàng',
    analyses: {
      analyses: 'Lượt phân tích',
      byDevice: 'Phân tích theo thiết bị',
      byUserType: 'Phân tích theo loại người dùng',
      symptoms: 'Triệu chứng phát hiện theo mức độ',
      device: 'Thiết bị',
      symptom: 'Triệu chứng',
      degrees: ['Nhẹ', 'Vừa', 'Nặng'],
    },
    customers: {
      section: 'Khách hàng',
      new: 'Khách hàng mới',
      returning: 'Khách hàng quay lại',
      visits: 'Lượt đến (phân tích có khách hàng)',
      visitors: 'Khách hàng đã đến',
      visitsPerCustomer: 'Lượt đến mỗi khách hàng',
      improved: 'Cải thiện từ lần đầu',
      compared: 'Khách hàng được so sánh',
      improvedCount: 'Khách hàng cải thiện',
      cleared: 'Không phát hiện ở lần gần nhất',
      share: 'Tỷ lệ cải thiện',
      none: 'Không có khách hàng nào đến hai lần trong khoảng này',
      counting: 'Đang đếm khách hàng của mọi cửa hàng',
      countedAt: 'Lần đếm gần nhất của mọi cửa hàng',
    },
    section: {
      figures: 'Số liệu chính',
      trend: 'Xu hướng',
      ordersByType: 'Đơn hàng theo loại',
      ordersByStatus: 'Đơn hàng theo trạng thái',
      ordersByMethod: 'Đơn hàng theo phương thức thanh toán',
      revenueByType: 'Doanh thu theo loại',
      revenueByMethod: 'Doanh thu theo phương thức thanh toán',
      topStores: 'Cửa hàng doanh thu cao nhất',
    },
    column: {
      figure: 'Chỉ số',
      current: 'Kỳ này',
      previous: 'Kỳ trước',
      change: 'Thay đổi',
      period: 'Thời gian',
      item: 'Mục',
      count: 'Số lượng',
      amount: 'Số tiền',
      currency: 'Tiền tệ',
      rank: 'Hạng',
      store: 'Cửa hàng',
      range: 'Khoảng thời gian',
      grouping: 'Nhóm theo',
      scope: 'Phạm vi',
    },
    figure: {
      accountsTotal: 'Tài khoản ứng dụng',
      accountsNew: 'Tài khoản ứng dụng mới',
      working: 'Máy làm việc',
      viewer: 'Đầu xem',
      expiring30d: 'Hết hạn trong 30 ngày',
      disabled: 'Đã vô hiệu hóa',
      bound: 'Tài khoản gắn thiết bị',
      devicesTotal: 'Thiết bị',
      devicesNew: 'Thiết bị mới',
      accountsPerDevice: 'Tài khoản mỗi thiết bị',
      orders: 'Đơn hàng',
      paidOrders: 'Đơn đã thanh toán',
      revenue: 'Doanh thu ròng',
      paidAmount: 'Đã thanh toán',
      refunds: 'Đã hoàn tiền',
      cloudUsedGb: 'Dung lượng đám mây đã dùng (GB)',
      cloudUsed: 'Dung lượng đám mây đã dùng',
      cloudDaysLeft: 'Số ngày dung lượng đám mây còn lại',
      cloudExpiring: 'Cửa hàng có dung lượng đám mây hết hạn trong 30 ngày',
      cloudExpired: 'Cửa hàng có dung lượng đám mây đã hết hạn',
      storesTotal: 'Cửa hàng',
      storesNew: 'Cửa hàng mới',
      storesInvalid: 'Cửa hàng không hợp lệ',
    },
    grouping: { day: 'Theo ngày', week: 'Theo tuần', month: 'Theo tháng' },
    noMethod: 'Chưa chọn',
  },
};
