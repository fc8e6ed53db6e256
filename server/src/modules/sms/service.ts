import { VCODE_MAX_PER_HOUR, VCODE_MAX_TRIES, VCODE_RESEND_SECONDS, VCODE_TTL_SECONDS } from '@skin/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { newVcode, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { SmsSender } from '../../lib/sms/index.js';
import { vcodeRepository as repo } from './repository.js';

export function createVcodeService(db: Db, sms: SmsSender) {
  /**
   * Runs `fn` in a transaction after checking the phone's live code. With `consume`, the code is
   * used up in the same transaction, so it is spent only if `fn` succeeds. A wrong code is counted
   * after the rollback; five wrong tries void it.
   */
  async function withCode<T>(phone: string, code: string, consume: boolean, fn: (tx: Tx) => Promise<T>): Promise<T> {
    let wrongId: number | null = null;
    try {
      return await db.transaction(async (tx) => {
        const row = await repo.latestLive(tx, phone);
        if (!row || row.attempts >= VCODE_MAX_TRIES) throw new AppError('VCODE_WRONG');
        if (row.codeHash !== sha256(code)) {
          wrongId = row.id;
          throw new AppError('VCODE_WRONG');
        }
        if (consume) await repo.markUsed(tx, row.id);
        return fn(tx);
      });
    } finally {
      if (wrongId !== null) await repo.addAttempt(db, wrongId);
    }
  }

  return {
    /** Sends a fresh code; one per phone per 60 s and at most 10 an hour (300001 past that). */
    async send(phone: string): Promise<{ resendAfter: number }> {
      const code = newVcode();
      await db.transaction(async (tx) => {
        // Serialise sends for one phone so two parallel requests cannot both pass the limit.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vcode:${phone}`}))`);
        const now = Date.now();
        const stats = await repo.sendStats(tx, phone, new Date(now - 3600_000));
        const tooSoon = stats.lastSentAt && now - stats.lastSentAt.getTime() < VCODE_RESEND_SECONDS * 1000;
        if (tooSoon || stats.sentLastHour >= VCODE_MAX_PER_HOUR) throw new AppError('VCODE_LIMITED');
        await repo.voidOthers(tx, phone); // a resend makes a new code
        await repo.insert(tx, phone, sha256(code), new Date(now + VCODE_TTL_SECONDS * 1000));
      });
      try {
        await sms.sendCode(phone, code);
      } catch (cause) {
        throw new AppError('VCODE_SEND_FAILED', { cause });
      }
      return { resendAfter: VCODE_RESEND_SECONDS };
    },
    /** `sms/code/valid`: checks without using the code up. */
    async validate(phone: string, code: string): Promise<void> {
      await withCode(phone, code, false, async () => undefined);
    },
    withCode,
  };
}
export type VcodeService = ReturnType<typeof createVcodeService>;
