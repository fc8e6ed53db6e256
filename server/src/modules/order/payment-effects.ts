import { extendExpiry } from '@skin/contract';
import type { DbOrTx } from '../../db/client.js';
import { shopRepository } from '../shop/repository.js';
import { appUserRepository } from '../user/repository.js';
import { type OrderRow, orderRepository } from './repository.js';

/**
 * What a payment does, and what its refund takes back (DESIGN.md section 9). Both run inside the transaction
 * that moves the order (settlement.ts), under the order's row lock, so each happens once.
 *
 * - A cloud renewal (`orderType` 2) extends the store's cloud space by the order's years.
 * - A viewer-end renewal (`orderType` 1) extends each of its app accounts' expiry by the order's years; an
 *   account made permanent since the order was placed keeps no expiry and is left as it is.
 *
 * Extending starts from the later of now and the current expiry (`extendExpiry`), and the order records the
 * expiry before and after (on the order for the cloud, on each item for accounts) so a refund knows what it gave.
 */
export async function givePayment(tx: DbOrTx, o: OrderRow, now: Date) {
  if (o.orderType === 2) return extendCloud(tx, o, now);
  await extendAccounts(tx, o, now);
  return {};
}

/** A refund takes back what the payment gave: the same span comes off the current expiry. */
export async function takeBackPayment(tx: DbOrTx, o: OrderRow) {
  if (o.orderType === 2) {
    const gave = spanGiven(o.cloudExpireBefore, o.cloudExpireAfter, o.paidAt);
    if (gave > 0) await shopRepository.shortenCloud(tx, o.shopId, gave);
    return;
  }
  for (const it of await orderRepository.itemRows(tx, o.id)) {
    const gave = spanGiven(it.expireBefore, it.expireAfter, o.paidAt);
    // Permanent accounts are left as they are (the repository only shortens expiring ones).
    if (gave > 0) await appUserRepository.shortenExpiry(tx, it.appUserId, gave);
  }
}

/** The store's cloud space, extended under its row lock; answers the expiry before and after for the order. */
async function extendCloud(tx: DbOrTx, o: OrderRow, now: Date) {
  const shop = await shopRepository.lock(tx, o.shopId);
  const before = shop?.cloudExpireTime ?? null;
  const after = extendExpiry(before, now, o.years);
  await shopRepository.setCloudExpireTime(tx, o.shopId, after);
  return { cloudExpireBefore: before, cloudExpireAfter: after };
}

/** Each renewed app account's expiry, extended under its row lock and recorded on its order item. */
async function extendAccounts(tx: DbOrTx, o: OrderRow, now: Date) {
  for (const it of await orderRepository.lockItemAccounts(tx, o.id)) {
    if (it.permanent) {
      await orderRepository.setItemExpiry(tx, it.id, null, null);
      continue;
    }
    const after = extendExpiry(it.expireTime, now, o.years);
    await appUserRepository.update(tx, it.userId, { expireTime: after });
    await orderRepository.setItemExpiry(tx, it.id, it.expireTime, after);
  }
}

/**
 * How long a payment extended something: from the later of the expiry before and the payment time (a lapsed
 * expiry was extended from the payment) to the expiry after; 0 when nothing was extended.
 */
function spanGiven(before: Date | null, after: Date | null, paidAt: Date | null): number {
  if (!after) return 0;
  const from = before && paidAt && before > paidAt ? before : (paidAt ?? after);
  return after.getTime() - from.getTime();
}
