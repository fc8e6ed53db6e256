import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../../../../contract/src/testing/images.js';
import { type SignedInStore, signedInStaff, signedInStore, startContentServer } from '../../../test/content.js';
import { buildLabelTree, buildTreatmentCase, type LabelTree, uniqueName } from '../../../test/factories.js';
import type { TestServer } from '../../../test/helper.js';
import { postFile } from '../../../test/multipart.js';
import { auditLog, fileDeletions, storedFiles, treatmentCases } from '../../db/schema.js';

let s: TestServer;
let platform: string;
/** Stores of this file with labels acne, texture (en-US, and acne in zh-CN); b has acne only. */
let a: SignedInStore;
let b: SignedInStore;
/** Staff of store a holding only users and shop-device. */
let noCodes: string;
/** A symptom key only the platform's own set has (so its cases here are this file's). */
let platformKey: string;

const TREE: LabelTree = [
  {
    type: 'Blemishes',
    labels: [
      { name: 'Acne', key: 'acne' },
      { name: 'Texture', key: 'texture' },
      { name: 'Store only', key: 'zz-store-only' },
    ],
  },
];

beforeAll(async () => {
  ({ s, platform, a, b, staff: noCodes } = await startContentServer());
  await buildLabelTree(s.db, a.shop, 'en-US', TREE);
  await buildLabelTree(s.db, a.shop, 'zh-CN', [{ type: '痘痘与瑕疵', labels: [{ name: '痘痘', key: 'acne' }] }]);
  await buildLabelTree(s.db, b.shop, 'en-US', [{ type: 'Blemishes', labels: [{ name: 'Acne', key: 'acne' }] }]);
  platformKey = uniqueName('plat-').toLowerCase();
  await buildLabelTree(s.db, null, 'th-TH', [{ type: 'Test', labels: [{ name: 'Platform only', key: platformKey }] }]);
});
afterAll(() => s.close());

const upload = async (token: string, side = 32) => {
  const res = await postFile(s, '/api/file/put', token, { fileType: 'image' }, { data: makePng(side, side) });
  expect(res.status, res.text).toBe(200);
  return (res.body.datas as { key: string }).key;
};
const query = (token: string, body: Record<string, unknown> = {}, page = 1, pageSize = 50) =>
  s.post(`/api/treatmentCase/query/${page}/${pageSize}`, body, { token });
const add = (token: string, body: Record<string, unknown>) => s.post('/api/treatmentCase/add', body, { token });
const update = (token: string, id: number, body: Record<string, unknown>) =>
  s.post(`/api/treatmentCase/update/${id}`, body, { token });
const remove = (token: string, id: number) => s.post(`/api/treatmentCase/delete/${id}`, undefined, { token });
const get = (token: string, id: number, body?: Record<string, unknown>) =>
  s.post(`/api/treatmentCase/get/${id}`, body, { token });
const descriptions = (res: { body: { datas: { list: { description: string }[] } } }) =>
  res.body.datas.list.map((x) => x.description);
const rowOf = async (id: number) => (await s.db.select().from(treatmentCases).where(eq(treatmentCases.id, id)))[0];

/** The objects of `keys` are deleted from storage once the queue is drained (after the commit). */
async function expectGone(keys: string[]) {
  expect(await s.db.select().from(storedFiles).where(inArray(storedFiles.key, keys))).toEqual([]);
  // What the route left for the background: its drain of the deletion queue.
  await s.deps.jobs.drain();
  expect(await s.db.select().from(fileDeletions).where(inArray(fileDeletions.key, keys))).toEqual([]);
  const store = await s.deps.files.store();
  for (const key of keys) expect(await store.get(key), key).toBeNull();
}
const expectKept = async (key: string) => expect(await (await s.deps.files.store()).get(key), key).not.toBeNull();

describe('reading cases', () => {
  it('lists newest first, filtered by symptom and creation time, with the symptom named and signed image URLs', async () => {
    const store = await signedInStore(s);
    await buildLabelTree(s.db, store.shop, 'en-US', TREE);
    await buildLabelTree(s.db, store.shop, 'zh-CN', [{ type: '瑕疵', labels: [{ name: '痘痘', key: 'acne' }] }]);
    const day = (d: string) => new Date(`${d}T10:00:00.000Z`);
    const before = await upload(store.token);
    const after = await upload(store.token);
    await buildTreatmentCase(s.db, store.shop, { description: 'March acne', createdAt: day('2026-03-05') });
    await buildTreatmentCase(s.db, store.shop, {
      description: 'April texture',
      symptomKey: 'texture',
      createdAt: day('2026-04-01'),
      beforeImage: before,
      afterImage: after,
      cycleMonths: 6,
    });
    await buildTreatmentCase(s.db, store.shop, { description: 'May acne', createdAt: day('2026-05-20') });
    await buildTreatmentCase(s.db, store.shop, {
      description: 'Gone symptom',
      symptomKey: 'pores',
      createdAt: day('2026-02-01'),
    });

    const all = await query(store.token);
    expect(all.status, all.text).toBe(200);
    expect(descriptions(all)).toEqual(['May acne', 'April texture', 'March acne', 'Gone symptom']);
    expect(all.body.datas).toMatchObject({ total: 4, page: 1, pageSize: 50 });
    const april = all.body.datas.list[1];
    expect(april).toMatchObject({
      shopId: store.shop.id,
      symptom: { symptomKey: 'texture', name: 'Texture' },
      beforeImage: before,
      afterImage: after,
      cycleMonths: 6,
      createdAt: '2026-04-01T10:00:00.000Z',
    });
    const img = await fetch(
      april.afterImageUrl.startsWith('http') ? april.afterImageUrl : `${s.url}${april.afterImageUrl}`,
    );
    expect(img.status).toBe(200);
    expect(all.body.datas.list[0]).toMatchObject({ afterImage: null, afterImageUrl: null });
    expect(all.body.datas.list[0].beforeImageUrl).toBeTruthy();
    // A symptom the owner no longer has: the key, with no name.
    expect(all.body.datas.list[3].symptom).toEqual({ symptomKey: 'pores', name: null });

    expect(descriptions(await query(store.token, { symptomKey: 'acne' }))).toEqual(['May acne', 'March acne']);
    expect(descriptions(await query(store.token, { from: '2026-03-05', to: '2026-04-01' }))).toEqual([
      'April texture',
      'March acne',
    ]);
    expect(descriptions(await query(store.token, { from: '2026-04-02' }))).toEqual(['May acne']);
    expect(descriptions(await query(store.token, { to: '2026-03-04T23:59:59+00:00' }))).toEqual(['Gone symptom']);
    expect(descriptions(await query(store.token, { symptomKey: 'acne', from: '2026-05-01' }))).toEqual(['May acne']);
    const page2 = await query(store.token, {}, 2, 3);
    expect(descriptions(page2)).toEqual(['Gone symptom']);
    expect(page2.body.datas).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    // Named in the reader's language where the owner has it, else in another of its languages.
    const zh = await s.post(
      '/api/treatmentCase/query/1/50',
      {},
      { token: store.token, headers: { 'x-lang': 'zh-CN' } },
    );
    expect(zh.body.datas.list.map((c: { symptom: { name: string } }) => c.symptom.name)).toEqual([
      '痘痘',
      'Texture',
      '痘痘',
      null,
    ]);
    // A POST without a body lists everything.
    expect((await s.post('/api/treatmentCase/query/1/10', undefined, { token: store.token })).body.datas.total).toBe(4);
  });

  it('gets one case with both image URLs; an unknown or non-integer id is refused', async () => {
    const before = await upload(a.token);
    const after = await upload(a.token);
    const row = await buildTreatmentCase(s.db, a.shop, {
      beforeImage: before,
      afterImage: after,
      symptomKey: 'texture',
    });
    const res = await get(a.token, row.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toMatchObject({ id: row.id, description: row.description, symptom: { name: 'Texture' } });
    expect(res.body.datas.beforeImageUrl).toBeTruthy();
    expect(res.body.datas.afterImageUrl).toBeTruthy();
    expect((await get(a.token, 99_999_999)).body.code).toBe(600201);
    expect((await get(a.token, 99_999_999)).status).toBe(404);
    for (const bad of ['x', '1.5', '0', '99999999999'])
      expect((await s.post(`/api/treatmentCase/get/${bad}`, {}, { token: a.token })).status, bad).toBe(400);
    expect((await s.post('/api/treatmentCase/query/0/10', {}, { token: a.token })).status).toBe(400);
    expect((await query(a.token, { from: 'yesterday' })).status).toBe(400);
    expect((await query(a.token, { symptomKey: 'Not A Key' })).status).toBe(400);
  });

  it("shows the platform its own set, or a store's by shopId; another store's is 404", async () => {
    const mine = await buildTreatmentCase(s.db, null, { symptomKey: platformKey, description: 'Platform case' });
    const theirs = await buildTreatmentCase(s.db, a.shop, { description: 'Store a case' });
    const own = await query(platform, { symptomKey: platformKey });
    expect(descriptions(own)).toEqual(['Platform case']);
    expect(own.body.datas.list[0]).toMatchObject({ shopId: null, symptom: { name: 'Platform only' } });
    expect(descriptions(await query(platform, { shopId: a.shop.id }))).toContain('Store a case');
    expect(descriptions(await query(platform))).not.toContain('Store a case');
    expect((await get(platform, theirs.id, { shopId: a.shop.id })).body.datas.description).toBe('Store a case');
    expect((await get(platform, theirs.id)).status).toBe(404);
    expect((await get(platform, mine.id)).status).toBe(200);
    // Store b: neither a's list nor a's case, nor the platform's.
    const other = await query(b.token, { shopId: a.shop.id });
    expect(other.status).toBe(404);
    expect(other.text).not.toContain('Store a case');
    expect(descriptions(await query(b.token))).not.toContain('Store a case');
    expect((await get(b.token, theirs.id)).status).toBe(404);
    expect((await get(b.token, mine.id)).status).toBe(404);
    expect((await get(a.token, mine.id)).status).toBe(404);
    expect((await query(platform, { shopId: 99_999_999 })).status).toBe(404);
  });
});

describe('adding and changing cases', () => {
  it('adds a case with its images, trimmed, and refuses bad input without storing anything', async () => {
    const before = await upload(a.token);
    const after = await upload(a.token);
    const res = await add(a.token, {
      description: '  Six months of gentle care  ',
      symptomKey: 'acne',
      beforeImage: before,
      afterImage: after,
      cycleMonths: 6,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toMatchObject({
      shopId: a.shop.id,
      description: 'Six months of gentle care',
      symptom: { symptomKey: 'acne', name: 'Acne' },
      beforeImage: before,
      afterImage: after,
      cycleMonths: 6,
    });
    expect(await rowOf(res.body.datas.id)).toMatchObject({ shopId: a.shop.id, cycleMonths: 6 });
    // The after image is optional.
    // One image, one row: the pictures of the first case are not taken again.
    const again = await add(a.token, { description: 'Again', symptomKey: 'acne', beforeImage: before, cycleMonths: 1 });
    expect([again.status, again.body.code]).toEqual([400, 500110]);
    const single = await add(a.token, {
      description: 'Only before',
      symptomKey: 'texture',
      beforeImage: await upload(a.token),
      cycleMonths: 1,
    });
    expect(single.body.datas).toMatchObject({ afterImage: null, afterImageUrl: null, cycleMonths: 1 });
    expect(
      (
        await add(a.token, {
          description: 'Max',
          symptomKey: 'acne',
          beforeImage: await upload(a.token),
          cycleMonths: 120,
        })
      ).status,
    ).toBe(200);

    const count = async () =>
      (await s.db.select().from(treatmentCases).where(eq(treatmentCases.shopId, a.shop.id))).length;
    const n = await count();
    // A refused add takes no image: the same fresh picture serves every attempt, and the last one keeps it.
    const good = { description: 'Fine', symptomKey: 'acne', beforeImage: await upload(a.token), cycleMonths: 3 };
    const bOwn = await upload(b.token);
    const cases: [Record<string, unknown>, string, number?][] = [
      [{ ...good, cycleMonths: 0 }, 'cycleMonths'],
      [{ ...good, cycleMonths: 121 }, 'cycleMonths'],
      [{ ...good, cycleMonths: 1.5 }, 'cycleMonths'],
      [{ ...good, cycleMonths: 'x' }, 'cycleMonths'],
      [{ ...good, cycleMonths: undefined }, 'cycleMonths'],
      [{ ...good, description: '' }, 'description'],
      [{ ...good, description: '   ' }, 'description'],
      [{ ...good, description: undefined }, 'description'],
      [{ ...good, description: 'x'.repeat(501) }, 'description'],
      [{ ...good, symptomKey: '' }, 'symptomKey'],
      [{ ...good, symptomKey: undefined }, 'symptomKey'],
      [{ ...good, symptomKey: 'wrinkles' }, 'symptomKey', 600202],
      [{ ...good, beforeImage: undefined }, 'beforeImage'],
      [{ ...good, beforeImage: '' }, 'beforeImage'],
      [{ ...good, beforeImage: bOwn }, 'beforeImage', 500110],
      [{ ...good, afterImage: bOwn }, 'afterImage', 500110],
      [{ ...good, afterImage: 'shops/1/images/nope.png' }, 'afterImage', 500110],
    ];
    for (const [body, field, code] of cases) {
      const r = await add(a.token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      if (code) expect(r.body.code, JSON.stringify(body)).toBe(code);
      expect(Object.keys(r.body.datas?.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const cycle = await add(a.token, { ...good, cycleMonths: 0 });
    expect(cycle.body.datas.fields.cycleMonths).toBe(
      'The treatment cycle must be a whole number of months from 1 to 120',
    );
    const empty = await add(a.token, { ...good, description: ' ' });
    expect(empty.body.datas.fields.description).toBe('Please enter the case description');
    const zh = await s.post(
      '/api/treatmentCase/add',
      { ...good, symptomKey: '' },
      { token: a.token, headers: { 'x-lang': 'zh-CN' } },
    );
    expect(zh.body.datas.fields.symptomKey).toBe('请选择关联症状');
    expect(await count()).toBe(n);
    // 500 characters is fine.
    expect((await add(a.token, { ...good, description: '案'.repeat(500) })).status).toBe(200);
  });

  it('the platform adds to its own set with its own images and symptoms', async () => {
    const img = await upload(platform);
    const res = await add(platform, {
      description: 'Platform example',
      symptomKey: platformKey,
      beforeImage: img,
      cycleMonths: 2,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toMatchObject({ shopId: null, symptom: { symptomKey: platformKey, name: 'Platform only' } });
    // A store's image, or a symptom only a store has, is not the platform's.
    const storeImg = await upload(a.token);
    expect(
      (await add(platform, { description: 'X', symptomKey: platformKey, beforeImage: storeImg, cycleMonths: 2 })).body
        .code,
    ).toBe(500110);
    expect(
      (await add(platform, { description: 'X', symptomKey: 'zz-store-only', beforeImage: img, cycleMonths: 2 })).body
        .code,
    ).toBe(600202);
    // Writes take no shopId: the platform cannot add to a store.
    const named = await add(platform, {
      description: 'Into a',
      symptomKey: 'acne',
      beforeImage: storeImg,
      cycleMonths: 2,
      shopId: a.shop.id,
    });
    expect(named.status).not.toBe(200);
    expect((await query(a.token)).text).not.toContain('Into a');
  });

  it('updates a case; a replaced or removed image is deleted from storage, a kept one stays', async () => {
    const [b1, a1, b2] = [await upload(a.token), await upload(a.token), await upload(a.token)];
    const made = await add(a.token, {
      description: 'Start',
      symptomKey: 'acne',
      beforeImage: b1,
      afterImage: a1,
      cycleMonths: 3,
    });
    const id = made.body.datas.id as number;
    const res = await update(a.token, id, {
      description: 'Changed',
      symptomKey: 'texture',
      beforeImage: b2,
      afterImage: a1,
      cycleMonths: 4,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toMatchObject({
      id,
      description: 'Changed',
      symptom: { name: 'Texture' },
      beforeImage: b2,
      afterImage: a1,
      cycleMonths: 4,
    });
    await expectGone([b1]);
    await expectKept(a1);
    // Removing the after image deletes it.
    const cleared = await update(a.token, id, {
      description: 'Changed',
      symptomKey: 'texture',
      beforeImage: b2,
      afterImage: null,
      cycleMonths: 4,
    });
    expect(cleared.body.datas.afterImage).toBeNull();
    await expectGone([a1]);
    await expectKept(b2);

    // Refused changes leave the row as it was.
    const kept = await rowOf(id);
    for (const body of [
      { description: 'X', symptomKey: 'texture', beforeImage: b2, cycleMonths: 121 },
      { description: 'X', symptomKey: 'wrinkles', beforeImage: b2, cycleMonths: 2 },
      { description: 'X', symptomKey: 'texture', beforeImage: await upload(b.token), cycleMonths: 2 },
    ])
      expect((await update(a.token, id, body)).status, JSON.stringify(body)).toBe(400);
    expect(await rowOf(id)).toEqual(kept);
    await expectKept(b2);
    expect(
      (await update(a.token, 99_999_999, { description: 'X', symptomKey: 'acne', beforeImage: b2, cycleMonths: 2 }))
        .body.code,
    ).toBe(600201);
    expect((await update(a.token, 0, {})).status).toBe(400);
  });

  it('deletes a case, audited, and both its images from storage', async () => {
    const [before, after] = [await upload(a.token), await upload(a.token)];
    const made = await add(a.token, {
      description: 'To delete',
      symptomKey: 'acne',
      beforeImage: before,
      afterImage: after,
      cycleMonths: 3,
    });
    const id = made.body.datas.id as number;
    const res = await remove(a.token, id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toEqual({ id });
    expect(await rowOf(id)).toBeUndefined();
    await expectGone([before, after]);
    const [entry] = await s.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'treatmentCase.delete'), eq(auditLog.targetId, String(id))));
    expect(entry).toMatchObject({ shopId: a.shop.id, targetType: 'treatmentCase' });
    expect(entry!.before).toMatchObject({ description: 'To delete', beforeImage: before, afterImage: after });
    expect((await remove(a.token, id)).status).toBe(404);
    expect((await remove(a.token, 'x' as unknown as number)).status).toBe(400);
  });

  it("refuses another store's case and the platform's, changing nothing", async () => {
    const img = await upload(b.token);
    const theirs = await buildTreatmentCase(s.db, b.shop, { description: 'B private', beforeImage: img });
    const mine = await buildTreatmentCase(s.db, null, { symptomKey: platformKey });
    const body = { description: 'Taken over', symptomKey: 'acne', beforeImage: img, cycleMonths: 2 };
    for (const id of [theirs.id, mine.id]) {
      expect((await update(a.token, id, body)).status).toBe(404);
      expect((await remove(a.token, id)).status).toBe(404);
    }
    // The platform may read b's case by naming b but never change it.
    expect((await update(platform, theirs.id, { ...body, shopId: b.shop.id })).status).toBe(404);
    expect((await remove(platform, theirs.id)).status).toBe(404);
    expect(await rowOf(theirs.id)).toEqual(theirs);
    expect(await rowOf(mine.id)).toEqual(mine);
    await expectKept(img);
  });
});

describe('access codes', () => {
  it('staff read with treatment-case and change with treatment-case:edit only', async () => {
    const row = await buildTreatmentCase(s.db, a.shop, { description: 'Staff sees it' });
    const reader = await signedInStaff(s, a.shop, ['treatment-case']);
    const editor = await signedInStaff(s, a.shop, ['treatment-case', 'treatment-case:edit']);
    const img = await upload(editor);
    const body = { description: 'By staff', symptomKey: 'acne', beforeImage: img, cycleMonths: 2 };

    expect(descriptions(await query(reader))).toContain('Staff sees it');
    expect((await get(reader, row.id)).status).toBe(200);
    expect((await add(reader, body)).body.code).toBe(100403);
    expect((await update(reader, row.id, body)).body.code).toBe(100403);
    expect((await remove(reader, row.id)).body.code).toBe(100403);
    for (const r of [await query(noCodes), await get(noCodes, row.id), await add(noCodes, body)])
      expect(r.body.code).toBe(100403);

    const added = await add(editor, body);
    expect(added.status, added.text).toBe(200);
    expect((await update(editor, added.body.datas.id, { ...body, cycleMonths: 5 })).body.datas.cycleMonths).toBe(5);
    expect((await remove(editor, added.body.datas.id)).status).toBe(200);
    expect((await query(editor, { shopId: b.shop.id })).status).toBe(404);
    expect((await s.post('/api/treatmentCase/query/1/10', {})).status).toBe(401);
  });
});
