import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TProductQueryRequest } from '@skin/contract';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../src/db/client.js';
import * as schema from '../src/db/schema.js';
import { selectRows } from '../src/lib/sql.js';
import { productRepository } from '../src/modules/product/repository.js';
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

export const PRODUCTS = 10_000;
const EXTRA_KEYS = 24;
const NAME_PREFIX = 'Bench programme ';
/** The symptom the filtered scenario asks for (one of Demo Store's own labels, on about 1 in 9 programmes). */
export const FILTER_KEY = 'acne';
/** A symptom only 25 programmes name: the planner's other case (see the plans). */
export const RARE_KEY = 'bench-rare';
const INDEX = 'product_symptoms_shop_key_idx';

export interface ScenarioResult {
  name: string;
  body: TProductQueryRequest;
  matches: number;
  api: LoadStats;
  barePg: LoadStats;
}

export interface Result extends ListRunInfo {
  name: 'products-10k';
  startedAt: string;
  products: number;
  symptomKeys: number;
  symptomRows: number;
  generateMs: number | null;
  /** EXPLAIN (ANALYZE, BUFFERS) of the page and count as the API issues them, by scenario. */
  plans: { scenario: string; page: string; count: string; indexes: { page: string[]; count: string[] } }[];
  /** The symptom filter's count always, and its page where the symptom is rare, read product_symptoms_shop_key_idx. */
  usesIndex: boolean;
  scenarios: ScenarioResult[];
  file?: string;
}

/**
 * Demo Store gets 24 more symptom labels (30 keys), 10 programme types and 10,000 programmes added a minute
 * apart, each with 1-6 distinct symptoms and degrees, unless they are there already.
 */
async function generate(db: Db, shopId: number, log: (m: string) => void) {
  const [have] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products where shop_id = ${shopId} and name like ${`${NAME_PREFIX}%`}`,
  );
  if (have?.n === PRODUCTS) {
    log(`data present: ${PRODUCTS} programmes`);
    return null;
  }
  if ((have?.n ?? 0) > 0) throw new Error('partial bench data in this database: use an empty one');
  const t0 = performance.now();
  await db.transaction(async (tx) => {
    const [type] = await tx
      .insert(schema.symptomLabels)
      .values({
        shopId,
        language: 'en-US',
        name: 'Bench symptoms',
        mildColor: '#FADB14',
        moderateColor: '#FA8C16',
        severeColor: '#F5222D',
        sort: 99,
      })
      .returning({ id: schema.symptomLabels.id });
    await tx.execute(sql`
      insert into symptom_labels (shop_id, language, parent_id, name, symptom_key, mild_color, moderate_color, severe_color, sort)
      select ${shopId}, 'en-US', ${type!.id}, 'Bench symptom ' || g, 'bench-' || lpad(g::text, 2, '0'),
             '#FADB14', '#FA8C16', '#F5222D', g
      from generate_series(1, ${EXTRA_KEYS}::int) g`);
    await tx.execute(sql`
      insert into product_types (shop_id, name, sort)
      select ${shopId}, 'Bench type ' || g, 100 + g from generate_series(1, 10) g`);
    await tx.execute(sql`
      with t as (select array_agg(id order by id) as ids from product_types where shop_id = ${shopId} and name like 'Bench type %')
      insert into products (shop_id, type_id, name, image, link, advantages, created_at, updated_at)
      select ${shopId}, t.ids[1 + g % 10], ${NAME_PREFIX} || g,
             'shops/' || ${shopId} || '/images/bench-' || g || '.png',
             'https://example.com/programmes/' || g,
             'A programme of the bench: what it does and who it suits, a sentence or two as the app shows it.',
             now() - (${PRODUCTS}::int - g) * interval '1 minute', now()
      from t, generate_series(1, ${PRODUCTS}::int) g`);
    // 1-6 symptoms each: keys picked by a stride coprime with 30, so a product's keys are distinct.
    await tx.execute(sql`
      with k as (
        select array_agg(symptom_key order by symptom_key) as keys from (
          select distinct symptom_key from symptom_labels where shop_id = ${shopId} and symptom_key is not null) x)
      insert into product_symptoms (product_id, shop_id, symptom_key, degree, sort)
      select p.id, p.shop_id, k.keys[1 + (p.id * 7 + j * 11) % cardinality(k.keys)], 1 + (p.id + j) % 3, j
      from k, products p, generate_series(0, 5) j
      where p.shop_id = ${shopId} and p.name like ${`${NAME_PREFIX}%`}
        and j < 1 + (hashint4(p.id)::bigint + 2147483648) % 6`);
    await tx.execute(sql`
      insert into symptom_labels (shop_id, language, parent_id, name, symptom_key, mild_color, moderate_color, severe_color, sort)
      values (${shopId}, 'en-US', ${type!.id}, 'Bench rare symptom', ${RARE_KEY}, '#FADB14', '#FA8C16', '#F5222D', 99)`);
    await tx.execute(sql`
      insert into product_symptoms (product_id, shop_id, symptom_key, degree, sort)
      select p.id, p.shop_id, ${RARE_KEY}, 2, 6 from products p
      where p.shop_id = ${shopId} and p.name like ${`${NAME_PREFIX}%`} and p.id % 400 = 0
        and (select count(*) from product_symptoms s where s.product_id = p.id) < 6`);
  });
  // What autovacuum does soon after a bulk load: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum (analyze) products`);
  await db.execute(sql`vacuum (analyze) product_symptoms`);
  await db.execute(sql`analyze product_types`);
  return Math.round(performance.now() - t0);
}

/** The statements (text and parameters) the API issues for one page: the repository's own page and count. */
async function capturedSql(pool: pg.Pool, shopId: number, body: TProductQueryRequest) {
  const f = { symptomKey: body.symptomKey ?? undefined };
  const captured = await captureSql(pool, async (db) => {
    await productRepository.page(db, shopId, f, 20, 0);
    await productRepository.count(db, shopId, f);
  });
  if (captured.length !== 2) throw new Error(`expected 2 statements, saw ${captured.length}`);
  return { page: captured[0]!, count: captured[1]! };
}

export async function benchProducts10k(opts: BenchOptions): Promise<Result> {
  const bench = await openListBench(opts, 'products');
  const { log, connections, durationS, warmupS, poolSize, startedAt, database, barePool, dataDir, cleanups } = bench;
  const loadavgAtStart = loadavgNow();
  try {
    await seedDemo(database.db);
    const [demo] = await selectRows<{ id: number }>(
      database.db,
      sql`select id from shops where name = 'Demo Store' limit 1`,
    );
    const shopId = demo!.id;
    const generateMs = await generate(database.db, shopId, log);
    const [info] = await selectRows<{ v: string; keys: number; links: number }>(
      database.db,
      sql`select current_setting('server_version') as v,
            (select count(distinct symptom_key)::int from symptom_labels where shop_id = ${shopId}) as keys,
            (select count(*)::int from product_symptoms where shop_id = ${shopId}) as links`,
    );

    const api = await startSignedInApi(database, {
      databaseUrl: opts.databaseUrl,
      poolSize,
      dataDir,
      who: DEMO_ACCOUNTS.demoshop,
    });
    cleanups.unshift(() => api.close());
    const { url: apiUrl, token } = api;

    const scenarios: { name: string; body: TProductQueryRequest }[] = [
      { name: 'no filter, newest first', body: {} },
      { name: `symptom "${FILTER_KEY}", newest first`, body: { symptomKey: FILTER_KEY } },
      { name: `rare symptom "${RARE_KEY}", newest first`, body: { symptomKey: RARE_KEY } },
    ];
    const indexesOf = (plan: string) => [...new Set([...plan.matchAll(/using (\w+) on/g)].map((m) => m[1]!))];
    const plans: Result['plans'] = [];
    for (const sc of scenarios) {
      const stmts = await capturedSql(barePool, shopId, sc.body);
      const [page, count] = [await explain(barePool, stmts.page), await explain(barePool, stmts.count)];
      plans.push({ scenario: sc.name, page, count, indexes: { page: indexesOf(page), count: indexesOf(count) } });
    }
    const [, common, rare] = plans;
    const usesIndex =
      common!.indexes.count.includes(INDEX) &&
      rare!.indexes.count.includes(INDEX) &&
      rare!.indexes.page.includes(INDEX);
    log(`EXPLAIN: the symptom filter ${usesIndex ? 'uses' : 'does NOT use'} ${INDEX}`);

    const results: ScenarioResult[] = [];
    for (const sc of scenarios) {
      const body = JSON.stringify(sc.body);
      const url = `${apiUrl}/api/product/query/1/20`;
      const { total } = await firstPage(url, token, body, 20);
      const stmts = await capturedSql(barePool, shopId, sc.body);

      log(`${sc.name}: ${total} matches; warm-up ${warmupS} s, then API and bare pg in turns (3 rounds)`);
      const { api: apiLoad, barePg } = await loadApiAndBare(
        { apiUrl: url, token, body, connections, warmupS, durationS },
        barePageAndCount(barePool, stmts, true),
        log,
      );
      results.push({ name: sc.name, body: sc.body, matches: total, api: apiLoad, barePg });
    }

    const result: Result = {
      name: 'products-10k',
      startedAt,
      products: PRODUCTS,
      symptomKeys: info?.keys ?? 0,
      symptomRows: info?.links ?? 0,
      generateMs,
      ...listRunInfo(bench, info?.v, loadavgAtStart),
      plans,
      usesIndex,
      scenarios: results,
    };
    writeResult(result, 'products-10k', startedAt, opts.outDir);
    return result;
  } finally {
    await bench.close();
  }
}

export function printProducts10k(r: Result) {
  console.log(
    `\nPOST /api/product/query/1/20, Demo Store with ${r.products.toLocaleString('en-US')} programmes ` +
      `(${r.symptomRows.toLocaleString('en-US')} symptom links over ${r.symptomKeys} keys; PostgreSQL ${r.postgres}, ` +
      `${r.connections} connections, ${r.durationS} s, pool ${r.poolSize}; ${machineNote(r.machine)})`,
  );
  printApiAndBare(r.scenarios, 48, 9);
  for (const p of r.plans) {
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS), ${p.scenario}: page\n${p.page}\ncount\n${p.count}`);
  }
  console.log('\nindexes read (page | count):');
  for (const p of r.plans)
    console.log(`  ${p.scenario.padEnd(40)} ${p.indexes.page.join(', ')} | ${p.indexes.count.join(', ')}`);
  console.log(`${INDEX} used by the symptom filter: ${r.usesIndex ? 'yes' : 'NO'}`);
  if (r.file) console.log(`written: ${path.relative(ROOT, r.file)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runOnItsOwn('skin_bench_products', async (databaseUrl) => {
    const r = await benchProducts10k({ databaseUrl });
    printProducts10k(r);
    return r.usesIndex ? 0 : 1;
  });
}
