import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoTokens, demoTokens, startServer, type TestServer } from '../../test/helper.js';
import { seedCases } from './seed-cases.js';
import type { StoreContentSeed } from './seed-store-content.js';

/** The demo treatment cases (run by main.ts on an empty database) as each demo account sees them. */
let s: TestServer;
let tokens: DemoTokens;

beforeAll(async () => {
  s = await startServer();
  tokens = await demoTokens(s);
  const me = async (token: string) => (await s.get('/api/user/get', { token })).body.datas;
  const auth = async (token: string) => {
    const m = await me(token);
    return { accountId: m.id, shopId: m.shopInfo?.id ?? null, kind: m.kind, userName: m.userName };
  };
  // seedCases stores its pictures as each owner and inserts the rows.
  const seed = {
    db: s.db,
    files: s.deps.files,
    now: Date.now(),
    demo: await auth(tokens.demo),
    second: await auth(tokens.second),
    platform: { ...(await auth(tokens.platform)), shopId: null },
  } as unknown as StoreContentSeed;
  await seedCases(seed);
});
afterAll(() => s.close());

const cases = (who: keyof typeof tokens, lang = 'en-US') =>
  s
    .post('/api/treatmentCase/query/1/50', {}, { token: tokens[who], headers: { 'x-lang': lang } })
    .then((r) => r.body.datas.list);

describe('demo treatment cases', () => {
  it('gives Demo Store six cases across its symptoms, named, newest first, with pictures', async () => {
    const list = await cases('demo', 'zh-CN');
    expect(list).toHaveLength(6);
    expect(new Set(list.map((c: { symptom: { symptomKey: string } }) => c.symptom.symptomKey)).size).toBe(6);
    for (const c of list) {
      expect(c.symptom.name).toBeTruthy();
      expect(c.beforeImageUrl).toBeTruthy();
    }
    expect(list[0].symptom.name).toBe('痘痘');
    expect(list.filter((c: { afterImage: string | null }) => c.afterImage).length).toBe(5);
    const times = list.map((c: { createdAt: string }) => c.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('gives the platform its own two, and Second Store (no symptom labels) none', async () => {
    const own = await cases('platform');
    expect(own).toHaveLength(2);
    expect(
      own.every(
        (c: { shopId: number | null; symptom: { name: string | null } }) => c.shopId === null && c.symptom.name,
      ),
    ).toBe(true);
    expect(await cases('second')).toEqual([]);
  });
});
