import {
  SHOP_TIME_ZONE_CHANGE_LIMIT,
  type TShopInfo,
  type TShopListItem,
  type TShopQueryRequest,
  type TShopQueryResponse,
} from '@skin/contract';
import type { Db } from '../../db/client.js';
import { auditShopSetting } from '../../lib/audit.js';
import { AppError, limited } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import { limits } from '../../lib/limits.js';
import { type PageRequest, pagedList, repeatableRead, rowsAndTotal } from '../../lib/sql.js';
import { presentShop } from '../account/service.js';
import { sessionRepository } from '../account/sessions.js';
import { holdingFolds, rebuildStats } from '../data/repository.js';
import { shopRepository as repo } from './repository.js';

type ShopListRow = NonNullable<Awaited<ReturnType<typeof repo.getOne>>>;

function presentShopListItem(r: ShopListRow): TShopListItem {
  return {
    ...presentShop(r.shop),
    status: r.shop.status as TShopListItem['status'],
    createdAt: r.shop.createdAt.toISOString(),
    ownerName: r.ownerName,
    accountCount: r.accountCount,
    deviceCount: r.deviceCount,
  };
}

/** The platform operator's view of the stores. */
export function createShopService(db: Db) {
  return {
    async query(paging: PageRequest, q: TShopQueryRequest): Promise<TShopQueryResponse> {
      const filter = {
        shopId: q.shopId ?? undefined,
        shopName: q.shopName || undefined,
        contact: q.contact || undefined,
        mobile: q.mobile || undefined,
        status: q.status ?? undefined,
      };
      const sort = { field: q.sortField ?? 'createdAt', dir: q.sortOrder === 'ascend' ? 'asc' : 'desc' } as const;
      return pagedList(
        paging,
        (limit, offset) => rowsAndTotal(repo.list(db, filter, sort, limit, offset), repo.count(db, filter)),
        presentShopListItem,
      );
    },

    /**
     * Marks a store invalid (0) or normal (1). An invalid store's accounts cannot sign in, and the
     * sessions they hold are revoked in the same transaction.
     */
    async updateStatus(auth: AuthContext, shopId: number, status: 0 | 1): Promise<TShopListItem> {
      await db.transaction(async (tx) => {
        const shop = await repo.lock(tx, shopId);
        if (!shop) throw new AppError('NOT_FOUND');
        if (shop.status === status) return;
        await repo.setStatus(tx, shopId, status);
        if (status === 0) await sessionRepository.revokeStore(tx, shopId);
        await auditShopSetting(tx, auth, shopId, 'shop.status', { before: { status: shop.status }, after: { status } });
      });
      const row = await repo.getOne(db, shopId);
      return presentShopListItem(row!);
    },

    /**
     * The zone the store's figures are kept in (its local days and months) from now on. Its aggregates are counted
     * again from its rows in the new zone in the same REPEATABLE READ transaction (`rebuildStats` of one store: the
     * rows of one snapshot, the folds held back, no writer of any store waiting), so no figure of the store mixes
     * two zones, past included. The folds are held back before the snapshot is taken (`holdingFolds`): one that
     * was running has ended and is in it, so a store whose deltas are folded all the time still changes its zone
     * at the first try.
     */
    async setTimeZone(auth: AuthContext, shopId: number, timeZone: string): Promise<TShopInfo> {
      const current = await repo.find(db, shopId);
      if (!current) throw new AppError('NOT_FOUND');
      if (current.timeZone === timeZone) return presentShop(current);
      // The database counts days in this zone: it must know it too (a name it lacked would stop every fold).
      if (!(await repo.zoneKnown(db, timeZone)))
        throw new AppError('BAD_REQUEST', { fields: { timeZone: 'timeZoneInvalid' } });
      // A change holds the data centre's folds while this store is recounted: a few a day, counted first.
      const { max, windowSeconds } = SHOP_TIME_ZONE_CHANGE_LIMIT;
      const attempt = await limits.take(db, `shop-zone:${shopId}`, max, windowSeconds);
      if (!attempt.allowed) throw limited('TOO_MANY_REQUESTS', attempt.retryAfter);
      // A change that did not happen (the folds busy past their wait, a race lost) gives its try back.
      const shop = await holdingFolds(db, (held) =>
        repeatableRead(held, async (tx) => {
          const shop = await repo.lock(tx, shopId);
          if (!shop) throw new AppError('NOT_FOUND');
          if (shop.timeZone === timeZone) return shop;
          await repo.setTimeZone(tx, shopId, timeZone);
          await rebuildStats(tx, shopId);
          await auditShopSetting(tx, auth, shopId, 'shop.time_zone', {
            before: { timeZone: shop.timeZone },
            after: { timeZone },
          });
          return { ...shop, timeZone };
        }),
      ).catch(async (err) => {
        await limits.giveBack(db, `shop-zone:${shopId}`);
        throw err;
      });
      return presentShop(shop);
    },
  };
}
