import type { FileScreen } from '@skin/contract';
import { and, asc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { fileDeletions, storedFiles } from '../../db/schema.js';
import { shopRepository } from '../shop/repository.js';

export type StoredFileRow = typeof storedFiles.$inferSelect;

/** Queues objects for deletion after the caller's transaction commits; the drain deletes each only while no row names its key. */
async function queueDeletion(db: DbOrTx, keys: string[]) {
  if (keys.length) await db.insert(fileDeletions).values(keys.map((key) => ({ key })));
}

/** Drops the matching rows and takes their sizes off their stores' usage (`ossSize`); answers the rows. */
async function dropRows(db: DbOrTx, where: SQL) {
  const gone = await db.delete(storedFiles).where(where).returning();
  const byShop = new Map<number, number>();
  for (const f of gone) if (f.shopId != null) byShop.set(f.shopId, (byShop.get(f.shopId) ?? 0) + f.size);
  for (const [shopId, size] of byShop) await shopRepository.releaseOssSize(db, shopId, size);
  return gone;
}

export const fileRepository = {
  /**
   * Serialises everything done to one key for the caller's transaction (claiming it and writing its object,
   * or deleting a released object), on every instance.
   */
  async lockKey(db: DbOrTx, key: string) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`file:${key}`}))`);
  },
  /**
   * Claims a key for a new object: records it and adds its size to the owning store's usage (same
   * transaction). Null when a row already holds the key (nothing changed).
   */
  async claimKey(db: DbOrTx, values: typeof storedFiles.$inferInsert) {
    const [row] = await db.insert(storedFiles).values(values).onConflictDoNothing().returning();
    if (!row) return null;
    if (values.shopId != null) await shopRepository.addOssSize(db, values.shopId, values.size);
    return row;
  },
  /**
   * Marks an image of `owner` as named by a row of `screen`, atomically: false when the key is no image of that
   * owner, or another row already names it (`shared`: content that may share keys, scripts and their copies,
   * and only with rows of the same screen).
   */
  async claim(db: DbOrTx, owner: number | null, key: string, screen: FileScreen, shared = false) {
    const rows = await db
      .update(storedFiles)
      .set({ inUse: true, screen })
      .where(
        and(
          eq(storedFiles.key, key),
          eq(storedFiles.purpose, 'image'),
          owner === null ? isNull(storedFiles.shopId) : eq(storedFiles.shopId, owner),
          shared ? or(eq(storedFiles.inUse, false), eq(storedFiles.screen, screen)) : eq(storedFiles.inUse, false),
        ),
      )
      .returning({ id: storedFiles.id });
    return rows.length > 0;
  },
  /** Marks unused analysis photos of the store and their thumbnails in use; answers the photos' rows it marked. */
  async claimPhotos(db: DbOrTx, shopId: number, keys: readonly string[], thumbKeys: readonly string[]) {
    if (keys.length === 0) return [];
    const rows = await db
      .update(storedFiles)
      .set({ inUse: true })
      .where(
        and(
          inArray(storedFiles.key, [...keys]),
          eq(storedFiles.shopId, shopId),
          eq(storedFiles.purpose, 'photo'),
          eq(storedFiles.inUse, false),
        ),
      )
      .returning();
    const thumbs = thumbKeys.filter((_, i) => rows.some((r) => r.key === keys[i]));
    if (thumbs.length)
      await db
        .update(storedFiles)
        .set({ inUse: true })
        .where(and(inArray(storedFiles.key, thumbs), eq(storedFiles.shopId, shopId), eq(storedFiles.purpose, 'thumb')));
    return rows;
  },
  /** The store's stored files by purpose: how many and their bytes (what its cloud space holds). */
  async usageByPurpose(db: DbOrTx, shopId: number) {
    return db
      .select({
        purpose: storedFiles.purpose,
        files: sql<number>`count(*)::int`,
        bytes: sql<number>`coalesce(sum(${storedFiles.size}), 0)::bigint`,
      })
      .from(storedFiles)
      .where(eq(storedFiles.shopId, shopId))
      .groupBy(storedFiles.purpose);
  },
  /** Records files written already (the demo seed's), without touching usage: the caller counts it. */
  async insertMany(db: DbOrTx, rows: (typeof storedFiles.$inferInsert)[]) {
    if (rows.length) await db.insert(storedFiles).values(rows);
  },
  /** The row of `key`, locked for the caller's transaction (null: none). */
  async lockRow(db: DbOrTx, key: string) {
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key)).limit(1).for('update');
    return row ?? null;
  },
  async byKey(db: DbOrTx, key: string) {
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key)).limit(1);
    return row ?? null;
  },
  /**
   * Drops the rows of these keys, takes their sizes off the owners' usage and queues the objects for
   * deletion after the caller's transaction commits.
   */
  async release(db: DbOrTx, keys: string[]) {
    if (keys.length === 0) return 0;
    const gone = await dropRows(db, inArray(storedFiles.key, keys));
    await queueDeletion(db, keys);
    return gone.length;
  },
  /**
   * `release` for analysis photos of one store and their thumbnails (`unusedOnly`: only those no analysis took):
   * the other rows named are left alone. Answers how many files and bytes were released.
   */
  async releasePhotos(db: DbOrTx, shopId: number, keys: string[], unusedOnly = false) {
    if (keys.length === 0) return { files: 0, bytes: 0 };
    const gone = await dropRows(
      db,
      and(
        inArray(storedFiles.key, keys),
        eq(storedFiles.shopId, shopId),
        inArray(storedFiles.purpose, ['photo', 'thumb']),
        unusedOnly ? eq(storedFiles.inUse, false) : undefined,
      )!,
    );
    await queueDeletion(
      db,
      gone.map((f) => f.key),
    );
    return { files: gone.length, bytes: gone.reduce((n, f) => n + f.size, 0) };
  },
  queueDeletion,
  /** Claims due deletions (pushing their next attempt out, so another instance skips them). */
  async claimDue(db: DbOrTx, limit: number, now: Date) {
    const due = db
      .select({ id: fileDeletions.id })
      .from(fileDeletions)
      .where(lte(fileDeletions.nextAttemptAt, now))
      .orderBy(asc(fileDeletions.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(fileDeletions)
      .set({ nextAttemptAt: new Date(now.getTime() + 10 * 60_000) })
      .where(inArray(fileDeletions.id, due))
      .returning();
  },
  /**
   * Keys of files no row took within `olderThan` (an image uploaded, then the form was abandoned; a label
   * template stored before templates stopped being stored), locked for the caller's transaction; another
   * instance sweeping at the same time skips them.
   */
  async unusedBefore(db: DbOrTx, olderThan: Date, limit: number) {
    const rows = await db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(and(eq(storedFiles.inUse, false), lte(storedFiles.createdAt, olderThan)))
      .orderBy(asc(storedFiles.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return rows.map((r) => r.key);
  },
  async done(db: DbOrTx, id: number) {
    await db.delete(fileDeletions).where(eq(fileDeletions.id, id));
  },
  async failed(db: DbOrTx, id: number, attempts: number, error: string, now: Date) {
    // Back off: 1, 2, 4 ... minutes, at most a day.
    const delay = Math.min(2 ** attempts, 24 * 60) * 60_000;
    await db
      .update(fileDeletions)
      .set({ attempts: attempts + 1, lastError: error.slice(0, 500), nextAttemptAt: new Date(now.getTime() + delay) })
      .where(and(eq(fileDeletions.id, id)));
  },
};
