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
     * upload may have claimed it again since); a failure is retried later with a back-off.
     */
    async drainDeletions(limit = 50): Promise<number> {
      const now = new Date();
      const claimed = await db.transaction((tx) => repo.claimDue(tx, limit, now));
      let done = 0;
      for (const d of claimed) {
        try {
          await deleteUnrecorded(d.key);
          await repo.done(db, d.id);
          done++;
        } catch (err) {
          log?.warn({ err, key: d.key }, 'file deletion failed; will retry');
          await repo.failed(db, d.id, d.attempts, String((err as Error).message ?? err), now);
        }
      }
      return done;
    },
  };
  return deletions;
}
