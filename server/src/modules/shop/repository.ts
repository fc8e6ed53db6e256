import type { ShopSortField } from '@skin/contract';
import { and, asc, desc, eq, ilike, like, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, shops } from '../../db/schema.js';
import { countWhere, likeContains, selectRows } from '../../lib/sql.js';

export interface ShopListFilter {
  shopId?: number;
  shopName?: string;
  contact?: string;
  mobile?: string;
  status?: number;
}

function listWhere(f: ShopListFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.shopId !== undefined) conds.push(eq(shops.id, f.shopId));
  if (f.shopName) conds.push(ilike(shops.name, likeContains(f.shopName)));
  if (f.contact) conds.push(ilike(shops.contact, likeContains(f.contact)));
  if (f.mobile) conds.push(like(shops.mobile, likeContains(f.mobile)));
  if (f.status !== undefined) conds.push(eq(shops.status, f.status));
  return conds.length ? and(...conds) : undefined;
}

const SORT_COLUMNS = {
  createdAt: shops.createdAt,
  id: shops.id,
  shopName: sql`lower(${shops.name})`,
  cloudExpireTime: shops.cloudExpireTime,
  vipGrade: shops.vipGrade,
  upgradeDays: shops.upgradeDays,
} satisfies Record<ShopSortField, unknown>;

/**
 * Per-row owner and counts; each count is an index range of one store (app_users and
 * shop_devices lead with shop_id). Written out in full: Drizzle leaves column names unqualified
 * inside a select list, which would break the correlation with the outer row.
 */
const columns = {
  shop: shops,
  ownerName: sql<string | null>`(select a.user_name from accounts a
    where a.shop_id = shops.id and a.kind = 'owner' order by a.id limit 1)`,
  accountCount: sql<number>`(select count(*)::int from app_users u where u.shop_id = shops.id)`,
  deviceCount: sql<number>`(select count(*)::int from shop_devices d where d.shop_id = shops.id)`,
};

export type ShopRow = typeof shops.$inferSelect;

/**
 * The `shops` table: the only code that writes it. Other modules change a store through these functions inside
 * their own transaction (registration inserts one, stored files count its usage, a paid order extends its cloud).
 */
export const shopRepository = {
  async insert(db: DbOrTx, values: typeof shops.$inferInsert) {
    const [row] = await db.insert(shops).values(values).returning();
    return row!;
  },
  async list(
    db: DbOrTx,
    f: ShopListFilter,
    sort: { field: ShopSortField; dir: 'asc' | 'desc' },
    limit: number,
    offset: number,
  ) {
    const dir = sort.dir === 'asc' ? asc : desc;
    return db
      .select(columns)
      .from(shops)
      .where(listWhere(f))
      .orderBy(dir(SORT_COLUMNS[sort.field]), dir(shops.id))
      .limit(limit)
      .offset(offset);
  },
  async count(db: DbOrTx, f: ShopListFilter) {
    return countWhere(db, shops, listWhere(f));
  },
  async getOne(db: DbOrTx, id: number) {
    const [row] = await db.select(columns).from(shops).where(eq(shops.id, id)).limit(1);
    return row ?? null;
  },
  async lock(db: DbOrTx, id: number) {
    const [row] = await db.select().from(shops).where(eq(shops.id, id)).limit(1).for('update');
    return row ?? null;
  },
  /** Whether the database knows the zone `name` (its own time zone files). */
  async zoneKnown(db: DbOrTx, name: string): Promise<boolean> {
    const [row] = await selectRows<{ known: boolean }>(
      db,
      sql`select exists(select 1 from pg_timezone_names where name = ${name}) as known`,
    );
    return row?.known === true;
  },
  async setTimeZone(db: DbOrTx, id: number, timeZone: string) {
    await db.update(shops).set({ timeZone }).where(eq(shops.id, id));
  },
  async setStatus(db: DbOrTx, id: number, status: number) {
    await db.update(shops).set({ status }).where(eq(shops.id, id));
  },
  /** When the store's cloud space expires (null: none recorded), or undefined for no such store. */
  async cloudExpireTime(db: DbOrTx, id: number): Promise<Date | null | undefined> {
    const [row] = await db.select({ at: shops.cloudExpireTime }).from(shops).where(eq(shops.id, id)).limit(1);
    return row ? row.at : undefined;
  },
  async exists(db: DbOrTx, id: number) {
    const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, id)).limit(1);
    return !!row;
  },
  /** The store's row, or null. */
  async find(db: DbOrTx, id: number): Promise<ShopRow | null> {
    const [row] = await db.select().from(shops).where(eq(shops.id, id)).limit(1);
    return row ?? null;
  },
  /** The phone a store is billed by: its owner's (the first owner account), else the store's own. */
  async billingMobile(db: DbOrTx, id: number): Promise<string | null | undefined> {
    const [row] = await db
      .select({ mobile: accounts.mobile, shopMobile: shops.mobile })
      .from(shops)
      .leftJoin(accounts, and(eq(accounts.shopId, shops.id), eq(accounts.kind, 'owner')))
      .where(eq(shops.id, id))
      .orderBy(asc(accounts.id))
      .limit(1);
    return row?.mobile ?? row?.shopMobile;
  },
  /** Adds stored bytes to the store's cloud usage (a new object). */
  async addOssSize(db: DbOrTx, id: number, bytes: number) {
    await db
      .update(shops)
      .set({ ossSize: sql`${shops.ossSize} + ${bytes}` })
      .where(eq(shops.id, id));
  },
  /** Takes released bytes off the store's cloud usage, never below 0. */
  async releaseOssSize(db: DbOrTx, id: number, bytes: number) {
    await db
      .update(shops)
      .set({ ossSize: sql`greatest(${shops.ossSize} - ${bytes}, 0)` })
      .where(eq(shops.id, id));
  },
  /** Sets how long the store keeps analysis photos (months; 0 keeps them). */
  async setPhotoRetention(db: DbOrTx, id: number, months: number) {
    await db.update(shops).set({ photoRetentionMonths: months }).where(eq(shops.id, id));
  },
  /** The stores whose photos expire (a retention of at least a month), with their months, in id order. */
  async withPhotoRetention(db: DbOrTx) {
    return db
      .select({ id: shops.id, months: shops.photoRetentionMonths })
      .from(shops)
      .where(sql`${shops.photoRetentionMonths} > 0`)
      .orderBy(asc(shops.id));
  },
  /** Sets when the store's cloud space expires (a paid cloud renewal, under the store's row lock). */
  async setCloudExpireTime(db: DbOrTx, id: number, at: Date) {
    await db.update(shops).set({ cloudExpireTime: at }).where(eq(shops.id, id));
  },
  /** Moves the store's cloud expiry earlier by `ms` (a refunded cloud renewal takes back what it gave). */
  async shortenCloud(db: DbOrTx, id: number, ms: number) {
    await db
      .update(shops)
      .set({ cloudExpireTime: sql`${shops.cloudExpireTime} - make_interval(secs => ${ms / 1000})` })
      .where(eq(shops.id, id));
  },
};
