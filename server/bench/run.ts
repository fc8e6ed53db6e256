// `npm run bench [-- --quick] [-- --no-pg]`: the numbers docs/benchmarks.md reports.
//
// 1. Cold start on PGlite: spawn the real server (`node --import tsx server/src/main.ts`) on a new
//    DATA_DIR (first boot: initdb + migrations + demo data) and again on that DATA_DIR (warm boot);
//    time from spawn to the first 200 of GET /api/health.
// 2. Throughput: autocannon (its own process) for 10 s at 50 connections against GET /api/user/get
//    signed in as the demo store owner, on PGlite and on PostgreSQL, next to a bare Fastify route
//    returning a constant (server/bench/bare-server.ts) in the same run.
// 2b. server/bench/signin-flood.ts on the same servers: the p50 of a signed-in user/query while 1,000
//    anonymous sign-ins arrive from one address at 64 in parallel, next to the same without them.
//    `-- --flood-only` runs just this part.
// 2c. server/bench/forged-flood.ts `benchForgedFlood({ databaseUrl })` on PGlite and PostgreSQL: forged payment
//    notifications with huge bodies from one address (100 x 1.9 MB, 2,000 x 60 KB): rows kept, bytes stored, the
//    answers and their rate, and the worst GET /api/health answer time meanwhile (also with `-- --flood-only`).
// 2d. server/bench/user-query.ts `benchUserQuery({ databaseUrl })`: GET user/query/1/20 and user/get at 50 connections
//    on the real server at the DEFAULT log level (its log read), next to a bare Fastify route in the same run, on
//    PostgreSQL (PGlite with --no-pg); req/s, p50/p99 and the ratio (BENCH_SKIP_USER_QUERY=1 skips it).
// 3. server/bench/users-1m.ts `benchUsers1m({ databaseUrl })` on PostgreSQL when it exists
//    (BENCH_SKIP_1M=1 skips it).
// 4. server/bench/products-10k.ts `benchProducts10k({ databaseUrl })` on PostgreSQL: programmes filtered by
//    symptom next to the unfiltered page (BENCH_SKIP_PRODUCTS=1 skips it).
//
// 5. server/bench/orders-10m.ts `benchOrders10m({ databaseUrl })`: userOrder/query/1/20 with 10,000,000 orders over
//    1,000 stores, one store's pages and the platform's, next to the same SQL bare (BENCH_SKIP_ORDERS=1 skips it).
// 6. server/bench/notify-flood.ts `benchNotifyFlood({ databaseUrl, provider })`: 1,000 orders x 100 duplicate
//    notifications through two instances, for the sandbox, Alipay, PayPal and WeChat Pay (fake gateways); rates and
//    doubled effects (BENCH_SKIP_ORDERS=1 skips it too).
// 7. server/bench/data-10m.ts `benchData10m({ databaseUrl })`: the data centre with 10,000,000 orders and 1,000,000
//    app accounts over 1,000 stores, one store and the platform over 12 months by month at 20 connections, next to
//    a full scan, and the navigation-to-drawn time of /data in Chromium (BENCH_SKIP_DATA=1 skips it).
// 7b. server/bench/analyses-ingest.ts `benchAnalysesIngest({ databaseUrl })`: 20 devices x 10 analyses, each sent 100
//    times across two instances: analyses and requests per second, p50/p99, rows per clientId (0 doubled); then
//    server/bench/analyses-10m.ts `benchAnalyses10m({ databaseUrl })`: data/overview (store and platform, several
//    ranges) next to a full scan, analysis/query with each filter, the tables' and aggregates' sizes, at
//    BENCH_ANALYSES analyses (default 10,000,000) over 2,000 stores (BENCH_SKIP_ANALYSES=1 skips both).
// 7c. server/bench/customers-1m.ts `benchCustomers1m({ databaseUrl })`: BENCH_CUSTOMERS customers (default 1,000,000)
//    and BENCH_CUSTOMER_ANALYSES analyses (default 10,000,000) over 2,000 stores; the console's list, searches and a
//    customer's timeline, the app's find, each at 20 connections next to the same statements bare; the app's add
//    and find rates at 50 (BENCH_SKIP_CUSTOMERS=1 skips it).
// 7d. server/bench/retention-1m.ts `benchRetention1m({ databaseUrl })`: BENCH_RETENTION analyses (default 1,000,000)
//    with photos past the store's limit, freed by the retention job: analyses, files and bytes per second
//    (BENCH_SKIP_RETENTION=1 skips it).
// 8. server/bench/hostile-import.ts `benchHostileImport()`: the worst GET /api/health answer time while hostile workbooks
//    (a whole-sheet merge, 20,000 merges, a shared-strings bomb, 100 sheets, 60 MiB of rows...) import through
//    symptomLabel/batchAdd, one at a time and all at once, on PGlite (BENCH_SKIP_HOSTILE=1 skips it).
// 9. server/bench/console.ts `benchConsole()`: the console's budgets (issue 24): gzipped JS of a first visit to /login,
//    a usable /users and /data, Lighthouse (desktop) on /login, /users and /data; it rewrites the "Console budgets"
//    block of docs/benchmarks.md and the run exits 1 when a budget is missed (BENCH_SKIP_CONSOLE=1 skips it;
//    `-- --console-only` runs only this part).
// 10. server/bench/soak.ts `runSoak(stand, ...)` on the stand (server/stand/stand.ts: its own PostgreSQL, s3rver, two
//    compiled instances, nginx): a mixed workload through nginx at 200 connections for 60 s (`--quick`: 50 for 20 s),
//    one instance killed half-way, then the recount; the run exits 1 when the soak fails. The stand needs Debian's
//    nginx and PostgreSQL (installed when missing and root): without them the section says it was NOT run and why
//    (BENCH_SKIP_SOAK=1 skips it; `-- --soak-only` runs only this part).
// 11. server/bench/photo-ingest.ts `benchPhotoIngest(stand, ...)` on a stand of its own: 50 devices upload a 1.6 MB
//    JPEG for 30 s a path (`--quick`: 10 s), through an instance then presigned straight to the object store; photos
//    per second, p50/p99, each instance's CPU and memory, photos per API-instance-CPU-second; a job instance behind
//    no traffic makes the direct uploads' thumbnails (BENCH_SKIP_INGEST=1 skips it).
//
// PostgreSQL: BENCH_DATABASE_URL (a database in it is created and dropped), else a throwaway cluster
// from scripts/with-postgres.sh (durable settings: PG_FAST=0). Results: a table on stdout and
// bench-results/<timestamp>.json.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { startStand } from '../stand/stand.js';
import { type Result as Analyses10mResult, benchAnalyses10m, printAnalyses10m } from './analyses-10m.js';
import { benchAnalysesIngest, type Result as IngestResult, printAnalysesIngest } from './analyses-ingest.js';
import { autocannon, ownDatabase, spawnServer } from './common.js';
import { benchConsole, type ConsoleResult, printConsole, writeConsoleDocs } from './console.js';
import { benchCustomers1m, type Result as CustomersResult, printCustomers1m } from './customers-1m.js';
import { benchData10m, type Result as DataResult, printData10m } from './data-10m.js';
import { benchForgedFlood, type Result as ForgedResult, printForgedFlood } from './forged-flood.js';
import { benchHostileImport, type Result as HostileResult, printHostileImport } from './hostile-import.js';
import { benchNotifyFlood, FLOOD_PROVIDERS, type Result as NotifyResult, printNotifyFlood } from './notify-flood.js';
import { benchOrders10m, type Result as OrdersResult, printOrders10m } from './orders-10m.js';
import { benchPhotoIngest, type Result as PhotoIngestResult, printPhotoIngest } from './photo-ingest.js';
import { benchProducts10k, type Result as ProductsResult, printProducts10k } from './products-10k.js';
import { benchRetention1m, printRetention1m, type Result as RetentionResult } from './retention-1m.js';
import { benchSigninFlood, type FloodResult } from './signin-flood.js';
import { printSoak, runSoak, type SoakResult } from './soak.js';
import { benchUserQuery, printUserQuery, type Result as UserQueryResult } from './user-query.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const argv = process.argv.slice(2);
const QUICK = argv.includes('--quick');
const NO_PG = argv.includes('--no-pg');
const FLOOD_ONLY = argv.includes('--flood-only');
const CONSOLE_ONLY = argv.includes('--console-only');
const SOAK_ONLY = argv.includes('--soak-only');
const DURATION_S = QUICK ? 3 : 10;
const WARMUP_S = QUICK ? 1 : 3;
const CONNECTIONS = 50;
const COLD_RUNS = QUICK ? 1 : 3;
const DEMO = { userName: 'demoshop', password: 'Demoshop#2026pass' };

const log = (msg: string) => console.error(`[bench] ${msg}`);
const _sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const startApi = (env: Record<string, string | undefined>) =>
  spawnServer(
    'server/src/main.ts',
    {
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PAYMENT_PROVIDERS: 'sandbox',
      SERVE_WEB: 'false',
      SEED_DEMO: 'true',
      ...env,
    },
    '/api/health',
  );

interface LoadResult {
  target: string;
  rps: number;
  p50: number;
  p99: number;
  avgMs: number;
  total: number;
  non2xx: number;
  errors: number;
}

async function load(target: string, url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  log(`${target}: warm-up ${WARMUP_S} s, then ${DURATION_S} s at ${CONNECTIONS} connections`);
  await autocannon(url, { connections: CONNECTIONS, seconds: WARMUP_S, headers });
  const { rps, p50, p99, avgMs, total, non2xx, errors } = await autocannon(url, {
    connections: CONNECTIONS,
    seconds: DURATION_S,
    headers,
  });
  const result: LoadResult = { target, rps, p50, p99, avgMs, total, non2xx, errors };
  if (result.non2xx || result.errors) log(`${target}: ${result.non2xx} non-2xx, ${result.errors} errors/timeouts`);
  return result;
}

async function login(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: DEMO.userName, password: DEMO.password }).toString(),
  });
  const body = (await res.json()) as { code: number; datas?: { access_token?: string } };
  if (body.code !== 200 || !body.datas?.access_token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  // Make sure the route answers 200 before loading it.
  const check = await fetch(`${baseUrl}/api/user/get`, {
    headers: { authorization: `Bearer ${body.datas.access_token}` },
  });
  if (check.status !== 200) throw new Error(`GET /api/user/get answered ${check.status}: ${await check.text()}`);
  return body.datas.access_token;
}

// --- PostgreSQL ------------------------------------------------------------------------------

interface PgHandle {
  adminUrl: string;
  source: string;
  version: string;
  close(): Promise<void>;
}

async function startPostgres(): Promise<PgHandle> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given)
    return { adminUrl: given, source: 'BENCH_DATABASE_URL', version: await pgVersion(given), close: async () => {} };
  log('starting a throwaway PostgreSQL cluster (scripts/with-postgres.sh --serve, PG_FAST=0)');
  const child = spawn('bash', [path.join(ROOT, 'scripts', 'with-postgres.sh'), '--serve'], {
    cwd: ROOT,
    env: { ...process.env, PG_FAST: '0' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.on('line', (line) => {
      if (line.startsWith('READY ')) resolve(line.slice(6).trim());
    });
    exit.then((code) => reject(new Error(`with-postgres.sh exited ${code} before it was ready`)));
  });
  return {
    adminUrl: url,
    source: 'throwaway cluster (scripts/with-postgres.sh, fsync on)',
    version: await pgVersion(url),
    async close() {
      child.stdin!.end();
      await exit;
    },
  };
}

async function pgVersion(url: string): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ v: string }>("select current_setting('server_version') as v");
    return rows[0]?.v ?? '?';
  } finally {
    await c.end();
  }
}

/** Creates a new empty database in the cluster; returns its URL and a dropper. */
async function freshPgDatabase(adminUrl: string, tag: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `skin_bench_${tag}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

// --- the run ---------------------------------------------------------------------------------

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** `npm run bench -- --console-only`: the console's budgets alone. */
async function consoleOnly() {
  const result = await benchConsole({ runs: QUICK ? 1 : 3 });
  printConsole(result);
  writeConsoleDocs(result);
  saveConsole(result);
  if (!result.budgets.every((b) => b.met)) process.exitCode = 1;
}

function saveConsole(result: ConsoleResult) {
  const outDir = path.join(ROOT, 'bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, `console-${result.startedAt.replace(/[:.]/g, '-')}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
}

/**
 * `run` on a stand of its own, on the first base port whose ports are all free (8300, 8400 ...); when the stand
 * cannot be had (no nginx or PostgreSQL and no root to install them), why, as `skipped`.
 */
async function onStand<R>(
  what: string,
  run: (stand: Awaited<ReturnType<typeof startStand>>) => Promise<R>,
  jobInstances = 0,
): Promise<R | { skipped: string }> {
  let stand: Awaited<ReturnType<typeof startStand>> | null = null;
  for (let port = 8300; !stand && port <= 9900; port += 100) {
    try {
      stand = await startStand({ port, jobInstances, log, logLevel: 'warn' });
    } catch (err) {
      const why = (err as Error).message;
      if (why.startsWith('ports in use')) continue;
      log(`${what} NOT run: the stand could not start: ${why}`);
      return { skipped: `NOT run: the stand could not start: ${why.split('\n')[0]}` };
    }
  }
  if (!stand) return { skipped: 'NOT run: no free ports for the stand between 8300 and 9920' };
  try {
    return await run(stand);
  } finally {
    await stand.stop();
  }
}

/** The soak on a stand of its own (`onStand`). */
function soak(outDir: string | null | undefined): Promise<SoakResult | { skipped: string }> {
  const seconds = QUICK ? 20 : 60;
  const connections = QUICK ? 50 : 200;
  return onStand('soak', async (stand) => {
    log(`soak: ${connections} connections through ${stand.url} for ${seconds} s`);
    const result = await runSoak(stand, { seconds, connections, log, outDir });
    if (!result.passed) process.exitCode = 1;
    return result;
  });
}

function printSoakSection(r: SoakResult | { skipped: string } | undefined) {
  if (r && 'kinds' in r) printSoak(r);
  else if (r) console.log(`\nsoak: ${r.skipped}`);
}

async function main() {
  if (CONSOLE_ONLY) return consoleOnly();
  if (SOAK_ONLY) {
    const r = await soak(undefined); // its own bench-results/soak-<time>.json; runSoak printed its table
    if ('skipped' in r) printSoakSection(r);
    if ('skipped' in r && process.env.CI === 'true') process.exitCode = 1;
    return;
  }
  const started = new Date();
  const tmpDirs: string[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  const results: Record<string, unknown> = {
    date: started.toISOString(),
    commit: gitCommit(),
    command: `npm run bench${argv.length ? ` -- ${argv.join(' ')}` : ''}`,
    machine: {
      cores: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? '?',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      loadAvgAtStart: os.loadavg().map((x) => Math.round(x * 100) / 100),
    },
    settings: { durationS: DURATION_S, warmupS: WARMUP_S, connections: CONNECTIONS, coldRuns: COLD_RUNS },
  };
  const [load1] = os.loadavg();
  if ((load1 ?? 0) > 0.5) {
    log(`the machine is busy (load average ${load1?.toFixed(2)} over the last minute): numbers will be low and noisy`);
  }
  try {
    // 1. Cold start on PGlite.
    const fresh: number[] = [];
    const warm: number[] = [];
    let lastDir = '';
    const coldRuns = FLOOD_ONLY ? 0 : COLD_RUNS;
    for (let i = 0; i < coldRuns; i++) {
      lastDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-bench-'));
      tmpDirs.push(lastDir);
      const s = await startApi({ DATA_DIR: lastDir, DATABASE_URL: undefined });
      fresh.push(s.readyMs);
      await s.stop();
      log(`cold start, new DATA_DIR: ${Math.round(s.readyMs)} ms`);
    }
    for (let i = 0; i < coldRuns; i++) {
      const s = await startApi({ DATA_DIR: lastDir, DATABASE_URL: undefined });
      warm.push(s.readyMs);
      await s.stop();
      log(`cold start, existing DATA_DIR: ${Math.round(s.readyMs)} ms`);
    }
    const r = (xs: number[]) => xs.map((x) => Math.round(x));
    results.coldStart = {
      freshMs: r(fresh),
      warmMs: r(warm),
      freshMedianMs: Math.round(median(fresh)),
      warmMedianMs: Math.round(median(warm)),
    };

    // 2. Throughput: bare Fastify, then GET /api/user/get on PGlite and PostgreSQL.
    const loads: LoadResult[] = [];
    const floods: Array<FloodResult & { db: string }> = [];
    results.signinFlood = floods;
    const flood = async (db: string, url: string, token: string) => {
      log(`sign-in flood (${db}): user/query p50 alone, then during 1,000 sign-ins at 64 in parallel`);
      floods.push({ db, ...(await benchSigninFlood({ baseUrl: url, token })) });
    };
    if (!FLOOD_ONLY) {
      const bare = await spawnServer('server/bench/bare-server.ts', {}, '/bare');
      try {
        loads.push(await load('bare Fastify GET /bare', `${bare.url}/bare`));
      } finally {
        await bare.stop();
      }
    }

    const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-bench-'));
    tmpDirs.push(pgliteDir);
    const onPglite = await startApi({ DATA_DIR: pgliteDir, DATABASE_URL: undefined });
    try {
      const token = await login(onPglite.url);
      if (!FLOOD_ONLY) {
        loads.push(
          await load('GET /api/user/get (PGlite)', `${onPglite.url}/api/user/get`, {
            authorization: `Bearer ${token}`,
          }),
        );
      }
      await flood('PGlite', onPglite.url, token);
    } finally {
      await onPglite.stop();
    }

    let pgInfo: PgHandle | null = null;
    if (NO_PG) {
      log('--no-pg: PostgreSQL skipped');
    } else {
      pgInfo = await startPostgres();
      cleanups.push(() => pgInfo!.close());
      results.postgres = { source: pgInfo.source, version: pgInfo.version };
      const database = await freshPgDatabase(pgInfo.adminUrl, 'api');
      const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-bench-'));
      tmpDirs.push(pgDir);
      const onPg = await startApi({ DATA_DIR: pgDir, DATABASE_URL: database.url });
      try {
        const token = await login(onPg.url);
        if (!FLOOD_ONLY) {
          loads.push(
            await load('GET /api/user/get (PostgreSQL)', `${onPg.url}/api/user/get`, {
              authorization: `Bearer ${token}`,
            }),
          );
        }
        await flood('PostgreSQL', onPg.url, token);
      } finally {
        await onPg.stop();
        await database.drop();
      }
    }
    // 2c. Forged notifications with huge bodies, on each database (each run builds its own server and database).
    const forged: ForgedResult[] = [];
    results.forgedFlood = forged;
    log('forged-flood (PGlite): forged notifications with huge bodies from one address');
    forged.push(await benchForgedFlood({ outDir: null }));
    if (pgInfo) {
      const database = await freshPgDatabase(pgInfo.adminUrl, 'forged');
      try {
        log('forged-flood (PostgreSQL)');
        forged.push(await benchForgedFlood({ databaseUrl: database.url, outDir: null }));
      } finally {
        await database.drop();
      }
    }

    // 2d. The whole pipeline at the default log level, next to a bare route.
    if (process.env.BENCH_SKIP_USER_QUERY === '1' || FLOOD_ONLY) {
      results.userQuery = { skipped: FLOOD_ONLY ? '--flood-only' : 'BENCH_SKIP_USER_QUERY=1' };
    } else {
      const database = pgInfo ? await freshPgDatabase(pgInfo.adminUrl, 'uq') : null;
      try {
        log(
          `user-query: GET user/query/1/20 and user/get at the default log level (${pgInfo ? 'PostgreSQL' : 'PGlite'})`,
        );
        results.userQuery = await benchUserQuery({
          databaseUrl: database?.url,
          durationS: DURATION_S,
          warmupS: WARMUP_S,
          outDir: null,
          log,
        });
      } finally {
        await database?.drop();
      }
    }

    const bareRps = loads[0]?.rps ?? Number.NaN;
    results.load = loads.map((l) => ({ ...l, ratioToBare: l.rps / bareRps }));

    // 3. One million app users (when the module exists).
    const usersModule = path.join(import.meta.dirname, 'users-1m.ts');
    if (process.env.BENCH_SKIP_1M === '1' || FLOOD_ONLY) {
      results.users1m = { skipped: FLOOD_ONLY ? '--flood-only' : 'BENCH_SKIP_1M=1' };
    } else if (!fs.existsSync(usersModule)) {
      results.users1m = { skipped: 'server/bench/users-1m.ts does not exist yet' };
    } else if (!pgInfo) {
      results.users1m = { skipped: '--no-pg' };
    } else {
      const mod = (await import(pathToFileURL(usersModule).href)) as {
        benchUsers1m?: (o: {
          databaseUrl: string;
          durationS?: number;
          warmupS?: number;
          outDir?: string | null;
        }) => Promise<unknown>;
      };
      if (typeof mod.benchUsers1m !== 'function') {
        results.users1m = { skipped: 'users-1m.ts does not export benchUsers1m' };
      } else {
        // Kept, not dropped: benchUsers1m reuses its data on a second run against BENCH_DATABASE_URL,
        // and a throwaway cluster goes away as a whole.
        const database = { url: await ownDatabase(pgInfo.adminUrl, 'skin_bench_users1m') };
        log('users-1m: benchUsers1m on PostgreSQL (generates 1,000,000 app accounts first)');
        const t0 = performance.now();
        const out = await mod.benchUsers1m({
          databaseUrl: database.url,
          durationS: DURATION_S,
          warmupS: WARMUP_S,
          outDir: null, // its result goes into this run's file
        });
        results.users1m = { totalMs: Math.round(performance.now() - t0), result: out };
      }
    }

    // 4. Programmes: 10,000 in one store, filtered by symptom next to the unfiltered page.
    if (process.env.BENCH_SKIP_PRODUCTS === '1' || FLOOD_ONLY) {
      results.products10k = { skipped: FLOOD_ONLY ? '--flood-only' : 'BENCH_SKIP_PRODUCTS=1' };
    } else if (!pgInfo) {
      results.products10k = { skipped: '--no-pg' };
    } else {
      const database = { url: await ownDatabase(pgInfo.adminUrl, 'skin_bench_products') };
      log('products-10k: benchProducts10k on PostgreSQL (generates 10,000 programmes first)');
      results.products10k = await benchProducts10k({
        databaseUrl: database.url,
        durationS: DURATION_S,
        warmupS: WARMUP_S,
        outDir: null,
      });
    }

    // 5-6. Orders: 10,000,000 over 1,000 stores; duplicate payment notifications through two instances.
    if (process.env.BENCH_SKIP_ORDERS === '1' || FLOOD_ONLY) {
      results.orders10m = { skipped: FLOOD_ONLY ? '--flood-only' : 'BENCH_SKIP_ORDERS=1' };
    } else if (!pgInfo) {
      results.orders10m = { skipped: '--no-pg' };
    } else {
      const orders = { url: await ownDatabase(pgInfo.adminUrl, 'skin_bench_orders') };
      log('orders-10m: benchOrders10m on PostgreSQL (generates 10,000,000 orders first)');
      results.orders10m = await benchOrders10m({
        databaseUrl: orders.url,
        durationS: DURATION_S,
        warmupS: WARMUP_S,
        outDir: null,
      });
      const notify = { url: await ownDatabase(pgInfo.adminUrl, 'skin_bench_notify') };
      const floods: NotifyResult[] = [];
      for (const provider of FLOOD_PROVIDERS) {
        log(`notify-flood: benchNotifyFlood (${provider}) on PostgreSQL`);
        floods.push(await benchNotifyFlood({ databaseUrl: notify.url, outDir: null, provider }));
      }
      results.notifyFlood = floods;
    }

    // 7. The data centre at 10,000,000 orders and 1,000,000 accounts.
    if (process.env.BENCH_SKIP_DATA === '1' || FLOOD_ONLY) {
      results.data10m = { skipped: FLOOD_ONLY ? '--flood-only' : 'BENCH_SKIP_DATA=1' };
    } else if (!pgInfo) {
      results.data10m = { skipped: '--no-pg' };
    } else {
      log('data-10m: benchData10m on PostgreSQL (loads 10,000,000 orders and 1,000,000 accounts first)');
      results.data10m = await benchData10m({
        databaseUrl: pgInfo.adminUrl,
        durationS: DURATION_S,
        warmupS: WARMUP_S,
        outDir: null,
      });
    }

    // 7b. Analyses: duplicates through two instances; the data centre and the list at 10,000,000 analyses.
    if (process.env.BENCH_SKIP_ANALYSES === '1' || FLOOD_ONLY) {
      results.analyses = { skipped: FLOOD_ONLY ? '--flood-only' : 'BENCH_SKIP_ANALYSES=1' };
    } else if (!pgInfo) {
      results.analyses = { skipped: '--no-pg' };
    } else {
      const ingestDb = await freshPgDatabase(pgInfo.adminUrl, 'ingest');
      try {
        log('analyses-ingest: 100 copies of every analysis through two instances on PostgreSQL');
        const ingest = await benchAnalysesIngest({ databaseUrl: ingestDb.url, outDir: null, log });
        log('analyses-10m: benchAnalyses10m on PostgreSQL (loads the analyses first)');
        const n = Number(process.env.BENCH_ANALYSES || 0) || undefined;
        const scale = await benchAnalyses10m({ databaseUrl: pgInfo.adminUrl, analyses: n, outDir: null, log });
        results.analyses = { ingest, scale };
      } finally {
        await ingestDb.drop();
      }
    }

    // 7c. Customers: 1,000,000 over 2,000 stores with 10,000,000 analyses.
    if (process.env.BENCH_SKIP_CUSTOMERS === '1' || FLOOD_ONLY) {
      results.customers1m = { skipped: FLOOD_ONLY ? '--flood-only' : 'BENCH_SKIP_CUSTOMERS=1' };
    } else if (!pgInfo) {
      results.customers1m = { skipped: '--no-pg' };
    } else {
      const customers = { url: await ownDatabase(pgInfo.adminUrl, 'skin_bench_customers') };
      log('customers-1m: benchCustomers1m on PostgreSQL (generates the customers and their analyses first)');
      results.customers1m = await benchCustomers1m({
        databaseUrl: customers.url,
        customers: Number(process.env.BENCH_CUSTOMERS || 0) || undefined,
        analyses: Number(process.env.BENCH_CUSTOMER_ANALYSES || 0) || undefined,
        durationS: DURATION_S,
        warmupS: WARMUP_S,
        outDir: null,
        log,
      });
    }

    // 7d. Photo retention: 1,000,000 analyses with expired photos, freed by the job.
    if (process.env.BENCH_SKIP_RETENTION === '1' || FLOOD_ONLY) {
      results.retention1m = { skipped: FLOOD_ONLY ? '--flood-only' : 'BENCH_SKIP_RETENTION=1' };
    } else if (!pgInfo) {
      results.retention1m = { skipped: '--no-pg' };
    } else {
      const retention = { url: await ownDatabase(pgInfo.adminUrl, 'skin_bench_retention') };
      log('retention-1m: benchRetention1m on PostgreSQL (loads the analyses and their photos first)');
      results.retention1m = await benchRetention1m({
        databaseUrl: retention.url,
        analyses: Number(process.env.BENCH_RETENTION || 0) || undefined,
        outDir: null,
        log,
      });
    }

    // 8. Hostile workbooks: the server's other requests while a worker reads them.
    if (process.env.BENCH_SKIP_HOSTILE === '1' || FLOOD_ONLY) {
      results.hostileImport = { skipped: FLOOD_ONLY ? '--flood-only' : 'BENCH_SKIP_HOSTILE=1' };
    } else {
      log('hostile-import: hostile workbooks through symptomLabel/batchAdd, GET /api/health every 50 ms');
      results.hostileImport = await benchHostileImport({ outDir: null, log });
    }
  } finally {
    for (const c of cleanups.reverse()) await c().catch((e) => log(`cleanup: ${e}`));
    for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true });
  }

  // 10. The soak on the stand (after the bench's PostgreSQL is gone: the stand brings its own).
  if (process.env.BENCH_SKIP_SOAK === '1' || FLOOD_ONLY) {
    results.soak = { skipped: FLOOD_ONLY ? '--flood-only' : 'BENCH_SKIP_SOAK=1' };
  } else {
    results.soak = await soak(null); // into this run's file
  }

  // 11. Photo ingest on a stand of its own: through an instance, then presigned straight to the object store.
  if (process.env.BENCH_SKIP_INGEST === '1' || FLOOD_ONLY) {
    results.photoIngest = { skipped: FLOOD_ONLY ? '--flood-only' : 'BENCH_SKIP_INGEST=1' };
  } else {
    // One job instance runs the thumbnails of direct uploads; the two API instances run no jobs.
    results.photoIngest = await onStand(
      'photo-ingest',
      (stand) => benchPhotoIngest(stand, { devices: 50, seconds: QUICK ? 10 : 30, outDir: null, log }),
      1,
    );
  }

  // 8. The console's budgets (after PostgreSQL is gone: Chromium and Lighthouse want the cores).
  if (process.env.BENCH_SKIP_CONSOLE === '1' || FLOOD_ONLY) {
    results.console = { skipped: FLOOD_ONLY ? '--flood-only' : 'BENCH_SKIP_CONSOLE=1' };
  } else {
    log('console: benchConsole (builds the console, then Chromium and Lighthouse against a PGlite server)');
    const consoleResult = await benchConsole({ runs: QUICK ? 1 : 3, log });
    results.console = consoleResult;
    writeConsoleDocs(consoleResult);
    if (!consoleResult.budgets.every((b) => b.met)) process.exitCode = 1;
  }

  // Report.
  const cold = results.coldStart as {
    freshMs: number[];
    warmMs: number[];
    freshMedianMs: number;
    warmMedianMs: number;
  };
  const loads = results.load as Array<LoadResult & { ratioToBare: number }>;
  const m = results.machine as { cores: number; cpu: string; node: string; loadAvgAtStart: number[] };
  console.log('');
  console.log(
    `Benchmarks ${started.toISOString()}  commit ${results.commit}  ${m.cores} cores (${m.cpu}), node ${m.node}, load ${m.loadAvgAtStart[0]} at start`,
  );
  console.log('');
  if (!FLOOD_ONLY) {
    console.log('Cold start to first 200 of GET /api/health (PGlite, node --import tsx server/src/main.ts)');
    console.log(
      `  new DATA_DIR (initdb + migrate + seed): median ${fmt(cold.freshMedianMs)} ms  [${cold.freshMs.map((x) => fmt(x)).join(', ')}]`,
    );
    console.log(
      `  existing DATA_DIR:                      median ${fmt(cold.warmMedianMs)} ms  [${cold.warmMs.map((x) => fmt(x)).join(', ')}]`,
    );
    console.log('');
    console.log(
      `autocannon -c ${CONNECTIONS} -d ${DURATION_S} (after ${WARMUP_S} s warm-up), load from a separate process`,
    );
    const head = ['target', 'req/s', 'p50 ms', 'p99 ms', 'avg ms', 'non-2xx', 'x bare'];
    const rows = loads.map((l) => [
      l.target,
      fmt(l.rps),
      fmt(l.p50),
      fmt(l.p99),
      fmt(l.avgMs, 2),
      fmt(l.non2xx + l.errors),
      fmt(l.ratioToBare, 3),
    ]);
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (r: string[]) =>
      `  ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`;
    console.log(line(head));
    for (const r of rows) console.log(line(r));
    console.log('');
  }
  console.log(
    'Signed-in POST /api/user/query/1/20 (one started every 25 ms) alone and during 1,000 anonymous sign-ins from one address at 64 in parallel',
  );
  for (const f of results.signinFlood as Array<FloodResult & { db: string }>) {
    console.log(
      `  ${f.db.padEnd(10)}  alone p50 ${f.quietP50} ms (p99 ${f.quietP99}, n=${f.quietCount})  during flood p50 ${f.floodP50} ms (p99 ${f.floodP99}, n=${f.floodCount})  flood ${f.floodMs} ms, answers ${JSON.stringify(f.floodStatuses)}`,
    );
  }
  for (const f of (results.forgedFlood as ForgedResult[] | undefined) ?? []) printForgedFlood(f);
  const userQuery = results.userQuery as UserQueryResult | { skipped: string } | undefined;
  if (userQuery && 'targets' in userQuery) printUserQuery(userQuery);
  else if (userQuery) console.log(`user-query: skipped (${userQuery.skipped})`);
  console.log('');
  printUsers1m(results.users1m);
  const products = results.products10k as ProductsResult | { skipped: string } | undefined;
  if (products && 'scenarios' in products) printProducts10k(products);
  else if (products) console.log(`products-10k: skipped (${products.skipped})`);
  const orders = results.orders10m as OrdersResult | { skipped: string } | undefined;
  if (orders && 'scenarios' in orders) printOrders10m(orders);
  else if (orders) console.log(`orders-10m: skipped (${orders.skipped})`);
  const notify = results.notifyFlood as NotifyResult[] | undefined;
  for (const n of notify ?? []) printNotifyFlood(n);
  const data = results.data10m as DataResult | { skipped: string } | undefined;
  if (data && 'scenarios' in data) printData10m(data);
  else if (data) console.log(`data-10m: skipped (${data.skipped})`);
  const customers = results.customers1m as CustomersResult | { skipped: string } | undefined;
  if (customers && 'scenarios' in customers) printCustomers1m(customers);
  else if (customers) console.log(`customers-1m: skipped (${customers.skipped})`);
  const retention = results.retention1m as RetentionResult | { skipped: string } | undefined;
  if (retention && 'freed' in retention) printRetention1m(retention);
  else if (retention) console.log(`retention-1m: skipped (${retention.skipped})`);
  const analyses = results.analyses as { ingest: IngestResult; scale: Analyses10mResult } | { skipped: string };
  if ('ingest' in analyses) {
    printAnalysesIngest(analyses.ingest);
    printAnalyses10m(analyses.scale);
  } else console.log(`analyses: skipped (${analyses.skipped})`);
  const hostile = results.hostileImport as HostileResult | { skipped: string } | undefined;
  if (hostile && 'runs' in hostile) printHostileImport(hostile);
  else if (hostile) console.log(`hostile-import: skipped (${hostile.skipped})`);
  printSoakSection(results.soak as SoakResult | { skipped: string } | undefined);
  const ingest = results.photoIngest as PhotoIngestResult | { skipped: string } | undefined;
  if (ingest && 'phases' in ingest) printPhotoIngest(ingest);
  else if (ingest) console.log(`photo-ingest: skipped (${ingest.skipped})`);
  const consoleResult = results.console as ConsoleResult | { skipped: string } | undefined;
  if (consoleResult && 'budgets' in consoleResult) printConsole(consoleResult);
  else if (consoleResult) console.log(`console: skipped (${consoleResult.skipped})`);

  const outDir = path.join(ROOT, 'bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${started.toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwritten ${path.relative(ROOT, file)}`);
}

/** The users-1m summary: a table when it reports scenarios, else its JSON. */
function printUsers1m(u: unknown) {
  const r = (u as { result?: Record<string, unknown> } | undefined)?.result;
  const scenarios = r?.scenarios as
    | Array<{ name: string; matches: number; api: LoadResult; barePg: LoadResult; withinBudget: boolean }>
    | undefined;
  if (!r || !Array.isArray(scenarios)) {
    console.log(`users-1m: ${JSON.stringify(u)}`);
    return;
  }
  const gen = r.generateMs == null ? 'data already there' : `generated in ${fmt(Number(r.generateMs) / 1000, 1)} s`;
  console.log(
    `users-1m: ${fmt(Number(r.accounts))} app accounts over ${fmt(Number(r.stores))} stores on PostgreSQL (${gen}); POST /api/user/query/1/20, ${r.connections} connections`,
  );
  const head = ['scenario', 'matches', 'API req/s', 'API p99', 'bare pg req/s', 'bare p99', 'x bare', 'p99 budget'];
  const rows = scenarios.map((s) => [
    s.name,
    fmt(s.matches),
    fmt(s.api.rps),
    `${fmt(s.api.p99)} ms`,
    fmt(s.barePg.rps),
    `${fmt(s.barePg.p99)} ms`,
    fmt(s.api.rps / s.barePg.rps, 2),
    s.withinBudget ? 'ok' : 'OVER',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((x) => x[i]!.length)));
  const line = (x: string[]) =>
    `  ${x.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`;
  console.log(line(head));
  for (const x of rows) console.log(line(x));
}

// A pg pool left open by a benchmark module emits 'error' when the throwaway cluster stops (57P01,
// "terminating connection due to administrator command"); with no listener that would end the run
// before the report. Anything else still ends it.
process.on('uncaughtException', (err: Error & { code?: string }) => {
  if (err.code === '57P01') {
    log('a database connection left open was closed by the cluster shutdown (ignored)');
    return;
  }
  console.error(err);
  process.exit(1);
});

main().then(
  () => process.exit(process.exitCode ?? 0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
