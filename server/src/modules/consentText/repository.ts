import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { consentTexts } from './table.js';

export type ConsentTextRow = typeof consentTexts.$inferSelect;
/** A row without its text, and the text's length. */
export type ConsentTextMeta = Omit<ConsentTextRow, 'text'> & { length: number };

/** The platform's defaults are shop_id null; a store's texts its shop_id. */
const ownerIs = (owner: number | null): SQL =>
  owner === null ? isNull(consentTexts.shopId) : eq(consentTexts.shopId, owner);

const META = {
  id: consentTexts.id,
  shopId: consentTexts.shopId,
  language: consentTexts.language,
  number: consentTexts.number,
  savedById: consentTexts.savedById,
  savedByName: consentTexts.savedByName,
  savedAt: consentTexts.savedAt,
  length: sql<number>`char_length(${consentTexts.text})::int`,
};

/** Consent texts (`consent_texts`): the only SQL of that table. Rows are added, never changed or deleted. */
export const consentTextRepository = {
  /** Serialises the saves of one owner's language (two instances saving at once get numbers n and n + 1). */
  async lock(db: DbOrTx, owner: number | null, language: string) {
    await db.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`consent-texts:${owner ?? 'platform'}:${language}`}))`,
    );
  },

  /** The owner's latest version in a language, with its text, or null. */
  async latest(db: DbOrTx, owner: number | null, language: string): Promise<ConsentTextRow | null> {
    const [row] = await db
      .select()
      .from(consentTexts)
      .where(and(ownerIs(owner), eq(consentTexts.language, language)))
      .orderBy(desc(consentTexts.number))
      .limit(1);
    return row ?? null;
  },

  /**
   * The latest version of each language the owner has (versions are numbered 1..n without gaps and never deleted,
   * so its number is how many the language holds).
   */
  latestPerLanguage(db: DbOrTx, owner: number | null): Promise<ConsentTextMeta[]> {
    return db
      .selectDistinctOn([consentTexts.language], META)
      .from(consentTexts)
      .where(ownerIs(owner))
      .orderBy(consentTexts.language, desc(consentTexts.number));
  },

  /** One version the owner may read: its own, or (`withPlatform`) one of the platform's defaults. */
  async byId(db: DbOrTx, owner: number | null, id: number, withPlatform: boolean): Promise<ConsentTextRow | null> {
    const whose =
      withPlatform && owner !== null ? sql`(${ownerIs(owner)} or ${isNull(consentTexts.shopId)})` : ownerIs(owner);
    const [row] = await db
      .select()
      .from(consentTexts)
      .where(and(eq(consentTexts.id, id), whose))
      .limit(1);
    return row ?? null;
  },

  /** The version an owner's name points at (`S12-zh-CN-3`, parsed), or null. */
  async byNumber(db: DbOrTx, owner: number | null, language: string, n: number) {
    const [row] = await db
      .select(META)
      .from(consentTexts)
      .where(and(ownerIs(owner), eq(consentTexts.language, language), eq(consentTexts.number, n)))
      .limit(1);
    return row ?? null;
  },

  /** A page of the owner's versions in a language, newest first (without their texts). */
  async history(db: DbOrTx, owner: number | null, language: string, limit: number, offset: number) {
    const where = and(ownerIs(owner), eq(consentTexts.language, language));
    const [rows, [total]] = await Promise.all([
      db.select(META).from(consentTexts).where(where).orderBy(desc(consentTexts.number)).limit(limit).offset(offset),
      db.select({ n: count() }).from(consentTexts).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async insert(db: DbOrTx, row: typeof consentTexts.$inferInsert): Promise<ConsentTextRow> {
    const [made] = await db.insert(consentTexts).values(row).returning();
    return made!;
  },
};
