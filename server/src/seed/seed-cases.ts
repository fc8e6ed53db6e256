import { treatmentCases } from '../db/schema.js';
import type { AuthContext } from '../lib/http.js';
import { demoPng } from './seed-content.js';
import type { StoreContentSeed } from './seed-store-content.js';

const DAY = 24 * 60 * 60 * 1000;

interface DemoCase {
  symptomKey: string;
  description: string;
  cycleMonths: number;
  /** The spot's colour before treatment. */
  color: string;
  /** How much of the spot is left after (0-1); null: no after picture yet. */
  left: number | null;
  daysAgo: number;
}

/** The colour `left` of the way from skin to `hex` (the after picture: the spot mostly faded). */
function faded(hex: string, left: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const skin = [236, 204, 182];
  const mix = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c, i) => Math.round(skin[i]! + (c - skin[i]!) * left));
  return `#${mix.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Demo Store's cases, over its symptoms (DEMO_LABEL_TREE); mostly Chinese, a couple in English. */
const DEMO_STORE: DemoCase[] = [
  {
    symptomKey: 'acne',
    description:
      '28 岁女性，额头和下巴反复长炎症性痘痘。每周一次清痘护理配合水杨酸精华，三个月后新发痘痘明显减少，红肿消退。',
    cycleMonths: 3,
    color: '#F5222D',
    left: 0.25,
    daysAgo: 2,
  },
  {
    symptomKey: 'texture',
    description: '混合肌，两颊粗糙、有闭口。温和果酸焕肤每两周一次，配合保湿修护，两个月后肤质细腻、上妆更服帖。',
    cycleMonths: 2,
    color: '#A0D911',
    left: 0.3,
    daysAgo: 9,
  },
  {
    symptomKey: 'pores',
    description: 'T 区出油多，鼻翼毛孔粗大伴黑头。小气泡清洁加控油护理，四个月后毛孔收细，黑头复发减少。',
    cycleMonths: 4,
    color: '#8C8C8C',
    left: 0.35,
    daysAgo: 21,
  },
  {
    symptomKey: 'pigmentation',
    description:
      'Sun spots on both cheeks after years outdoors. Six months of brightening peels with daily SPF 50: the spots faded to a light, even tone.',
    cycleMonths: 6,
    color: '#874D00',
    left: 0.3,
    daysAgo: 40,
  },
  {
    symptomKey: 'redness',
    description:
      '敏感肌，换季时两颊泛红发痒。停用刺激性产品，舒缓修护疗程一个月后泛红减轻，目前仍在巩固中，待补充对比照。',
    cycleMonths: 1,
    color: '#EB2F96',
    left: null,
    daysAgo: 55,
  },
  {
    symptomKey: 'wrinkles',
    description:
      'Fine lines at the corners of the eyes, age 42. Monthly radio-frequency sessions and a retinol night cream for a year softened the lines visibly.',
    cycleMonths: 12,
    color: '#722ED1',
    left: 0.4,
    daysAgo: 80,
  },
];

/** The platform's own example cases (its master labels have the same symptom keys). */
const PLATFORM: DemoCase[] = [
  {
    symptomKey: 'acne',
    description: '示例案例：中度痘痘，规范清洁与祛痘护理三个月后炎症明显消退。门店可参考此格式录入自己的案例。',
    cycleMonths: 3,
    color: '#FA8C16',
    left: 0.2,
    daysAgo: 60,
  },
  {
    symptomKey: 'pigmentation',
    description:
      'Example case: uneven pigmentation improved over six months of brightening care and daily sun protection.',
    cycleMonths: 6,
    color: '#AD6800',
    left: 0.3,
    daysAgo: 90,
  },
];

async function seedOwner(seed: StoreContentSeed, auth: AuthContext, list: DemoCase[]) {
  for (const [i, c] of list.entries()) {
    const before = await seed.files.seedImage(auth, demoPng(240, c.color, i % 2));
    const after =
      c.left === null ? null : await seed.files.seedImage(auth, demoPng(240, faded(c.color, c.left), i % 2));
    const at = new Date(seed.now - c.daysAgo * DAY);
    await seed.db.insert(treatmentCases).values({
      shopId: auth.shopId,
      description: c.description,
      symptomKey: c.symptomKey,
      beforeImage: before.key,
      afterImage: after?.key ?? null,
      cycleMonths: c.cycleMonths,
      createdAt: at,
      updatedAt: at,
    });
  }
}

/**
 * Demo treatment cases: six for Demo Store across its symptoms, two of the platform's own. Second Store has no
 * symptom labels yet, and a case must name one of its owner's symptoms, so it has none (its screen says to
 * add symptom labels first).
 */
export async function seedCases(seed: StoreContentSeed) {
  await seedOwner(seed, seed.demo, DEMO_STORE);
  await seedOwner(seed, seed.platform, PLATFORM);
}
