import type { Language } from './enums.js';

/** Validation message keys of the analysis app's API (schemas/app.ts). */
export type AppValidationKey = never;

/** Keys of errors.ts entries of the analysis app's API (issue 22): token kinds, sign-in and the rules. */
type AppKey =
  | AppValidationKey
  | 'appTokenRequired'
  | 'consoleTokenRequired'
  | 'appLoginLocked'
  | 'appAccountClosedSignIn'
  | 'appStoreInvalid'
  | 'appDeviceUnknown'
  | 'appAccountDisabled'
  | 'appAccountExpired'
  | 'appDeviceMismatch'
  | 'appViewerCloudExpired'
  | 'appCloudReadOnly';

/**
 * Server messages of the analysis app's API, in the seven interface languages. Each refusal says what happened
 * and who can change it (the store owner, in the console), since the person holding the device usually cannot.
 */
export const APP_MESSAGES: Record<Language, Record<AppKey, string>> = {
  'zh-CN': {
    appTokenRequired: '此接口供分析 App 使用，请用 App 账号登录后再试',
    consoleTokenRequired: 'App 的登录凭证不能用于管理后台，请用后台账号登录',
    appLoginLocked: '该 App 账号在此网络的密码错误次数过多，请 {minutes} 分钟后再试，或请门店店主重设密码',
    appAccountClosedSignIn: '该 App 账号已注销，不能再登录',
    appStoreInvalid: '该门店已被平台标记为失效，其 App 账号不能登录。请联系平台客服',
    appDeviceUnknown: '设备 {deviceNo} 不属于该账号所在门店（或已被删除）。请门店店主在“设备管理”中添加此设备',
    appAccountDisabled: '该 App 账号已停用。请门店店主在“用户管理”中启用',
    appAccountExpired: '该 App 账号已于 {date} 到期。请门店店主续期',
    appDeviceMismatch: '该账号已绑定设备 {deviceNo}，只能在该设备上登录',
    appViewerCloudExpired: '门店的云空间已于 {date} 到期，观看端暂停使用。门店店主在后台“云空间管理”续费后即可恢复',
    appCloudReadOnly:
      '门店的云空间已于 {date} 到期：操作端仍可查看内容，但不能新增分析记录。门店店主在后台“云空间管理”续费后即可恢复',
  },
  'en-US': {
    appTokenRequired: 'This route is for the analysis app: sign in with an app account and try again',
    consoleTokenRequired: "An app sign-in cannot be used for the console's API; sign in to the console",
    appLoginLocked:
      'Too many wrong passwords for this app account from your network; try again in {minutes} minutes, or ask the store owner to set a new password',
    appAccountClosedSignIn: 'This app account has been closed and can no longer sign in',
    appStoreInvalid:
      'The platform has marked this store invalid, so its app accounts cannot sign in. Please contact the platform',
    appDeviceUnknown:
      "Device {deviceNo} is not a device of this account's store (or it has been deleted). The store owner can add it on the Devices screen",
    appAccountDisabled: 'This app account is disabled. The store owner can enable it on the Users screen',
    appAccountExpired: 'This app account expired on {date}. Ask the store owner to renew it',
    appDeviceMismatch: 'This account is bound to device {deviceNo} and can only sign in on that device',
    appViewerCloudExpired:
      "The store's cloud space expired on {date}, so viewer ends stop working until the store owner renews it on the console's Cloud space screen",
    appCloudReadOnly:
      "The store's cloud space expired on {date}: this working end can still read, but cannot add analyses until the store owner renews it on the console's Cloud space screen",
  },
  'ja-JP': {
    appTokenRequired: 'このルートは分析アプリ用です。アプリアカウントでサインインしてから再度お試しください',
    consoleTokenRequired: 'アプリのサインインは管理コンソールの API には使えません。コンソールにサインインしてください',
    appLoginLocked:
      'このネットワークからのアプリアカウントのパスワード誤りが多すぎます。{minutes} 分後に再度お試しいただくか、店舗オーナーに新しいパスワードの設定を依頼してください',
    appAccountClosedSignIn: 'このアプリアカウントは解約済みのため、サインインできません',
    appStoreInvalid:
      'この店舗はプラットフォームにより無効とされているため、アプリアカウントはサインインできません。プラットフォームにお問い合わせください',
    appDeviceUnknown:
      'デバイス {deviceNo} はこのアカウントの店舗のデバイスではありません（または削除されています）。店舗オーナーが「デバイス管理」で追加できます',
    appAccountDisabled: 'このアプリアカウントは無効です。店舗オーナーが「ユーザー管理」で有効にできます',
    appAccountExpired: 'このアプリアカウントは {date} に期限切れになりました。店舗オーナーに更新を依頼してください',
    appDeviceMismatch: 'このアカウントはデバイス {deviceNo} に紐付けられており、そのデバイスでのみサインインできます',
    appViewerCloudExpired:
      '店舗のクラウド容量が {date} に期限切れになったため、閲覧端末は使えません。店舗オーナーがコンソールの「クラウド容量」で更新すると再開します',
    appCloudReadOnly:
      '店舗のクラウド容量が {date} に期限切れになりました。操作端末は閲覧できますが、分析の追加はできません。店舗オーナーがコンソールの「クラウド容量」で更新すると再開します',
  },
  'es-ES': {
    appTokenRequired:
      'Esta ruta es para la app de análisis: inicie sesión con una cuenta de la app e inténtelo de nuevo',
    consoleTokenRequired:
      'Un inicio de sesión de la app no sirve para la API de la consola; inicie sesión en la consola',
    appLoginLocked:
      'Demasiadas contraseñas incorrectas para esta cuenta de la app desde su red; inténtelo de nuevo en {minutes} minutos o pida al propietario de la tienda una contraseña nueva',
    appAccountClosedSignIn: 'Esta cuenta de la app está cerrada y ya no puede iniciar sesión',
    appStoreInvalid:
      'La plataforma ha marcado esta tienda como no válida, por lo que sus cuentas de la app no pueden iniciar sesión. Contacte con la plataforma',
    appDeviceUnknown:
      'El dispositivo {deviceNo} no es un dispositivo de la tienda de esta cuenta (o se ha eliminado). El propietario de la tienda puede añadirlo en la pantalla Dispositivos',
    appAccountDisabled:
      'Esta cuenta de la app está deshabilitada. El propietario de la tienda puede habilitarla en la pantalla Usuarios',
    appAccountExpired: 'Esta cuenta de la app caducó el {date}. Pida al propietario de la tienda que la renueve',
    appDeviceMismatch:
      'Esta cuenta está vinculada al dispositivo {deviceNo} y solo puede iniciar sesión en ese dispositivo',
    appViewerCloudExpired:
      'El espacio en la nube de la tienda caducó el {date}, así que los visores dejan de funcionar hasta que el propietario lo renueve en la pantalla Espacio en la nube de la consola',
    appCloudReadOnly:
      'El espacio en la nube de la tienda caducó el {date}: este terminal de trabajo puede seguir leyendo, pero no puede añadir análisis hasta que el propietario lo renueve en la pantalla Espacio en la nube de la consola',
  },
  'id-ID': {
    appTokenRequired: 'Rute ini untuk aplikasi analisis: masuk dengan akun aplikasi lalu coba lagi',
    consoleTokenRequired: 'Login aplikasi tidak dapat dipakai untuk API konsol; silakan masuk ke konsol',
    appLoginLocked:
      'Terlalu banyak kata sandi salah untuk akun aplikasi ini dari jaringan Anda; coba lagi dalam {minutes} menit, atau minta pemilik toko menetapkan kata sandi baru',
    appAccountClosedSignIn: 'Akun aplikasi ini sudah ditutup dan tidak dapat masuk lagi',
    appStoreInvalid:
      'Platform menandai toko ini tidak valid, sehingga akun aplikasinya tidak dapat masuk. Silakan hubungi platform',
    appDeviceUnknown:
      'Perangkat {deviceNo} bukan perangkat toko akun ini (atau sudah dihapus). Pemilik toko dapat menambahkannya di layar Perangkat',
    appAccountDisabled: 'Akun aplikasi ini dinonaktifkan. Pemilik toko dapat mengaktifkannya di layar Pengguna',
    appAccountExpired: 'Akun aplikasi ini berakhir pada {date}. Minta pemilik toko untuk memperpanjangnya',
    appDeviceMismatch: 'Akun ini terikat pada perangkat {deviceNo} dan hanya dapat masuk di perangkat tersebut',
    appViewerCloudExpired:
      'Ruang cloud toko berakhir pada {date}, sehingga terminal penampil berhenti bekerja sampai pemilik toko memperpanjangnya di layar Ruang cloud pada konsol',
    appCloudReadOnly:
      'Ruang cloud toko berakhir pada {date}: terminal kerja ini masih dapat membaca, tetapi tidak dapat menambah analisis sampai pemilik toko memperpanjangnya di layar Ruang cloud pada konsol',
  },
  'th-TH': {
    appTokenRequired: 'เส้นทางนี้สำหรับแอปวิเคราะห์ โปรดลงชื่อเข้าใช้ด้วยบัญชีแอปแล้วลองอีกครั้ง',
    consoleTokenRequired: 'การลงชื่อเข้าใช้ของแอปใช้กับ API ของคอนโซลไม่ได้ โปรดลงชื่อเข้าใช้คอนโซล',
    appLoginLocked:
      'ใส่รหัสผ่านของบัญชีแอปนี้ผิดจากเครือข่ายของคุณบ่อยเกินไป โปรดลองอีกครั้งใน {minutes} นาที หรือให้เจ้าของร้านตั้งรหัสผ่านใหม่',
    appAccountClosedSignIn: 'บัญชีแอปนี้ถูกปิดแล้วและลงชื่อเข้าใช้ไม่ได้อีก',
    appStoreInvalid: 'แพลตฟอร์มได้ทำเครื่องหมายร้านนี้ว่าไม่ถูกต้อง บัญชีแอปของร้านจึงลงชื่อเข้าใช้ไม่ได้ โปรดติดต่อแพลตฟอร์ม',
    appDeviceUnknown: 'อุปกรณ์ {deviceNo} ไม่ใช่อุปกรณ์ของร้านของบัญชีนี้ (หรือถูกลบไปแล้ว) เจ้าของร้านเพิ่มได้ที่หน้าอุปกรณ์',
    appAccountDisabled: 'บัญชีแอปนี้ถูกปิดใช้งาน เจ้าของร้านเปิดใช้งานได้ที่หน้าผู้ใช้',
    appAccountExpired: 'บัญชีแอปนี้หมดอายุเมื่อ {date} โปรดให้เจ้าของร้านต่ออายุ',
    appDeviceMismatch: 'บัญชีนี้ผูกกับอุปกรณ์ {deviceNo} และลงชื่อเข้าใช้ได้เฉพาะบนอุปกรณ์นั้น',
    appViewerCloudExpired: 'พื้นที่คลาวด์ของร้านหมดอายุเมื่อ {date} เครื่องดูจึงหยุดทำงานจนกว่าเจ้าของร้านจะต่ออายุที่หน้าพื้นที่คลาวด์ในคอนโซล',
    appCloudReadOnly:
      'พื้นที่คลาวด์ของร้านหมดอายุเมื่อ {date} เครื่องทำงานนี้ยังอ่านข้อมูลได้ แต่เพิ่มผลการวิเคราะห์ไม่ได้จนกว่าเจ้าของร้านจะต่ออายุที่หน้าพื้นที่คลาวด์ในคอนโซล',
  },
  'vi-VN': {
    appTokenRequired: 'Đường dẫn này dành cho ứng dụng phân tích: hãy đăng nhập bằng tài khoản ứng dụng rồi thử lại',
    consoleTokenRequired:
      'Phiên đăng nhập của ứng dụng không dùng được cho API của trang quản trị; hãy đăng nhập trang quản trị',
    appLoginLocked:
      'Nhập sai mật khẩu của tài khoản ứng dụng này từ mạng của bạn quá nhiều lần; hãy thử lại sau {minutes} phút hoặc nhờ chủ cửa hàng đặt mật khẩu mới',
    appAccountClosedSignIn: 'Tài khoản ứng dụng này đã bị đóng và không thể đăng nhập nữa',
    appStoreInvalid:
      'Nền tảng đã đánh dấu cửa hàng này không hợp lệ nên các tài khoản ứng dụng của cửa hàng không thể đăng nhập. Vui lòng liên hệ nền tảng',
    appDeviceUnknown:
      'Thiết bị {deviceNo} không phải thiết bị của cửa hàng của tài khoản này (hoặc đã bị xóa). Chủ cửa hàng có thể thêm thiết bị ở màn hình Thiết bị',
    appAccountDisabled: 'Tài khoản ứng dụng này đã bị vô hiệu hóa. Chủ cửa hàng có thể bật lại ở màn hình Người dùng',
    appAccountExpired: 'Tài khoản ứng dụng này đã hết hạn vào {date}. Hãy nhờ chủ cửa hàng gia hạn',
    appDeviceMismatch: 'Tài khoản này đã gắn với thiết bị {deviceNo} và chỉ đăng nhập được trên thiết bị đó',
    appViewerCloudExpired:
      'Dung lượng đám mây của cửa hàng đã hết hạn vào {date}, nên đầu xem ngừng hoạt động cho đến khi chủ cửa hàng gia hạn ở màn hình Dung lượng đám mây trong trang quản trị',
    appCloudReadOnly:
      'Dung lượng đám mây của cửa hàng đã hết hạn vào {date}: thiết bị thao tác này vẫn xem được nội dung nhưng không thể thêm kết quả phân tích cho đến khi chủ cửa hàng gia hạn ở màn hình Dung lượng đám mây trong trang quản trị',
  },
};

/** The names of the three degrees (1 mild, 2 moderate, 3 severe) in each content language, as the console names them. */
export const DEGREE_NAMES: Record<Language, readonly [string, string, string]> = {
  'zh-CN': ['轻度', '中度', '重度'],
  'en-US': ['Mild', 'Moderate', 'Severe'],
  'ja-JP': ['軽度', '中度', '重度'],
  'es-ES': ['Leve', 'Moderado', 'Grave'],
  'id-ID': ['Ringan', 'Sedang', 'Berat'],
  'th-TH': ['เล็กน้อย', 'ปานกลาง', 'รุนแรง'],
  'vi-VN': ['Nhẹ', 'Vừa', 'Nặng'],
};
