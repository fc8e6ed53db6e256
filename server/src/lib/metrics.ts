import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client.js';
import type { ReadReplica } from '../db/replica.js';
import { droppedLogLines } from './log.js';
import { selectRows } from './sql.js';

/**
 * The instance's Prometheus metrics (DESIGN.md section 12; what each means and what to alert on:
 * docs/operations.md). One registry per app, so several apps in one process (the tests) keep theirs apart.
 * Labels are bounded: routes by their template, statuses, catalogue keys, provider outcomes.
 *
 * Served at `/metrics` (plugins/metrics.ts) behind METRICS_TOKEN, or on METRICS_PORT, never publicly.
 *
 * Counting something new: `metrics.<counter>.inc({ ...labels })` where it happens, e.g.
 * `metrics.appFeed.inc({ result: '304' })` in the app's content feed route.
 */
export function createMetrics(opts: { process?: boolean; inFlight?: () => number } = {}) {
  const registry = new Registry();
  const registers = [registry];
  // Process memory, CPU, event loop delay, GC, handles (`process_*`, `nodejs_*`): when the metrics are served.
  if (opts.process) collectDefaultMetrics({ register: registry });

  const http = {
    /** Every answered request by route template (`/api/user/query/:page/:pageSize`), method and status. */
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method, route template and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    inFlight: new Gauge({
      name: 'http_requests_in_flight',
      help: 'Requests received and not yet answered',
      registers,
      collect() {
        if (opts.inFlight) this.set(opts.inFlight());
      },
    }),
  };

  /** Sign-ins to the console (`kind="console"`) and, from the app's API, the app (`kind="app"`). */
  const signIns = new Counter({
    name: 'signins_total',
    help: 'Sign-in attempts by kind (console, app) and result (ok, refused)',
    labelNames: ['kind', 'result'] as const,
    registers,
  });
  const signInRefusals = new Counter({
    name: 'signin_refusals_total',
    help: 'Refused sign-ins by kind and reason (the error catalogue key: wrongCredentials, accountLocked, addressLimited...)',
    labelNames: ['kind', 'reason'] as const,
    registers,
  });

  /** Every payment notification, webhook, return and reconciliation, as the order module recorded it. */
  const paymentEvents = new Counter({
    name: 'payment_events_total',
    help: 'Payment provider messages by provider, source (notify, webhook, return, reconcile) and outcome (applied, duplicate, mismatch, late, closed, ignored, unknown, or why it was refused)',
    labelNames: ['provider', 'source', 'outcome'] as const,
    registers,
  });

  /** The analysis app's content feed: 304 (the app's copy is current) against 200 (sent again). */
  const appFeed = new Counter({
    name: 'app_feed_requests_total',
    help: "Requests for the analysis app's content feed by result (200: sent, 304: not modified)",
    labelNames: ['result'] as const,
    registers,
  });

  /** Requests of `reads: 'replica'` routes by the pool that answered them (plugins/replica.ts). */
  const replicaReads = new Counter({
    name: 'db_replica_reads_total',
    help: 'Requests of routes that read from the replica (DATABASE_READ_URL), by the pool that answered them (replica, primary)',
    labelNames: ['pool'] as const,
    registers,
  });
  /** Those answered from the primary because the replica was behind, unreachable, or failed mid-request. */
  const replicaFallback = new Counter({
    name: 'db_replica_fallback_total',
    help: 'Replica reads sent back to the primary, by reason: lag (behind by more than DATABASE_READ_MAX_LAG_MS), unreachable, error (lost mid-request, answered again from the primary)',
    labelNames: ['reason'] as const,
    registers,
  });

  /** Log lines this process dropped because its output was full or gone (lib/log.ts). */
  new Counter({
    name: 'log_lines_dropped_total',
    help: 'Log lines dropped because the log output was not read (full) or was closed',
    registers,
    collect() {
      this.reset();
      this.inc(droppedLogLines());
    },
  });

  return { registry, http, signIns, signInRefusals, paymentEvents, appFeed, replicaReads, replicaFallback };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Gauges read when scraped: the PostgreSQL pool (absent on PGlite, which has one connection in-process) and
 * the job queue from its table (so every instance reports the same queue).
 */
export function watchDatabase(metrics: Metrics, db: Db, pool?: pg.Pool) {
  const registers = [metrics.registry];
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state: total (open), idle, waiting (requests queued for a connection), max',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
        this.set({ state: 'max' }, pool.options.max ?? 10);
      },
    });
  }
  // One query per scrape (the registry collects every metric at once: each gauge awaits the same reading).
  type Reading = { jobs: { kind: string; n: number; age: number }[]; failed: number } | null;
  let pending: Promise<Reading> | null = null;
  const read = () =>
    (pending ??= (async (): Promise<Reading> => {
      try {
        const jobs = await selectRows(
          db,
          sql`select kind, count(*)::int as n, extract(epoch from now() - min(run_at))::float8 as age
              from jobs where done_at is null and run_at <= now() group by kind`,
        );
        const [f] = await selectRows(
          db,
          sql`select count(*)::int as n from jobs where failed_at > now() - interval '1 day'`,
        );
        return {
          jobs: jobs.map((r) => ({ kind: String(r.kind), n: Number(r.n), age: Math.max(0, Number(r.age)) })),
          failed: Number(f?.n ?? 0),
        };
      } catch {
        return null;
      }
    })().finally(() => {
      pending = null;
    }));
  new Gauge({
    name: 'db_up',
    help: '1 when the database answered the last scrape, else 0',
    registers,
    async collect() {
      this.set((await read()) ? 1 : 0);
    },
  });
  /** A gauge of the due jobs by kind: `figure` of each kind's row. */
  const dueJobsGauge = (name: string, help: string, figure: (j: { n: number; age: number }) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['kind'] as const,
      registers,
      async collect() {
        const r = await read();
        this.reset();
        for (const j of r?.jobs ?? []) this.set({ kind: j.kind }, figure(j));
      },
    });
  dueJobsGauge('jobs_due', 'Background jobs due and not done (waiting or running), by kind', (j) => j.n);
  dueJobsGauge(
    'jobs_oldest_due_age_seconds',
    'How long the oldest due job not done has been due, by kind',
    (j) => j.age,
  );
  new Gauge({
    name: 'jobs_failed_last_day',
    help: 'Jobs given up on (attempts used up) in the last 24 hours, kept for a person to look at',
    registers,
    async collect() {
      const r = await read();
      if (r) this.set(r.failed);
    },
  });
}

/** The read replica's state at its last lag check (`DATABASE_READ_URL` set): its lag, and whether reads go to it. */
export function watchReplica(metrics: Metrics, replica: ReadReplica) {
  const registers = [metrics.registry];
  new Gauge({
    name: 'db_replica_lag_seconds',
    help: 'How far the read replica was behind the primary at its last check (absent while unknown: unreachable or not checked yet)',
    registers,
    collect() {
      const { lagMs } = replica.status();
      this.reset();
      if (lagMs !== null) this.set(lagMs / 1000);
    },
  });
  new Gauge({
    name: 'db_replica_up',
    help: '1 while reads go to the replica (reachable and within DATABASE_READ_MAX_LAG_MS), else 0',
    registers,
    collect() {
      this.set(replica.status().state === 'ok' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'db_replica_pool_connections',
    help: 'Read replica pool connections by state: total (open), idle, waiting',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'total' }, replica.pool.totalCount);
      this.set({ state: 'idle' }, replica.pool.idleCount);
      this.set({ state: 'waiting' }, replica.pool.waitingCount);
    },
  });
}
