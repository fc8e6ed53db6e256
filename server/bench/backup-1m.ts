// Backup and restore times and sizes (issue 25): `npm run backup`'s work (server/src/ops/backup.ts) on the demo
// data and on 1,000,000 orders, on PostgreSQL (pg_dump -Fc, pg_restore into an empty database) and on PGlite
// (its data-folder dump), files on the local driver (the demo images and store content).
//
//   npx tsx server/bench/backup-1m.ts                       a throwaway cluster (scripts/with-postgres.sh, fsync on)
//   BENCH_DATABASE_URL=postgres://... npx tsx server/bench/backup-1m.ts
//   BENCH_SKIP_PGLITE_1M=1 ...                              without the 1,000,000 orders on PGlite
//
// The demo data is made by the real server (main.ts seeds an empty database, images and all); the orders by
// orders-10m.ts's bulk load (1,000 stores). Results: a table on stdout and bench-results/backup-1m-<time>.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { parseConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { selectRows } from '../src/lib/sql.js';
import { backup, restore } from '../src/ops/backup.js';
import { ROOT, spawnServer, writeResult } from './common.js';
import { generate } from './orders-10m.js';

const log = (m: string) => console.error(`[backup-1m] ${m}`);
const ORDERS = 1_000_000;

interface Row {
  db: 'postgres' | 'pglite';
  data: string;
  orders: number;
  files: number;
  databaseBytes: number;
  filesBytes: number;
  backupDatabaseMs: number;
  backupFilesMs: number;
  restoreDatabaseMs: number;
  restoreFilesMs: number;
  loadMs: number;
}

const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `skin-bench-${name}-`));

async function cluster(): Promise<{ url: string; close(): Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, close: async () => {} };
  const child = spawn('bash', [path.join(ROOT, 'scripts', 'with-postgres.sh'), '--serve'], {
    env: { ...process.env, PG_FAST: '0' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exit = new Promise<void>((r) => child.once('exit', () => r()));
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (l) => l.startsWith('READY ') && resolve(l.slice(6).trim()));
    exit.then(() => reject(new Error('with-postgres.sh ended before it was ready')));
  });
  return {
    url,
    close: async () => {
      child.stdin!.end();
      await exit;
    },
  };
}

async function createDb(adminUrl: string, name: string): Promise<string> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.query(`create database ${name}`);
  await c.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The demo data as the server makes it on an empty database (rows, images, store content, orders). */
async function seedWithServer(env: Record<string, string | undefined>) {
  const s = await spawnServer(
    'server/src/main.ts',
    { LOG_LEVEL: 'warn', SERVE_WEB: 'false', SEED_DEMO: 'true', NODE_ENV: 'production', ...env },
    '/api/health/ready',
  );
  await s.stop();
}

async function countOrders(db: Database['db']) {
  const [r] = await selectRows(db, sql`select count(*)::int as n from orders`);
  return Number(r?.n);
}

async function measure(
  kind: 'postgres' | 'pglite',
  data: string,
  source: { dataDir: string; databaseUrl?: string },
  target: { dataDir: string; databaseUrl?: string },
  loadMs: number,
): Promise<Row> {
  const config = parseConfig({ DATA_DIR: source.dataDir, DATABASE_URL: source.databaseUrl });
  const database = await openDatabase({ databaseUrl: source.databaseUrl, dataDir: source.dataDir, migrate: false });
  const orders = await countOrders(database.db);
  const out = tmp('backups');
  log(`${kind}, ${data}: backup`);
  const b = await backup({ config, database, out });
  await database.close();
  log(`${kind}, ${data}: restore into an empty database and store`);
  const r = await restore({
    config: parseConfig({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl }),
    folder: b.folder,
  });
  const check = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, migrate: false });
  const restored = await countOrders(check.db);
  await check.close();
  if (restored !== orders) throw new Error(`restored ${restored} orders of ${orders}`);
  fs.rmSync(out, { recursive: true, force: true });
  return {
    db: kind,
    data,
    orders,
    files: b.manifest.files.length,
    databaseBytes: b.databaseBytes,
    filesBytes: b.filesBytes,
    backupDatabaseMs: b.databaseMs,
    backupFilesMs: b.filesMs,
    restoreDatabaseMs: r.databaseMs,
    restoreFilesMs: r.filesMs,
    loadMs,
  };
}

async function main() {
  const startedAt = new Date().toISOString();
  const rows: Row[] = [];
  const dirs: string[] = [];
  const dir = (n: string) => {
    const d = tmp(n);
    dirs.push(d);
    return d;
  };
  const pgCluster = await cluster();
  try {
    // PostgreSQL: the demo data, then the demo data and 1,000,000 orders.
    for (const big of [false, true]) {
      const url = await createDb(pgCluster.url, big ? 'skin_bench_backup_1m' : 'skin_bench_backup_demo');
      const source = { dataDir: dir('src'), databaseUrl: url };
      let t0 = performance.now();
      await seedWithServer({ DATA_DIR: source.dataDir, DATABASE_URL: url });
      if (big) {
        const database = await openDatabase({ databaseUrl: url, dataDir: source.dataDir });
        t0 = performance.now();
        await generate(database.db, log, { stores: 1_000, orders: ORDERS });
        await database.close();
      }
      const loadMs = Math.round(performance.now() - t0);
      const target = {
        dataDir: dir('dst'),
        databaseUrl: await createDb(pgCluster.url, `${big ? 'skin_bench_restore_1m' : 'skin_bench_restore_demo'}`),
      };
      rows.push(await measure('postgres', big ? 'demo + 1,000,000 orders' : 'demo', source, target, loadMs));
    }
    // PGlite: the same.
    for (const big of process.env.BENCH_SKIP_PGLITE_1M === '1' ? [false] : [false, true]) {
      const source = { dataDir: dir('src') };
      let t0 = performance.now();
      await seedWithServer({ DATA_DIR: source.dataDir, DATABASE_URL: undefined });
      if (big) {
        const database = await openDatabase({ dataDir: source.dataDir });
        t0 = performance.now();
        await generate(database.db, log, { stores: 1_000, orders: ORDERS });
        await database.close();
      }
      const loadMs = Math.round(performance.now() - t0);
      rows.push(
        await measure('pglite', big ? 'demo + 1,000,000 orders' : 'demo', source, { dataDir: dir('dst') }, loadMs),
      );
    }
  } finally {
    await pgCluster.close();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log('\nBackup (npm run backup) and restore (npm run restore) on one machine, files on the local driver');
  console.log(
    '  database   data                       orders     dump       files            backup db  files   restore db  files',
  );
  for (const r of rows) {
    console.log(
      `  ${r.db.padEnd(9)}  ${r.data.padEnd(25)}  ${r.orders.toLocaleString('en-US').padStart(9)}  ${mb(r.databaseBytes).padStart(9)}  ${`${r.files}, ${mb(r.filesBytes)}`.padStart(15)}  ${s(r.backupDatabaseMs).padStart(9)}  ${s(r.backupFilesMs).padStart(5)}  ${s(r.restoreDatabaseMs).padStart(10)}  ${s(r.restoreFilesMs).padStart(5)}`,
    );
  }
  const result = writeResult(
    { name: 'backup-1m', startedAt, machine: { cpus: os.cpus().length, loadavg: os.loadavg() }, rows } as {
      file?: string;
    },
    'backup-1m',
    startedAt,
    undefined,
  );
  console.log(`\nwritten ${path.relative(ROOT, result.file!)}`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
