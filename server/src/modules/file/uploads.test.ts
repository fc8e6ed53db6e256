import { ADDRESS_LIMITS, STORE_UPLOAD_LIMIT } from '@skin/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg, makePng } from '../../../../contract/src/testing/images.js';
import { type SignedInStore, signedInStaff, signedInStore, startContentServer } from '../../../test/content.js';
import type { TestServer } from '../../../test/helper.js';
import { postFile } from '../../../test/multipart.js';
import { fileDeletions, rateCounters, shops, storedFiles } from '../../db/schema.js';

/**
 * What every upload route inherits from the file service (issue 20): an expired cloud adds no files, uploads
 * are counted per store and per address, a key is claimed before its object is written (so the object, its
 * row and ossSize agree however many writers race), and a file is read by key only with the code of the
 * screen whose rows show it.
 */
let s: TestServer;
let a: SignedInStore;
let platform: string;
beforeAll(async () => {
  ({ s, a, platform } = await startContentServer());
});
afterAll(() => s.close());

const usageOf = async (shopId: number) => (await s.db.select().from(shops).where(eq(shops.id, shopId)))[0]!.ossSize;
const rowsOf = async (shopId: number) =>
  (await s.db.select().from(storedFiles).where(eq(storedFiles.shopId, shopId))).length;
const putImage = (token: string, data: Uint8Array = makePng(16, 16), opts: { from?: string; lang?: string } = {}) =>
  postFile(s, '/api/file/put', token, { fileType: 'image' }, { data }, opts.lang, { from: opts.from });
const setExpiry = (shopId: number, at: Date | null) =>
  s.db.update(shops).set({ cloudExpireTime: at }).where(eq(shops.id, shopId));
/** Puts a counter `hits` tries into its window (what earlier uploads would have done). */
const spend = (key: string, hits: number) =>
  s.db
    .insert(rateCounters)
    .values({ key, hits, resetAt: new Date(Date.now() + 3_600_000) })
    .onConflictDoUpdate({ target: rateCounters.key, set: { hits } });

describe('a store whose cloud space has expired', () => {
  it('stores nothing, on every upload route, and says to renew; a renewal lets it upload again', async () => {
    const x = await signedInStore(s);
    // A grant and a directly uploaded object from while the cloud was still running.
    const grant = (await s.post('/api/oss/getCredential', undefined, { token: x.token })).body.datas;
    const store = await s.deps.files.store();
    const direct = `shops/${x.shop.id}/uploads/direct.png`;
    await store.put(direct, makePng(20, 20), 'image/png');

    await setExpiry(x.shop.id, new Date(Date.now() - 60_000));
    const refusals = [
      await putImage(x.token),
      await postFile(
        s,
        '/api/file/upload',
        null,
        { ...grant.fields, key: `${grant.keyPrefix}u.png` },
        { data: makePng(20, 20) },
      ),
      await s.post('/api/file/commit', { key: direct }, { token: x.token, headers: { 'x-lang': 'en-US' } }),
      await s.post('/api/oss/getCredential', undefined, { token: x.token, headers: { 'x-lang': 'en-US' } }),
    ];
    for (const res of refusals) {
      expect(res.status, res.text).toBe(403);
      expect(res.body.code).toBe(500113);
      expect(res.body.message).toMatch(/cloud space has expired.*renew it on the Cloud space screen/);
    }
    expect((await putImage(x.token, makePng(16, 16), { lang: 'zh-CN' })).body.message).toMatch(/云空间已过期.*续费/);
    expect(await usageOf(x.shop.id)).toBe(0);
    expect(await rowsOf(x.shop.id)).toBe(0);
    // The refused direct upload is not kept either.
    expect(await store.get(direct)).toBeNull();
    // The cloud screen says expired by the same rule.
    expect((await s.post('/api/cloud/info', {}, { token: x.token })).body.datas.type).toBe(2);

    // No expiry recorded at all counts as expired too.
    await setExpiry(x.shop.id, null);
    expect((await putImage(x.token)).body.code).toBe(500113);

    await setExpiry(x.shop.id, new Date(Date.now() + 86_400_000));
    const again = await putImage(x.token);
    expect(again.status, again.text).toBe(200);
    expect(await rowsOf(x.shop.id)).toBe(1);
  });
});

describe('upload limits, counted in the database', () => {
  it('lets a store add STORE_UPLOAD_LIMIT files an hour, however many arrive at once', async () => {
    const x = await signedInStore(s);
    await spend(`upload:shops/${x.shop.id}`, STORE_UPLOAD_LIMIT.max - 3);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => putImage(x.token, makePng(10 + i, 10 + i))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.status).toBe(429);
      expect(r.body.code).toBe(500114);
      expect(r.body.message).toMatch(/Too many uploads, please try again in \d+ minutes/);
    }
    expect(await rowsOf(x.shop.id)).toBe(3);
    // Another store of the same address is not held back by this one's count.
    expect((await putImage(a.token)).status).toBe(200);
  });

  it('counts every upload of an address, whichever store it is for, the token route too', async () => {
    const [x, y] = [await signedInStore(s), await signedInStore(s)];
    await spend('addr:upload@127.0.0.3', ADDRESS_LIMITS.upload.max);
    const fromThere = await putImage(x.token, makePng(16, 16), { from: '127.0.0.3' });
    expect(fromThere.status).toBe(429);
    expect(fromThere.body.code).toBe(500114);
    const grant = (await s.post('/api/oss/getCredential', undefined, { token: y.token })).body.datas;
    const token = await postFile(
      s,
      '/api/file/upload',
      null,
      { ...grant.fields, key: `${grant.keyPrefix}t.png` },
      { data: makePng(16, 16) },
      'en-US',
      { from: '127.0.0.3' },
    );
    expect(token.status).toBe(429);
    expect(await rowsOf(x.shop.id)).toBe(0);
    expect(await rowsOf(y.shop.id)).toBe(0);
    // The same stores from another address are fine.
    expect((await putImage(x.token, makePng(16, 16), { from: '127.0.0.4' })).status).toBe(200);
  });
});

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

describe('reading a file by key needs the code of the screen that shows it', () => {
  it('refuses upload and read to staff without a content code, and reads per screen', async () => {
    const x = await signedInStore(s);
    const [caseImage, productImage, loose] = [
      (await putImage(x.token)).body.datas.key as string,
      (await putImage(x.token)).body.datas.key as string,
      (await putImage(x.token)).body.datas.key as string,
    ];
    // Rows take them, as a case and a programme do (their services claim through files.forScreen()).
    await s.db.transaction(async (tx) => {
      await s.deps.files.forScreen('treatment-case').claimImage(tx, x.shop.id, caseImage);
      await s.deps.files.forScreen('product-type').claimImage(tx, x.shop.id, productImage);
    });
    const staff = {
      noContent: await signedInStaff(s, x.shop, ['users', 'shop-device']),
      cases: await signedInStaff(s, x.shop, ['treatment-case']),
      products: await signedInStaff(s, x.shop, ['product-type']),
      adverts: await signedInStaff(s, x.shop, ['ad-info', 'ad-info:edit']),
    };
    const read = async (token: string, key: string) => {
      const get = await s.get(`/api/file/get?key=${encodeURIComponent(key)}`, { token });
      const presign = await s.post('/api/oss/generatePresignedUrl', { key }, { token });
      expect(presign.status, presign.text).toBe(get.status);
      return get.status === 200 ? 200 : get.body.code;
    };

    expect((await putImage(staff.noContent)).body.code).toBe(100403);
    expect((await s.post('/api/oss/getCredential', undefined, { token: staff.noContent })).body.code).toBe(100403);
    expect((await s.post('/api/file/commit', { key: loose }, { token: staff.noContent })).body.code).toBe(100403);
    expect(await read(staff.noContent, caseImage)).toBe(100403);

    expect(await read(staff.cases, caseImage)).toBe(200);
    expect(await read(staff.cases, productImage)).toBe(100403);
    expect(await read(staff.products, productImage)).toBe(200);
    expect(await read(staff.products, caseImage)).toBe(100403);
    // Viewing a screen is not editing it: no upload.
    expect((await putImage(staff.cases)).body.code).toBe(100403);

    // An editor of adverts uploads, and reads a picture no row shows yet, but not the case's.
    expect((await putImage(staff.adverts)).status).toBe(200);
    expect(await read(staff.adverts, loose)).toBe(200);
    expect(await read(staff.adverts, caseImage)).toBe(100403);
    expect(await read(staff.cases, loose)).toBe(100403);

    // The owner and the platform read all of them; a signed URL reads without signing in.
    for (const key of [caseImage, productImage, loose]) {
      expect(await read(x.token, key)).toBe(200);
      expect(await read(platform, key)).toBe(200);
    }
    const { url } = (await s.post('/api/oss/generatePresignedUrl', { key: caseImage }, { token: x.token })).body.datas;
    const signed = await fetch(url.startsWith('http') ? url : `${s.url}${url}`);
    expect(signed.status).toBe(200);
    await signed.arrayBuffer();
  });

  it('lets a script take a key another script shows, but not a key a case shows', async () => {
    const x = await signedInStore(s);
    const key = (await putImage(x.token)).body.datas.key as string;
    const claim = (screen: 'symptom-desc' | 'treatment-case', shared: boolean) =>
      s.db.transaction((tx) =>
        shared
          ? s.deps.files.forScreen(screen).claimShared(tx, x.shop.id, key)
          : s.deps.files.forScreen(screen).claimImage(tx, x.shop.id, key),
      );
    expect(await claim('treatment-case', false)).toBe(true);
    expect(await claim('symptom-desc', true)).toBe(false);
    const [row] = await s.db.select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(row!.screen).toBe('treatment-case');
    const other = (await putImage(x.token)).body.datas.key as string;
    await s.db.transaction((tx) => s.deps.files.forScreen('symptom-desc').claimShared(tx, x.shop.id, other));
    expect(
      await s.db.transaction((tx) => s.deps.files.forScreen('symptom-desc').claimShared(tx, x.shop.id, other)),
    ).toBe(true);
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
