import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { shops, symptomDescs } from '../../db/schema.js';
import { countByLanguage } from '../../lib/sql.js';

export type SymptomDescRow = typeof symptomDescs.$inferSelect;

const ownerIs = (shopId: number | null): SQL =>
  shopId === null ? isNull(symptomDescs.shopId) : eq(symptomDescs.shopId, shopId);

export const symptomDescRepository = {
  /** How many rows the owner has in each content language. */
  languages(db: DbOrTx, owner: number | null) {
    return countByLanguage(db, symptomDescs, symptomDescs.language, ownerIs(owner));
  },

  async list(db: DbOrTx, owner: number | null, language: string, symptomKey?: string | null) {
    const conds = [ownerIs(owner), eq(symptomDescs.language, language)];
    if (symptomKey) conds.push(eq(symptomDescs.symptomKey, symptomKey));
    return db
      .select()
      .from(symptomDescs)
      .where(and(...conds))
      .orderBy(asc(symptomDescs.symptomKey), asc(symptomDescs.degree));
  },
  async hasAny(db: DbOrTx, owner: number, language: string) {
    const [row] = await db
      .select({ id: symptomDescs.id })
      .from(symptomDescs)
      .where(and(ownerIs(owner), eq(symptomDescs.language, language)))
      .limit(1);
    return !!row;
  },
  async byId(db: DbOrTx, id: number, lock = false) {
    const q = db.select().from(symptomDescs).where(eq(symptomDescs.id, id)).limit(1);
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  },
  async update(db: DbOrTx, id: number, values: Pick<SymptomDescRow, 'content' | 'image1' | 'image2'>) {
    const [row] = await db
      .update(symptomDescs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(symptomDescs.id, id))
      .returning();
    return row!;
  },
  async deleteOwner(db: DbOrTx, owner: number, language?: string | null) {
    const conds = [ownerIs(owner)];
    if (language) conds.push(eq(symptomDescs.language, language));
    return db
      .delete(symptomDescs)
      .where(and(...conds))
      .returning();
  },
  async insertCopies(db: DbOrTx, rows: SymptomDescRow[], owner: number) {
    if (rows.length === 0) return 0;
    const now = new Date();
    await db.insert(symptomDescs).values(
      rows.map((r) => ({
        shopId: owner,
        language: r.language,
        symptomKey: r.symptomKey,
        degree: r.degree,
        content: r.content,
        image1: r.image1,
        image2: r.image2,
        updatedAt: now,
      })),
    );
    return rows.length;
  },
  /** Of these keys, the ones no script references any more. */
  async unreferenced(db: DbOrTx, keys: string[]) {
    if (keys.length === 0) return [];
    const used = await db
      .select({ a: symptomDescs.image1, b: symptomDescs.image2 })
      .from(symptomDescs)
      .where(or(inArray(symptomDescs.image1, keys), inArray(symptomDescs.image2, keys)));
    const inUse = new Set(used.flatMap((u) => [u.a, u.b]));
    return keys.filter((k) => !inUse.has(k));
  },
  async lockShop(db: DbOrTx, shopId: number) {
    await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update');
  },
};
