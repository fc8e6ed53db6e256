import { and, asc, count, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { complainInfos, complainTypes } from '../../db/schema.js';
import { likeContains, rowWrites } from '../../lib/sql.js';

export type ComplainInfoRow = typeof complainInfos.$inferSelect;

const ownerIs = (owner: number | null): SQL =>
  owner === null ? isNull(complainInfos.shopId) : eq(complainInfos.shopId, owner);

export interface ComplainInfoFilter {
  language: string;
  typeId?: number | null;
  content?: string | null;
}

/**
 * Content is read with the type it belongs to (name, language, sort): a complaint's language is its type's,
 * and lists are in the types' order. Only these reads join complain_types; changes stay on complain_infos.
 */
const withType = {
  id: complainInfos.id,
  shopId: complainInfos.shopId,
  typeId: complainInfos.typeId,
  content: complainInfos.content,
  sort: complainInfos.sort,
  createdAt: complainInfos.createdAt,
  updatedAt: complainInfos.updatedAt,
  typeName: complainTypes.name,
  language: complainTypes.language,
};
export type ComplainInfoWithType = ComplainInfoRow & { typeName: string; language: string };

function where(owner: number | null, f: ComplainInfoFilter): SQL {
  const conds: SQL[] = [ownerIs(owner), eq(complainTypes.language, f.language)];
  if (f.typeId != null) conds.push(eq(complainInfos.typeId, f.typeId));
  if (f.content) conds.push(ilike(complainInfos.content, likeContains(f.content)));
  return and(...conds)!;
}

export const complainInfoRepository = {
  ...rowWrites(complainInfos),
  /** Every complaint of the owner in a content language, in sort order under its type (the app's content feed). */
  async all(db: DbOrTx, owner: number | null, language: string) {
    return db
      .select({ id: complainInfos.id, typeId: complainInfos.typeId, content: complainInfos.content })
      .from(complainInfos)
      .innerJoin(complainTypes, eq(complainTypes.id, complainInfos.typeId))
      .where(where(owner, { language }))
      .orderBy(asc(complainInfos.sort), asc(complainInfos.id));
  },
  /** How many complaints the owner has in each content language (its types' languages). */
  languages(db: DbOrTx, owner: number | null) {
    return db
      .select({ language: complainTypes.language, count: count() })
      .from(complainInfos)
      .innerJoin(complainTypes, eq(complainTypes.id, complainInfos.typeId))
      .where(ownerIs(owner))
      .groupBy(complainTypes.language);
  },

  async page(db: DbOrTx, owner: number | null, f: ComplainInfoFilter, limit: number, offset: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select(withType)
        .from(complainInfos)
        .innerJoin(complainTypes, eq(complainTypes.id, complainInfos.typeId))
        .where(where(owner, f))
        .orderBy(asc(complainTypes.sort), asc(complainTypes.id), asc(complainInfos.sort), asc(complainInfos.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ n: count() })
        .from(complainInfos)
        .innerJoin(complainTypes, eq(complainTypes.id, complainInfos.typeId))
        .where(where(owner, f)),
    ]);
    return { rows: rows as ComplainInfoWithType[], total: total?.n ?? 0 };
  },
  async byId(db: DbOrTx, owner: number | null, id: number, lock = false) {
    const q = db
      .select()
      .from(complainInfos)
      .where(and(ownerIs(owner), eq(complainInfos.id, id)))
      .limit(1);
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  },
  async textTaken(db: DbOrTx, typeId: number, content: string, exceptId = 0) {
    const [row] = await db
      .select({ id: complainInfos.id })
      .from(complainInfos)
      .where(
        and(
          eq(complainInfos.typeId, typeId),
          sql`lower(${complainInfos.content}) = lower(${content})`,
          sql`${complainInfos.id} <> ${exceptId}`,
        ),
      )
      .limit(1);
    return !!row;
  },
  /** The sort order after the last complaint of the type. */
  async nextSort(db: DbOrTx, typeId: number) {
    const [r] = await db
      .select({ n: sql<number>`coalesce(max(${complainInfos.sort}), -1)::int + 1` })
      .from(complainInfos)
      .where(eq(complainInfos.typeId, typeId));
    return r?.n ?? 0;
  },
  /** How many complaints each of the types holds (types without any are left out). */
  async countByTypes(db: DbOrTx, typeIds: number[]) {
    if (typeIds.length === 0) return new Map<number, number>();
    const rows = await db
      .select({ typeId: complainInfos.typeId, n: count() })
      .from(complainInfos)
      .where(inArray(complainInfos.typeId, typeIds))
      .groupBy(complainInfos.typeId);
    return new Map(rows.map((r) => [r.typeId, r.n]));
  },
};
