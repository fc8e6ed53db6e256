import type { Language } from './enums.js';

/** Validation message keys of the content catalogue (labels, scripts, files). */
export type ContentValidationKey = 'colorInvalid' | 'symptomKeyRule';

type ContentKey =
  | ContentValidationKey
  | 'labelImportFailed'
  | 'fileTypeInvalid'
  | 'fileMissing'
  | 'imageEmpty'
  | 'imageType'
  | 'imageCorrupt'
  | 'imageTooLarge'
  | 'imageNotSquare'
  | 'fileTooLarge'
  | 'fileNotFound'
  | 'uploadDenied'
  | 'imageDimensions'
  | 'fileKeyTaken'
  | 'cloudExpired'
  | 'uploadLimited'
  | 'imageScans'
  | 'imageBitDepth'
  | 'imageSparse'
  | 'imageTooComplex'
  | 'photosBusy'
  | 'scriptNotFound'
  | 'scriptReadOnly'
  | 'imageKeyInvalid'
  | 'labelNotFound'
  | 'labelNameTaken'
  | 'labelKeyTaken'
  | 'labelTypeHasLabels'
  | 'labelParentInvalid'
  | 'labelKeyRequired'
  | 'importEmpty'
  | 'importNotTemplate'
  | 'importOldTemplate'
  | 'importLanguageMismatch'
  | 'importRowEmpty'
  | 'importRowInvalid'
  | 'importTooLarge'
  | 'importTooManyRows';

/** Server messages of files, images, symptom labels and scripts, in the seven interface languages. */
export const CONTENT_MESSAGES: Record<Language, Record<ContentKey, string>> = {
  'zh-CN': {
    colorInvalid: '颜色须为 #RRGGBB 格式',
    symptomKeyRule: '症状标识须以小写字母开头，由 1-48 位小写字母、数字、- 或 _ 组成',
    labelImportFailed: '批量导入标签失败：标签“{name}”重复（第 {rows} 行）',
    fileTypeInvalid: '文件类型须为 image（标签导入模板在“症状标签”页面直接导入，不会存储）',
    fileMissing: '请选择要上传的文件',
    imageEmpty: '图片文件为空',
    imageType: '只能上传 JPG 或 PNG 图片',
    imageCorrupt: '图片文件已损坏或不完整',
    imageTooLarge: '图片不能超过 {max} MB',
    imageNotSquare: '图片宽高比须为 1:1（例如 900x900）',
    fileTooLarge: '文件过大，不能超过 {max} MB',
    fileNotFound: '文件不存在',
    uploadDenied: '上传凭证无效或已过期',
    imageDimensions: '图片的宽和高不能超过 {max} 像素',
    fileKeyTaken: '该名称下已有文件，请换一个名称上传',
    cloudExpired: '门店的云空间已过期，无法上传文件：请在“云空间管理”页面续费后再上传',
    uploadLimited: '上传过于频繁，请 {minutes} 分钟后再试',
    imageScans:
      '该 JPEG 图片有 {scans} 次扫描（渐进式），最多允许 {max} 次，每次都要完整解码一遍：请另存为普通 JPG 后再上传',
    imageBitDepth: '照片每个通道最多 {max} 位，该 PNG 为 {bits} 位：请另存为 8 位 PNG 或 JPG 后再上传',
    imageSparse:
      '图片声明的像素数相对其文件大小过多（每字节最多 {max} 像素），不像照片：请另存为普通 JPG 或 PNG 后再上传',
    imageTooComplex: '图片无法在服务器的时间和内存限制内处理：请另存为普通 JPG 或缩小尺寸后再上传',
    photosBusy: '正在处理的照片过多，请稍后再试',
    scriptNotFound: '话术不存在',
    scriptReadOnly: '这是平台的话术，请先从平台复制后再编辑',
    imageKeyInvalid: '图片无效，请重新上传',
    labelNotFound: '标签不存在',
    labelNameTaken: '标签“{name}”已存在',
    labelKeyTaken: '症状标识“{key}”已被其他标签使用',
    labelTypeHasLabels: '该标签类型下还有标签，不能删除',
    labelParentInvalid: '上级标签须为同一语言的标签类型',
    labelKeyRequired: '标签须填写症状标识',
    importEmpty: '导入的文件为空',
    importNotTemplate: '文件不是标签导入模板，请下载新的模板',
    importOldTemplate: '模板版本过旧，请下载新的模板',
    importLanguageMismatch: '模板语言（{language}）与所选语言（{chosen}）不一致',
    importRowEmpty: '第 {rows} 行内容为空',
    importRowInvalid: '未导入任何内容：第 {rows} 行共有 {count} 处问题',
    importTooLarge: '导入文件不能超过 {max} MB',
    importTooManyRows: '一次最多导入 {max} 行',
  },
  'en-US': {
    colorInvalid: 'Colours must be written #RRGGBB',
    symptomKeyRule: 'A symptom key starts with a lower-case letter: 1-48 lower-case letters, digits, - or _',
    labelImportFailed: 'Batch label import failed: the label "{name}" is a duplicate (row {rows})',
    fileTypeInvalid:
      'The file type must be image (label templates are imported on the Symptom labels screen and are not stored)',
    fileMissing: 'Choose a file to upload',
    imageEmpty: 'The image file is empty',
    imageType: 'Only JPG or PNG images can be uploaded',
    imageCorrupt: 'The image file is damaged or incomplete',
    imageTooLarge: 'The image must not be larger than {max} MB',
    imageNotSquare: 'The image must be square, 1:1 (for example 900x900)',
    fileTooLarge: 'The file is too large: at most {max} MB',
    fileNotFound: 'The file does not exist',
    uploadDenied: 'The upload credential is invalid or has expired',
    imageDimensions: 'The image may be at most {max} × {max} pixels',
    fileKeyTaken: 'A file is already stored under this name: upload it under another name',
    cloudExpired:
      "Your store's cloud space has expired, so no files can be uploaded: renew it on the Cloud space screen, then upload again",
    uploadLimited: 'Too many uploads, please try again in {minutes} minutes',
    imageScans:
      'This JPEG has {scans} scans; at most {max} are accepted, as each one is a full pass over the image. Save it again as an ordinary JPG',
    imageBitDepth:
      'Photos may have at most {max} bits per channel; this PNG has {bits}. Save it again as an 8-bit PNG or a JPG',
    imageSparse:
      'The image declares far more pixels than a photo of its file size holds (at most {max} pixels per byte). Save it again as an ordinary JPG or PNG',
    imageTooComplex:
      "The image could not be processed within the server's time and memory limits. Save it again as an ordinary JPG, or smaller",
    photosBusy: 'Too many photos are being processed; please try again in a moment',
    scriptNotFound: 'The script does not exist',
    scriptReadOnly: "This is the platform's script: copy the platform's scripts first, then edit",
    imageKeyInvalid: 'The image is not valid, please upload it again',
    labelNotFound: 'The label does not exist',
    labelNameTaken: 'The label "{name}" already exists',
    labelKeyTaken: 'The symptom key "{key}" is used by another label',
    labelTypeHasLabels: 'This label type still has labels and cannot be deleted',
    labelParentInvalid: 'The parent must be a label type of the same language',
    labelKeyRequired: 'A label needs a symptom key',
    importEmpty: 'The imported file is empty',
    importNotTemplate: 'This file is not the label template: download a new template',
    importOldTemplate: 'This template is an old version: download a new template',
    importLanguageMismatch: 'The template language ({language}) differs from the chosen language ({chosen})',
    importRowEmpty: 'Row {rows} has empty content',
    importRowInvalid: 'Nothing was imported: problems in rows {rows} ({count} in all)',
    importTooLarge: 'The import file must not be larger than {max} MB',
    importTooManyRows: 'At most {max} rows can be imported at once',
  },
  'ja-JP': {
    colorInvalid: '色は #RRGGBB 形式で入力してください',
    symptomKeyRule: '症状キーは小文字で始まる 1-48 文字の小文字、数字、- または _ です',
    labelImportFailed: 'ラベルの一括インポートに失敗しました：ラベル「{name}」が重複しています（{rows} 行目）',
    fileTypeInvalid:
      'ファイル種別は image です（ラベルのインポート用テンプレートは「症状ラベル」画面で直接インポートし、保存されません）',
    fileMissing: 'アップロードするファイルを選択してください',
    imageEmpty: '画像ファイルが空です',
    imageType: 'JPG または PNG 画像のみアップロードできます',
    imageCorrupt: '画像ファイルが破損しているか不完全です',
    imageTooLarge: '画像は {max} MB 以下にしてください',
    imageNotSquare: '画像の縦横比は 1:1 にしてください（例：900x900）',
    fileTooLarge: 'ファイルが大きすぎます（最大 {max} MB）',
    fileNotFound: 'ファイルが存在しません',
    uploadDenied: 'アップロード資格情報が無効か期限切れです',
    imageDimensions: '画像の幅と高さは {max} ピクセル以内にしてください',
    fileKeyTaken: 'この名前のファイルはすでに保存されています。別の名前でアップロードしてください',
    cloudExpired:
      '店舗のクラウド容量の期限が切れているため、ファイルをアップロードできません。「クラウド容量」画面で更新してから、もう一度アップロードしてください',
    uploadLimited: 'アップロードが多すぎます。{minutes} 分後にもう一度お試しください',
    imageScans:
      'この JPEG には {scans} 個のスキャンがあります（上限は {max} 個、スキャンごとに画像全体を処理します）。通常の JPG で保存し直してください',
    imageBitDepth:
      '写真はチャンネルあたり {max} ビットまでです（この PNG は {bits} ビット）。8 ビットの PNG か JPG で保存し直してください',
    imageSparse:
      '画像のピクセル数がファイルサイズに比べて多すぎます（1 バイトあたり {max} ピクセルまで）。通常の JPG か PNG で保存し直してください',
    imageTooComplex:
      '画像をサーバーの時間とメモリの制限内で処理できませんでした。通常の JPG で保存し直すか、小さくしてください',
    photosBusy: '処理中の写真が多すぎます。しばらくしてから再試行してください',
    scriptNotFound: 'スクリプトが存在しません',
    scriptReadOnly: 'プラットフォームのスクリプトです。先にプラットフォームからコピーしてください',
    imageKeyInvalid: '画像が無効です。もう一度アップロードしてください',
    labelNotFound: 'ラベルが存在しません',
    labelNameTaken: 'ラベル「{name}」は既に存在します',
    labelKeyTaken: '症状キー「{key}」は他のラベルで使用されています',
    labelTypeHasLabels: 'このラベル種別にはラベルがあるため削除できません',
    labelParentInvalid: '親は同じ言語のラベル種別である必要があります',
    labelKeyRequired: 'ラベルには症状キーが必要です',
    importEmpty: 'インポートしたファイルが空です',
    importNotTemplate: 'ラベルのテンプレートではありません。新しいテンプレートをダウンロードしてください',
    importOldTemplate: 'テンプレートのバージョンが古いです。新しいテンプレートをダウンロードしてください',
    importLanguageMismatch: 'テンプレートの言語（{language}）が選択した言語（{chosen}）と異なります',
    importRowEmpty: '{rows} 行目の内容が空です',
    importRowInvalid: 'インポートされませんでした：{rows} 行目に {count} 件の問題があります',
    importTooLarge: 'インポートファイルは {max} MB 以下にしてください',
    importTooManyRows: '一度にインポートできるのは最大 {max} 行です',
  },
  'es-ES': {
    colorInvalid: 'Los colores se escriben #RRGGBB',
    symptomKeyRule: 'La clave de síntoma empieza por minúscula: 1-48 minúsculas, dígitos, - o _',
    labelImportFailed: 'Error en la importación masiva de etiquetas: la etiqueta "{name}" está duplicada (fila {rows})',
    fileTypeInvalid:
      'El tipo de archivo debe ser image (las plantillas de etiquetas se importan en la pantalla Etiquetas de síntomas y no se guardan)',
    fileMissing: 'Elija un archivo para subir',
    imageEmpty: 'El archivo de imagen está vacío',
    imageType: 'Solo se pueden subir imágenes JPG o PNG',
    imageCorrupt: 'El archivo de imagen está dañado o incompleto',
    imageTooLarge: 'La imagen no puede superar {max} MB',
    imageNotSquare: 'La imagen debe ser cuadrada, 1:1 (por ejemplo 900x900)',
    fileTooLarge: 'El archivo es demasiado grande: como máximo {max} MB',
    fileNotFound: 'El archivo no existe',
    uploadDenied: 'La credencial de subida no es válida o ha caducado',
    imageDimensions: 'La imagen puede medir como máximo {max} × {max} píxeles',
    fileKeyTaken: 'Ya hay un archivo guardado con este nombre: súbalo con otro nombre',
    cloudExpired:
      'El espacio en la nube de su tienda ha caducado y no se pueden subir archivos: renuévelo en la pantalla Espacio en la nube y vuelva a subirlos',
    uploadLimited: 'Demasiadas subidas; vuelva a intentarlo dentro de {minutes} minutos',
    imageScans:
      'Este JPEG tiene {scans} barridos; se admiten como máximo {max}, pues cada uno recorre la imagen entera. Guárdelo de nuevo como JPG normal',
    imageBitDepth:
      'Las fotos pueden tener como máximo {max} bits por canal; este PNG tiene {bits}. Guárdelo de nuevo como PNG de 8 bits o JPG',
    imageSparse:
      'La imagen declara muchos más píxeles de los que caben en una foto de su tamaño (como máximo {max} píxeles por byte). Guárdela de nuevo como JPG o PNG normal',
    imageTooComplex:
      'No se pudo procesar la imagen dentro de los límites de tiempo y memoria del servidor. Guárdela de nuevo como JPG normal o más pequeña',
    photosBusy: 'Se están procesando demasiadas fotos; inténtelo de nuevo en un momento',
    scriptNotFound: 'El guion no existe',
    scriptReadOnly: 'Es un guion de la plataforma: copie primero los guiones de la plataforma',
    imageKeyInvalid: 'La imagen no es válida, súbala de nuevo',
    labelNotFound: 'La etiqueta no existe',
    labelNameTaken: 'La etiqueta "{name}" ya existe',
    labelKeyTaken: 'La clave de síntoma "{key}" ya la usa otra etiqueta',
    labelTypeHasLabels: 'Este tipo de etiqueta aún tiene etiquetas y no se puede eliminar',
    labelParentInvalid: 'El padre debe ser un tipo de etiqueta del mismo idioma',
    labelKeyRequired: 'Una etiqueta necesita una clave de síntoma',
    importEmpty: 'El archivo importado está vacío',
    importNotTemplate: 'El archivo no es la plantilla de etiquetas: descargue una plantilla nueva',
    importOldTemplate: 'La plantilla es de una versión antigua: descargue una plantilla nueva',
    importLanguageMismatch: 'El idioma de la plantilla ({language}) no coincide con el elegido ({chosen})',
    importRowEmpty: 'La fila {rows} tiene contenido vacío',
    importRowInvalid: 'No se importó nada: hay problemas en las filas {rows} ({count} en total)',
    importTooLarge: 'El archivo de importación no puede superar {max} MB',
    importTooManyRows: 'Se pueden importar como máximo {max} filas a la vez',
  },
  'id-ID': {
    colorInvalid: 'Warna harus ditulis #RRGGBB',
    symptomKeyRule: 'Kunci gejala diawali huruf kecil: 1-48 huruf kecil, angka, - atau _',
    labelImportFailed: 'Impor label massal gagal: label "{name}" duplikat (baris {rows})',
    fileTypeInvalid: 'Jenis file harus image (templat label diimpor langsung di layar Label gejala dan tidak disimpan)',
    fileMissing: 'Pilih file untuk diunggah',
    imageEmpty: 'File gambar kosong',
    imageType: 'Hanya gambar JPG atau PNG yang dapat diunggah',
    imageCorrupt: 'File gambar rusak atau tidak lengkap',
    imageTooLarge: 'Gambar tidak boleh lebih dari {max} MB',
    imageNotSquare: 'Gambar harus persegi, 1:1 (misalnya 900x900)',
    fileTooLarge: 'File terlalu besar: paling banyak {max} MB',
    fileNotFound: 'File tidak ada',
    uploadDenied: 'Kredensial unggah tidak valid atau sudah kedaluwarsa',
    imageDimensions: 'Ukuran gambar paling besar {max} × {max} piksel',
    fileKeyTaken: 'Sudah ada file yang disimpan dengan nama ini: unggah dengan nama lain',
    cloudExpired:
      'Ruang cloud toko Anda sudah berakhir sehingga file tidak dapat diunggah: perpanjang di layar Ruang cloud, lalu unggah lagi',
    uploadLimited: 'Terlalu banyak unggahan, coba lagi dalam {minutes} menit',
    imageScans:
      'JPEG ini memiliki {scans} pindaian; paling banyak {max} yang diterima, karena tiap pindaian memproses seluruh gambar. Simpan ulang sebagai JPG biasa',
    imageBitDepth:
      'Foto paling banyak {max} bit per kanal; PNG ini {bits} bit. Simpan ulang sebagai PNG 8 bit atau JPG',
    imageSparse:
      'Gambar menyatakan piksel jauh lebih banyak daripada yang dimuat foto seukuran filenya (paling banyak {max} piksel per byte). Simpan ulang sebagai JPG atau PNG biasa',
    imageTooComplex:
      'Gambar tidak dapat diproses dalam batas waktu dan memori server. Simpan ulang sebagai JPG biasa, atau perkecil',
    photosBusy: 'Terlalu banyak foto yang sedang diproses; coba lagi sebentar lagi',
    scriptNotFound: 'Skrip tidak ada',
    scriptReadOnly: 'Ini skrip platform: salin skrip platform terlebih dahulu, lalu ubah',
    imageKeyInvalid: 'Gambar tidak valid, unggah lagi',
    labelNotFound: 'Label tidak ada',
    labelNameTaken: 'Label "{name}" sudah ada',
    labelKeyTaken: 'Kunci gejala "{key}" dipakai label lain',
    labelTypeHasLabels: 'Jenis label ini masih memiliki label dan tidak dapat dihapus',
    labelParentInvalid: 'Induk harus jenis label dengan bahasa yang sama',
    labelKeyRequired: 'Label memerlukan kunci gejala',
    importEmpty: 'File yang diimpor kosong',
    importNotTemplate: 'File ini bukan templat label: unduh templat baru',
    importOldTemplate: 'Templat ini versi lama: unduh templat baru',
    importLanguageMismatch: 'Bahasa templat ({language}) berbeda dari bahasa yang dipilih ({chosen})',
    importRowEmpty: 'Baris {rows} isinya kosong',
    importRowInvalid: 'Tidak ada yang diimpor: {count} masalah di baris {rows}',
    importTooLarge: 'File impor tidak boleh lebih dari {max} MB',
    importTooManyRows: 'Paling banyak {max} baris dapat diimpor sekaligus',
  },
  'th-TH': {
    colorInvalid: 'สีต้องอยู่ในรูปแบบ #RRGGBB',
    symptomKeyRule: 'คีย์อาการขึ้นต้นด้วยตัวพิมพ์เล็ก: ตัวพิมพ์เล็ก ตัวเลข - หรือ _ 1-48 ตัว',
    labelImportFailed: 'นำเข้าป้ายกำกับแบบกลุ่มไม่สำเร็จ: ป้ายกำกับ "{name}" ซ้ำ (แถว {rows})',
    fileTypeInvalid: 'ประเภทไฟล์ต้องเป็น image (เทมเพลตป้ายกำกับนำเข้าโดยตรงที่หน้าป้ายกำกับอาการและจะไม่ถูกจัดเก็บ)',
    fileMissing: 'เลือกไฟล์ที่จะอัปโหลด',
    imageEmpty: 'ไฟล์รูปภาพว่างเปล่า',
    imageType: 'อัปโหลดได้เฉพาะรูปภาพ JPG หรือ PNG',
    imageCorrupt: 'ไฟล์รูปภาพเสียหายหรือไม่สมบูรณ์',
    imageTooLarge: 'รูปภาพต้องมีขนาดไม่เกิน {max} MB',
    imageNotSquare: 'รูปภาพต้องเป็นสี่เหลี่ยมจัตุรัส 1:1 (เช่น 900x900)',
    fileTooLarge: 'ไฟล์ใหญ่เกินไป: ไม่เกิน {max} MB',
    fileNotFound: 'ไม่มีไฟล์นี้',
    uploadDenied: 'ข้อมูลรับรองการอัปโหลดไม่ถูกต้องหรือหมดอายุ',
    imageDimensions: 'รูปภาพต้องมีขนาดไม่เกิน {max} × {max} พิกเซล',
    fileKeyTaken: 'มีไฟล์ที่จัดเก็บด้วยชื่อนี้อยู่แล้ว โปรดอัปโหลดด้วยชื่ออื่น',
    cloudExpired: 'พื้นที่คลาวด์ของร้านหมดอายุแล้ว จึงอัปโหลดไฟล์ไม่ได้ โปรดต่ออายุที่หน้าพื้นที่คลาวด์ แล้วอัปโหลดอีกครั้ง',
    uploadLimited: 'อัปโหลดบ่อยเกินไป โปรดลองอีกครั้งใน {minutes} นาที',
    imageScans: 'ไฟล์ JPEG นี้มี {scans} สแกน รับได้ไม่เกิน {max} สแกน เพราะแต่ละสแกนต้องประมวลผลทั้งภาพ โปรดบันทึกใหม่เป็น JPG แบบปกติ',
    imageBitDepth: 'รูปถ่ายมีได้ไม่เกิน {max} บิตต่อช่องสี แต่ PNG นี้มี {bits} บิต โปรดบันทึกใหม่เป็น PNG 8 บิตหรือ JPG',
    imageSparse:
      'รูปภาพระบุจำนวนพิกเซลมากเกินกว่ารูปถ่ายขนาดไฟล์นี้จะมีได้ (ไม่เกิน {max} พิกเซลต่อไบต์) โปรดบันทึกใหม่เป็น JPG หรือ PNG แบบปกติ',
    imageTooComplex:
      'ไม่สามารถประมวลผลรูปภาพภายในขีดจำกัดเวลาและหน่วยความจำของเซิร์ฟเวอร์ โปรดบันทึกใหม่เป็น JPG แบบปกติหรือลดขนาดลง',
    photosBusy: 'มีรูปถ่ายกำลังประมวลผลอยู่มากเกินไป โปรดลองอีกครั้งในอีกสักครู่',
    scriptNotFound: 'ไม่มีสคริปต์นี้',
    scriptReadOnly: 'นี่คือสคริปต์ของแพลตฟอร์ม: คัดลอกสคริปต์ของแพลตฟอร์มก่อนแล้วจึงแก้ไข',
    imageKeyInvalid: 'รูปภาพไม่ถูกต้อง โปรดอัปโหลดอีกครั้ง',
    labelNotFound: 'ไม่มีป้ายกำกับนี้',
    labelNameTaken: 'ป้ายกำกับ "{name}" มีอยู่แล้ว',
    labelKeyTaken: 'คีย์อาการ "{key}" ถูกใช้โดยป้ายกำกับอื่น',
    labelTypeHasLabels: 'ประเภทป้ายกำกับนี้ยังมีป้ายกำกับอยู่ ลบไม่ได้',
    labelParentInvalid: 'ป้ายกำกับหลักต้องเป็นประเภทป้ายกำกับในภาษาเดียวกัน',
    labelKeyRequired: 'ป้ายกำกับต้องมีคีย์อาการ',
    importEmpty: 'ไฟล์ที่นำเข้าว่างเปล่า',
    importNotTemplate: 'ไฟล์นี้ไม่ใช่เทมเพลตป้ายกำกับ: ดาวน์โหลดเทมเพลตใหม่',
    importOldTemplate: 'เทมเพลตนี้เป็นเวอร์ชันเก่า: ดาวน์โหลดเทมเพลตใหม่',
    importLanguageMismatch: 'ภาษาของเทมเพลต ({language}) ไม่ตรงกับภาษาที่เลือก ({chosen})',
    importRowEmpty: 'แถว {rows} ไม่มีเนื้อหา',
    importRowInvalid: 'ไม่ได้นำเข้าข้อมูลใด: พบปัญหา {count} รายการในแถว {rows}',
    importTooLarge: 'ไฟล์นำเข้าต้องมีขนาดไม่เกิน {max} MB',
    importTooManyRows: 'นำเข้าได้ครั้งละไม่เกิน {max} แถว',
  },
  'vi-VN': {
    colorInvalid: 'Màu phải có dạng #RRGGBB',
    symptomKeyRule: 'Khóa triệu chứng bắt đầu bằng chữ thường: 1-48 chữ thường, chữ số, - hoặc _',
    labelImportFailed: 'Nhập nhãn hàng loạt thất bại: nhãn "{name}" bị trùng (dòng {rows})',
    fileTypeInvalid:
      'Loại tệp phải là image (mẫu nhãn được nhập trực tiếp tại màn hình Nhãn triệu chứng và không được lưu)',
    fileMissing: 'Hãy chọn tệp để tải lên',
    imageEmpty: 'Tệp ảnh trống',
    imageType: 'Chỉ tải lên được ảnh JPG hoặc PNG',
    imageCorrupt: 'Tệp ảnh bị hỏng hoặc không đầy đủ',
    imageTooLarge: 'Ảnh không được lớn hơn {max} MB',
    imageNotSquare: 'Ảnh phải vuông, tỉ lệ 1:1 (ví dụ 900x900)',
    fileTooLarge: 'Tệp quá lớn: tối đa {max} MB',
    fileNotFound: 'Tệp không tồn tại',
    uploadDenied: 'Thông tin tải lên không hợp lệ hoặc đã hết hạn',
    imageDimensions: 'Hình ảnh chỉ được tối đa {max} × {max} điểm ảnh',
    fileKeyTaken: 'Đã có tệp được lưu với tên này: hãy tải lên với tên khác',
    cloudExpired:
      'Dung lượng đám mây của cửa hàng đã hết hạn nên không thể tải tệp lên: hãy gia hạn tại màn hình Dung lượng đám mây rồi tải lên lại',
    uploadLimited: 'Tải lên quá nhiều lần, vui lòng thử lại sau {minutes} phút',
    imageScans:
      'Ảnh JPEG này có {scans} lần quét; chỉ chấp nhận tối đa {max}, vì mỗi lần quét phải xử lý toàn bộ ảnh. Hãy lưu lại thành JPG thông thường',
    imageBitDepth:
      'Ảnh chụp chỉ được tối đa {max} bit mỗi kênh; ảnh PNG này có {bits} bit. Hãy lưu lại thành PNG 8 bit hoặc JPG',
    imageSparse:
      'Ảnh khai báo nhiều điểm ảnh hơn hẳn mức một ảnh chụp cỡ tệp này có thể chứa (tối đa {max} điểm ảnh mỗi byte). Hãy lưu lại thành JPG hoặc PNG thông thường',
    imageTooComplex:
      'Không thể xử lý ảnh trong giới hạn thời gian và bộ nhớ của máy chủ. Hãy lưu lại thành JPG thông thường hoặc nhỏ hơn',
    photosBusy: 'Có quá nhiều ảnh đang được xử lý; vui lòng thử lại sau giây lát',
    scriptNotFound: 'Lời thoại không tồn tại',
    scriptReadOnly: 'Đây là lời thoại của nền tảng: hãy sao chép lời thoại của nền tảng trước rồi sửa',
    imageKeyInvalid: 'Ảnh không hợp lệ, hãy tải lên lại',
    labelNotFound: 'Nhãn không tồn tại',
    labelNameTaken: 'Nhãn "{name}" đã tồn tại',
    labelKeyTaken: 'Khóa triệu chứng "{key}" đã được nhãn khác dùng',
    labelTypeHasLabels: 'Loại nhãn này vẫn còn nhãn nên không thể xóa',
    labelParentInvalid: 'Nhãn cha phải là một loại nhãn cùng ngôn ngữ',
    labelKeyRequired: 'Nhãn cần có khóa triệu chứng',
    importEmpty: 'Tệp nhập trống',
    importNotTemplate: 'Tệp này không phải mẫu nhãn: hãy tải mẫu mới',
    importOldTemplate: 'Mẫu này là phiên bản cũ: hãy tải mẫu mới',
    importLanguageMismatch: 'Ngôn ngữ của mẫu ({language}) khác ngôn ngữ đã chọn ({chosen})',
    importRowEmpty: 'Dòng {rows} có nội dung trống',
    importRowInvalid: 'Không có gì được nhập: {count} lỗi ở các dòng {rows}',
    importTooLarge: 'Tệp nhập không được lớn hơn {max} MB',
    importTooManyRows: 'Mỗi lần nhập tối đa {max} dòng',
  },
};
