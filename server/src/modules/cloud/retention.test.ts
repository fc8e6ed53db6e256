import type { TAnalysis, TCloudRetention, TDataOverview } from '@skin/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg } from '../../../../contract/src/testing/images.js';
import { testDbKind } from '../../../test/db.js';
import { buildStaff } from '../../../test/factories.js';
import { closeServers, loginAs, startServer, startTwoInstances, type TestServer } from '../../../test/helper.js';
import { analyses, auditLog, shops, storedFiles } from '../../db/schema.js';
import { type AppStore, analysisBody, appStore, postAnalysis, uploadPhoto } from '../analysis/analysis.fixture.js';
import { photoThumbKey } from '../file/keys.js';
import { retentionCutoff } from './retention.js';

/**
 * Photo retention (issue 42 item 6): the store owner sets the months on the cloud page; the daily job deletes the
 * photos and thumbnails of older analyses (object store, stored_files, ossSize), leaves the analyses with a note,
 * keeps everything of a store with 0 and of the other stores, and changes none of the data centre's counts.
 */

/** An analysis with two photos, recorded by the app; `monthsAgo` then moves its time back (the photos stay). */
async function analysisWithPhotos(s: TestServer, st: AppStore, monthsAgo: number, seed: number) {
  const keys: string[] = [];
  for (let p = 0; p < 2; p++) {
    const up = await uploadPhoto(s, st.app, makeJpeg(64 + seed, 48 + p));
    expect(up.status, up.text).toBe(200);
    keys.push(up.body.datas.key);
  }
  const res = await postAnalysis(s, st.app, analysisBody(st.deviceNo, { images: keys }));
  expect(res.status, res.text).toBe(201);
  const id: number = res.body.datas.id;
  if (monthsAgo > 0) {
    const at = retentionCutoff(new Date(Date.now() - 86_400_000), monthsAgo);
    await s.db
      .update(analyses)
      .set({ analysedAt: at, analysedDay: at.toISOString().slice(0, 10) })
      .where(eq(analyses.id, id));
  }
  return { id, keys, files: [...keys, ...keys.map(photoThumbKey)] };
}

const ossOf = async (s: TestServer, id: number) =>
  (await s.db.select().from(shops).where(eq(shops.id, id)))[0]!.ossSize;
const bytesOf = async (s: TestServer, keys: string[]) =>
  (await s.db.select().from(storedFiles).where(inArray(storedFiles.key, keys))).reduce((n, f) => n + f.size, 0);
const stored = async (s: TestServer, keys: string[]) =>
  (await s.db.select().from(storedFiles).where(inArray(storedFiles.key, keys))).length;
async function objects(s: TestServer, keys: string[]) {
  let n = 0;
  for (const key of keys) {
    const obj = await (await s.deps.files.store()).get(key);
    obj?.body.destroy?.();
    if (obj) n++;
  }
  return n;
}
const retention = (s: TestServer, token: string, body: object = {}, lang = 'en-US') =>
  s.post<TCloudRetention>('/api/cloud/retention', body, { token, headers: { 'x-lang': lang } });
const setMonths = (s: TestServer, token: string, months: unknown, lang = 'en-US') =>
  s.post('/api/cloud/retention/update', { months }, { token, headers: { 'x-lang': lang } });
const detail = async (s: TestServer, st: AppStore, id: number, lang = 'en-US') => {
  const res = await s.get<TAnalysis>(`/api/analysis/get/${id}`, { token: st.owner, headers: { 'x-lang': lang } });
  expect(res.status, res.text).toBe(200);
  return res.body.datas;
};

/** Every count of the data centre for the store over the last 30 months (the cloud's used bytes aside). */
async function figures(s: TestServer, token: string) {
  const to = new Date().toISOString().slice(0, 10);
  const from = retentionCutoff(new Date(), 30).toISOString().slice(0, 10);
  const res = await s.post<TDataOverview>(
    '/api/data/overview',
    { from, to, grouping: 'month', timeZone: 'UTC' },
    {
      token,
    },
  );
  expect(res.status, res.text).toBe(200);
  const { cloud: _cloud, ...rest } = res.body.datas as TDataOverview & { cloud: unknown };
  return rest;
}

describe('photo retention', () => {
  let s: TestServer;
  let a: AppStore;
  let keeps: AppStore;
  let other: AppStore;

  beforeAll(async () => {
    s = await startServer();
    [a, keeps, other] = [await appStore(s), await appStore(s), await appStore(s)];
  });
  afterAll(() => s?.close());

  it('a store reads its retention (24 months by default); the owner sets it; bad months refused, translated', async () => {
    const res = await retention(s, a.owner);
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toMatchObject({ shopId: a.shop.id, months: 24, due: { analyses: 0, photos: 0, bytes: 0 } });

    for (const bad of [-1, 121, 1.5, '12', null]) {
      const r = await setMonths(s, a.owner, bad, 'zh-CN');
      expect([r.status, r.body.code], r.text).toEqual([400, 100400]);
      expect(r.body.datas.fields.months).toBe('照片保留期须为 0（一直保留）或 1 到 120 个月的整数');
    }
    const en = await setMonths(s, a.owner, 121);
    expect(en.body.datas.fields.months).toMatch(/^Photo retention must be 0/);
    expect((await retention(s, a.owner)).body.datas.months).toBe(24);

    const set = await setMonths(s, keeps.owner, 0);
    expect(set.status, set.text).toBe(200);
    expect(set.body.datas).toMatchObject({ months: 0, cutoff: null });
    const [row] = await s.db.select().from(auditLog).where(eq(auditLog.action, 'cloud.retention'));
    expect(row).toMatchObject({ shopId: keeps.shop.id, before: { months: 24 }, after: { months: 0 } });
  });

  it('staff with the cloud code read it but may not change it; the platform reads a store it names', async () => {
    const staff = await buildStaff(s.db, a.shop, ['cloud']);
    const token = await s.login(staff.userName, staff.password);
    expect((await retention(s, token)).status).toBe(200);
    const refused = await setMonths(s, token, 1);
    expect([refused.status, refused.body.code]).toEqual([403, 100403]);
    const platform = await loginAs(s, 'platform');
    const read = await retention(s, platform, { shopId: a.shop.id });
    expect(read.body.datas).toMatchObject({ shopId: a.shop.id, months: 24 });
    expect((await retention(s, a.owner)).body.datas.months).toBe(24);
  });

  it('the job deletes older photos and thumbnails, frees their bytes, and notes it on the analysis', async () => {
    const old1 = await analysisWithPhotos(s, a, 25, 1);
    const old2 = await analysisWithPhotos(s, a, 30, 2);
    const fresh = await analysisWithPhotos(s, a, 23, 3);
    const today = await analysisWithPhotos(s, a, 0, 4);
    const keptOld = await analysisWithPhotos(s, keeps, 40, 5);
    const otherOld = await analysisWithPhotos(s, other, 20, 6);
    const gone = [...old1.files, ...old2.files];
    const kept = [...fresh.files, ...today.files];
    const freed = await bytesOf(s, gone);
    expect(freed).toBeGreaterThan(0);
    const before = {
      a: await ossOf(s, a.shop.id),
      keeps: await ossOf(s, keeps.shop.id),
      other: await ossOf(s, other.shop.id),
    };
    const figuresBefore = await figures(s, a.owner);

    // The cloud page says what the next run frees.
    const preview = (await retention(s, a.owner)).body.datas;
    expect(preview.due).toEqual({ analyses: 2, photos: 4, bytes: freed, more: false });

    await s.deps.cloud.retention.run();
    await s.deps.jobs.drain();

    expect(await stored(s, gone)).toBe(0);
    expect(await objects(s, gone)).toBe(0);
    expect(await stored(s, kept)).toBe(kept.length);
    expect(await objects(s, kept)).toBe(kept.length);
    expect(await ossOf(s, a.shop.id)).toBe(before.a - freed);
    // A store keeping its photos (0), and a store whose photos are younger than its limit: untouched.
    expect(await stored(s, keptOld.files)).toBe(keptOld.files.length);
    expect(await objects(s, keptOld.files)).toBe(keptOld.files.length);
    expect(await stored(s, otherOld.files)).toBe(otherOld.files.length);
    expect(await ossOf(s, keeps.shop.id)).toBe(before.keeps);
    expect(await ossOf(s, other.shop.id)).toBe(before.other);

    const removed = await detail(s, a, old1.id);
    expect(removed.images).toEqual([]);
    expect(removed.symptoms).toHaveLength(1);
    expect(removed.photosRemovedAt).toEqual(expect.any(String));
    expect(removed.photosNote).toBe("This analysis's photos were deleted under the store's photo retention period");
    expect((await detail(s, a, old2.id, 'zh-CN')).photosNote).toBe('这次分析的照片已按门店的照片保留期删除');
    const still = await detail(s, a, fresh.id);
    expect(still.images).toHaveLength(2);
    expect([still.photosRemovedAt, still.photosNote]).toEqual([null, null]);
    expect((await detail(s, keeps, keptOld.id)).images).toHaveLength(2);

    // The analyses are still counted, the same (only the cloud's bytes fell).
    expect(await figures(s, a.owner)).toEqual(figuresBefore);
    expect((await retention(s, a.owner)).body.datas.due).toEqual({ analyses: 0, photos: 0, bytes: 0, more: false });
    // A second run finds nothing left and frees nothing.
    expect(await s.deps.cloud.retention.run()).toMatchObject({ files: 0, bytes: 0 });
    expect(await ossOf(s, a.shop.id)).toBe(before.a - freed);
  });

  it('works in batches: one analysis per transaction frees them all, each photo once', async () => {
    const olds = [await analysisWithPhotos(s, other, 30, 7), await analysisWithPhotos(s, other, 31, 8)];
    const files = olds.flatMap((o) => o.files);
    const freed = await bytesOf(s, files);
    const before = await ossOf(s, other.shop.id);
    const run = await s.deps.cloud.retention.run(new Date(), 1);
    expect(run.analyses).toBeGreaterThanOrEqual(2);
    await s.deps.jobs.drain();
    expect(await stored(s, files)).toBe(0);
    expect(await objects(s, files)).toBe(0);
    expect(await ossOf(s, other.shop.id)).toBe(before - freed);
  });
});

describe('photo retention on two instances at once', () => {
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => ({ one, two } = await startTwoInstances()));
  afterAll(() => closeServers(two, one));

  it('two runs at once (batches of 2, each instance its own pool) free each photo once and ossSize falls once', async () => {
    // Whatever the demo data has past its limit goes first, so the race below is over this store's rows alone.
    await one.deps.cloud.retention.run();
    const st = await appStore(one);
    const olds = [];
    for (let i = 0; i < 8; i++) olds.push(await analysisWithPhotos(one, st, 25 + i, 20 + i));
    const files = olds.flatMap((o) => o.files);
    const freed = await bytesOf(one, files);
    const before = await ossOf(one, st.shop.id);

    const [x, y] = await Promise.all([
      one.deps.cloud.retention.run(new Date(), 2),
      two.deps.cloud.retention.run(new Date(), 2),
    ]);
    expect(x.analyses + y.analyses).toBe(8);
    expect(x.files + y.files).toBe(files.length);
    expect(x.bytes + y.bytes).toBe(freed);
    await one.deps.jobs.drain();
    await two.deps.jobs.drain();
    expect(await stored(one, files)).toBe(0);
    expect(await objects(one, files)).toBe(0);
    expect(await ossOf(one, st.shop.id)).toBe(before - freed);
    const rows = await one.db.select().from(analyses).where(eq(analyses.shopId, st.shop.id));
    expect(rows.every((r) => r.images.length === 0 && r.photosRemovedAt !== null)).toBe(true);
  });

  // PGlite runs one query at a time on one connection: a transaction held open there would hold the other instance.
  it.skipIf(testDbKind() !== 'postgres')(
    'a run skips the analyses another instance holds, and the next run frees them (it resumes from the rows)',
    async () => {
      const st = await appStore(one);
      const olds = [];
      for (let i = 0; i < 4; i++) olds.push(await analysisWithPhotos(one, st, 26 + i, 40 + i));
      const held = [olds[3]!, olds[2]!]; // the oldest two, which a batch takes first
      const before = await ossOf(one, st.shop.id);
      const heldBytes = await bytesOf(
        one,
        held.flatMap((o) => o.files),
      );
      const freedBytes = await bytesOf(one, [...olds[0]!.files, ...olds[1]!.files]);
      await one.db.transaction(async (tx) => {
        await tx.execute(sql`select id from analyses where id in (${held[0]!.id}, ${held[1]!.id}) for update`);
        // Another instance's run meanwhile: it does not wait for them, and frees the rest.
        const run = await two.deps.cloud.retention.run(new Date(), 2);
        expect(run).toMatchObject({ analyses: 2, bytes: freedBytes });
      });
      expect(
        await stored(
          one,
          held.flatMap((o) => o.files),
        ),
      ).toBe(held.length * 4);
      expect(await ossOf(one, st.shop.id)).toBe(before - freedBytes);
      const next = await one.deps.cloud.retention.run(new Date(), 2);
      expect(next).toMatchObject({ analyses: 2, bytes: heldBytes });
      await one.deps.jobs.drain();
      await two.deps.jobs.drain();
      expect(
        await stored(
          one,
          olds.flatMap((o) => o.files),
        ),
      ).toBe(0);
      expect(
        await objects(
          one,
          olds.flatMap((o) => o.files),
        ),
      ).toBe(0);
      expect(await ossOf(one, st.shop.id)).toBe(before - freedBytes - heldBytes);
    },
  );
});
