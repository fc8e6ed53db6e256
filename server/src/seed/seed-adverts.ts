import { adInfos } from '../db/schema.js';
import type { AuthContext } from '../lib/http.js';
import { demoPng } from './seed-content.js';
import type { StoreContentSeed } from './seed-store-content.js';

interface DemoAdvert {
  language: string;
  /** 1 carousel, 2 startup page */
  type: 1 | 2;
  title: string;
  link: string;
  enabled?: boolean;
  /** The picture's spot colour. */
  color: string;
}

const DEMO_STORE: DemoAdvert[] = [
  {
    language: 'zh-CN',
    type: 1,
    title: '双十一焕肤节',
    link: 'https://shop.example.com/promo/double-eleven',
    color: '#F5222D',
  },
  { language: 'zh-CN', type: 1, title: '春季肌肤检测', link: 'https://shop.example.com/skin-check', color: '#52C41A' },
  { language: 'zh-CN', type: 1, title: '会员日补水护理', link: '', color: '#1677FF', enabled: false },
  {
    language: 'zh-CN',
    type: 1,
    title: '新品：修护精华',
    link: 'https://shop.example.com/new/repair-serum',
    color: '#722ED1',
  },
  {
    language: 'zh-CN',
    type: 2,
    title: '开屏：店庆八周年',
    link: 'https://shop.example.com/anniversary',
    color: '#FA8C16',
  },
  {
    language: 'en-US',
    type: 1,
    title: 'Spring skin check',
    link: 'https://shop.example.com/en/skin-check',
    color: '#52C41A',
  },
  { language: 'en-US', type: 1, title: 'Hydration week', link: '', color: '#13C2C2' },
  {
    language: 'ja-JP',
    type: 1,
    title: '春の肌診断キャンペーン',
    link: 'https://shop.example.com/ja/spring',
    color: '#EB2F96',
  },
];

const SECOND_STORE: DemoAdvert[] = [
  {
    language: 'en-US',
    type: 1,
    title: 'Grand opening offer',
    link: 'https://second.example.com/opening',
    color: '#FAAD14',
  },
  { language: 'en-US', type: 2, title: 'Welcome', link: '', color: '#2F54EB' },
];

const PLATFORM: DemoAdvert[] = [
  {
    language: 'zh-CN',
    type: 1,
    title: '皮肤检测仪新功能上线',
    link: 'https://platform.example.com/news',
    color: '#1677FF',
  },
  {
    language: 'en-US',
    type: 1,
    title: 'New: texture analysis',
    link: 'https://platform.example.com/en/news',
    color: '#1677FF',
  },
];

/** Demo adverts: several for Demo Store in three languages (one switched off), a few for Second Store, the platform's own. */
export async function seedAdverts(seed: StoreContentSeed) {
  const places = new Map<string, number>();
  const add = async (auth: AuthContext, list: DemoAdvert[]) => {
    for (const [i, ad] of list.entries()) {
      const image = await seed.files.seedImage(auth, demoPng(360, ad.color, i % 2));
      const place = `${auth.shopId}:${ad.language}:${ad.type}`;
      const sort = (places.get(place) ?? 0) + 1;
      places.set(place, sort);
      const at = new Date(seed.now - (list.length - i) * 86_400_000);
      await seed.db.insert(adInfos).values({
        shopId: auth.shopId,
        language: ad.language,
        type: ad.type,
        title: ad.title,
        image: image.key,
        link: ad.link,
        enabled: ad.enabled ?? true,
        sort,
        createdAt: at,
        updatedAt: at,
      });
    }
  };
  await add(seed.demo, DEMO_STORE);
  await add(seed.second, SECOND_STORE);
  await add(seed.platform, PLATFORM);
}
