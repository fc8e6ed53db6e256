import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files.js';
import { selectRows } from '../lib/sql.js';
import { copyIn, copyOut, eachLimit, type FileEntry, hashFile, listKeys, storeOf } from './files.js';

/**
 * Backup and restore (DESIGN.md section 12; docs/operations.md): a dated folder holding a consistent copy of
 * the database (`pg_dump -Fc` of PostgreSQL, or PGlite's own data-folder dump) and of every stored file, with
 * a manifest naming each file's size and sha256. A restore checks every checksum first, then brings the copy
 * into an EMPTY database and an EMPTY store only, and checks each file again once stored.
 *
 * The database is copied first, then the files: a file is stored before the row naming it commits and deleted
 * after the row's deletion commits, so every row of the dump finds its file, unless that file was deleted
 * while the backup ran.
 */
export const MANIFEST = 'manifest.json';
const FORMAT = 'skin-console-backup';
const PG_DUMP_FILE = 'database.pgdump';
const PGLITE_DUMP_FILE = 'pglite.tar.gz';
const FILE_CONCURRENCY = 8;

export interface Manifest {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  database: { kind: 'postgres' | 'pglite'; file: string; size: number; sha256: string; serverVersion: string };
  storage: { driver: 'local' | 's3'; bucket?: string };
  files: FileEntry[];
}

export interface BackupResult {
  folder: string;
  manifest: Manifest;
  /** ms spent on the database and on the files */
  databaseMs: number;
  filesMs: number;
  /** bytes of the database dump and of the files */
  databaseBytes: number;
  filesBytes: number;
}

export class BackupError extends Error {}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
const pgliteOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

/** The PostgreSQL client tools (`pg_dump`, `pg_restore`) of the newest major version here, or of PG_BINDIR. */
export function pgTool(name: 'pg_dump' | 'pg_restore', serverMajor: number): string {
  const candidates: string[] = [];
  if (process.env.PG_BINDIR) candidates.push(path.join(process.env.PG_BINDIR, name));
  const base = '/usr/lib/postgresql';
  if (fs.existsSync(base)) {
    for (const v of fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)))
      candidates.push(path.join(base, v, 'bin', name));
  }
  candidates.push(name);
  for (const c of candidates) {
    const res = spawnSync(c, ['--version'], { encoding: 'utf8' });
    const major = Number(/(\d+)(?:\.\d+)?/.exec(res.stdout ?? '')?.[1]);
    if (res.status === 0 && major >= serverMajor) return c;
  }
  throw new BackupError(
    `${name} ${serverMajor} or newer is needed (PostgreSQL ${serverMajor}): install postgresql-client-${serverMajor} or set PG_BINDIR`,
  );
}

async function serverVersion(db: Database['db']): Promise<{ text: string; major: number }> {
  const [row] = await selectRows(
    db,
    sql`select current_setting('server_version') as v, current_setting('server_version_num')::int as n`,
  );
  return { text: String(row?.v), major: Math.floor(Number(row?.n) / 10000) };
}

/**
 * A connection URL for pg_dump and pg_restore without its password, which goes in their environment
 * (PGPASSWORD): a command line is readable by every local user (`ps`), the environment only by its owner.
 */
export function pgConnection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { url: u.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function exec(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let err = '';
    child.stderr.on('data', (d) => {
      err = (err + d).slice(-4000);
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${path.basename(cmd)} failed (exit ${code}): ${err.trim()}`)),
    );
  });
}

/** Writes a backup of `database` and the store of `config` into `<out>/<UTC time>/`. */
export async function backup(o: {
  config: Config;
  database: Database;
  out: string;
  now?: Date;
}): Promise<BackupResult> {
  const createdAt = o.now ?? new Date();
  const folder = path.resolve(o.out, stamp(createdAt));
  if (fs.existsSync(folder)) throw new BackupError(`${folder} exists already`);
  // Written under a temporary name and renamed once complete: a folder with a manifest is a whole backup.
  const partial = `${folder}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  // Only its owner reads it (password hashes, phone numbers, photos): folders 0700, files 0600, whatever the umask.
  fs.mkdirSync(partial, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(partial, PRIVATE_DIR_MODE);
  try {
    const t0 = performance.now();
    const version = await serverVersion(o.database.db);
    let file: string;
    if (o.database.kind === 'postgres') {
      const url = o.config.databaseUrl ?? o.database.pool?.options.connectionString;
      if (!url) throw new BackupError('DATABASE_URL is needed to back up PostgreSQL');
      file = PG_DUMP_FILE;
      const conn = pgConnection(url);
      await exec(pgTool('pg_dump', version.major), ['-Fc', '-f', path.join(partial, file), '-d', conn.url], conn.env);
      fs.chmodSync(path.join(partial, file), PRIVATE_FILE_MODE);
    } else {
      file = PGLITE_DUMP_FILE;
      const dump = await pgliteOf(o.database).dumpDataDir('gzip');
      fs.writeFileSync(path.join(partial, file), Buffer.from(await dump.arrayBuffer()), { mode: PRIVATE_FILE_MODE });
    }
    const dbHash = await hashFile(path.join(partial, file));
    const t1 = performance.now();

    const files = storeOf(o.config);
    const keys = await listKeys(files);
    const entries = await eachLimit(keys, FILE_CONCURRENCY, (key) =>
      copyOut(files.store, key, path.join(partial, 'files')),
    );
    files.store.close?.();
    const t2 = performance.now();

    const manifest: Manifest = {
      format: FORMAT,
      version: 1,
      createdAt: createdAt.toISOString(),
      database: { kind: o.database.kind, file, size: dbHash.size, sha256: dbHash.sha256, serverVersion: version.text },
      storage: { driver: o.config.storage.driver, bucket: files.bucket },
      files: entries,
    };
    fs.writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: PRIVATE_FILE_MODE,
    });
    fs.renameSync(partial, folder);
    return {
      folder,
      manifest,
      databaseMs: Math.round(t1 - t0),
      filesMs: Math.round(t2 - t1),
      databaseBytes: dbHash.size,
      filesBytes: entries.reduce((n, e) => n + e.size, 0),
    };
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw err;
  }
}

export function readManifest(folder: string): Manifest {
  const file = path.join(folder, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupError(`${folder} holds no ${MANIFEST}: not a complete backup`);
  const m = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (m.format !== FORMAT || m.version !== 1) throw new BackupError(`${file} is not a backup this version reads`);
  return m;
}

/** Every checksum of the backup, before anything is restored. */
export async function verifyBackup(folder: string, m: Manifest): Promise<void> {
  const bad: string[] = [];
  const db = await hashFile(path.join(folder, m.database.file)).catch(() => null);
  if (db?.sha256 !== m.database.sha256) bad.push(m.database.file);
  await eachLimit(m.files, FILE_CONCURRENCY, async (f) => {
    const h = await hashFile(path.join(folder, 'files', ...f.key.split('/'))).catch(() => null);
    if (h?.sha256 !== f.sha256) bad.push(`files/${f.key}`);
  });
  if (bad.length) {
    throw new BackupError(
      `the backup is damaged, nothing was restored: ${bad.length} file(s) missing or not matching their checksum (${bad.slice(0, 5).join(', ')}${bad.length > 5 ? ', ...' : ''})`,
    );
  }
}

export interface RestoreResult {
  databaseMs: number;
  filesMs: number;
  files: number;
}

/** Whether the target database holds any table (then it is not restored into). */
async function postgresIsEmpty(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg_toast%'`,
    );
    return rows[0]!.n === 0;
  } finally {
    await c.end();
  }
}

/**
 * Restores `folder` into the database and the store of `config`, both of which must be empty (else nothing is
 * done). PostgreSQL dumps go to PostgreSQL (DATABASE_URL), PGlite dumps to PGlite (DATA_DIR/pglite); the files
 * go to whichever store STORAGE_DRIVER names, whatever store they came from.
 */
export async function restore(o: { config: Config; folder: string }): Promise<RestoreResult> {
  const folder = path.resolve(o.folder);
  const m = readManifest(folder);
  const target = o.config.databaseUrl ? 'postgres' : 'pglite';
  if (m.database.kind !== target) {
    throw new BackupError(
      m.database.kind === 'postgres'
        ? 'this backup is of PostgreSQL: set DATABASE_URL to an empty database'
        : 'this backup is of PGlite: unset DATABASE_URL and set DATA_DIR to an empty folder',
    );
  }
  await verifyBackup(folder, m);

  const pgliteDir = path.join(o.config.dataDir, 'pglite');
  if (target === 'postgres') {
    if (!(await postgresIsEmpty(o.config.databaseUrl!))) {
      throw new BackupError('the database named by DATABASE_URL is not empty: restore only into an empty database');
    }
  } else if (fs.existsSync(pgliteDir) && fs.readdirSync(pgliteDir).length > 0) {
    throw new BackupError(`${pgliteDir} is not empty: restore only into a DATA_DIR without a database`);
  }
  const files = storeOf(o.config);
  if ((await listKeys(files, { max: 1 })).length > 0) {
    throw new BackupError(
      `the store (${o.config.storage.driver === 's3' ? `bucket ${files.bucket}` : path.join(o.config.dataDir, 'files')}) is not empty: restore only into an empty store`,
    );
  }

  const t0 = performance.now();
  const dump = path.join(folder, m.database.file);
  if (target === 'postgres') {
    const c = new pg.Client({ connectionString: o.config.databaseUrl });
    await c.connect();
    const { rows } = await c.query<{ n: number }>(`select current_setting('server_version_num')::int as n`);
    await c.end();
    const conn = pgConnection(o.config.databaseUrl!);
    await exec(
      pgTool('pg_restore', Math.floor(rows[0]!.n / 10000)),
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '-d', conn.url, dump],
      conn.env,
    );
  } else {
    fs.mkdirSync(pgliteDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const client = await PGlite.create(pgliteDir, { loadDataDir: new Blob([fs.readFileSync(dump)]) });
    await client.query('select 1');
    await client.close();
  }
  const t1 = performance.now();
  await eachLimit(m.files, FILE_CONCURRENCY, (f) => copyIn(files.store, f, path.join(folder, 'files')));
  files.store.close?.();
  return { databaseMs: Math.round(t1 - t0), filesMs: Math.round(performance.now() - t1), files: m.files.length };
}
