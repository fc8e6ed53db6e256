import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLabelTree, buildStoreWithOwner } from '../../../test/factories.js';
import { closeServers, startTwoInstances, type TestServer } from '../../../test/helper.js';
import { analyses, storedFiles } from '../../db/schema.js';
import { appToken, buildAppAccount } from '../app/app.fixture.js';
import { analysisBody, postAnalysis, uploadPhoto } from './analysis.fixture.js';

/**
 * Two instances on one database (on PostgreSQL each with its own pool): the same clientId sent 50 times at once,
 * half to each, records one analysis; every answer names it, and its photo is claimed once.
 */
let one: TestServer;
let two: TestServer;

beforeAll(async () => ({ one, two } = await startTwoInstances()));
afterAll(() => closeServers(two, one));

describe('duplicates on two instances', () => {
  it('50 concurrent requests with one clientId record one analysis and all answer its id', async () => {
    const { shop } = await buildStoreWithOwner(one.db);
    await buildLabelTree(one.db, shop, 'en-US', [{ type: 'T', labels: [{ name: 'Acne', key: 'acne' }] }]);
    const a = await buildAppAccount(one.db, shop);
    const token = await appToken(one, a);
    const photo = await uploadPhoto(two, token);
    expect(photo.status, photo.text).toBe(200);
    const body = analysisBody(a.device.deviceNo, { images: [photo.body.datas.key] });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => postAnalysis(i % 2 ? one : two, token, body)),
    );
    for (const r of answers) expect([200, 201], r.text).toContain(r.status);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.body.datas.duplicate)).toHaveLength(49);
    expect(new Set(answers.map((r) => r.body.datas.id)).size).toBe(1);
    const rows = await one.db.select().from(analyses).where(eq(analyses.shopId, shop.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(answers[0]!.body.datas.id);
    const [file] = await one.db.select().from(storedFiles).where(eq(storedFiles.key, photo.body.datas.key));
    expect(file!.inUse).toBe(true);
  });
});
