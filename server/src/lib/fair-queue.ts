/**
 * A few slots of scarce work (decoding photos) shared fairly between owners (stores): each owner runs at most
 * `perOwner.running` tasks at once and queues at most `perOwner.waiting`; a free slot goes to the owner served least
 * recently (one that has not been served yet first), so
 * one store's burst waits behind its own tasks, never in front of another store's (issue 39). Past the bounds a
 * task is refused at once (`FairQueueFull`), so waiting requests (each holding its upload) stay bounded.
 *
 * The queue is the instance's own: it shares out this instance's workers; limits that must hold across instances
 * are counted in the database (lib/limits.ts) before a task gets here.
 */
export interface FairQueueSpec {
  /** Tasks running at once, all owners together. */
  slots: number;
  perOwner: { running: number; waiting: number };
  /** Tasks waiting, all owners together. */
  waiting: number;
}

export class FairQueueFull extends Error {
  constructor(readonly scope: 'owner' | 'all') {
    super(`fair queue full (${scope})`);
  }
}

interface Task {
  start: () => void;
}

export class FairQueue {
  private running = 0;
  private waitingTotal = 0;
  private served = 0;
  private readonly runningOf = new Map<string, number>();
  private readonly waitingOf = new Map<string, Task[]>();
  /** When each owner present (running or waiting) was last served: the least recently served goes first. */
  private readonly lastServed = new Map<string, number>();

  constructor(private readonly spec: FairQueueSpec) {}

  /** Runs `work` in its owner's turn; rejects with FairQueueFull when the owner's or everyone's queue is full. */
  run<T>(owner: string, work: () => Promise<T>): Promise<T> {
    const queue = this.waitingOf.get(owner) ?? [];
    if (queue.length >= this.spec.perOwner.waiting) return Promise.reject(new FairQueueFull('owner'));
    if (this.waitingTotal >= this.spec.waiting) return Promise.reject(new FairQueueFull('all'));
    return new Promise<T>((resolve, reject) => {
      queue.push({
        start: () => {
          let task: Promise<T>;
          try {
            task = work();
          } catch (err) {
            task = Promise.reject(err);
          }
          task.then(resolve, reject).finally(() => {
            this.running--;
            const left = (this.runningOf.get(owner) ?? 1) - 1;
            if (left > 0) this.runningOf.set(owner, left);
            else this.runningOf.delete(owner);
            if (!left && !this.waitingOf.has(owner)) this.lastServed.delete(owner);
            this.pump();
          });
        },
      });
      this.waitingOf.set(owner, queue);
      this.waitingTotal++;
      this.pump();
    });
  }

  /** What runs and waits now, per owner (tests and metrics). */
  state() {
    return {
      running: this.running,
      waiting: this.waitingTotal,
      runningOf: Object.fromEntries(this.runningOf),
      waitingOf: Object.fromEntries([...this.waitingOf].map(([k, q]) => [k, q.length])),
    };
  }

  private pump() {
    while (this.running < this.spec.slots) {
      // The owner served least recently (one new to the queue first) among those below their running share.
      let owner: string | undefined;
      for (const k of this.waitingOf.keys()) {
        if ((this.runningOf.get(k) ?? 0) >= this.spec.perOwner.running) continue;
        if (owner === undefined || (this.lastServed.get(k) ?? -1) < (this.lastServed.get(owner) ?? -1)) owner = k;
      }
      if (owner === undefined) return;
      const queue = this.waitingOf.get(owner)!;
      const task = queue.shift()!;
      if (!queue.length) this.waitingOf.delete(owner);
      this.waitingTotal--;
      this.running++;
      this.runningOf.set(owner, (this.runningOf.get(owner) ?? 0) + 1);
      this.lastServed.set(owner, ++this.served);
      task.start();
    }
  }
}
