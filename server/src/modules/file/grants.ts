import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type UploadGrantRow, uploadGrants } from './table.js';

/**
 * The rows of photo upload grants (table.ts): written when the app asks for one, used once when it confirms the
 * photo, and deleted by the sweep once expired (its key queued for deletion when it was never confirmed).
 */
export const grantRepository = {
  async insert(db: DbOrTx, row: typeof uploadGrants.$inferInsert) {
    await db.insert(uploadGrants).values(row);
  },

  /**
   * Uses the device's grant of `key` once, atomically: null when there is none, it was used already or it expired
   * (the row stays locked until the caller's transaction ends, so a second confirm waits and then finds it used).
   */
  async use(db: DbOrTx, shopId: number, deviceNo: string, key: string): Promise<UploadGrantRow | null> {
    const [row] = await db
      .update(uploadGrants)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(uploadGrants.shopId, shopId),
          eq(uploadGrants.deviceNo, deviceNo),
          eq(uploadGrants.key, key),
          isNull(uploadGrants.usedAt),
          sql`${uploadGrants.expiresAt} > now()`,
        ),
      )
      .returning();
    return row ?? null;
  },

  /** The device's grant of `key` whatever its state (why `use` found none). */
  async find(db: DbOrTx, shopId: number, deviceNo: string, key: string) {
    const [row] = await db
      .select()
      .from(uploadGrants)
      .where(and(eq(uploadGrants.shopId, shopId), eq(uploadGrants.deviceNo, deviceNo), eq(uploadGrants.key, key)))
      .limit(1);
    return row ?? null;
  },

  /**
   * Deletes up to `limit` grants that expired before `before` (another instance sweeping skips the ones this one
   * holds); answers the keys of those never confirmed, whose objects (if any were posted) are to be deleted.
   */
  async sweep(db: DbOrTx, before: Date, limit: number): Promise<string[]> {
    const due = db
      .select({ id: uploadGrants.id })
      .from(uploadGrants)
      .where(lt(uploadGrants.expiresAt, before))
      .limit(limit)
      .for('update', { skipLocked: true });
    const gone = await db
      .delete(uploadGrants)
      .where(inArray(uploadGrants.id, due))
      .returning({ key: uploadGrants.key, usedAt: uploadGrants.usedAt });
    return gone.filter((g) => g.usedAt === null).map((g) => g.key);
  },
};
