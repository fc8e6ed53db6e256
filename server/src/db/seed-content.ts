import { deflateSync } from 'node:zlib';
import type { DbOrTx } from './client.js';
import { symptomDescs, symptomLabels } from './schema.js';

type Lang = 'zh-CN' | 'en-US';
interface DemoLabel {
  key: string;
  colors: [string, string, string];
  text: Record<Lang, { name: string; description: string; formationReason: string; careSuggestions: string }>;
}
interface DemoType {
  names: Record<Lang, string>;
  labels: DemoLabel[];
}

/** The platform's master labels (DESIGN.md section 8), in Chinese and English. */
export const DEMO_LABEL_TREE: DemoType[] = [
  {
    names: { 'zh-CN': '痘痘与瑕疵', 'en-US': 'Blemishes' },
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
        },
      },
    ],
  },
  {
    names: { 'zh-CN': '肤质', 'en-US': 'Skin texture' },
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
        },
      },
    ],
  },
  {
    names: { 'zh-CN': '色素问题', 'en-US': 'Pigmentation' },
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
        },
      },
    ],
  },
  {
    names: { 'zh-CN': '衰老迹象', 'en-US': 'Signs of ageing' },
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
        },
      },
    ],
  },
  {
    names: { 'zh-CN': '敏感', 'en-US': 'Sensitivity' },
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
        },
      },
    ],
  },
];

const DEGREE_WORDS: Record<Lang, [string, string, string]> = {
  'zh-CN': ['轻度', '中度', '重度'],
  'en-US': ['mild', 'moderate', 'severe'],
};

/** The wording of a script: what the analysis app says for a symptom at a degree. */
function scriptText(lang: Lang, label: DemoLabel, degree: 1 | 2 | 3): string {
  const t = label.text[lang];
  const word = DEGREE_WORDS[lang][degree - 1];
  if (lang === 'zh-CN') {
    const advice = ['日常护理即可改善。', '建议坚持针对性护理四到八周。', '建议尽快咨询专业皮肤科医生。'][degree - 1];
    return `检测到${word}${t.name}。${t.description}${advice}${t.careSuggestions}`;
  }
  const advice = [
    'Everyday care is usually enough.',
    'Keep to a targeted routine for four to eight weeks.',
    'We recommend seeing a dermatologist soon.',
  ][degree - 1];
  return `We detected ${word} ${t.name.toLowerCase()}. ${t.description} ${advice} ${t.careSuggestions}`;
}

/** Inserts one owner's labels (null: the platform's master set) and scripts. */
export async function seedContent(tx: DbOrTx, shopId: number | null, now: Date) {
  for (const lang of ['zh-CN', 'en-US'] as const) {
    for (const [ti, type] of DEMO_LABEL_TREE.entries()) {
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
            content: scriptText(lang, l, degree),
            updatedAt: now,
          })),
        );
      }
    }
  }
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
