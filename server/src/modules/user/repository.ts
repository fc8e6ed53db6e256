import type { AppUserSortField } from '@skin/contract';
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, like, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { appUsers } from '../../db/schema.js';
import { asParam, type Bind, countWhere, executePlanned, likeContains } from '../../lib/sql.js';

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

/** Whether an account other than `exceptId` matches `cond`. */
async function taken(db: DbOrTx, cond: SQL, exceptId?: number) {
  const [row] = await db
    .select({ id: appUsers.id })
    .from(appUsers)
    .where(exceptId === undefined ? cond : and(cond, ne(appUsers.id, exceptId)))
    .limit(1);
  return !!row;
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
    const rows = await executePlanned<{ user: AppUserRow; total: string }>(
      db,
      'app_users_page',
      `closed:${f.closed}|${o.field}:${o.dir}`,
      { limit, offset },
      (bind) => {
        const picked = db
          .select({
            pickedId: sql<number>`${appUsers.id}`.as('picked_id'),
            total: sql<string>`count(*) over ()`.as('total'),
          })
          .from(appUsers)
          .where(listWhere(shopId, f, bind))
          .orderBy(...listOrder(o))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .as('picked');
        return db
          .select({ user: appUsers, total: picked.total })
          .from(picked)
          .innerJoin(appUsers, eq(appUsers.id, picked.pickedId))
          .orderBy(...listOrder(o));
      },
    );
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
    return countWhere(db, appUsers, listWhere(shopId, f));
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
  /** The store's accounts among `ids` (another store's ids are simply not found). */
  async findManyInShop(db: DbOrTx, shopId: number, ids: number[]) {
    return db
      .select()
      .from(appUsers)
      .where(and(eq(appUsers.shopId, shopId), inArray(appUsers.id, ids)));
  },
  /** Moves a non-permanent account's expiry earlier by `ms` (a refunded viewer-end renewal takes back what it gave). */
  async shortenExpiry(db: DbOrTx, id: number, ms: number) {
    await db
      .update(appUsers)
      .set({ expireTime: sql`${appUsers.expireTime} - make_interval(secs => ${ms / 1000})`, updatedAt: new Date() })
      .where(and(eq(appUsers.id, id), eq(appUsers.permanent, false)));
  },
  /** Whether another account (of any store) holds this user name, case-insensitively. */
  async userNameTaken(db: DbOrTx, userName: string, exceptId?: number) {
    return taken(db, sql`lower(${appUsers.userName}) = lower(${userName})`, exceptId);
  },
  async mobileTaken(db: DbOrTx, mobile: string, exceptId?: number) {
    return taken(db, eq(appUsers.mobile, mobile), exceptId);
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
  /**
   * The last sign-in to the analysis app (modules/app); not a change of the account, so `updated_at` stays. Only
   * while the credential version is still `credentialVersion`, the one read with the password the sign-in checked:
   * false when a new password or a sign-out came first. The row stays locked until the sign-in's transaction ends,
   * so a change made meanwhile waits for its session and then revokes it with the others.
   */
  async recordSignIn(db: DbOrTx, id: number, deviceNo: string, at: Date, credentialVersion: number) {
    const rows = await db
      .update(appUsers)
      .set({ lastLoginAt: at, lastLoginDeviceNo: deviceNo })
      .where(and(eq(appUsers.id, id), eq(appUsers.credentialVersion, credentialVersion)))
      .returning({ id: appUsers.id });
    return rows.length > 0;
  },
  /** Ends the account's app sign-ins in flight: those that read the credential version before create no session. */
  async endSignIns(db: DbOrTx, id: number) {
    await db
      .update(appUsers)
      .set({ credentialVersion: sql`${appUsers.credentialVersion} + 1` })
      .where(eq(appUsers.id, id));
  },
  /**
   * Disables the store's open, enabled app accounts registered with a device. The permanent
   * viewer ends bound to it are among them (userType 2, permanent, same device number); accounts
   * already disabled or closed are left as they are. Returns the ids it disabled.
   */
  async disableBoundTo(db: DbOrTx, shopId: number, deviceNo: string) {
    const rows = await db
      .update(appUsers)
      .set({ status: 0, updatedAt: new Date() })
      .where(
        and(
          eq(appUsers.shopId, shopId),
          eq(appUsers.deviceNo, deviceNo),
          eq(appUsers.status, 1),
          isNull(appUsers.closedAt),
        ),
      )
      .returning({ id: appUsers.id });
    return rows.map((r) => r.id).sort((a, b) => a - b);
  },
};
