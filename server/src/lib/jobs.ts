import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { jobs } from '../db/schema.js';
import { loggableError } from './errors.js';

/**
 * Background jobs kept in the database (`jobs` table), so that several server instances on one PostgreSQL
 * share them and never run one twice, and PGlite runs them too:
 *
 * - `enqueue(tx, kind, payload, { key, runAt })` inside the transaction that makes the job necessary (an order's
 *   close job is written with the order); a `key` makes it idempotent (a second enqueue with the key is a no-op).
 * - each instance polls every `pollMs`: due jobs are claimed with `UPDATE ... WHERE id IN (SELECT ... FOR UPDATE
 *   SKIP LOCKED)` and a lease (`locked_until`); a crashed instance's lease runs out and another takes the job.
 * - a handler that throws is tried again later (backoff), up to the job's `max_attempts`; then it is marked failed
 *   with its last error, and kept for a person to look at.
 * - `every(kind, ms)`: a recurring job, scheduled once per interval across all instances (its key names the slot).
 *
 * Handlers must be safe to run again (a lease can run out while a slow handler still works): the order jobs
 * re-check the order's state under its row lock.
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
  opts: { pollMs: number; log?: { warn: (obj: object, msg: string) => void }; batch?: number },
) {
  const instance = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const handlers = new Map<string, Registered>();
  const recurring = new Map<string, number>();
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
    const res = (await db.execute(sql`
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
      returning id, kind, payload, attempts, max_attempts`)) as unknown as {
      rows: { id: number; kind: string; payload: Record<string, unknown>; attempts: number; max_attempts: number }[];
    };
    return res.rows;
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

  /** One round: schedule recurring slots, claim due jobs and run them. Answers how many ran. */
  async function runDue(): Promise<number> {
    await scheduleRecurring();
    const claimed = await claim(opts.batch ?? 20);
    for (const [i, job] of claimed.entries()) {
      if (closing) {
        await release(claimed.slice(i).map((j) => j.id)).catch(() => {});
        break;
      }
      const reg = handlers.get(job.kind);
      if (!reg) continue;
      try {
        await reg.handler(job.payload ?? {}, { id: job.id, kind: job.kind, attempts: job.attempts });
        await finish(job.id);
      } catch (err) {
        log?.warn({ err: loggableError(err), job: job.id, kind: job.kind }, 'job failed; tried again later');
        await retryLater(job.id, job.attempts, job.max_attempts, err, reg.backoffMs(job.attempts)).catch(() => {});
      }
    }
    return claimed.length;
  }

  /** Runs rounds until nothing is due (tests, and a quick drain after a burst). */
  async function drain(maxRounds = 50): Promise<number> {
    let total = 0;
    for (let i = 0; i < maxRounds; i++) {
      const n = await tick();
      total += n;
      if (n === 0) break;
    }
    return total;
  }

  /** One round, never two at once in this instance. */
  function tick(): Promise<number> {
    if (closing) return running ?? Promise.resolve(0);
    running ??= runDue().finally(() => {
      running = null;
    });
    return running;
  }

  function loop() {
    if (stopped) return;
    timer = setTimeout(() => {
      tick()
        .catch((err) => log?.warn({ err: loggableError(err) }, 'job round failed'))
        .finally(loop);
    }, opts.pollMs);
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
    enqueue,
    tick,
    drain,
    start() {
      if (!stopped) return;
      stopped = false;
      closing = false;
      loop();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
    /** A shutdown: takes no new jobs (no round starts, not even by tick), finishes the one running and hands back the rest of its batch. */
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
