import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { likeContains, rowWrites } from '../../lib/sql.js';
import { placeholderThings } from './table.js';

export type PlaceholderThingRow = typeof placeholderThings.$inferSelect;

export interface PlaceholderThingFilter {
  name?: string | null;
}

function where(shopId: number, f: PlaceholderThingFilter): SQL {
  const conds: SQL[] = [eq(placeholderThings.shopId, shopId)];
  if (f.name) conds.push(ilike(placeholderThings.name, likeContains(f.name)));
  return and(...conds)!;
}

/** The SQL of `placeholder_things`, always within one store. */
export const placeholderThingRepository = {
  ...rowWrites(placeholderThings),
  async page(db: DbOrTx, shopId: number, f: PlaceholderThingFilter, limit: number, offset: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(placeholderThings)
        .where(where(shopId, f))
        .orderBy(asc(placeholderThings.sort), asc(placeholderThings.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(placeholderThings).where(where(shopId, f)),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
  /** One of the store's rows; `lock` for a change or delete. */
  async byId(db: DbOrTx, shopId: number, id: number, lock?: 'update') {
    const q = db
      .select()
      .from(placeholderThings)
      .where(and(eq(placeholderThings.shopId, shopId), eq(placeholderThings.id, id)))
      .limit(1);
    const [row] = lock ? await q.for(lock) : await q;
    return row ?? null;
  },
  /** The sort order after the store's last row. */
  async nextSort(db: DbOrTx, shopId: number) {
    const [r] = await db
      .select({ n: sql<number>`coalesce(max(${placeholderThings.sort}), -1)::int + 1` })
      .from(placeholderThings)
      .where(eq(placeholderThings.shopId, shopId));
    return r?.n ?? 0;
  },
};
