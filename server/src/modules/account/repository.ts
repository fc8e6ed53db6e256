import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accountAccess, accounts, sessions, shops } from '../../db/schema.js';

export type AccountRow = typeof accounts.$inferSelect;
export type ShopRow = typeof shops.$inferSelect;

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
  async findWithShop(db: DbOrTx, id: number) {
    const [row] = await db
      .select({ account: accounts, shop: shops })
      .from(accounts)
      .leftJoin(shops, eq(shops.id, accounts.shopId))
      .where(eq(accounts.id, id))
      .limit(1);
    return row ?? null;
  },
  async grantedCodes(db: DbOrTx, accountId: number) {
    const rows = await db
      .select({ code: accountAccess.code })
      .from(accountAccess)
      .where(eq(accountAccess.accountId, accountId));
    return rows.map((r) => r.code);
  },
  /** Whether the account has signed in from this address since `since` (a known address). */
  async signedInFrom(db: DbOrTx, accountId: number, ip: string, since: Date) {
    const [row] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.accountId, accountId), eq(sessions.ip, ip.slice(0, 64)), gt(sessions.createdAt, since)))
      .limit(1);
    return Boolean(row);
  },
  async setPassword(db: DbOrTx, id: number, passwordHash: string) {
    await db
      .update(accounts)
      .set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: new Date() })
      .where(eq(accounts.id, id));
  },
  async insertShop(db: DbOrTx, values: typeof shops.$inferInsert) {
    const [row] = await db.insert(shops).values(values).returning();
    return row!;
  },
  async insertAccount(db: DbOrTx, values: typeof accounts.$inferInsert) {
    const [row] = await db.insert(accounts).values(values).returning();
    return row!;
  },
  async createSession(
    db: DbOrTx,
    values: { tokenHash: string; accountId: number; expiresAt: Date; ip?: string; userAgent?: string },
  ) {
    await db.insert(sessions).values(values);
  },
  async revokeSession(db: DbOrTx, sessionId: number) {
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
  },
  async revokeAllSessions(db: DbOrTx, accountId: number) {
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
  },
};
