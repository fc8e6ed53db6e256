import { cloudDaysLeft, isCloudExpired, quoteCloudRenewal, type TCloudInfo } from '@skin/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { FileService } from '../file/service.js';
import { orderRepository } from '../order/repository.js';
import { storePrices } from '../price/service.js';
import { shopRepository } from '../shop/repository.js';

const DAY = 86_400_000;

/**
 * A store's cloud space as its cloud page shows it. The space itself is the store's (`shops.oss_size`, counted by
 * stored files; `cloud_expire_time`, extended by a paid cloud renewal in modules/order/payment-effects.ts).
 */
export function createCloudService(db: Db, files: FileService) {
  return {
    /** Usage, expiry, days left, the next renewal's price and the pending cloud order. */
    async info(shopId: number): Promise<TCloudInfo> {
      const shop = await shopRepository.find(db, shopId);
      if (!shop) throw new AppError('NOT_FOUND');
      const { currency, price } = await storePrices(db, shopId);
      const q = quoteCloudRenewal(shop.ossSize, price.cloudPerTb, currency);
      const now = Date.now();
      const expire = shop.cloudExpireTime;
      const paid = await orderRepository.paidCloudCount(db, shopId);
      const open = await orderRepository.openCloudOrder(db, shopId);
      return {
        shopId,
        shopName: shop.name,
        usageBytes: shop.ossSize,
        cloudExpireTime: expire?.toISOString() ?? null,
        daysLeft: expire ? cloudDaysLeft(expire, new Date(now)) : 0,
        type: isCloudExpired(expire, now) ? 2 : 1,
        currency,
        quote: { quantity: q.quantity, unitPrice: q.unitPrice, years: q.years, amount: q.amount },
        // The first year after registering is free while no cloud renewal was ever paid.
        firstYearFree: paid === 0 && now < shop.createdAt.getTime() + 366 * DAY,
        pendingOrderNo: open?.orderNo ?? null,
        viewerPerAccount: price.viewerPerAccount,
        usage: await files.usage(shopId, shop.ossSize),
      };
    },
  };
}
