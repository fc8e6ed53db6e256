import {
  ANALYSIS_IMAGE_MAX_BYTES,
  ANALYSIS_IMAGE_MAX_SIDE,
  DEVICE_PHOTO_KIB_LIMIT,
  DEVICE_PHOTO_LIMIT,
  type ImageRules,
  PHOTO_DECODE_LIMITS,
} from '@skin/contract';
import type { Db } from '../../db/client.js';
import { limited } from '../../lib/errors.js';
import type { AppAuthContext } from '../../lib/http.js';
import { limits } from '../../lib/limits.js';
import type { FileService } from '../file/service.js';

/**
 * Analysis photos: JPG or PNG by content, up to 10 MB and 8000 px a side, any ratio, and no more costly to decode
 * than a photo of their size (PHOTO_DECODE_LIMITS: scans, bits per sample, pixels per byte), as the server decodes
 * each one for its thumbnail.
 */
export const PHOTO_RULES: ImageRules = {
  maxBytes: ANALYSIS_IMAGE_MAX_BYTES,
  maxSide: ANALYSIS_IMAGE_MAX_SIDE,
  square: false,
  decode: PHOTO_DECODE_LIMITS,
};

const deviceOf = (caller: AppAuthContext) => `${caller.shopId}/${caller.deviceNo}`;

/**
 * What every photo of the app passes before anything is stored, through an instance or straight to the object
 * store: the store's upload rules (cloud not expired, the store's and the address's counters) and the device's
 * photos per 10 minutes, counted in the database.
 */
export const admitPhoto = (files: FileService, caller: AppAuthContext, address: string) =>
  files.admit({ owner: caller.shopId, accountId: null, address }, [
    { key: `photos:${deviceOf(caller)}`, ...DEVICE_PHOTO_LIMIT },
  ]);

/** The device's photo bytes per hour (DEVICE_PHOTO_KIB_LIMIT), counted in the database: 429 past it. */
export async function takePhotoBytes(db: Db, caller: AppAuthContext, bytes: number) {
  const kib = Math.ceil(bytes / 1024);
  const { max, windowSeconds } = DEVICE_PHOTO_KIB_LIMIT;
  const taken = await limits.take(db, `photoKiB:${deviceOf(caller)}`, max, windowSeconds, kib);
  if (!taken.allowed) throw limited('UPLOAD_LIMITED', taken.retryAfter);
}
