import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { reportShareOpenings, reportShares } from '../../db/schema.js';
import { selectRows } from '../../lib/sql.js';

export type ShareRow = typeof reportShares.$inferSelect;

/** Share links of customers' reports and their openings (`report_shares`, `report_share_openings`): their only SQL. */
export const shareRepository = {
  async insert(db: DbOrTx, values: typeof reportShares.$inferInsert) {
    const [row] = await db.insert(reportShares).values(values).returning();
    return row!;
  },

  /** The share with this token's hash, whatever its state (the service decides what opens). */
  async byTokenHash(db: DbOrTx, tokenHash: string): Promise<ShareRow | null> {
    const [row] = await db.select().from(reportShares).where(eq(reportShares.tokenHash, tokenHash)).limit(1);
    return row ?? null;
  },

  /** A share of the store, locked for a change; another store's (or none) is null. */
  async lockOfStore(db: DbOrTx, shopId: number, id: number): Promise<ShareRow | null> {
    const [row] = await db
      .select()
      .from(reportShares)
      .where(and(eq(reportShares.id, id), eq(reportShares.shopId, shopId)))
      .for('update');
    return row ?? null;
  },

  async revoke(db: DbOrTx, id: number, at: Date) {
    const [row] = await db.update(reportShares).set({ revokedAt: at }).where(eq(reportShares.id, id)).returning();
    return row!;
  },

  /** Revokes every live share of one customer of the store (her erasure); answers how many. */
  async revokeOfCustomer(db: DbOrTx, shopId: number, customerId: number, at: Date) {
    const rows = await db
      .update(reportShares)
      .set({ revokedAt: at })
      .where(
        and(eq(reportShares.shopId, shopId), eq(reportShares.customerId, customerId), isNull(reportShares.revokedAt)),
      )
      .returning({ id: reportShares.id });
    return rows.length;
  },

  /** Her shares, newest first (at most `limit`). */
  listOfCustomer(db: DbOrTx, shopId: number, customerId: number, limit: number) {
    return db
      .select()
      .from(reportShares)
      .where(and(eq(reportShares.shopId, shopId), eq(reportShares.customerId, customerId)))
      .orderBy(desc(reportShares.id))
      .limit(limit);
  },

  async addOpening(db: DbOrTx, shareId: number, address: string, at: Date) {
    await db.insert(reportShareOpenings).values({ shareId, address: address.slice(0, 64), openedAt: at });
  },

  /** Per share: how many openings, and the newest `shown` of them. */
  async openingsOf(db: DbOrTx, shareIds: readonly number[], shown: number) {
    const byShare = new Map<number, { total: number; list: { openedAt: Date; address: string }[] }>();
    if (shareIds.length === 0) return byShare;
    const counts = await db
      .select({ shareId: reportShareOpenings.shareId, n: sql<number>`count(*)::int` })
      .from(reportShareOpenings)
      .where(inArray(reportShareOpenings.shareId, [...shareIds]))
      .groupBy(reportShareOpenings.shareId);
    for (const c of counts) byShare.set(Number(c.shareId), { total: Number(c.n), list: [] });
    const ids = sql.join(
      shareIds.map((id) => sql`${id}::bigint`),
      sql`, `,
    );
    const rows = await selectRows(
      db,
      sql`select o.share_id, o.opened_at, o.address from unnest(array[${ids}]) s(id)
            cross join lateral (select * from report_share_openings o where o.share_id = s.id
                                 order by o.id desc limit ${shown}) o
           order by o.share_id, o.id desc`,
    );
    for (const r of rows)
      byShare.get(Number(r.share_id))?.list.push({
        openedAt: r.opened_at instanceof Date ? r.opened_at : new Date(String(r.opened_at)),
        address: String(r.address),
      });
    return byShare;
  },
};
