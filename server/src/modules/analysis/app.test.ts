import { randomUUID } from 'node:crypto';
import { ANALYSIS_IMAGE_MAX_BYTES, DEVICE_PHOTO_LIMIT, ErrorCode } from '@skin/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GIF_1X1,
  makeJpeg,
  makePng,
  makeProgressiveJpeg,
  pngWithHeader,
} from '../../../../contract/src/testing/images.js';
import { buildLabelTree, buildStoreWithOwner, type ShopRow } from '../../../test/factories.js';
import { startServer, type TestServer } from '../../../test/helper.js';
import { analyses, analysisSymptoms, rateCounters, shops, storedFiles } from '../../db/schema.js';
import { appToken, buildAppAccount } from '../app/app.fixture.js';
import { analysisBody, postAnalysis, uploadPhoto } from './analysis.fixture.js';

/**
 * What the app uploads (issue 23): photos by every rule, analyses by every rule, once per clientId, and the photos
 * no analysis took swept a day later.
 */
let s: TestServer;
let shop: ShopRow;
let token: string;
let deviceNo: string;
let other: { token: string; deviceNo: string; shop: ShopRow };

const code = (name: keyof typeof ErrorCode) => ErrorCode[name].code;
const ossOf = async (id: number) => (await s.db.select().from(shops).where(eq(shops.id, id)))[0]!.ossSize;
const filesOf = (id: number) => s.db.select().from(storedFiles).where(eq(storedFiles.shopId, id));

beforeAll(async () => {
  s = await startServer();
  shop = (await buildStoreWithOwner(s.db)).shop;
  await buildLabelTree(s.db, shop, 'en-US', [
    {
      type: 'Blemishes',
      labels: [
        { name: 'Acne', key: 'acne' },
        { name: 'Spots', key: 'spots' },
      ],
    },
  ]);
  const a = await buildAppAccount(s.db, shop);
  token = await appToken(s, a);
  deviceNo = a.device.deviceNo;
  const shopB = (await buildStoreWithOwner(s.db)).shop;
  await buildLabelTree(s.db, shopB, 'en-US', [{ type: 'T', labels: [{ name: 'Acne', key: 'acne' }] }]);
  const b = await buildAppAccount(s.db, shopB);
  other = { token: await appToken(s, b), deviceNo: b.device.deviceNo, shop: shopB };
});
afterAll(() => s.close());

describe('POST /api/app/v1/files', () => {
  it('stores a JPG or PNG of any ratio with its thumbnail, both counted in ossSize', async () => {
    const before = await ossOf(shop.id);
    const wide = await uploadPhoto(s, token, makeJpeg(900, 300));
    expect(wide.status, wide.text).toBe(200);
    expect(wide.body.datas).toMatchObject({ width: 900, height: 300 });
    expect(wide.body.datas.key).toMatch(new RegExp(`^shops/${shop.id}/photos/.+\\.jpg$`));
    const tall = await uploadPhoto(s, token, makePng(40, 200));
    expect(tall.status, tall.text).toBe(200);
    const rows = (await filesOf(shop.id)).filter((f) => f.key.startsWith(wide.body.datas.key.slice(0, -4)));
    expect(rows.map((r) => r.purpose).sort()).toEqual(['photo', 'thumb']);
    const thumb = rows.find((r) => r.purpose === 'thumb')!;
    expect([thumb.width, thumb.height]).toEqual([320, 107]);
    const all = (await filesOf(shop.id)).filter((f) => f.createdAt.getTime() >= 0);
    const added = all.reduce((t, f) => t + f.size, 0);
    expect(await ossOf(shop.id)).toBe(before + added);
    expect(added).toBeGreaterThan(wide.body.datas.size + tall.body.datas.size);
  });

  it('checks the content, not the name: GIF, text and a corrupt JPEG are refused, nothing stored', async () => {
    const before = await ossOf(shop.id);
    const gif = await uploadPhoto(s, token, GIF_1X1);
    expect([gif.status, gif.body.code]).toEqual([415, code('IMAGE_TYPE')]);
    const text = await uploadPhoto(s, token, Buffer.from('not a photo at all'));
    expect(text.body.code).toBe(code('IMAGE_TYPE'));
    const cut = makeJpeg(200, 200).subarray(0, 300);
    expect((await uploadPhoto(s, token, cut)).body.code).toBe(code('IMAGE_CORRUPT'));
    expect(await ossOf(shop.id)).toBe(before);
  });

  it('refuses more than 10 MB and more than 8000 px a side, before decoding', async () => {
    const big = Buffer.concat([makeJpeg(10, 10).subarray(0, 20), Buffer.alloc(ANALYSIS_IMAGE_MAX_BYTES)]);
    const tooBig = await uploadPhoto(s, token, big);
    expect([tooBig.status, tooBig.body.code]).toEqual([413, code('IMAGE_TOO_LARGE')]);
    // The refusal names the limit of analysis photos, not the console's pictures' 1 MB.
    expect(tooBig.body.message).toBe('The image must not be larger than 10 MB');
    const zh = await uploadPhoto(s, token, big, 'zh-CN');
    expect(zh.body.message).toBe('图片不能超过 10 MB');
    // A 1-bit PNG of 8001 x 8 declares its size in its header: refused without decoding.
    const wide = await uploadPhoto(s, token, makePng(8001, 8, { oneBit: true }));
    expect([wide.status, wide.body.code]).toEqual([400, code('IMAGE_DIMENSIONS')]);
    // 8000 a side is allowed.
    const edge = await uploadPhoto(s, token, makePng(8000, 20, { noise: true }));
    expect(edge.status, edge.text).toBe(200);
  });

  it('refuses photos that cost far more to decode than their size, from their header, naming the rule', async () => {
    const before = await ossOf(shop.id);
    const files = (await filesOf(shop.id)).length;
    // Issue 39: 2,000 scans of 8000 x 8000 in 320 KB (12.7 s of CPU); 16 bits a sample, interlaced (512 MB);
    // 64 million 1-bit pixels in 8 KB.
    const scans = await uploadPhoto(s, token, makeProgressiveJpeg(8000, 8000, 2000));
    expect([scans.status, scans.body.code]).toEqual([400, code('IMAGE_SCANS')]);
    expect(scans.body.message).toMatch(/2000 scans; at most 64/);
    const deep = await uploadPhoto(s, token, pngWithHeader(8000, 8000, { bitDepth: 16, interlaced: true }), 'ja-JP');
    expect([deep.status, deep.body.code]).toEqual([400, code('IMAGE_BIT_DEPTH')]);
    expect(deep.body.message).toContain('16 ビット');
    const sparse = await uploadPhoto(s, token, makePng(8000, 8000, { oneBit: true }));
    expect([sparse.status, sparse.body.code]).toEqual([400, code('IMAGE_SPARSE')]);
    expect(sparse.body.message).toContain('64 pixels per byte');
    expect(await ossOf(shop.id)).toBe(before);
    expect((await filesOf(shop.id)).length).toBe(files);
    // A progressive photo as an encoder makes one is thumbnailed.
    const fine = await uploadPhoto(s, token, makeProgressiveJpeg(640, 480, 10));
    expect(fine.status, fine.text).toBe(200);
  });

  it("limits the photos of one device (429 with Retry-After), not the store's other devices", async () => {
    const a2 = await buildAppAccount(s.db, shop);
    const t2 = await appToken(s, a2);
    await s.db.insert(rateCounters).values({
      key: `photos:${shop.id}/${a2.device.deviceNo}`,
      hits: DEVICE_PHOTO_LIMIT.max,
      resetAt: new Date(Date.now() + 600_000),
    });
    const refused = await uploadPhoto(s, t2);
    expect([refused.status, refused.body.code]).toEqual([429, code('UPLOAD_LIMITED')]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await uploadPhoto(s, token)).status).toBe(200);
  });

  it("refuses while the store's cloud space has expired, saying the owner can renew", async () => {
    await s.db
      .update(shops)
      .set({ cloudExpireTime: new Date(Date.now() - 86_400_000) })
      .where(eq(shops.id, shop.id));
    try {
      const refused = await uploadPhoto(s, token);
      expect([refused.status, refused.body.code]).toEqual([403, code('APP_CLOUD_READ_ONLY')]);
      expect(refused.body.message).toMatch(/renew/);
      const zh = await uploadPhoto(s, token, makeJpeg(8, 8), 'zh-CN');
      expect(zh.body.message).toMatch(/续费/);
      const rec = await postAnalysis(s, token, analysisBody(deviceNo));
      expect(rec.body.code).toBe(code('APP_CLOUD_READ_ONLY'));
    } finally {
      await s.db
        .update(shops)
        .set({ cloudExpireTime: new Date(Date.now() + 300 * 86_400_000) })
        .where(eq(shops.id, shop.id));
    }
  });
});

describe('POST /api/app/v1/analyses', () => {
  it('records once: the same clientId again answers the same id with duplicate: true', async () => {
    const photo = await uploadPhoto(s, token);
    const body = analysisBody(deviceNo, { images: [photo.body.datas.key] });
    const first = await postAnalysis(s, token, body);
    expect(first.status, first.text).toBe(201);
    expect(first.body.datas.duplicate).toBe(false);
    const again = await postAnalysis(s, token, body);
    expect(again.status).toBe(200);
    expect(again.body.datas).toMatchObject({ id: first.body.datas.id, duplicate: true });
    const rows = await s.db.select().from(analyses).where(eq(analyses.clientId, body.clientId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.images.map((i) => i.key)).toEqual([photo.body.datas.key]);
    const sy = await s.db.select().from(analysisSymptoms).where(eq(analysisSymptoms.analysisId, rows[0]!.id));
    expect(sy).toMatchObject([{ symptomKey: 'acne', degree: 2 }]);
    // Another store's same clientId is its own analysis.
    const theirs = await postAnalysis(s, other.token, { ...body, deviceNo: other.deviceNo, images: [] });
    expect(theirs.status).toBe(201);
    expect(theirs.body.datas.id).not.toBe(first.body.datas.id);
  });

  it('refuses each broken rule with its own code, and records nothing', async () => {
    const n = async () => (await s.db.select().from(analyses).where(eq(analyses.shopId, shop.id))).length;
    const before = await n();
    const cases: [object, keyof typeof ErrorCode, RegExp?][] = [
      [{ symptoms: [{ symptomKey: 'no_such_key', degree: 1 }] }, 'ANALYSIS_SYMPTOM_UNKNOWN', /no_such_key/],
      [{ symptoms: [{ symptomKey: 'acne', degree: 4 }] }, 'ANALYSIS_DEGREE_INVALID'],
      [{ symptoms: [{ symptomKey: 'acne', degree: 0 }] }, 'ANALYSIS_DEGREE_INVALID'],
      [{ analysedAt: new Date(Date.now() + 3_600_000).toISOString() }, 'ANALYSIS_IN_FUTURE'],
      [{ analysedAt: new Date(Date.now() - 400 * 86_400_000).toISOString() }, 'ANALYSIS_TOO_OLD', /365/],
      [{ images: [`shops/${shop.id}/photos/${randomUUID()}.jpg`] }, 'ANALYSIS_IMAGE_UNKNOWN'],
    ];
    for (const [over, name, message] of cases) {
      const res = await postAnalysis(s, token, analysisBody(deviceNo, over));
      expect([res.body.code, name], res.text).toEqual([code(name), name]);
      if (message) expect(res.body.message).toMatch(message);
    }
    const device = await postAnalysis(s, token, { ...analysisBody(deviceNo), deviceNo: other.deviceNo });
    expect([device.status, device.body.code]).toEqual([403, code('ANALYSIS_DEVICE_MISMATCH')]);
    const twice = await postAnalysis(
      s,
      token,
      analysisBody(deviceNo, {
        symptoms: [
          { symptomKey: 'acne', degree: 1 },
          { symptomKey: 'acne', degree: 2 },
        ],
      }),
    );
    expect(twice.status).toBe(400);
    expect(await n()).toBe(before);
  });

  it('takes the offsets of real places only (-12:00 to +14:00): its day is a day somewhere', async () => {
    const n = async () => (await s.db.select().from(analyses).where(eq(analyses.shopId, shop.id))).length;
    const before = await n();
    // One hour ago, as a clock at `offset` minutes from UTC shows it.
    const at = (offset: number) => {
      const local = new Date(Date.now() - 3_600_000 + offset * 60_000).toISOString().slice(0, 19);
      const hhmm = new Date(Math.abs(offset) * 60_000).toISOString().slice(11, 16);
      return `${local}${offset < 0 ? '-' : '+'}${hhmm}`;
    };
    for (const [offset, lang, text] of [
      [23 * 60 + 59, 'en-US', /-12:00.*\+14:00/],
      [-(23 * 60 + 59), 'zh-CN', /-12:00.*\+14:00/],
      [14 * 60 + 1, 'en-US', /-12:00.*\+14:00/],
      [-(12 * 60 + 1), 'en-US', /-12:00.*\+14:00/],
    ] as const) {
      const res = await postAnalysis(s, token, analysisBody(deviceNo, { analysedAt: at(offset) }), lang);
      expect([res.status, res.body.code], `${at(offset)} ${res.text}`).toEqual([400, code('BAD_REQUEST')]);
      expect(res.body.datas.fields.analysedAt).toMatch(text);
    }
    expect(await n()).toBe(before);
    for (const offset of [14 * 60, -12 * 60, 5 * 60 + 45, 0]) {
      const body = analysisBody(deviceNo, { analysedAt: at(offset) });
      const res = await postAnalysis(s, token, body);
      expect(res.status, `${body.analysedAt} ${res.text}`).toBe(201);
      const [row] = await s.db.select().from(analyses).where(eq(analyses.clientId, body.clientId));
      // It counts on the day the device's clock showed.
      expect(row!.analysedDay).toBe(body.analysedAt.slice(0, 10));
    }
  });

  it("refuses another store's photo, a photo used already and a photo named twice", async () => {
    const theirs = await uploadPhoto(s, other.token);
    const foreign = await postAnalysis(s, token, analysisBody(deviceNo, { images: [theirs.body.datas.key] }));
    expect(foreign.body.code).toBe(code('ANALYSIS_IMAGE_UNKNOWN'));
    const mine = (await uploadPhoto(s, token)).body.datas.key;
    const doubled = await postAnalysis(s, token, analysisBody(deviceNo, { images: [mine, mine] }));
    expect([doubled.status, doubled.body.code]).toEqual([409, code('ANALYSIS_IMAGE_USED')]);
    expect((await postAnalysis(s, token, analysisBody(deviceNo, { images: [mine] }))).status).toBe(201);
    const reused = await postAnalysis(s, token, analysisBody(deviceNo, { images: [mine] }));
    expect([reused.status, reused.body.code]).toEqual([409, code('ANALYSIS_IMAGE_USED')]);
    // A refused analysis does not keep the photos it claimed before the refusal.
    const fresh = (await uploadPhoto(s, token)).body.datas.key;
    const half = await postAnalysis(s, token, analysisBody(deviceNo, { images: [fresh, mine] }));
    expect(half.body.code).toBe(code('ANALYSIS_IMAGE_USED'));
    expect((await postAnalysis(s, token, analysisBody(deviceNo, { images: [fresh] }))).status).toBe(201);
  });

  it('the same clientId 50 times at once records one analysis, every answer the same id', async () => {
    const photo = (await uploadPhoto(s, token)).body.datas.key;
    const body = analysisBody(deviceNo, { images: [photo] });
    const answers = await Promise.all(Array.from({ length: 50 }, () => postAnalysis(s, token, body)));
    expect(answers.map((a) => a.status).filter((st) => st === 201)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.datas.id)).size).toBe(1);
    expect(await s.db.select().from(analyses).where(eq(analyses.clientId, body.clientId))).toHaveLength(1);
  });
});

describe('the sweep', () => {
  it('releases photos (and thumbnails) no analysis took within a day, and their bytes leave ossSize', async () => {
    const x = (await buildStoreWithOwner(s.db)).shop;
    await buildLabelTree(s.db, x, 'en-US', [{ type: 'T', labels: [{ name: 'Acne', key: 'acne' }] }]);
    const a = await buildAppAccount(s.db, x);
    const t = await appToken(s, a);
    const used = (await uploadPhoto(s, t)).body.datas.key;
    const unused = (await uploadPhoto(s, t)).body.datas.key;
    expect((await postAnalysis(s, t, analysisBody(a.device.deviceNo, { images: [used] }))).status).toBe(201);
    const full = await ossOf(x.id);
    // Not yet a day: nothing goes.
    await s.deps.files.sweepUnused(new Date(Date.now() + 23 * 3_600_000));
    expect(await ossOf(x.id)).toBe(full);
    await s.deps.files.sweepUnused(new Date(Date.now() + 25 * 3_600_000));
    const left = await filesOf(x.id);
    expect(left.map((f) => f.purpose).sort()).toEqual(['photo', 'thumb']);
    expect(left.find((f) => f.purpose === 'photo')!.key).toBe(used);
    expect(await ossOf(x.id)).toBe(left.reduce((sum, f) => sum + f.size, 0));
    expect(await s.deps.files.store().then((st) => st.get(unused))).toBeNull();
    // The swept key can no longer be named.
    const late = await postAnalysis(s, t, analysisBody(a.device.deviceNo, { images: [unused] }));
    expect(late.body.code).toBe(code('ANALYSIS_IMAGE_UNKNOWN'));
  });
});
