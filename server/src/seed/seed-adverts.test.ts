import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startServer, type TestServer } from '../../test/helper.js';
import { storedFiles } from '../db/schema.js';
import { seedStoreContent } from './seed-store-content.js';

/** The demo adverts, as the console lists them after the store content seed ran on the demo data. */
let s: TestServer;
beforeAll(async () => {
  s = await startServer();
  await seedStoreContent(s.db, s.deps.files, Date.parse('2026-05-01T08:00:00Z'));
});
afterAll(() => s.close());

interface Ad {
  type: number;
  title: string;
  enabled: boolean;
  sort: number;
  imageUrl: string;
  shopId: number | null;
}
const list = async (token: string, language: string) =>
  (await s.post('/api/adInfo/query/1/200', { language }, { token })).body.datas.list as Ad[];

describe('demo adverts', () => {
  it('gives Demo Store carousels and a startup page in three languages, one switched off, with real pictures', async () => {
    const demo = await loginAs(s, 'demoshop');
    const zh = await list(demo, 'zh-CN');
    expect(zh.filter((x) => x.type === 1).map((x) => x.sort)).toEqual([1, 2, 3, 4]);
    expect(zh.filter((x) => x.type === 2)).toHaveLength(1);
    expect(zh.filter((x) => !x.enabled)).toHaveLength(1);
    expect(zh[0]!.title).toBe('双十一焕肤节');
    expect((await list(demo, 'en-US')).length).toBe(2);
    expect((await list(demo, 'ja-JP')).length).toBe(1);
    const picture = await fetch(new URL(zh[0]!.imageUrl, s.url));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
  });

  it('gives Second Store a little and the platform its own', async () => {
    const second = await list(await loginAs(s, 'secondshop'), 'en-US');
    expect(second.map((x) => x.title)).toEqual(['Grand opening offer', 'Welcome']);
    const platform = await list(await loginAs(s, 'platform'), 'zh-CN');
    expect(platform).toHaveLength(1);
    expect(platform[0]!.shopId).toBeNull();
  });
});

describe('demo pictures', () => {
  it('are all shown by a row, and read by key with the code of its screen', async () => {
    const files = await s.db.select().from(storedFiles);
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) expect([f.key, f.inUse]).toEqual([f.key, true]);
    expect(new Set(files.map((f) => f.screen))).toEqual(new Set(['product-type', 'treatment-case', 'ad-info']));
  });
});
