import { CURRENCIES, type Currency, type TPrices, type TPricesResponse } from '@skin/contract';
import { desc } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { prices } from '../../db/schema.js';
import { audit } from '../../lib/audit.js';
import type { AuthContext } from '../../lib/http.js';

/** Yearly prices per currency (platform settings). An order copies its price when created, so a change never alters one. */
export function createPriceService(db: Db) {
  async function read(tx: DbOrTx = db): Promise<TPricesResponse> {
    const rows = await tx.select().from(prices).orderBy(desc(prices.updatedAt));
    const by = new Map(rows.map((r) => [r.currency as Currency, r]));
    const row = (c: Currency) => {
      const r = by.get(c);
      if (!r) throw new Error(`no price row for ${c}`);
      return { cloudPerTb: r.cloudPerTb, viewerPerAccount: r.viewerPerAccount };
    };
    const latest = rows.find((r) => r.updatedAt) ?? null;
    return {
      CNY: row('CNY'),
      USD: row('USD'),
      updatedAt: latest?.updatedAt?.toISOString() ?? null,
      updatedBy: latest?.updatedBy ?? null,
    };
  }

  return {
    get: () => read(),
    /** The platform operator sets every currency's prices at once (audited with the prices before). */
    async update(actor: AuthContext, next: TPrices): Promise<TPricesResponse> {
      return db.transaction(async (tx) => {
        const before = await read(tx);
        const now = new Date();
        for (const currency of CURRENCIES) {
          await tx
            .insert(prices)
            .values({ currency, ...next[currency], updatedAt: now, updatedBy: actor.userName })
            .onConflictDoUpdate({
              target: prices.currency,
              set: { ...next[currency], updatedAt: now, updatedBy: actor.userName },
            });
        }
        await audit(tx, actor, {
          action: 'price.update',
          targetType: 'price',
          targetId: 'yearly',
          shopId: null,
          before: { CNY: before.CNY, USD: before.USD },
          after: next,
        });
        return read(tx);
      });
    },
  };
}
