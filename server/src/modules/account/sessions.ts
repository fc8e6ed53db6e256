import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { accounts, sessions } from '../../db/schema.js';
import { liveSession, preparedPerDb } from '../../lib/sql.js';

/** The live session of a token hash, with the account it belongs to. */
function buildLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      accountId: accounts.id,
      kind: accounts.kind,
      userName: accounts.userName,
      shopId: accounts.shopId,
      status: accounts.status,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(liveSession(sessions))
    .limit(1)
    .prepare('resolve_session');
}
/** The lookup runs on every call: built once per database handle, planned once per connection. */
const lookups = preparedPerDb(buildLookup);

/** Console sign-in sessions: the only place their SQL lives. */
export const sessionRepository = {
  async findLive(db: Db, tokenHash: string, now: Date) {
    const [row] = await lookups(db).execute({ tokenHash, now: now.toISOString() });
    return row ?? null;
  },
  /**
   * Creates a session unless the account was signed out everywhere (a new password, disabled, ...) since the
   * sign-in read it: `credentialVersion` is the version read with the password checked. The account row is
   * share-locked while the session is inserted, so a change either committed first (the version moved on: nothing
   * is created, answers false) or waits for this insert and then revokes the session with the others.
   */
  async createIfCurrent(
    db: Db,
    values: { tokenHash: string; accountId: number; expiresAt: Date; ip?: string; userAgent?: string },
    credentialVersion: number,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, values.accountId), eq(accounts.credentialVersion, credentialVersion)))
        .for('share');
      if (!current) return false;
      await tx.insert(sessions).values(values);
      return true;
    });
  },
  async revoke(db: DbOrTx, sessionId: number) {
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
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
  /**
   * Signs an account out everywhere, sign-ins in flight included: the credential version moves on first (taking
   * the account's row lock), so a sign-in that read the account before creates no session, and one that holds the
   * row is waited for and its session revoked here.
   */
  async revokeAll(db: DbOrTx, accountId: number) {
    await db
      .update(accounts)
      .set({ credentialVersion: sql`${accounts.credentialVersion} + 1` })
      .where(eq(accounts.id, accountId));
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
  },
  /** Signs out every console account of a store, sign-ins in flight included (as revokeAll). */
  async revokeStore(db: DbOrTx, shopId: number) {
    await db
      .update(accounts)
      .set({ credentialVersion: sql`${accounts.credentialVersion} + 1` })
      .where(eq(accounts.shopId, shopId));
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          isNull(sessions.revokedAt),
          inArray(sessions.accountId, db.select({ id: accounts.id }).from(accounts).where(eq(accounts.shopId, shopId))),
        ),
      );
  },
};
