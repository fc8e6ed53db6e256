import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStoreWithOwner } from '../../../test/factories.js';
import { closeServers, startTwoInstances, type TestServer } from '../../../test/helper.js';
import { customerConsents, customers } from '../../db/schema.js';
import { appToken, buildAppAccount } from '../app/app.fixture.js';
import { addCustomer, consentBody } from './customer.fixture.js';

/**
 * Two instances on one database (on PostgreSQL each with its own pool): the same clientId sent 50 times at once,
 * half to each, adds one customer (with one consent) and every answer names her; 50 new customers at once without a
 * code each get a code of their own; 50 at once with one phone add one customer, the others 409 naming her.
 */
let one: TestServer;
let two: TestServer;

beforeAll(async () => ({ one, two } = await startTwoInstances()));
afterAll(() => closeServers(two, one));

describe('customers added on two instances at once', () => {
  it('50 concurrent adds with one clientId add one customer and all answer her id', async () => {
    const { shop } = await buildStoreWithOwner(one.db);
    const token = await appToken(one, await buildAppAccount(one.db, shop));
    const body = { clientId: randomUUID(), name: 'Hoa', consent: consentBody() };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => addCustomer(i % 2 ? one : two, token, body)),
    );
    for (const r of answers) expect([200, 201], r.text).toContain(r.status);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.body.datas.duplicate)).toHaveLength(49);
    expect(new Set(answers.map((r) => r.body.datas.id)).size).toBe(1);
    expect(new Set(answers.map((r) => r.body.datas.code)).size).toBe(1);
    const rows = await one.db.select().from(customers).where(eq(customers.shopId, shop.id));
    expect(rows.map((r) => r.id)).toEqual([answers[0]!.body.datas.id]);
    expect(
      await one.db.select().from(customerConsents).where(eq(customerConsents.customerId, rows[0]!.id)),
    ).toHaveLength(1);
  });

  it('50 concurrent new customers without a code each get their own; one phone 50 times adds one', async () => {
    const { shop } = await buildStoreWithOwner(one.db);
    const token = await appToken(one, await buildAppAccount(one.db, shop));
    const made = await Promise.all(Array.from({ length: 50 }, (_, i) => addCustomer(i % 2 ? one : two, token, {})));
    for (const r of made) expect(r.status, r.text).toBe(201);
    expect(new Set(made.map((r) => r.body.datas.code)).size).toBe(50);
    const phone = '86 13912345678';
    const same = await Promise.all(
      Array.from({ length: 50 }, (_, i) => addCustomer(i % 2 ? one : two, token, { phone })),
    );
    const added = same.filter((r) => r.status === 201);
    expect(added).toHaveLength(1);
    for (const r of same.filter((x) => x.status !== 201)) {
      expect([r.status, r.body.code], r.text).toEqual([409, 800121]);
      expect(r.body.datas).toEqual({ customerId: added[0]!.body.datas.id });
    }
    expect(await one.db.select().from(customers).where(eq(customers.shopId, shop.id))).toHaveLength(51);
  });
});
