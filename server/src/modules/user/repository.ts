import { createHash } from 'node:crypto';
import type { AppUserSortField } from '@skin/contract';
import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, like, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { appUsers, shopDevices, shops } from '../../db/schema.js';

export type AppUserRow = typeof appUsers.$inferSelect;

/** Filters after normalisation: undefined means "no filter". */
export interface AppUserListFilter {
  userType?: number;
  userName?: string;
  mobile?: string;
  status?: number;
  deviceNo?: string;
  expireFrom?: Date;
  expireTo?: Date;
  permanent?: boolean;
  closed?: boolean;
}

export interface AppUserOrder {
  field: AppUserSortField;
  dir: 'asc' | 'desc';
}

/** `%`, `_` and `\` in user input match themselves in LIKE. */
export const likeContains = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Puts a filter value into the statement: as a parameter, or as a named placeholder of a prepared statement. */
type Bind = <T>(name: string, value: T) => T;
const asParam: Bind = (_name, value) => value;

/** Every list is one store's: the condition always starts with shop_id. */
function listWhere(shopId: number, f: AppUserListFilter, bind: Bind = asParam): SQL {
  const conds: SQL[] = [eq(appUsers.shopId, bind('shopId', shopId))];
  if (f.userType !== undefined) conds.push(eq(appUsers.userType, bind('userType', f.userType)));
  if (f.userName) conds.push(ilike(appUsers.userName, bind('userName', likeContains(f.userName))));
  if (f.mobile) conds.push(like(appUsers.mobile, bind('mobile', likeContains(f.mobile))));
  if (f.status !== undefined) conds.push(eq(appUsers.status, bind('status', f.status)));
  if (f.deviceNo) conds.push(eq(appUsers.deviceNo, bind('deviceNo', f.deviceNo)));
  if (f.expireFrom) conds.push(gte(appUsers.expireTime, bind('expireFrom', f.expireFrom)));
  if (f.expireTo) conds.push(lte(appUsers.expireTime, bind('expireTo', f.expireTo)));
  if (f.permanent !== undefined) conds.push(eq(appUsers.permanent, bind('permanent', f.permanent)));
  if (f.closed === true) conds.push(isNotNull(appUsers.closedAt));
  if (f.closed === false) conds.push(isNull(appUsers.closedAt));
  return and(...conds)!;
}

interface PagePlan {
  execute(values: Record<string, unknown>): Promise<{ user: AppUserRow; total: string }[]>;
}
/** Prepared page statements per database handle, one per filter shape (which filters, which order). */
const pagePlans = new WeakMap<object, Map<string, PagePlan>>();

/** The order of user/query; id breaks ties so pages never overlap. Permanent accounts (no expiry) sort as latest. */
function listOrder(o: AppUserOrder): SQL[] {
  const dir = o.dir === 'asc' ? asc : desc;
  const col =
    o.field === 'userName'
      ? sql`lower(${appUsers.userName})`
      : o.field === 'expireTime'
        ? appUsers.expireTime
        : appUsers.createdAt;
  return [dir(col), dir(appUsers.id)];
}

export const appUserRepository = {
  /**
   * One page and the number of matches, in one statement. The page's ids and the count come from
   * the covering index (app_users_shop_created_idx holds every filtered column); only the rows
   * shown are then read from the table.
   */
  async page(
    db: DbOrTx,
    shopId: number,
    f: AppUserListFilter,
    o: AppUserOrder,
    limit: number,
    offset: number,
  ): Promise<{ rows: AppUserRow[]; total: number }> {
    const values: Record<string, unknown> = { limit, offset };
    const bound: string[] = [];
    const bind: Bind = (name, value) => {
      bound.push(name);
      values[name] = value instanceof Date ? value.toISOString() : value;
      return sql.placeholder(name) as never;
    };
    const where = listWhere(shopId, f, bind);
    const shape = `${bound.join(',')}|closed:${f.closed}|${o.field}:${o.dir}`;
    let plans = pagePlans.get(db);
    if (!plans) {
      plans = new Map();
      pagePlans.set(db, plans);
    }
    let plan = plans.get(shape);
    if (!plan) {
      // Built and compiled once per shape; PostgreSQL plans the named statement once per connection
      // instead of on every call, which halves the database time of a page (PGlite ignores the name).
      const picked = db
        .select({
          pickedId: sql<number>`${appUsers.id}`.as('picked_id'),
          total: sql<string>`count(*) over ()`.as('total'),
        })
        .from(appUsers)
        .where(where)
        .orderBy(...listOrder(o))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('picked');
      const query = db
        .select({ user: appUsers, total: picked.total })
        .from(picked)
        .innerJoin(appUsers, eq(appUsers.id, picked.pickedId))
        .orderBy(...listOrder(o));
      plan = query.prepare(`app_users_page_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`) as PagePlan;
      plans.set(shape, plan);
    }
    const rows = await plan.execute(values);
    if (rows.length > 0) return { rows: rows.map((r) => r.user), total: Number(rows[0]!.total) };
    // Past the last page (or no match at all): the count still has to be told.
    return { rows: [], total: offset > 0 ? await this.count(db, shopId, f) : 0 };
  },
  /** Every match in order, for an export (the caller bounds `limit`). */
  async list(db: DbOrTx, shopId: number, f: AppUserListFilter, o: AppUserOrder, limit: number) {
    return db
      .select()
      .from(appUsers)
      .where(listWhere(shopId, f))
      .orderBy(...listOrder(o))
      .limit(limit);
  },
  async count(db: DbOrTx, shopId: number, f: AppUserListFilter) {
    const [row] = await db.select({ n: count() }).from(appUsers).where(listWhere(shopId, f));
    return row?.n ?? 0;
  },
  /** One store's account by id; another store's id is simply not found. */
  async findInShop(db: DbOrTx, id: number, shopId: number, lock = false) {
    const q = db
      .select()
      .from(appUsers)
      .where(and(eq(appUsers.id, id), eq(appUsers.shopId, shopId)))
      .limit(1);
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  },
  /** Whether another account (of any store) holds this user name, case-insensitively. */
  async userNameTaken(db: DbOrTx, userName: string, exceptId?: number) {
    const conds = [sql`lower(${appUsers.userName}) = lower(${userName})`];
    if (exceptId !== undefined) conds.push(ne(appUsers.id, exceptId));
    const [row] = await db
      .select({ id: appUsers.id })
      .from(appUsers)
      .where(and(...conds))
      .limit(1);
    return !!row;
  },
  async mobileTaken(db: DbOrTx, mobile: string, exceptId?: number) {
    const conds = [eq(appUsers.mobile, mobile)];
    if (exceptId !== undefined) conds.push(ne(appUsers.id, exceptId));
    const [row] = await db
      .select({ id: appUsers.id })
      .from(appUsers)
      .where(and(...conds))
      .limit(1);
    return !!row;
  },
  /**
   * The store's device, share-locked: a device deletion running at the same time waits for this
   * transaction, so no enabled account is left bound to a deleted device.
   */
  async lockDevice(db: DbOrTx, shopId: number, deviceNo: string) {
    const [row] = await db
      .select({ id: shopDevices.id })
      .from(shopDevices)
      .where(and(eq(shopDevices.shopId, shopId), eq(shopDevices.deviceNo, deviceNo)))
      .limit(1)
      .for('share');
    return row ?? null;
  },
  async shopExists(db: DbOrTx, shopId: number) {
    const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).limit(1);
    return !!row;
  },
  async insert(db: DbOrTx, values: typeof appUsers.$inferInsert) {
    const [row] = await db.insert(appUsers).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof appUsers.$inferInsert>) {
    const [row] = await db
      .update(appUsers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(appUsers.id, id))
      .returning();
    return row!;
  },
};
