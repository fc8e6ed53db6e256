// The customers at scale (issue 41), on PostgreSQL: BENCH_CUSTOMERS customers (default 1,000,000: codes, phones
// `86 13xxxxxxxxx`, names, a consent for 8 in 10) over the 2,000 stores of server/bench/analyses-10m.ts, and
// BENCH_CUSTOMER_ANALYSES analyses (default 10,000,000), 9 in 10 made for one of her store's customers, her visits
// counted from them (its generator, `generate(..., customers)`; store 1, the busiest, a flagship with 4 times its
// share: about 10,800 customers). Then through the real server, signed in as its owner and as one of its working ends (`connections` at once, default 20), each next to the same
// statements over bare `pg` (captured from the repositories, never rewritten): p50, p99 and the p99 ratio for
//   - the console's list `customer/query/{page}/20`: page 1, page 500 (or the last), search by code, by whole phone, by a name part;
//   - the app's find `POST app/v1/customers/find` by code and phone (when the route exists) and its GET form by code;
//   - one customer's timeline: `customer/analyses/{id}/1/20` and `GET app/v1/customers/{id}/analyses`;
// and the app's add rate (`POST app/v1/customers`, a new clientId each) and find rate at 50 connections.
//
//   PG_FAST=0 scripts/with-postgres.sh npx tsx server/bench/customers-1m.ts
//   BENCH_CUSTOMERS=20000 BENCH_CUSTOMER_ANALYSES=200000 scripts/with-postgres.sh npx tsx server/bench/customers-1m.ts --quick
//
// or `benchCustomers1m({ databaseUrl })` from server/bench/run.ts (`npm run bench`; BENCH_SKIP_CUSTOMERS=1 skips it).
import { randomInt, randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CUSTOMER_FIND_MAX, type TCustomerQueryRequest } from '@skin/contract';
import type pg from 'pg';
import type { Db } from '../src/db/client.js';
import { hashPassword } from '../src/lib/crypto.js';
import { analysisRepository } from '../src/modules/analysis/repository.js';
import { customerRepository } from '../src/modules/customer/repository.js';
import { seedDemo } from '../src/seed/seed.js';
import { ANALYSES, generate, OWNER_PASSWORD, PREFIX, STORES } from './analyses-10m.js';
import {
  autocannon,
  type BenchOptions,
  captureSql,
  explain,
  type ListRunInfo,
  type LoadStats,
  listRunInfo,
  loadApiAndBare,
  loadavgNow,
  loadLoop,
  openListBench,
  type Percentiles,
  ROOT,
  runOnItsOwn,
  type Statement,
  startSignedInApi,
  writeResult,
} from './common.js';

export const CUSTOMERS = 1_000_000;
/** The goal: each route's p99 within this many times the p99 of its statements over bare `pg`. */
const WITHIN = 1.5;
const APP_PASSWORD = 'Cubench#2026pass';

export interface ScenarioResult {
  name: string;
  route: string;
  api: LoadStats;
  barePg: LoadStats;
  /** the API's p99 over the bare statements' */
  ratio: number;
}

export interface Result extends ListRunInfo {
  name: 'customers-1m';
  startedAt: string;
  stores: number;
  customers: number;
  analyses: number;
  generateMs: number | null;
  store: { id: number; customers: number; timeline: number };
  scenarios: ScenarioResult[];
  /** scenarios not run, and why */
  skipped: { name: string; why: string }[];
  rates: { name: string; connections: number; load: Percentiles; added?: number }[];
  plans: { scenario: string; plan: string }[];
  file?: string;
}

/** What a scenario's bare twin runs, in the order the route runs them (a group's statements at once). */
type Twin = Statement[][];

async function twinOf(pool: pg.Pool, run: (db: Db) => Promise<unknown>, groups: number[]): Promise<Twin> {
  const stmts = await captureSql(pool, run);
  if (stmts.length !== groups.reduce((a, b) => a + b, 0))
    throw new Error(`expected ${groups.join('+')} statements, saw ${stmts.length}`);
  return groups.map((n, g) => {
    const from = groups.slice(0, g).reduce((a, b) => a + b, 0);
    return stmts.slice(from, from + n);
  });
}

async function runTwin(pool: pg.Pool, twin: Twin) {
  let last: unknown[] = [];
  for (const group of twin)
    last = await Promise.all(group.map((s) => pool.query({ text: s.text, values: s.params }).then((r) => r.rows)));
  return last;
}

export async function benchCustomers1m(
  opts: BenchOptions & { customers?: number; analyses?: number },
): Promise<Result> {
  const bench = await openListBench({ connections: 20, ...opts }, 'customers');
  const { log, connections, durationS, warmupS, poolSize, startedAt, database, barePool, dataDir, cleanups } = bench;
  const customers = opts.customers ?? CUSTOMERS;
  const analyses = opts.analyses ?? ANALYSES;
  const loadavgAtStart = loadavgNow();
  try {
    await seedDemo(database.db);
    const generateMs = await generate(barePool, analyses, log, customers);
    // Her visits and first and latest visit are what her analyses say (as the app's recording keeps them).
    const [off] = (
      await barePool.query<{ n: number }>(`
        select count(*)::int as n from customers c
        left join (select customer_id, count(*)::int as n, min(analysed_at) as lo, max(analysed_at) as hi
                   from analyses where customer_id is not null group by 1) x on x.customer_id = c.id
        where c.visits <> coalesce(x.n, 0) or c.first_visit_at is distinct from x.lo
           or c.last_visit_at is distinct from x.hi`)
    ).rows;
    if (off!.n) throw new Error(`${off!.n} customers' visits differ from their analyses`);
    const q = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
      (await barePool.query<T>(text, values)).rows;
    const [store] = await q<{ id: number; n: number }>(
      `select s.id, (select count(*) from customers c where c.shop_id = s.id)::int as n from shops s where s.name = $1`,
      [`${PREFIX}1`],
    );
    const shopId = store!.id;
    // Her timeline: the store's customer with the most visits; the searches: one in the middle of the store's.
    const [regular] = await q<{ id: number; visits: number }>(
      `select id::int, visits from customers where shop_id = $1 order by visits desc, id limit 1`,
      [shopId],
    );
    const [someone] = await q<{ code: string; phone: string }>(
      `select code, phone from customers where shop_id = $1 order by id offset $2 limit 1`,
      [shopId, Math.floor(store!.n / 2)],
    );
    // A working end of the store with a password, signed in on its device.
    await barePool.query(`update app_users set password_hash = $1 where user_name = 'anu1x1'`, [
      await hashPassword(APP_PASSWORD),
    ]);
    const api = await startSignedInApi(database, {
      databaseUrl: opts.databaseUrl,
      poolSize,
      dataDir,
      who: { userName: `anbench${shopId}`, password: OWNER_PASSWORD },
    });
    cleanups.unshift(() => api.close());
    const appLogin = await fetch(`${api.url}/api/app/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'anu1x1', password: APP_PASSWORD, deviceNo: 'AN-1-1' }),
    });
    const appToken = ((await appLogin.json()) as { datas?: { access_token?: string } }).datas?.access_token;
    if (!appToken) throw new Error(`app sign-in answered ${appLogin.status}`);
    const [info] = await q<{ v: string }>(`select current_setting('server_version') as v`);

    const listTwin = (f: Partial<TCustomerQueryRequest>, page: number) =>
      twinOf(
        barePool,
        (db) =>
          Promise.all([
            customerRepository.list(db, shopId, f, 20, (page - 1) * 20),
            customerRepository.count(db, shopId, f),
          ]),
        [2],
      );
    const findTwin = (by: { code: string } | { phone: string }) =>
      twinOf(barePool, (db) => customerRepository.find(db, shopId, by, CUSTOMER_FIND_MAX), [1]);
    const timelineTwin = twinOf(
      barePool,
      async (db) => {
        await customerRepository.get(db, shopId, regular!.id);
        await analysisRepository.symptomNames(db, shopId, 'zh-CN');
        await Promise.all([
          analysisRepository.list(db, shopId, { customerId: regular!.id }, 20, 0),
          analysisRepository.count(db, shopId, { customerId: regular!.id }),
        ]);
      },
      [1, 1, 2],
    );
    const deep = Math.max(2, Math.min(500, Math.floor(store!.n / 20)));
    const name = 'Fang';
    const console_ = { token: api.token };
    const app = { token: appToken };
    const scenarios: {
      name: string;
      route: string;
      who: { token: string };
      body?: unknown;
      twin: Promise<Twin>;
    }[] = [
      { name: 'list, page 1', route: 'customer/query/1/20', who: console_, body: {}, twin: listTwin({}, 1) },
      {
        name: `list, page ${deep}`,
        route: `customer/query/${deep}/20`,
        who: console_,
        body: {},
        twin: listTwin({}, deep),
      },
      ...[
        ['search by code', someone!.code],
        ['search by whole phone', someone!.phone],
        [`search by a name part (${name})`, name],
      ].map(([what, text]) => ({
        name: `list, ${what}`,
        route: 'customer/query/1/20',
        who: console_,
        body: { text },
        twin: listTwin({ text }, 1),
      })),
      {
        name: 'app find by code (POST)',
        route: 'app/v1/customers/find',
        who: app,
        body: { code: someone!.code },
        twin: findTwin({ code: someone!.code }),
      },
      {
        name: 'app find by phone (POST)',
        route: 'app/v1/customers/find',
        who: app,
        body: { phone: someone!.phone },
        twin: findTwin({ phone: someone!.phone }),
      },
      {
        name: 'app find by code (GET)',
        route: `app/v1/customers?code=${encodeURIComponent(someone!.code)}`,
        who: app,
        twin: findTwin({ code: someone!.code }),
      },
      {
        name: `timeline (${regular!.visits} analyses)`,
        route: `customer/analyses/${regular!.id}/1/20`,
        who: console_,
        body: {},
        twin: timelineTwin,
      },
      {
        name: `app timeline (${regular!.visits} analyses)`,
        route: `app/v1/customers/${regular!.id}/analyses?page=1&pageSize=20`,
        who: app,
        twin: timelineTwin,
      },
    ];

    const results: ScenarioResult[] = [];
    const skipped: Result['skipped'] = [];
    const plans: Result['plans'] = [];
    for (const sc of scenarios) {
      const url = `${api.url}/api/${sc.route}`;
      const body = sc.body === undefined ? undefined : JSON.stringify(sc.body);
      const check = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${sc.who.token}` },
        body,
      });
      if (check.status === 404 && sc.route === 'app/v1/customers/find') {
        skipped.push({ name: sc.name, why: 'no such route at this commit' });
        log(`${sc.name}: skipped (404)`);
        continue;
      }
      const first = (await check.json()) as { code: number; datas?: { list?: unknown[] } };
      if (check.status !== 200 || !first.datas?.list?.length)
        throw new Error(`${sc.name}: ${check.status} ${JSON.stringify(first).slice(0, 300)}`);
      const twin = await sc.twin;
      for (const group of twin)
        for (const s of group) plans.push({ scenario: sc.name, plan: await explain(barePool, s) });
      log(
        `${sc.name}: warm-up ${warmupS} s, then 3 rounds of ${Math.max(2, Math.round(durationS / 2))} s a side at ${connections} connections`,
      );
      const { api: apiLoad, barePg } = await loadApiAndBare(
        { apiUrl: url, token: sc.who.token, body, connections, warmupS, durationS },
        () => runTwin(barePool, twin),
        log,
      );
      const ratio = Math.round((apiLoad.p99 / Math.max(1, barePg.p99)) * 100) / 100;
      results.push({ name: sc.name, route: sc.route.replace(/\?.*/, ''), api: apiLoad, barePg, ratio });
    }

    // The app's rates at 50 connections: adds (a new clientId and phone each) and finds.
    const rates: Result['rates'] = [];
    const RATE_CONNECTIONS = 50;
    let added = 0;
    // Phones `86 15...` (the generated ones are `86 13...`), from a random start: a rerun on the kept data adds anew.
    let n = randomInt(0, 900_000_000);
    const add = await loadLoop(
      async () => {
        const k = n++;
        const res = await fetch(`${api.url}/api/app/v1/customers`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${appToken}` },
          body: JSON.stringify({
            clientId: randomUUID(),
            name: 'Bench add',
            phone: `86 15${String(k).padStart(9, '0')}`,
          }),
        });
        await res.arrayBuffer();
        if (res.status === 201) added++;
        return res.status === 201;
      },
      RATE_CONNECTIONS,
      durationS,
    );
    log(`app add at ${RATE_CONNECTIONS}: ${add.rps}/s, p50 ${add.p50} p99 ${add.p99} ms, ${add.errors} not 201`);
    rates.push({ name: 'app add (POST app/v1/customers)', connections: RATE_CONNECTIONS, load: add, added });
    const findRoute = skipped.length
      ? `app/v1/customers?phone=${encodeURIComponent(someone!.phone)}`
      : 'app/v1/customers/find';
    const findBody = skipped.length ? undefined : JSON.stringify({ phone: someone!.phone });
    await autocannon(`${api.url}/api/${findRoute}`, {
      connections: RATE_CONNECTIONS,
      seconds: warmupS,
      body: findBody,
      token: appToken,
    });
    const find = await autocannon(`${api.url}/api/${findRoute}`, {
      connections: RATE_CONNECTIONS,
      seconds: durationS,
      body: findBody,
      token: appToken,
    });
    log(`app find by phone at ${RATE_CONNECTIONS}: ${find.rps}/s, p50 ${find.p50} p99 ${find.p99} ms`);
    rates.push({
      name: `app find by phone (${findBody ? 'POST' : 'GET'})`,
      connections: RATE_CONNECTIONS,
      load: {
        requests: find.total,
        rps: find.rps,
        p50: find.p50,
        p95: find.p99,
        p99: find.p99,
        errors: find.errors + find.non2xx,
      },
    });

    const [counts] = await q<{ c: string; a: string }>(
      `select (select count(*) from customers) as c, (select count(*) from analyses) as a`,
    );
    const result: Result = {
      name: 'customers-1m',
      startedAt,
      stores: STORES,
      customers: Number(counts!.c),
      analyses: Number(counts!.a),
      generateMs,
      ...listRunInfo(bench, info?.v, loadavgAtStart),
      store: { id: shopId, customers: store!.n, timeline: regular!.visits },
      scenarios: results,
      skipped,
      rates,
      plans,
    };
    writeResult(result, 'customers-1m', startedAt, opts.outDir);
    return result;
  } finally {
    await bench.close();
  }
}

export function printCustomers1m(r: Result) {
  const n = (x: number) => x.toLocaleString('en-US');
  console.log(
    `\nCustomers: ${n(r.customers)} customers and ${n(r.analyses)} analyses over ${n(r.stores)} stores; the busiest store ` +
      `has ${n(r.store.customers)} (PostgreSQL ${r.postgres}, ${r.connections} connections, ${r.durationS} s, pool ${r.poolSize}; ` +
      `${r.machine.cpus} CPUs, load ${r.machine.loadavgAtStart.join(' ')} at start, ${r.machine.loadavgAtEnd.join(' ')} at end)`,
  );
  console.log('| scenario | API p50 | API p99 | bare pg p50 | bare pg p99 | p99 ratio | API req/s |');
  console.log('|---|---|---|---|---|---|---|');
  for (const s of r.scenarios)
    console.log(
      `| ${s.name} | ${s.api.p50} | ${s.api.p99} | ${s.barePg.p50} | ${s.barePg.p99} | ${s.ratio}${s.ratio > WITHIN ? ' (over)' : ''} | ${s.api.rps} |`,
    );
  for (const s of r.skipped) console.log(`${s.name}: not run (${s.why})`);
  for (const x of r.rates)
    console.log(
      `${x.name} at ${x.connections} connections: ${x.load.rps}/s, p50 ${x.load.p50} ms, p99 ${x.load.p99} ms, ${x.load.errors} failed${x.added === undefined ? '' : `, ${n(x.added)} added`}`,
    );
  for (const p of r.plans) console.log(`\nEXPLAIN (ANALYZE, BUFFERS), ${p.scenario}:\n${p.plan}`);
  if (r.file) console.log(`written: ${path.relative(ROOT, r.file)}`);
}

/** Every scenario's p99 within WITHIN of its bare twin's, and nothing failed. */
export const customersMet = (r: Result) =>
  r.scenarios.every((s) => s.ratio <= WITHIN) && r.rates.every((x) => x.load.errors === 0);

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runOnItsOwn('skin_bench_customers', async (databaseUrl) => {
    const quick = process.argv.includes('--quick');
    const r = await benchCustomers1m({
      databaseUrl,
      ...(quick ? { durationS: 3, warmupS: 1 } : {}),
      customers: Number(process.env.BENCH_CUSTOMERS || 0) || undefined,
      analyses: Number(process.env.BENCH_CUSTOMER_ANALYSES || 0) || undefined,
    });
    printCustomers1m(r);
    return customersMet(r) ? 0 : 1;
  });
}
