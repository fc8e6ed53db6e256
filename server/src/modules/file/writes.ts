import { randomUUID } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { ObjectStore } from '../../lib/storage/index.js';
import { type CheckedImage, imageRow, type NewFileRow, type Thumb } from './image.js';
import { ownerPrefix, photoThumbKey } from './keys.js';
import { fileRepository as repo, type StoredFileRow } from './repository.js';

/**
 * Writing objects so that their rows and the objects always agree (the key claim of DESIGN.md section 7): under
 * each key's lock the row is inserted first (a key another upload holds answers 409 500112 and nothing is
 * written), then the object is written before the transaction commits. A write that fails rolls the rows back; an
 * object whose row did not commit is deleted (or queued for deletion), only while no row names the key.
 */
export function createWrites(db: Db, store: () => Promise<ObjectStore>, discard: (key: string) => Promise<void>) {
  async function claimAndWriteAll(files: readonly { row: NewFileRow; data: Buffer }[]) {
    const s = await store();
    const claimed: string[] = [];
    try {
      return await db.transaction(async (tx) => {
        const made: StoredFileRow[] = [];
        for (const { row, data } of files) {
          await repo.lockKey(tx, row.key);
          const one = await repo.claimKey(tx, row);
          if (!one) throw new AppError('FILE_KEY_TAKEN');
          claimed.push(row.key);
          await s.put(row.key, data, row.contentType);
          made.push(one);
        }
        return made;
      });
    } catch (err) {
      for (const key of claimed) await discard(key).catch(() => {});
      throw err;
    }
  }

  return {
    /** Stores a checked image under `key` (default: a new name under the owner's `images/`). */
    async storeImage(owner: number | null, createdBy: number | null, img: CheckedImage, key?: string) {
      const row = imageRow(
        key ?? `${ownerPrefix(owner)}/images/${randomUUID()}.${img.ext}`,
        owner,
        'image',
        img,
        createdBy,
      );
      return (await claimAndWriteAll([{ row, data: img.data }]))[0]!;
    },

    /**
     * An analysis photo of a store and its thumbnail, stored together (one transaction: both rows or neither),
     * counted in the store's ossSize; neither is in use until an analysis claims the photo (`claimPhotos`), and
     * both are swept with the unused uploads a day later. The caller admitted and checked the photo.
     */
    async storePhoto(shopId: number, img: CheckedImage, thumb: Thumb) {
      const key = `${ownerPrefix(shopId)}/photos/${randomUUID()}.${img.ext}`;
      const [photo] = await claimAndWriteAll([
        { row: imageRow(key, shopId, 'photo', img, null), data: img.data },
        { row: imageRow(photoThumbKey(key), shopId, 'thumb', thumb, null), data: thumb.data },
      ]);
      return photo!;
    },

    /**
     * Inside the transaction that confirms a photo the app posted straight to the object store (its key locked by
     * the caller): its row, counted in the store's ossSize at the object's size. The thumbnail follows as a job.
     */
    async recordPhoto(
      tx: DbOrTx,
      shopId: number,
      key: string,
      size: number,
      img: Pick<CheckedImage, 'contentType' | 'width' | 'height'>,
    ) {
      const row = await repo.claimKey(tx, {
        ...imageRow(key, shopId, 'photo', { ...img, data: Buffer.alloc(0) }, null),
        size,
      });
      if (!row) throw new AppError('FILE_KEY_TAKEN');
      return row;
    },

    /**
     * The thumbnail of a photo recorded without one (`recordPhoto`), in use when the photo is: the photo's row is
     * locked first, so an analysis claiming the photo meanwhile either waits for it or has claimed it already.
     * False when the photo is gone (released) or has its thumbnail already.
     */
    async storeThumb(shopId: number, photoKey: string, thumb: Thumb) {
      const s = await store();
      const key = photoThumbKey(photoKey);
      try {
        return await db.transaction(async (tx) => {
          const photo = await repo.lockRow(tx, photoKey);
          if (!photo || photo.shopId !== shopId || photo.purpose !== 'photo') return false;
          await repo.lockKey(tx, key);
          const made = await repo.claimKey(tx, { ...imageRow(key, shopId, 'thumb', thumb, null), inUse: photo.inUse });
          if (!made) return false;
          await s.put(key, thumb.data, 'image/jpeg');
          return true;
        });
      } catch (err) {
        await discard(key).catch(() => {});
        throw err;
      }
    },
  };
}
