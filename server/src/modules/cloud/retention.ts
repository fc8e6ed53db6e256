import { PHOTO_RETENTION, type TCloudRetention } from '@skin/contract';
import type { Db } from '../../db/client.js';
import { auditShopSetting } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import { analysisRepository } from '../analysis/repository.js';
import type { FileService } from '../file/service.js';
import { shopRepository } from '../shop/repository.js';

/** The moment `months` calendar months before `now` (UTC): photos of analyses made before it have expired. */
export function retentionCutoff(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

export interface RetentionRun {
  analyses: number;
  files: number;
  bytes: number;
}

/**
 * A store's photo retention (issue 42 item 6): the setting on its cloud page, what the next run frees, and the daily
 * job. The job keeps no state of its own: each batch takes the oldest expired analyses that still have photos
 * (`FOR UPDATE SKIP LOCKED`, so every instance may run it at once), empties and marks them, releases their photos
 * and thumbnails (their bytes off `ossSize`, the objects queued) in the same transaction, and the files drain
 * deletes the objects after the commit. A run stopped half-way leaves the rest for the next.
 */
export function createRetention(db: Db, files: FileService) {
  async function settings(shopId: number, now = new Date()): Promise<TCloudRetention> {
    const shop = await shopRepository.find(db, shopId);
    if (!shop) throw new AppError('NOT_FOUND');
    const months = shop.photoRetentionMonths;
    if (months === 0) return { shopId, months, cutoff: null, due: { analyses: 0, photos: 0, bytes: 0, more: false } };
    const cutoff = retentionCutoff(now, months);
    const due = await analysisRepository.expiredPhotoTotals(db, shopId, cutoff, PHOTO_RETENTION.previewMax);
    return { shopId, months, cutoff: cutoff.toISOString(), due };
  }

  /** One batch of one store; answers what it freed (0 analyses: nothing left that no other instance holds). */
  async function batch(shopId: number, cutoff: Date, now: Date, limit: number): Promise<RetentionRun> {
    const done = await db.transaction(async (tx) => {
      const taken = await analysisRepository.takeExpiredPhotos(tx, shopId, cutoff, limit, now);
      const released = await files.releasePhotos(tx, shopId, taken.keys);
      return { analyses: taken.analyses, ...released };
    });
    if (done.analyses > 0) files.afterCommit();
    return done;
  }

  return {
    settings,

    /** The store owner sets the months (audited: it decides which photos are deleted); answers the new settings. */
    async update(actor: AuthContext, shopId: number, months: number): Promise<TCloudRetention> {
      await db.transaction(async (tx) => {
        const shop = await shopRepository.find(tx, shopId);
        if (!shop) throw new AppError('NOT_FOUND');
        if (shop.photoRetentionMonths === months) return;
        await shopRepository.setPhotoRetention(tx, shopId, months);
        await auditShopSetting(tx, actor, shopId, 'cloud.retention', {
          before: { months: shop.photoRetentionMonths },
          after: { months },
        });
      });
      return settings(shopId);
    },

    /**
     * The daily run: for each store that keeps photos for a limited time, batches of `limit` analyses until none is
     * left (or the rest is held by another instance's run). `now` is the clock the cutoffs are read on.
     */
    async run(now = new Date(), limit: number = PHOTO_RETENTION.batch): Promise<RetentionRun> {
      const total: RetentionRun = { analyses: 0, files: 0, bytes: 0 };
      for (const shop of await shopRepository.withPhotoRetention(db)) {
        const cutoff = retentionCutoff(now, shop.months);
        for (;;) {
          const b = await batch(shop.id, cutoff, now, limit);
          total.analyses += b.analyses;
          total.files += b.files;
          total.bytes += b.bytes;
          if (b.analyses < limit) break;
        }
      }
      return total;
    },
  };
}
