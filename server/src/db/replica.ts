import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './client.js';
import * as schema from './schema.js';

/**
 * Reads that may lag go to a streaming replica (DESIGN.md section 14, `DATABASE_READ_URL`). One rule, in one place:
 * a route declaring `reads: 'replica'` (plugins/replica.ts) runs with the replica as the database of every service
 * it calls, while the replica is within `DATABASE_READ_MAX_LAG_MS` of the primary; every other request, every job and
 * every write reads and writes the primary, so whatever a person just wrote is read back from where it was written.
 */

/** How often the replica's lag is read. */
export const LAG_CHECK_MS = 2_000;
/** A check or a connection taking longer than this counts the replica as unreachable. */
const CHECK_TIMEOUT_MS = 2_000;

/** `ok`: reads go to it; `lagging`: behind by more than the limit; `down`: unreachable; `starting`: not checked yet. */
export type ReplicaState = 'ok' | 'lagging' | 'down' | 'starting';

/** Why a replica route was answered from the primary (the `reason` of `db_replica_fallback_total`). */
export type FallbackReason = 'lag' | 'unreachable' | 'error';

export interface ReplicaStatus {
  state: ReplicaState;
  /** Milliseconds behind the primary at the last check (0 when nothing is waiting to be replayed), or null. */
  lagMs: number | null;
  maxLagMs: number;
}

/** The rule: a replica route's reads go to the replica only while its last check found it within the limit. */
export function readTarget(status: ReplicaStatus): 'replica' | FallbackReason {
  if (status.state === 'ok') return 'replica';
  return status.state === 'lagging' ? 'lag' : 'unreachable';
}

export interface ReadReplica {
  db: Db;
  pool: pg.Pool;
  status(): ReplicaStatus;
  /** Reads the lag once (the timer does every LAG_CHECK_MS) and sets the state. */
  check(): Promise<ReplicaStatus>;
  /** A query on the replica failed with `err`: when it says the replica is gone, it is marked down (true). */
  lost(err: unknown): boolean;
  start(): void;
  close(): Promise<void>;
}

export interface ReplicaOptions {
  url: string;
  maxLagMs: number;
  poolSize: number;
  onIdleError?: (err: Error) => void;
}

/**
 * The replica's pool and its lag check. Nothing answers from it before the first check says it is within the limit.
 * The check asks the replica itself: 0 when everything it received is replayed and its WAL receiver runs, else
 * `now() - pg_last_xact_replay_timestamp()` (a replica whose receiver stopped is as old as its last replay). The
 * receiver's row is read for its existence only: its columns but `pid` are hidden from roles without
 * pg_read_all_stats, such as the application's.
 */
export function openReplica(opts: ReplicaOptions): ReadReplica {
  const pool = new pg.Pool({
    connectionString: opts.url,
    max: opts.poolSize,
    connectionTimeoutMillis: CHECK_TIMEOUT_MS,
    application_name: 'skin-read',
  });
  pool.on('error', (err) => opts.onIdleError?.(err));
  // A connection the replica drops while a request holds it (a transaction's) errs its queries, which the request
  // answers from the primary (plugins/replica.ts), and is then told as an 'error' event: pg-pool listens only on
  // idle connections, and an event nobody listens to would end the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let status: ReplicaStatus = { state: 'starting', lagMs: null, maxLagMs: opts.maxLagMs };
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<ReplicaStatus> | null = null;

  async function readLag(): Promise<number | null> {
    const { rows } = await pool.query<{ lag_ms: number | null }>({
      text: `select case
          when not pg_is_in_recovery() then 0
          when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn()
            and exists (select from pg_stat_wal_receiver) then 0
          else extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000
        end::float8 as lag_ms`,
    });
    const lag = rows[0]?.lag_ms;
    return lag === null || lag === undefined ? null : Math.max(0, Math.round(lag));
  }

  const check = () =>
    (running ??= (async () => {
      let timeout: NodeJS.Timeout | undefined;
      try {
        const lagMs = await Promise.race([
          readLag(),
          new Promise<never>((_, reject) => {
            timeout = setTimeout(() => reject(new Error('replica check timed out')), CHECK_TIMEOUT_MS);
          }),
        ]);
        // No replayed transaction yet (a fresh replica): its age is unknown, so it is not trusted.
        const state: ReplicaState = lagMs !== null && lagMs <= opts.maxLagMs ? 'ok' : 'lagging';
        status = { state, lagMs, maxLagMs: opts.maxLagMs };
      } catch {
        status = { state: 'down', lagMs: null, maxLagMs: opts.maxLagMs };
      } finally {
        clearTimeout(timeout);
        running = null;
      }
      return status;
    })());

  return {
    db,
    pool,
    status: () => status,
    check,
    lost(err) {
      if (!isReplicaGone(err)) return false;
      status = { state: 'down', lagMs: null, maxLagMs: opts.maxLagMs };
      return true;
    },
    start() {
      if (timer) return;
      void check();
      timer = setInterval(() => void check(), LAG_CHECK_MS);
      timer.unref();
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      // Reads only: a connection the replica dropped uncleanly must not hold the instance's stop.
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        pool.end(),
        new Promise<void>((resolve) => {
          timeout = setTimeout(resolve, CHECK_TIMEOUT_MS);
        }),
      ]);
      clearTimeout(timeout);
    },
  };
}

/**
 * SQLSTATEs and socket errors that say the replica cannot answer (not that the query is wrong): connection
 * exceptions (08xxx), shut down or starting (57P01-57P03), a query cancelled by a conflict with recovery (40001 on a
 * standby), the database not replayed yet (3D000).
 */
const GONE_CODES = new Set(['57P01', '57P02', '57P03', '40001', '3D000', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']);
const GONE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/** Whether an error (or its cause: drizzle wraps the driver's) says the database cannot be reached. */
export function isReplicaGone(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('08') || GONE_CODES.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && GONE_MESSAGES.test(message)) return true;
  }
  return false;
}

const replicaScope = new AsyncLocalStorage<Db>();
const TARGET = Symbol('routed target');

/**
 * The database a handle reads from here and now: for `routedDb`'s handle, the replica inside `onReplica` and the
 * primary elsewhere; any other handle is its own. A prepared statement is bound to the pool it was built on, so a
 * cache of them is keyed by this, never by the routed handle (lib/sql.ts `preparedPerDb`, `executePlanned`).
 */
export function readTargetOf<T extends object>(db: T): T {
  return (db as { [TARGET]?: T })[TARGET] ?? db;
}

/**
 * The database services are given when a replica is configured: the primary, except inside `onReplica` where
 * reads (`select`, `query`, `execute`, `transaction`) go to the replica; `insert`, `update` and `delete` always go
 * to the primary.
 */
export function routedDb(primary: Db): Db {
  const writes = new Set<PropertyKey>(['insert', 'update', 'delete', 'refreshMaterializedView']);
  return new Proxy(primary, {
    get(target, prop) {
      if (prop === TARGET) return replicaScope.getStore() ?? target;
      const chosen = writes.has(prop) ? target : (replicaScope.getStore() ?? target);
      const value = Reflect.get(chosen, prop, chosen);
      return typeof value === 'function' ? value.bind(chosen) : value;
    },
  });
}

/** Runs `fn` with `routedDb`'s reads on `replica`. */
export const onReplica = <T>(replica: Db, fn: () => T): T => replicaScope.run(replica, fn);

/** Runs `fn` with `routedDb`'s reads on the primary, also inside `onReplica` (what must see the latest writes). */
export const onPrimary = <T>(fn: () => T): T => replicaScope.exit(fn);
