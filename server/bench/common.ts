// What the API benchmarks share (users-1m.ts, products-10k.ts): the real API on a port of its own, signed in;
// the very SQL a repository issues, captured and served by a tiny node:http + pg server; autocannon in its own
// process against both; the JSON result in bench-results/.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { parseConfig } from '../src/config.js';
import { type Database, type Db, openDatabase } from '../src/db/client.js';
import * as schema from '../src/db/schema.js';
import { createDeps } from '../src/deps.js';
import { OutboxSmsSender } from '../src/lib/sms/index.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** The servers' signing key (production on PostgreSQL takes it from the configuration), one per bench run. */
export const BENCH_SERVER_SECRET = randomBytes(32).toString('hex');
/** The proxy's proof, for a bench that speaks as the proxy (X-Forwarded-For per client). */
export const BENCH_PROXY_SECRET = randomBytes(32).toString('hex');
/** A scan's session settings, those the server's data-centre reads set (dataRepository.read): pg's `options`. */
export const SCAN_SESSION = '-c jit=off -c work_mem=32MB';

/** autocannon's CLI, run with this Node in a process of its own so the load does not share the measured one's CPU. */
export const AUTOCANNON = fileURLToPath(import.meta.resolve('autocannon/autocannon.js'));

export interface LoadStats {
  rps: number;
  p50: number;
  p99: number;
  avgMs: number;
  total: number;
  non2xx: number;
  /** of the non-2xx, the 3xx (a 304 load counts here) */
  n3xx: number;
  errors: number;
}

export interface BenchOptions {
  databaseUrl: string;
  connections?: number;
  durationS?: number;
  warmupS?: number;
  /** pg pool of the API and of the bare server alike (default 10, the server's default) */
  poolSize?: number;
  /** where the JSON goes (default bench-results/); null writes nothing */
  outDir?: string | null;
  log?: (msg: string) => void;
}

export interface Statement {
  text: string;
  params: unknown[];
}

/** The statements (text and parameters) `run` issues through Drizzle: a repository's own SQL. */
export async function captureSql(pool: pg.Pool, run: (db: Db) => Promise<unknown>): Promise<Statement[]> {
  const captured: Statement[] = [];
  const logger: Logger = { logQuery: (text, params) => captured.push({ text, params }) };
  await run(drizzle(pool, { schema, logger }) as unknown as Db);
  return captured;
}

/** A tiny HTTP server answering every request with `{ code: 200, datas: await answer() }`. */
export async function serveBare(answer: () => Promise<unknown>) {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', async () => {
      try {
        const body = JSON.stringify({ code: 200, datas: await answer() });
        res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      } catch (err) {
        res.writeHead(500).end(String(err));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/**
 * The server's configuration in a bench: production settings, no request log, the sandbox provider and the
 * bench's signing key, over `env` (more settings).
 */
export const benchConfig = (o: { databaseUrl?: string; dataDir: string }, env: Record<string, string> = {}) =>
  parseConfig({
    ...env,
    DATA_DIR: o.dataDir,
    DATABASE_URL: o.databaseUrl,
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    NODE_ENV: 'production',
    PAYMENT_PROVIDERS: 'sandbox',
    SERVER_SECRET: BENCH_SERVER_SECRET,
  });

/** The real API (production settings, no request log) over `database`, on a free port, signed in as `who`. */
export async function startSignedInApi(
  database: Database,
  o: {
    databaseUrl: string;
    poolSize: number;
    dataDir: string;
    who: { userName: string; password: string };
    /** more settings (e.g. TRUST_PROXY) */
    env?: Record<string, string>;
  },
) {
  const config = benchConfig(o, { ...o.env, DATABASE_POOL_SIZE: String(o.poolSize) });
  const app = await buildApp(createDeps(config, database, new OutboxSmsSender(o.dataDir)), { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: o.who.userName, password: o.who.password }),
  });
  const signedIn = (await login.json()) as {
    datas: { access_token: string; user: { shopInfo: { id: number } | null } };
  };
  return {
    url,
    token: signedIn.datas.access_token,
    /** null for the platform operator */
    shopId: signedIn.datas.user.shopInfo?.id ?? null,
    close: () => app.close(),
  };
}

/**
 * The same load on the API and on a bare server answering `answer` (started for the run and closed after):
 * a warm-up each, then the measured run. Refuses an API run with errors or non-2xx answers.
 */
export async function loadApiAndBare(
  /** without a body, GETs; `rounds` of `durationS / 2` each side, alternating (3 unless given) */
  o: {
    apiUrl: string;
    token: string;
    body?: string;
    connections: number;
    warmupS: number;
    durationS: number;
    rounds?: number;
  },
  answer: () => Promise<unknown>,
  log: (m: string) => void,
): Promise<{ api: LoadStats; barePg: LoadStats }> {
  const rounds = o.rounds ?? 3;
  const seconds = Math.max(2, Math.round(o.durationS / 2));
  const apiTarget = { connections: o.connections, body: o.body, token: o.token, seconds };
  const bare = await serveBare(answer);
  const apiRuns: LoadStats[] = [];
  const bareRuns: LoadStats[] = [];
  try {
    const bareTarget = { connections: o.connections, body: o.body, seconds };
    await autocannon(o.apiUrl, { ...apiTarget, seconds: o.warmupS });
    await autocannon(bare.url, { ...bareTarget, seconds: o.warmupS });
    // The sides take turns (API, bare, bare, API, ...): a change in the machine's load meanwhile falls on both.
    for (let i = 0; i < rounds; i++) {
      const sides = [
        async () => apiRuns.push(await autocannon(o.apiUrl, apiTarget)),
        async () => bareRuns.push(await autocannon(bare.url, bareTarget)),
      ];
      if (i % 2 === 1) sides.reverse();
      for (const side of sides) await side();
    }
  } finally {
    await bare.close();
  }
  const api = medianOfRuns(apiRuns);
  const barePg = medianOfRuns(bareRuns);
  const p99s = (runs: LoadStats[]) => runs.map((r) => r.p99).join(' / ');
  log(`  API      p50 ${api.p50} ms, p99 ${api.p99} ms (rounds ${p99s(apiRuns)}), ${api.rps} req/s`);
  log(`  bare pg  p50 ${barePg.p50} ms, p99 ${barePg.p99} ms (rounds ${p99s(bareRuns)}), ${barePg.rps} req/s`);
  if (api.non2xx || api.errors) throw new Error(`API load had ${api.non2xx} non-2xx and ${api.errors} errors`);
  return { api, barePg };
}

/** Rounds of one side as one figure: the median of their rates and percentiles, the sums of their counts. */
export function medianOfRuns(runs: LoadStats[]): LoadStats {
  const median = (pick: (r: LoadStats) => number) => {
    const v = runs.map(pick).sort((a, b) => a - b);
    const mid = Math.floor(v.length / 2);
    return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
  };
  const sum = (pick: (r: LoadStats) => number) => runs.reduce((t, r) => t + pick(r), 0);
  return {
    rps: median((r) => r.rps),
    p50: median((r) => r.p50),
    p99: median((r) => r.p99),
    avgMs: median((r) => r.avgMs),
    total: sum((r) => r.total),
    non2xx: sum((r) => r.non2xx),
    n3xx: sum((r) => r.n3xx),
    errors: sum((r) => r.errors),
  };
}

/**
 * One page of a list route, asked once before its load: refuses anything but a success (with `rows` rows when
 * given), and answers its `datas`.
 */
export async function firstPage(url: string, token: string, body: string, rows?: number) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  const page = (await res.json()) as { code: number; datas: { total: number; list: unknown[] } };
  if (page.code !== 200 || (rows !== undefined && page.datas.list.length !== rows))
    throw new Error(`API answered ${JSON.stringify(page).slice(0, 300)}`);
  return page.datas;
}

/**
 * The bare side of a paged list (`loadApiAndBare`'s answer): the page and its count a repository issues, in
 * parallel as the API runs them; `named`, prepared once per connection like the API's statements.
 */
export const barePageAndCount =
  (pool: pg.Pool, stmts: { page: Statement; count: Statement }, named = false) =>
  async () => {
    const [list, count] = await Promise.all([
      pool.query({ name: named ? 'bare_page' : undefined, text: stmts.page.text, values: stmts.page.params }),
      pool.query({ name: named ? 'bare_count' : undefined, text: stmts.count.text, values: stmts.count.params }),
    ]);
    return { list: list.rows, total: Number(count.rows[0]?.n ?? 0) };
  };

/** The table of a list bench: each scenario's API and bare-pg latencies (`width`: the first column's). */
export function printApiAndBare(
  scenarios: { name: string; matches: number; api: LoadStats; barePg: LoadStats }[],
  width: number,
  matchesWidth = 10,
) {
  const row = (name: string, matches: string, p50: string, p99: string, rps: string) =>
    console.log(
      `${name.padEnd(width)}${matches.padStart(matchesWidth)}${p50.padStart(8)}${p99.padStart(8)}${rps.padStart(8)}`,
    );
  row('target', 'matches', 'p50 ms', 'p99 ms', 'req/s');
  for (const s of scenarios) {
    for (const [what, l] of [
      ['API', s.api],
      ['same SQL over bare pg', s.barePg],
    ] as const)
      row(`${s.name} - ${what}`, String(s.matches), String(l.p50), String(l.p99), String(l.rps));
  }
}

/** The load average now, to two decimals. */
export const loadavgNow = () => os.loadavg().map((x) => Math.round(x * 100) / 100);

/** The machine a result was measured on, with its load at the start (`loadavgNow()` then) and at the end (now). */
export interface Machine {
  cpus: number;
  cpu: string;
  loadavgAtStart: number[];
  loadavgAtEnd: number[];
}
export const machineAtEnd = (loadavgAtStart: number[]): Machine => ({
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model ?? '?',
  loadavgAtStart,
  loadavgAtEnd: loadavgNow(),
});
/** How a result names its machine: `2 CPUs, load 0.5 0.4 0.3 at start, 1.9 1.2 0.6 at end`. */
export const machineNote = (m: Machine) =>
  `${m.cpus} CPUs, load ${m.loadavgAtStart.join(' ')} at start, ${m.loadavgAtEnd.join(' ')} at end`;

/** What a list bench's result says of its run (`openListBench`'s settings): the load, PostgreSQL and the machine. */
export const listRunInfo = (
  bench: { connections: number; durationS: number; poolSize: number },
  postgres: string | undefined,
  loadavgAtStart: number[],
) => ({
  connections: bench.connections,
  durationS: bench.durationS,
  poolSize: bench.poolSize,
  postgres: postgres ?? 'unknown',
  machine: machineAtEnd(loadavgAtStart),
});

/** Those fields of a list bench's result. */
export type ListRunInfo = ReturnType<typeof listRunInfo>;

/** Writes the result as bench-results/<name>-<startedAt>.json (or into `outDir`; null: nowhere). */
export function writeResult<R extends { file?: string }>(
  result: R,
  name: string,
  startedAt: string,
  outDir: string | null | undefined,
): R {
  if (outDir === null) return result;
  const dir = outDir ?? path.join(ROOT, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  result.file = path.join(dir, `${name}-${startedAt.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(result.file, `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

/** The autocannon CLI in its own process; its `--json` summary. */
export function autocannon(
  url: string,
  o: {
    connections: number;
    seconds: number;
    /** a JSON body, POSTed; without one the request is a GET */
    body?: string;
    token?: string;
    headers?: Record<string, string>;
  },
) {
  const args = [AUTOCANNON, '--json', '-c', String(o.connections), '-d', String(o.seconds)];
  if (o.body === undefined) args.push('-m', 'GET');
  else args.push('-m', 'POST', '-H', 'content-type=application/json', '-b', o.body);
  if (o.token) args.push('-H', `authorization=Bearer ${o.token}`);
  for (const [name, value] of Object.entries(o.headers ?? {})) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise<LoadStats>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err = (err + d).slice(-2000);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err}`));
      const j = JSON.parse(out) as {
        requests: { average: number; total: number };
        latency: { average: number; p50: number; p99: number };
        non2xx: number;
        errors: number;
        timeouts: number;
        '3xx': number;
      };
      resolve({
        rps: Math.round(j.requests.average),
        p50: j.latency.p50,
        p99: j.latency.p99,
        avgMs: Math.round(j.latency.average * 100) / 100,
        total: j.requests.total,
        non2xx: j.non2xx,
        n3xx: j['3xx'],
        errors: j.errors + j.timeouts,
      });
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface Running {
  url: string;
  child: ChildProcess;
  /** ms from spawn to the first 200 of the ready path */
  readyMs: number;
  stop(): Promise<void>;
}

/**
 * Spawns `node --import tsx <script>` and waits until `readyPath` answers 200. Its stdout (the log) is ignored, or
 * with `stdout: 'drain'` read and dropped as a log collector would read it; `nodeArgs` go to its Node.
 */
export async function spawnServer(
  script: string,
  env: Record<string, string | undefined>,
  readyPath: string,
  o: { stdout?: 'ignore' | 'drain'; nodeArgs?: string[] } = {},
): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    SERVER_SECRET: BENCH_SERVER_SECRET,
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete childEnv[k];
  const t0 = performance.now();
  const child = spawn(process.execPath, [...(o.nodeArgs ?? []), '--import', 'tsx', script], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', o.stdout === 'drain' ? 'pipe' : 'ignore', 'pipe'],
  });
  child.stdout?.resume();
  let stderr = '';
  child.stderr!.on('data', (d) => {
    stderr = (stderr + d).slice(-4000);
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const t = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(t);
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error(`${script} exited before it was ready:\n${stderr}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${script} not ready after 120 s:\n${stderr}`);
    }
    try {
      const res = await fetch(url + readyPath);
      if (res.status === 200) {
        await res.arrayBuffer();
        return { url, child, readyMs: performance.now() - t0, stop };
      }
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
}

/** Latencies of a run of calls, in milliseconds, and how many failed. */
export interface Percentiles {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** The `p`th percentile of sorted numbers. */
export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
/** A figure to one decimal. */
export const round = (n: number) => Math.round(n * 10) / 10;

/** `connections` loops, each doing `one()` again and again for `seconds` (or `max` calls in all): latencies. */
export async function loadLoop(
  one: () => Promise<boolean>,
  connections: number,
  seconds: number,
  max = Infinity,
): Promise<Percentiles> {
  const times: number[] = [];
  let errors = 0;
  let started = 0;
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end && started < max) {
        started++;
        const t = performance.now();
        const ok = await one().catch(() => false);
        times.push(performance.now() - t);
        if (!ok) errors++;
      }
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    rps: round(times.length / wall),
    p50: round(pct(times, 50)),
    p95: round(pct(times, 95)),
    p99: round(pct(times, 99)),
    errors,
  };
}

/**
 * Drops the tables' secondary indexes (every one but the primary keys; only `names` when given) before a bulk load,
 * answering the statements that build them again after it.
 */
export async function dropIndexes(c: pg.PoolClient, tables: string[], names?: string[]) {
  const { rows } = await c.query<{ name: string; def: string }>(
    `select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.schemaname = current_schema() and i.tablename = any($1::text[])
       and not exists (select 1 from pg_constraint k where k.conname = i.indexname and k.contype = 'p')`,
    [tables],
  );
  const chosen = rows.filter((r) => !names || names.includes(r.name));
  for (const r of chosen) await c.query(`drop index "${r.name}"`);
  return chosen.map((r) => r.def);
}

/**
 * Whether the `stores` stores a bench generates (named `prefix` and a number) are all in the database already, as
 * its log then says; a database holding only some of them is refused.
 */
export async function benchStoresPresent(pool: pg.Pool, prefix: string, stores: number, log: (m: string) => void) {
  const { rows } = await pool.query(`select count(*)::int as n from shops where name like $1`, [`${prefix}%`]);
  if (rows[0].n === stores) {
    log('data present');
    return true;
  }
  if (rows[0].n > 0) throw new Error('partial bench data in this database: use an empty one');
  return false;
}

/**
 * A bulk load in one session that bypasses the triggers (and foreign-key checks): the aggregates are counted
 * once afterwards, by the caller.
 */
export async function withTriggersOff(pool: pg.Pool, load: (c: pg.PoolClient) => Promise<void>) {
  const c = await pool.connect();
  try {
    await c.query(`set session_replication_role = replica`);
    await load(c);
    await c.query(`reset session_replication_role`);
  } finally {
    c.release();
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of a captured statement, as text. */
export async function explain(pool: pg.Pool, stmt: { text: string; params: unknown[] }) {
  const { rows: plan } = await pool.query(`explain (analyze, buffers) ${stmt.text}`, stmt.params);
  return plan.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
}

/**
 * A bench run on its own (`npx tsx server/bench/<name>.ts`): a database of its own, `database`, in the cluster of
 * BENCH_DATABASE_URL or TEST_DATABASE_URL (made once, kept for the next run), given to `run`, whose answer is the
 * exit code. Neither variable set: exit 2.
 */
/** The database `name` in `baseUrl`'s cluster, created when missing and kept for a second run: its URL. */
export async function ownDatabase(baseUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

export function runOnItsOwn(database: string, run: (databaseUrl: string) => Promise<number>) {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) {
    console.error('set BENCH_DATABASE_URL, or run under scripts/with-postgres.sh');
    process.exit(2);
  }
  ownDatabase(base, database)
    .then(async (url) => process.exit(await run(url)))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}

/**
 * What a paged-list bench (users-1m, orders-10m, products-10k) starts with: its options with their defaults, the
 * database through the server's client and a bare pool beside it, a DATA_DIR, and `close()` for all of them.
 */
export async function openListBench(opts: BenchOptions, name: string) {
  const log = opts.log ?? ((m: string) => console.error(`[${name}] ${m}`));
  const poolSize = opts.poolSize ?? 10;
  const database = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: os.tmpdir(), poolSize });
  const barePool = new pg.Pool({ connectionString: opts.databaseUrl, max: poolSize });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `skin-bench-${name}-`));
  const cleanups: (() => Promise<unknown>)[] = [
    async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    () => barePool.end(),
    () => database.close(),
  ];
  return {
    log,
    connections: opts.connections ?? 50,
    durationS: opts.durationS ?? 10,
    warmupS: opts.warmupS ?? 2,
    poolSize,
    startedAt: new Date().toISOString(),
    database,
    barePool,
    dataDir,
    /** Run by `close()` in order: a bench puts what it starts first (`cleanups.unshift`). */
    cleanups,
    async close() {
      for (const c of cleanups) await c().catch((e) => log(`cleanup: ${e}`));
    },
  };
}

/**
 * The real server in a process of its own on `databaseUrl` (production settings, the sandbox provider, a pool of
 * 10), its DATA_DIR, and a sign-in through it that answers the token.
 */
export async function spawnBenchServer(databaseUrl: string, name: string, opts: { serveWeb: boolean }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `skin-bench-${name}-`));
  const server = await spawnServer(
    'server/src/main.ts',
    {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PAYMENT_PROVIDERS: 'sandbox',
      SERVE_WEB: String(opts.serveWeb),
      DATABASE_POOL_SIZE: '10',
    },
    '/api/health',
  );
  const signIn = async (username: string, password: string) => {
    const res = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    return ((await res.json()) as { datas: { access_token: string } }).datas.access_token;
  };
  return { dataDir, server, signIn };
}
