import { createHash, randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, DbOrTx, Tx } from '../db/client.js';
import { readTargetOf } from '../db/replica.js';
import * as schema from '../db/schema.js';
import { isSerializationFailure } from './errors.js';

/** `%`, `_` and `\` in user input match themselves in LIKE. */
export const likeContains = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A sign-in session still live (console `sessions`, app `app_sessions`): its token hash is the statement's
 * `tokenHash` placeholder, it is not revoked and it expires after the `now` placeholder.
 */
export const liveSession = (t: { tokenHash: PgColumn; revokedAt: PgColumn; expiresAt: PgColumn }) =>
  and(eq(t.tokenHash, sql.placeholder('tokenHash')), isNull(t.revokedAt), gt(t.expiresAt, sql.placeholder('now')));

/**
 * The plain writes of a table whose rows are named by `id` and carry `updatedAt`: `insert` (answers the new row),
 * `update` (the fields given, `updatedAt` now; answers the updated row) and `delete`. A repository spreads them
 * beside its own reads; the service checks, inside its transaction, that the row is the caller's first.
 */
export function rowWrites<T extends PgTable & { id: PgColumn; updatedAt: PgColumn }>(table: T) {
  type Row = T['$inferSelect'];
  type Insert = T['$inferInsert'];
  // Drizzle types a write by the concrete table; on a generic one the values are checked here, by `Insert`.
  const t = table as PgTable & { id: PgColumn };
  return {
    async insert(db: DbOrTx, values: Insert): Promise<Row> {
      const [row] = await db
        .insert(t)
        .values(values as never)
        .returning();
      return row as Row;
    },
    async update(db: DbOrTx, id: number, values: Partial<Insert>): Promise<Row> {
      const [row] = await db
        .update(t)
        .set({ ...values, updatedAt: new Date() } as never)
        .where(eq(t.id, id))
        .returning();
      return row as Row;
    },
    async delete(db: DbOrTx, id: number): Promise<void> {
      await db.delete(t).where(eq(t.id, id));
    },
  };
}

/** `count(*)` of a table under a condition. */
export async function countWhere(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** How many rows of `table` under a condition each content language has (`language`: the table's column). */
export async function countByLanguage(
  db: DbOrTx,
  table: PgTable,
  language: PgColumn,
  where: SQL | undefined,
): Promise<{ language: string; count: number }[]> {
  return db
    .select({ language: sql<string>`${language}`, count: count() })
    .from(table)
    .where(where)
    .groupBy(language);
}

/** The page a paged query asks for (`query/{page}/{pageSize}`). */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** What every paged query answers. */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The one paged-list helper: `read` fetches one page of rows and the number of matches (two
 * statements in parallel, or one with `count(*) over ()`), `present` shapes each row for the API.
 */
export async function pagedList<R, T>(
  p: PageRequest,
  read: (limit: number, offset: number) => Promise<{ rows: R[]; total: number }>,
  present: (row: R) => T,
): Promise<Paged<T>> {
  const { rows, total } = await read(p.pageSize, (p.page - 1) * p.pageSize);
  return { list: rows.map(present), total, page: p.page, pageSize: p.pageSize };
}

/** A page of rows and the count, read in parallel (for tables small enough not to need a plan cache). */
export async function rowsAndTotal<R>(rows: Promise<R[]>, total: Promise<number>) {
  const [r, n] = await Promise.all([rows, total]);
  return { rows: r, total: n };
}

/** Puts a filter value into a statement: as a parameter, or as a named placeholder of a prepared statement. */
export type Bind = <T>(name: string, value: T) => T;
export const asParam: Bind = (_name, value) => value;

/** A statement prepared once per database handle and filter shape. */
export interface Plan<R> {
  execute(values: Record<string, unknown>): Promise<R[]>;
}
const plans = new WeakMap<object, Map<string, Plan<unknown>>>();

/**
 * A statement run on every request (a session's lookup), built and prepared once per database it reads from
 * (`readTargetOf`: with a replica, the primary and the replica each get their own), planned once per connection.
 */
export function preparedPerDb<P>(build: (db: Db) => P): (db: Db) => P {
  const built = new WeakMap<object, P>();
  return (db) => {
    const target = readTargetOf(db);
    let p = built.get(target);
    if (!p) {
      p = build(target);
      built.set(target, p);
    }
    return p;
  };
}

/**
 * A prepared-statement cache for hot list queries. `build(bind)` builds the statement with `bind`
 * turning each filter value into a named placeholder; the filters present (and `shapeExtra`, e.g.
 * the order) make the shape, and each shape is built, compiled and named once per database
 * handle. PostgreSQL then plans the named statement once per connection instead of on every call
 * (PGlite ignores the name). Returns the rows for `values` plus the bound filter values.
 */
export async function executePlanned<R>(
  db: DbOrTx,
  name: string,
  shapeExtra: string,
  values: Record<string, unknown>,
  build: (bind: Bind) => { prepare(name: string): unknown },
): Promise<R[]> {
  const bound: string[] = [];
  const all: Record<string, unknown> = { ...values };
  const bind: Bind = (key, value) => {
    bound.push(key);
    all[key] = value instanceof Date ? value.toISOString() : value;
    return sql.placeholder(key) as never;
  };
  // Building binds the values; the built query is only compiled when the shape is new.
  const query = build(bind);
  // Two statements with the same filters (a page and its count) are different plans: the name is part of the shape.
  const shape = `${name}|${bound.join(',')}|${shapeExtra}`;
  // Keyed by the database the statement is built on here (a routed handle's replica or primary): a plan is bound
  // to the pool it was prepared on.
  const target = readTargetOf(db);
  let byShape = plans.get(target);
  if (!byShape) {
    byShape = new Map();
    plans.set(target, byShape);
  }
  let plan = byShape.get(shape) as Plan<R> | undefined;
  if (!plan) {
    plan = query.prepare(`${name}_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`) as Plan<R>;
    byShape.set(shape, plan as Plan<unknown>);
  }
  return plan.execute(all);
}

/**
 * The rows of a raw statement, typed as the caller reads them: `db.execute` answers differently typed results on
 * PGlite and node-postgres (both with `rows`), so this is the one place that reads them. `T` is what the statement
 * selects (its column names as written, e.g. `code_hash`); nothing checks it at run time.
 */
export async function selectRows<T extends object = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Tries of `repeatableRead` before its serialization failure is the caller's. */
const SERIALIZE_TRIES = 5;

/**
 * `fn` in a REPEATABLE READ transaction (every statement sees one snapshot), run again while PostgreSQL could not
 * serialize it with a concurrent one (40001), up to SERIALIZE_TRIES times, a few random milliseconds apart (two
 * that collided do not collide again in step). The last failure reaches the error handler, which answers 409
 * "send it again" (plugins/errors.ts), never a 500.
 */
export async function repeatableRead<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await db.transaction(fn, { isolationLevel: 'repeatable read' });
    } catch (err) {
      if (i >= SERIALIZE_TRIES || !isSerializationFailure(err)) throw err;
      await sleep(randomInt(1, 10 * i));
    }
  }
}

/**
 * `fn` holding PostgreSQL's advisory lock `key` at the level of a session, taken on a connection of the pool's own
 * before `fn` runs there (its `db`) and given back after it: a transaction `fn` begins has its snapshot taken once
 * the lock is held, so nothing the holders before it wrote under the lock is missing from it. A transaction's own
 * `pg_advisory_xact_lock(key)` waits at its first statement, after its snapshot: REPEATABLE READ then loses to
 * the holder it waited for (40001). The same session asking for the lock again inside gets it at once. With
 * `waitMs`, waiting longer for the lock fails with 55P03, before `fn`.
 * PGlite runs one statement at a time: `fn` runs on it as it is.
 */
export async function withSessionLock<T>(db: Db, key: number, fn: (db: Db) => Promise<T>, waitMs?: number): Promise<T> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return fn(db);
  const client = await pool.connect();
  let unlocked = false;
  try {
    // At most `waitMs` for the lock (55P03 after it, which the error handler answers 409): a connection of the pool
    // is held while waiting.
    if (waitMs) await client.query("select set_config('lock_timeout', $1, false)", [`${waitMs}ms`]);
    await client.query('select pg_advisory_lock($1)', [key]);
    if (waitMs) await client.query('reset lock_timeout');
    try {
      return await fn(drizzlePg(client, { schema }) as unknown as Db);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
      unlocked = true;
    }
  } finally {
    // A connection that may still hold the lock or its wait's setting (its unlock did not run) is closed, never
    // given back to the pool.
    client.release(unlocked ? undefined : true);
  }
}
