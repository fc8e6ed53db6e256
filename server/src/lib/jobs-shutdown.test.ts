import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/db.js';
import type { Database } from '../db/client.js';
import { jobs } from '../db/schema.js';
import { createJobQueue } from './jobs.js';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('job queue close (a shutdown)', () => {
  it('finishes the running job, hands back the rest of its batch and starts no new round', async () => {
    // One at a time: the batch's other jobs wait in it, so the close has some to hand back.
    const a = createJobQueue(database.db, { pollMs: 60_000, batch: 5, concurrency: 1 });
    const ran: number[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let started!: () => void;
    const first = new Promise<void>((r) => {
      started = r;
    });
    a.register('test.shutdown', async (p) => {
      ran.push(p.n as number);
      if (p.n === 0) {
        started();
        await held;
      }
    });
    for (let n = 0; n < 5; n++) await a.enqueue(database.db, 'test.shutdown', { n });
    const round = a.tick();
    await first;
    let closed = false;
    const closing = a.close().then(() => {
      closed = true;
    });
    // The running job holds the close; a tick meanwhile starts nothing new.
    expect(await Promise.race([closing.then(() => 'closed'), Promise.resolve('open')])).toBe('open');
    release();
    await closing;
    expect(closed).toBe(true);
    expect(await round).toBe(5);
    expect(ran).toEqual([0]);
    expect(await a.tick()).toBe(0);

    const rows = await database.db.select().from(jobs).where(eq(jobs.kind, 'test.shutdown'));
    const done = rows.filter((r) => r.doneAt !== null);
    const back = rows.filter((r) => r.doneAt === null);
    expect(done.map((r) => (r.payload as { n: number }).n)).toEqual([0]);
    // Handed back: unlocked, its try not counted, so another instance takes them at once.
    expect(back).toHaveLength(4);
    expect(back.every((r) => r.lockedBy === null && r.lockedUntil === null && r.attempts === 0)).toBe(true);

    const b = createJobQueue(database.db, { pollMs: 60_000, batch: 5 });
    b.register('test.shutdown', async (p) => {
      ran.push(p.n as number);
    });
    expect(await b.drain()).toBe(4);
    expect(ran.sort()).toEqual([0, 1, 2, 3, 4]);
  });
});
