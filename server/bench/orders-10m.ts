import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TOrderQueryRequest } from '@skin/contract';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../src/db/client.js';
import { selectRows } from '../src/lib/sql.js';
import { orderRepository } from '../src/modules/order/repository.js';
import { DEMO_ACCOUNTS, seedDemo } from '../src/seed/seed.js';
import {
  type BenchOptions,
  barePageAndCount,
  captureSql,
  explain,
  firstPage,
  type ListRunInfo,
  type LoadStats,
  listRunInfo,
  loadApiAndBare,
  loadavgNow,
  machineNote,
  openListBench,
  printApiAndBare,
  ROOT,
  runOnItsOwn,
  startSignedInApi,
  writeResult,
} from './common.js';

export const STORES = 1_000;
export const ORDERS = 10_000_000;
const CHUNK = 500_000;
const STORE_PREFIX = 'Bench store ';

export interface ScenarioResult {
  name: string;
  who: 'store' | 'platform';
  body: TOrderQueryRequest;
  matches: number;
  api: LoadStats;
  barePg: LoadStats;
}

export interface Result extends ListRunInfo {
  name: 'orders-10m';
  startedAt: string;
  stores: number;
  orders: number;
  generateMs: number | null;
  plans: { scenario: string; page: string; count: string }[];
  scenarios: ScenarioResult[];
  file?: string;
}

/**
 * 1,000 stores with their owners, and 10,000,000 orders spread over them and over two years, unless present
 * (other counts for other benchmarks: server/bench/backup-1m.ts loads 1,000,000).
 */
export async function generate(db: Db, log: (m: string) => void, size = { stores: STORES, orders: ORDERS }) {
  const { stores: STORES, orders: ORDERS } = size;
  const [have] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from shops where name like ${`${STORE_PREFIX}%`}`,
  );
  const [orderCount] = await selectRows<{ n: number }>(
    db,
    sql`select reltuples::bigint as n from pg_class where relname = 'orders'`,
  );
  if (have?.n === STORES && Number(orderCount?.n ?? 0) >= ORDERS * 0.95) {
    log(`data present: ${STORES} stores, ~${Number(orderCount!.n).toLocaleString('en-US')} orders`);
    return null;
  }
  if ((have?.n ?? 0) > 0) throw new Error('partial bench data in this database: use an empty one');
  const t0 = performance.now();
  const [owner] = await selectRows<{ password_hash: string }>(
    db,
    sql`select password_hash from accounts where user_name = 'demoshop'`,
  );
  await db.execute(sql`
    insert into shops (name, contact, mobile, cloud_expire_time, oss_size, created_at)
    select ${STORE_PREFIX} || g, 'Bench contact', case when g % 4 = 0 then '1 555' || lpad(g::text, 7, '0') else '86 1390' || lpad(g::text, 7, '0') end,
           now() + (g % 400 - 30) * interval '1 day', (g::bigint * 7919 % 3000) * 1073741824, now() - interval '800 days'
    from generate_series(1, ${STORES}::int) g`);
  await db.execute(sql`
    insert into accounts (shop_id, kind, user_name, mobile, password_hash)
    select s.id, 'owner', 'benchowner' || s.id, s.mobile, ${owner!.password_hash}
    from shops s where s.name like ${`${STORE_PREFIX}%`}`);
  const [range] = await selectRows<{ lo: number; hi: number }>(
    db,
    sql`select min(id)::int as lo, max(id)::int as hi from shops where name like ${`${STORE_PREFIX}%`}`,
  );
  const { lo } = range!;
  // Indexes are built once after the load (far faster than kept up row by row).
  await db.execute(sql`drop index if exists orders_shop_created_idx`);
  await db.execute(sql`drop index if exists orders_created_idx`);
  await db.execute(sql`drop index if exists orders_order_no_uq`);
  for (let from = 0; from < ORDERS; from += CHUNK) {
    // g: order number; store = g % 1000; time: spread over 730 days, newest last; status and method by hash.
    await db.execute(sql`
      with o as (
        select g, ${lo}::int + (g % ${STORES}::int) as shop_id,
               now() - ((${ORDERS}::bigint - g) * interval '6.3 seconds') as created_at,
               (hashint4(g::int)::bigint + 2147483648) % 100 as h
        from generate_series(${from}::bigint, ${Math.min(from + CHUNK, ORDERS) - 1}::bigint) g)
      insert into orders (order_no, shop_id, account_id, order_type, order_status, pay_status, pay_method, currency,
                          order_amount, pay_amount, quantity, unit_price, years, created_at, paid_at, cancelled_at,
                          refunded_at, closes_at)
      select to_char(o.created_at, 'YYYYMMDDHH24MISS') || upper(lpad(to_hex(o.g), 12, '0')),
             o.shop_id, a.id,
             case when o.h % 5 = 0 then 2 else 1 end,
             st.status, case st.status when 3 then 2 when 5 then 3 when 2 then 1 else 0 end,
             case when st.status in (2, 3, 5) then (array['alipay','wechat','sandbox','appstore'])[1 + o.h % 4] end,
             'CNY', 30000 * (1 + o.h % 3), case when st.status in (3, 5) then 30000 * (1 + o.h % 3) else 0 end,
             1 + o.h % 3, 30000, 1, o.created_at,
             case when st.status in (3, 5) then o.created_at + interval '3 minutes' end,
             case when st.status = 4 then o.created_at + interval '30 minutes' end,
             case when st.status = 5 then o.created_at + interval '2 days' end,
             o.created_at + interval '30 minutes'
      from o
      join accounts a on a.shop_id = o.shop_id and a.kind = 'owner'
      cross join lateral (select case when o.h < 80 then 3 when o.h < 92 then 4 when o.h < 96 then 5 else 1 end as status) st`);
    log(`orders: ${Math.min(from + CHUNK, ORDERS).toLocaleString('en-US')} / ${ORDERS.toLocaleString('en-US')}`);
  }
  log('building the orders indexes');
  await db.execute(sql`create unique index orders_order_no_uq on orders (order_no)`);
  await db.execute(
    sql`create index orders_shop_created_idx on orders (shop_id, created_at, id, order_status, pay_status, order_type, pay_method)`,
  );
  await db.execute(sql`create index orders_created_idx on orders (created_at, id)`);
  await db.execute(sql`vacuum (analyze) orders`);
  await db.execute(sql`analyze shops`);
  await db.execute(sql`analyze accounts`);
  return Math.round(performance.now() - t0);
}

async function capturedSql(pool: pg.Pool, shopId: number | null, body: TOrderQueryRequest) {
  const captured = await captureSql(pool, async (db) => {
    await orderRepository.page(db, shopId, body, { page: 1, pageSize: 20 });
  });
  if (captured.length !== 2) throw new Error(`expected 2 statements, saw ${captured.length}`);
  return { page: captured[0]!, count: captured[1]! };
}

export async function benchOrders10m(opts: BenchOptions): Promise<Result> {
  const bench = await openListBench(opts, 'orders');
  const { log, connections, durationS, warmupS, poolSize, startedAt, database, barePool, dataDir, cleanups } = bench;
  const loadavgAtStart = loadavgNow();
  try {
    await seedDemo(database.db);
    const generateMs = await generate(database.db, log);
    const [store] = await selectRows<{ id: number; user_name: string }>(
      database.db,
      sql`select s.id, a.user_name from shops s join accounts a on a.shop_id = s.id and a.kind = 'owner'
          where s.name = ${`${STORE_PREFIX}500`}`,
    );
    const [info] = await selectRows<{ v: string }>(database.db, sql`select current_setting('server_version') as v`);
    const storeApi = await startSignedInApi(database, {
      databaseUrl: opts.databaseUrl,
      poolSize,
      dataDir,
      who: { userName: store!.user_name, password: DEMO_ACCOUNTS.demoshop.password },
    });
    cleanups.unshift(() => storeApi.close());
    const platformApi = await startSignedInApi(database, {
      databaseUrl: opts.databaseUrl,
      poolSize,
      dataDir,
      who: DEMO_ACCOUNTS.platform,
    });
    cleanups.unshift(() => platformApi.close());

    const month = new Date(Date.now() - 90 * 86_400_000);
    const monthFrom = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1)).toISOString().slice(0, 10);
    const monthTo = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
    const scenarios: { name: string; who: 'store' | 'platform'; body: TOrderQueryRequest }[] = [
      { name: 'one store, newest first', who: 'store', body: {} },
      { name: 'one store, paid', who: 'store', body: { orderStatus: 3 } },
      {
        name: `one store, ${monthFrom.slice(0, 7)}`,
        who: 'store',
        body: { createdFrom: monthFrom, createdTo: monthTo },
      },
      { name: 'platform, every store', who: 'platform', body: {} },
    ];
    const plans: Result['plans'] = [];
    const results: ScenarioResult[] = [];
    for (const sc of scenarios) {
      const shopId = sc.who === 'store' ? store!.id : null;
      const api = sc.who === 'store' ? storeApi : platformApi;
      const stmts = await capturedSql(barePool, shopId, sc.body);
      plans.push({
        scenario: sc.name,
        page: await explain(barePool, stmts.page),
        count: await explain(barePool, stmts.count),
      });
      const body = JSON.stringify(sc.body);
      const apiUrl = `${api.url}/api/userOrder/query/1/20`;
      const { total } = await firstPage(apiUrl, api.token, body, 20);
      log(`${sc.name}: ${total} matches; warm-up ${warmupS} s, then API and bare pg in turns (3 rounds)`);
      const { api: apiLoad, barePg } = await loadApiAndBare(
        { apiUrl, token: api.token, body, connections, warmupS, durationS },
        barePageAndCount(barePool, stmts),
        log,
      );
      results.push({ name: sc.name, who: sc.who, body: sc.body, matches: total, api: apiLoad, barePg });
    }
    const result: Result = {
      name: 'orders-10m',
      startedAt,
      stores: STORES,
      orders: ORDERS,
      generateMs,
      ...listRunInfo(bench, info?.v, loadavgAtStart),
      plans,
      scenarios: results,
    };
    writeResult(result, 'orders-10m', startedAt, opts.outDir);
    return result;
  } finally {
    await bench.close();
  }
}

export function printOrders10m(r: Result) {
  console.log(
    `\nPOST /api/userOrder/query/1/20, ${r.orders.toLocaleString('en-US')} orders over ${r.stores} stores ` +
      `(PostgreSQL ${r.postgres}, ${r.connections} connections, ${r.durationS} s, pool ${r.poolSize}; ${machineNote(r.machine)})`,
  );
  printApiAndBare(r.scenarios, 52);
  for (const p of r.plans)
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS), ${p.scenario}: page\n${p.page}\ncount\n${p.count}`);
  if (r.file) console.log(`written: ${path.relative(ROOT, r.file)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runOnItsOwn('skin_bench_orders', async (databaseUrl) => {
    printOrders10m(await benchOrders10m({ databaseUrl }));
    return 0;
  });
}
