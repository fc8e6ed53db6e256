import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../../../../contract/src/testing/images.js';
import { loginAs, startServer, type TestServer } from '../../../test/helper.js';
import { postFile } from '../../../test/multipart.js';
import { auditLog, fileDeletions, shops, storedFiles, symptomDescs } from '../../db/schema.js';

let s: TestServer;
let platform: string;
let demo: string;
let second: string;
let staff: string;
let demoShopId: number;
let secondShopId: number;

beforeAll(async () => {
  s = await startServer();
  [platform, demo, second, staff] = await Promise.all([
    loginAs(s, 'platform'),
    loginAs(s, 'demoshop'),
    loginAs(s, 'secondshop'),
    loginAs(s, 'demostaff'),
  ]);
  const all = await s.db.select().from(shops);
  demoShopId = all.find((x) => x.name === 'Demo Store')!.id;
  secondShopId = all.find((x) => x.name === 'Second Store')!.id;
});
afterAll(() => s.close());

const usage = async (id: number) => (await s.db.select().from(shops).where(eq(shops.id, id)))[0]!.ossSize;
const upload = async (token: string, side = 32) => {
  const res = await postFile(s, '/api/file/put', token, { fileType: 'image' }, { data: makePng(side, side) });
  expect(res.status, res.text).toBe(200);
  return res.body.datas as { key: string; size: number };
};

describe('reading scripts', () => {
  it("shows a store its own scripts, and a store without any the platform's, marked", async () => {
    const own = await s.post('/api/symptomDesc/queryAll', { language: 'en-US' }, { token: demo });
    expect(own.status, own.text).toBe(200);
    expect(own.body.datas.fromPlatform).toBe(false);
    expect(own.body.datas.list).toHaveLength(18);
    expect(own.body.datas.list.every((x: { shopId: number }) => x.shopId === demoShopId)).toBe(true);
    const fresh = await s.post(
      '/api/symptomDesc/queryAll',
      { language: 'zh-CN', symptomKey: 'acne' },
      { token: second },
    );
    expect(fresh.body.datas.fromPlatform).toBe(true);
    expect(fresh.body.datas.list.map((x: { degree: number }) => x.degree)).toEqual([1, 2, 3]);
    expect(fresh.body.datas.list[0]).toMatchObject({ shopId: null, fromPlatform: true, symptomKey: 'acne' });
    expect(fresh.body.datas.list[0].content).toContain('痘痘');
    const one = await s.post(
      '/api/symptomDesc/get',
      { language: 'en-US', symptomKey: 'redness', degree: 3 },
      { token: second },
    );
    expect(one.body.datas).toMatchObject({ fromPlatform: true, degree: 3 });
    expect(one.body.datas.content).toMatch(/severe redness/);
    const none = await s.post(
      '/api/symptomDesc/get',
      { language: 'en-US', symptomKey: 'nothing', degree: 1 },
      { token: demo },
    );
    expect(none.status).toBe(404);
    expect(none.body.code).toBe(500601);
    // The platform reads its master set, or a store it names; a store cannot name another.
    const master = await s.post('/api/symptomDesc/queryAll', { language: 'en-US' }, { token: platform });
    expect(master.body.datas.list.every((x: { shopId: null }) => x.shopId === null)).toBe(true);
    const byPlatform = await s.post(
      '/api/symptomDesc/queryAll',
      { language: 'en-US', shopId: demoShopId },
      { token: platform },
    );
    expect(byPlatform.body.datas.list[0].shopId).toBe(demoShopId);
    const cross = await s.post(
      '/api/symptomDesc/queryAll',
      { language: 'en-US', shopId: demoShopId },
      { token: second },
    );
    expect(cross.status).toBe(404);
    expect((await s.post('/api/symptomDesc/queryAll', { language: 'en-US' }, { token: staff })).status).toBe(403);
  });
});

describe('editing scripts', () => {
  it('updates wording and images of an own script; replaced images are deleted and leave ossSize', async () => {
    const [row] = await s.db
      .select()
      .from(symptomDescs)
      .where(and(eq(symptomDescs.shopId, demoShopId), eq(symptomDescs.symptomKey, 'acne'), eq(symptomDescs.degree, 2)));
    const a = await upload(demo);
    const b = await upload(demo, 40);
    const res = await s.post(
      `/api/symptomDesc/update/${row!.id}`,
      { content: 'Moderate acne: keep a gentle routine.', image1: a.key, image2: b.key },
      { token: demo },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toMatchObject({
      content: 'Moderate acne: keep a gentle routine.',
      image1: a.key,
      image2: b.key,
    });
    expect(res.body.datas.image1Url).toBeTruthy();
    const img = await fetch(
      res.body.datas.image1Url.startsWith('http') ? res.body.datas.image1Url : `${s.url}${res.body.datas.image1Url}`,
    );
    expect(img.status).toBe(200);

    const before = await usage(demoShopId);
    const c = await upload(demo, 48);
    const replaced = await s.post(
      `/api/symptomDesc/update/${row!.id}`,
      { content: 'x', image1: c.key, image2: null },
      { token: demo },
    );
    expect(replaced.status, replaced.text).toBe(200);
    expect(await usage(demoShopId)).toBe(before + c.size - a.size - b.size);
    expect(await s.db.select().from(storedFiles).where(eq(storedFiles.key, a.key))).toEqual([]);
    // The objects are deleted after the commit.
    for (let i = 0; i < 50 && (await s.db.select().from(fileDeletions)).length > 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect((await s.get(`/api/file/get?key=${encodeURIComponent(a.key)}`, { token: demo })).status).toBe(404);
  });

  it("refuses another store's image, an unknown key, the platform's script and another store's script", async () => {
    const [row] = await s.db
      .select()
      .from(symptomDescs)
      .where(
        and(eq(symptomDescs.shopId, demoShopId), eq(symptomDescs.symptomKey, 'pores'), eq(symptomDescs.degree, 1)),
      );
    const foreign = await upload(second);
    const bad = await s.post(
      `/api/symptomDesc/update/${row!.id}`,
      { content: 'x', image1: foreign.key, image2: null },
      { token: demo },
    );
    expect(bad.body.code).toBe(500603);
    const unknown = await s.post(
      `/api/symptomDesc/update/${row!.id}`,
      { content: 'x', image1: `shops/${demoShopId}/images/nope.png`, image2: null },
      { token: demo },
    );
    expect(unknown.body.code).toBe(500603);
    const [master] = await s.db.select().from(symptomDescs).where(isNull(symptomDescs.shopId)).limit(1);
    const readOnly = await s.post(
      `/api/symptomDesc/update/${master!.id}`,
      { content: 'x', image1: null, image2: null },
      { token: second },
    );
    expect(readOnly.status).toBe(409);
    expect(readOnly.body.code).toBe(500602);
    const other = await s.post(
      `/api/symptomDesc/update/${row!.id}`,
      { content: 'x', image1: null, image2: null },
      { token: second },
    );
    expect(other.status).toBe(404);
    const unchanged = await s.db.select().from(symptomDescs).where(eq(symptomDescs.id, row!.id));
    expect(unchanged[0]!.content).toBe(row!.content);
    // The platform edits its master scripts.
    const p = await s.post(
      `/api/symptomDesc/update/${master!.id}`,
      { content: 'Master wording', image1: null, image2: null },
      { token: platform },
    );
    expect(p.status, p.text).toBe(200);
    expect(p.body.datas.fromPlatform).toBe(false);
  });

  it("copies the platform's scripts of one language to a store, then clears them (both audited)", async () => {
    const byPlatform = await s.post('/api/symptomDesc/copyToShop/en-US', undefined, { token: platform });
    expect(byPlatform.body.code).toBe(100406);
    const copy = await s.post('/api/symptomDesc/copyToShop/en-US', undefined, { token: second });
    expect(copy.status, copy.text).toBe(200);
    expect(copy.body.datas).toEqual({ deleted: 0, copied: 18 });
    const own = await s.post('/api/symptomDesc/queryAll', { language: 'en-US' }, { token: second });
    expect(own.body.datas.fromPlatform).toBe(false);
    expect(own.body.datas.list.every((x: { shopId: number }) => x.shopId === secondShopId)).toBe(true);
    // Other languages still show the platform's.
    expect(
      (await s.post('/api/symptomDesc/queryAll', { language: 'zh-CN' }, { token: second })).body.datas.fromPlatform,
    ).toBe(true);
    // The copied script is now editable.
    const first = own.body.datas.list[0];
    const edit = await s.post(
      `/api/symptomDesc/update/${first.id}`,
      { content: 'Ours now', image1: null, image2: null },
      { token: second },
    );
    expect(edit.status).toBe(200);
    // Copying again overwrites the edit.
    const again = await s.post('/api/symptomDesc/copyToShop/en-US', undefined, { token: second });
    expect(again.body.datas).toEqual({ deleted: 18, copied: 18 });
    const bad = await s.post('/api/symptomDesc/copyToShop/xx-XX', undefined, { token: second });
    expect(bad.status).toBe(400);

    const clear = await s.post('/api/symptomDesc/deleteByShopId', {}, { token: second });
    expect(clear.body.datas).toEqual({ deleted: 18 });
    expect(
      (await s.post('/api/symptomDesc/queryAll', { language: 'en-US' }, { token: second })).body.datas.fromPlatform,
    ).toBe(true);
    const log = await s.db.select().from(auditLog).where(eq(auditLog.shopId, secondShopId));
    expect(log.map((x) => x.action).filter((a) => a.startsWith('symptomDesc'))).toEqual([
      'symptomDesc.copyToShop',
      'symptomDesc.copyToShop',
      'symptomDesc.deleteByShopId',
    ]);
    // Clearing one language leaves the others.
    const before = (await s.db.select().from(symptomDescs).where(eq(symptomDescs.shopId, demoShopId))).length;
    const one = await s.post('/api/symptomDesc/deleteByShopId', { language: 'zh-CN' }, { token: demo });
    expect(one.body.datas.deleted).toBe(18);
    expect((await s.db.select().from(symptomDescs).where(eq(symptomDescs.shopId, demoShopId))).length).toBe(
      before - 18,
    );
  });
});
