import { randomUUID } from 'node:crypto';
import {
  ADDRESS_LIMITS,
  ANALYSIS_PHOTO_SWEEP_HOURS,
  FILE_UPLOAD_CODES,
  type FileScreen,
  IMAGE_MAX_BYTES,
  IMAGE_RULES,
  type ImageRules,
  imageBytes,
  inspectImage,
  isCloudExpired,
  refusalParams,
  STORE_UPLOAD_LIMIT,
  type TCloudUsage,
  type TFilePutResponse,
  type TPresignResponse,
  type TUploadCredential,
} from '@skin/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { storedFiles } from '../../db/schema.js';
import { AppError, limited } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import type { JobQueue } from '../../lib/jobs.js';
import { addressKey, limits } from '../../lib/limits.js';
import { createObjectStore, isObjectKey, LocalObjectStore, type ObjectStore } from '../../lib/storage/index.js';
import { shopRepository } from '../shop/repository.js';
import { fileRepository as repo, type StoredFileRow } from './repository.js';
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

/** An image that passed its rules: the bytes to store (trailing bytes cut off) and what is recorded of them. */
export interface CheckedImage {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  ext: 'png' | 'jpg';
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

/** The key of an analysis photo's thumbnail: beside it, `.thumb.jpg`. */
export const photoThumbKey = (key: string) => key.replace(/\.(jpg|png)$/, '.thumb.jpg');

/** Who adds a file, and from where: what the upload rules are counted on. */
export interface UploadSource {
  /** The store that will own it; null for the platform's own files. */
  owner: number | null;
  /** The console account uploading, when one signed in (a token upload has none). */
  accountId: number | null;
  /** The client address (`req.ip`), counted against ADDRESS_LIMITS.upload. */
  address: string;
}

/** A further counter an upload route adds to the store's and the address's (the app's: one per device). */
export interface UploadLimit {
  key: string;
  max: number;
  windowSeconds: number;
}

/** The counters every upload takes a try from: the owner's (STORE_UPLOAD_LIMIT) and the address's. */
export function uploadCounters(src: UploadSource): UploadLimit[] {
  return [
    { key: `upload:${ownerPrefix(src.owner)}`, ...STORE_UPLOAD_LIMIT },
    // The same counter `config: { addressLimit: 'upload' }` would take (plugins/limits.ts).
    { key: `addr:upload@${addressKey(src.address)}`, ...ADDRESS_LIMITS.upload },
  ];
}

type NewFileRow = typeof storedFiles.$inferInsert;

/**
 * How long an uploaded image may wait for a row to take it before it is released: a day, as an analysis photo
 * waits for its analysis (ANALYSIS_PHOTO_SWEEP_HOURS).
 */
export const UNUSED_UPLOAD_MS = ANALYSIS_PHOTO_SWEEP_HOURS * 3_600_000;

export function createFileService(
  db: Db,
  config: Config,
  jobs: Pick<JobQueue, 'soon'>,
  log?: { warn: (o: object, m: string) => void },
) {
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

  async function presign(key: string): Promise<TPresignResponse> {
    const s = await store();
    const p = await s.presignGet(key, READ_URL_WINDOW_SECONDS + READ_URL_TTL_SECONDS, readWindowStart(Date.now()));
    return { url: p.url, expiresAt: p.expiresAt.toISOString() };
  }

  async function answer(row: Pick<StoredFileRow, 'key' | 'size' | 'width' | 'height'>): Promise<TFilePutResponse> {
    return { key: row.key, url: (await presign(row.key)).url, size: row.size, width: row.width, height: row.height };
  }

  /** A store whose cloud space has expired adds no files (the platform's own files have no expiry). */
  async function refuseExpired(owner: number | null) {
    if (owner === null) return;
    const expire = await shopRepository.cloudExpireTime(db, owner);
    if (expire === undefined) throw new AppError('NOT_FOUND');
    if (isCloudExpired(expire)) throw new AppError('CLOUD_EXPIRED');
  }

  /**
   * What every upload passes before anything is stored (the check of DESIGN.md section 7 every upload route
   * inherits): the owner's cloud space has not expired (500113), and the upload is counted, in the database,
   * against the owner's and the address's limits and the route's own (`extra`) before the work (429 500114).
   */
  async function admit(src: UploadSource, extra: readonly UploadLimit[] = []) {
    await refuseExpired(src.owner);
    for (const c of [...uploadCounters(src), ...extra]) {
      const attempt = await limits.take(db, c.key, c.max, c.windowSeconds);
      if (!attempt.allowed) throw limited('UPLOAD_LIMITED', attempt.retryAfter);
    }
  }

  /** Deletes the object of a key no row names, under the key's lock (an upload may have claimed it since). */
  async function deleteUnrecorded(key: string) {
    const s = await store();
    await db.transaction(async (tx) => {
      await repo.lockKey(tx, key);
      if (!(await repo.byKey(tx, key))) await s.delete(key);
    });
  }

  /** Deletes an object no row names now, or queues it for the drain when that fails. */
  async function discard(key: string) {
    try {
      await deleteUnrecorded(key);
    } catch (err) {
      log?.warn({ err, key }, 'file deletion failed; queued');
      await repo.queueDeletion(db, [key]);
    }
  }

  /**
   * Records new objects and writes them so that their rows and the objects always agree: under each key's lock the
   * row is inserted first (a key another upload holds answers 409 500112 and nothing is written), then the object
   * is written before the transaction commits. A write that fails rolls the rows back; an object whose row did not
   * commit is deleted (or queued for deletion), only while no row names the key.
   */
  async function claimAndWriteAll(files: readonly { row: NewFileRow; data: Buffer }[]) {
    const s = await store();
    const claimed: string[] = [];
    try {
      return await db.transaction(async (tx) => {
        const made: StoredFileRow[] = [];
        for (const { row, data } of files) {
          await repo.lockKey(tx, row.key);
          const one = await repo.claimKey(tx, row);
          if (!one) throw new AppError('FILE_KEY_TAKEN');
          claimed.push(row.key);
          await s.put(row.key, data, row.contentType);
          made.push(one);
        }
        return made;
      });
    } catch (err) {
      for (const key of claimed) await discard(key).catch(() => {});
      throw err;
    }
  }

  async function claimAndWrite(row: NewFileRow, data: Buffer) {
    return (await claimAndWriteAll([{ row, data }]))[0]!;
  }

  /** Stores a checked image under `key` (default: a new name under the owner's `images/`). */
  function storeImage(owner: number | null, createdBy: number | null, img: CheckedImage, key?: string) {
    return claimAndWrite(
      {
        key: key ?? `${ownerPrefix(owner)}/images/${randomUUID()}.${img.ext}`,
        shopId: owner,
        purpose: 'image',
        size: img.data.length,
        contentType: img.contentType,
        width: img.width,
        height: img.height,
        createdBy,
      },
      img.data,
    );
  }

  /** Claims the keys of content rows for one screen (its view code reads them by key from then on). */
  function forScreen(screen: FileScreen) {
    return {
      /**
       * Whether `key` is an image stored by this owner, marking it in use (scripts: their copies share keys, so
       * a key in use by another script is fine, but no product, case or advert may take it afterwards).
       */
      claimShared: (tx: DbOrTx, owner: number | null, key: string) => repo.claim(tx, owner, key, screen, true),

      /** Whether `key` is an image of this owner that no row names yet, marking it in use (batch checks). */
      claimImage: (tx: DbOrTx, owner: number | null, key: string) => repo.claim(tx, owner, key, screen),

      /**
       * Inside the transaction of a row that owns its images (a product, a case, an advert): each field's new
       * key must be an image this owner stored that no other row names (else 500110 on that field); it is
       * marked in use, and the keys the row no longer names are released. Call `afterCommit()` once the
       * transaction has committed. Returns the released keys.
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
            if (next !== previous && !(await repo.claim(tx, owner, next, screen)))
              throw new AppError('IMAGE_KEY_INVALID', { fields: { [field]: 'imageKeyInvalid' } });
          }
        }
        const dropped = Object.values(fields)
          .map((f) => f.previous)
          .filter((k): k is string => !!k && !kept.has(k));
        await repo.release(tx, [...new Set(dropped)]);
        return dropped;
      },
    };
  }

  /** A stored file the caller may read by key: its own store's or the platform's, with the screen's code. */
  async function readable(auth: AuthContext, reader: number | null, key: string) {
    const row = mayRead(reader, key) ? await repo.byKey(db, key) : null;
    // Analysis photos are read only through the signed URLs of the store's analysis list (modules/analysis).
    if (!row || row.purpose === 'photo' || row.purpose === 'thumb') throw new AppError('FILE_NOT_FOUND');
    if (!holdsFileCode(auth, row)) throw new AppError('FORBIDDEN');
    return row;
  }

  const service = {
    store,
    presign,
    admit,
    /**
     * An analysis photo of a store and its thumbnail, stored together (one transaction: both rows or neither),
     * counted in the store's ossSize; neither is in use until an analysis claims the photo (`claimPhotos`), and
     * both are swept with the unused uploads a day later. The caller admitted and checked the photo.
     */
    async storePhoto(shopId: number, img: CheckedImage, thumb: { data: Buffer; width: number; height: number }) {
      const base = `${ownerPrefix(shopId)}/photos/${randomUUID()}`;
      const [photo] = await claimAndWriteAll([
        {
          row: {
            key: `${base}.${img.ext}`,
            shopId,
            purpose: 'photo',
            size: img.data.length,
            contentType: img.contentType,
            width: img.width,
            height: img.height,
            createdBy: null,
          },
          data: img.data,
        },
        {
          row: {
            key: photoThumbKey(`${base}.${img.ext}`),
            shopId,
            purpose: 'thumb',
            size: thumb.data.length,
            contentType: 'image/jpeg',
            width: thumb.width,
            height: thumb.height,
            createdBy: null,
          },
          data: thumb.data,
        },
      ]);
      return photo!;
    },
    /**
     * Inside an analysis's transaction: marks these photos of `shopId` (and their thumbnails) in use, atomically.
     * Answers the photos' rows; a key missing from the answer is no unused photo of the store (unknown, another
     * store's, or in use already: `photoInUse` tells which).
     */
    claimPhotos: (tx: DbOrTx, shopId: number, keys: readonly string[]) =>
      repo.claimPhotos(tx, shopId, keys, keys.map(photoThumbKey)),
    /**
     * What uses a store's cloud space (`usageBytes`: its ossSize), by kind, so the parts add up to `usageBytes`:
     * analysis photos (each counted once, with its thumbnail's bytes, shown apart), content pictures, other stored
     * files (label templates), and whatever ossSize counts that no stored file names (`unlisted`).
     */
    async usage(shopId: number, usageBytes: number): Promise<TCloudUsage> {
      const rows = await repo.usageByPurpose(db, shopId);
      const of = (match: (purpose: string) => boolean) => {
        const mine = rows.filter((r) => match(r.purpose));
        return {
          bytes: mine.reduce((t, r) => t + Number(r.bytes), 0),
          files: mine.reduce((t, r) => t + Number(r.files), 0),
        };
      };
      const photos = of((p) => p === 'photo');
      const thumbnails = of((p) => p === 'thumb');
      const images = of((p) => p === 'image');
      const other = of((p) => !['photo', 'thumb', 'image'].includes(p));
      const listed = photos.bytes + thumbnails.bytes + images.bytes + other.bytes;
      return [
        { kind: 'analysisPhotos', files: photos.files, bytes: photos.bytes + thumbnails.bytes, thumbnails },
        { kind: 'contentImages', ...images },
        { kind: 'other', ...other },
        { kind: 'unlisted', files: 0, bytes: Math.max(0, usageBytes - listed) },
      ];
    },
    photoInUse: async (tx: DbOrTx, shopId: number, key: string) => {
      const row = await repo.byKey(tx, key);
      return !!row && row.shopId === shopId && row.purpose === 'photo' && row.inUse;
    },
    /** Use `forScreen(screen)`'s claims in a content module: `files.forScreen('ad-info').swapImages(...)`. */
    forScreen,

    /**
     * An image from a request (`file/put`, and any upload route after it): admitted (cloud not expired, the
     * store's and the address's limits and the route's own `limits`), checked by content (`rules`: the
     * console's pictures unless the route says otherwise), then its key claimed and the object written under
     * the owner's `images/` (or at `key`).
     */
    async upload(
      src: UploadSource,
      data: Buffer,
      truncated: boolean,
      opts: { rules?: ImageRules; limits?: readonly UploadLimit[]; key?: string } = {},
    ): Promise<TFilePutResponse> {
      await admit(src, opts.limits);
      const img = checkImage(data, truncated, opts.rules);
      return answer(await storeImage(src.owner, src.accountId, img, opts.key));
    },

    /**
     * The demo seed's pictures (the server's own, never a request's): the image rules, without the upload
     * checks of `upload` (a demo store's cloud may have expired). `by` is the seed's account: its store owns it.
     */
    async seedImage(by: { shopId: number | null; accountId: number }, data: Buffer): Promise<TFilePutResponse> {
      return answer(await storeImage(by.shopId, by.accountId, checkImage(data, false)));
    },

    /**
     * The demo seed's analysis photos (the server's own, never a request's): `count` photos of the store, each
     * one of `samples` (checked photos and their thumbnails) stored under a key of its own with its thumbnail,
     * recorded in use (an analysis names each) and counted in the store's ossSize. Answers the photos' rows.
     */
    async seedPhotos(
      shopId: number,
      samples: readonly { img: CheckedImage; thumb: { data: Buffer; width: number; height: number } }[],
      count: number,
    ) {
      const s = await store();
      const rows: NewFileRow[] = [];
      const writes: (() => Promise<void>)[] = [];
      for (let i = 0; i < count; i++) {
        const { img, thumb } = samples[i % samples.length]!;
        const key = `${ownerPrefix(shopId)}/photos/${randomUUID()}.${img.ext}`;
        const common = { shopId, inUse: true, createdBy: null };
        rows.push(
          {
            ...common,
            key,
            purpose: 'photo',
            size: img.data.length,
            contentType: img.contentType,
            width: img.width,
            height: img.height,
          },
          {
            ...common,
            key: photoThumbKey(key),
            purpose: 'thumb',
            size: thumb.data.length,
            contentType: 'image/jpeg',
            width: thumb.width,
            height: thumb.height,
          },
        );
        writes.push(
          () => s.put(key, img.data, img.contentType),
          () => s.put(photoThumbKey(key), thumb.data, 'image/jpeg'),
        );
      }
      // A few objects at a time: the local folder or the bucket, without a request each in turn.
      for (let i = 0; i < writes.length; i += 16) await Promise.all(writes.slice(i, i + 16).map((w) => w()));
      await db.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += 500) await repo.insertMany(tx, rows.slice(i, i + 500));
        await shopRepository.addOssSize(
          tx,
          shopId,
          rows.reduce((t, r) => t + r.size, 0),
        );
      });
      return rows.filter((r) => r.purpose === 'photo');
    },

    /** A readable key's object, or FILE_NOT_FOUND (another store's key reads as missing; FORBIDDEN without its code). */
    async open(auth: AuthContext, reader: number | null, key: string) {
      await readable(auth, reader, key);
      const obj = await (await store()).get(key);
      if (!obj) throw new AppError('FILE_NOT_FOUND');
      return obj;
    },

    async presignFor(auth: AuthContext, reader: number | null, key: string): Promise<TPresignResponse> {
      await readable(auth, reader, key);
      return presign(key);
    },

    /**
     * An upload grant limited to the caller's own prefix and to the image size; none while the store's cloud
     * has expired. The uploads it allows are counted where they are recorded (`file/upload`, `file/commit`).
     */
    async credential(owner: number | null): Promise<TUploadCredential> {
      await refuseExpired(owner);
      const g = await (await store()).uploadGrant(
        `${ownerPrefix(owner)}/uploads/`,
        IMAGE_MAX_BYTES,
        UPLOAD_GRANT_TTL_SECONDS,
      );
      return { ...g, expiresAt: g.expiresAt.toISOString() };
    },

    /**
     * The local driver's direct upload: the token's prefix and size, a key no file holds (409), the upload
     * checks of the token's owner, then the image rules.
     */
    async uploadWithToken(token: string, key: string, address: string, data: Buffer, truncated: boolean) {
      const s = await store();
      if (!(s instanceof LocalObjectStore)) throw new AppError('ROUTE_NOT_FOUND');
      const grant = s.verifyUploadToken(token);
      if (!grant || !key.startsWith(grant.keyPrefix) || !isObjectKey(key)) throw new AppError('UPLOAD_DENIED');
      if (truncated || data.length > grant.maxBytes)
        throw imageTooLarge({ ...IMAGE_RULES, maxBytes: grant.maxBytes })();
      if (await repo.byKey(db, key)) throw new AppError('FILE_KEY_TAKEN');
      const owner = ownerOfKey(key) ?? null;
      await admit({ owner, accountId: null, address });
      const img = checkImage(data, false);
      if (!key.endsWith(`.${img.ext}`) && !(img.ext === 'jpg' && key.endsWith('.jpeg')))
        throw new AppError('IMAGE_TYPE');
      const row = await storeImage(owner, null, img, key);
      return { key, size: row.size };
    },

    /**
     * Records a file the caller uploaded directly with an upload grant (`oss/getCredential`), so usage counts
     * it: the object must sit under the caller's own `uploads/` prefix, pass the upload checks and the image
     * rules, else it is deleted and refused. Recording the same key again (or at the same time) answers the
     * record.
     */
    async commitUpload(src: UploadSource, key: string): Promise<TFilePutResponse> {
      if (!key.startsWith(`${ownerPrefix(src.owner)}/uploads/`) || !isObjectKey(key))
        throw new AppError('FILE_NOT_FOUND');
      const known = await repo.byKey(db, key);
      if (known) return answer(known);
      const s = await store();
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
      let img: CheckedImage;
      try {
        await admit(src);
        img = checkImage(Buffer.concat(chunks), size > IMAGE_MAX_BYTES);
      } catch (err) {
        if (err instanceof AppError && err.def.status !== 429) await discard(key);
        throw err;
      }
      const row = await db.transaction(async (tx) => {
        await repo.lockKey(tx, key);
        const made = await repo.claimKey(tx, {
          key,
          shopId: src.owner,
          purpose: 'image',
          size: img.data.length,
          contentType: img.contentType,
          width: img.width,
          height: img.height,
          createdBy: src.accountId,
        });
        // Bytes after the image's end are not kept: the object is written again without them.
        if (made && img.data.length !== size) await s.put(key, img.data, img.contentType);
        return made ?? (await repo.byKey(tx, key))!;
      });
      return answer(row);
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

    /** Inside the owning row's transaction: drop these files' records and queue the objects for deletion. */
    release: (tx: DbOrTx, keys: string[]) => repo.release(tx, [...new Set(keys)]),

    /** After the transaction that released images has committed: delete their objects (failures stay queued). */
    afterCommit() {
      jobs.soon('files.drain', () => service.drainDeletions());
    },

    /**
     * Releases files that no row took within a day of their upload (a dialog closed without saving; a label
     * template stored when templates still were), so they stop counting towards the store's usage; their
     * objects are deleted by the next drain. Returns how many.
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

    /**
     * Deletes queued objects that are due, each under its key's lock and only while no row names the key (an
     * upload may have claimed it again since); a failure is retried later with a back-off.
     */
    async drainDeletions(limit = 50): Promise<number> {
      const now = new Date();
      const claimed = await db.transaction((tx) => repo.claimDue(tx, limit, now));
      let done = 0;
      for (const d of claimed) {
        try {
          await deleteUnrecorded(d.key);
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

/** What a content module's service gets: the file service with the claims of its screen. */
export type ScreenFiles = FileService & ReturnType<FileService['forScreen']>;

/** The file service as the module of `screen` uses it: the keys its rows take are read with that screen's code. */
export const screenFiles = (files: FileService, screen: FileScreen): ScreenFiles => ({
  ...files,
  ...files.forScreen(screen),
});
