import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    for (const q of [a!, b!]) {
      q.register('test.count', async (p) => {
        await new Promise((r) => setTimeout(r, 2));
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
