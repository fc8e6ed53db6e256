import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/db.js';
import { buildAppUser, buildOrder, buildStoreWithOwner } from '../../test/factories.js';
import { loginAs, startServer, type TestServer } from '../../test/helper.js';
import { type LocalS3, startLocalS3 } from '../../test/s3.js';
import { parseConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { selectRows } from '../lib/sql.js';
import { BackupError, backup, restore } from './backup.js';
import { eachLimit, hashStream, listKeys, storeOf } from './files.js';

const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `skin-${name}-`));
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** md5 of every row of every table, by table. */
async function fingerprint(db: Database['db']): Promise<Record<string, string>> {
  const tables = await selectRows(
    db,
    sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as t from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { t } of tables) {
    const [row] = await selectRows(
      db,
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from ${t} x`,
      ),
    );
    out[String(t)] = `${row!.n}:${row!.h}`;
  }
  return out;
}

/** The last value of every sequence (null: never used). */
async function sequences(db: Database['db']): Promise<Record<string, number | null>> {
  const seqs = await selectRows(
    db,
    sql`select quote_ident(schemaname) || '.' || quote_ident(sequencename) as s, last_value from pg_sequences
        where schemaname in ('public', 'drizzle') order by 1`,
  );
  return Object.fromEntries(seqs.map((s) => [String(s.s), s.last_value === null ? null : Number(s.last_value)]));
}

/** sha256 of every stored object, by key. */
async function fileSums(config: ReturnType<typeof parseConfig>): Promise<Record<string, string>> {
  const files = storeOf(config);
  const out: Record<string, string> = {};
  for (const key of await listKeys(files)) out[key] = (await hashStream((await files.store.get(key))!.body)).sha256;
  files.store.close?.();
  return out;
}

/** A busy database: stores, owners, app accounts, orders in every state, sessions, and files in the store. */
async function makeBusy(s: TestServer) {
  await loginAs(s, 'demoshop');
  for (let i = 0; i < 3; i++) {
    const { shop, owner } = await buildStoreWithOwner(s.db);
    const users = [];
    for (let j = 0; j < 4; j++) users.push(await buildAppUser(s.db, shop));
    for (let k = 0; k < 6; k++) {
      await buildOrder(s.db, shop, owner, {
        orderStatus: 1 + (k % 5),
        appUserIds: k % 2 ? [users[k % 4]!.id] : undefined,
      });
    }
  }
  const files = storeOf(s.deps.config);
  for (let i = 0; i < 12; i++) {
    const ext = ['png', 'jpg', 'xlsx'][i % 3]!;
    const key = `${i % 2 ? 'platform' : `shops/${i + 1}`}/images/${randomBytes(8).toString('hex')}.${ext}`;
    await files.store.put(key, randomBytes(1000 + i * 997), 'application/octet-stream');
  }
  files.store.close?.();
}

/** An empty database and store of the same kinds, for the restore. */
async function emptyTarget(storage: Record<string, string>) {
  const dataDir = tmp('restore');
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: dataDir, ...storage };
  if (testDbKind() === 'postgres') {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `skin_restore_${process.pid}_${Date.now()}`;
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(process.env.TEST_DATABASE_URL!);
    u.pathname = `/${name}`;
    env.DATABASE_URL = u.toString();
    cleanups.push(async () => {
      const a = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    });
  }
  return parseConfig(env);
}

async function s3(): Promise<LocalS3> {
  const x = await startLocalS3();
  cleanups.push(() => x.close());
  return x;
}

describe.each(['local', 's3'] as const)('backup and restore (%s files)', (driver) => {
  it('brings a busy database and its files back into empty ones, every row and every checksum equal', async () => {
    const source = driver === 's3' ? (await s3()).env : {};
    const s = await startServer(source);
    cleanups.push(() => s.close());
    await makeBusy(s);
    const out = tmp('backups');
    cleanups.push(() => fs.rmSync(out, { recursive: true, force: true }));

    // The app's own writers (the data centre's fold, the jobs) stop, so the rows compared are the ones copied.
    await s.app.close();
    const made = await backup({ config: s.deps.config, database: s.deps.database, out });
    expect(path.basename(made.folder)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    expect(made.manifest.files).toHaveLength(12);
    expect(made.manifest.database.kind).toBe(s.deps.database.kind);
    const before = await fingerprint(s.db);
    const sequencesBefore = await sequences(s.db);
    expect(Number(before['public.orders']!.split(':')[0])).toBeGreaterThanOrEqual(18);
    const filesBefore = await fileSums(s.deps.config);

    const target = await emptyTarget(driver === 's3' ? (await s3()).env : {});
    const done = await restore({ config: target, folder: made.folder });
    expect(done.files).toBe(12);
    const restored = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, migrate: false });
    cleanups.push(() => restored.close());
    expect(await fingerprint(restored.db)).toEqual(before);
    // No id is handed out twice: pg_dump restores each sequence as it was; PGlite's data folder holds a used
    // sequence up to 32 values ahead, as PostgreSQL logs it (as after a crash).
    const sequencesAfter = await sequences(restored.db);
    expect(Object.keys(sequencesAfter)).toEqual(Object.keys(sequencesBefore));
    for (const [name, was] of Object.entries(sequencesBefore)) {
      if (was === null || s.deps.database.kind === 'postgres') expect(sequencesAfter[name], name).toBe(was);
      else expect(sequencesAfter[name], name).toBeGreaterThanOrEqual(was);
    }
    expect(await fileSums(target)).toEqual(filesBefore);

    // Not again into what is now a database and a store with data.
    await expect(restore({ config: target, folder: made.folder })).rejects.toThrow(/not empty/);
  }, 180_000);
});

describe('backup and restore of a bucket past one page', () => {
  it('copies every object of more than a thousand (S3 lists 1000 at a time) and brings them all back', async () => {
    const source = await s3();
    const s = await startServer(source.env);
    cleanups.push(() => s.close());
    const files = storeOf(s.deps.config);
    const keys = Array.from(
      { length: 1050 },
      (_, i) => `shops/${1 + (i % 7)}/images/${String(i).padStart(5, '0')}.png`,
    );
    await eachLimit(keys, 16, (key) => files.store.put(key, randomBytes(64 + key.length), 'image/png'));
    files.store.close?.();
    const out = tmp('backups');
    cleanups.push(() => fs.rmSync(out, { recursive: true, force: true }));
    await s.app.close();
    const made = await backup({ config: s.deps.config, database: s.deps.database, out });
    expect(made.manifest.files.map((f) => f.key)).toEqual([...keys].sort());
    const before = await fileSums(s.deps.config);
    expect(Object.keys(before)).toHaveLength(1050);

    const target = await emptyTarget((await s3()).env);
    expect((await restore({ config: target, folder: made.folder })).files).toBe(1050);
    expect(await fileSums(target)).toEqual(before);
    // Not again into what now holds data.
    await expect(restore({ config: target, folder: made.folder })).rejects.toThrow(/not empty/);
  }, 300_000);
});

describe('a backup', () => {
  it('is read by its owner alone, whatever the umask: folders 0700, files 0600', async () => {
    const s = await startServer();
    cleanups.push(() => s.close());
    await makeBusy(s);
    const out = path.join(tmp('backups'), 'nightly');
    cleanups.push(() => fs.rmSync(path.dirname(out), { recursive: true, force: true }));
    // The usual default, under which files are written 0644 and folders 0755 unless asked otherwise.
    const umask = process.umask(0o022);
    let made: Awaited<ReturnType<typeof backup>>;
    try {
      made = await backup({ config: s.deps.config, database: s.deps.database, out });
    } finally {
      process.umask(umask);
    }
    const modes: string[] = [];
    const walk = (p: string) => {
      const st = fs.statSync(p);
      modes.push(`${path.relative(out, p)} ${(st.mode & 0o777).toString(8)}`);
      if (st.isDirectory()) for (const name of fs.readdirSync(p)) walk(path.join(p, name));
    };
    walk(made.folder);
    expect(modes.length).toBeGreaterThan(14);
    const name = path.basename(made.folder);
    for (const m of modes) {
      const [rel, mode] = m.split(' ');
      const isDir = fs.statSync(path.join(out, rel!)).isDirectory();
      expect(`${rel} ${mode}`).toBe(`${rel} ${isDir ? '700' : '600'}`);
    }
    expect(modes).toContain(`${name} 700`);
    expect(modes).toContain(`${path.join(name, 'manifest.json')} 600`);
    expect(modes).toContain(`${path.join(name, made.manifest.database.file)} 600`);
    // The folder the backups go in, made by the backup, is private too.
    expect(fs.statSync(out).mode & 0o777).toBe(0o700);
  }, 120_000);
});

describe('restore refuses', () => {
  it('a damaged backup, before touching anything', async () => {
    const s = await startServer();
    cleanups.push(() => s.close());
    await makeBusy(s);
    const out = tmp('backups');
    cleanups.push(() => fs.rmSync(out, { recursive: true, force: true }));
    const made = await backup({ config: s.deps.config, database: s.deps.database, out });
    const victim = path.join(made.folder, 'files', ...made.manifest.files[3]!.key.split('/'));
    fs.appendFileSync(victim, 'x');
    const target = await emptyTarget({});
    const err = await restore({ config: target, folder: made.folder }).catch((e) => e);
    expect(err).toBeInstanceOf(BackupError);
    expect(err.message).toMatch(/damaged, nothing was restored: 1 file/);
    expect(fs.existsSync(path.join(target.dataDir, 'pglite'))).toBe(false);
    expect(await listKeys(storeOf(target))).toEqual([]);
    if (target.databaseUrl) {
      const c = new pg.Client({ connectionString: target.databaseUrl });
      await c.connect();
      const { rows } = await c.query(`select count(*)::int as n from pg_tables where schemaname = 'public'`);
      await c.end();
      expect(rows[0].n).toBe(0);
    }
  }, 120_000);
});
