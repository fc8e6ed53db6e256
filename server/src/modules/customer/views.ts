import { PHOTO_VIEW_KEEP_DAYS } from '@skin/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { analyses, photoViews } from '../../db/schema.js';
import type { AuthContext } from '../../lib/http.js';

/** How many rows one pruning statement deletes (a short transaction; the job loops until none is left). */
const PRUNE_BATCH = 5000;

/**
 * Who saw a customer's photos (issue 42 item 7; `photo_views`): the one place that writes, reads and prunes the
 * log. The analysis service records a view whenever a console read answers an analysis's full-size photos.
 */
export const photoViewRepository = {
  /** A console account read this analysis's full photos: one row when it names a customer and has photos. */
  async record(
    db: DbOrTx,
    viewer: Pick<AuthContext, 'accountId' | 'userName'>,
    a: { id: number; shopId: number; customerId: number | null; images: unknown[] },
  ) {
    if (a.customerId === null || a.images.length === 0) return;
    await db.insert(photoViews).values({
      shopId: a.shopId,
      customerId: a.customerId,
      analysisId: a.id,
      accountId: viewer.accountId,
      actorName: viewer.userName.slice(0, 32),
    });
  },

  /** A page of her log, newest first, with the time of the visit each view opened. */
  async page(db: DbOrTx, shopId: number, customerId: number, limit: number, offset: number) {
    const where = and(eq(photoViews.shopId, shopId), eq(photoViews.customerId, customerId));
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: photoViews.id,
          analysisId: photoViews.analysisId,
          analysedAt: analyses.analysedAt,
          accountId: photoViews.accountId,
          actorName: photoViews.actorName,
          viewedAt: photoViews.viewedAt,
        })
        .from(photoViews)
        .innerJoin(analyses, eq(analyses.id, photoViews.analysisId))
        .where(where)
        .orderBy(desc(photoViews.viewedAt), desc(photoViews.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: sql<number>`count(*)::int` }).from(photoViews).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },

  /** Deletes views older than PHOTO_VIEW_KEEP_DAYS, a batch at a time; answers how many. */
  async prune(db: DbOrTx, now: Date) {
    const before = new Date(now.getTime() - PHOTO_VIEW_KEEP_DAYS * 86_400_000);
    let gone = 0;
    for (;;) {
      const rows = await db
        .delete(photoViews)
        .where(
          sql`${photoViews.id} in (select id from photo_views where viewed_at < ${before} order by viewed_at limit ${PRUNE_BATCH})`,
        )
        .returning({ id: photoViews.id });
      gone += rows.length;
      if (rows.length < PRUNE_BATCH) return gone;
    }
  },
};
