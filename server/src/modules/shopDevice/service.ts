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
import { type PageRequest, pagedList, rowsAndTotal } from '../../lib/sql.js';
import { appUserRepository } from '../user/repository.js';
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
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  };
}

/** A store lists, for a dropdown, at most this many devices in one unpaged `shopDevice/query`. */
export const DEVICE_LIST_MAX = 1000;

export function createShopDeviceService(db: Db) {
  return {
    /** One page of the store's devices; without `paging`, the first DEVICE_LIST_MAX (for a dropdown). */
    async query(
      shopId: number,
      q: TShopDeviceQueryRequest,
      paging: PageRequest = { page: 1, pageSize: DEVICE_LIST_MAX },
    ): Promise<TShopDeviceQueryResponse> {
      const filter = { deviceNo: q.deviceNo || undefined, deviceName: q.deviceName || undefined };
      return pagedList(
        paging,
        (limit, offset) => rowsAndTotal(repo.list(db, shopId, filter, limit, offset), repo.count(db, shopId, filter)),
        (r) => presentDevice(r.device, r.accountCount, r.enabledAccountCount),
      );
    },

    /** Device numbers are unique across all stores. */
    async add(auth: AuthContext, shopId: number, input: TShopDeviceAddRequest): Promise<TShopDevice> {
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
    async delete(auth: AuthContext, shopId: number, deviceNo: string): Promise<TShopDeviceDeleteResponse> {
      return db.transaction(async (tx) => {
        const device = await repo.lockInShop(tx, shopId, deviceNo);
        if (!device) throw new AppError('DEVICE_NOT_FOUND');
        const disabledUserIds = await appUserRepository.disableBoundTo(tx, shopId, deviceNo);
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
