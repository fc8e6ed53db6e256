import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startServer, type TestServer } from '../../test/helper.js';
import { selectRows } from '../lib/sql.js';
import { seedDemoAnalyses } from './seed-analyses.js';
import { DEMO_CUSTOMERS, SECOND_STORE_CUSTOMERS, seedDemoCustomers } from './seed-customers.js';

/** The demo customers (run by serve.ts after the demo analyses) as Demo Store and Second Store see them. */
let s: TestServer;

beforeAll(async () => {
  s = await startServer();
  await seedDemoAnalyses(s.db, s.deps.files);
  await seedDemoCustomers(s.db);
});
afterAll(() => s.close());

describe('demo customers', () => {
  it('gives Demo Store about 120 customers, a third returning with 2-6 visits, linked to its analyses', async () => {
    const demo = await loginAs(s, 'demoshop');
    const list = await s.post('/api/customer/query/1/200', {}, { token: demo });
    expect(list.status, list.text).toBe(200);
    expect(list.body.datas.total).toBe(DEMO_CUSTOMERS);
    const visits = (list.body.datas.list as { visits: number }[]).map((c) => c.visits);
    const returning = visits.filter((v) => v >= 2);
    expect(returning.length).toBeGreaterThanOrEqual(DEMO_CUSTOMERS / 3 - 5);
    expect(Math.max(...visits)).toBeLessThanOrEqual(6);
    expect(visits.filter((v) => v === 0)).toEqual([]);
    // Her visits are her analyses, counted the way the app's analyses count them.
    const [check] = await selectRows(
      s.db,
      sql`select count(*) filter (where c.visits <> (select count(*) from analyses a where a.customer_id = c.id)) as wrong,
                 count(distinct k.language) as languages
            from customers c left join customer_consents k on k.customer_id = c.id`,
    );
    expect(Number(check!.wrong)).toBe(0);
    expect(Number(check!.languages)).toBeGreaterThanOrEqual(5);
  });

  it('gives Second Store a few customers of its own', async () => {
    const second = await loginAs(s, 'secondshop');
    const list = await s.post('/api/customer/query/1/20', {}, { token: second });
    expect(list.body.datas.total).toBe(SECOND_STORE_CUSTOMERS);
  });
});
