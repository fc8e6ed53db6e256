import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../../test/db.js';
import type { Database } from '../db/client.js';
import { jobs } from '../db/schema.js';
import { createJobQueue } from './jobs.js';

/** The job queue as two instances on one database see it (on PostgreSQL the claims really race). */
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const instances = () => [
  createJobQueue(database.db, { pollMs: 60_000 }),
  createJobQueue(database.db, { pollMs: 60_000 }),
];

describe('job queue', () => {
  it('runs each of 60 jobs exactly once when two instances drain at once', async () => {
    const ran = new Map<number, number>();
    const [a, b] = instances();
    // The first job to run waits for the other instance to drain: whatever the timing, one instance claims while the
    // other holds claimed jobs not yet done (which it must leave alone).
    let overlapped = false;
    for (const [q, other] of [
      [a!, b!],
      [b!, a!],
    ] as const) {
      q.register('test.count', async (p) => {
        if (!overlapped) {
          overlapped = true;
          await other.drain();
        }
        ran.set(p.n as number, (ran.get(p.n as number) ?? 0) + 1);
      });
    }
    for (let n = 0; n < 60; n++) await a!.enqueue(database.db, 'test.count', { n });
    await Promise.all([a!.drain(), b!.drain(), a!.drain(), b!.drain()]);
    expect([...ran.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect([...ran.values()].every((v) => v === 1)).toBe(true);
    const left = await database.db.select().from(jobs).where(eq(jobs.kind, 'test.count'));
    expect(left.every((j) => j.doneAt !== null && j.failedAt === null && j.attempts === 1)).toBe(true);
  });

  it('a key makes scheduling idempotent', async () => {
    const [a] = instances();
    await a!.enqueue(database.db, 'test.keyed', { x: 1 }, { key: 'test.keyed:1' });
    await a!.enqueue(database.db, 'test.keyed', { x: 2 }, { key: 'test.keyed:1' });
    const rows = await database.db.select().from(jobs).where(eq(jobs.kind, 'test.keyed'));
    expect(rows.map((r) => r.payload)).toEqual([{ x: 1 }]);
  });

  it('a failing job is tried again later, then kept as failed with its last error', async () => {
    const [a] = instances();
    let tries = 0;
    a!.register(
      'test.fail',
      async () => {
        tries++;
        throw new Error(`gateway said no (${tries})`);
      },
      { maxAttempts: 3, backoffMs: () => 0 },
    );
    await a!.enqueue(database.db, 'test.fail', {});
    await a!.drain();
    expect(tries).toBe(3);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.kind, 'test.fail'));
    expect(row).toMatchObject({ attempts: 3, lastError: 'gateway said no (3)' });
    expect(row!.failedAt).not.toBeNull();
  });

  it('a job whose instance died (lease ran out) is taken by another; a live lease is not', async () => {
    const [a, b] = instances();
    let ran = 0;
    b!.register('test.lease', async () => {
      ran++;
    });
    await a!.enqueue(database.db, 'test.lease', {});
    await database.db
      .update(jobs)
      .set({ lockedBy: 'dead-instance', lockedUntil: new Date(Date.now() + 60_000), attempts: 1 })
      .where(eq(jobs.kind, 'test.lease'));
    await b!.drain();
    expect(ran).toBe(0);
    await database.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.kind, 'test.lease'));
    await b!.drain();
    expect(ran).toBe(1);
  });

  it('a recurring job runs once per interval across instances', async () => {
    let ran = 0;
    const [a, b] = instances();
    for (const q of [a!, b!]) {
      q.every('test.every', 3_600_000, async () => {
        ran++;
      });
    }
    await Promise.all([a!.tick(), b!.tick()]);
    await Promise.all([a!.tick(), b!.tick()]);
    expect(ran).toBe(1);
    expect(await database.db.select().from(jobs).where(like(jobs.key, 'test.every@%'))).toHaveLength(1);
  });
});

describe('who runs the background work', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

  it('a running queue polls, runs its intervals every ms and `soon` work at once, and stops them all', async () => {
    fakeTimers();
    const q = createJobQueue(database.db, { pollMs: 60_000 });
    let folds = 0;
    q.interval('test.fold', 2_000, async () => {
      folds++;
    });
    expect(vi.getTimerCount()).toBe(0);
    q.start();
    expect(vi.getTimerCount()).toBe(2); // the poll and the interval
    await vi.advanceTimersByTimeAsync(4_000);
    expect(folds).toBe(2);
    let soon = 0;
    q.soon('test.soon', async () => {
      soon++;
    });
    expect(soon).toBe(1);
    await q.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs one interval at a time, and stop() waits for the run under way', async () => {
    fakeTimers();
    const q = createJobQueue(database.db, { pollMs: 60_000 });
    let runs = 0;
    let finished = false;
    let release = () => {};
    q.interval('test.slow', 1_000, async () => {
      runs++;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      finished = true;
    });
    q.start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(1); // the first run has not finished: no second beside it
    const stopped = q.stop();
    let done = false;
    void stopped.then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    release();
    await stopped;
    expect(finished).toBe(true);
  });

  it('a manual queue runs nothing by itself: no poll, no interval, `soon` work and nudges wait for drain()', async () => {
    fakeTimers();
    const q = createJobQueue(database.db, { pollMs: 50, manual: true });
    let folds = 0;
    let soon = 0;
    let ran = 0;
    q.interval('test.fold.manual', 50, async () => {
      folds++;
    });
    q.register('test.manual', async () => {
      ran++;
    });
    q.start();
    expect(vi.getTimerCount()).toBe(0);
    await q.enqueue(database.db, 'test.manual', {});
    q.soon('test.soon.manual', async () => {
      soon++;
    });
    q.soon('test.soon.manual', async () => {
      soon++;
    });
    q.nudge();
    vi.advanceTimersByTime(10_000);
    expect([folds, soon, ran]).toEqual([0, 0, 0]);
    const [waiting] = await database.db.select().from(jobs).where(eq(jobs.kind, 'test.manual'));
    expect(waiting!.doneAt).toBeNull();
    // The test's drain: the held work (once per kind), then the due jobs.
    vi.useRealTimers();
    expect(await q.drain()).toBe(1);
    expect([folds, soon, ran]).toEqual([0, 1, 1]);
    expect(await q.drain()).toBe(0);
    expect(soon).toBe(1);
  });

  it('an instance with RUN_JOBS=false enqueues but runs nothing: no poll, no interval, no nudge; another runs it', async () => {
    fakeTimers();
    const api = createJobQueue(database.db, { pollMs: 50, run: false });
    const worker = createJobQueue(database.db, { pollMs: 60_000 });
    const ranBy: string[] = [];
    let folds = 0;
    for (const [q, name] of [
      [api, 'api'],
      [worker, 'worker'],
    ] as const)
      q.register('test.offload', async () => {
        ranBy.push(name);
      });
    api.interval('test.fold.offload', 50, async () => {
      folds++;
    });
    api.start();
    expect(vi.getTimerCount()).toBe(0);
    await api.enqueue(database.db, 'test.offload', {});
    api.nudge();
    await vi.advanceTimersByTimeAsync(1_000);
    expect([folds, ranBy.length]).toEqual([0, 0]);
    vi.useRealTimers();
    expect(await worker.tick()).toBe(1);
    expect(ranBy).toEqual(['worker']);
    await api.stop();
  });

  it('runs a round `concurrency` jobs at a time, never more', async () => {
    const q = createJobQueue(database.db, { pollMs: 60_000, batch: 10, concurrency: 3 });
    let active = 0;
    let most = 0;
    let ran = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    q.register('test.concurrent', async () => {
      active++;
      most = Math.max(most, active);
      await released;
      active--;
      ran++;
    });
    for (let n = 0; n < 10; n++) await q.enqueue(database.db, 'test.concurrent', { n });
    const round = q.tick();
    // Three wait at once (one at a time, the first would wait alone).
    await vi.waitFor(() => expect(active).toBe(3), { timeout: 10_000, interval: 10 });
    release();
    expect(await round).toBe(10);
    expect([ran, most]).toEqual([10, 3]);
  });

  it('a round that found a full batch is followed by the next at once, not after the poll interval', async () => {
    fakeTimers();
    const q = createJobQueue(database.db, { pollMs: 60_000, batch: 5 });
    let ran = 0;
    q.register('test.backlog', async () => {
      ran++;
    });
    for (let n = 0; n < 12; n++) await q.enqueue(database.db, 'test.backlog', { n });
    q.start();
    await vi.advanceTimersByTimeAsync(60_000);
    // vi.waitFor moves the fake clock 20 ms a check: some seconds in all, far from a second poll interval.
    await vi.waitFor(() => expect(ran).toBe(12), { timeout: 10_000, interval: 20 });
    await q.stop();
  });

  it('drain() schedules no recurring slot (those follow the wall clock); tick() does', async () => {
    const q = createJobQueue(database.db, { pollMs: 60_000, manual: true });
    let ran = 0;
    q.every('test.every.manual', 3_600_000, async () => {
      ran++;
    });
    await q.drain();
    expect(ran).toBe(0);
    expect(await database.db.select().from(jobs).where(like(jobs.key, 'test.every.manual@%'))).toHaveLength(0);
    await q.tick();
    expect(ran).toBe(1);
  });
});
