import { ANALYSIS_PHOTO_SWEEP_HOURS } from '@skin/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { JobQueue } from '../../lib/jobs.js';
import type { ObjectStore } from '../../lib/storage/index.js';
import { fileRepository as repo } from './repository.js';

/**
 * How long an uploaded image may wait for a row to take it before it is released: a day, as an analysis photo
 * waits for its analysis (ANALYSIS_PHOTO_SWEEP_HOURS).
 */
export const UNUSED_UPLOAD_MS = ANALYSIS_PHOTO_SWEEP_HOURS * 3_600_000;

/**
 * How long one drain goes on claiming rounds: under the minute between the sweep's runs, so they never pile up.
 * Objects deleted at once: each holds a pool connection for its key's lock, and requests need the others.
 */
const DRAIN_BUDGET_MS = 45_000;
const DELETE_CONCURRENCY = 4;

export type FileLog = { warn: (o: object, m: string) => void };

/**
 * Releasing files and deleting their objects: a released object is deleted after the releasing transaction
 * commits (queue `file_deletions`), each deletion under the key's lock and only while no row names the key.
 */
export function createDeletions(
  db: Db,
  store: () => Promise<ObjectStore>,
  jobs: Pick<JobQueue, 'soon'>,
  log?: FileLog,
) {
  /** Deletes the object of a key no row names, under the key's lock (an upload may have claimed it since). */
  async function deleteUnrecorded(key: string) {
    const s = await store();
    await db.transaction(async (tx) => {
      await repo.lockKey(tx, key);
      if (!(await repo.byKey(tx, key))) await s.delete(key);
    });
  }

  const deletions = {
    /** Deletes an object no row names now, or queues it for the drain when that fails. */
    async discard(key: string) {
      try {
        await deleteUnrecorded(key);
      } catch (err) {
        log?.warn({ err, key }, 'file deletion failed; queued');
        await repo.queueDeletion(db, [key]);
      }
    },

    /** Inside the owning row's transaction: drop these files' records and queue the objects for deletion. */
    release: (tx: DbOrTx, keys: string[]) => repo.release(tx, [...new Set(keys)]),

    /** After the transaction that released images has committed: delete their objects (failures stay queued). */
    afterCommit() {
      jobs.soon('files.drain', () => deletions.drainDeletions());
    },

    /**
     * Releases files that no row took within a day of their upload (a dialog closed without saving; a label
     * template stored when templates still were), so they stop counting towards the store's usage; their
     * objects are deleted by the next drain. Returns how many.
     */
    async sweepUnused(now = new Date(), limit = 200): Promise<number> {
      const released = await db.transaction(async (tx) => {
        const keys = await repo.unusedBefore(tx, new Date(now.getTime() - UNUSED_UPLOAD_MS), limit);
        await repo.release(tx, keys);
        return keys.length;
      });
      if (released) await deletions.drainDeletions();
      return released;
    },

    /**
     * Deletes queued objects that are due, each under its key's lock and only while no row names the key (an
     * upload may have claimed it again since); a failure is retried later with a back-off. Claims `batch` at a
     * time and deletes DELETE_CONCURRENCY of them at once, round after round until none is due or `budgetMs` has
     * passed (the rest waits for the next minute's run): an erasure of 200 photos queues 400 objects, and the
     * retention job millions. Returns how many were deleted.
     */
    async drainDeletions({ batch = 50, budgetMs = DRAIN_BUDGET_MS } = {}): Promise<number> {
      const until = Date.now() + budgetMs;
      let done = 0;
      for (;;) {
        const now = new Date();
        const claimed = await db.transaction((tx) => repo.claimDue(tx, batch, now));
        for (let i = 0; i < claimed.length; i += DELETE_CONCURRENCY) {
          const results = await Promise.all(
            claimed.slice(i, i + DELETE_CONCURRENCY).map(async (d) => {
              try {
                await deleteUnrecorded(d.key);
                await repo.done(db, d.id);
                return 1;
              } catch (err) {
                log?.warn({ err, key: d.key }, 'file deletion failed; will retry');
                await repo.failed(db, d.id, d.attempts, String((err as Error).message ?? err), now);
                return 0;
              }
            }),
          );
          done += results.reduce<number>((n, r) => n + r, 0);
        }
        if (claimed.length < batch || Date.now() >= until) return done;
      }
    },
  };
  return deletions;
}
