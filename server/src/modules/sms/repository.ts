import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { verificationCodes } from '../../db/schema.js';
import { selectRows } from '../../lib/sql.js';

export const vcodeRepository = {
  async sendStats(db: DbOrTx, phone: string, since: Date) {
    const [row] = await db
      .select({
        n: count(),
        first: sql<Date | null>`min(${verificationCodes.createdAt})`,
        last: sql<Date | null>`max(${verificationCodes.createdAt})`,
      })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.phone, phone), gt(verificationCodes.createdAt, since)));
    const last = row?.last ? new Date(row.last) : null;
    return { sentLastHour: row?.n ?? 0, lastSentAt: last, firstSentAt: row?.first ? new Date(row.first) : null };
  },
  async insert(db: DbOrTx, phone: string, codeHash: string, expiresAt: Date) {
    await db.insert(verificationCodes).values({ phone, codeHash, expiresAt });
  },
  /**
   * Counts one guess on the phone's newest live code *before* it is compared, in one statement:
   * the row is returned (with its hash) only while it has tries left, so however many guesses arrive
   * at once, at most `maxTries` are ever evaluated per code.
   */
  async takeTry(db: DbOrTx, phone: string, maxTries: number) {
    const [row] = await selectRows<{ id: number; code_hash: string }>(
      db,
      sql`
      update ${verificationCodes} set attempts = attempts + 1
      where id = (
        select id from ${verificationCodes}
        where phone = ${phone} and used_at is null and expires_at > now()
        order by created_at desc, id desc limit 1
      ) and attempts < ${maxTries} and used_at is null
      returning id, code_hash`,
    );
    return row ? { id: Number(row.id), codeHash: row.code_hash } : null;
  },
  /** Locks a code that is still unused and unexpired (the one a right guess named). */
  async lockLive(db: DbOrTx, id: number) {
    const [row] = await db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.id, id),
          isNull(verificationCodes.usedAt),
          gt(verificationCodes.expiresAt, new Date()),
        ),
      )
      .for('update');
    return row ?? null;
  },
  async voidOthers(db: DbOrTx, phone: string) {
    await db
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(verificationCodes.phone, phone), isNull(verificationCodes.usedAt)));
  },
  async markUsed(db: DbOrTx, id: number) {
    await db.update(verificationCodes).set({ usedAt: new Date() }).where(eq(verificationCodes.id, id));
  },
};
