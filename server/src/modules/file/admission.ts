import { ADDRESS_LIMITS, isCloudExpired, STORE_UPLOAD_LIMIT, type TCloudUsage } from '@skin/contract';
import type { Db } from '../../db/client.js';
import { AppError, limited } from '../../lib/errors.js';
import { addressKey, limits } from '../../lib/limits.js';
import { shopRepository } from '../shop/repository.js';
import { ownerPrefix } from './keys.js';
import { fileRepository as repo } from './repository.js';

/** Who adds a file, and from where: what the upload rules are counted on. */
export interface UploadSource {
  /** The store that will own it; null for the platform's own files. */
  owner: number | null;
  /** The console account uploading, when one signed in (a token upload has none). */
  accountId: number | null;
  /** The client address (`req.ip`), counted against ADDRESS_LIMITS.upload. */
  address: string;
}

/** A further counter an upload route adds to the store's and the address's (the app's: one per device). */
export interface UploadLimit {
  key: string;
  max: number;
  windowSeconds: number;
}

/** The counters every upload takes a try from: the owner's (STORE_UPLOAD_LIMIT) and the address's. */
export function uploadCounters(src: UploadSource): UploadLimit[] {
  return [
    { key: `upload:${ownerPrefix(src.owner)}`, ...STORE_UPLOAD_LIMIT },
    // The same counter `config: { addressLimit: 'upload' }` would take (plugins/limits.ts).
    { key: `addr:upload@${addressKey(src.address)}`, ...ADDRESS_LIMITS.upload },
  ];
}

/** The quotas: a store's cloud space (its expiry and what uses it) and the upload counters. */
export function createAdmission(db: Db) {
  /** A store whose cloud space has expired adds no files (the platform's own files have no expiry). */
  async function refuseExpired(owner: number | null) {
    if (owner === null) return;
    const expire = await shopRepository.cloudExpireTime(db, owner);
    if (expire === undefined) throw new AppError('NOT_FOUND');
    if (isCloudExpired(expire)) throw new AppError('CLOUD_EXPIRED');
  }

  return {
    refuseExpired,

    /**
     * What every upload passes before anything is stored (the check of DESIGN.md section 7 every upload route
     * inherits): the owner's cloud space has not expired (500113), and the upload is counted, in the database,
     * against the owner's and the address's limits and the route's own (`extra`) before the work (429 500114).
     */
    async admit(src: UploadSource, extra: readonly UploadLimit[] = []) {
      await refuseExpired(src.owner);
      for (const c of [...uploadCounters(src), ...extra]) {
        const attempt = await limits.take(db, c.key, c.max, c.windowSeconds);
        if (!attempt.allowed) throw limited('UPLOAD_LIMITED', attempt.retryAfter);
      }
    },

    /**
     * What uses a store's cloud space (`usageBytes`: its ossSize), by kind, so the parts add up to `usageBytes`:
     * analysis photos (each counted once, with its thumbnail's bytes, shown apart), content pictures, other stored
     * files (label templates), and whatever ossSize counts that no stored file names (`unlisted`).
     */
    async usage(shopId: number, usageBytes: number): Promise<TCloudUsage> {
      const rows = await repo.usageByPurpose(db, shopId);
      const of = (match: (purpose: string) => boolean) => {
        const mine = rows.filter((r) => match(r.purpose));
        return {
          bytes: mine.reduce((t, r) => t + Number(r.bytes), 0),
          files: mine.reduce((t, r) => t + Number(r.files), 0),
        };
      };
      const photos = of((p) => p === 'photo');
      const thumbnails = of((p) => p === 'thumb');
      const images = of((p) => p === 'image');
      const other = of((p) => !['photo', 'thumb', 'image'].includes(p));
      const listed = photos.bytes + thumbnails.bytes + images.bytes + other.bytes;
      return [
        { kind: 'analysisPhotos', files: photos.files, bytes: photos.bytes + thumbnails.bytes, thumbnails },
        { kind: 'contentImages', ...images },
        { kind: 'other', ...other },
        { kind: 'unlisted', files: 0, bytes: Math.max(0, usageBytes - listed) },
      ];
    },
  };
}
export type Admission = ReturnType<typeof createAdmission>;
