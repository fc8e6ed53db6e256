import { and, asc, count, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { adInfos } from '../../db/schema.js';
import { countByLanguage, rowsAndTotal, rowWrites } from '../../lib/sql.js';

export type AdInfoRow = typeof adInfos.$inferSelect;

/** The platform's own adverts are shop_id null; a store's are its shop_id. */
const ownerIs = (owner: number | null): SQL => (owner === null ? isNull(adInfos.shopId) : eq(adInfos.shopId, owner));

/** One list: an owner's adverts of a content language and type (what a reorder renumbers). */
export interface AdList {
  owner: number | null;
  language: string;
  type: number;
}
const inList = (l: AdList) => and(ownerIs(l.owner), eq(adInfos.language, l.language), eq(adInfos.type, l.type))!;

export interface AdFilter {
  language: string;
  type?: number | null;
  enabled?: boolean | null;
}

export const adInfoRepository = {
  ...rowWrites(adInfos),
  /** The owner's enabled adverts of a content language, by type, each type in its sort order (what the app shows). */
  async enabled(db: DbOrTx, owner: number | null, language: string) {
    return db
      .select()
      .from(adInfos)
      .where(and(ownerIs(owner), eq(adInfos.language, language), eq(adInfos.enabled, true)))
      .orderBy(asc(adInfos.type), asc(adInfos.sort), asc(adInfos.id));
  },
  /** How many rows the owner has in each content language. */
  languages(db: DbOrTx, owner: number | null) {
    return countByLanguage(db, adInfos, adInfos.language, ownerIs(owner));
  },

  async page(db: DbOrTx, owner: number | null, f: AdFilter, limit: number, offset: number) {
    const conds: SQL[] = [ownerIs(owner), eq(adInfos.language, f.language)];
    if (f.type != null) conds.push(eq(adInfos.type, f.type));
    if (f.enabled != null) conds.push(eq(adInfos.enabled, f.enabled));
    const where = and(...conds);
    return rowsAndTotal(
      db
        .select()
        .from(adInfos)
        .where(where)
        .orderBy(asc(adInfos.type), asc(adInfos.sort), asc(adInfos.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ n: count() })
        .from(adInfos)
        .where(where)
        .then((r) => r[0]?.n ?? 0),
    );
  },

  /** The adverts of one list in their order. */
  async list(db: DbOrTx, l: AdList) {
    return db.select().from(adInfos).where(inList(l)).orderBy(asc(adInfos.sort), asc(adInfos.id));
  },

  async count(db: DbOrTx, l: AdList) {
    const [row] = await db.select({ n: count() }).from(adInfos).where(inList(l));
    return row?.n ?? 0;
  },

  /** The place after the last advert of a list. */
  async nextSort(db: DbOrTx, l: AdList) {
    const [row] = await db
      .select({ max: sql<number | null>`max(${adInfos.sort})` })
      .from(adInfos)
      .where(inList(l));
    return Number(row?.max ?? 0) + 1;
  },

  /** Whether another advert of the list has this title (case-insensitive; empty titles never clash). */
  async titleTaken(db: DbOrTx, l: AdList, title: string, exceptId?: number) {
    if (!title) return false;
    const conds = [inList(l), sql`lower(${adInfos.title}) = lower(${title})`];
    if (exceptId) conds.push(ne(adInfos.id, exceptId));
    const [row] = await db
      .select({ id: adInfos.id })
      .from(adInfos)
      .where(and(...conds))
      .limit(1);
    return !!row;
  },

  /** An advert of this owner (another owner's reads as missing). */
  async byId(db: DbOrTx, owner: number | null, id: number, lock = false) {
    const q = db
      .select()
      .from(adInfos)
      .where(and(eq(adInfos.id, id), ownerIs(owner)))
      .limit(1);
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  },

  /** Numbers the adverts 1, 2, 3... in the order given, in one statement. */
  async renumber(db: DbOrTx, ids: number[]) {
    if (ids.length === 0) return;
    const cases = sql.join(
      ids.map((id, i) => sql`when ${id}::int then ${i + 1}::int`),
      sql` `,
    );
    await db
      .update(adInfos)
      .set({ sort: sql`case ${adInfos.id} ${cases} end` })
      .where(inArray(adInfos.id, ids));
  },

  /**
   * Serialises the changes of one owner's adverts of a content language (add, move, delete, reorder) in the
   * caller's transaction, so two reorders, or a reorder and an add, cannot interleave. Language and owner
   * never change on an advert, so the lock can be taken before its row is read again for update.
   */
  async lockLanguage(db: DbOrTx, owner: number | null, language: string) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`ad-infos:${owner ?? 'platform'}:${language}`}))`);
  },
};
