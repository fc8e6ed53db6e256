import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { accountAccess, accounts, shops } from '../../db/schema.js';
import { preparedPerDb } from '../../lib/sql.js';

export type AccountRow = typeof accounts.$inferSelect;

/** An account with its store: `user/get` reads it on every call, so it is built once and planned once a connection. */
function buildWithShop(db: Db) {
  return db
    .select({ account: accounts, shop: shops })
    .from(accounts)
    .leftJoin(shops, eq(shops.id, accounts.shopId))
    .where(eq(accounts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('account_with_shop');
}
const withShopReads = preparedPerDb(buildWithShop);

export const accountRepository = {
  async findByUserName(db: DbOrTx, userName: string) {
    const [row] = await db
      .select()
      .from(accounts)
      .where(sql`lower(${accounts.userName}) = lower(${userName})`)
      .limit(1);
    return row ?? null;
  },
  async findByMobile(db: DbOrTx, mobile: string) {
    const [row] = await db.select().from(accounts).where(eq(accounts.mobile, mobile)).limit(1);
    return row ?? null;
  },
  async findById(db: DbOrTx, id: number) {
    const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
    return row ?? null;
  },
  async findWithShop(db: Db, id: number) {
    const [row] = await withShopReads(db).execute({ id });
    return row ?? null;
  },
  async grantedCodes(db: DbOrTx, accountId: number) {
    const rows = await db
      .select({ code: accountAccess.code })
      .from(accountAccess)
      .where(eq(accountAccess.accountId, accountId));
    return rows.map((r) => r.code);
  },
  /** A new password; sign-ins that checked the old one create no session (the credential version moves on). */
  async setPassword(db: DbOrTx, id: number, passwordHash: string) {
    await db
      .update(accounts)
      .set({ passwordHash, credentialVersion: sql`${accounts.credentialVersion} + 1`, updatedAt: new Date() })
      .where(eq(accounts.id, id));
  },
  async insertAccount(db: DbOrTx, values: typeof accounts.$inferInsert) {
    const [row] = await db.insert(accounts).values(values).returning();
    return row!;
  },
};
