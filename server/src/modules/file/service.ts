import {
  type FileScreen,
  IMAGE_MAX_BYTES,
  IMAGE_RULES,
  type ImageRules,
  type TFilePutResponse,
  type TPresignResponse,
} from '@skin/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import type { JobQueue } from '../../lib/jobs.js';
import { isObjectKey } from '../../lib/storage/index.js';
import { createAdmission, type UploadLimit, type UploadSource } from './admission.js';
import { claims } from './claims.js';
import { createDeletions, type FileLog } from './deletions.js';
import { type CheckedImage, checkImage, imageRow, imageTooLarge } from './image.js';
import { holdsFileCode, mayRead, ownerOfKey, ownerPrefix } from './keys.js';
import { fileRepository as repo } from './repository.js';
import { createSeeding } from './seeding.js';
import { createSigning } from './signing.js';
import { createWrites } from './writes.js';

/**
 * The only way a file enters the store (docs/architecture.md, "Files"), composed of its concerns: ownership and
 * keys (keys.ts), image rules (image.ts), quotas and admission (admission.ts), signing and grants (signing.ts),
 * the key claim and write (writes.ts), which rows own a file (claims.ts), sweeps and deletions (deletions.ts) and
 * the demo data's files (seeding.ts). The uploads below put them in order: admit, check, claim and write.
 */
export function createFileService(db: Db, config: Config, jobs: Pick<JobQueue, 'soon'>, log?: FileLog) {
  const admission = createAdmission(db);
  const signing = createSigning(db, config, admission);
  const { store, answer, presign } = signing;
  const deletions = createDeletions(db, store, jobs, log);
  const writes = createWrites(db, store, deletions.discard);

  /** A stored file the caller may read by key: its own store's or the platform's, with the screen's code. */
  async function readable(auth: AuthContext, reader: number | null, key: string) {
    const row = mayRead(reader, key) ? await repo.byKey(db, key) : null;
    // Analysis photos are read only through the signed URLs of the store's analysis list (modules/analysis).
    if (!row || row.purpose === 'photo' || row.purpose === 'thumb') throw new AppError('FILE_NOT_FOUND');
    if (!holdsFileCode(auth, row)) throw new AppError('FORBIDDEN');
    return row;
  }

  return {
    store,
    /** How the app uploads photos: straight to the object store on S3, through an instance on the local driver. */
    uploadPath: (): 'direct' | 'instance' => (config.storage.driver === 's3' ? 'direct' : 'instance'),
    presign,
    presignUntil: signing.presignUntil,
    credential: signing.credential,
    openSigned: signing.openSigned,
    admit: admission.admit,
    usage: admission.usage,
    storePhoto: writes.storePhoto,
    recordPhoto: writes.recordPhoto,
    storeThumb: writes.storeThumb,
    /** Serialises what is done to one key for the caller's transaction (writes.ts, deletions.ts). */
    lockKey: (tx: DbOrTx, key: string) => repo.lockKey(tx, key),
    /** The stored file of `key`, if any. */
    byKey: (key: string) => repo.byKey(db, key),
    /** Queues objects no row names for deletion after the caller's transaction commits (the drain deletes them). */
    queueDeletion: (tx: DbOrTx, keys: string[]) => repo.queueDeletion(tx, keys),
    ...claims,
    ...deletions,
    ...createSeeding(db, store, writes.storeImage, answer),

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
      await admission.admit(src, opts.limits);
      const img = checkImage(data, truncated, opts.rules);
      return answer(await writes.storeImage(src.owner, src.accountId, img, opts.key));
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
     * The local driver's direct upload: the token's prefix and size, a key no file holds (409), the upload
     * checks of the token's owner, then the image rules.
     */
    async uploadWithToken(token: string, key: string, address: string, data: Buffer, truncated: boolean) {
      const grant = (await signing.localStore()).verifyUploadToken(token);
      if (!grant || !key.startsWith(grant.keyPrefix) || !isObjectKey(key)) throw new AppError('UPLOAD_DENIED');
      if (truncated || data.length > grant.maxBytes)
        throw imageTooLarge({ ...IMAGE_RULES, maxBytes: grant.maxBytes })();
      if (await repo.byKey(db, key)) throw new AppError('FILE_KEY_TAKEN');
      const owner = ownerOfKey(key) ?? null;
      await admission.admit({ owner, accountId: null, address });
      const img = checkImage(data, false);
      if (!key.endsWith(`.${img.ext}`) && !(img.ext === 'jpg' && key.endsWith('.jpeg')))
        throw new AppError('IMAGE_TYPE');
      const row = await writes.storeImage(owner, null, img, key);
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
        await admission.admit(src);
        img = checkImage(Buffer.concat(chunks), size > IMAGE_MAX_BYTES);
      } catch (err) {
        if (err instanceof AppError && err.def.status !== 429) await deletions.discard(key);
        throw err;
      }
      const row = await db.transaction(async (tx) => {
        await repo.lockKey(tx, key);
        const made = await repo.claimKey(tx, imageRow(key, src.owner, 'image', img, src.accountId));
        // Bytes after the image's end are not kept: the object is written again without them.
        if (made && img.data.length !== size) await s.put(key, img.data, img.contentType);
        return made ?? (await repo.byKey(tx, key))!;
      });
      return answer(row);
    },
  };
}
export type FileService = ReturnType<typeof createFileService>;

/** What a content module's service gets: the file service with the claims of its screen. */
export type ScreenFiles = FileService & ReturnType<FileService['forScreen']>;

/** The file service as the module of `screen` uses it: the keys its rows take are read with that screen's code. */
export const screenFiles = (files: FileService, screen: FileScreen): ScreenFiles => ({
  ...files,
  ...files.forScreen(screen),
});
