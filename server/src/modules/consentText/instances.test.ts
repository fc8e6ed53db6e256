import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStoreWithOwner } from '../../../test/factories.js';
import { closeServers, startTwoInstances, type TestServer } from '../../../test/helper.js';
import { consentTexts } from './table.js';

/**
 * Two instances on one database (on PostgreSQL each with its own pool) saving one store's consent text at once:
 * every different text is a version of its own, numbered without a gap or a repeat; one text sent many times at
 * once is one version.
 */
let one: TestServer;
let two: TestServer;

beforeAll(async () => ({ one, two } = await startTwoInstances()));
afterAll(() => closeServers(two, one));

describe('consent texts saved on two instances at once', () => {
  it('20 different texts at once make versions 1 to 20, each once', async () => {
    const { shop, owner } = await buildStoreWithOwner(one.db);
    const token = await one.login(owner.userName, owner.password);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? one : two).post('/api/consentText/save', { language: 'zh-CN', text: `版本 ${i}` }, { token }),
      ),
    );
    for (const r of answers) expect(r.status, r.text).toBe(200);
    const numbers = answers.map((r) => r.body.datas.number as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const rows = await one.db.select().from(consentTexts).where(eq(consentTexts.shopId, shop.id));
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.text)).size).toBe(20);
  });

  it('one text sent 10 times at once makes one version', async () => {
    const { shop, owner } = await buildStoreWithOwner(one.db);
    const token = await one.login(owner.userName, owner.password);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? one : two).post('/api/consentText/save', { language: 'en-US', text: 'Same words' }, { token }),
      ),
    );
    for (const r of answers) expect(r.status, r.text).toBe(200);
    expect(answers.filter((r) => r.body.datas.created)).toHaveLength(1);
    expect(new Set(answers.map((r) => r.body.datas.id)).size).toBe(1);
    expect(await one.db.select().from(consentTexts).where(eq(consentTexts.shopId, shop.id))).toHaveLength(1);
  });
});
