import { type TAppContent, ZAppContent } from '@skin/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../../../../contract/src/testing/images.js';
import { type SignedInStore, signedInStore } from '../../../test/content.js';
import {
  type AdInfoRow,
  buildAdInfo,
  buildComplainInfo,
  buildComplainType,
  buildLabelTree,
  buildProduct,
  buildProductType,
  buildScripts,
  buildTreatmentCase,
  type ComplainInfoRow,
  type ProductRow,
  type SymptomLabelRow,
  type TreatmentCaseRow,
} from '../../../test/factories.js';
import { loginAs, startServer, type TestServer } from '../../../test/helper.js';
import { postFile } from '../../../test/multipart.js';
import { symptomDescs, symptomLabels } from '../../db/schema.js';
import { appToken, buildAppAccount, feed } from './app.fixture.js';
import { feedVersion, SIGNING_WINDOW_MS, validUntil, windowOf } from './feed.js';
import type { FeedVersions } from './repository.js';
import { FeedCache } from './service.js';

/**
 * The content feed: what it holds for a store in a language, and its ETag across edits made in the console, on
 * both databases. Store `a` has content of its own; store `b` has none and shows the platform's labels and scripts.
 */
let s: TestServer;
let platform: string;
let a: SignedInStore;
let b: SignedInStore;
let appA: string;
let appB: string;
let labels: SymptomLabelRow[];
let zhLabels: SymptomLabelRow[];
let products: ProductRow[];
let cases: TreatmentCaseRow[];
let adverts: AdInfoRow[];
let complaints: ComplainInfoRow[];

const upload = async (token: string) => {
  const res = await postFile(s, '/api/file/put', token, { fileType: 'image' }, { data: makePng(32, 32) });
  expect(res.status, res.text).toBe(200);
  return res.body.datas.key as string;
};

async function body(token: string, language = 'en-US') {
  const res = await feed(s, token, language);
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  // The feed is sent as kept JSON text, past the response serialiser: it must still be exactly the schema's.
  expect(res.body).toMatchObject({ code: 200, message: expect.any(String) });
  expect(ZAppContent.parse(res.body.datas)).toEqual(res.body.datas);
  return { feed: res.body.datas as TAppContent, etag: res.headers.get('etag')! };
}

/** The ETag after `change`, compared with the one before. */
async function etagAcross(token: string, change: () => Promise<unknown>, language = 'en-US') {
  const before = (await body(token, language)).etag;
  await change();
  const after = await feed(s, token, language, before);
  return { before, after: after.status === 304 ? before : after.headers.get('etag')!, status: after.status };
}

beforeAll(async () => {
  s = await startServer();
  platform = await loginAs(s, 'platform');
  [a, b] = [await signedInStore(s), await signedInStore(s)];
  const tree = [
    { type: 'Pores', labels: [{ name: 'Open pores', key: 'pores' }] },
    {
      type: 'Blemishes',
      labels: [
        { name: 'Acne', key: 'acne' },
        { name: 'Spots', key: 'spots' },
      ],
    },
  ];
  labels = await buildLabelTree(s.db, a.shop, 'en-US', tree);
  zhLabels = await buildLabelTree(s.db, a.shop, 'zh-CN', [{ type: '痘痘', labels: [{ name: '痤疮', key: 'acne' }] }]);
  await buildScripts(s.db, a.shop, 'en-US', ['acne']);
  const [img1, img2, before, after, ad1, ad2, ad3, ad4] = await Promise.all(
    Array.from({ length: 8 }, () => upload(a.token)),
  );
  const [care, bright] = [
    await buildProductType(s.db, a.shop, { sort: 1 }),
    await buildProductType(s.db, a.shop, { sort: 0 }),
  ];
  products = [
    await buildProduct(s.db, care, { image: img1, symptoms: [{ symptomKey: 'acne', degree: 2 }] }),
    await buildProduct(s.db, care, { image: img2, link: 'https://example.com/p' }),
    await buildProduct(s.db, bright),
  ];
  cases = [await buildTreatmentCase(s.db, a.shop, { beforeImage: before, afterImage: after, cycleMonths: 4 })];
  adverts = [
    await buildAdInfo(s.db, a.shop, { image: ad1, sort: 5, title: 'Second' }),
    await buildAdInfo(s.db, a.shop, { image: ad2, sort: 1, title: 'First' }),
    await buildAdInfo(s.db, a.shop, { image: ad3, sort: 0, title: 'Off', enabled: false }),
    await buildAdInfo(s.db, a.shop, { image: ad4, type: 2, title: 'Splash' }),
  ];
  const kind = await buildComplainType(s.db, a.shop, 'en-US');
  complaints = [await buildComplainInfo(s.db, kind, { sort: 2 }), await buildComplainInfo(s.db, kind, { sort: 1 })];
  await buildComplainType(s.db, a.shop, 'zh-CN');
  appA = await appToken(s, await buildAppAccount(s.db, a.shop));
  appB = await appToken(s, await buildAppAccount(s.db, b.shop));
});
afterAll(() => s.close());

describe('the feed cache', () => {
  it('keeps feeds by version up to its bytes, the least recently used out first', () => {
    const cache = new FeedCache(10);
    cache.set('a', '1234');
    cache.set('b', '1234');
    expect(cache.get('a')).toBe('1234');
    cache.set('c', '1234');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['1234', undefined, '1234']);
    cache.set('huge', '12345678901');
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 2, bytes: 8 });
  });
});

describe('the content feed', () => {
  it("holds the store's content in the language, in the console's order, enabled adverts only", async () => {
    const { feed: f, etag } = await body(appA);
    expect(etag).toBe(`"${f.version}"`);
    expect(f.language).toBe('en-US');
    expect(f.labelsFrom).toBe('store');
    expect(f.labelTypes.map((t) => [t.name, t.labels.map((l) => l.symptomKey)])).toEqual([
      ['Pores', ['pores']],
      ['Blemishes', ['acne', 'spots']],
    ]);
    expect(f.labelTypes[1]!.labels[0]).toMatchObject({
      id: labels.find((l) => l.symptomKey === 'acne')!.id,
      name: 'Acne',
      degrees: [
        { level: 1, name: 'Mild', color: '#FADB14' },
        { level: 2, name: 'Moderate', color: '#FA8C16' },
        { level: 3, name: 'Severe', color: '#F5222D' },
      ],
    });
    expect(f.scriptsFrom).toBe('store');
    expect(f.scripts.map((x) => [x.symptomKey, x.degree, x.content])).toEqual([
      ['acne', 1, `store ${a.shop.id}: acne 1`],
      ['acne', 2, `store ${a.shop.id}: acne 2`],
      ['acne', 3, `store ${a.shop.id}: acne 3`],
    ]);
    // Types by their sort, programmes newest first.
    expect(f.productTypes.map((t) => t.products.map((p) => p.id))).toEqual([
      [products[2]!.id],
      [products[1]!.id, products[0]!.id],
    ]);
    expect(f.productTypes[1]!.products[1]).toMatchObject({
      name: products[0]!.name,
      symptoms: [{ symptomKey: 'acne', degree: 2 }],
      link: '',
    });
    expect(f.productTypes[0]!.products[0]!.imageUrl).toBeNull();
    expect(f.cases).toEqual([expect.objectContaining({ id: cases[0]!.id, symptomKey: 'acne', cycleMonths: 4 })]);
    expect(f.adverts.carousel.map((x) => x.title)).toEqual(['First', 'Second']);
    expect(f.adverts.startup.map((x) => x.title)).toEqual(['Splash']);
    expect(f.complaintTypes).toHaveLength(1);
    expect(f.complaintTypes[0]!.complaints.map((c) => c.id)).toEqual([complaints[1]!.id, complaints[0]!.id]);
  });

  it('serves image URLs that read without a token for at least 24 hours', async () => {
    const { feed: f } = await body(appA);
    const until = Date.parse(f.imagesValidUntil);
    expect(until - Date.now()).toBeGreaterThanOrEqual(24 * 3_600_000);
    const urls = [
      f.productTypes[1]!.products[0]!.imageUrl!,
      f.cases[0]!.beforeImageUrl,
      f.cases[0]!.afterImageUrl!,
      f.adverts.carousel[0]!.imageUrl,
    ];
    for (const url of urls) {
      expect(Number(new URL(url, s.url).searchParams.get('expires')) * 1000).toBe(until);
      const res = await fetch(`${s.url}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
    // The same URLs, byte for byte, on the next call.
    expect((await body(appA)).feed.cases[0]!.beforeImageUrl).toBe(f.cases[0]!.beforeImageUrl);
  });

  it('answers 304 with no body while the ETag is current, and changes nothing without an edit', async () => {
    const first = await body(appA);
    const again = await body(appA);
    expect(again.etag).toBe(first.etag);
    expect(again.feed).toEqual(first.feed);
    for (const header of [first.etag, `W/${first.etag}`, `"other", ${first.etag}`]) {
      const res = await feed(s, appA, 'en-US', header);
      expect(res.status, header).toBe(304);
      expect(res.text).toBe('');
      // No length of a body either: some clients (autocannon among them) would wait for one after a 304.
      expect([null, '0'], header).toContain(res.headers.get('content-length'));
      expect(res.headers.get('etag')).toBe(first.etag);
    }
    expect((await feed(s, appA, 'en-US', '"stale"')).status).toBe(200);
    // A save that changes nothing the feed shows keeps it.
    const label = labels.find((l) => l.symptomKey === 'spots')!;
    const same = await etagAcross(appA, () =>
      s.post(`/api/symptomLabel/update/${label.id}`, { name: label.name }, { token: a.token }),
    );
    expect(same.status).toBe(304);
    const off = adverts[2]!;
    const quiet = await etagAcross(appA, () =>
      s.post(`/api/adInfo/update/${off.id}`, { title: 'Still off' }, { token: a.token }),
    );
    expect(quiet.status, 'a disabled advert is not in the feed').toBe(304);
  });

  it('is one per language: an edit in one language changes no other', async () => {
    const zh = await body(appA, 'zh-CN');
    expect(zh.feed.labelTypes.map((t) => t.name)).toEqual(['痘痘']);
    expect(zh.feed.labelTypes[0]!.labels[0]!.degrees.map((d) => d.name)).toEqual(['轻度', '中度', '重度']);
    // Store a has no adverts and no scripts in Chinese: the English adverts and the platform's Chinese scripts.
    expect(zh.feed.languages).toEqual({ labels: 'zh-CN', scripts: 'zh-CN', adverts: 'en-US', complaintTypes: 'zh-CN' });
    expect([zh.feed.labelsFrom, zh.feed.scriptsFrom]).toEqual(['store', 'platform']);
    expect(zh.feed.adverts.carousel.map((x) => x.title)).toEqual(['First', 'Second']);
    expect(zh.etag).not.toBe((await body(appA)).etag);
    const zhLabel = zhLabels.find((l) => l.parentId !== null)!;
    const en = await etagAcross(appA, () =>
      s.post(`/api/symptomLabel/update/${zhLabel.id}`, { name: '粉刺' }, { token: a.token }),
    );
    expect(en.status).toBe(304);
    expect((await body(appA, 'zh-CN')).etag).not.toBe(zh.etag);
  });

  const edits: [string, () => Promise<{ status: number; text: string }>][] = [
    [
      'a label edited',
      () =>
        s.post(
          `/api/symptomLabel/update/${labels.find((l) => l.symptomKey === 'pores')!.id}`,
          { name: 'Enlarged pores', description: 'Wider openings' },
          { token: a.token },
        ),
    ],
    [
      'an advert disabled',
      () => s.post(`/api/adInfo/update/${adverts[0]!.id}`, { enabled: false }, { token: a.token }),
    ],
    ['adverts reordered', () => s.post(`/api/adInfo/update/${adverts[1]!.id}`, { type: 2 }, { token: a.token })],
    [
      'scripts copied from the platform',
      () => s.post('/api/symptomDesc/copyToShop/en-US', undefined, { token: a.token }),
    ],
    [
      "a programme's image replaced",
      async () => {
        const p = products[0]!;
        return s.post(
          `/api/product/update/${p.id}`,
          {
            typeId: p.typeId,
            name: p.name,
            image: await upload(a.token),
            link: '',
            advantages: p.advantages,
            symptoms: [{ symptomKey: 'acne', degree: 2 }],
          },
          { token: a.token },
        );
      },
    ],
    [
      'a complaint added',
      () => s.post('/api/complainInfo/add', { typeId: complaints[0]!.typeId, content: 'Dry skin' }, { token: a.token }),
    ],
    [
      'a case edited',
      () =>
        s.post(
          `/api/treatmentCase/update/${cases[0]!.id}`,
          {
            description: 'Twelve weeks later',
            symptomKey: 'acne',
            beforeImage: cases[0]!.beforeImage,
            afterImage: cases[0]!.afterImage,
            cycleMonths: 3,
          },
          { token: a.token },
        ),
    ],
    [
      'a programme type renamed',
      async () => s.post(`/api/productType/update/${products[2]!.typeId}`, { name: 'Glow' }, { token: a.token }),
    ],
  ];
  for (const [what, change] of edits) {
    it(`changes its ETag when ${what}, and only the editing store's`, async () => {
      const other = (await body(appB)).etag;
      let res: { status: number; text: string } | undefined;
      const across = await etagAcross(appA, async () => {
        res = await change();
      });
      expect(res!.status, res!.text).toBe(200);
      expect(across.status).toBe(200);
      expect(across.after).not.toBe(across.before);
      // Then steady again.
      expect((await feed(s, appA, 'en-US', across.after)).status).toBe(304);
      expect((await feed(s, appB, 'en-US', other)).status).toBe(304);
    });
  }

  it("shows the platform's labels and scripts to a store without its own, until it copies them", async () => {
    const { feed: f, etag } = await body(appB);
    expect(f.labelsFrom).toBe('platform');
    expect(f.scriptsFrom).toBe('platform');
    const masters = await s.db.select().from(symptomLabels).where(eq(symptomLabels.language, 'en-US'));
    const platformKeys = masters.filter((l) => l.shopId === null && l.parentId !== null).map((l) => l.symptomKey);
    expect(f.labelTypes.flatMap((t) => t.labels.map((l) => l.symptomKey)).sort()).toEqual(platformKeys.sort());
    expect(f.scripts.length).toBeGreaterThan(0);
    expect(f.scripts.every((x) => !x.content.startsWith('store '))).toBe(true);

    // The platform edits a master label: every store showing the platform's sees it, store a does not.
    const master = masters.find((l) => l.shopId === null && l.parentId !== null)!;
    const ownA = (await body(appA)).etag;
    const edited = await s.post(
      `/api/symptomLabel/update/${master.id}`,
      { name: 'Master renamed' },
      { token: platform },
    );
    expect(edited.status, edited.text).toBe(200);
    const after = await feed(s, appB, 'en-US', etag);
    expect(after.status).toBe(200);
    expect(JSON.stringify(after.body.datas.labelTypes)).toContain('Master renamed');
    expect((await feed(s, appA, 'en-US', ownA)).status).toBe(304);

    // b copies the labels: its own from now on, and a platform edit no longer moves its ETag.
    const copied = await s.post('/api/symptomLabel/copyToShop', undefined, { token: b.token });
    expect(copied.status, copied.text).toBe(200);
    const own = await body(appB);
    expect(own.feed.labelsFrom).toBe('store');
    expect(own.etag).not.toBe(after.headers.get('etag'));
    await s.post(`/api/symptomLabel/update/${master.id}`, { name: 'Master again' }, { token: platform });
    // Scripts still come from the platform: only their part of the platform's content counts.
    expect((await feed(s, appB, 'en-US', own.etag)).status).toBe(304);
  });

  it('falls back part by part to the first language that has it, says which, and follows what it shows', async () => {
    // Nobody has labels or scripts in Thai (the platform's are removed here): each part takes the first language
    // of the fallback order (Thai, then zh-CN, en-US, ...) in which the store, else the platform, has some.
    const platformTh = and(isNull(symptomLabels.shopId), eq(symptomLabels.language, 'th-TH'));
    const thLabels = await s.db.delete(symptomLabels).where(platformTh).returning();
    await s.db.delete(symptomDescs).where(and(isNull(symptomDescs.shopId), eq(symptomDescs.language, 'th-TH')));
    const th = await body(appA, 'th-TH');
    expect(th.feed.language).toBe('th-TH');
    expect(th.feed.languages).toEqual({ labels: 'zh-CN', scripts: 'zh-CN', adverts: 'en-US', complaintTypes: 'zh-CN' });
    expect([th.feed.labelsFrom, th.feed.scriptsFrom]).toEqual(['store', 'platform']);
    expect(th.feed.labelTypes.map((t) => t.name)).toEqual(['痘痘']);
    // The degrees are named in the language asked (the app's own words).
    expect(th.feed.labelTypes[0]!.labels[0]!.degrees.map((d) => d.name)).toEqual(['เล็กน้อย', 'ปานกลาง', 'รุนแรง']);
    expect(th.feed.adverts).toEqual((await body(appA)).feed.adverts);
    // A store with no content of its own: the platform's labels and scripts, in Chinese.
    const c = await signedInStore(s);
    const appC = await appToken(s, await buildAppAccount(s.db, c.shop));
    const none = await body(appC, 'th-TH');
    expect(none.feed.languages).toEqual({
      labels: 'zh-CN',
      scripts: 'zh-CN',
      adverts: 'th-TH',
      complaintTypes: 'th-TH',
    });
    expect(none.feed.labelsFrom).toBe('platform');
    expect(none.feed.labelTypes.flatMap((t) => t.labels).length).toBeGreaterThan(0);

    // An edit of what a language shows as its fallback changes its ETag; an edit of what it does not show, none.
    const edited = await etagAcross(
      appA,
      () => s.post(`/api/adInfo/update/${adverts[1]!.id}`, { title: 'First, renamed' }, { token: a.token }),
      'th-TH',
    );
    expect(edited.status).toBe(200);
    const quiet = await etagAcross(
      appC,
      () => s.post(`/api/adInfo/update/${adverts[1]!.id}`, { title: 'First again' }, { token: a.token }),
      'th-TH',
    );
    expect(quiet.status).toBe(304);
    // Content in the language asked, once there is some, replaces the fallback.
    const own = await buildAdInfo(s.db, a.shop, { language: 'th-TH', title: 'โปรโมชัน' });
    const thAgain = await feed(s, appA, 'th-TH', edited.after);
    expect(thAgain.status).toBe(200);
    expect(thAgain.body.datas.languages.adverts).toBe('th-TH');
    expect(thAgain.body.datas.adverts.carousel.map((x: { id: number }) => x.id)).toEqual([own.id]);
    expect(thAgain.body.datas.adverts.startup).toEqual([]);
    const back = await etagAcross(appC, () => s.db.insert(symptomLabels).values(thLabels), 'th-TH');
    expect(back.status).toBe(200);
    expect((await body(appC, 'th-TH')).feed.languages.labels).toBe('th-TH');
  });

  it("never holds another store's rows", async () => {
    const text = JSON.stringify((await body(appB)).feed);
    for (const marker of [
      ...adverts.map((x) => x.title),
      ...products.map((p) => p.name),
      cases[0]!.description,
      ...complaints.map((c) => c.content),
      `store ${a.shop.id}`,
      `shops/${a.shop.id}/`,
      `shops%2F${a.shop.id}%2F`,
    ]) {
      expect(text).not.toContain(marker);
    }
  });

  it('refuses a language it does not know', async () => {
    const res = await feed(s, appA, 'fr-FR');
    expect(res.status).toBe(400);
    expect((await s.get('/api/app/v1/content', { token: appA })).status).toBe(400);
  });
});

describe('the signing window', () => {
  const v: FeedVersions = {
    labels: { from: 'store', language: 'en-US', version: '1' },
    scripts: { from: 'platform', language: 'en-US', version: '4' },
    adverts: { from: 'store', language: 'en-US', version: '7' },
    complaintTypes: { from: 'store', language: 'en-US', version: '7' },
    anyLanguage: '9',
  };
  const key = { shopId: 5, language: 'en-US' as const, window: 100 };

  it('keeps URLs valid at least 24 hours whenever they are served, and at most 7 days after signing', () => {
    for (const at of [0, 1, SIGNING_WINDOW_MS - 1].map((x) => 100 * SIGNING_WINDOW_MS + x)) {
      const w = windowOf(at);
      expect(w).toBe(100);
      const left = validUntil(w).getTime() - at;
      expect(left).toBeGreaterThan(24 * 3_600_000);
      expect(validUntil(w).getTime() - w * SIGNING_WINDOW_MS).toBeLessThanOrEqual(7 * 86_400_000);
    }
  });

  it('is in the version, with the store, the language and the parts the store shows', () => {
    const base = feedVersion(key, v, 'signer');
    expect(feedVersion(key, v, 'signer')).toBe(base);
    expect(feedVersion({ ...key, window: 101 }, v, 'signer')).not.toBe(base);
    expect(feedVersion({ ...key, shopId: 6 }, v, 'signer')).not.toBe(base);
    expect(feedVersion({ ...key, language: 'zh-CN' }, v, 'signer')).not.toBe(base);
    expect(feedVersion(key, v, 'other signer')).not.toBe(base);
    expect(feedVersion(key, { ...v, adverts: { ...v.adverts, version: '8' } }, 'signer')).not.toBe(base);
    expect(feedVersion(key, { ...v, scripts: { ...v.scripts, version: '99' } }, 'signer')).not.toBe(base);
    // Where a part comes from is in it too: the same version of another owner or language is another feed.
    expect(feedVersion(key, { ...v, labels: { ...v.labels, from: 'platform' } }, 'signer')).not.toBe(base);
    expect(feedVersion(key, { ...v, complaintTypes: { ...v.complaintTypes, language: 'zh-CN' } }, 'signer')).not.toBe(
      base,
    );
  });
});
