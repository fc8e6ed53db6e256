import { FILE_UPLOAD_CODES } from '@skin/contract';
import type { AuthContext } from '../../lib/http.js';
import { isObjectKey } from '../../lib/storage/index.js';
import type { StoredFileRow } from './repository.js';

/** The owner's key prefix: `shops/<id>` or `platform`. */
export const ownerPrefix = (shopId: number | null) => (shopId === null ? 'platform' : `shops/${shopId}`);

/** The store a key belongs to (null: the platform), or undefined when it is not one of our keys. */
export function ownerOfKey(key: string): number | null | undefined {
  if (!isObjectKey(key)) return undefined;
  if (key.startsWith('platform/')) return null;
  return Number(key.split('/')[1]);
}

/**
 * A store reads its own files and the platform's (its scripts may show them); the platform reads all. `reader`
 * is the route's resolved scope: the caller's store, or null for the platform.
 */
export function mayRead(reader: number | null, key: string): boolean {
  const owner = ownerOfKey(key);
  if (owner === undefined) return false;
  return reader === null || owner === null || owner === reader;
}

/**
 * Whether the caller's codes read this file by its key: the view code of the screen whose rows name it, or,
 * while no row names it yet (a picture just uploaded into a form), a code that uploads files.
 */
export function holdsFileCode(auth: AuthContext, file: Pick<StoredFileRow, 'screen'>): boolean {
  if (file.screen) return auth.access.has(file.screen);
  return FILE_UPLOAD_CODES.some((c) => auth.access.has(c));
}

/** The key of an analysis photo's thumbnail: beside it, `.thumb.jpg`. */
export const photoThumbKey = (key: string) => key.replace(/\.(jpg|png)$/, '.thumb.jpg');
