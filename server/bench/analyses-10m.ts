// The analyses at scale (issue 23), on PostgreSQL: `analyses` rows (default 10,000,000) over 2,000 stores for a
// year: 200 busy stores (weight 30, about 75 a day each at 10M), 800 medium (weight 5) and 1,000 quiet (weight 1),
// 1-5 devices each, an app account per device and a viewer per store, 1-4 symptoms of 12 per analysis at degrees
// 1-3. Loaded with `INSERT ... SELECT generate_series` with the triggers off and the secondary indexes built after,
// the symptom rows from the analyses' jsonb, then every aggregate counted by the product's own `rebuildStats()`.
// Then over HTTP (the real server in its own process):
//   - `POST /api/data/overview` for one busy store (its owner) and the platform (every store), several ranges and
//     groupings, `connections` loops: p50/p95/p99, next to the same analyses figures scanned from the rows in the
//     same run (one statement, bucketed as the API buckets them; its count in the range checked equal to the API's)
//     and, for the store, its customers' figures (`customerFigures`' statements: a store's are counted from its
//     rows either way), at as many loops as the API; the platform's scan (seconds each) at 4;
//   - `POST /api/analysis/query/{page}/20` as the busy store's owner, with each filter, page 1 and a deep page;
//   - the tables' rows and bytes, and the aggregate rows of the analyses' metrics against the rows they count
//     (analyses + analysis_symptoms), overall and per kind of store; with the order metrics of `skin_bench_data`
//     (server/bench/data-10m.ts) by level when that database is in the same cluster.
//
//   PG_FAST=0 bash scripts/with-postgres.sh npx tsx server/bench/analyses-10m.ts [--analyses 2000000]
//   BENCH_DATABASE_URL=postgres://... npx tsx server/bench/analyses-10m.ts   (keeps skin_bench_analyses for a rerun)
//   BENCH_ANALYSES_DB=skin_bench_customers ...   (the customers bench's database: the same stores and analyses)
//
// or `benchAnalyses10m({ databaseUrl })` from server/bench/run.ts (`npm run bench`; BENCH_ANALYSES=N sets the count).
import fs from 'node:fs';
import os from 'node:os';
import { setTimeout } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import {
  addDays,
  CUSTOMER_CODE_ALPHABET,
  CUSTOMER_CODE_LENGTH,
  localDate,
  presetRange,
  previousRange,
  rangeInstants,
  type TAnalysisQueryRequest,
  type TDataRequest,
} from '@skin/contract';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { hashPassword } from '../src/lib/crypto.js';
import { dataRepository, rebuildStats } from '../src/modules/data/repository.js';
import { spansOf } from '../src/modules/data/units.js';
import { DEMO_ACCOUNTS, seedDemo } from '../src/seed/seed.js';
import {
  type BenchOptions,
  benchStoresPresent,
  captureSql,
  dropIndexes,
  loadLoop,
  ownDatabase,
  type Percentiles,
  round,
  SCAN_SESSION,
  spawnBenchServer,
  withTriggersOff,
  writeResult,
} from './common.js';

export const ANALYSES = 10_000_000;
export const STORES = 2_000;
const CHUNK = 500_000;
export const PREFIX = 'Analyses bench store ';
/** The password of every bench store's owner (`anbench<shop id>`). */
export const OWNER_PASSWORD = 'Anbench#2026pass';
const TIME_ZONE = 'Asia/Shanghai';
const KEYS = [
  'acne',
  'pores',
  'spots',
  'wrinkles',
  'redness',
  'oil',
  'dryness',
  'darkCircles',
  'blackheads',
  'sensitivity',
  'texture',
  'pigment',
];
/** Store g (1-based) is busy when g <= 200, medium when g <= 1000, else quiet; weights 30, 5, 1. */
const TIER_SQL = `case when g <= 200 then 30 when g <= 1000 then 5 else 1 end`;
const ANALYSIS_METRICS = `('analyses', 'anDevices', 'symptoms')`;
const ORDER_METRICS = `('orders', 'paid', 'refunds')`;

interface Sized {
  table: string;
  rows: number;
  bytes: number;
}
export interface Result {
  name: 'analyses-10m';
  startedAt: string;
  analyses: number;
  stores: number;
  postgres: string;
  generateMs: number | null;
  rebuildMs: number | null;
  connections: number;
  machine: { cpus: number; loadavgAtStart: number[]; loadavgAtEnd: number[] };
  overview: {
    who: 'store' | 'platform';
    range: string;
    body: TDataRequest;
    /** one request at a time: what a request costs without queueing */
    alone: Percentiles;
    api: Percentiles;
    fullScan: Percentiles;
    apiCount: number;
    scanCount: number;
    /** the platform: how long the instance's job took to count every store's customer figures of the range */
    customerCountMs: number | null;
  }[];
  list: { filter: string; page: number; total: number; api: Percentiles }[];
  sizes: Sized[];
  aggregates: {
    /** aggregate rows of the analyses' metrics, all stores and the platform's copy */
    statsRows: number;
    storeRows: number;
    platformRows: number;
    /** analyses + analysis_symptoms */
    counted: number;
    ratio: number;
    byTier: { tier: string; stores: number; analyses: number; counted: number; statsRows: number; ratio: number }[];
    byMetric: { metric: string; rows: number }[];
  };
  orders: { orders: number; statsRows: number; byLevel: { level: string; metric: string; rows: number }[] } | null;
  file?: string;
}

const log0 = (m: string) => console.error(`[analyses-10m] ${m}`);

/**
 * Stores, owners, devices, accounts, analyses and their symptom rows, triggers off, unless present. With `customers`
 * (server/bench/customers-1m.ts), that many customers over the stores by the same weights first, and 9 analyses in
 * 10 made for one of her store's (her visits, first and latest visit counted from them).
 */
export async function generate(
  pool: pg.Pool,
  total: number,
  log: (m: string) => void,
  customers = 0,
): Promise<number | null> {
  if (await benchStoresPresent(pool, PREFIX, STORES, log)) return null;
  const t0 = performance.now();
  await withTriggersOff(pool, async (c) => {
    const hash = await hashPassword(OWNER_PASSWORD);
    await c.query(
      `insert into shops (name, contact, mobile, status, cloud_expire_time, created_at)
       select $1 || g, 'Contact ' || g, '86 1391' || lpad(g::text, 7, '0'), 1, now() + interval '400 days',
              now() - interval '400 days' from generate_series(1, ${STORES}) g`,
      [PREFIX],
    );
    await c.query(
      `insert into accounts (shop_id, kind, user_name, mobile, password_hash)
       select id, 'owner', 'anbench' || id, mobile, $2 from shops where name like $1`,
      [`${PREFIX}%`, hash],
    );
    // A table of the bench's stores: number g, id, devices (1-5), weight, and the first slot of its weight.
    await c.query(`drop table if exists bench_an_stores`);
    await c.query(
      `create table bench_an_stores as
       select g, id, 1 + (g * 7) % 5 as devices, w, (sum(w) over (order by g) - w)::int as slot
       from (select substr(name, ${PREFIX.length + 1})::int as g, id from shops where name like $1) s,
            lateral (select ${TIER_SQL} as w) t`,
      [`${PREFIX}%`],
    );
    await c.query(
      `insert into shop_devices (shop_id, device_no, device_name, created_at)
       select s.id, 'AN-' || s.g || '-' || k, 'Analyser ' || k, now() - interval '400 days'
       from bench_an_stores s, generate_series(1, s.devices) k`,
    );
    // One working account per device (bound to it) and one viewer per store (k = 0).
    await c.query(
      `insert into app_users (shop_id, user_type, user_name, mobile, status, device_no, permanent, created_at, updated_at)
       select s.id, case when k = 0 then 2 else 1 end, 'anu' || s.g || 'x' || k, '86 3' || lpad((s.g * 10 + k)::text, 10, '0'), 1,
              case when k > 0 then 'AN-' || s.g || '-' || k end, true, now() - interval '400 days', now()
       from bench_an_stores s, generate_series(0, s.devices) k`,
    );
    await c.query(`create index on bench_an_stores (slot)`);
    await c.query(`analyze bench_an_stores`);
    const { rows: w } = await c.query(`select sum(w)::int as w from bench_an_stores`);
    const weights = w[0].w as number;
    const customerIndexes = await dropIndexes(c, ['customers', 'customer_consents']);
    customerIndexes.push(...(await dropIndexes(c, ['analyses'], ['analyses_customer_time_idx'])));
    const customerOf = customers > 0 ? await generateCustomers(c, customers, log) : null;
    // Every other index of the analyses and their symptom rows, built again after the load as the migrations
    // define them.
    const analysisIndexes = await dropIndexes(c, ['analyses', 'analysis_symptoms']);
    const keys = `array[${KEYS.map((k) => `'${k}'`).join(',')}]`;
    for (let from = 0; from < total; from += CHUNK) {
      const to = Math.min(from + CHUNK, total) - 1;
      // g: analysis number, newest last over 365 days; its store by a hash over the weights; its device, account
      // (a tenth by the viewer), 1-4 distinct symptoms (offset + 5j mod 12) at hashed degrees.
      await c.query(`
        with a as (
          select g, now() - ((${total}::bigint - g) * (interval '365 days' / ${total})) as at,
                 (hashint8(g) & 2147483647) as h, (hashint8(g + 7919) & 2147483647) as h2
          from generate_series(${from}::bigint, ${to}::bigint) g),
        b as (
          select a.*, s.id as shop_id, s.g as sg, 1 + h2 % s.devices as dev, h % 10 = 0 as viewer${customerOf ? ', s.lo as clo, s.n as cn' : ''}
          from a join lateral (select * from bench_an_stores s where s.slot <= a.h % ${weights} order by s.slot desc limit 1) s on true)
        insert into analyses (shop_id, client_id, user_id, user_type, device_no, analysed_at, analysed_day, recorded_at,
                              image_count, symptoms, images${customerOf ? ', customer_id' : ''})
        select b.shop_id, gen_random_uuid(), u.id, u.user_type, 'AN-' || b.sg || '-' || b.dev, b.at,
               (b.at at time zone '${TIME_ZONE}')::date, b.at + interval '2 seconds', 0,
               (select jsonb_agg(jsonb_build_object('k', (${keys})[1 + ((h2 >> 8) % 12 + j * 5) % 12], 'd', 1 + ((h >> (4 + j * 2)) % 3)) order by j)
                  from generate_series(0, (h >> 20) % 4) j),
               '[]'::jsonb${customerOf ? `, ${customerOf}` : ''}
        from b join app_users u on u.user_name = 'anu' || b.sg || 'x' || case when b.viewer then 0 else b.dev end`);
      log(`analyses ${(to + 1).toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`);
    }
    const { rows: ids } = await c.query(`select min(id)::bigint as lo, max(id)::bigint as hi from analyses`);
    const lo = Number(ids[0].lo);
    const hi = Number(ids[0].hi);
    for (let from = lo; from <= hi; from += CHUNK) {
      await c.query(`
        insert into analysis_symptoms (analysis_id, shop_id, symptom_key, degree, analysed_at)
        select a.id, a.shop_id, s.v ->> 'k', (s.v ->> 'd')::smallint, a.analysed_at
        from analyses a cross join jsonb_array_elements(a.symptoms) s(v)
        where a.id between ${from} and ${Math.min(from + CHUNK, hi + 1) - 1}`);
    }
    if (customerOf) {
      log("counting the customers' visits from their analyses");
      await c.query(`
        update customers c set visits = x.n, first_visit_at = x.lo, last_visit_at = x.hi
        from (select customer_id, count(*)::int as n, min(analysed_at) as lo, max(analysed_at) as hi
              from analyses where customer_id is not null group by 1) x
        where c.id = x.customer_id`);
    }
    log('symptom rows written; building the indexes');
    for (const def of customerIndexes) await c.query(def);
    await c.query(`set maintenance_work_mem = '256MB'`);
    for (const def of analysisIndexes) await c.query(def);
  });
  for (const t of [
    'analyses',
    'analysis_symptoms',
    'app_users',
    'shop_devices',
    'shops',
    'accounts',
    'customers',
    'customer_consents',
  ])
    await pool.query(`vacuum (analyze) ${t}`);
  return Math.round(performance.now() - t0);
}

/**
 * `customers` customers over the bench's stores by their weights (ids consecutive within a store), a consent for
 * 8 in 10; answers the SQL of an analysis's customer (null for 1 in 10) over the columns of `generate`'s `b`.
 */
async function generateCustomers(c: pg.PoolClient, customers: number, log: (m: string) => void) {
  // Customer number k of [k0, k0 + n) belongs to the store: its share of `customers` by its weight, store 1 (the
  // benches' busiest) 4 times its weight: a flagship with about 10,800 customers at 1,000,000 (a list page 500).
  await c.query(`alter table bench_an_stores add cw int, add k0 bigint, add n int, add lo bigint`);
  await c.query(`update bench_an_stores set cw = case when g = 1 then 4 * w else w end`);
  await c.query(`
    with x as (select id, sum(cw) over (order by g) - cw as cs, cw, sum(cw) over () as total from bench_an_stores)
    update bench_an_stores s set k0 = ${customers}::bigint * x.cs / x.total,
           n = (${customers}::bigint * (x.cs + x.cw) / x.total - ${customers}::bigint * x.cs / x.total)::int
    from x where x.id = s.id`);
  const code = `(select string_agg(substr('${CUSTOMER_CODE_ALPHABET}', 1 + ((k * 387420489 % 1073741824) >> (5 * i))::int & 31, 1), '' order by i desc) from generate_series(0, ${CUSTOMER_CODE_LENGTH - 1}) i)`;
  const surnames = `(array['Wang','Li','Zhang','Liu','Chen','Yang','Huang','Zhao','Wu','Zhou'])`;
  const given = `(array['Mei','Fang','Lan','Jing','Xiu','Hui','Yan','Ling','Na','Ying','Xia','Qing'])`;
  await c.query(`
    insert into customers (shop_id, client_id, code, name, phone, gender, birth_year, created_at, updated_at)
    select s.id, gen_random_uuid(), ${code}, ${surnames}[1 + k % 10] || ' ' || ${given}[1 + (k / 10) % 12],
           '86 13' || lpad(k::text, 9, '0'), case when k % 7 = 0 then 'male' else 'female' end, 1950 + (k % 55)::int,
           now() - interval '400 days', now() - interval '400 days'
    from bench_an_stores s, generate_series(s.k0, s.k0 + s.n - 1) k order by k`);
  await c.query(`
    update bench_an_stores s set lo = x.lo from (
      select shop_id, min(id) as lo, max(id) - min(id) + 1 as span, count(*) as n from customers group by 1) x
    where x.shop_id = s.id and x.span = x.n and x.n = s.n`);
  const { rows: bad } = await c.query(`select count(*)::int as n from bench_an_stores where n > 0 and lo is null`);
  if (bad[0].n) throw new Error(`${bad[0].n} stores' customers are not numbered one after the other`);
  await c.query(`
    insert into customer_consents (shop_id, customer_id, version, language, accepted_at, photos, contact, recorded_at)
    select shop_id, id, '2026-01', 'zh-CN', created_at, id % 10 < 6, id % 3 > 0, created_at
    from customers where id % 10 < 8 order by id`);
  log(`${customers.toLocaleString('en-US')} customers and their consents written`);
  return `case when b.cn > 0 and (b.h2 >> 12) % 10 <> 0 then b.clo + (hashint8(b.g + 104729) & 2147483647) % b.cn end`;
}

/**
 * The analyses' figures of data/overview from the rows: per bucket (the previous period, then the trend's) the
 * analyses by account type, by device (a store's only) and the symptoms by key and degree, by `analysed_day` as
 * the aggregates count them. What the screen's analyses part would cost without the aggregates.
 */
function scanStatement(q: TDataRequest, shopId: number | null) {
  const spans = spansOf({ from: q.from, to: q.to }, q.grouping, 'UTC');
  const prev = rangeInstants(previousRange({ from: q.from, to: q.to }), 'UTC');
  const bounds = [prev.start, ...spans.map((s) => new Date(s.start)), new Date(spans.at(-1)!.end)].map((d) =>
    d.toISOString().slice(0, 10),
  );
  const store = shopId === null ? '' : `and a.shop_id = ${Number(shopId)}`;
  const where = `a.analysed_day >= $2::date and a.analysed_day < $3::date ${store}`;
  const b = `width_bucket(a.analysed_day, $1::date[])`;
  const text = `
    select bucket, metric, key, count(*)::int as n from (
      select ${b} as bucket, 'analyses' as metric, a.user_type::text as key from analyses a where ${where}
      ${shopId === null ? '' : `union all select ${b}, 'anDevices', a.device_no from analyses a where ${where}`}
      union all
      select ${b}, 'symptoms', (s.v ->> 'k') || '|' || (s.v ->> 'd')
        from analyses a cross join jsonb_array_elements(a.symptoms) s(v) where ${where}
    ) x group by 1, 2, 3`;
  return { text, values: [bounds, bounds[0], bounds.at(-1)], trendBuckets: spans.length };
}

export async function benchAnalyses10m(opts: BenchOptions & { analyses?: number }): Promise<Result> {
  const log = opts.log ?? log0;
  const total = opts.analyses ?? ANALYSES;
  const connections = opts.connections ?? 10;
  const durationS = opts.durationS ?? 5;
  const warmupS = opts.warmupS ?? 1;
  const startedAt = new Date().toISOString();
  const loadavgAtStart = os.loadavg().map(round);

  const databaseUrl = await ownDatabase(opts.databaseUrl, process.env.BENCH_ANALYSES_DB || 'skin_bench_analyses');
  const database = await openDatabase({ databaseUrl, dataDir: os.tmpdir(), poolSize: 4 });
  await seedDemo(database.db);
  // The scans run as the server runs an overview's reads (dataRepository.read): no JIT, 32 MB to sort and hash in.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections, options: SCAN_SESSION });
  const version = (await pool.query('show server_version')).rows[0].server_version as string;

  const generateMs = await generate(pool, total, log);
  let rebuildMs: number | null = null;
  const counted = (await pool.query(`select exists (select 1 from stats where metric = 'analyses') as any`)).rows[0]
    .any;
  if (generateMs !== null || !counted) {
    log('counting the aggregates from every row (rebuildStats)');
    const t = performance.now();
    await rebuildStats(database.db);
    rebuildMs = Math.round(performance.now() - t);
    await pool.query('vacuum (analyze) stats');
    log(`rebuildStats ${rebuildMs} ms`);
  }
  await database.close();
  const analyses = Number((await pool.query(`select count(*) as n from analyses`)).rows[0].n);

  const { dataDir, server, signIn } = await spawnBenchServer(databaseUrl, 'an', { serveWeb: false });
  const post = async (token: string, route: string, body: unknown) => {
    const res = await fetch(`${server.url}/api/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return res.status === 200 ? (JSON.parse(text) as { datas: Record<string, unknown> }).datas : null;
  };

  const result: Result = {
    name: 'analyses-10m',
    startedAt,
    analyses,
    stores: STORES,
    postgres: version,
    generateMs,
    rebuildMs,
    connections,
    machine: { cpus: os.cpus().length, loadavgAtStart, loadavgAtEnd: [] },
    overview: [],
    list: [],
    sizes: [],
    aggregates: {
      statsRows: 0,
      storeRows: 0,
      platformRows: 0,
      counted: 0,
      ratio: 0,
      byTier: [],
      byMetric: [],
    },
    orders: null,
  };
  try {
    // The busiest bench store (store 1 is busy) and its owner; the platform operator.
    const [busy] = (
      await pool.query(
        `select s.id, (select count(*) from analyses a where a.shop_id = s.id)::int as n from shops s where s.name = $1`,
        [`${PREFIX}1`],
      )
    ).rows;
    log(`busy store ${busy.id}: ${busy.n} analyses`);
    const who = {
      store: { token: await signIn(`anbench${busy.id}`, OWNER_PASSWORD), shopId: busy.id as number },
      platform: { token: await signIn(DEMO_ACCOUNTS.platform.userName, DEMO_ACCOUNTS.platform.password), shopId: null },
    };
    const today = localDate(new Date(), TIME_ZONE);
    const ranges: { range: string; body: TDataRequest }[] = [
      { range: '12 months by month', body: { ...presetRange('12m', today), grouping: 'month', timeZone: TIME_ZONE } },
      {
        range: '26 weeks by week',
        body: { from: addDays(today, -181), to: today, grouping: 'week', timeZone: TIME_ZONE },
      },
      { range: '30 days by day', body: { ...presetRange('30d', today), grouping: 'day', timeZone: TIME_ZONE } },
      // A range starting and ending mid-month: its edges are read from days.
      {
        range: '2025-12-17..2026-05-09 by month',
        body: { from: '2025-12-17', to: '2026-05-09', grouping: 'month', timeZone: TIME_ZONE },
      },
    ];
    for (const kind of ['store', 'platform'] as const) {
      const w = who[kind];
      for (const r of ranges) {
        const call = () => post(w.token, 'data/overview', r.body);
        let first = await call();
        if (!first) throw new Error(`data/overview answered an error for the ${kind} (${r.range})`);
        // Every store's visitors and outcomes are counted by the server's job: measured once it ended.
        const countStart = performance.now();
        let customerCountMs: number | null = null;
        while ((first?.customers as { counting: unknown } | undefined)?.counting) {
          await setTimeout(1_000);
          first = await call();
          customerCountMs = Math.round(performance.now() - countStart);
        }
        if (!first) throw new Error(`data/overview answered an error for the ${kind} (${r.range})`);
        const apiCount = Number((first.analyses as { count: number }).count);
        await loadLoop(async () => (await call()) !== null, connections, warmupS);
        const alone = await loadLoop(async () => (await call()) !== null, 1, Math.max(2, durationS / 2));
        const api = await loadLoop(async () => (await call()) !== null, connections, durationS);
        const stmt = scanStatement(r.body, w.shopId);
        // A store's customers' figures (visitors, outcomes) from its rows: the statements the server runs for them.
        const customerStmts =
          w.shopId === null
            ? []
            : await captureSql(pool, (db) =>
                dataRepository.customerFigures(
                  db,
                  w.shopId,
                  { from: r.body.from, to: r.body.to },
                  previousRange({ from: r.body.from, to: r.body.to }),
                ),
              );
        // One after the other, as the server runs an overview's statements.
        const scanAll = async () => {
          await pool.query(stmt);
          for (const c of customerStmts) await pool.query(c.text, c.params);
        };
        const scanned = await pool.query<{ bucket: number; metric: string; n: number }>(stmt);
        const scanCount = scanned.rows
          .filter((x) => x.metric === 'analyses' && x.bucket >= 2 && x.bucket <= stmt.trendBuckets + 1)
          .reduce((t, x) => t + x.n, 0);
        // The scan costs seconds at the platform: a few of them are enough for a p95.
        const fullScan = await loadLoop(
          async () => {
            await scanAll();
            return true;
          },
          kind === 'platform' ? Math.min(connections, 4) : connections,
          durationS,
          kind === 'platform' ? 4 : connections * 4,
        );
        log(
          `${kind} ${r.range}: customers counted in ${customerCountMs ?? '-'} ms | alone p50 ${alone.p50} ms | API p50 ${api.p50} p95 ${api.p95} ms (${api.rps} req/s) | scan p50 ${fullScan.p50} p95 ${fullScan.p95} ms | count API ${apiCount} scan ${scanCount}`,
        );
        result.overview.push({
          who: kind,
          range: r.range,
          body: r.body,
          alone,
          api,
          fullScan,
          apiCount,
          scanCount,
          customerCountMs,
        });
      }
    }

    // The console's list, each filter, page 1 and a deep page (20 a page).
    const [sample] = (
      await pool.query(
        `select device_no, user_id from analyses where shop_id = $1 and user_type = 1 order by id desc limit 1`,
        [busy.id],
      )
    ).rows;
    const filters: { filter: string; body: Partial<TAnalysisQueryRequest> }[] = [
      { filter: 'none', body: {} },
      { filter: `device ${sample.device_no}`, body: { deviceNo: sample.device_no } },
      { filter: 'account', body: { userId: sample.user_id } },
      { filter: 'symptom acne', body: { symptomKey: 'acne' } },
      { filter: 'degree 3', body: { degree: 3 } },
      { filter: 'symptom acne, degree 3', body: { symptomKey: 'acne', degree: 3 } },
      { filter: 'one month', body: { from: addDays(today, -60), to: addDays(today, -31) } },
    ];
    for (const f of filters) {
      const first = await post(who.store.token, 'analysis/query/1/20', f.body);
      if (!first) throw new Error(`analysis/query answered an error (${f.filter})`);
      const totalRows = Number(first.total);
      const deep = Math.max(1, Math.min(500, Math.floor(totalRows / 20)));
      for (const page of deep > 1 ? [1, deep] : [1]) {
        const api = await loadLoop(
          async () => (await post(who.store.token, `analysis/query/${page}/20`, f.body)) !== null,
          4,
          Math.max(2, durationS / 2),
        );
        log(`list ${f.filter} page ${page} (${totalRows} rows): p50 ${api.p50} p95 ${api.p95} ms`);
        result.list.push({ filter: f.filter, page, total: totalRows, api });
      }
    }

    // Sizes and the aggregates' share.
    for (const t of ['analyses', 'analysis_symptoms', 'stats', 'orders']) {
      const { rows } = await pool.query(
        `select (select count(*) from ${t})::bigint as n, pg_total_relation_size('${t}') as bytes`,
      );
      result.sizes.push({ table: t, rows: Number(rows[0].n), bytes: Number(rows[0].bytes) });
    }
    const { rows: agg } = await pool.query(
      `select count(*) filter (where shop_id <> 0)::bigint as store, count(*) filter (where shop_id = 0)::bigint as platform
       from stats where metric in ${ANALYSIS_METRICS}`,
    );
    const counted = result.sizes[0]!.rows + result.sizes[1]!.rows;
    const storeRows = Number(agg[0].store);
    const platformRows = Number(agg[0].platform);
    const { rows: tiers } = await pool.query(`
      with t as (select id, case when w = 30 then 'busy' when w = 5 then 'medium' else 'quiet' end as tier from bench_an_stores),
      a as (select shop_id, count(*) as n, sum(jsonb_array_length(symptoms)) as s from analyses group by 1),
      st as (select shop_id, count(*) as n from stats where metric in ${ANALYSIS_METRICS} and shop_id <> 0 group by 1)
      select t.tier, count(*)::int as stores, coalesce(sum(a.n), 0)::bigint as analyses,
             coalesce(sum(a.n + a.s), 0)::bigint as counted, coalesce(sum(st.n), 0)::bigint as stats
      from t left join a on a.shop_id = t.id left join st on st.shop_id = t.id group by 1 order by 1`);
    const { rows: metrics } = await pool.query(
      `select metric || case when shop_id = 0 then ' (platform)' else ' (stores)' end as metric, count(*)::bigint as n
       from stats where metric in ${ANALYSIS_METRICS} group by 1 order by 1`,
    );
    result.aggregates = {
      statsRows: storeRows + platformRows,
      storeRows,
      platformRows,
      counted,
      ratio: Math.round(((storeRows + platformRows) / counted) * 1000) / 1000,
      byTier: tiers.map((t) => ({
        tier: t.tier,
        stores: t.stores,
        analyses: Number(t.analyses),
        counted: Number(t.counted),
        statsRows: Number(t.stats),
        ratio: Math.round((Number(t.stats) / Math.max(1, Number(t.counted))) * 1000) / 1000,
      })),
      byMetric: metrics.map((m) => ({ metric: m.metric, rows: Number(m.n) })),
    };
    log(`aggregates ${JSON.stringify(result.aggregates)}`);
    result.orders = await orderAggregates(opts.databaseUrl);
  } finally {
    await server.stop();
    await pool.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  result.machine.loadavgAtEnd = os.loadavg().map(round);
  return writeResult(result, 'analyses-10m', startedAt, opts.outDir);
}

/** The order metrics' aggregate rows by level in server/bench/data-10m.ts's database (when there), with its orders. */
async function orderAggregates(adminUrl: string): Promise<Result['orders']> {
  const url = new URL(adminUrl);
  url.pathname = '/skin_bench_data';
  const c = new pg.Client({ connectionString: url.toString() });
  try {
    await c.connect();
  } catch (err) {
    if ((err as { code?: string }).code === '3D000') return null; // no such database: data-10m has not run here
    throw err;
  }
  try {
    const orders = Number((await c.query(`select count(*) as n from orders`)).rows[0].n);
    const { rows } = await c.query(`
      select case when shop_id = 0 then 'platform ' else 'store ' end ||
             case when level = 0 then 'quarter hours' when level = 1 then 'days' when level = 2 then 'months'
                  when level = 3 then 'weeks' when level = 4 then 'hours' when level between 88 and 114 then 'local days'
                  else 'local months' end as level, metric, count(*)::bigint as n
      from stats where metric in ${ORDER_METRICS} group by 1, 2 order by 3 desc`);
    const byLevel = rows.map((r) => ({ level: r.level, metric: r.metric, rows: Number(r.n) }));
    return { orders, statsRows: byLevel.reduce((t, r) => t + r.rows, 0), byLevel };
  } finally {
    await c.end();
  }
}

const mb = (b: number) => `${(b / 2 ** 20).toLocaleString('en-US', { maximumFractionDigits: 0 })} MiB`;

export function printAnalyses10m(r: Result) {
  const n = (x: number) => x.toLocaleString('en-US');
  console.log(
    `\nAnalyses at ${n(r.analyses)} rows over ${n(r.stores)} stores (PostgreSQL ${r.postgres}); generated ${r.generateMs === null ? '(present)' : `${n(Math.round(r.generateMs / 1000))} s`}, rebuildStats ${r.rebuildMs === null ? '-' : `${n(Math.round(r.rebuildMs / 1000))} s`}`,
  );
  console.log(
    `load average ${r.machine.loadavgAtStart.join(' ')} -> ${r.machine.loadavgAtEnd.join(' ')}, ${r.connections} connections`,
  );
  console.log(
    '| who | range | alone p50 | API p50 | API p95 | API p99 | API req/s | full scan p50 | full scan p95 | count API / scan | customers counted (ms) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const s of r.overview)
    console.log(
      `| ${s.who} | ${s.range} | ${s.alone.p50} | ${s.api.p50} | ${s.api.p95} | ${s.api.p99} | ${s.api.rps} | ${s.fullScan.p50} | ${s.fullScan.p95} | ${n(s.apiCount)} / ${n(s.scanCount)} | ${s.customerCountMs ?? '-'} |`,
    );
  console.log('| analysis/query filter | rows | page | p50 | p95 | req/s |');
  console.log('|---|---|---|---|---|---|');
  for (const l of r.list)
    console.log(`| ${l.filter} | ${n(l.total)} | ${l.page} | ${l.api.p50} | ${l.api.p95} | ${l.api.rps} |`);
  console.log('| table | rows | size |');
  console.log('|---|---|---|');
  for (const s of r.sizes) console.log(`| ${s.table} | ${n(s.rows)} | ${mb(s.bytes)} |`);
  const a = r.aggregates;
  console.log(
    `analyses' aggregate rows ${n(a.statsRows)} (stores ${n(a.storeRows)}, platform ${n(a.platformRows)}) for ${n(a.counted)} rows counted: ${a.ratio}`,
  );
  console.log('| stores | count | analyses | rows counted | aggregate rows | ratio |');
  console.log('|---|---|---|---|---|---|');
  for (const t of a.byTier)
    console.log(`| ${t.tier} | ${t.stores} | ${n(t.analyses)} | ${n(t.counted)} | ${n(t.statsRows)} | ${t.ratio} |`);
  for (const m of a.byMetric) console.log(`  ${m.metric}: ${n(m.rows)}`);
  if (r.orders) {
    console.log(`order metrics' aggregate rows ${n(r.orders.statsRows)} for ${n(r.orders.orders)} orders`);
    for (const l of r.orders.byLevel) console.log(`  ${l.level} ${l.metric}: ${n(l.rows)}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    console.error('set BENCH_DATABASE_URL, or run under scripts/with-postgres.sh');
    process.exit(2);
  }
  const i = process.argv.indexOf('--analyses');
  const r = await benchAnalyses10m({ databaseUrl, analyses: i > 0 ? Number(process.argv[i + 1]) : undefined });
  printAnalyses10m(r);
  // The goal: a p95 under 200 ms from the aggregates, with the scan's count.
  process.exit(r.overview.every((s) => s.api.p95 < 200 && s.apiCount === s.scanCount && s.api.errors === 0) ? 0 : 1);
}
