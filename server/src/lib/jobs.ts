import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { jobs } from '../db/schema.js';
import { loggableError } from './errors.js';
import { selectRows } from './sql.js';

/**
 * Background jobs kept in the database (`jobs` table), so that several server instances on one PostgreSQL
 * share them and never run one twice, and PGlite runs them too:
 *
 * - `enqueue(tx, kind, payload, { key, runAt })` inside the transaction that makes the job necessary (an order's
 *   close job is written with the order); a `key` makes it idempotent (a second enqueue with the key is a no-op).
 * - each instance polls every `pollMs`: due jobs are claimed with `UPDATE ... WHERE id IN (SELECT ... FOR UPDATE
 *   SKIP LOCKED)` and a lease (`locked_until`); a crashed instance's lease runs out and another takes the job. A
 *   round runs its batch `concurrency` at a time (most jobs wait on the object store or the database, not the CPU),
 *   and a round that found a full batch is followed by the next at once, not after `pollMs`.
 * - a handler that throws is tried again later (backoff), up to the job's `max_attempts`; then it is marked failed
 *   with its last error, and kept for a person to look at.
 * - `every(kind, ms)`: a recurring job, scheduled once per interval across all instances (its key names the slot).
 * - `interval(kind, ms, fn)`: work each instance does for itself every `ms` (folding the data centre's deltas),
 *   not kept in the database; `soon(kind, fn)`: work to do at once outside the request (deleting the objects a
 *   committed change released); `nudge()`: a job was just enqueued, run a round now rather than at the next poll.
 *
 * Handlers must be safe to run again (a lease can run out while a slow handler still works): the order jobs
 * re-check the order's state under its row lock.
 *
 * `manual: true` (the test harness only; nothing in the environment sets it) runs nothing by itself: no polling, no
 * intervals, and `soon` work and nudges wait for the test's `drain()`. The test owns every background run, so no job
 * races what it checks.
 */
export interface JobContext {
  id: number;
  kind: string;
  attempts: number;
}

export type JobHandler = (payload: Record<string, unknown>, job: JobContext) => Promise<void>;

export interface JobOptions {
  /** Tries before the job is marked failed (default 20). */
  maxAttempts?: number;
  /** Wait before try n+1 (default 2^n seconds, at most 10 minutes). */
  backoffMs?: (attempts: number) => number;
}

interface Registered extends Required<JobOptions> {
  handler: JobHandler;
}

export interface EnqueueOptions {
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
}

const LEASE_SECONDS = 120;
const defaultBackoff = (attempts: number) => Math.min(600_000, 1000 * 2 ** Math.max(0, attempts - 1));

export type JobQueue = ReturnType<typeof createJobQueue>;

export function createJobQueue(
  db: Db,
  opts: {
    pollMs: number;
    log?: { warn: (obj: object, msg: string) => void };
    batch?: number;
    /** Jobs of a round run at once (default 4; 1 in a manual queue, so a test's jobs run in order). */
    concurrency?: number;
    manual?: boolean;
    /** false: this instance enqueues jobs but runs none (RUN_JOBS=false); others on the same database run them. */
    run?: boolean;
  },
) {
  const instance = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const handlers = new Map<string, Registered>();
  const recurring = new Map<string, number>();
  const intervals = new Map<
    string,
    { ms: number; fn: () => Promise<unknown>; timer?: NodeJS.Timeout; busy?: Promise<unknown> | null }
  >();
  /** `soon` work held for the next `drain()` (manual queues), one per kind. */
  const held = new Map<string, () => Promise<unknown>>();
  const manual = opts.manual ?? false;
  const runs = opts.run ?? true;
  const batch = opts.batch ?? 20;
  const concurrency = Math.max(1, opts.concurrency ?? (manual ? 1 : 4));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let stopped = true;
  /** Set by close() (a shutdown): no new round starts, and a round hands back the jobs it has not begun. */
  let closing = false;
  let log = opts.log;

  async function enqueue(tx: DbOrTx, kind: string, payload: Record<string, unknown> = {}, o: EnqueueOptions = {}) {
    const maxAttempts = o.maxAttempts ?? handlers.get(kind)?.maxAttempts ?? 20;
    await tx
      .insert(jobs)
      .values({ kind, key: o.key ?? null, payload, runAt: o.runAt ?? new Date(), maxAttempts })
      .onConflictDoNothing();
  }

  /** Claims up to `batch` due jobs of the kinds this instance handles. */
  async function claim(limit: number) {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return [];
    return selectRows<{
      id: number;
      kind: string;
      payload: Record<string, unknown>;
      attempts: number;
      max_attempts: number;
    }>(
      db,
      sql`
      update jobs set locked_by = ${instance}, locked_until = now() + make_interval(secs => ${LEASE_SECONDS}),
        attempts = attempts + 1
      where id in (
        select id from jobs
        where done_at is null and run_at <= now() and (locked_until is null or locked_until < now())
          and kind in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
        order by run_at, id
        limit ${limit}
        for update skip locked
      )
      returning id, kind, payload, attempts, max_attempts`,
    );
  }

  async function finish(id: number) {
    await db.execute(
      sql`update jobs set done_at = now(), locked_by = null, locked_until = null where id = ${id} and locked_by = ${instance}`,
    );
  }

  async function retryLater(id: number, attempts: number, maxAttempts: number, err: unknown, backoff: number) {
    const message = err instanceof Error ? err.message : String(err);
    if (attempts >= maxAttempts) {
      await db.execute(sql`
        update jobs set done_at = now(), failed_at = now(), last_error = ${message.slice(0, 2000)},
          locked_by = null, locked_until = null
        where id = ${id} and locked_by = ${instance}`);
      return;
    }
    await db.execute(sql`
      update jobs set run_at = now() + make_interval(secs => ${backoff / 1000}), last_error = ${message.slice(0, 2000)},
        locked_by = null, locked_until = null
      where id = ${id} and locked_by = ${instance}`);
  }

  /** Hands claimed jobs back (a shutdown): another instance, or this one later, takes them at once. */
  async function release(ids: number[]) {
    if (ids.length === 0) return;
    await db.execute(sql`
      update jobs set locked_by = null, locked_until = null, attempts = attempts - 1
      where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and locked_by = ${instance}`);
  }

  /** Schedules this interval's slot of every recurring job (one row per slot, whoever writes it first). */
  async function scheduleRecurring(now = Date.now()) {
    for (const [kind, every] of recurring) {
      const slot = Math.floor(now / every);
      await enqueue(db, kind, {}, { key: `${kind}@${slot}`, runAt: new Date(slot * every), maxAttempts: 1 });
    }
  }

  type Claimed = Awaited<ReturnType<typeof claim>>[number];

  async function runOne(job: Claimed) {
    const reg = handlers.get(job.kind);
    if (!reg) return;
    try {
      await reg.handler(job.payload ?? {}, { id: job.id, kind: job.kind, attempts: job.attempts });
      await finish(job.id);
    } catch (err) {
      log?.warn({ err: loggableError(err), job: job.id, kind: job.kind }, 'job failed; tried again later');
      await retryLater(job.id, job.attempts, job.max_attempts, err, reg.backoffMs(job.attempts)).catch(() => {});
    }
  }

  /**
   * One round: schedule recurring slots (unless told not to), claim due jobs and run them, `concurrency` at a time.
   * Once closing, no job of the batch starts: those not begun are handed back. Answers how many were claimed.
   */
  async function runDue(recurringToo = true): Promise<number> {
    if (recurringToo) await scheduleRecurring();
    const claimed = await claim(batch);
    let next = 0;
    const worker = async () => {
      while (next < claimed.length) {
        if (closing) {
          const rest = claimed.slice(next).map((j) => j.id);
          next = claimed.length;
          await release(rest).catch(() => {});
          return;
        }
        await runOne(claimed[next++]!);
      }
    };
    // Settled, not all: should one worker stop on a throw (its job's failure is caught; only logging it could throw),
    // the round still waits for the others, so close() never returns while a job runs.
    await Promise.allSettled(Array.from({ length: Math.min(concurrency, claimed.length) }, worker));
    return claimed.length;
  }

  /**
   * What a test calls where the server would have worked in the background: the held `soon` work, then rounds
   * until no job is due. Recurring jobs are not scheduled here (their slots follow the wall clock): a test runs
   * their service itself (`orders.reconcile()`). Answers how many jobs ran.
   */
  async function drain(maxRounds = 50): Promise<number> {
    const work = [...held.values()];
    held.clear();
    for (const fn of work) await fn();
    let total = 0;
    for (let i = 0; i < maxRounds; i++) {
      const n = await round(false);
      total += n;
      if (n === 0) break;
    }
    return total;
  }

  /** One round, never two at once in this instance. */
  function round(recurringToo: boolean): Promise<number> {
    if (closing) return running ?? Promise.resolve(0);
    running ??= runDue(recurringToo).finally(() => {
      running = null;
    });
    return running;
  }
  /** One round as the poll runs it: recurring slots, then due jobs. */
  const tick = () => round(true);

  function startInterval(kind: string) {
    const t = intervals.get(kind)!;
    clearInterval(t.timer);
    t.timer = setInterval(() => {
      // One run at a time; a shutdown waits for the run under way (stop()).
      t.busy ??= t
        .fn()
        .catch((err) => log?.warn({ err: loggableError(err), kind }, 'background work failed'))
        .finally(() => {
          t.busy = null;
        });
    }, t.ms);
    t.timer.unref();
  }

  /** The poll: a round every `pollMs`, or at once after a round that found a full batch (more are likely due). */
  function loop(delay = opts.pollMs) {
    if (stopped) return;
    timer = setTimeout(() => {
      let claimed = 0;
      tick()
        .then((n) => {
          claimed = n;
        })
        .catch((err) => log?.warn({ err: loggableError(err) }, 'job round failed'))
        .finally(() => loop(claimed >= batch ? 0 : opts.pollMs));
    }, delay);
    timer.unref();
  }

  const queue = {
    instance,
    setLog(l: { warn: (obj: object, msg: string) => void }) {
      log = l;
    },
    register(kind: string, handler: JobHandler, o: JobOptions = {}) {
      handlers.set(kind, {
        handler,
        maxAttempts: o.maxAttempts ?? 20,
        backoffMs: o.backoffMs ?? defaultBackoff,
      });
    },
    /** A job run once per `ms` across every instance (handlers of recurring jobs are not retried). */
    every(kind: string, ms: number, handler: JobHandler) {
      handlers.set(kind, { handler, maxAttempts: 1, backoffMs: defaultBackoff });
      recurring.set(kind, ms);
    },
    /** Work this instance does for itself every `ms` while it runs (not in the database, not shared). */
    interval(kind: string, ms: number, fn: () => Promise<unknown>) {
      intervals.set(kind, { ms, fn });
      if (!stopped) startInterval(kind);
    },
    /** Work to do at once, outside the request (errors are logged); a manual queue holds it for `drain()`. */
    soon(kind: string, fn: () => Promise<unknown>) {
      if (manual) {
        held.set(kind, fn);
        return;
      }
      fn().catch((err) => log?.warn({ err: loggableError(err), kind }, 'background work failed'));
    },
    /** A job was just enqueued: run a round now rather than at the next poll (a manual queue waits for `drain()`). */
    nudge() {
      if (!manual && runs) tick().catch((err) => log?.warn({ err: loggableError(err) }, 'job round failed'));
    },
    enqueue,
    tick,
    drain,
    start() {
      if (manual || !runs || !stopped) return;
      stopped = false;
      closing = false;
      loop();
      for (const kind of intervals.keys()) startInterval(kind);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      for (const t of intervals.values()) clearInterval(t.timer);
      await running?.catch(() => {});
      await Promise.all([...intervals.values()].map((t) => t.busy));
    },
    /** A shutdown: takes no new jobs (no round starts, not even by tick), finishes those running and hands back the rest of its batch. */
    async close() {
      closing = true;
      await queue.stop();
    },
    /** Finished jobs older than a week are deleted (failed ones are kept for a person to look at). */
    async prune() {
      await db.execute(sql`delete from jobs where done_at < now() - interval '7 days' and failed_at is null`);
    },
  };
  queue.every('jobs.prune', 6 * 3_600_000, () => queue.prune());
  return queue;
}
