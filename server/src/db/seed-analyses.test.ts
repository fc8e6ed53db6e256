import { localDate, type TCloudInfo, type TDataOverview } from '@skin/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startServer, type TestServer } from '../../test/helper.js';
import { selectRows } from '../lib/sql.js';
import { recount } from '../modules/data/recount.js';
import { shops, storedFiles } from './schema.js';
import { DEMO_ANALYSES, seedDemoAnalyses } from './seed-analyses.js';

/** The demo analyses (run by serve.ts on an empty database) as Demo Store and the data centre see them. */
let s: TestServer;
let demo: string;
let seconds = 0;
let ossBefore = 0;

beforeAll(async () => {
  s = await startServer();
  demo = await loginAs(s, 'demoshop');
  ossBefore = (await s.db.select().from(shops).where(eq(shops.name, 'Demo Store')))[0]!.ossSize;
  const t = performance.now();
  await seedDemoAnalyses(s.db, s.deps.files);
  seconds = (performance.now() - t) / 1000;
});
afterAll(() => s.close());

describe('demo analyses', () => {
  it('gives Demo Store analyses over nine months on its three devices, each with a stored photo', async () => {
    const list = await s.post('/api/analysis/query/1/200', {}, { token: demo });
    expect(list.status, list.text).toBe(200);
    expect(list.body.datas.total).toBeGreaterThan(DEMO_ANALYSES * 0.9);
    const rows = list.body.datas.list as { analysedAt: string; deviceNo: string; images: { thumbUrl: string }[] }[];
    expect(rows.every((r) => r.images.length === 1)).toBe(true);
    const thumb = await fetch(`${s.url}${rows[0]!.images[0]!.thumbUrl.replace(/^https?:\/\/[^/]+/, '')}`);
    expect(thumb.status).toBe(200);
    const [span] = await selectRows(
      s.db,
      sql`select count(distinct device_no)::int as devices, min(analysed_at) as first, max(analysed_at) as last from analyses`,
    );
    expect(Number(span!.devices)).toBe(3);
    const days = (new Date(String(span!.last)).getTime() - new Date(String(span!.first)).getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(240);
    // Each photo is a stored file of Demo Store, counted in its ossSize.
    const [store] = await s.db.select().from(shops).where(eq(shops.name, 'Demo Store'));
    const files = await s.db.select().from(storedFiles).where(eq(storedFiles.shopId, store!.id));
    // One photo per analysis, each named by it (none stored for an analysis left out).
    expect(files.filter((f) => f.purpose === 'photo')).toHaveLength(list.body.datas.total);
    const photos = files.filter((f) => f.purpose === 'photo' || f.purpose === 'thumb');
    expect(store!.ossSize - ossBefore).toBe(photos.reduce((t, f) => t + f.size, 0));
    // What Demo Store is billed for is its files, each in its part: one photo per analysis, nothing unlisted.
    const cloud = (await s.post<TCloudInfo>('/api/cloud/info', {}, { token: demo })).body.datas;
    const part = (kind: string) => cloud.usage.find((u) => u.kind === kind)!;
    expect(part('analysisPhotos').files).toBe(list.body.datas.total);
    expect(part('analysisPhotos').thumbnails!.files).toBe(list.body.datas.total);
    expect(part('unlisted').bytes).toBe(0);
    expect(cloud.usage.reduce((t, u) => t + u.bytes, 0)).toBe(cloud.usageBytes);
    console.info(`demo analyses seeded in ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(30);
  });

  it('shows each device that sent analyses in contact, added before them, and each account that made them signed in', async () => {
    const spans = await selectRows(
      s.db,
      sql`select device_no, min(analysed_at) as first, max(recorded_at) as last from analyses group by 1`,
    );
    expect(spans).toHaveLength(3);
    const devices = (await s.post('/api/shopDevice/query/1/50', {}, { token: demo })).body.datas.list as {
      deviceNo: string;
      createdAt: string;
      lastSeenAt: string | null;
    }[];
    for (const r of spans) {
      const d = devices.find((x) => x.deviceNo === r.device_no)!;
      expect(d.lastSeenAt, d.deviceNo).not.toBeNull();
      expect(new Date(d.lastSeenAt!).getTime()).toBeGreaterThanOrEqual(new Date(String(r.last)).getTime());
      expect(new Date(d.createdAt).getTime()).toBeLessThanOrEqual(new Date(String(r.first)).getTime());
    }
    const made = await selectRows(
      s.db,
      sql`select u.user_name, min(a.analysed_at) as first, max(a.analysed_at) as last, u.created_at
            from analyses a join app_users u on u.id = a.user_id group by 1, 4`,
    );
    expect(made.length).toBeGreaterThan(3);
    const accounts = (await s.post('/api/user/query/1/100', {}, { token: demo })).body.datas.list as {
      userName: string;
      lastAppSignIn: { at: string; deviceNo: string } | null;
    }[];
    for (const r of made) {
      const a = accounts.find((x) => x.userName === r.user_name)!;
      expect(a.lastAppSignIn, a.userName).not.toBeNull();
      // Made after the account was added, by an account that signed in to the app.
      expect(new Date(String(r.first)).getTime()).toBeGreaterThanOrEqual(new Date(String(r.created_at)).getTime());
      expect(new Date(a.lastAppSignIn!.at).getTime()).toBeLessThan(Date.now());
    }
  });

  it('fills the data centre, equal to a count of the rows', async () => {
    const today = localDate(new Date(), 'Asia/Shanghai');
    const from = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 7)}-01`;
    const body = { from, to: today, grouping: 'month', timeZone: 'Asia/Shanghai' } as const;
    await s.deps.data.fold();
    const res = await s.post<TDataOverview>('/api/data/overview', body, { token: demo });
    expect(res.status, res.text).toBe(200);
    const [store] = await s.db.select().from(shops).where(eq(shops.name, 'Demo Store'));
    expect(res.body.datas.analyses).toEqual((await recount(s.db, store!.id, body, new Date())).analyses);
    expect(res.body.datas.analyses.count).toBeGreaterThan(DEMO_ANALYSES * 0.9);
    expect(res.body.datas.analyses.byDevice).toHaveLength(3);
    const platform = await s.post<TDataOverview>('/api/data/overview', body, { token: await loginAs(s, 'platform') });
    expect(platform.body.datas.analyses.count).toBe(res.body.datas.analyses.count);
    const [ratio] = await selectRows(
      s.db,
      sql`select (select count(*) from stats where stat_daily(metric))::float8
               / ((select count(*) from analyses) + (select count(*) from analysis_symptoms)) as r,
             (select count(*) from stats where stat_daily(metric))::float8 / (select count(*) from analyses) as per_analysis`,
    );
    console.info(
      `analyses aggregates: ${Number(ratio!.r).toFixed(3)} of the rows counted, ${Number(ratio!.per_analysis).toFixed(3)} per analysis`,
    );
  });
});
