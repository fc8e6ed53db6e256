import type { Currency } from '@skin/contract';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { prices } from '../../db/schema.js';

export type PriceRow = typeof prices.$inferSelect;

/** The `prices` table: one row of yearly prices per currency. */
export const priceRepository = {
  /** Every currency's row, the most recently changed first. */
  async all(db: DbOrTx): Promise<PriceRow[]> {
    return db.select().from(prices).orderBy(desc(prices.updatedAt));
  },

  /** One currency's prices (a row per currency is seeded by the migrations). */
  async of(db: DbOrTx, currency: Currency): Promise<PriceRow> {
    const [row] = await db.select().from(prices).where(eq(prices.currency, currency));
    if (!row) throw new Error(`no price row for ${currency}`);
    return row;
  },

  /** Sets one currency's prices, saying when and by whom. */
  async set(
    db: DbOrTx,
    currency: Currency,
    values: Pick<PriceRow, 'cloudPerTb' | 'viewerPerAccount'>,
    at: Date,
    by: string,
  ) {
    const changed = { ...values, updatedAt: at, updatedBy: by };
    await db
      .insert(prices)
      .values({ currency, ...changed })
      .onConflictDoUpdate({ target: prices.currency, set: changed });
  },
};
