import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { shopDevices } from '../../db/schema.js';
import { countWhere, likeContains } from '../../lib/sql.js';

export type ShopDeviceRow = typeof shopDevices.$inferSelect;

export interface DeviceListFilter {
  deviceNo?: string;
  deviceName?: string;
}

function listWhere(shopId: number, f: DeviceListFilter): SQL {
  const conds: SQL[] = [eq(shopDevices.shopId, shopId)];
  if (f.deviceNo) conds.push(ilike(shopDevices.deviceNo, likeContains(f.deviceNo)));
  if (f.deviceName) conds.push(ilike(shopDevices.deviceName, likeContains(f.deviceName)));
  return and(...conds)!;
}

/**
 * Open app accounts of the device's store bound to it (`extra` narrows further). Written out in
 * full: Drizzle leaves column names unqualified inside a select list, which would make the
 * correlation compare app_users with itself.
 */
const boundCount = (extra: SQL = sql`true`) =>
  sql<number>`(select count(*)::int from app_users u
    where u.shop_id = shop_devices.shop_id and u.device_no = shop_devices.device_no
    and u.closed_at is null and ${extra})`;

export const shopDeviceRepository = {
  async list(db: DbOrTx, shopId: number, f: DeviceListFilter, limit: number, offset: number) {
    return db
      .select({
        device: shopDevices,
        accountCount: boundCount(),
        enabledAccountCount: boundCount(sql`u.status = 1`),
      })
      .from(shopDevices)
      .where(listWhere(shopId, f))
      .orderBy(desc(shopDevices.createdAt), desc(shopDevices.id))
      .limit(limit)
      .offset(offset);
  },
  async count(db: DbOrTx, shopId: number, f: DeviceListFilter) {
    return countWhere(db, shopDevices, listWhere(shopId, f));
  },
  /** Whether any store has this device number. */
  async exists(db: DbOrTx, deviceNo: string) {
    const [row] = await db
      .select({ id: shopDevices.id })
      .from(shopDevices)
      .where(eq(shopDevices.deviceNo, deviceNo))
      .limit(1);
    return !!row;
  },
  /** The store's device, locked for deletion; another store's device is simply not found. */
  async lockInShop(db: DbOrTx, shopId: number, deviceNo: string) {
    const [row] = await db
      .select()
      .from(shopDevices)
      .where(and(eq(shopDevices.shopId, shopId), eq(shopDevices.deviceNo, deviceNo)))
      .limit(1)
      .for('update');
    return row ?? null;
  },
  async insert(db: DbOrTx, values: typeof shopDevices.$inferInsert) {
    const [row] = await db.insert(shopDevices).values(values).returning();
    return row!;
  },
  async delete(db: DbOrTx, id: number) {
    await db.delete(shopDevices).where(eq(shopDevices.id, id));
  },
  /**
   * The store's device, share-locked: a device deletion running at the same time waits for the
   * caller's transaction, so no enabled account is left bound to a deleted device.
   */
  async shareLockInShop(db: DbOrTx, shopId: number, deviceNo: string) {
    const [row] = await db
      .select({ id: shopDevices.id })
      .from(shopDevices)
      .where(and(eq(shopDevices.shopId, shopId), eq(shopDevices.deviceNo, deviceNo)))
      .limit(1)
      .for('share');
    return row ?? null;
  },
};
