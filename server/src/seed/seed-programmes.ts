import { productSymptoms, products, productTypes } from '../db/schema.js';
import { demoPng } from './seed-content.js';
import type { StoreContentSeed } from './seed-store-content.js';

interface DemoProgramme {
  name: string;
  link: string;
  advantages: string;
  /** The spot colour of its demo picture. */
  color: string;
  symptoms: [key: string, degree: 1 | 2 | 3][];
}
interface DemoType {
  name: string;
  programmes: DemoProgramme[];
}

/** Demo Store's programmes (in Chinese, its staff's language), on the symptom keys of its labels. */
const DEMO_STORE: DemoType[] = [
  {
    name: '祛痘',
    programmes: [
      {
        name: '蓝光祛痘护理',
        link: 'https://example.com/programmes/blue-light',
        advantages: '蓝光照射抑制痤疮丙酸杆菌，配合深层清洁与消炎导入，改善红肿痘痘；无创、无恢复期，每周一次。',
        color: '#1677FF',
        symptoms: [
          ['acne', 3],
          ['redness', 2],
        ],
      },
      {
        name: '果酸焕肤',
        link: 'https://example.com/programmes/fruit-acid',
        advantages: '低浓度果酸温和剥脱老废角质，疏通毛孔、减少闭口粉刺，让肤质更细腻。',
        color: '#FA8C16',
        symptoms: [
          ['acne', 2],
          ['pores', 2],
          ['texture', 1],
        ],
      },
      {
        name: '小气泡深层清洁',
        link: '',
        advantages: '真空负压与微小气泡结合，清除毛孔内油脂和黑头，清洁后即刻补水，适合油性和混合性肌肤。',
        color: '#13C2C2',
        symptoms: [
          ['pores', 3],
          ['texture', 2],
        ],
      },
    ],
  },
  {
    name: '美白',
    programmes: [
      {
        name: '光子嫩肤',
        link: 'https://example.com/programmes/ipl',
        advantages: '强脉冲光作用于色素和浅表血管，淡化色斑、改善泛红，同时刺激胶原新生。',
        color: '#722ED1',
        symptoms: [
          ['pigmentation', 3],
          ['redness', 1],
        ],
      },
      {
        name: '美白淡斑导入',
        link: 'https://example.com/programmes/brightening',
        advantages: '维生素 C 与烟酰胺精华经超声导入，抑制黑色素生成，提亮暗沉肤色。',
        color: '#FADB14',
        symptoms: [['pigmentation', 2]],
      },
    ],
  },
  {
    name: '抗衰',
    programmes: [
      {
        name: '射频紧致提升',
        link: 'https://example.com/programmes/radio-frequency',
        advantages: '射频能量加热真皮层，促进胶原收缩与再生，改善细纹和松弛，效果自然持久。',
        color: '#EB2F96',
        symptoms: [
          ['wrinkles', 3],
          ['texture', 1],
        ],
      },
      {
        name: '胶原蛋白修护',
        link: '',
        advantages: '胶原蛋白精华配合手法按摩，修护屏障、补充弹性，适合初老和干性肌肤。',
        color: '#F5222D',
        symptoms: [['wrinkles', 2]],
      },
    ],
  },
  {
    name: '补水',
    programmes: [
      {
        name: '玻尿酸补水导入',
        link: 'https://example.com/programmes/hyaluronic',
        advantages: '多分子玻尿酸深层补水锁水，缓解干燥紧绷与敏感泛红，肌肤即刻水润透亮。',
        color: '#52C41A',
        symptoms: [
          ['texture', 2],
          ['redness', 1],
        ],
      },
    ],
  },
];

/** Second Store has no symptom labels yet: its programmes name no symptoms. */
const SECOND_STORE: DemoType[] = [
  {
    name: 'Facials',
    programmes: [
      {
        name: 'Classic facial',
        link: 'https://example.com/second/classic-facial',
        advantages:
          'Cleansing, gentle exfoliation, a mask and a relaxing massage: an hour of care for every skin type.',
        color: '#2F54EB',
        symptoms: [],
      },
      {
        name: 'Hydrating facial',
        link: '',
        advantages: 'A hyaluronic serum and a cooling mask for dry, tight skin; suits sensitive skin.',
        color: '#08979C',
        symptoms: [],
      },
    ],
  },
];

/** Demo programme types and products: several for Demo Store, a few for Second Store (issue 11). */
export async function seedProgrammes(seed: StoreContentSeed) {
  const day = 86_400_000;
  for (const [owner, types] of [
    [seed.demo, DEMO_STORE],
    [seed.second, SECOND_STORE],
  ] as const) {
    let age = types.reduce((n, t) => n + t.programmes.length, 0);
    for (const [sort, t] of types.entries()) {
      const createdAt = new Date(seed.now - 30 * day);
      const [type] = await seed.db
        .insert(productTypes)
        .values({ shopId: owner.shopId, name: t.name, sort, createdAt, updatedAt: createdAt })
        .returning({ id: productTypes.id });
      for (const [i, p] of t.programmes.entries()) {
        const image = await seed.files.seedImage(owner, demoPng(240, p.color, i % 2));
        // Added over the last days, the first one earliest.
        const at = new Date(seed.now - age-- * day);
        const [row] = await seed.db
          .insert(products)
          .values({
            shopId: owner.shopId,
            typeId: type!.id,
            name: p.name,
            image: image.key,
            link: p.link,
            advantages: p.advantages,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: products.id });
        if (p.symptoms.length)
          await seed.db.insert(productSymptoms).values(
            p.symptoms.map(([symptomKey, degree], s) => ({
              productId: row!.id,
              shopId: owner.shopId,
              symptomKey,
              degree,
              sort: s,
            })),
          );
      }
    }
  }
}
