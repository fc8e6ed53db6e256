import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { verificationCodes } from '../../db/schema.js';

export const vcodeRepository = {
  async sendStats(db: DbOrTx, phone: string, since: Date) {
    const [row] = await db
      .select({ n: count(), last: sql<Date | null>`max(${verificationCodes.createdAt})` })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.phone, phone), gt(verificationCodes.createdAt, since)));
    const last = row?.last ? new Date(row.last) : null;
    return { sentLastHour: row?.n ?? 0, lastSentAt: last };
  },
  async insert(db: DbOrTx, phone: string, codeHash: string, expiresAt: Date) {
    await db.insert(verificationCodes).values({ phone, codeHash, expiresAt });
  },
  /** The newest unused, unexpired code for a phone, locked for update. */
  async latestLive(db: DbOrTx, phone: string) {
    const [row] = await db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.phone, phone),
          isNull(verificationCodes.usedAt),
          gt(verificationCodes.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1)
      .for('update');
    return row ?? null;
  },
  async voidOthers(db: DbOrTx, phone: string) {
    await db
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(verificationCodes.phone, phone), isNull(verificationCodes.usedAt)));
  },
  async addAttempt(db: DbOrTx, id: number) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, id));
  },
  async markUsed(db: DbOrTx, id: number) {
    await db.update(verificationCodes).set({ usedAt: new Date() }).where(eq(verificationCodes.id, id));
  },
};
