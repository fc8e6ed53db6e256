import type {
  TShopDevice,
  TShopDeviceAddRequest,
  TShopDeviceDeleteResponse,
  TShopDeviceQueryRequest,
  TShopDeviceQueryResponse,
} from '@skin/contract';
import type { Db } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import { readableShopId } from '../user/service.js';
import { shopDeviceRepository as repo, type ShopDeviceRow } from './repository.js';

export function presentDevice(row: ShopDeviceRow, accountCount = 0, enabledAccountCount = 0): TShopDevice {
  return {
    id: row.id,
    shopId: row.shopId,
    deviceNo: row.deviceNo,
    deviceName: row.deviceName,
    createdAt: row.createdAt.toISOString(),
    accountCount,
    enabledAccountCount,
  };
}

/** A store lists, for a dropdown, at most this many devices in one unpaged `shopDevice/query`. */
export const DEVICE_LIST_MAX = 1000;

export function createShopDeviceService(db: Db) {
  function ownShopId(auth: AuthContext): number {
    if (auth.shopId === null) throw new AppError('PLATFORM_NOT_ALLOWED');
    return auth.shopId;
  }

  return {
    async query(
      auth: AuthContext,
      q: TShopDeviceQueryRequest,
      paging?: { page: number; pageSize: number },
    ): Promise<TShopDeviceQueryResponse> {
      const shopId = await readableShopId(db, auth, q.shopId);
      const filter = { deviceNo: q.deviceNo || undefined, deviceName: q.deviceName || undefined };
      const page = paging?.page ?? 1;
      const limit = paging?.pageSize ?? DEVICE_LIST_MAX;
      const [rows, total] = await Promise.all([
        repo.list(db, shopId, filter, limit, (page - 1) * limit),
        repo.count(db, shopId, filter),
      ]);
      return {
        list: rows.map((r) => presentDevice(r.device, r.accountCount, r.enabledAccountCount)),
        total,
        page,
        pageSize: limit,
      };
    },

    /** Device numbers are unique across all stores. */
    async add(auth: AuthContext, input: TShopDeviceAddRequest): Promise<TShopDevice> {
      const shopId = ownShopId(auth);
      try {
        return await db.transaction(async (tx) => {
          if (await repo.exists(tx, input.deviceNo)) throw new AppError('DEVICE_NO_TAKEN');
          const row = await repo.insert(tx, { shopId, deviceNo: input.deviceNo, deviceName: input.deviceName });
          const after = presentDevice(row);
          await audit(tx, auth, { action: 'device.add', targetType: 'device', targetId: row.deviceNo, after });
          return after;
        });
      } catch (err) {
        if (isUniqueViolation(err, 'shop_devices_no_uq')) throw new AppError('DEVICE_NO_TAKEN');
        throw err;
      }
    },

    /**
     * Irreversible, all or nothing: deletes the device, disables the accounts registered with it
     * (the permanent viewer ends bound to it included) and records the device row and the ids.
     */
    async delete(auth: AuthContext, deviceNo: string): Promise<TShopDeviceDeleteResponse> {
      const shopId = ownShopId(auth);
      return db.transaction(async (tx) => {
        const device = await repo.lockInShop(tx, shopId, deviceNo);
        if (!device) throw new AppError('DEVICE_NOT_FOUND');
        const disabledUserIds = await repo.disableBoundAccounts(tx, shopId, deviceNo);
        await repo.delete(tx, device.id);
        await audit(tx, auth, {
          action: 'device.delete',
          targetType: 'device',
          targetId: device.deviceNo,
          before: { ...device, createdAt: device.createdAt.toISOString() },
          after: { disabledUserIds },
        });
        return { deviceNo: device.deviceNo, disabledUserIds };
      });
    },
  };
}
export type ShopDeviceService = ReturnType<typeof createShopDeviceService>;
