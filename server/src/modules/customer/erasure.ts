import type { TCustomerEraseResponse } from '@skin/contract';
import type { Db } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import { analysisRepository } from '../analysis/repository.js';
import type { FileService } from '../file/service.js';
import { revokeSharesOfCustomer } from '../report/shares.js';
import { customerRepository as repo } from './repository.js';

/**
 * Erases a customer of the store (issue 42 item 5; access code `customer:erase`), irreversibly, in one transaction
 * under her row's lock: her photos and thumbnails released (their bytes off `ossSize`, their objects queued in
 * `file_deletions` and deleted after the commit by the files drain, retried until done), her analyses kept as
 * anonymous symptom rows, her personal data cleared (the row stays as a tombstone: the data centre's customer
 * figures read analyses by customer id and stay the same), her share links revoked, and an audit entry without
 * personal data. `code`: her member number as typed to confirm. Another store's customer, or one erased already: 404.
 */
export async function eraseCustomer(
  db: Db,
  files: FileService,
  actor: AuthContext,
  shopId: number,
  id: number,
  code: string,
): Promise<TCustomerEraseResponse> {
  const erasedAt = new Date();
  const freed = await db.transaction(async (tx) => {
    const c = await repo.lockForErase(tx, shopId, id);
    if (!c || c.erased) throw new AppError('CUSTOMER_NOT_FOUND');
    if (code !== c.code) throw new AppError('CUSTOMER_ERASE_CONFIRM', { fields: { code: 'customerEraseConfirm' } });
    const keys = await analysisRepository.dropCustomerImages(tx, shopId, id);
    const released = await files.releasePhotos(tx, shopId, keys);
    await repo.erase(tx, shopId, id, erasedAt);
    await revokeSharesOfCustomer(tx, shopId, id);
    await audit(tx, actor, {
      action: 'customer.erase',
      targetType: 'customer',
      targetId: id,
      shopId,
      after: { photos: keys.length, files: released.files, bytes: released.bytes },
    });
    return released;
  });
  files.afterCommit();
  return { id, erasedAt: erasedAt.toISOString(), ...freed };
}
