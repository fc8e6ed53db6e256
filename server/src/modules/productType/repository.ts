import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { productTypes } from '../../db/schema.js';
import { rowWrites } from '../../lib/sql.js';

export type ProductTypeRow = typeof productTypes.$inferSelect;

/** Programme types: always one store's (`shop_id`). */
export const productTypeRepository = {
  ...rowWrites(productTypes),
  async list(db: DbOrTx, shopId: number) {
    return db
      .select()
      .from(productTypes)
      .where(eq(productTypes.shopId, shopId))
      .orderBy(asc(productTypes.sort), asc(productTypes.id));
  },
  /** One of the store's types; `lock` 'update' before a change or delete, 'share' while adding products to it. */
  async byId(db: DbOrTx, shopId: number, id: number, lock?: 'update' | 'share') {
    const q = db
      .select()
      .from(productTypes)
      .where(and(eq(productTypes.id, id), eq(productTypes.shopId, shopId)))
      .limit(1);
    const [row] = lock ? await q.for(lock) : await q;
    return row ?? null;
  },
  /** The store's types among `ids`, share-locked (products are being added to them). */
  async lockShared(db: DbOrTx, shopId: number, ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(productTypes)
      .where(and(eq(productTypes.shopId, shopId), inArray(productTypes.id, ids)))
      .for('share');
  },
  /** Whether the store has another type of this name, in any case. */
  async nameTaken(db: DbOrTx, shopId: number, name: string, exceptId?: number) {
    const conds = [eq(productTypes.shopId, shopId), sql`lower(${productTypes.name}) = lower(${name})`];
    if (exceptId !== undefined) conds.push(ne(productTypes.id, exceptId));
    const [row] = await db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(and(...conds))
      .limit(1);
    return !!row;
  },
  async nextSort(db: DbOrTx, shopId: number) {
    const [row] = await db
      .select({ m: max(productTypes.sort) })
      .from(productTypes)
      .where(eq(productTypes.shopId, shopId));
    return row?.m == null ? 0 : row.m + 1;
  },
};
