import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../../../../contract/src/testing/images.js';
import { type SignedInStore, startContentServer, withoutPlatformContent } from '../../../test/content.js';
import { buildScripts, type SymptomDescRow } from '../../../test/factories.js';
import type { TestServer } from '../../../test/helper.js';
import { postFile } from '../../../test/multipart.js';
import { auditLog, fileDeletions, shops, storedFiles, symptomDescs } from '../../db/schema.js';

/** Languages emptied of the demo's scripts (withoutPlatformContent), so every script counted here is one this file made. */
const LANG = 'vi-VN';
const OTHER = 'id-ID';
const KEYS = ['acne', 'texture', 'pores', 'pigmentation', 'wrinkles', 'redness'];

let s: TestServer;
let platform: string;
let a: SignedInStore;
let b: SignedInStore;
let staff: string;
/** Store a's scripts in LANG and in OTHER, and the platform's in LANG. */
let own: SymptomDescRow[];
let ownOther: SymptomDescRow[];
let master: SymptomDescRow[];

beforeAll(async () => {
  ({ s, platform, a, b, staff } = await startContentServer());
  await withoutPlatformContent(s, [LANG, OTHER]);
  own = await buildScripts(s.db, a.shop, LANG, KEYS);
  ownOther = await buildScripts(s.db, a.shop, OTHER, KEYS.slice(0, 2));
  master = await buildScripts(s.db, null, LANG, KEYS);
});
afterAll(() => s.close());

const masterScript = (key: string, degree: number) => master.find((x) => x.symptomKey === key && x.degree === degree)!;

const usage = async (id: number) => (await s.db.select().from(shops).where(eq(shops.id, id)))[0]!.ossSize;
const upload = async (token: string, side = 32) => {
  const res = await postFile(s, '/api/file/put', token, { fileType: 'image' }, { data: makePng(side, side) });
  expect(res.status, res.text).toBe(200);
  return res.body.datas as { key: string; size: number };
};

describe('reading scripts', () => {
  it("lists the languages with scripts to show: a store's own, and the platform's where it has none", async () => {
    const counts = async (token: string, body: object = {}) => {
      const res = await s.post('/api/symptomDesc/languages', body, { token });
      expect(res.status, res.text).toBe(200);
      return Object.fromEntries(
        (res.body.datas.list as { language: string; count: number }[]).map((x) => [x.language, x.count]),
      );
    };
    const masterSet = await counts(platform);
    expect(masterSet[LANG]).toBe(master.length);
    expect(masterSet[OTHER]).toBeUndefined();
    const storeA = await counts(a.token);
    expect(storeA[LANG]).toBe(own.length);
    // In OTHER only store a has scripts; in the seed's languages it has none, so the platform's show there.
    expect(storeA[OTHER]).toBe(ownOther.length);
    expect(Object.keys(storeA).sort()).toEqual([...new Set([...Object.keys(masterSet), OTHER])].sort());
    const storeB = await counts(b.token);
    expect(storeB).toEqual(masterSet);
    // The platform reads a store's by naming it; another store naming it gets 404.
    expect(await counts(platform, { shopId: a.shop.id })).toEqual(storeA);
    expect((await s.post('/api/symptomDesc/languages', { shopId: a.shop.id }, { token: b.token })).status).toBe(404);
  });

  it("shows a store its own scripts, and a store without any the platform's, marked", async () => {
    const mine = await s.post('/api/symptomDesc/queryAll', { language: LANG }, { token: a.token });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.datas.fromPlatform).toBe(false);
    expect(mine.body.datas.list).toHaveLength(own.length);
    expect(mine.body.datas.list.every((x: { shopId: number }) => x.shopId === a.shop.id)).toBe(true);
    const fresh = await s.post('/api/symptomDesc/queryAll', { language: LANG, symptomKey: 'acne' }, { token: b.token });
    expect(fresh.body.datas.fromPlatform).toBe(true);
    expect(fresh.body.datas.list.map((x: { degree: number }) => x.degree)).toEqual([1, 2, 3]);
    expect(fresh.body.datas.list[0]).toMatchObject({ shopId: null, fromPlatform: true, symptomKey: 'acne' });
    expect(fresh.body.datas.list[0].content).toBe(masterScript('acne', 1).content);
    const one = await s.post(
      '/api/symptomDesc/get',
      { language: LANG, symptomKey: 'redness', degree: 3 },
      { token: b.token },
    );
    expect(one.body.datas).toMatchObject({ fromPlatform: true, degree: 3 });
    expect(one.body.datas.content).toBe(masterScript('redness', 3).content);
    const none = await s.post(
      '/api/symptomDesc/get',
      { language: LANG, symptomKey: 'nothing', degree: 1 },
      { token: a.token },
    );
    expect(none.status).toBe(404);
    expect(none.body.code).toBe(500601);
    // The platform reads its master set, or a store it names; a store cannot name another.
    const masterSet = await s.post('/api/symptomDesc/queryAll', { language: LANG }, { token: platform });
    expect(masterSet.body.datas.list).toHaveLength(master.length);
    expect(masterSet.body.datas.list.every((x: { shopId: null }) => x.shopId === null)).toBe(true);
    const byPlatform = await s.post(
      '/api/symptomDesc/queryAll',
      { language: LANG, shopId: a.shop.id },
      { token: platform },
    );
    expect(byPlatform.body.datas.list[0].shopId).toBe(a.shop.id);
    const cross = await s.post('/api/symptomDesc/queryAll', { language: LANG, shopId: a.shop.id }, { token: b.token });
    expect(cross.status).toBe(404);
    expect((await s.post('/api/symptomDesc/queryAll', { language: LANG }, { token: staff })).status).toBe(403);
  });
});

describe('editing scripts', () => {
  it('updates wording and images of an own script; replaced images are deleted and leave ossSize', async () => {
    const row = own.find((x) => x.symptomKey === 'acne' && x.degree === 2)!;
    const img1 = await upload(a.token);
    const img2 = await upload(a.token, 40);
    const res = await s.post(
      `/api/symptomDesc/update/${row.id}`,
      { content: 'Moderate acne: keep a gentle routine.', image1: img1.key, image2: img2.key },
      { token: a.token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toMatchObject({
      content: 'Moderate acne: keep a gentle routine.',
      image1: img1.key,
      image2: img2.key,
    });
    expect(res.body.datas.image1Url).toBeTruthy();
    const img = await fetch(
      res.body.datas.image1Url.startsWith('http') ? res.body.datas.image1Url : `${s.url}${res.body.datas.image1Url}`,
    );
    expect(img.status).toBe(200);

    const before = await usage(a.shop.id);
    const img3 = await upload(a.token, 48);
    const replaced = await s.post(
      `/api/symptomDesc/update/${row.id}`,
      { content: 'x', image1: img3.key, image2: null },
      { token: a.token },
    );
    expect(replaced.status, replaced.text).toBe(200);
    expect(await usage(a.shop.id)).toBe(before + img3.size - img1.size - img2.size);
    expect(await s.db.select().from(storedFiles).where(eq(storedFiles.key, img1.key))).toEqual([]);
    // The objects are deleted after the commit: the update queued them and left the drain for the background,
    // which this test runs (its server's jobs are manual).
    const store = await s.deps.files.store();
    const queued = await s.db
      .select()
      .from(fileDeletions)
      .where(inArray(fileDeletions.key, [img1.key, img2.key]));
    expect(queued).toHaveLength(2);
    expect(await store.get(img1.key)).not.toBeNull();
    await s.deps.jobs.drain();
    expect(await s.db.select().from(fileDeletions)).toEqual([]);
    expect(await store.get(img1.key)).toBeNull();
    expect(await store.get(img2.key)).toBeNull();
    expect(await store.get(img3.key)).not.toBeNull();
    expect((await s.get(`/api/file/get?key=${encodeURIComponent(img1.key)}`, { token: a.token })).status).toBe(404);
  });

  it("refuses another store's image, an unknown key, the platform's script and another store's script", async () => {
    const row = own.find((x) => x.symptomKey === 'pores' && x.degree === 1)!;
    const foreign = await upload(b.token);
    const bad = await s.post(
      `/api/symptomDesc/update/${row.id}`,
      { content: 'x', image1: foreign.key, image2: null },
      { token: a.token },
    );
    expect(bad.body.code).toBe(500603);
    const unknown = await s.post(
      `/api/symptomDesc/update/${row.id}`,
      { content: 'x', image1: `shops/${a.shop.id}/images/nope.png`, image2: null },
      { token: a.token },
    );
    expect(unknown.body.code).toBe(500603);
    const masterRow = masterScript('texture', 1);
    const readOnly = await s.post(
      `/api/symptomDesc/update/${masterRow.id}`,
      { content: 'x', image1: null, image2: null },
      { token: b.token },
    );
    expect(readOnly.status).toBe(409);
    expect(readOnly.body.code).toBe(500602);
    const other = await s.post(
      `/api/symptomDesc/update/${row.id}`,
      { content: 'x', image1: null, image2: null },
      { token: b.token },
    );
    expect(other.status).toBe(404);
    const unchanged = await s.db.select().from(symptomDescs).where(eq(symptomDescs.id, row.id));
    expect(unchanged[0]!.content).toBe(row.content);
    const masterUnchanged = await s.db.select().from(symptomDescs).where(eq(symptomDescs.id, masterRow.id));
    expect(masterUnchanged[0]!.content).toBe(masterRow.content);
    // The platform edits its master scripts.
    const p = await s.post(
      `/api/symptomDesc/update/${masterRow.id}`,
      { content: 'Master wording', image1: null, image2: null },
      { token: platform },
    );
    expect(p.status, p.text).toBe(200);
    expect(p.body.datas.fromPlatform).toBe(false);
  });

  it("copies the platform's scripts of one language to a store, then clears them (both audited)", async () => {
    const byPlatform = await s.post(`/api/symptomDesc/copyToShop/${LANG}`, undefined, { token: platform });
    expect(byPlatform.body.code).toBe(100406);
    const copy = await s.post(`/api/symptomDesc/copyToShop/${LANG}`, undefined, { token: b.token });
    expect(copy.status, copy.text).toBe(200);
    expect(copy.body.datas).toEqual({ deleted: 0, copied: master.length });
    const copied = await s.post('/api/symptomDesc/queryAll', { language: LANG }, { token: b.token });
    expect(copied.body.datas.fromPlatform).toBe(false);
    expect(copied.body.datas.list).toHaveLength(master.length);
    expect(copied.body.datas.list.every((x: { shopId: number }) => x.shopId === b.shop.id)).toBe(true);
    // Other languages still show the platform's.
    expect(
      (await s.post('/api/symptomDesc/queryAll', { language: OTHER }, { token: b.token })).body.datas.fromPlatform,
    ).toBe(true);
    // The copied script is now editable.
    const first = copied.body.datas.list[0];
    const edit = await s.post(
      `/api/symptomDesc/update/${first.id}`,
      { content: 'Ours now', image1: null, image2: null },
      { token: b.token },
    );
    expect(edit.status).toBe(200);
    // Copying again overwrites the edit.
    const again = await s.post(`/api/symptomDesc/copyToShop/${LANG}`, undefined, { token: b.token });
    expect(again.body.datas).toEqual({ deleted: master.length, copied: master.length });
    const bad = await s.post('/api/symptomDesc/copyToShop/xx-XX', undefined, { token: b.token });
    expect(bad.status).toBe(400);

    const clear = await s.post('/api/symptomDesc/deleteByShopId', {}, { token: b.token });
    expect(clear.body.datas).toEqual({ deleted: master.length });
    expect(
      (await s.post('/api/symptomDesc/queryAll', { language: LANG }, { token: b.token })).body.datas.fromPlatform,
    ).toBe(true);
    const log = await s.db.select().from(auditLog).where(eq(auditLog.shopId, b.shop.id));
    expect(log.map((x) => x.action).filter((x) => x.startsWith('symptomDesc'))).toEqual([
      'symptomDesc.copyToShop',
      'symptomDesc.copyToShop',
      'symptomDesc.deleteByShopId',
    ]);
    // Clearing one language leaves the others.
    const ofA = (language: string) =>
      s.db
        .select()
        .from(symptomDescs)
        .where(and(eq(symptomDescs.shopId, a.shop.id), eq(symptomDescs.language, language)));
    const one = await s.post('/api/symptomDesc/deleteByShopId', { language: OTHER }, { token: a.token });
    expect(one.body.datas.deleted).toBe(ownOther.length);
    expect(await ofA(OTHER)).toEqual([]);
    expect((await ofA(LANG)).length).toBe(own.length);
  });
});
