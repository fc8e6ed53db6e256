import { z } from 'zod';
import { isStoreTimeZone } from '../zones.js';
import { ZShopInfo } from './auth.js';
import { paged, sortBy } from './common.js';
import { requiredOrInvalid, zBodyId, zContains, zDateTime, zPathId } from './query.js';

/** Stores as the platform operator sees them on /users (`shop` resource, platform only). */

/** 1 normal, 0 invalid: an invalid store's console accounts cannot sign in. */
export const ShopStatus = { INVALID: 0, NORMAL: 1 } as const;
export type ShopStatus = (typeof ShopStatus)[keyof typeof ShopStatus];
export const ZShopStatus = z.literal([0, 1], requiredOrInvalid);

/** A row of `shop/query`: the store's info (shop ID is `id`) with its owner and counts. */
export const ZShopListItem = ZShopInfo.extend({
  status: ZShopStatus,
  createdAt: zDateTime,
  /** The store owner's console user name. */
  ownerName: z.string().nullable(),
  /** App accounts of the store, closed ones included. */
  accountCount: z.number().int(),
  deviceCount: z.number().int(),
});
export type TShopListItem = z.infer<typeof ZShopListItem>;

export const SHOP_SORT_FIELDS = ['createdAt', 'id', 'shopName', 'cloudExpireTime', 'vipGrade', 'upgradeDays'] as const;
export type ShopSortField = (typeof SHOP_SORT_FIELDS)[number];

/** `shop/query/{page}/{pageSize}` body (optional). Default order: newest first. */
export const ZShopQueryRequest = z.object({
  /** exact shop ID */
  shopId: zBodyId.nullish(),
  /** contains, case-insensitive */
  shopName: zContains(64),
  /** contains, case-insensitive */
  contact: zContains(64),
  /** contains */
  mobile: zContains(24),
  status: ZShopStatus.nullish(),
  ...sortBy(SHOP_SORT_FIELDS),
});
export type TShopQueryRequest = z.infer<typeof ZShopQueryRequest>;
export const ZShopQueryResponse = paged(ZShopListItem);
export type TShopQueryResponse = z.infer<typeof ZShopQueryResponse>;

/** `shop/updateStatus/{shopId}/{status}` path: status 0 (invalid) or 1 (normal). */
export const ZShopStatusParams = z.object({
  shopId: zPathId,
  status: z.enum(['0', '1'], { message: 'invalidValue' }).transform((s) => Number(s) as ShopStatus),
});

/** A store's time zone: an IANA name the runtime knows (`Intl.supportedValuesOf('timeZone')`) or UTC. */
export const zStoreTimeZone = z
  .string({ message: 'timeZoneInvalid' })
  .max(64, { message: 'timeZoneInvalid' })
  .refine(isStoreTimeZone, { message: 'timeZoneInvalid' });

/**
 * `shop/timeZone`: a store changes its zone at most this many times per window. Each change recounts the store's
 * figures while every store's counted writes wait (data/repository.ts `lockCountedTables`), so the work is bounded.
 */
export const SHOP_TIME_ZONE_CHANGE_LIMIT = { max: 5, windowSeconds: 86_400 } as const;

/** `shop/timeZone` body (the store owner): the zone the store's figures are kept in from now on. */
export const ZShopTimeZoneUpdate = z.object({ timeZone: zStoreTimeZone });
export type TShopTimeZoneUpdate = z.infer<typeof ZShopTimeZoneUpdate>;
