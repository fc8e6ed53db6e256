import { and, asc, count, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { complainTypes } from '../../db/schema.js';
import { countByLanguage, likeContains, rowWrites } from '../../lib/sql.js';

export type ComplainTypeRow = typeof complainTypes.$inferSelect;

/** The platform's own set is shop_id null; a store's is its shop_id. */
const ownerIs = (owner: number | null): SQL =>
  owner === null ? isNull(complainTypes.shopId) : eq(complainTypes.shopId, owner);

export interface ComplainTypeFilter {
  language: string;
  name?: string | null;
}

function where(owner: number | null, f: ComplainTypeFilter): SQL {
  const conds: SQL[] = [ownerIs(owner), eq(complainTypes.language, f.language)];
  if (f.name) conds.push(ilike(complainTypes.name, likeContains(f.name)));
  return and(...conds)!;
}

export const complainTypeRepository = {
  ...rowWrites(complainTypes),
  /** Every type of the owner in a content language, in sort order (the app's content feed). */
  async all(db: DbOrTx, owner: number | null, language: string) {
    return db
      .select()
      .from(complainTypes)
      .where(and(ownerIs(owner), eq(complainTypes.language, language)))
      .orderBy(asc(complainTypes.sort), asc(complainTypes.id));
  },
  /** How many rows the owner has in each content language. */
  languages(db: DbOrTx, owner: number | null) {
    return countByLanguage(db, complainTypes, complainTypes.language, ownerIs(owner));
  },

  async page(db: DbOrTx, owner: number | null, f: ComplainTypeFilter, limit: number, offset: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(complainTypes)
        .where(where(owner, f))
        .orderBy(asc(complainTypes.sort), asc(complainTypes.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(complainTypes).where(where(owner, f)),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
  /**
   * One of the owner's types; `lock` 'update' for a change or delete of the type, 'share' while content is
   * added under it (so a delete waits and then sees that content).
   */
  async byId(db: DbOrTx, owner: number | null, id: number, lock?: 'update' | 'share') {
    const q = db
      .select()
      .from(complainTypes)
      .where(and(ownerIs(owner), eq(complainTypes.id, id)))
      .limit(1);
    const [row] = lock ? await q.for(lock) : await q;
    return row ?? null;
  },
  async nameTaken(db: DbOrTx, owner: number | null, language: string, name: string, exceptId = 0) {
    const [row] = await db
      .select({ id: complainTypes.id })
      .from(complainTypes)
      .where(
        and(
          ownerIs(owner),
          eq(complainTypes.language, language),
          sql`lower(${complainTypes.name}) = lower(${name})`,
          sql`${complainTypes.id} <> ${exceptId}`,
        ),
      )
      .limit(1);
    return !!row;
  },
  /** The sort order after the last type of the owner's language. */
  async nextSort(db: DbOrTx, owner: number | null, language: string) {
    const [r] = await db
      .select({ n: sql<number>`coalesce(max(${complainTypes.sort}), -1)::int + 1` })
      .from(complainTypes)
      .where(and(ownerIs(owner), eq(complainTypes.language, language)));
    return r?.n ?? 0;
  },
};
