import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { shops, symptomLabels } from '../../db/schema.js';
import { countByLanguage, likeContains } from '../../lib/sql.js';

export type SymptomLabelRow = typeof symptomLabels.$inferSelect;
export type SymptomLabelInsert = typeof symptomLabels.$inferInsert;

/** The platform's master set is shop_id null; a store's copy is its shop_id. */
export const ownerIs = (shopId: number | null): SQL =>
  shopId === null ? isNull(symptomLabels.shopId) : eq(symptomLabels.shopId, shopId);

export interface LabelFilter {
  language: string;
  parentId?: number | null;
  name?: string | null;
}

function where(owner: number | null, f: LabelFilter): SQL {
  const conds: SQL[] = [ownerIs(owner), eq(symptomLabels.language, f.language)];
  if (f.parentId != null) conds.push(eq(symptomLabels.parentId, f.parentId));
  if (f.name) conds.push(ilike(symptomLabels.name, likeContains(f.name)));
  return and(...conds)!;
}

/** Types first, then labels, each in their sort order: the order of the tree, the table and the template. */
const treeOrder = [
  sql`coalesce(${symptomLabels.parentId}, 0)`,
  asc(symptomLabels.sort),
  asc(symptomLabels.id),
] as const;

/** Whether a label of the owner in `language`, other than `exceptId`, matches all of `conds`. */
async function takenInLanguage(db: DbOrTx, owner: number | null, language: string, exceptId: number, ...conds: SQL[]) {
  const [row] = await db
    .select({ id: symptomLabels.id })
    .from(symptomLabels)
    .where(and(ownerIs(owner), eq(symptomLabels.language, language), ...conds, sql`${symptomLabels.id} <> ${exceptId}`))
    .limit(1);
  return !!row;
}

export const symptomLabelRepository = {
  /** How many rows the owner has in each content language. */
  languages(db: DbOrTx, owner: number | null) {
    return countByLanguage(db, symptomLabels, symptomLabels.language, ownerIs(owner));
  },

  /** Every label (with a symptom key) of the owner in every language, with its type's name. */
  async symptoms(db: DbOrTx, owner: number | null) {
    const types = alias(symptomLabels, 'types');
    return db
      .select({
        symptomKey: sql<string>`${symptomLabels.symptomKey}`,
        name: symptomLabels.name,
        language: symptomLabels.language,
        typeName: types.name,
        mildColor: symptomLabels.mildColor,
        moderateColor: symptomLabels.moderateColor,
        severeColor: symptomLabels.severeColor,
      })
      .from(symptomLabels)
      .innerJoin(types, eq(types.id, symptomLabels.parentId))
      .where(and(ownerIs(owner), isNotNull(symptomLabels.symptomKey)))
      .orderBy(asc(types.sort), asc(types.id), asc(symptomLabels.sort), asc(symptomLabels.id));
  },
  async all(db: DbOrTx, owner: number | null, language: string) {
    return db
      .select()
      .from(symptomLabels)
      .where(where(owner, { language }))
      .orderBy(...treeOrder);
  },
  /**
   * The labels a store's reader sees in `language` for `keys` (a report): the store's own where it has labels in that
   * language, else the platform's; name, colours and texts by symptom key.
   */
  async textsFor(db: DbOrTx, shopId: number, language: string, keys: readonly string[]) {
    if (keys.length === 0) return new Map<string, SymptomLabelRow>();
    const own = await db
      .select({ id: symptomLabels.id })
      .from(symptomLabels)
      .where(and(eq(symptomLabels.shopId, shopId), eq(symptomLabels.language, language)))
      .limit(1);
    const rows = await db
      .select()
      .from(symptomLabels)
      .where(
        and(
          ownerIs(own.length ? shopId : null),
          eq(symptomLabels.language, language),
          inArray(symptomLabels.symptomKey, [...keys]),
        ),
      );
    return new Map(rows.map((r) => [r.symptomKey!, r]));
  },
  /** The first content language (LANGUAGES order) a store has labels in, else the platform's; null: none. */
  async firstLanguage(db: DbOrTx, shopId: number, order: readonly string[]): Promise<string | null> {
    for (const owner of [shopId, null]) {
      const rows = await db
        .selectDistinct({ language: symptomLabels.language })
        .from(symptomLabels)
        .where(ownerIs(owner));
      const have = new Set(rows.map((r) => r.language));
      const first = order.find((l) => have.has(l));
      if (first) return first;
    }
    return null;
  },
  /** The symptom keys of an owner's labels in a language. */
  async keys(db: DbOrTx, owner: number | null, language: string): Promise<Set<string>> {
    const rows = await db
      .select({ key: symptomLabels.symptomKey })
      .from(symptomLabels)
      .where(and(ownerIs(owner), eq(symptomLabels.language, language), sql`${symptomLabels.parentId} is not null`));
    return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
  },
  async allOfOwner(db: DbOrTx, owner: number | null) {
    return db
      .select()
      .from(symptomLabels)
      .where(ownerIs(owner))
      .orderBy(asc(symptomLabels.language), ...treeOrder);
  },
  async ownerTotal(db: DbOrTx, owner: number | null) {
    const [r] = await db.select({ n: count() }).from(symptomLabels).where(ownerIs(owner));
    return r?.n ?? 0;
  },
  async page(db: DbOrTx, owner: number | null, f: LabelFilter, limit: number, offset: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(symptomLabels)
        .where(where(owner, f))
        .orderBy(...treeOrder)
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(symptomLabels).where(where(owner, f)),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
  async byId(db: DbOrTx, owner: number | null, id: number, lock = false) {
    const q = db
      .select()
      .from(symptomLabels)
      .where(and(ownerIs(owner), eq(symptomLabels.id, id)))
      .limit(1);
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  },
  async nameTaken(
    db: DbOrTx,
    owner: number | null,
    language: string,
    parentId: number | null,
    name: string,
    exceptId = 0,
  ) {
    return takenInLanguage(
      db,
      owner,
      language,
      exceptId,
      parentId === null ? isNull(symptomLabels.parentId) : eq(symptomLabels.parentId, parentId),
      sql`lower(${symptomLabels.name}) = lower(${name})`,
    );
  },
  async keyTaken(db: DbOrTx, owner: number | null, language: string, key: string, exceptId = 0) {
    return takenInLanguage(
      db,
      owner,
      language,
      exceptId,
      sql`${symptomLabels.parentId} is not null`,
      eq(symptomLabels.symptomKey, key),
    );
  },
  async childCount(db: DbOrTx, id: number) {
    const [r] = await db.select({ n: count() }).from(symptomLabels).where(eq(symptomLabels.parentId, id));
    return r?.n ?? 0;
  },
  async nextSort(db: DbOrTx, owner: number | null, language: string, parentId: number | null) {
    const [r] = await db
      .select({ n: sql<number>`coalesce(max(${symptomLabels.sort}), -1)::int + 1` })
      .from(symptomLabels)
      .where(
        and(
          ownerIs(owner),
          eq(symptomLabels.language, language),
          parentId === null ? isNull(symptomLabels.parentId) : eq(symptomLabels.parentId, parentId),
        ),
      );
    return r?.n ?? 0;
  },
  async insert(db: DbOrTx, values: SymptomLabelInsert[]) {
    if (values.length === 0) return [];
    const out: SymptomLabelRow[] = [];
    // Chunks keep each statement well under PostgreSQL's 65535 parameters.
    for (let i = 0; i < values.length; i += 1000) {
      out.push(
        ...(await db
          .insert(symptomLabels)
          .values(values.slice(i, i + 1000))
          .returning()),
      );
    }
    return out;
  },
  async update(db: DbOrTx, id: number, values: Partial<SymptomLabelInsert>) {
    const [row] = await db
      .update(symptomLabels)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(symptomLabels.id, id))
      .returning();
    return row!;
  },
  async delete(db: DbOrTx, ids: number[]) {
    if (ids.length) await db.delete(symptomLabels).where(inArray(symptomLabels.id, ids));
  },
  async deleteOwner(db: DbOrTx, owner: number) {
    return db.delete(symptomLabels).where(eq(symptomLabels.shopId, owner)).returning();
  },
  /** Serialises changes of one owner's whole set (copy, import) with a lock on the store row or an advisory lock. */
  async lockOwner(db: DbOrTx, owner: number | null) {
    if (owner === null) await db.execute(sql`select pg_advisory_xact_lock(hashtext('symptom-labels:platform'))`);
    else await db.select({ id: shops.id }).from(shops).where(eq(shops.id, owner)).for('update');
  },
};
