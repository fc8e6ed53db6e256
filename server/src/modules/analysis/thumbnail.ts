import { ANALYSIS_IMAGE_MAX_SIDE, ANALYSIS_THUMB_SIDE } from '@skin/contract';
import sharp from 'sharp';

/**
 * The thumbnail of an analysis photo (the console's list shows them): JPEG, the long side ANALYSIS_THUMB_SIDE px,
 * made with sharp (libvips) on one thread, without libvips' operation cache (each photo is thumbnailed once; the
 * cache would only hold decoded photos nobody asks for again). Requests' photos are thumbnailed in a worker process
 * (thumbs.ts); the demo seed's own pictures here.
 */
sharp.concurrency(1);
sharp.cache(false);

export interface Thumb {
  data: Buffer;
  width: number;
  height: number;
}

/** The thumbnail, or throws what libvips said (a corrupt photo, a failed allocation). */
export async function renderThumb(data: Uint8Array): Promise<Thumb> {
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
}
