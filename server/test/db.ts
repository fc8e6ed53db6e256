import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, MIGRATIONS_DIR, openDatabase } from '../src/db/client.js';
import { seedDemo } from '../src/db/seed.js';

const DB_DIR = path.join(import.meta.dirname, '../src/db');
/** The demo data's files: seed.ts and every seed-*.ts it may import (their tests aside). */
const seedFiles = () =>
  fs
    .readdirSync(DB_DIR)
    .filter((f) => /^seed.*\.ts$/.test(f) && !f.endsWith('.test.ts'))
    .sort()
    .map((f) => path.join(DB_DIR, f));

/**
 * Test databases: a migrated and seeded template is made once per run, and every test file gets
 * its own copy: a PGlite data-dir dump, or `CREATE DATABASE ... TEMPLATE` on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
export const testDbKind = () => (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');

/**
 * Changes whenever anything the migrator reads changes, or the demo data (seed.ts and the seed-*.ts files beside it:
 * the platform's labels are in seed-content.ts), so a stale template is never reused:
 * the SQL files and the journal (meta/_journal.json). The journal's `when` of each migration is what the
 * migrator stores as `created_at` and compares to decide what is applied, and regenerating a migration
 * (`npm run db:generate`, `npm run new-resource`) gives the same SQL a new `when`: a template keyed on the SQL
 * alone then holds the old `when`, and every database copied from it runs that migration again.
 */
function migrationsStamp(): string {
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => path.join(MIGRATIONS_DIR, f));
  const hash = createHash('sha256');
  for (const f of [...files, path.join(MIGRATIONS_DIR, 'meta/_journal.json'), ...seedFiles()])
    hash.update(fs.readFileSync(f));
  return `${files.length}-${hash.digest('hex').slice(0, 16)}`;
}

const PG_TEMPLATE = () => `skin_tpl_${migrationsStamp().replace(/\W/g, '_')}`;
export const pgliteTemplateFile = () => path.join(os.tmpdir(), `skin-pglite-template-${migrationsStamp()}.tar.gz`);

function adminUrl(): string {
  const u = new URL(process.env.TEST_DATABASE_URL!);
  return u.toString();
}
function withDb(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Called once from Vitest's globalSetup. */
export async function prepareTemplate(): Promise<void> {
  if (testDbKind() === 'postgres') {
    const name = PG_TEMPLATE();
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return;
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    const database = await openDatabase({ databaseUrl: withDb(adminUrl(), name), dataDir: os.tmpdir(), poolSize: 1 });
    await seedDemo(database.db);
    await database.close();
    return;
  }
  const file = pgliteTemplateFile();
  if (fs.existsSync(file)) return;
  const database = await openDatabase({ dataDir: os.tmpdir(), inMemory: true });
  await seedDemo(database.db);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('gzip');
  const tmp = `${file}.${process.pid}`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(tmp, file);
  await database.close();
}

/** A fresh PostgreSQL database copied from the template (TEST_DATABASE_URL): its URL, and how to drop it. */
export async function freshPostgresUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `skin_t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name} template ${PG_TEMPLATE()}`);
  await admin.end();
  return {
    url: withDb(adminUrl(), name),
    async drop() {
      const a = new pg.Client({ connectionString: adminUrl() });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** A fresh database holding the migrated schema and the demo data. */
export async function freshDatabase(): Promise<Database> {
  if (testDbKind() === 'postgres') {
    const fresh = await freshPostgresUrl();
    const database = await openDatabase({ databaseUrl: fresh.url, dataDir: os.tmpdir(), poolSize: 10 });
    return {
      ...database,
      async close() {
        await database.close();
        await fresh.drop();
      },
    };
  }
  const blob = new Blob([fs.readFileSync(pgliteTemplateFile())]);
  return openDatabase({ dataDir: os.tmpdir(), inMemory: true, loadDataDir: blob });
}
