import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEVICE_PHOTO_LIMIT, ErrorCode, PHOTO_GRANT_TTL_SECONDS } from '@skin/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg, makePng, makeProgressiveJpeg, pngWithHeader } from '../../../../contract/src/testing/images.js';
import { DeviceClient } from '../../../device/client.js';
import { buildLabelTree, buildStoreWithOwner, type ShopRow } from '../../../test/factories.js';
import { startServer, type TestServer } from '../../../test/helper.js';
import { type LocalS3, startLocalS3 } from '../../../test/s3.js';
import { rateCounters, shops, storedFiles } from '../../db/schema.js';
import { appLogin, appToken, buildAppAccount } from '../app/app.fixture.js';
import { uploadGrants } from '../file/table.js';
import { analysisBody, postAnalysis } from './analysis.fixture.js';

/**
 * Photos straight to the object store (issue 43 item 1): grant, post to the bucket, confirm. On s3rver, which
 * takes any POST whatever its policy says, so the policy's conditions are read back from the grant, and each
 * thing S3 itself would refuse is also refused (and deleted) by the confirm.
 */
const code = (name: keyof typeof ErrorCode) => ErrorCode[name].code;

type Grant = { key: string; url: string; fields: Record<string, string>; maxBytes: number; expiresAt: string };

describe('direct photo uploads on the S3 driver', () => {
  let s3: LocalS3;
  let s: TestServer;
  let shop: ShopRow;
  let owner: { userName: string; password: string };
  let token: string;
  let deviceNo: string;
  let other: { token: string; shop: ShopRow };

  const ossOf = async (id: number) => (await s.db.select().from(shops).where(eq(shops.id, id)))[0]!.ossSize;
  const inBucket = async (key: string) => (await (await s.deps.files.store()).head(key)) !== null;
  const grant = (body: unknown, t = token, lang = 'en-US') =>
    s.request('POST', '/api/app/v1/files/grant', { token: t, body, headers: { 'x-lang': lang } });
  const confirm = (key: string, t = token, lang = 'en-US') =>
    s.request('POST', '/api/app/v1/files/confirm', { token: t, body: { key }, headers: { 'x-lang': lang } });
  /** Posts `data` to the bucket as the grant says (`fields`, then the file), as the app does. */
  async function post(g: Grant, data: Uint8Array, over: Record<string, string> = {}) {
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...g.fields, ...over })) form.append(k, v);
    form.append('file', new Blob([data as unknown as BlobPart]), 'photo');
    const res = await fetch(g.url, { method: 'POST', body: form });
    await res.arrayBuffer();
    expect(res.status).toBeLessThan(300);
  }
  async function granted(data: Uint8Array, contentType = 'image/jpeg', size = data.length): Promise<Grant> {
    const res = await grant({ contentType, size });
    expect(res.status, res.text).toBe(200);
    return res.body.datas;
  }

  beforeAll(async () => {
    s3 = await startLocalS3();
    s = await startServer(s3.env);
    const built = await buildStoreWithOwner(s.db);
    shop = built.shop;
    owner = built.owner;
    await buildLabelTree(s.db, shop, 'en-US', [{ type: 'Blemishes', labels: [{ name: 'Acne', key: 'acne' }] }]);
    const a = await buildAppAccount(s.db, shop);
    token = await appToken(s, a);
    deviceNo = a.device.deviceNo;
    const shopB = (await buildStoreWithOwner(s.db)).shop;
    other = { token: await appToken(s, await buildAppAccount(s.db, shopB)), shop: shopB };
  });
  afterAll(async () => {
    await s?.close();
    await s3?.close();
  });

  it('offers the direct path at sign-in and in `me`', async () => {
    const a = await buildAppAccount(s.db, shop);
    const login = await appLogin(s, a.account.userName, a.device.deviceNo);
    expect(login.body.datas.uploads).toBe('direct');
    expect((await s.get('/api/app/v1/me', { token })).body.datas.uploads).toBe('direct');
  });

  it('grants one fresh key of the store, the declared type and size, for a short while', async () => {
    const photo = makeJpeg(64, 48);
    const g = await granted(photo);
    expect(g.key).toMatch(new RegExp(`^shops/${shop.id}/photos/[0-9a-f-]{36}\\.jpg$`));
    expect(g.fields.key).toBe(g.key);
    expect(g.fields['Content-Type']).toBe('image/jpeg');
    const policy = JSON.parse(Buffer.from(g.fields.Policy!, 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    // Another key (another store's prefix), a bigger body and another type are the object store's to refuse.
    expect(policy.conditions).toContainEqual({ key: g.key });
    expect(policy.conditions).toContainEqual(['content-length-range', 1, photo.length]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/jpeg']);
    expect(policy.conditions.some((c) => Array.isArray(c) && c[0] === 'starts-with')).toBe(false);
    const ttl = Date.parse(policy.expiration) - Date.now();
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(PHOTO_GRANT_TTL_SECONDS * 1000);
    const png = await granted(makePng(8, 8), 'image/png');
    expect(png.key).toMatch(/\.png$/);
    expect(png.key).not.toBe(g.key);
  });

  it('records a photo through grant, post and confirm as an upload through the server, then thumbnails it', async () => {
    const photo = makeJpeg(900, 300);
    const before = await ossOf(shop.id);
    const g = await granted(photo);
    await post(g, photo);
    const res = await confirm(g.key);
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toEqual({ key: g.key, size: photo.length, width: 900, height: 300 });
    expect(await ossOf(shop.id)).toBe(before + photo.length);
    await s.deps.jobs.drain();
    const thumbKey = g.key.replace(/\.jpg$/, '.thumb.jpg');
    const [thumb] = await s.db.select().from(storedFiles).where(eq(storedFiles.key, thumbKey));
    expect([thumb?.purpose, thumb?.width, thumb?.height]).toEqual(['thumb', 320, 107]);
    expect(await inBucket(thumbKey)).toBe(true);
    expect(await ossOf(shop.id)).toBe(before + photo.length + thumb!.size);
    // The analysis claims it unchanged, and the store's list shows it with its thumbnail.
    const rec = await postAnalysis(s, token, analysisBody(deviceNo, { images: [g.key] }));
    expect(rec.status, rec.text).toBe(201);
    const console = await s.login(owner.userName, owner.password);
    const list = await s.post('/api/analysis/query/1/20', {}, { token: console });
    const shown = list.body.datas.list.find((a: { clientId: string }) => a.clientId === rec.body.datas.clientId);
    expect(shown.images).toMatchObject([{ key: g.key, size: photo.length, width: 900, height: 300 }]);
    const thumbBytes = await fetch(shown.images[0].thumbUrl);
    expect(thumbBytes.status).toBe(200);
    expect((await thumbBytes.arrayBuffer()).byteLength).toBe(thumb!.size);
    const rows = await s.db.select().from(storedFiles).where(eq(storedFiles.shopId, shop.id));
    expect(rows.filter((r) => r.key === g.key || r.key === thumbKey).every((r) => r.inUse)).toBe(true);
  });

  it('confirms a grant once: again it is 409, and the photo is counted once', async () => {
    const photo = makeJpeg(32, 32);
    const g = await granted(photo);
    await post(g, photo);
    expect((await confirm(g.key)).status).toBe(200);
    const oss = await ossOf(shop.id);
    const again = await confirm(g.key, token, 'zh-CN');
    expect([again.status, again.body.code]).toEqual([409, code('UPLOAD_GRANT_USED')]);
    expect(again.body.message).toMatch(/确认/);
    expect(await ossOf(shop.id)).toBe(oss);
  });

  it("never confirms another store's grant, and leaves it to its own store", async () => {
    const photo = makeJpeg(32, 32);
    const g = await granted(photo);
    await post(g, photo);
    const oss = await ossOf(other.shop.id);
    const theirs = await confirm(g.key, other.token);
    expect([theirs.status, theirs.body.code]).toEqual([404, code('UPLOAD_GRANT_UNKNOWN')]);
    expect(await ossOf(other.shop.id)).toBe(oss);
    expect((await confirm(g.key)).status).toBe(200);
  });

  it('refuses and deletes a file bigger than the grant, of another type, or not an image', async () => {
    const oss = await ossOf(shop.id);
    const small = makeJpeg(16, 16);
    const big = makeJpeg(400, 400);
    const g1 = await granted(small);
    await post(g1, big);
    const r1 = await confirm(g1.key);
    expect([r1.status, r1.body.code]).toEqual([413, code('IMAGE_TOO_LARGE')]);
    expect(await inBucket(g1.key)).toBe(false);

    const jpeg = makeJpeg(16, 16);
    const g2 = await granted(jpeg, 'image/png');
    await post(g2, jpeg);
    const r2 = await confirm(g2.key);
    expect([r2.status, r2.body.code]).toEqual([415, code('IMAGE_TYPE')]);
    expect(await inBucket(g2.key)).toBe(false);

    const text = Buffer.from('this is no photo, just a few words of text');
    const g3 = await granted(text);
    await post(g3, text);
    const r3 = await confirm(g3.key);
    expect([r3.status, r3.body.code]).toEqual([415, code('IMAGE_TYPE')]);
    expect(await inBucket(g3.key)).toBe(false);

    // Past 8000 px a side, read from the header alone.
    const huge = pngWithHeader(9000, 10, { bitDepth: 8, interlaced: false });
    const g4 = await granted(huge, 'image/png');
    await post(g4, huge);
    const r4 = await confirm(g4.key);
    expect([r4.status, r4.body.code]).toEqual([400, code('IMAGE_DIMENSIONS')]);
    expect(await inBucket(g4.key)).toBe(false);

    // Each refusal spent its grant, and nothing was recorded or counted.
    expect((await confirm(g1.key)).body.code).toBe(code('UPLOAD_GRANT_USED'));
    const keys = [g1, g2, g3, g4].map((g) => g.key);
    const rows = await s.db.select().from(storedFiles).where(eq(storedFiles.shopId, shop.id));
    expect(rows.filter((r) => keys.includes(r.key))).toEqual([]);
    expect(await ossOf(shop.id)).toBe(oss);
  });

  it('deletes in its thumbnail job a photo whose whole breaks the rules its header passed (scans)', async () => {
    await s.deps.jobs.drain(); // the thumbnails of the photos before
    const oss = await ossOf(shop.id);
    const costly = makeProgressiveJpeg(64, 64, 100);
    const g = await granted(costly);
    await post(g, costly);
    expect((await confirm(g.key)).status).toBe(200);
    await s.deps.jobs.drain();
    expect(await s.db.select().from(storedFiles).where(eq(storedFiles.key, g.key))).toEqual([]);
    expect(await inBucket(g.key)).toBe(false);
    expect(await ossOf(shop.id)).toBe(oss);
    const rec = await postAnalysis(s, token, analysisBody(deviceNo, { images: [g.key] }));
    expect(rec.body.code).toBe(code('ANALYSIS_IMAGE_UNKNOWN'));
  });

  it('keeps the grant open while nothing was posted, refuses it once expired, and sweeps its object', async () => {
    const photo = makeJpeg(24, 24);
    const g = await granted(photo);
    const early = await confirm(g.key);
    expect([early.status, early.body.code]).toEqual([400, code('UPLOAD_OBJECT_MISSING')]);
    await post(g, photo);
    await s.db
      .update(uploadGrants)
      .set({ expiresAt: new Date(Date.now() - 3_600_000) })
      .where(eq(uploadGrants.key, g.key));
    const late = await confirm(g.key);
    expect([late.status, late.body.code]).toEqual([410, code('UPLOAD_GRANT_EXPIRED')]);
    expect(await inBucket(g.key)).toBe(true);
    expect(await s.deps.analyses.sweepGrants()).toBeGreaterThanOrEqual(1);
    expect(await inBucket(g.key)).toBe(false);
    expect(await s.db.select().from(uploadGrants).where(eq(uploadGrants.key, g.key))).toEqual([]);
    expect(await s.db.select().from(storedFiles).where(eq(storedFiles.key, g.key))).toEqual([]);
  });

  it('refuses a declared size past 10 MB or another type, in the asker’s language, granting nothing', async () => {
    const big = await grant({ contentType: 'image/jpeg', size: 10 * 1024 * 1024 + 1 }, token, 'zh-CN');
    expect([big.status, big.body.code]).toEqual([413, code('IMAGE_TOO_LARGE')]);
    expect(big.body.message).toMatch(/10/);
    const gif = await grant({ contentType: 'image/gif', size: 100 });
    expect([gif.status, gif.body.code]).toEqual([400, 100400]);
    const none = await grant({ contentType: 'image/jpeg', size: 0 });
    expect(none.status).toBe(400);
    const rows = await s.db.select().from(uploadGrants).where(eq(uploadGrants.shopId, shop.id));
    expect(rows.some((r) => r.size > 10 * 1024 * 1024 || r.size === 0)).toBe(false);
  });

  it("counts each grant against the device's photos and bytes, as an upload through the server", async () => {
    const a2 = await buildAppAccount(s.db, shop);
    const t2 = await appToken(s, a2);
    const device = `${shop.id}/${a2.device.deviceNo}`;
    const g = await grant({ contentType: 'image/jpeg', size: 5000 }, t2);
    expect(g.status).toBe(200);
    const counters = await s.db.select().from(rateCounters);
    expect(counters.find((c) => c.key === `photos:${device}`)?.hits).toBe(1);
    expect(counters.find((c) => c.key === `photoKiB:${device}`)?.hits).toBe(5);
    await s.db
      .update(rateCounters)
      .set({ hits: DEVICE_PHOTO_LIMIT.max })
      .where(eq(rateCounters.key, `photos:${device}`));
    const grants = (await s.db.select().from(uploadGrants).where(eq(uploadGrants.deviceNo, a2.device.deviceNo))).length;
    const refused = await grant({ contentType: 'image/jpeg', size: 5000 }, t2);
    expect([refused.status, refused.body.code]).toEqual([429, code('UPLOAD_LIMITED')]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await s.db.select().from(uploadGrants).where(eq(uploadGrants.deviceNo, a2.device.deviceNo))).length).toBe(
      grants,
    );
  });

  it("refuses a grant while the store's cloud space has expired", async () => {
    await s.db
      .update(shops)
      .set({ cloudExpireTime: new Date(Date.now() - 86_400_000) })
      .where(eq(shops.id, other.shop.id));
    const refused = await grant({ contentType: 'image/jpeg', size: 100 }, other.token);
    expect([refused.status, refused.body.code]).toEqual([403, code('APP_CLOUD_READ_ONLY')]);
    expect(await s.db.select().from(uploadGrants).where(eq(uploadGrants.shopId, other.shop.id))).toEqual([]);
  });

  it('is the path the reference client takes when the server offers it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-device-'));
    try {
      const a = await buildAppAccount(s.db, shop);
      const client = DeviceClient.open(dir, a.device.deviceNo);
      await client.login(s.url, a.account.userName, a.password, a.device.deviceNo);
      const photo = makeJpeg(40, 30);
      const up = await client.uploadPhoto(photo);
      expect(up).toMatchObject({ size: photo.length, width: 40, height: 30 });
      const [g] = await s.db.select().from(uploadGrants).where(eq(uploadGrants.key, up.key));
      expect(g?.usedAt).not.toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lets exactly one of two confirms of one grant at the same time succeed', async () => {
    const photo = makeJpeg(48, 48);
    const g = await granted(photo);
    await post(g, photo);
    const oss = await ossOf(shop.id);
    const both = await Promise.all([confirm(g.key), confirm(g.key)]);
    expect(both.map((r) => [r.status, r.body.code]).sort()).toEqual([
      [200, 200],
      [409, code('UPLOAD_GRANT_USED')],
    ]);
    expect(await ossOf(shop.id)).toBe(oss + photo.length);
    const rows = await s.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.key, g.key), eq(storedFiles.shopId, shop.id)));
    expect(rows).toHaveLength(1);
  });
});

describe('direct photo uploads on the local driver', () => {
  let s: TestServer;
  let token: string;

  beforeAll(async () => {
    s = await startServer();
    const { shop } = await buildStoreWithOwner(s.db);
    token = await appToken(s, await buildAppAccount(s.db, shop));
  });
  afterAll(() => s?.close());

  it('says to upload through the server, in the asker’s language, and offers only that path', async () => {
    expect((await s.get('/api/app/v1/me', { token })).body.datas.uploads).toBe('instance');
    const body = { contentType: 'image/jpeg', size: 1000 };
    const en = await s.request('POST', '/api/app/v1/files/grant', { token, body, headers: { 'x-lang': 'en-US' } });
    expect([en.status, en.body.code]).toEqual([409, code('UPLOAD_DIRECT_UNAVAILABLE')]);
    expect(en.body.message).toContain('/api/app/v1/files');
    const zh = await s.request('POST', '/api/app/v1/files/grant', { token, body, headers: { 'x-lang': 'zh-CN' } });
    expect(zh.body.message).toMatch(/上传/);
    const c = await s.request('POST', '/api/app/v1/files/confirm', { token, body: { key: 'shops/1/photos/x.jpg' } });
    expect(c.body.code).toBe(code('UPLOAD_DIRECT_UNAVAILABLE'));
    expect(await s.db.select().from(uploadGrants)).toEqual([]);
  });
});
