import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one database type both drivers satisfy; pass a transaction where a Db is taken. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const MIGRATIONS_DIR = path.join(import.meta.dirname, '../../drizzle');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection pool (its use is a metric); none on PGlite. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** A PGlite data-dir dump to start from (tests use a migrated template). */
  loadDataDir?: Blob;
  /** Keep PGlite in memory instead of DATA_DIR/pglite. */
  inMemory?: boolean;
  /** Apply the migrations (default); a backup reads the database as it is. */
  migrate?: boolean;
  /** Told when a PostgreSQL connection is lost, idle or held (the pool opens a new one); the entry point logs it. */
  onIdleError?: (err: Error) => void;
}

/** Opens PostgreSQL when a URL is given, otherwise PGlite in `dataDir/pglite`, and applies migrations. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle client losing its connection (a database restart) must not crash the server: the pool
    // drops that client and opens a new one for the next query.
    // pg-pool listens only on idle connections. One lost while a request holds it between two queries (inside a
    // transaction) is told as an 'error' event that nobody would hear, which ends the process; its next query fails
    // instead, and the request answers that (server/src/db/client.test.ts). Either way it is told once: an idle
    // client's loss reaches both listeners with the same error.
    const told = new WeakSet<Error>();
    const tell = (err: Error) => {
      if (told.has(err)) return;
      told.add(err);
      opts.onIdleError?.(err);
    };
    pool.on('error', tell);
    pool.on('connect', (client) => client.on('error', tell));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    if (opts.migrate !== false) await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  let dir: string | undefined;
  if (!opts.inMemory) {
    dir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (opts.migrate !== false) await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return { db, kind: 'pglite', close: () => client.close() };
}
