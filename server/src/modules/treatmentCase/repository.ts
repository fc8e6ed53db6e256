import { and, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { treatmentCases } from '../../db/schema.js';
import { rowWrites } from '../../lib/sql.js';

export type TreatmentCaseRow = typeof treatmentCases.$inferSelect;

/** The platform's own set is shop_id null; written as the indexed `coalesce(shop_id, 0)` (store ids start at 1). */
const ownerIs = (owner: number | null): SQL => sql`coalesce(${treatmentCases.shopId}, 0) = ${owner ?? 0}`;

export interface TreatmentCaseFilter {
  symptomKey?: string | null;
  from?: Date;
  to?: Date;
}

function where(owner: number | null, f: TreatmentCaseFilter): SQL {
  const conds: SQL[] = [ownerIs(owner)];
  if (f.symptomKey) conds.push(eq(treatmentCases.symptomKey, f.symptomKey));
  if (f.from) conds.push(gte(treatmentCases.createdAt, f.from));
  if (f.to) conds.push(lte(treatmentCases.createdAt, f.to));
  return and(...conds)!;
}

export const treatmentCaseRepository = {
  ...rowWrites(treatmentCases),
  /** Every case of the owner, newest first (the app's content feed). */
  async all(db: DbOrTx, owner: number | null) {
    return db
      .select()
      .from(treatmentCases)
      .where(ownerIs(owner))
      .orderBy(desc(treatmentCases.createdAt), desc(treatmentCases.id));
  },
  /** A page of the owner's cases, newest first. */
  async page(db: DbOrTx, owner: number | null, f: TreatmentCaseFilter, limit: number, offset: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(treatmentCases)
        .where(where(owner, f))
        .orderBy(desc(treatmentCases.createdAt), desc(treatmentCases.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(treatmentCases).where(where(owner, f)),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
  /** One of the owner's cases; `lock` for a change or delete. */
  async byId(db: DbOrTx, owner: number | null, id: number, lock = false) {
    const q = db
      .select()
      .from(treatmentCases)
      .where(and(ownerIs(owner), eq(treatmentCases.id, id)))
      .limit(1);
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  },
};
