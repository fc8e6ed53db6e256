import { IMAGE_RULES, type ImageRules, imageBytes, inspectImage, refusalParams } from '@skin/contract';
import type { storedFiles } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

/** An image that passed its rules: the bytes to store (trailing bytes cut off) and what is recorded of them. */
export interface CheckedImage {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  ext: 'png' | 'jpg';
  width: number;
  height: number;
}

/** An analysis photo's thumbnail, made by the analysis module (always a JPEG). */
export interface Thumb {
  data: Buffer;
  width: number;
  height: number;
}

/** An image over its kind's size, in its kind's words ("at most 10 MB" for a photo). */
export const imageTooLarge = (rules: ImageRules) => () =>
  new AppError('IMAGE_TOO_LARGE', { params: refusalParams({ reason: 'IMAGE_TOO_LARGE' }, rules) });

/**
 * The image rules, by content: JPG or PNG, whole, within `rules` (the console's pictures: 1 MB, 4096 px, 1:1).
 * Whatever followed the image's end (PNG's IEND, JPEG's EOI) is not part of it and is not stored.
 */
export function checkImage(data: Buffer, truncated: boolean, rules: ImageRules = IMAGE_RULES): CheckedImage {
  // Each refusal names the limit of this kind of image (1 MB for a content picture, 10 MB for a photo...).
  if (truncated || data.length > rules.maxBytes) throw imageTooLarge(rules)();
  const r = inspectImage(data, rules);
  if (!r.ok) throw new AppError(r.reason, { params: refusalParams(r, rules) });
  return {
    data: imageBytes(data, r),
    contentType: r.mime,
    ext: r.type === 'png' ? 'png' : 'jpg',
    width: r.width,
    height: r.height,
  };
}

export type NewFileRow = typeof storedFiles.$inferInsert;

/** The stored_files row of an image: its key, owner and purpose, and what the image is. */
export function imageRow(
  key: string,
  shopId: number | null,
  purpose: 'image' | 'photo' | 'thumb',
  img: Pick<CheckedImage, 'data' | 'width' | 'height'> & { contentType?: CheckedImage['contentType'] },
  createdBy: number | null,
): NewFileRow {
  const { data, width, height, contentType = 'image/jpeg' } = img;
  return { key, shopId, purpose, size: data.length, contentType, width, height, createdBy };
}
