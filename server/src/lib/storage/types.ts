import type { Readable } from 'node:stream';

/** A stored object as read back. */
export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/** A URL that reads one object without signing in, until `expiresAt`. */
export interface PresignedGet {
  url: string;
  expiresAt: Date;
}

/**
 * A short-lived grant to upload one object under `keyPrefix`, at most `maxBytes`: a multipart POST of `fields`
 * (plus `key` on the local driver), then `file`, to `url`. On S3 it is a presigned POST policy.
 */
export interface UploadGrant {
  driver: 'local' | 's3';
  url: string;
  fields: Record<string, string>;
  keyPrefix: string;
  maxBytes: number;
  expiresAt: Date;
}

/** One interface, two real backends (DESIGN.md section 7): a local folder and any S3-compatible store. */
export interface ObjectStore {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** An object's size and type without its bytes; null when there is no such object. */
  head(key: string): Promise<{ size: number; contentType: string } | null>;
  /** At most the first `bytes` bytes of an object (a ranged read); null when there is no such object. */
  readHead(key: string, bytes: number): Promise<Buffer | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A URL reading `key` until `signedAt` (default now) + `ttlSeconds`. The same key, time and ttl give the same URL,
   * which is what lets the app's content feed keep its URLs (and ETag) for a whole signing window.
   */
  presignGet(key: string, ttlSeconds: number, signedAt?: Date): Promise<PresignedGet>;
  uploadGrant(keyPrefix: string, maxBytes: number, ttlSeconds: number): Promise<UploadGrant>;
  close?(): void;
}

/** Keys are `shops/<shopId>/...` or `platform/...`: lower-case path segments, no dot segments. */
export const OBJECT_KEY_RE = /^(shops\/[1-9]\d{0,9}|platform)(\/[a-z0-9][a-z0-9._-]{0,99}){1,4}$/;

export function isObjectKey(key: string): boolean {
  return OBJECT_KEY_RE.test(key) && !key.split('/').some((s) => s === '.' || s === '..');
}

export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
