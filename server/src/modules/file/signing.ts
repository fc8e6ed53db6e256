import { IMAGE_MAX_BYTES, type TFilePutResponse, type TPresignResponse, type TUploadCredential } from '@skin/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { createObjectStore, isObjectKey, LocalObjectStore, type ObjectStore } from '../../lib/storage/index.js';
import type { Admission } from './admission.js';
import { ownerPrefix } from './keys.js';
import type { StoredFileRow } from './repository.js';
import { fileSigningSecret } from './secret.js';

/**
 * Signed read URLs are signed per window, as the app feed's are: every read within one window hands out the same
 * URL for a key (signed at the window's start), valid until READ_URL_TTL_SECONDS after the window's end. So a
 * browser downloads each image once a window, not on every reload of a list, and an URL handed out is valid for
 * at least READ_URL_TTL_SECONDS.
 */
export const READ_URL_WINDOW_SECONDS = 60 * 60;
export const READ_URL_TTL_SECONDS = 15 * 60;
/** Upload grants live this long. */
export const UPLOAD_GRANT_TTL_SECONDS = 10 * 60;

/** The start of the read URLs' signing window `now` falls in. */
export const readWindowStart = (now: number) =>
  new Date(Math.floor(now / (READ_URL_WINDOW_SECONDS * 1000)) * READ_URL_WINDOW_SECONDS * 1000);

/** The object store and what is signed with it: read URLs, upload grants, the local driver's tokens. */
export function createSigning(db: Db, config: Config, admission: Pick<Admission, 'refuseExpired'>) {
  let storePromise: Promise<ObjectStore> | null = null;
  /** The object store, built on first use (the local driver's secret may live in the database). */
  function store(): Promise<ObjectStore> {
    storePromise ??= fileSigningSecret(db, config.serverSecret, config.dataDir).then((secret) =>
      createObjectStore(config.storage, {
        dataDir: config.dataDir,
        secret,
        routeBase: `${config.apiPrefix}/file`,
      }),
    );
    return storePromise;
  }

  /** The local driver's store, for its own routes (`file/raw`, `file/upload`); other drivers have none. */
  async function localStore(): Promise<LocalObjectStore> {
    const s = await store();
    if (!(s instanceof LocalObjectStore)) throw new AppError('ROUTE_NOT_FOUND');
    return s;
  }

  async function presign(key: string): Promise<TPresignResponse> {
    const s = await store();
    const p = await s.presignGet(key, READ_URL_WINDOW_SECONDS + READ_URL_TTL_SECONDS, readWindowStart(Date.now()));
    return { url: p.url, expiresAt: p.expiresAt.toISOString() };
  }

  /**
   * A read URL that expires no later than `notAfter` (a share link's end): the usual one when it ends sooner,
   * else one signed now for what is left of the link's life.
   */
  async function presignUntil(key: string, notAfter: Date): Promise<TPresignResponse> {
    const usual = await presign(key);
    if (Date.parse(usual.expiresAt) <= notAfter.getTime()) return usual;
    const now = Date.now();
    const left = Math.max(1, Math.floor((notAfter.getTime() - now) / 1000));
    const p = await (await store()).presignGet(key, left, new Date(now));
    return { url: p.url, expiresAt: p.expiresAt.toISOString() };
  }

  return {
    store,
    localStore,
    presign,
    presignUntil,

    /** What an upload answers: the stored file with its read URL. */
    async answer(row: Pick<StoredFileRow, 'key' | 'size' | 'width' | 'height'>): Promise<TFilePutResponse> {
      return { key: row.key, url: (await presign(row.key)).url, size: row.size, width: row.width, height: row.height };
    },

    /**
     * An upload grant limited to the caller's own prefix and to the image size; none while the store's cloud
     * has expired. The uploads it allows are counted where they are recorded (`file/upload`, `file/commit`).
     */
    async credential(owner: number | null): Promise<TUploadCredential> {
      await admission.refuseExpired(owner);
      const g = await (await store()).uploadGrant(
        `${ownerPrefix(owner)}/uploads/`,
        IMAGE_MAX_BYTES,
        UPLOAD_GRANT_TTL_SECONDS,
      );
      return { ...g, expiresAt: g.expiresAt.toISOString() };
    },

    /** The local driver's signed read: the object when signature and expiry hold. */
    async openSigned(key: string, expires: string, signature: string) {
      const s = await localStore();
      if (!isObjectKey(key) || !s.verifyGet(key, expires, signature)) throw new AppError('FILE_NOT_FOUND');
      const obj = await s.get(key);
      if (!obj) throw new AppError('FILE_NOT_FOUND');
      return obj;
    },
  };
}
