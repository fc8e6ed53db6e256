import { addDays, localDate } from '@skin/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startServer, type TestServer } from '../../test/helper.js';
import { countedOverview, sortedOverview } from '../../test/overview.js';
import { selectRows } from '../lib/sql.js';
import { recount } from '../modules/data/recount.js';
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

  it('gives the data centre customer figures equal to a count of the rows, its first visits included', async () => {
    const platform = await loginAs(s, 'platform');
    const [demo] = await selectRows(
      s.db,
      sql`select id from shops where id in (select shop_id from customers) order by id limit 1`,
    );
    const today = localDate(new Date(), 'UTC');
    for (const body of [
      { from: addDays(today, -29), to: today, grouping: 'week' as const, timeZone: 'Asia/Shanghai' },
      { from: addDays(today, -179), to: today, grouping: 'month' as const, timeZone: 'UTC' },
    ]) {
      const res = await countedOverview(s, platform, body);
      expect(res.status, res.text).toBe(200);
      expect(sortedOverview(res.body.datas).customers).toEqual((await recount(s.db, null, body, new Date())).customers);
      const one = await s.post('/api/data/overview', { ...body, shopId: Number(demo!.id) }, { token: platform });
      expect(one.body.datas.customers).toEqual((await recount(s.db, Number(demo!.id), body, new Date())).customers);
    }
  });

  it('gives Second Store a few customers of its own', async () => {
    const second = await loginAs(s, 'secondshop');
    const list = await s.post('/api/customer/query/1/20', {}, { token: second });
    expect(list.body.datas.total).toBe(SECOND_STORE_CUSTOMERS);
  });
});
