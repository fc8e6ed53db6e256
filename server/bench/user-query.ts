// `node --import tsx server/bench/user-query.ts` (`npm run bench` runs it too): the whole request pipeline's cost.
// GET /api/user/query/1/20 and GET /api/user/get, signed in as the demo store owner, at 50 connections on the real
// server (`server/src/main.ts` in its own process, production settings, the DEFAULT log level, its log read by
// this process as a log collector would), next to a bare Fastify route (server/bench/bare-server.ts) in the same
// run: req/s, p50/p99 and each route's ratio to the bare one. On PGlite in a new DATA_DIR, or on PostgreSQL when
// BENCH_DATABASE_URL names an empty database. BENCH_SECONDS (default 10) and BENCH_WARMUP_SECONDS (default 3).
// To see where a request's time goes: BENCH_CPU_PROF=<dir> starts the server with `node --cpu-prof` into <dir>.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  autocannon,
  type LoadStats,
  loadavgNow,
  type Machine,
  machineAtEnd,
  machineNote,
  ROOT,
  spawnServer,
  writeResult,
} from './common.js';

const CONNECTIONS = 50;
const DEMO = { userName: 'demoshop', password: 'Demoshop#2026pass' };

export interface Target {
  name: string;
  load: LoadStats;
  /** req/s of this target over the bare route's */
  ratioToBare: number;
}

export interface Result {
  name: 'user-query';
  startedAt: string;
  database: 'PGlite' | 'PostgreSQL';
  logLevel: string;
  connections: number;
  durationS: number;
  warmupS: number;
  targets: Target[];
  machine: Machine;
  file?: string;
}

export interface Options {
  durationS?: number;
  warmupS?: number;
  /** an empty PostgreSQL database; else PGlite in a new DATA_DIR */
  databaseUrl?: string;
  /** the server's LOG_LEVEL (default: the server's own default, info) */
  logLevel?: string;
  /** a folder: the server runs with `node --cpu-prof` and writes its profile there on exit */
  cpuProfDir?: string;
  outDir?: string | null;
  log?: (m: string) => void;
}

async function measure(url: string, o: { seconds: number; warmupS: number; token?: string }) {
  if (o.warmupS > 0) await autocannon(url, { connections: CONNECTIONS, seconds: o.warmupS, token: o.token });
  const load = await autocannon(url, { connections: CONNECTIONS, seconds: o.seconds, token: o.token });
  if (load.non2xx || load.errors) throw new Error(`${url}: ${load.non2xx} non-2xx, ${load.errors} errors`);
  return load;
}

export async function benchUserQuery(o: Options = {}): Promise<Result> {
  const log = o.log ?? ((m: string) => console.error(`[user-query] ${m}`));
  const durationS = o.durationS ?? 10;
  const warmupS = o.warmupS ?? 3;
  const startedAt = new Date().toISOString();
  const loadavgAtStart = loadavgNow();
  const targets: Omit<Target, 'ratioToBare'>[] = [];

  const bare = await spawnServer('server/bench/bare-server.ts', {}, '/bare');
  try {
    log(`bare Fastify GET /bare: ${warmupS} s warm-up, ${durationS} s at ${CONNECTIONS} connections`);
    targets.push({
      name: 'bare Fastify GET /bare',
      load: await measure(`${bare.url}/bare`, { seconds: durationS, warmupS }),
    });
  } finally {
    await bare.stop();
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-bench-uq-'));
  if (o.cpuProfDir) fs.mkdirSync(o.cpuProfDir, { recursive: true });
  const api = await spawnServer(
    'server/src/main.ts',
    {
      DATA_DIR: dataDir,
      DATABASE_URL: o.databaseUrl,
      LOG_LEVEL: o.logLevel,
      NODE_ENV: 'production',
      PAYMENT_PROVIDERS: 'sandbox',
      SERVE_WEB: 'false',
      SEED_DEMO: 'true',
    },
    '/api/health',
    // Its log lines are read and dropped, as a collector reads them: writing them is part of a request's cost.
    { stdout: 'drain', nodeArgs: o.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${o.cpuProfDir}`] : [] },
  );
  try {
    const login = await fetch(`${api.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO.userName, password: DEMO.password }),
    });
    const token = ((await login.json()) as { datas?: { access_token?: string } }).datas?.access_token;
    if (!token) throw new Error(`demo sign-in failed (${login.status})`);
    for (const route of ['/api/user/query/1/20', '/api/user/get']) {
      log(`GET ${route}: ${warmupS} s warm-up, ${durationS} s at ${CONNECTIONS} connections`);
      targets.push({
        name: `GET ${route}`,
        load: await measure(`${api.url}${route}`, { seconds: durationS, warmupS, token }),
      });
    }
  } finally {
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const bareRps = targets[0]!.load.rps;
  const result: Result = {
    name: 'user-query',
    startedAt,
    database: o.databaseUrl ? 'PostgreSQL' : 'PGlite',
    logLevel: o.logLevel ?? 'info (default)',
    connections: CONNECTIONS,
    durationS,
    warmupS,
    targets: targets.map((t) => ({ ...t, ratioToBare: Math.round((t.load.rps / bareRps) * 1000) / 1000 })),
    machine: machineAtEnd(loadavgAtStart),
  };
  return writeResult(result, 'user-query', startedAt, o.outDir);
}

export function printUserQuery(r: Result) {
  console.log(
    `\nuser-query: ${r.database}, log level ${r.logLevel}, autocannon -c ${r.connections} -d ${r.durationS} (after ${r.warmupS} s warm-up); ${machineNote(r.machine)}`,
  );
  const head = ['target', 'req/s', 'p50 ms', 'p99 ms', 'x bare'];
  const rows = r.targets.map((t) => [
    t.name,
    String(t.load.rps),
    String(t.load.p50),
    String(t.load.p99),
    t.ratioToBare.toFixed(3),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((x) => x[i]!.length)));
  const line = (x: string[]) =>
    `  ${x.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`;
  console.log(line(head));
  for (const x of rows) console.log(line(x));
  if (r.file) console.log(`written: ${path.relative(ROOT, r.file)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  benchUserQuery({
    durationS: Number(process.env.BENCH_SECONDS ?? 10),
    warmupS: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
    logLevel: process.env.BENCH_LOG_LEVEL || undefined,
    cpuProfDir: process.env.BENCH_CPU_PROF || undefined,
  })
    .then((r) => {
      printUserQuery(r);
      process.exit(0);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
