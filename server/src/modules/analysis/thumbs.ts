import { ANALYSIS_IMAGE_MAX_SIDE, ANALYSIS_THUMB_SIDE } from '@skin/contract';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.js';

/**
 * Thumbnails of analysis photos (the console's list shows them): JPEG, the long side ANALYSIS_THUMB_SIDE px,
 * made with sharp (libvips). Decoding a 8000 x 8000 photo takes memory and a core, so an instance makes at most
 * THUMB_JOBS at once (the others wait their turn) and libvips uses one thread per image; the photo's header was
 * checked before (JPG or PNG, at most 8000 px a side), and sharp refuses more pixels than that on its own.
 * libvips' operation cache is off: each photo is thumbnailed once, so the cache (up to 50 MiB and 100 operations
 * by default) would only hold decoded photos nobody asks for again.
 */
const THUMB_JOBS = 2;
sharp.concurrency(1);
sharp.cache(false);

let running = 0;
const waiting: (() => void)[] = [];

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= THUMB_JOBS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** The photo's thumbnail, or 400 IMAGE_CORRUPT when its data cannot be decoded (the header looked fine). */
export function makeThumb(data: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  return slot(async () => {
    try {
      const { data: out, info } = await sharp(data, {
        limitInputPixels: ANALYSIS_IMAGE_MAX_SIDE * ANALYSIS_IMAGE_MAX_SIDE,
        failOn: 'error',
      })
        .rotate()
        .resize(ANALYSIS_THUMB_SIDE, ANALYSIS_THUMB_SIDE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 78 })
        .toBuffer({ resolveWithObject: true });
      return { data: out, width: info.width, height: info.height };
    } catch (err) {
      throw new AppError('IMAGE_CORRUPT', { cause: err });
    }
  });
}
