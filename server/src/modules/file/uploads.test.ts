import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg, makePng } from '../../../../contract/src/testing/images.js';
import { signedInStore, startContentServer } from '../../../test/content.js';
import type { TestServer } from '../../../test/helper.js';
import { postFile } from '../../../test/multipart.js';
import { fileDeletions, shops, storedFiles } from '../../db/schema.js';

/**
 * What every upload route inherits from the file service (issue 20): a key is claimed before its object is
 * written, so the object, its row and ossSize agree however many writers race.
 */
let s: TestServer;
beforeAll(async () => {
  ({ s } = await startContentServer());
});
afterAll(() => s.close());

const usageOf = async (shopId: number) => (await s.db.select().from(shops).where(eq(shops.id, shopId)))[0]!.ossSize;
const rowsOf = async (shopId: number) =>
  (await s.db.select().from(storedFiles).where(eq(storedFiles.shopId, shopId))).length;
const putImage = (token: string, data: Uint8Array = makePng(16, 16)) =>
  postFile(s, '/api/file/put', token, { fileType: 'image' }, { data });

describe('one key, many writers', () => {
  it('gives the key to one of 8 parallel uploads (the rest 409); the object, its row and ossSize agree', async () => {
    const x = await signedInStore(s);
    const grant = (await s.post('/api/oss/getCredential', undefined, { token: x.token })).body.datas;
    const key = `${grant.keyPrefix}race.png`;
    // Each writer sends a picture of its own, so the stored object tells whose it is.
    const images = Array.from({ length: 8 }, (_, i) => makePng(20 + i, 20 + i));
    const results = await Promise.all(
      images.map((data) => postFile(s, '/api/file/upload', null, { ...grant.fields, key }, { data })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.status === 409)) expect(r.body.code).toBe(500112);
    const winner = images[results.findIndex((r) => r.status === 200)]!;

    const rows = await s.db.select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.size).toBe(winner.length);
    expect(await usageOf(x.shop.id)).toBe(winner.length);
    const got = await s.request('GET', `/api/file/get?key=${encodeURIComponent(key)}`, { token: x.token });
    expect(got.status).toBe(200);
    const obj = await (await s.deps.files.store()).get(key);
    const chunks: Buffer[] = [];
    for await (const c of obj!.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(winner)).toBe(true);
    const commit = await s.post('/api/file/commit', { key }, { token: x.token });
    expect(commit.status).toBe(200);
    expect(commit.body.datas.size).toBe(winner.length);
    // Nothing was queued for deletion: no loser touched the winner's object.
    expect(await s.db.select().from(fileDeletions).where(eq(fileDeletions.key, key))).toEqual([]);
  });

  it('records a directly uploaded object once when 8 commits of it race', async () => {
    const x = await signedInStore(s);
    const key = `shops/${x.shop.id}/uploads/direct-race.jpg`;
    const jpg = makeJpeg(24, 24);
    await (await s.deps.files.store()).put(key, jpg, 'image/jpeg');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => s.post('/api/file/commit', { key }, { token: x.token })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(await s.db.select().from(storedFiles).where(eq(storedFiles.key, key))).toHaveLength(1);
    expect(await usageOf(x.shop.id)).toBe(jpg.length);
  });

  it('keeps no row for an object whose write failed, and the key can be used again', async () => {
    const x = await signedInStore(s);
    const store = await s.deps.files.store();
    const original = store.put.bind(store);
    store.put = async () => {
      throw new Error('storage down');
    };
    try {
      const res = await putImage(x.token);
      expect(res.status).toBe(500);
    } finally {
      store.put = original;
    }
    expect(await rowsOf(x.shop.id)).toBe(0);
    expect(await usageOf(x.shop.id)).toBe(0);
    expect((await putImage(x.token)).status).toBe(200);
  });

  it('does not delete the object of a key uploaded again after it was released', async () => {
    const x = await signedInStore(s);
    const grant = (await s.post('/api/oss/getCredential', undefined, { token: x.token })).body.datas;
    const key = `${grant.keyPrefix}again.png`;
    const upload = (data: Uint8Array) => postFile(s, '/api/file/upload', null, { ...grant.fields, key }, { data });
    expect((await upload(makePng(18, 18))).status).toBe(200);
    // Released (its row gone, its object queued for deletion), then the same name uploaded again before the drain.
    await s.db.transaction((tx) => s.deps.files.release(tx, [key]));
    const second = makePng(22, 22);
    expect((await upload(second)).status).toBe(200);
    await s.db
      .update(fileDeletions)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(fileDeletions.key, key));
    await s.deps.files.drainDeletions();
    expect(await s.db.select().from(fileDeletions).where(eq(fileDeletions.key, key))).toEqual([]);
    const obj = await (await s.deps.files.store()).get(key);
    expect(obj?.size).toBe(second.length);
    expect(await usageOf(x.shop.id)).toBe(second.length);
  });
});

describe('files no row uses', () => {
  it('releases a stored label template with the abandoned images (templates are no longer stored)', async () => {
    const x = await signedInStore(s);
    const key = `shops/${x.shop.id}/templates/legacy.xlsx`;
    await s.db.insert(storedFiles).values({
      key,
      shopId: x.shop.id,
      purpose: 'template',
      size: 4_000_000,
      contentType: 'application/zip',
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    });
    await s.db
      .update(shops)
      .set({ ossSize: sql`${shops.ossSize} + 4000000` })
      .where(eq(shops.id, x.shop.id));
    await s.deps.files.sweepUnused();
    expect(await s.db.select().from(storedFiles).where(eq(storedFiles.key, key))).toEqual([]);
    expect(await usageOf(x.shop.id)).toBe(0);
  });
});
