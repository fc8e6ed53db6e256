import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TAppUserQueryRequest } from '@skin/contract';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../src/db/client.js';
import * as schema from '../src/db/schema.js';
import { hashPassword } from '../src/lib/crypto.js';
import { selectRows } from '../src/lib/sql.js';
import { appUserRepository } from '../src/modules/user/repository.js';
import { toListFilter, toOrder } from '../src/modules/user/service.js';
import { ensureAccessCodes } from '../src/seed/seed.js';
import {
  type BenchOptions,
  captureSql,
  firstPage,
  type LoadStats,
  loadApiAndBare,
  openListBench,
  ROOT,
  startSignedInApi,
  writeResult,
} from './common.js';

export type { BenchOptions, LoadStats };

export const STORES = 1_000;
export const ACCOUNTS = 1_000_000;
const CHUNK = 200_000;
const STORE_PREFIX = 'Bench Store ';
/** The store owner the load signs in as (store number 1 of the generated ones). */
export const BENCH_OWNER = { userName: 'benchowner', password: 'Bench#Owner2026' };
export const BUDGET_P99_MS = 50;

export interface ScenarioResult {
  name: string;
  body: TAppUserQueryRequest;
  /** Rows the filter matches in the signed-in store. */
  matches: number;
  api: LoadStats;
  barePg: LoadStats;
  withinBudget: boolean;
}

export interface Result {
  name: 'users-1m';
  startedAt: string;
  stores: number;
  accounts: number;
  /** ms spent generating, or null when the data was already there */
  generateMs: number | null;
  connections: number;
  durationS: number;
  poolSize: number;
  budgetP99Ms: number;
  postgres: string;
  machine: { cpus: number; loadavg: number[] };
  scenarios: ScenarioResult[];
  /** the worst API p99 over the scenarios */
  p99Ms: number;
  withinBudget: boolean;
  file?: string;
}

/** Makes the stores, the accounts and the bench owner unless they are there already. */
async function generate(db: Db, log: (m: string) => void): Promise<number | null> {
  await ensureAccessCodes(db);
  const [have] = await selectRows<{ stores: number; accounts: number }>(
    db,
    sql`
      select (select count(*)::int from shops where name like ${`${STORE_PREFIX}%`}) as stores,
             (select count(*)::int from app_users u join shops s on s.id = u.shop_id
               where s.name like ${`${STORE_PREFIX}%`}) as accounts`,
  );
  if (have?.stores === STORES && have.accounts === ACCOUNTS) {
    log(`data present: ${STORES} stores, ${ACCOUNTS} accounts`);
    return null;
  }
  if ((have?.stores ?? 0) > 0) throw new Error('partial bench data in this database: use an empty one');
  const t0 = performance.now();
  // One transaction: an interrupted run leaves nothing half made.
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into shops (name, contact, mobile, status, vip_grade, upgrade_days, cloud_expire_time, oss_size, created_at)
      select ${STORE_PREFIX} || g, 'Contact ' || g, '65 8' || lpad(g::text, 7, '0'), 1, g % 3, (g * 37) % 365,
             now() + ((g * 13) % 400 - 30) * interval '1 day', (g::bigint * 7919) % 2000000000000,
             now() - (g % 700) * interval '1 day'
      from generate_series(1, ${STORES}::int) g`);
    // Each account goes to a store picked by a hash of its number: a store's rows are spread over
    // the whole table, as they are when many stores add accounts day after day, and its accounts
    // have every mix of type, status and expiry.
    for (let from = 0; from < ACCOUNTS; from += CHUNK) {
      const to = Math.min(from + CHUNK, ACCOUNTS) - 1;
      await tx.execute(sql`
        with s as (select array_agg(id order by id) as ids from shops where name like ${`${STORE_PREFIX}%`})
        insert into app_users (shop_id, user_type, user_name, mobile, password_hash, status, address, device_no,
                               permanent, expire_time, created_at, updated_at)
        select s.ids[1 + (hashint4(g)::bigint + 2147483648) % ${STORES}::int],
               case when g % 3 = 0 then 1 else 2 end,
               (array['li','wang','zhang','chen','tan','lee','ng','kim','sato','garcia'])[1 + g % 10]
                 || (array['mei','wei','jun','hui','min','yan','ling','kai','ren','xin'])[1 + (g / 10) % 10]
                 || g,
               '86 1' || lpad(g::text, 10, '0'),
               null,
               case when g % 10 = 0 then 0 else 1 end,
               'No. ' || (g % 500) || ' Bench Road',
               case when g % 4 = 0 then 'BENCH-' || (g % ${STORES}::int) || '-' || (g / ${STORES}::int) % 3 else null end,
               g % 20 = 0,
               case when g % 20 = 0 then null else now() + ((g::bigint * 7919) % 900 - 200) * interval '1 day' end,
               now() - ((g::bigint * 104729) % 1000) * interval '1 day' - (g % 86400) * interval '1 second',
               now()
        from s, generate_series(${from}::int, ${to}::int) g`);
      log(`accounts ${to + 1} / ${ACCOUNTS}`);
    }
    const [first] = await selectRows<{ id: number }>(
      tx as unknown as Db,
      sql`select id from shops where name = ${`${STORE_PREFIX}1`} order by id limit 1`,
    );
    await tx.insert(schema.accounts).values({
      shopId: first!.id,
      kind: 'owner',
      userName: BENCH_OWNER.userName,
      passwordHash: await hashPassword(BENCH_OWNER.password),
    });
  });
  await db.execute(sql`analyze shops`);
  // What autovacuum does soon after a bulk load: statistics and the visibility map.
  await db.execute(sql`vacuum (analyze) app_users`);
  return Math.round(performance.now() - t0);
}

/** The exact statement (text and parameters) the API issues for a page: the repository's own SQL. */
async function capturedSql(pool: pg.Pool, shopId: number, body: TAppUserQueryRequest) {
  const captured = await captureSql(pool, (db) =>
    appUserRepository.page(db, shopId, toListFilter(body), toOrder(body), 20, 0),
  );
  if (captured.length !== 1) throw new Error(`expected 1 statement, saw ${captured.length}`);
  return captured[0]!;
}

export async function benchUsers1m(opts: BenchOptions): Promise<Result> {
  const bench = await openListBench(opts, '1m');
  const { log, connections, durationS, warmupS, poolSize, startedAt, database, barePool, dataDir, cleanups } = bench;
  try {
    const generateMs = await generate(database.db, log);
    const [info] = await selectRows<{ v: string }>(database.db, sql`select current_setting('server_version') as v`);

    const api = await startSignedInApi(database, {
      databaseUrl: opts.databaseUrl,
      poolSize,
      dataDir,
      who: BENCH_OWNER,
    });
    cleanups.unshift(() => api.close());
    const { url: apiUrl, token } = api;
    const shopId = api.shopId!;

    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const scenarios: { name: string; body: TAppUserQueryRequest }[] = [
      {
        name: 'status + type + name contains, newest first',
        body: { status: 1, userType: 2, userName: 'wang' },
      },
      {
        name: 'expiry range, soonest first',
        body: { expireFrom: day(0), expireTo: day(90), sortField: 'expireTime', sortOrder: 'ascend' },
      },
    ];

    const results: ScenarioResult[] = [];
    for (const sc of scenarios) {
      const body = JSON.stringify(sc.body);
      const page = { datas: await firstPage(`${apiUrl}/api/user/query/1/20`, token, body) };
      const stmt = await capturedSql(barePool, shopId, sc.body);
      const bareRows = (await barePool.query(stmt.text, stmt.params)).rows as { total: string }[];
      if (bareRows.length !== page.datas.list.length || Number(bareRows[0]?.total ?? 0) !== page.datas.total) {
        throw new Error('the bare query does not answer what the API answers');
      }

      log(`${sc.name}: ${page.datas.total} matches; warm-up ${warmupS} s, then API and bare pg in turns (3 rounds)`);
      // Named like the API's statement, so both skip planning after the first call on a connection.
      const { api: apiLoad, barePg } = await loadApiAndBare(
        { apiUrl: `${apiUrl}/api/user/query/1/20`, token, body, connections, warmupS, durationS },
        async () => {
          const { rows: list } = await barePool.query({ name: 'bare_page', text: stmt.text, values: stmt.params });
          return { list, total: Number(list[0]?.total ?? 0) };
        },
        log,
      );
      results.push({
        name: sc.name,
        body: sc.body,
        matches: page.datas.total,
        api: apiLoad,
        barePg,
        withinBudget: apiLoad.p99 < BUDGET_P99_MS,
      });
    }

    const p99Ms = Math.max(...results.map((r) => r.api.p99));
    const result: Result = {
      name: 'users-1m',
      startedAt,
      stores: STORES,
      accounts: ACCOUNTS,
      generateMs,
      connections,
      durationS,
      poolSize,
      budgetP99Ms: BUDGET_P99_MS,
      postgres: info?.v ?? 'unknown',
      machine: { cpus: os.cpus().length, loadavg: os.loadavg().map((x) => Math.round(x * 100) / 100) },
      scenarios: results,
      p99Ms,
      withinBudget: p99Ms < BUDGET_P99_MS,
    };
    writeResult(result, 'users-1m', startedAt, opts.outDir);
    return result;
  } finally {
    await bench.close();
  }
}

function printTable(r: Result) {
  const rows = r.scenarios.flatMap((s) => [
    [`${s.name} - API`, s.api.p99, s.api.p50, s.api.rps, s.api.non2xx + s.api.errors],
    [`${s.name} - bare pg`, s.barePg.p99, s.barePg.p50, s.barePg.rps, s.barePg.non2xx + s.barePg.errors],
  ]);
  console.log(
    `\nPOST /api/user/query/1/20 over ${r.accounts.toLocaleString('en-US')} accounts in ${r.stores} stores ` +
      `(PostgreSQL ${r.postgres}, ${r.connections} connections, ${r.durationS} s, pool ${r.poolSize}, ${r.machine.cpus} CPUs)`,
  );
  console.log(
    `${'target'.padEnd(58)}${'p99 ms'.padStart(8)}${'p50 ms'.padStart(8)}${'req/s'.padStart(8)}${'errors'.padStart(8)}`,
  );
  for (const [name, p99, p50, rps, errs] of rows) {
    console.log(
      `${String(name).padEnd(58)}${String(p99).padStart(8)}${String(p50).padStart(8)}${String(rps).padStart(8)}${String(errs).padStart(8)}`,
    );
  }
  console.log(`budget p99 < ${r.budgetP99Ms} ms: ${r.withinBudget ? 'met' : 'NOT met'} (worst API p99 ${r.p99Ms} ms)`);
  if (r.file) console.log(`written: ${path.relative(ROOT, r.file)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) {
    console.error('BENCH_DATABASE_URL is not set (a PostgreSQL database; the data is generated once and kept)');
    process.exit(2);
  }
  benchUsers1m({ databaseUrl })
    .then((r) => {
      printTable(r);
      process.exit(r.withinBudget ? 0 : 1);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
