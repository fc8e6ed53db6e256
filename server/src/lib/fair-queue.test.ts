import { describe, expect, it } from 'vitest';
import { FairQueue, FairQueueFull } from './fair-queue.js';

/** Tasks the test ends one at a time, recording the order they started in. */
function harness(queue: FairQueue) {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const add = (owner: string, name: string) =>
    queue.run(
      owner,
      () =>
        new Promise<string>((resolve) => {
          started.push(name);
          finish.set(name, () => resolve(name));
        }),
    );
  const end = async (name: string) => {
    finish.get(name)!();
    // The queue starts the next task once the ended one has settled.
    await new Promise((r) => setImmediate(r));
  };
  return { started, add, end };
}

describe('the thumbnailer shares its workers fairly between stores (issue 39)', () => {
  it("runs another store's photo next, not after every photo the first store queued", async () => {
    const q = new FairQueue({ slots: 1, perOwner: { running: 1, waiting: 10 }, waiting: 20 });
    const h = harness(q);
    const a = ['a1', 'a2', 'a3', 'a4', 'a5'].map((n) => h.add('A', n));
    const b = h.add('B', 'b1');
    expect(h.started).toEqual(['a1']);
    await h.end('a1');
    expect(h.started).toEqual(['a1', 'b1']);
    await h.end('b1');
    for (const n of ['a2', 'a3', 'a4', 'a5']) await h.end(n);
    expect(h.started).toEqual(['a1', 'b1', 'a2', 'a3', 'a4', 'a5']);
    expect(await Promise.all([...a, b])).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'b1']);
  });

  it('takes turns between busy stores, and one store never holds every worker', async () => {
    const q = new FairQueue({ slots: 2, perOwner: { running: 1, waiting: 10 }, waiting: 20 });
    const h = harness(q);
    for (const n of ['a1', 'a2', 'a3']) void h.add('A', n);
    // A holds one worker; the other stays free for whoever comes next.
    expect(h.started).toEqual(['a1']);
    void h.add('B', 'b1');
    void h.add('B', 'b2');
    void h.add('C', 'c1');
    expect(h.started).toEqual(['a1', 'b1']);
    await h.end('a1');
    // A was served last: C (waiting, nothing running) goes before A's next.
    expect(h.started).toEqual(['a1', 'b1', 'c1']);
    await h.end('b1');
    expect(h.started).toEqual(['a1', 'b1', 'c1', 'a2']);
    await h.end('c1');
    expect(h.started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2']);
    expect(q.state()).toMatchObject({ running: 2, waiting: 1, runningOf: { A: 1, B: 1 }, waitingOf: { A: 1 } });
  });

  it("refuses a store's photo past its own queue, and anyone's past the common one, at once", async () => {
    const q = new FairQueue({ slots: 1, perOwner: { running: 1, waiting: 2 }, waiting: 3 });
    const h = harness(q);
    void h.add('A', 'a1');
    void h.add('A', 'a2');
    void h.add('A', 'a3');
    await expect(h.add('A', 'a4')).rejects.toEqual(new FairQueueFull('owner'));
    void h.add('B', 'b1');
    await expect(h.add('C', 'c1')).rejects.toEqual(new FairQueueFull('all'));
    expect(h.started).toEqual(['a1']);
    await h.end('a1');
    expect(h.started).toEqual(['a1', 'b1']);
    // A failing task frees its slot like any other.
    const failing = expect(q.run('D', () => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    await h.end('b1');
    await failing;
    await new Promise((r) => setImmediate(r));
    expect(h.started).toEqual(['a1', 'b1', 'a2']);
  });
});
