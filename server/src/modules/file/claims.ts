import type { FileScreen } from '@skin/contract';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { photoThumbKey } from './keys.js';
import { fileRepository as repo } from './repository.js';

/** Which rows own a file: a content screen's rows take their images, an analysis its photos. */
export const claims = {
  /** Claims the keys of content rows for one screen (its view code reads them by key from then on). */
  forScreen(screen: FileScreen) {
    return {
      /**
       * Whether `key` is an image stored by this owner, marking it in use (scripts: their copies share keys, so
       * a key in use by another script is fine, but no product, case or advert may take it afterwards).
       */
      claimShared: (tx: DbOrTx, owner: number | null, key: string) => repo.claim(tx, owner, key, screen, true),

      /** Whether `key` is an image of this owner that no row names yet, marking it in use (batch checks). */
      claimImage: (tx: DbOrTx, owner: number | null, key: string) => repo.claim(tx, owner, key, screen),

      /**
       * Inside the transaction of a row that owns its images (a product, a case, an advert): each field's new
       * key must be an image this owner stored that no other row names (else 500110 on that field); it is
       * marked in use, and the keys the row no longer names are released. Call `afterCommit()` once the
       * transaction has committed. Returns the released keys.
       */
      async swapImages(
        tx: DbOrTx,
        owner: number | null,
        fields: Record<string, { next: string | null | undefined; previous?: string | null }>,
      ): Promise<string[]> {
        const kept = new Set<string>();
        for (const [field, { next, previous }] of Object.entries(fields)) {
          if (next === undefined) {
            if (previous) kept.add(previous);
            continue;
          }
          if (next) {
            kept.add(next);
            // One image, one row: a key another row names (or no image of this owner) is refused.
            if (next !== previous && !(await repo.claim(tx, owner, next, screen)))
              throw new AppError('IMAGE_KEY_INVALID', { fields: { [field]: 'imageKeyInvalid' } });
          }
        }
        const dropped = Object.values(fields)
          .map((f) => f.previous)
          .filter((k): k is string => !!k && !kept.has(k));
        await repo.release(tx, [...new Set(dropped)]);
        return dropped;
      },
    };
  },

  /**
   * Inside an analysis's transaction: marks these photos of `shopId` (and their thumbnails) in use, atomically.
   * Answers the photos' rows; a key missing from the answer is no unused photo of the store (unknown, another
   * store's, or in use already: `photoInUse` tells which).
   */
  claimPhotos: (tx: DbOrTx, shopId: number, keys: readonly string[]) =>
    repo.claimPhotos(tx, shopId, keys, keys.map(photoThumbKey)),

  /**
   * Inside a transaction: releases these photos of `shopId` and their thumbnails (`unusedOnly`: those no analysis
   * took), their bytes taken off `ossSize` and their objects queued for deletion; call `afterCommit()` after it.
   */
  releasePhotos: (tx: DbOrTx, shopId: number, keys: readonly string[], unusedOnly = false) =>
    repo.releasePhotos(tx, shopId, [...new Set([...keys, ...keys.map(photoThumbKey)])], unusedOnly),

  async photoInUse(tx: DbOrTx, shopId: number, key: string) {
    const row = await repo.byKey(tx, key);
    return !!row && row.shopId === shopId && row.purpose === 'photo' && row.inUse;
  },
};
