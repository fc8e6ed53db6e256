import { z } from 'zod';
import { zName } from '../rules.js';
import { paged } from './common.js';
import { zBodyId, zContains, zDateTime } from './query.js';

/** Device numbers: 1-64 letters, digits, `-` or `_`, surrounding spaces trimmed; unique across all stores. */
export const DEVICE_NO_RE = /^[A-Za-z0-9_-]{1,64}$/;
export const zDeviceNo = z.string().trim().regex(DEVICE_NO_RE, { message: 'deviceNoRule' });

/** A row of `shopDevice/query`. */
export const ZShopDevice = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  deviceNo: z.string(),
  deviceName: z.string(),
  createdAt: zDateTime,
  /** App accounts bound to this device (closed accounts not counted). */
  accountCount: z.number().int(),
  /** Of those, the enabled ones: what deleting the device would disable. */
  enabledAccountCount: z.number().int(),
  /** The device's last contact with the server (an app sign-in or call from it), to the minute; null: never. */
  lastSeenAt: zDateTime.nullable(),
});
export type TShopDevice = z.infer<typeof ZShopDevice>;

/**
 * `shopDevice/query` and `shopDevice/query/{page}/{pageSize}` body (optional). Store users see
 * their own store; the platform operator must name the store with `shopId` (read-only).
 */
export const ZShopDeviceQueryRequest = z.object({
  deviceNo: zContains(64),
  deviceName: zContains(64),
  shopId: zBodyId.nullish(),
});
export type TShopDeviceQueryRequest = z.infer<typeof ZShopDeviceQueryRequest>;
export const ZShopDeviceQueryResponse = paged(ZShopDevice);
export type TShopDeviceQueryResponse = z.infer<typeof ZShopDeviceQueryResponse>;

/** `shopDevice/add` body. */
export const ZShopDeviceAddRequest = z.object({
  deviceNo: zDeviceNo,
  deviceName: zName(64),
});
export type TShopDeviceAddRequest = z.infer<typeof ZShopDeviceAddRequest>;

/** `shopDevice/delete/{deviceNo}` path. */
export const ZShopDeviceNoParams = z.object({ deviceNo: zDeviceNo });

/** `shopDevice/delete/{deviceNo}` answer: the app accounts that the deletion disabled. */
export const ZShopDeviceDeleteResponse = z.object({
  deviceNo: z.string(),
  disabledUserIds: z.array(z.number().int()),
});
export type TShopDeviceDeleteResponse = z.infer<typeof ZShopDeviceDeleteResponse>;
