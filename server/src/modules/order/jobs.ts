import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../lib/jobs.js';
import { ProviderError } from '../../lib/payments/types.js';
import { paymentEventRepository as eventRepo, orderRepository as repo } from './repository.js';
import type { Settlement, SettleOutcome } from './settlement.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * How long payment_events rows are kept (docs/decisions.md, "How long payment_events rows are kept"): refused
 * notifications (forged, unverified, malformed: NOTIFY_REFUSALS) a week, enough to look into an attack or a wrong key; every
 * other row (what a verified message or a refund did) 400 days, a year of audits and a month to spare; `late` and
 * `mismatch` rows (money taken that a person must refund or look into) are never pruned. Nothing reads an old row to
 * decide a payment: the order's state is what keeps a payment's effect to once, and a replayed PayPal event older than
 * its row is settled again as a `duplicate`.
 */
export const EVENT_RETENTION = {
  refusedDays: 7,
  otherDays: 400,
  kept: ['late', 'mismatch'] as readonly SettleOutcome[],
};
/** How long after opening a payment reconciliation first asks the provider. */
const RECONCILE_AFTER_MS = MINUTE;

/**
 * The orders' background work: closing open orders past their time, reconciling payments left in progress, and
 * pruning old payment events. `scheduleOrderJobs` runs them on the job queue; tests call them directly.
 */
export function createOrderJobs(db: Db, settlement: Settlement) {
  return {
    /** Open orders past their 30 minutes are closed (at their provider too). Answers how many were closed. */
    async closeDue(limit = 100): Promise<number> {
      let n = 0;
      for (const o of await repo.due(db, new Date(), limit)) {
        try {
          if (await settlement.closeOrder(o, 'close')) n++;
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
          // The gateway is unreachable: tried again at the next round.
        }
      }
      return n;
    },

    /**
     * Reconciliation: orders left "payment in progress" for a while are looked up at their provider, so a lost
     * notification still completes them. Answers how many were settled as paid.
     */
    async reconcile(limit = 50): Promise<number> {
      let n = 0;
      for (const o of await repo.payingSince(db, new Date(Date.now() - RECONCILE_AFTER_MS), limit)) {
        const provider = settlement.providerOf(o.payMethod);
        if (!provider) continue;
        try {
          const fact = await provider.query(settlement.paymentOrder(o));
          if (fact.state === 'paid' && (await settlement.settle(provider.method, fact, 'reconcile')) === 'applied') n++;
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
        }
      }
      return n;
    },

    /**
     * Deletes payment_events rows past EVENT_RETENTION, in batches of `batch` (at most `maxBatches` a run: a
     * backlog goes over the next runs). Answers how many rows went.
     */
    async pruneEvents(now = new Date(), batch = 5000, maxBatches = 200): Promise<number> {
      const wheres = [
        eventRepo.refusedBefore(new Date(now.getTime() - EVENT_RETENTION.refusedDays * DAY)),
        eventRepo.otherBefore(new Date(now.getTime() - EVENT_RETENTION.otherDays * DAY), EVENT_RETENTION.kept),
      ];
      let total = 0;
      let batches = 0;
      for (const where of wheres) {
        for (let n = batch; n === batch && batches < maxBatches; batches++) {
          n = await eventRepo.deleteOldest(db, where, batch);
          total += n;
        }
      }
      return total;
    },
  };
}

export type OrderJobs = ReturnType<typeof createOrderJobs>;

/** Runs the orders' background work on the job queue: closing and reconciling every minute, pruning every 6 hours. */
export function scheduleOrderJobs(jobs: JobQueue, work: OrderJobs) {
  jobs.every('orders.prune-events', 6 * 60 * MINUTE, async () => {
    await work.pruneEvents();
  });
  jobs.every('orders.close-due', MINUTE, async () => {
    await work.closeDue();
  });
  jobs.every('orders.reconcile', MINUTE, async () => {
    await work.reconcile();
  });
}
