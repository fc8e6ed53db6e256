import { VCODE_MAX_PER_HOUR, VCODE_MAX_TRIES, VCODE_RESEND_SECONDS, VCODE_TTL_SECONDS } from '@skin/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { hashVcode, newVcode, sameDigest } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { SmsSender } from '../../lib/sms/index.js';
import { vcodeRepository as repo } from './repository.js';

export function createVcodeService(db: Db, sms: SmsSender, secret: Buffer) {
  /**
   * Runs `fn` in a transaction once the phone's live code is right. The guess is counted first, in
   * its own statement (so a request failing later for another reason still used its try); a code
   * takes at most VCODE_MAX_TRIES guesses, right or wrong. With `consume`, the code is used up in
   * the same transaction as `fn`, so it is spent only if `fn` succeeds.
   */
  async function withCode<T>(phone: string, code: string, consume: boolean, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const row = await repo.takeTry(db, phone, VCODE_MAX_TRIES);
    if (!row || !sameDigest(row.codeHash, hashVcode(secret, phone, code))) throw new AppError('VCODE_WRONG');
    return db.transaction(async (tx) => {
      if (!(await repo.lockLive(tx, row.id))) throw new AppError('VCODE_WRONG');
      if (consume) await repo.markUsed(tx, row.id);
      return fn(tx);
    });
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
        if (tooSoon || stats.sentLastHour >= VCODE_MAX_PER_HOUR) {
          const until = tooSoon
            ? stats.lastSentAt!.getTime() + VCODE_RESEND_SECONDS * 1000
            : (stats.firstSentAt?.getTime() ?? now) + 3600_000;
          throw new AppError('VCODE_LIMITED', { retryAfter: Math.max(1, Math.ceil((until - now) / 1000)) });
        }
        await repo.voidOthers(tx, phone); // a resend makes a new code
        await repo.insert(tx, phone, hashVcode(secret, phone, code), new Date(now + VCODE_TTL_SECONDS * 1000));
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
