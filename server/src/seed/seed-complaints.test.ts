import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoTokens, demoTokens, startServer, type TestServer } from '../../test/helper.js';
import { seedComplaints } from './seed-complaints.js';
import type { StoreContentSeed } from './seed-store-content.js';

/** The demo chief complaints (run by main.ts on an empty database) as each demo account sees them. */
let s: TestServer;
let tokens: DemoTokens;

beforeAll(async () => {
  s = await startServer();
  tokens = await demoTokens(s);
  const me = async (token: string) => (await s.get('/api/user/get', { token })).body.datas.shopInfo.id as number;
  // seedComplaints reads only the database, the clock and the two stores' ids.
  const seed = {
    db: s.db,
    now: Date.now(),
    demo: { shopId: await me(tokens.demo) },
    second: { shopId: await me(tokens.second) },
  } as unknown as StoreContentSeed;
  await seedComplaints(seed);
});
afterAll(() => s.close());

const types = (who: keyof typeof tokens, language: string) =>
  s.post('/api/complainType/query/1/50', { language }, { token: tokens[who] }).then((r) => r.body.datas.list);
const complaints = (who: keyof typeof tokens, language: string) =>
  s.post('/api/complainInfo/query', { language }, { token: tokens[who] }).then((r) => r.body.datas.list);

describe('demo chief complaints', () => {
  it('gives Demo Store types with 2-4 texts each in zh-CN and en-US, and some in ja-JP and vi-VN', async () => {
    const zh = await types('demo', 'zh-CN');
    expect(zh.map((t: { name: string }) => t.name)).toEqual([
      '痘痘困扰',
      '肤色暗沉',
      '毛孔粗大',
      '敏感泛红',
      '细纹松弛',
    ]);
    for (const t of zh) expect(t.contentCount).toBeGreaterThanOrEqual(2);
    for (const t of zh) expect(t.contentCount).toBeLessThanOrEqual(4);
    expect((await types('demo', 'en-US')).map((t: { name: string }) => t.name)).toContain('Acne');
    expect((await complaints('demo', 'ja-JP')).length).toBeGreaterThan(0);
    expect((await complaints('demo', 'vi-VN')).length).toBeGreaterThan(0);
    const en = await complaints('demo', 'en-US');
    expect(en[0]).toMatchObject({ typeName: 'Acne', language: 'en-US' });
  });

  it('gives Second Store a couple of en-US types with content, and the platform its own zh-CN and en-US set', async () => {
    expect((await types('second', 'en-US')).map((t: { name: string }) => t.name)).toEqual(['Dryness', 'Dark spots']);
    expect((await complaints('second', 'en-US')).length).toBeGreaterThan(0);
    expect(await types('second', 'zh-CN')).toEqual([]);
    const platformZh = await types('platform', 'zh-CN');
    expect(platformZh.length).toBeGreaterThan(0);
    expect(platformZh.every((t: { shopId: number | null }) => t.shopId === null)).toBe(true);
    expect((await complaints('platform', 'en-US')).length).toBeGreaterThan(0);
  });
});
