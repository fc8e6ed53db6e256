import { randomUUID } from 'node:crypto';
import type { TFilePutResponse } from '@skin/contract';
import type { Db } from '../../db/client.js';
import type { ObjectStore } from '../../lib/storage/index.js';
import { shopRepository } from '../shop/repository.js';
import { type CheckedImage, checkImage, imageRow, type NewFileRow, type Thumb } from './image.js';
import { ownerPrefix, photoThumbKey } from './keys.js';
import { fileRepository as repo, type StoredFileRow } from './repository.js';

/** The demo data's files (the server's own, never a request's): the image rules, without the upload checks. */
export function createSeeding(
  db: Db,
  store: () => Promise<ObjectStore>,
  storeImage: (owner: number | null, createdBy: number | null, img: CheckedImage) => Promise<StoredFileRow>,
  answer: (row: StoredFileRow) => Promise<TFilePutResponse>,
) {
  return {
    /**
     * The demo seed's pictures: the image rules, without the upload checks of `upload` (a demo store's cloud may
     * have expired). `by` is the seed's account: its store owns it.
     */
    async seedImage(by: { shopId: number | null; accountId: number }, data: Buffer): Promise<TFilePutResponse> {
      return answer(await storeImage(by.shopId, by.accountId, checkImage(data, false)));
    },

    /**
     * The demo seed's analysis photos: `count` photos of the store, each one of `samples` (checked photos and
     * their thumbnails) stored under a key of its own with its thumbnail, recorded in use (an analysis names each)
     * and counted in the store's ossSize. Answers the photos' rows.
     */
    async seedPhotos(shopId: number, samples: readonly { img: CheckedImage; thumb: Thumb }[], count: number) {
      const s = await store();
      const rows: NewFileRow[] = [];
      const writes: (() => Promise<void>)[] = [];
      for (let i = 0; i < count; i++) {
        const { img, thumb } = samples[i % samples.length]!;
        const key = `${ownerPrefix(shopId)}/photos/${randomUUID()}.${img.ext}`;
        rows.push(
          { ...imageRow(key, shopId, 'photo', img, null), inUse: true },
          { ...imageRow(photoThumbKey(key), shopId, 'thumb', thumb, null), inUse: true },
        );
        writes.push(
          () => s.put(key, img.data, img.contentType),
          () => s.put(photoThumbKey(key), thumb.data, 'image/jpeg'),
        );
      }
      // A few objects at a time: the local folder or the bucket, without a request each in turn.
      for (let i = 0; i < writes.length; i += 16) await Promise.all(writes.slice(i, i + 16).map((w) => w()));
      await db.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += 500) await repo.insertMany(tx, rows.slice(i, i + 500));
        await shopRepository.addOssSize(
          tx,
          shopId,
          rows.reduce((t, r) => t + r.size, 0),
        );
      });
      return rows.filter((r) => r.purpose === 'photo');
    },
  };
}
