import { z } from 'zod';
import { PHOTO_RETENTION } from '../rules.js';
import { zBodyId, zDateTime } from './query.js';

/**
 * A store's photo retention (issue 42 item 6, DESIGN.md section 13), on its cloud page: how long analysis photos are
 * kept, and what the next daily run of the retention job frees.
 */

/** Months kept: 0 keeps photos; else 1 to 120. */
export const zRetentionMonths = z
  .number({ message: 'retentionMonths' })
  .int({ message: 'retentionMonths' })
  .min(PHOTO_RETENTION.min, { message: 'retentionMonths' })
  .max(PHOTO_RETENTION.max, { message: 'retentionMonths' });

/** `cloud/retention` body: the platform names a store with `shopId`; a store reads its own. */
export const ZCloudRetentionRequest = z.object({ shopId: zBodyId.nullish() });

/** `cloud/retention/update` body (the store owner). */
export const ZCloudRetentionUpdate = z.object({ months: zRetentionMonths });

/** `cloud/retention` answer, and `cloud/retention/update`'s. */
export const ZCloudRetention = z.object({
  shopId: z.number().int(),
  months: z.number().int(),
  /** Photos of analyses made before this moment are deleted by the next run; null: kept (months 0). */
  cutoff: zDateTime.nullable(),
  /** What the next run frees now: analyses, their photos, and the photos' and thumbnails' bytes. */
  due: z.object({
    analyses: z.number().int(),
    photos: z.number().int(),
    bytes: z.number().int(),
    /** More analyses are due than the preview counts (PHOTO_RETENTION.previewMax): the figures are a floor. */
    more: z.boolean(),
  }),
});
export type TCloudRetention = z.infer<typeof ZCloudRetention>;
