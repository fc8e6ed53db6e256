import type { Language } from '@skin/contract';
import { complainInfos, complainTypes } from '../db/schema.js';
import type { StoreContentSeed } from './seed-store-content.js';

/** Complaint types of one content language, in sort order, each with its texts in sort order. */
type ComplaintSet = Partial<Record<Language, [type: string, texts: string[]][]>>;

const DEMO_STORE: ComplaintSet = {
  'zh-CN': [
    ['痘痘困扰', ['额头和下巴反复长痘', '经期前容易爆痘', '痘印、痘坑迟迟不消', '闭口粉刺多']],
    ['肤色暗沉', ['肤色暗黄，没有光泽', '熬夜后脸色发灰', '肤色不均匀']],
    ['毛孔粗大', ['鼻翼两侧毛孔明显', 'T 区出油多、毛孔粗大', '黑头多，反复出现']],
    ['敏感泛红', ['换季时脸颊泛红发痒', '用护肤品容易刺痛', '脸上有红血丝', '晒后皮肤发红发烫']],
    ['细纹松弛', ['眼角出现细纹', '法令纹加深']],
  ],
  'en-US': [
    [
      'Acne',
      [
        'Breakouts keep coming back on my forehead and chin',
        'Flare-ups before my period',
        'Marks and scars stay after spots heal',
        'Lots of closed comedones',
      ],
    ],
    ['Dull skin', ['My skin looks tired and lacks glow', 'Greyish complexion after late nights', 'Uneven skin tone']],
    ['Enlarged pores', ['Visible pores around my nose', 'Oily T-zone with large pores', 'Blackheads that come back']],
    [
      'Sensitive redness',
      ['Cheeks turn red and itchy when the seasons change', 'Skincare products often sting', 'Visible red capillaries'],
    ],
    ['Fine lines', ['Fine lines around my eyes', 'Deepening smile lines']],
  ],
  'ja-JP': [
    ['ニキビ', ['おでこやあごにニキビを繰り返す', 'ニキビ跡がなかなか消えない']],
    ['くすみ', ['肌に透明感がない', '夜更かしの後は顔色が悪い']],
    ['毛穴の開き', ['小鼻の毛穴が目立つ', 'Tゾーンのテカリが気になる', '黒ずみ毛穴']],
  ],
  'vi-VN': [
    ['Mụn', ['Mụn ở trán và cằm tái đi tái lại', 'Thâm mụn lâu mờ']],
    ['Da xỉn màu', ['Da thiếu sức sống', 'Màu da không đều']],
    ['Lỗ chân lông to', ['Lỗ chân lông quanh mũi to rõ', 'Nhiều mụn đầu đen']],
  ],
};

const SECOND_STORE: ComplaintSet = {
  'en-US': [
    ['Dryness', ['Skin feels tight after washing', 'Flaky patches on my cheeks', 'Makeup looks patchy by noon']],
    ['Dark spots', ['Sun spots on my cheeks', 'Freckles are getting darker']],
  ],
};

/** The platform's own default set. */
const PLATFORM: ComplaintSet = {
  'zh-CN': [
    ['痘痘', ['反复长痘', '痘印难消']],
    ['暗沉', ['肤色暗黄无光泽', '肤色不均']],
    ['毛孔', ['毛孔粗大', '黑头粉刺']],
    ['敏感', ['皮肤泛红', '容易刺痛发痒']],
  ],
  'en-US': [
    ['Acne', ['Recurring breakouts', 'Acne marks']],
    ['Dullness', ['Dull, tired-looking skin', 'Uneven tone']],
    ['Pores', ['Enlarged pores', 'Blackheads']],
    ['Sensitivity', ['Redness', 'Stinging or itching']],
  ],
};

/** Demo chief-complaint types and content: several for Demo Store, a few for Second Store, the platform's own set. */
export async function seedComplaints(seed: StoreContentSeed) {
  await seed.db.transaction(async (tx) => {
    const at = new Date(seed.now);
    for (const [owner, set] of [
      [seed.demo.shopId, DEMO_STORE],
      [seed.second.shopId, SECOND_STORE],
      [null, PLATFORM],
    ] as const) {
      for (const [language, types] of Object.entries(set)) {
        for (const [sort, [name, texts]] of types.entries()) {
          const [type] = await tx
            .insert(complainTypes)
            .values({ shopId: owner, language, name, sort, createdAt: at, updatedAt: at })
            .returning();
          await tx.insert(complainInfos).values(
            texts.map((content, i) => ({
              shopId: owner,
              typeId: type!.id,
              content,
              sort: i,
              createdAt: at,
              updatedAt: at,
            })),
          );
        }
      }
    }
  });
}
