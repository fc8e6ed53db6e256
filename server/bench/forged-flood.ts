// Forged payment notifications with huge bodies (issue 20): what a flood costs the database and the other
// requests. From one address, nobody signed in, the real server (built in this process on PGlite or PostgreSQL,
// production settings) receives forged sandbox notifications whose `trade_no` is
//   huge:    1.9 MB (the body of the report: 20 of them grew the data folder by 63 MB), 100 of them, 8 in flight;
//   bounded: 60 KB (just under the notify routes' 64 KiB body limit), 2,000 of them, 32 in flight.
// The flood is sent by a second process; meanwhile this process asks GET /api/health every 25 ms (open loop: a
// stall counts for every probe it holds up). Reported per scenario: notifications answered per second, the answers,
// rows added to payment_events and the bytes they take (the table with its TOAST and indexes; on PGlite also the
// data folder), and the p50, p99 and worst health answer times during the flood.
//
//   npx tsx server/bench/forged-flood.ts                     (PGlite in a temporary DATA_DIR)
//   BENCH_DATABASE_URL=postgres://... npx tsx server/bench/forged-flood.ts
//   bash scripts/with-postgres.sh npx tsx server/bench/forged-flood.ts
//
// or `benchForgedFlood({ databaseUrl })` from server/bench/run.ts. Results: a table on stdout and
// bench-results/forged-flood-<timestamp>.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { createDeps } from '../src/deps.js';
import { OutboxSmsSender } from '../src/lib/sms/index.js';
import { selectRows } from '../src/lib/sql.js';
import { benchConfig, loadavgNow, type Machine, machineAtEnd, writeResult } from './common.js';

export const FORGED_SCENARIOS = [
  { name: 'huge', tradeNoBytes: 1_900_000, count: 100, parallel: 8 },
  { name: 'bounded', tradeNoBytes: 60_000, count: 2_000, parallel: 32 },
] as const;

/** The flooding client: `count` forged notifications from `parallel` workers over node:http; the answers as JSON. */
const FLOOD_SCRIPT = `
const http = require('node:http');
const [url, count, parallel, size] = [process.argv[1], Number(process.argv[2]), Number(process.argv[3]), Number(process.argv[4])];
// Random letters and digits: what a database cannot compress away.
const body = 'trade_no=' + require('node:crypto').randomBytes(size).toString('base64url').slice(0, size) + '&out_trade_no=FORGED0000000000000000000001&total_amount=1&currency=CNY' +
  '&trade_status=TRADE_SUCCESS&notify_id=forged&sign_type=HMAC-SHA256&sign=' + 'ab'.repeat(32);
const agent = new http.Agent({ keepAlive: true, maxSockets: parallel });
const answers = {};
const count1 = (k) => { answers[k] = (answers[k] ?? 0) + 1; };
const one = () => new Promise((resolve) => {
  const req = http.request(url, { method: 'POST', agent, headers: {
    'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } }, (res) => {
    res.resume();
    res.on('end', () => { count1(String(res.statusCode)); resolve(); });
  });
  req.on('error', (e) => { count1('error ' + (e.code ?? e.message)); resolve(); });
  req.end(body);
});
let next = 0;
const worker = async () => { while (next < count) { next++; await one(); } };
Promise.all(Array.from({ length: parallel }, worker)).then(() => { console.log(JSON.stringify(answers)); agent.destroy(); });
`;

export interface ScenarioResult {
  name: string;
  tradeNoBytes: number;
  count: number;
  parallel: number;
  seconds: number;
  answeredPerSecond: number;
  answers: Record<string, number>;
  rowsAdded: number;
  /** payment_events with its TOAST table and indexes, after minus before */
  tableBytesAdded: number;
  /** the PGlite data folder, after minus before (null on PostgreSQL) */
  dataDirBytesAdded: number | null;
  healthP50Ms: number;
  healthP99Ms: number;
  healthMaxMs: number;
  healthProbes: number;
}

export interface Result {
  name: 'forged-flood';
  database: 'PGlite' | 'PostgreSQL';
  startedAt: string;
  commit: string;
  /** GET /api/health every 25 ms with nothing else running */
  quietHealth: { p50Ms: number; maxMs: number; probes: number };
  scenarios: ScenarioResult[];
  machine: Machine;
  file?: string;
}

const round = (x: number) => Math.round(x * 10) / 10;
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : Number.NaN;
};

function folderBytes(dir: string): number {
  let total = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    total += e.isDirectory() ? folderBytes(p) : fs.statSync(p).size;
  }
  return total;
}

async function health(baseUrl: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`${baseUrl}/api/health`);
  await res.arrayBuffer();
  return performance.now() - t0;
}

export async function benchForgedFlood(opts: {
  databaseUrl?: string;
  outDir?: string | null;
  log?: (m: string) => void;
}): Promise<Result> {
  const database: Result['database'] = opts.databaseUrl ? 'PostgreSQL' : 'PGlite';
  const log = opts.log ?? ((m: string) => console.error(`[forged-flood ${database}] ${m}`));
  const startedAt = new Date().toISOString();
  const loadavgAtStart = loadavgNow();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-bench-forged-'));
  let db: Database | null = null;
  let close: (() => Promise<void>) | null = null;
  try {
    db = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir, poolSize: 10 });
    const config = benchConfig({ databaseUrl: opts.databaseUrl, dataDir }, { JOBS_POLL_MS: '60000' });
    const app = await buildApp(createDeps(config, db, new OutboxSmsSender(dataDir)), { logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    close = () => app.close();
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const measure = async () => {
      const [r] = await selectRows<{ n: number; bytes: number }>(
        db!.db,
        sql`select (select count(*)::int from payment_events) as n,
                   pg_total_relation_size('payment_events')::float8 as bytes`,
      );
      return {
        rows: r!.n,
        bytes: Number(r!.bytes),
        dir: database === 'PGlite' ? folderBytes(path.join(dataDir, 'pglite')) : null,
      };
    };
    for (let i = 0; i < 20; i++) await health(baseUrl); // warm-up
    /** GET /api/health every 25 ms until `stop()` says so (open loop): every probe's time. */
    const probe = async (stop: (sent: number) => boolean) => {
      const t0 = performance.now();
      const probes: Promise<number>[] = [];
      while (!stop(probes.length)) {
        probes.push(health(baseUrl));
        const wait = t0 + probes.length * 25 - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
      return Promise.all(probes);
    };
    const quiet = await probe((n) => n >= 120);
    const quietHealth = { p50Ms: round(percentile(quiet, 50)), maxMs: round(Math.max(...quiet)), probes: quiet.length };
    log(`GET /api/health alone: ${JSON.stringify(quietHealth)}`);
    const scenarios: ScenarioResult[] = [];
    for (const sc of FORGED_SCENARIOS) {
      // Each scenario starts with the address's count at zero (the limit's window is ten minutes).
      await db.db.execute(sql`delete from rate_counters where key like 'addr:%'`);
      const before = await measure();
      log(
        `${sc.name}: ${sc.count} forged notifications with a ${sc.tradeNoBytes.toLocaleString('en-US')}-byte trade_no`,
      );
      let done = false;
      let out = '';
      const t0 = performance.now();
      const child = spawn(
        process.execPath,
        [
          '-e',
          FLOOD_SCRIPT,
          `${baseUrl}/api/sandbox/notify`,
          String(sc.count),
          String(sc.parallel),
          String(sc.tradeNoBytes),
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      child.stdout.on('data', (d) => {
        out += d;
      });
      const flood = new Promise<void>((resolve, reject) =>
        child.once('exit', (code) => {
          done = true;
          if (code === 0) resolve();
          else reject(new Error(`flood client exited ${code}`));
        }),
      );
      const latencies = await probe(() => done);
      await flood;
      const seconds = (performance.now() - t0) / 1000;
      const after = await measure();
      const result: ScenarioResult = {
        name: sc.name,
        tradeNoBytes: sc.tradeNoBytes,
        count: sc.count,
        parallel: sc.parallel,
        seconds: round(seconds),
        answeredPerSecond: Math.round(sc.count / seconds),
        answers: JSON.parse(out) as Record<string, number>,
        rowsAdded: after.rows - before.rows,
        tableBytesAdded: after.bytes - before.bytes,
        dataDirBytesAdded: after.dir === null || before.dir === null ? null : after.dir - before.dir,
        healthP50Ms: round(percentile(latencies, 50)),
        healthP99Ms: round(percentile(latencies, 99)),
        healthMaxMs: round(Math.max(...latencies)),
        healthProbes: latencies.length,
      };
      log(`  ${JSON.stringify(result)}`);
      scenarios.push(result);
    }
    // (BENCH_COMMIT names the code when the bench runs from an export without git, e.g. the code before a change.)
    let commit = process.env.BENCH_COMMIT ?? 'unknown';
    if (!process.env.BENCH_COMMIT)
      try {
        commit = (await import('node:child_process'))
          .execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: import.meta.dirname })
          .toString()
          .trim();
      } catch {}
    const result: Result = {
      name: 'forged-flood',
      database,
      startedAt,
      commit,
      quietHealth,
      scenarios,
      machine: machineAtEnd(loadavgAtStart),
    };
    writeResult(result, `forged-flood-${database.toLowerCase()}`, startedAt, opts.outDir);
    return result;
  } finally {
    await close?.().catch(() => {});
    await db?.close().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const mb = (b: number | null) => (b === null ? '-' : `${(b / 1e6).toFixed(b < 1e6 ? 3 : 1)} MB`);

export function printForgedFlood(r: Result) {
  console.log(
    `\nForged POST /api/sandbox/notify from one address (${r.database}, commit ${r.commit}; ${r.machine.cpus} CPUs, load ${r.machine.loadavgAtStart.join(' ')} at start, ${r.machine.loadavgAtEnd.join(' ')} at end)`,
  );
  console.log(
    `  GET /api/health alone: p50 ${r.quietHealth.p50Ms} ms, worst ${r.quietHealth.maxMs} ms (${r.quietHealth.probes} probes)`,
  );
  for (const s of r.scenarios) {
    console.log(
      `  ${s.name.padEnd(8)} ${s.count} x ${s.tradeNoBytes.toLocaleString('en-US')} B trade_no, ${s.parallel} in flight: ${s.seconds} s, ${s.answeredPerSecond}/s, answers ${JSON.stringify(s.answers)}`,
    );
    console.log(
      `           rows kept ${s.rowsAdded}, table +${mb(s.tableBytesAdded)}, data folder +${mb(s.dataDirBytesAdded)}; GET /api/health p50 ${s.healthP50Ms} ms, p99 ${s.healthP99Ms} ms, worst ${s.healthMaxMs} ms (${s.healthProbes} probes)`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  benchForgedFlood({ databaseUrl })
    .then((r) => {
      printForgedFlood(r);
      process.exit(0);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
