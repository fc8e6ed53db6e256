import { randomUUID } from 'node:crypto';
import {
  type FileType,
  IMAGE_MAX_BYTES,
  inspectImage,
  LABEL_TEMPLATE_MAX_BYTES,
  type TFilePutResponse,
  type TPresignResponse,
  type TUploadCredential,
} from '@skin/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import type { JobQueue } from '../../lib/jobs.js';
import {
  CONTENT_TYPES,
  createObjectStore,
  isObjectKey,
  LocalObjectStore,
  type ObjectStore,
} from '../../lib/storage/index.js';
import { fileRepository as repo } from './repository.js';
import { fileSigningSecret } from './secret.js';
import { checkZipBounds } from './zip.js';

/** Signed read URLs live this long; upload grants this long. */
export const READ_URL_TTL_SECONDS = 15 * 60;
export const UPLOAD_GRANT_TTL_SECONDS = 10 * 60;

/** The owner's key prefix: `shops/<id>` or `platform`. */
export const ownerPrefix = (shopId: number | null) => (shopId === null ? 'platform' : `shops/${shopId}`);

/** The store a key belongs to (null: the platform), or undefined when it is not one of our keys. */
export function ownerOfKey(key: string): number | null | undefined {
  if (!isObjectKey(key)) return undefined;
  if (key.startsWith('platform/')) return null;
  return Number(key.split('/')[1]);
}

/** A store reads its own files and the platform's (its scripts may show them); the platform reads all. */
export function mayRead(auth: AuthContext, key: string): boolean {
  const owner = ownerOfKey(key);
  if (owner === undefined) return false;
  return auth.shopId === null || owner === null || owner === auth.shopId;
}

export interface CheckedFile {
  contentType: string;
  ext: string;
  width: number | null;
  height: number | null;
}

/** The rules of a file type, by content: images (JPG/PNG, 1 MB, 1:1) and label templates (XLSX, 4 MB). */
export function checkFile(fileType: FileType, data: Buffer, truncated: boolean): CheckedFile {
  if (fileType === 'image') {
    if (truncated || data.length > IMAGE_MAX_BYTES) throw new AppError('IMAGE_TOO_LARGE');
    const r = inspectImage(data);
    if (!r.ok) throw new AppError(r.reason);
    return { contentType: r.mime, ext: r.type === 'png' ? 'png' : 'jpg', width: r.width, height: r.height };
  }
  if (truncated || data.length > LABEL_TEMPLATE_MAX_BYTES)
    throw new AppError('LABEL_IMPORT_TOO_LARGE', { params: { max: LABEL_TEMPLATE_MAX_BYTES / 1024 / 1024 } });
  if (data.length === 0) throw new AppError('LABEL_IMPORT_EMPTY');
  checkZipBounds(data);
  return { contentType: CONTENT_TYPES.xlsx!, ext: 'xlsx', width: null, height: null };
}

/** How long an uploaded image may wait for a row to take it before it is released. */
export const UNUSED_UPLOAD_MS = 24 * 3_600_000;

export function createFileService(
  db: Db,
  config: Config,
  jobs: Pick<JobQueue, 'soon'>,
  log?: { warn: (o: object, m: string) => void },
) {
  let storePromise: Promise<ObjectStore> | null = null;
  /** The object store, built on first use (the local driver's secret may live in the database). */
  function store(): Promise<ObjectStore> {
    storePromise ??= fileSigningSecret(db, config.serverSecret).then((secret) =>
      createObjectStore(config.storage, {
        dataDir: config.dataDir,
        secret,
        routeBase: `${config.apiPrefix}/file`,
      }),
    );
    return storePromise;
  }

  async function presign(key: string): Promise<TPresignResponse> {
    const s = await store();
    const p = await s.presignGet(key, READ_URL_TTL_SECONDS);
    return { url: p.url, expiresAt: p.expiresAt.toISOString() };
  }

  /** Stores checked bytes under the owner's prefix and records them; the object goes if the record fails. */
  async function storeChecked(
    owner: number | null,
    createdBy: number | null,
    fileType: FileType,
    data: Buffer,
    checked: CheckedFile,
    key = `${ownerPrefix(owner)}/${fileType === 'image' ? 'images' : 'templates'}/${randomUUID()}.${checked.ext}`,
  ) {
    const s = await store();
    await s.put(key, data, checked.contentType);
    try {
      await db.transaction((tx) =>
        repo.insert(tx, {
          key,
          shopId: owner,
          purpose: fileType,
          size: data.length,
          contentType: checked.contentType,
          width: checked.width,
          height: checked.height,
          createdBy,
        }),
      );
    } catch (err) {
      await s.delete(key).catch(() => {});
      throw err;
    }
    return key;
  }

  const service = {
    store,
    presign,

    /** `file/put`: checks the content by its type, stores it under the caller's prefix. */
    async put(auth: AuthContext, fileType: FileType, data: Buffer, truncated: boolean): Promise<TFilePutResponse> {
      const checked = checkFile(fileType, data, truncated);
      const key = await storeChecked(auth.shopId, auth.accountId, fileType, data, checked);
      return { key, url: (await presign(key)).url, size: data.length, width: checked.width, height: checked.height };
    },

    /** A readable key's object, or FILE_NOT_FOUND (another store's key reads as missing). */
    async open(auth: AuthContext, key: string) {
      if (!mayRead(auth, key)) throw new AppError('FILE_NOT_FOUND');
      const obj = await (await store()).get(key);
      if (!obj) throw new AppError('FILE_NOT_FOUND');
      return obj;
    },

    async presignFor(auth: AuthContext, key: string): Promise<TPresignResponse> {
      if (!mayRead(auth, key) || !(await repo.byKey(db, key))) throw new AppError('FILE_NOT_FOUND');
      return presign(key);
    },

    /** An upload grant limited to the caller's own prefix and to the image size. */
    async credential(auth: AuthContext): Promise<TUploadCredential> {
      const g = await (await store()).uploadGrant(
        `${ownerPrefix(auth.shopId)}/uploads/`,
        IMAGE_MAX_BYTES,
        UPLOAD_GRANT_TTL_SECONDS,
      );
      return { ...g, expiresAt: g.expiresAt.toISOString() };
    },

    /** The local driver's direct upload: the token's prefix and size, and the image rules for images. */
    async uploadWithToken(token: string, key: string, data: Buffer, truncated: boolean) {
      const s = await store();
      if (!(s instanceof LocalObjectStore)) throw new AppError('ROUTE_NOT_FOUND');
      const grant = s.verifyUploadToken(token);
      if (!grant || !key.startsWith(grant.keyPrefix) || !isObjectKey(key)) throw new AppError('UPLOAD_DENIED');
      if (truncated || data.length > grant.maxBytes) throw new AppError('IMAGE_TOO_LARGE');
      if (await repo.byKey(db, key)) throw new AppError('UPLOAD_DENIED');
      const checked = checkFile('image', data, false);
      if (!key.endsWith(`.${checked.ext}`) && !(checked.ext === 'jpg' && key.endsWith('.jpeg')))
        throw new AppError('IMAGE_TYPE');
      await storeChecked(ownerOfKey(key) ?? null, null, 'image', data, checked, key);
      return { key, size: data.length };
    },

    /**
     * Records a file the caller uploaded directly with an upload grant (`oss/getCredential`), so usage counts
     * it: the object must sit under the caller's own `uploads/` prefix and pass the image rules, else it is
     * deleted and refused. Recording the same key again answers the record.
     */
    async commitUpload(auth: AuthContext, key: string): Promise<TFilePutResponse> {
      if (!key.startsWith(`${ownerPrefix(auth.shopId)}/uploads/`) || !isObjectKey(key))
        throw new AppError('FILE_NOT_FOUND');
      const s = await store();
      const known = await repo.byKey(db, key);
      if (known) {
        return { key, url: (await presign(key)).url, size: known.size, width: known.width, height: known.height };
      }
      const obj = await s.get(key);
      if (!obj) throw new AppError('FILE_NOT_FOUND');
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of obj.body) {
        size += (chunk as Buffer).length;
        if (size > IMAGE_MAX_BYTES) break;
        chunks.push(chunk as Buffer);
      }
      obj.body.destroy?.();
      const data = Buffer.concat(chunks);
      let checked: CheckedFile;
      try {
        checked = checkFile('image', data, size > IMAGE_MAX_BYTES);
      } catch (err) {
        await s.delete(key).catch(() => {});
        throw err;
      }
      await db.transaction((tx) =>
        repo.insert(tx, {
          key,
          shopId: auth.shopId,
          purpose: 'image',
          size: data.length,
          contentType: checked.contentType,
          width: checked.width,
          height: checked.height,
          createdBy: auth.accountId,
        }),
      );
      return { key, url: (await presign(key)).url, size: data.length, width: checked.width, height: checked.height };
    },

    /** The local driver's signed read: the object when signature and expiry hold. */
    async openSigned(key: string, expires: string, signature: string) {
      const s = await store();
      if (!(s instanceof LocalObjectStore)) throw new AppError('ROUTE_NOT_FOUND');
      if (!isObjectKey(key) || !s.verifyGet(key, expires, signature)) throw new AppError('FILE_NOT_FOUND');
      const obj = await s.get(key);
      if (!obj) throw new AppError('FILE_NOT_FOUND');
      return obj;
    },

    /**
     * Whether `key` is an image stored by this owner, marking it in use (scripts: their copies share keys, so
     * a key in use by another script is fine, but no product, case or advert may take it afterwards).
     */
    claimShared: (db2: DbOrTx, owner: number | null, key: string) => repo.claim(db2, owner, key, true),

    /** Whether `key` is an image of this owner that no row names yet, marking it in use (batch checks). */
    claimImage: (db2: DbOrTx, owner: number | null, key: string) => repo.claim(db2, owner, key),

    /** Inside the owning row's transaction: drop these files' records and queue the objects for deletion. */
    release: (tx: DbOrTx, keys: string[]) => repo.release(tx, [...new Set(keys)]),

    /**
     * Inside the transaction of a row that owns its images (a product, a case, an advert): each field's new
     * key must be an image this owner stored that no other row names (else 500110 on that field); it is
     * marked in use, and the keys the row no longer names are released. Call `afterCommit()` once the transaction has committed. Returns the released keys.
     */
    async swapImages(
      tx: DbOrTx,
      owner: number | null,
      fields: Record<string, { next: string | null | undefined; previous?: string | null }>,
    ): Promise<string[]> {
      const kept = new Set<string>();
      for (const [field, { next, previous }] of Object.entries(fields)) {
        if (next === undefined) {
          if (previous) kept.add(previous);
          continue;
        }
        if (next) {
          kept.add(next);
          // One image, one row: a key another row names (or no image of this owner) is refused.
          if (next !== previous && !(await repo.claim(tx, owner, next)))
            throw new AppError('IMAGE_KEY_INVALID', { fields: { [field]: 'imageKeyInvalid' } });
        }
      }
      const dropped = Object.values(fields)
        .map((f) => f.previous)
        .filter((k): k is string => !!k && !kept.has(k));
      await repo.release(tx, [...new Set(dropped)]);
      return dropped;
    },

    /** After the transaction that released images has committed: delete their objects (failures stay queued). */
    afterCommit() {
      jobs.soon('files.drain', () => service.drainDeletions());
    },

    /**
     * Releases images that no row took within a day of their upload (a dialog closed without saving), so they
     * stop counting towards the store's usage; their objects are deleted by the next drain. Returns how many.
     */
    async sweepUnused(now = new Date(), limit = 200): Promise<number> {
      const released = await db.transaction(async (tx) => {
        const keys = await repo.unusedBefore(tx, new Date(now.getTime() - UNUSED_UPLOAD_MS), limit);
        await repo.release(tx, keys);
        return keys.length;
      });
      if (released) await service.drainDeletions();
      return released;
    },

    /** Deletes queued objects that are due; a failure is retried later with a back-off. */
    async drainDeletions(limit = 50): Promise<number> {
      const s = await store();
      const now = new Date();
      const claimed = await db.transaction((tx) => repo.claimDue(tx, limit, now));
      let done = 0;
      for (const d of claimed) {
        try {
          await s.delete(d.key);
          await repo.done(db, d.id);
          done++;
        } catch (err) {
          log?.warn({ err, key: d.key }, 'file deletion failed; will retry');
          await repo.failed(db, d.id, d.attempts, String((err as Error).message ?? err), now);
        }
      }
      return done;
    },
  };
  return service;
}
export type FileService = ReturnType<typeof createFileService>;
