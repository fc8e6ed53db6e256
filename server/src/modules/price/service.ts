import { CURRENCIES, type Currency, currencyOfPhone, type TPrices, type TPricesResponse } from '@skin/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import type { AuthContext } from '../../lib/http.js';
import { shopRepository } from '../shop/repository.js';
import { type PriceRow, priceRepository as repo } from './repository.js';

/**
 * What a store pays in: its billing currency (CNY when its owner's phone has dial code 86, otherwise USD) and
 * that currency's yearly prices. Orders copy them when created; the cloud page shows the next renewal's.
 */
export async function storePrices(db: DbOrTx, shopId: number): Promise<{ currency: Currency; price: PriceRow }> {
  const currency = currencyOfPhone(await shopRepository.billingMobile(db, shopId));
  return { currency, price: await repo.of(db, currency) };
}

/** Yearly prices per currency (platform settings). An order copies its price when created, so a change never alters one. */
export function createPriceService(db: Db) {
  async function read(tx: DbOrTx = db): Promise<TPricesResponse> {
    const rows = await repo.all(tx);
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
          await repo.set(tx, currency, next[currency], now, actor.userName);
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
