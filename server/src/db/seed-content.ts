import { deflateSync } from 'node:zlib';
import { DEGREE_NAMES, LANGUAGES, type Language } from '@skin/contract';
import type { DbOrTx } from './client.js';
import { symptomDescs, symptomLabels } from './schema.js';

type Texts = { name: string; description: string; formationReason: string; careSuggestions: string };
interface DemoLabel {
  key: string;
  colors: [string, string, string];
  text: Record<Language, Texts>;
}
interface DemoType {
  names: Record<Language, string>;
  labels: DemoLabel[];
}

/**
 * The platform's master labels (DESIGN.md section 8) in the seven content languages: what a new store copies, and
 * what a store without labels of its own in a language sees in it (the console's lists, the app's feed).
 */
export const DEMO_LABEL_TREE: DemoType[] = [
  {
    names: {
      'zh-CN': '痘痘与瑕疵',
      'en-US': 'Blemishes',
      'ja-JP': 'ニキビ・吹き出物',
      'es-ES': 'Imperfecciones',
      'id-ID': 'Jerawat dan noda',
      'th-TH': 'สิวและรอยบนผิว',
      'vi-VN': 'Mụn và khuyết điểm',
    },
    labels: [
      {
        key: 'acne',
        colors: ['#FADB14', '#FA8C16', '#F5222D'],
        text: {
          'zh-CN': {
            name: '痘痘',
            description: '皮肤表面出现的粉刺、丘疹或脓疱，多见于额头、鼻周和下巴。',
            formationReason: '皮脂分泌旺盛、毛囊角化异常导致毛孔堵塞，痤疮丙酸杆菌繁殖引起炎症。',
            careSuggestions: '早晚用温和洁面清洁，避免挤压；选择不致痘的护肤品，必要时咨询皮肤科医生。',
          },
          'en-US': {
            name: 'Acne',
            description:
              'Blackheads, papules or pustules on the skin, most often on the forehead, around the nose and on the chin.',
            formationReason:
              'Excess sebum and abnormal keratinisation block the follicles; C. acnes bacteria multiply and cause inflammation.',
            careSuggestions:
              'Cleanse gently morning and evening, do not squeeze; use non-comedogenic products and see a dermatologist if it persists.',
          },
          'ja-JP': {
            name: 'ニキビ',
            description: '皮膚の表面にできる面皰（コメド）、丘疹、膿疱で、額、小鼻のまわり、あごに多く見られます。',
            formationReason:
              '皮脂の過剰な分泌と角化の異常で毛穴が詰まり、アクネ菌（C. acnes）が増えて炎症を起こします。',
            careSuggestions:
              '朝晩やさしく洗顔し、つぶさないようにしましょう。ノンコメドジェニックの化粧品を選び、長引く場合は皮膚科医に相談してください。',
          },
          'es-ES': {
            name: 'Acné',
            description:
              'Puntos negros, pápulas o pústulas en la piel, sobre todo en la frente, alrededor de la nariz y en el mentón.',
            formationReason:
              'El exceso de sebo y una queratinización anómala obstruyen los folículos; la bacteria C. acnes prolifera y causa inflamación.',
            careSuggestions:
              'Limpie la piel con suavidad por la mañana y por la noche y no apriete los granos; use productos no comedogénicos y consulte a un dermatólogo si persiste.',
          },
          'id-ID': {
            name: 'Jerawat',
            description: 'Komedo, papula, atau pustula pada kulit, paling sering di dahi, sekitar hidung, dan dagu.',
            formationReason:
              'Sebum berlebih dan keratinisasi yang tidak normal menyumbat folikel; bakteri C. acnes berkembang biak dan memicu peradangan.',
            careSuggestions:
              'Bersihkan wajah dengan lembut pagi dan malam, jangan memencet jerawat; gunakan produk nonkomedogenik dan temui dokter kulit bila tidak membaik.',
          },
          'th-TH': {
            name: 'สิว',
            description: 'สิวหัวดำ ตุ่มนูน หรือตุ่มหนองบนผิว มักพบที่หน้าผาก รอบจมูก และคาง',
            formationReason: 'ความมันส่วนเกินและการผลัดเซลล์ผิวที่ผิดปกติทำให้รูขุมขนอุดตัน เชื้อ C. acnes จึงเพิ่มจำนวนและทำให้เกิดการอักเสบ',
            careSuggestions:
              'ล้างหน้าอย่างอ่อนโยนทั้งเช้าและเย็น ไม่บีบหรือแกะสิว เลือกผลิตภัณฑ์ที่ไม่อุดตันรูขุมขน และปรึกษาแพทย์ผิวหนังหากเป็นต่อเนื่อง',
          },
          'vi-VN': {
            name: 'Mụn trứng cá',
            description: 'Mụn đầu đen, sẩn hoặc mụn mủ trên da, thường gặp ở trán, quanh mũi và cằm.',
            formationReason:
              'Bã nhờn tiết quá nhiều và sừng hóa bất thường làm bít tắc nang lông; vi khuẩn C. acnes sinh sôi và gây viêm.',
            careSuggestions:
              'Rửa mặt nhẹ nhàng sáng và tối, không nặn mụn; dùng sản phẩm không gây bít tắc lỗ chân lông và đi khám bác sĩ da liễu nếu mụn kéo dài.',
          },
        },
      },
    ],
  },
  {
    names: {
      'zh-CN': '肤质',
      'en-US': 'Skin texture',
      'ja-JP': '肌のキメ',
      'es-ES': 'Textura de la piel',
      'id-ID': 'Tekstur kulit',
      'th-TH': 'เนื้อผิว',
      'vi-VN': 'Kết cấu da',
    },
    labels: [
      {
        key: 'texture',
        colors: ['#B7EB8F', '#52C41A', '#237804'],
        text: {
          'zh-CN': {
            name: '粗糙',
            description: '皮肤表面不平整、触感粗糙，光线下可见细小颗粒和纹理。',
            formationReason: '角质层代谢变慢、老废角质堆积，以及缺水导致表面不平滑。',
            careSuggestions: '每周温和去角质一至两次，加强保湿，坚持使用防晒。',
          },
          'en-US': {
            name: 'Rough texture',
            description: 'An uneven, rough skin surface with fine bumps visible under light.',
            formationReason:
              'Slower cell turnover lets dead cells build up, and dehydration leaves the surface uneven.',
            careSuggestions: 'Exfoliate gently once or twice a week, moisturise well and wear sunscreen every day.',
          },
          'ja-JP': {
            name: '肌のざらつき',
            description: '肌の表面が均一でなく、ざらざらした手触りで、光の下では細かな凹凸が見えます。',
            formationReason: 'ターンオーバーが遅れて古い角質がたまり、乾燥によって表面がなめらかでなくなります。',
            careSuggestions: '週に1〜2回やさしく角質ケアをし、しっかり保湿して、毎日日焼け止めを使いましょう。',
          },
          'es-ES': {
            name: 'Textura áspera',
            description: 'Una superficie de la piel irregular y áspera, con pequeños relieves visibles a contraluz.',
            formationReason:
              'La renovación celular más lenta acumula células muertas, y la deshidratación deja la superficie irregular.',
            careSuggestions:
              'Exfolie con suavidad una o dos veces por semana, hidrate bien la piel y use protector solar todos los días.',
          },
          'id-ID': {
            name: 'Tekstur kasar',
            description:
              'Permukaan kulit yang tidak rata dan kasar, dengan tonjolan halus yang tampak di bawah cahaya.',
            formationReason:
              'Pergantian sel yang melambat membuat sel kulit mati menumpuk, dan dehidrasi membuat permukaan kulit tidak rata.',
            careSuggestions:
              'Lakukan eksfoliasi lembut satu atau dua kali seminggu, jaga kelembapan kulit, dan gunakan tabir surya setiap hari.',
          },
          'th-TH': {
            name: 'ผิวหยาบกร้าน',
            description: 'ผิวไม่เรียบเนียนและสัมผัสหยาบ มองเห็นตุ่มเล็ก ๆ เมื่อต้องแสง',
            formationReason: 'การผลัดเซลล์ผิวที่ช้าลงทำให้เซลล์ผิวเก่าสะสม และการขาดน้ำทำให้ผิวไม่เรียบ',
            careSuggestions: 'ผลัดเซลล์ผิวอย่างอ่อนโยนสัปดาห์ละ 1-2 ครั้ง บำรุงให้ผิวชุ่มชื้นเพียงพอ และทาครีมกันแดดทุกวัน',
          },
          'vi-VN': {
            name: 'Da sần sùi',
            description: 'Bề mặt da không đều, sờ thấy thô ráp, có những nốt sần nhỏ khi nhìn dưới ánh sáng.',
            formationReason:
              'Quá trình tái tạo tế bào chậm lại khiến tế bào chết tích tụ, và tình trạng thiếu nước làm bề mặt da không mịn.',
            careSuggestions:
              'Tẩy tế bào chết nhẹ nhàng một đến hai lần mỗi tuần, dưỡng ẩm đầy đủ và dùng kem chống nắng mỗi ngày.',
          },
        },
      },
      {
        key: 'pores',
        colors: ['#91D5FF', '#1890FF', '#0050B3'],
        text: {
          'zh-CN': {
            name: '毛孔粗大',
            description: '毛孔开口明显扩大，多见于T区和两颊。',
            formationReason: '油脂分泌过多、毛孔堵塞以及皮肤弹性下降，使毛孔被撑大。',
            careSuggestions: '控油清洁，定期清理黑头，使用含水杨酸或烟酰胺的产品，注意防晒。',
          },
          'en-US': {
            name: 'Enlarged pores',
            description: 'Visibly enlarged pore openings, mostly on the T-zone and cheeks.',
            formationReason: 'Excess oil, clogged pores and loss of skin elasticity stretch the pore openings.',
            careSuggestions:
              'Cleanse to control oil, clear blackheads regularly, use salicylic acid or niacinamide, and protect from the sun.',
          },
          'ja-JP': {
            name: '毛穴の開き',
            description: '毛穴の開きが目立つ状態で、主にTゾーンと頬に見られます。',
            formationReason: '皮脂の過剰な分泌、毛穴の詰まり、肌の弾力の低下によって毛穴が押し広げられます。',
            careSuggestions:
              '皮脂を抑える洗顔をし、定期的に黒ずみをケアしましょう。サリチル酸やナイアシンアミド配合の製品を使い、紫外線対策も忘れずに。',
          },
          'es-ES': {
            name: 'Poros dilatados',
            description: 'Poros visiblemente abiertos, sobre todo en la zona T y en las mejillas.',
            formationReason:
              'El exceso de grasa, los poros obstruidos y la pérdida de elasticidad de la piel ensanchan la abertura de los poros.',
            careSuggestions:
              'Limpie la piel para controlar la grasa, elimine los puntos negros con regularidad, use ácido salicílico o niacinamida y protéjase del sol.',
          },
          'id-ID': {
            name: 'Pori-pori besar',
            description: 'Bukaan pori-pori yang tampak membesar, terutama di zona T dan pipi.',
            formationReason:
              'Minyak berlebih, pori-pori tersumbat, dan berkurangnya elastisitas kulit membuat bukaan pori melebar.',
            careSuggestions:
              'Bersihkan wajah untuk mengontrol minyak, bersihkan komedo secara teratur, gunakan asam salisilat atau niasinamida, dan lindungi kulit dari matahari.',
          },
          'th-TH': {
            name: 'รูขุมขนกว้าง',
            description: 'รูขุมขนเปิดกว้างจนเห็นได้ชัด พบมากบริเวณทีโซนและแก้ม',
            formationReason: 'ความมันส่วนเกิน รูขุมขนอุดตัน และผิวที่สูญเสียความยืดหยุ่น ทำให้รูขุมขนขยายกว้าง',
            careSuggestions:
              'ล้างหน้าเพื่อควบคุมความมัน ขจัดสิวเสี้ยนเป็นประจำ ใช้ผลิตภัณฑ์ที่มีกรดซาลิไซลิกหรือไนอะซินาไมด์ และปกป้องผิวจากแดด',
          },
          'vi-VN': {
            name: 'Lỗ chân lông to',
            description: 'Lỗ chân lông giãn rộng rõ rệt, chủ yếu ở vùng chữ T và hai má.',
            formationReason: 'Dầu thừa, lỗ chân lông bị bít tắc và da mất đàn hồi khiến miệng lỗ chân lông giãn ra.',
            careSuggestions:
              'Làm sạch da để kiểm soát dầu, lấy mụn đầu đen thường xuyên, dùng sản phẩm chứa axit salicylic hoặc niacinamide và chống nắng.',
          },
        },
      },
    ],
  },
  {
    names: {
      'zh-CN': '色素问题',
      'en-US': 'Pigmentation',
      'ja-JP': '色素沈着',
      'es-ES': 'Pigmentación',
      'id-ID': 'Pigmentasi',
      'th-TH': 'ปัญหาเม็ดสี',
      'vi-VN': 'Sắc tố da',
    },
    labels: [
      {
        key: 'pigmentation',
        colors: ['#FFE7BA', '#D48806', '#874D00'],
        text: {
          'zh-CN': {
            name: '色斑',
            description: '皮肤上出现的局部色素沉着，如雀斑、晒斑、黄褐斑。',
            formationReason: '紫外线照射、激素变化和炎症后色素沉着使黑色素生成增多。',
            careSuggestions: '全年防晒，使用含维生素C、烟酰胺等美白成分的产品，避免频繁刺激皮肤。',
          },
          'en-US': {
            name: 'Dark spots',
            description: 'Local patches of pigment such as freckles, sun spots and melasma.',
            formationReason:
              'UV exposure, hormonal changes and post-inflammatory hyperpigmentation increase melanin production.',
            careSuggestions:
              'Wear sunscreen all year, use vitamin C or niacinamide products and avoid irritating the skin.',
          },
          'ja-JP': {
            name: 'シミ',
            description: 'そばかす、日光黒子、肝斑など、部分的に現れる色素の沈着です。',
            formationReason: '紫外線、ホルモンの変化、炎症後の色素沈着によってメラニンの生成が増えます。',
            careSuggestions:
              '一年中日焼け止めを使い、ビタミンCやナイアシンアミド配合の製品を取り入れ、肌への刺激を避けましょう。',
          },
          'es-ES': {
            name: 'Manchas oscuras',
            description: 'Zonas localizadas de pigmento, como pecas, manchas solares y melasma.',
            formationReason:
              'La exposición a los rayos UV, los cambios hormonales y la hiperpigmentación posinflamatoria aumentan la producción de melanina.',
            careSuggestions:
              'Use protector solar todo el año, elija productos con vitamina C o niacinamida y evite irritar la piel.',
          },
          'id-ID': {
            name: 'Flek hitam',
            description: 'Bercak pigmen setempat seperti bintik-bintik, flek akibat matahari, dan melasma.',
            formationReason:
              'Paparan sinar UV, perubahan hormon, dan hiperpigmentasi pascaperadangan meningkatkan produksi melanin.',
            careSuggestions:
              'Gunakan tabir surya sepanjang tahun, pakai produk dengan vitamin C atau niasinamida, dan hindari iritasi pada kulit.',
          },
          'th-TH': {
            name: 'ฝ้า กระ จุดด่างดำ',
            description: 'รอยสีผิวเข้มเฉพาะจุด เช่น กระ จุดด่างดำจากแดด และฝ้า',
            formationReason: 'รังสียูวี การเปลี่ยนแปลงของฮอร์โมน และรอยดำหลังการอักเสบ ทำให้ผิวสร้างเมลานินมากขึ้น',
            careSuggestions: 'ทาครีมกันแดดตลอดทั้งปี ใช้ผลิตภัณฑ์ที่มีวิตามินซีหรือไนอะซินาไมด์ และหลีกเลี่ยงการระคายเคืองผิว',
          },
          'vi-VN': {
            name: 'Đốm nâu',
            description: 'Những vùng sắc tố tập trung như tàn nhang, đốm nắng và nám.',
            formationReason: 'Tia UV, thay đổi nội tiết tố và tăng sắc tố sau viêm làm tăng sản sinh melanin.',
            careSuggestions:
              'Dùng kem chống nắng quanh năm, sử dụng sản phẩm chứa vitamin C hoặc niacinamide và tránh làm da bị kích ứng.',
          },
        },
      },
    ],
  },
  {
    names: {
      'zh-CN': '衰老迹象',
      'en-US': 'Signs of ageing',
      'ja-JP': 'エイジングサイン',
      'es-ES': 'Signos de envejecimiento',
      'id-ID': 'Tanda penuaan',
      'th-TH': 'สัญญาณแห่งวัย',
      'vi-VN': 'Dấu hiệu lão hóa',
    },
    labels: [
      {
        key: 'wrinkles',
        colors: ['#D3ADF7', '#9254DE', '#531DAB'],
        text: {
          'zh-CN': {
            name: '皱纹',
            description: '眼周、额头和法令纹区域出现的细纹与深纹。',
            formationReason: '胶原蛋白和弹性纤维流失、紫外线损伤以及表情肌反复运动。',
            careSuggestions: '坚持保湿与防晒，使用含视黄醇、多肽的抗老产品，保证充足睡眠。',
          },
          'en-US': {
            name: 'Wrinkles',
            description: 'Fine lines and deeper folds around the eyes, on the forehead and along the nasolabial folds.',
            formationReason: 'Loss of collagen and elastin, UV damage and repeated facial expressions.',
            careSuggestions: 'Moisturise and use sunscreen daily, try retinol or peptide products, and sleep well.',
          },
          'ja-JP': {
            name: 'シワ',
            description: '目元、額、ほうれい線のまわりに現れる小ジワや深いシワです。',
            formationReason: 'コラーゲンとエラスチンの減少、紫外線によるダメージ、表情筋の繰り返しの動きが原因です。',
            careSuggestions:
              '毎日の保湿と日焼け止めを欠かさず、レチノールやペプチド配合のエイジングケア製品を取り入れ、十分な睡眠をとりましょう。',
          },
          'es-ES': {
            name: 'Arrugas',
            description:
              'Líneas finas y pliegues más profundos alrededor de los ojos, en la frente y en los surcos nasogenianos.',
            formationReason: 'La pérdida de colágeno y elastina, el daño solar y los gestos faciales repetidos.',
            careSuggestions:
              'Hidrate la piel y use protector solar a diario, pruebe productos con retinol o péptidos y duerma lo suficiente.',
          },
          'id-ID': {
            name: 'Kerutan',
            description:
              'Garis halus dan lipatan yang lebih dalam di sekitar mata, di dahi, dan di sepanjang garis senyum.',
            formationReason:
              'Berkurangnya kolagen dan elastin, kerusakan akibat sinar UV, dan ekspresi wajah yang berulang.',
            careSuggestions:
              'Gunakan pelembap dan tabir surya setiap hari, coba produk dengan retinol atau peptida, dan cukupi waktu tidur.',
          },
          'th-TH': {
            name: 'ริ้วรอย',
            description: 'ริ้วรอยเล็กและรอยย่นลึกรอบดวงตา บนหน้าผาก และตามร่องแก้ม',
            formationReason: 'การสูญเสียคอลลาเจนและอีลาสติน ความเสียหายจากรังสียูวี และการขยับกล้ามเนื้อใบหน้าซ้ำ ๆ',
            careSuggestions: 'บำรุงความชุ่มชื้นและทาครีมกันแดดทุกวัน ลองใช้ผลิตภัณฑ์ที่มีเรตินอลหรือเปปไทด์ และนอนหลับให้เพียงพอ',
          },
          'vi-VN': {
            name: 'Nếp nhăn',
            description: 'Nếp nhăn nhỏ và nếp gấp sâu quanh mắt, trên trán và dọc rãnh mũi má.',
            formationReason: 'Mất collagen và elastin, tổn thương do tia UV và các biểu cảm khuôn mặt lặp đi lặp lại.',
            careSuggestions:
              'Dưỡng ẩm và dùng kem chống nắng mỗi ngày, thử sản phẩm chứa retinol hoặc peptide và ngủ đủ giấc.',
          },
        },
      },
    ],
  },
  {
    names: {
      'zh-CN': '敏感',
      'en-US': 'Sensitivity',
      'ja-JP': '敏感肌',
      'es-ES': 'Sensibilidad',
      'id-ID': 'Kulit sensitif',
      'th-TH': 'ผิวแพ้ง่าย',
      'vi-VN': 'Da nhạy cảm',
    },
    labels: [
      {
        key: 'redness',
        colors: ['#FFCCC7', '#FF4D4F', '#A8071A'],
        text: {
          'zh-CN': {
            name: '泛红',
            description: '面颊、鼻翼等部位持续或反复发红，可伴有红血丝。',
            formationReason: '皮肤屏障受损、毛细血管扩张，以及温度变化或刺激性成分诱发。',
            careSuggestions: '使用温和无香精的修护产品，避免过热过冷和频繁去角质。',
          },
          'en-US': {
            name: 'Redness',
            description:
              'Persistent or recurring redness on the cheeks and around the nose, sometimes with visible capillaries.',
            formationReason:
              'A weakened skin barrier and dilated capillaries, triggered by temperature changes or irritating ingredients.',
            careSuggestions:
              'Use gentle, fragrance-free repairing products; avoid heat, cold and frequent exfoliation.',
          },
          'ja-JP': {
            name: '赤み',
            description: '頬や小鼻のまわりに続く、または繰り返す赤みで、毛細血管が透けて見えることもあります。',
            formationReason:
              '肌のバリア機能の低下と毛細血管の拡張に、温度の変化や刺激のある成分が引き金となって起こります。',
            careSuggestions: '香料を含まないやさしい保護ケア製品を使い、熱さ・寒さや頻繁な角質ケアを避けましょう。',
          },
          'es-ES': {
            name: 'Rojeces',
            description:
              'Enrojecimiento persistente o recurrente en las mejillas y alrededor de la nariz, a veces con capilares visibles.',
            formationReason:
              'Una barrera cutánea debilitada y capilares dilatados, desencadenados por cambios de temperatura o ingredientes irritantes.',
            careSuggestions:
              'Use productos reparadores suaves y sin perfume; evite el calor, el frío y las exfoliaciones frecuentes.',
          },
          'id-ID': {
            name: 'Kemerahan',
            description:
              'Kemerahan yang menetap atau berulang di pipi dan sekitar hidung, terkadang disertai pembuluh kapiler yang tampak.',
            formationReason:
              'Lapisan pelindung kulit yang melemah dan pembuluh kapiler yang melebar, dipicu perubahan suhu atau bahan yang mengiritasi.',
            careSuggestions:
              'Gunakan produk perawatan yang lembut dan bebas pewangi; hindari panas, dingin, dan eksfoliasi yang terlalu sering.',
          },
          'th-TH': {
            name: 'ผิวแดง',
            description: 'ผิวแดงต่อเนื่องหรือเป็น ๆ หาย ๆ บริเวณแก้มและรอบจมูก บางครั้งเห็นเส้นเลือดฝอย',
            formationReason: 'เกราะป้องกันผิวอ่อนแอและเส้นเลือดฝอยขยายตัว โดยมีการเปลี่ยนแปลงของอุณหภูมิหรือสารที่ระคายเคืองเป็นตัวกระตุ้น',
            careSuggestions: 'ใช้ผลิตภัณฑ์ฟื้นบำรุงที่อ่อนโยนและไม่มีน้ำหอม หลีกเลี่ยงความร้อน ความเย็น และการผลัดเซลล์ผิวบ่อยเกินไป',
          },
          'vi-VN': {
            name: 'Da ửng đỏ',
            description:
              'Tình trạng đỏ da kéo dài hoặc tái đi tái lại ở má và quanh mũi, đôi khi kèm theo mao mạch lộ rõ.',
            formationReason:
              'Hàng rào bảo vệ da suy yếu và mao mạch giãn, bị kích hoạt bởi thay đổi nhiệt độ hoặc thành phần gây kích ứng.',
            careSuggestions:
              'Dùng sản phẩm phục hồi dịu nhẹ, không hương liệu; tránh nóng, lạnh và tẩy tế bào chết thường xuyên.',
          },
        },
      },
    ],
  },
];

/** What a script adds for each degree (1 mild, 2 moderate, 3 severe), in each language. */
const DEGREE_ADVICE: Record<Language, [string, string, string]> = {
  'zh-CN': ['日常护理即可改善。', '建议坚持针对性护理四到八周。', '建议尽快咨询专业皮肤科医生。'],
  'en-US': [
    'Everyday care is usually enough.',
    'Keep to a targeted routine for four to eight weeks.',
    'We recommend seeing a dermatologist soon.',
  ],
  'ja-JP': [
    '日常のケアで改善が期待できます。',
    '4〜8週間、目的に合ったケアを続けることをおすすめします。',
    '早めに皮膚科専門医に相談することをおすすめします。',
  ],
  'es-ES': [
    'Normalmente basta con el cuidado diario.',
    'Mantenga una rutina específica durante cuatro a ocho semanas.',
    'Le recomendamos consultar pronto a un dermatólogo.',
  ],
  'id-ID': [
    'Perawatan sehari-hari biasanya sudah cukup.',
    'Lakukan perawatan khusus secara rutin selama empat hingga delapan minggu.',
    'Kami menyarankan untuk segera berkonsultasi dengan dokter kulit.',
  ],
  'th-TH': ['การดูแลผิวตามปกติทุกวันมักเพียงพอ', 'ควรดูแลผิวอย่างตรงจุดต่อเนื่อง 4 ถึง 8 สัปดาห์', 'แนะนำให้ปรึกษาแพทย์ผิวหนังโดยเร็ว'],
  'vi-VN': [
    'Chăm sóc da hằng ngày thường là đủ.',
    'Hãy duy trì chu trình chăm sóc chuyên biệt trong bốn đến tám tuần.',
    'Chúng tôi khuyên bạn nên sớm gặp bác sĩ da liễu.',
  ],
};

/**
 * The first sentence of a script, "we detected <degree> <symptom>", as each language says it (the degree's name is
 * the one the app shows beside it, DEGREE_NAMES).
 */
const DETECTED: Record<Language, (degree: string, name: string) => string> = {
  'zh-CN': (d, n) => `检测到${d}${n}。`,
  'en-US': (d, n) => `We detected ${d} ${n}.`,
  'ja-JP': (d, n) => `${d}の${n}が見られます。`,
  'es-ES': (d, n) => `Hemos detectado ${n} en grado ${d}.`,
  'id-ID': (d, n) => `Terdeteksi ${n} tingkat ${d}.`,
  'th-TH': (d, n) => `ตรวจพบ${n}ระดับ${d}`,
  'vi-VN': (d, n) => `Phát hiện ${n} ở mức độ ${d}.`,
};
/** Languages that write sentences without a space between them. */
const JOINED: ReadonlySet<Language> = new Set(['zh-CN', 'ja-JP']);

/** The wording of a script: what the analysis app says for a symptom at a degree, in `lang`. */
export function scriptText(lang: Language, text: Texts, degree: 1 | 2 | 3): string {
  const lower = (v: string) => v.toLocaleLowerCase(lang);
  const sentences = [
    DETECTED[lang](lower(DEGREE_NAMES[lang][degree - 1]!), lower(text.name)),
    text.description,
    DEGREE_ADVICE[lang][degree - 1]!,
    text.careSuggestions,
  ];
  return sentences.join(JOINED.has(lang) ? '' : ' ');
}

/** The rows of one owner's labels and scripts in one language (the seed's, and the upgrade of older databases). */
export async function insertLabelsAndScripts(
  tx: DbOrTx,
  shopId: number | null,
  lang: Language,
  now: Date,
  tree: readonly DemoType[] = DEMO_LABEL_TREE,
) {
  for (const [ti, type] of tree.entries()) {
    const [t] = await tx
      .insert(symptomLabels)
      .values({
        shopId,
        language: lang,
        name: type.names[lang],
        mildColor: '#FADB14',
        moderateColor: '#FA8C16',
        severeColor: '#F5222D',
        sort: ti,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: symptomLabels.id });
    await tx.insert(symptomLabels).values(
      type.labels.map((l, li) => ({
        shopId,
        language: lang,
        parentId: t!.id,
        symptomKey: l.key,
        mildColor: l.colors[0],
        moderateColor: l.colors[1],
        severeColor: l.colors[2],
        ...l.text[lang],
        sort: li,
        createdAt: now,
        updatedAt: now,
      })),
    );
    for (const l of type.labels) {
      await tx.insert(symptomDescs).values(
        ([1, 2, 3] as const).map((degree) => ({
          shopId,
          language: lang,
          symptomKey: l.key,
          degree,
          content: scriptText(lang, l.text[lang], degree),
          updatedAt: now,
        })),
      );
    }
  }
}

/** Inserts one owner's labels (null: the platform's master set) and scripts, in every content language. */
export async function seedContent(tx: DbOrTx, shopId: number | null, now: Date) {
  for (const lang of LANGUAGES) await insertLabelsAndScripts(tx, shopId, lang, now);
}

let crcTable: number[] | null = null;
function crc32(buf: Buffer): number {
  crcTable ??= Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A square demo picture: a soft radial spot of `hex` on a skin tone, as a PNG. */
export function demoPng(side: number, hex: string, variant: number): Buffer {
  const n = Number.parseInt(hex.slice(1), 16);
  const spot = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const skin = variant ? [236, 204, 182] : [224, 186, 160];
  const raw = Buffer.alloc((side * 3 + 1) * side);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const dx = x - side * (variant ? 0.4 : 0.6);
      const dy = y - side * 0.5;
      const w = Math.max(0, 1 - Math.sqrt(dx * dx + dy * dy) / (side * 0.35));
      for (let c = 0; c < 3; c++)
        raw[y * (side * 3 + 1) + 1 + x * 3 + c] = Math.round(skin[c]! * (1 - w) + spot[c]! * w);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
