import { randomUUID } from 'node:crypto';
import {
  IMAGE_HEAD_BYTES,
  inspectImageHead,
  PHOTO_GRANT_TTL_SECONDS,
  refusalParams,
  type TAppFileGrantRequest,
  type TAppFileGrantResponse,
  type TAppFileResponse,
} from '@skin/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AppAuthContext } from '../../lib/http.js';
import type { JobQueue } from '../../lib/jobs.js';
import { S3ObjectStore } from '../../lib/storage/s3.js';
import { grantRepository as grants } from '../file/grants.js';
import { checkImage, imageTooLarge } from '../file/image.js';
import { ownerPrefix, photoThumbKey } from '../file/keys.js';
import type { FileService } from '../file/service.js';
import { admitPhoto, PHOTO_RULES, takePhotoBytes } from './photos.js';
import { makeThumb } from './thumbs.js';

/** The job that thumbnails a photo confirmed without one. */
export const THUMB_JOB = 'analysis.thumb';
/** Grants are swept this long after they expire (the object store's clock may run a little behind ours). */
const GRANT_SWEEP_GRACE_MS = 5 * 60_000;

type Log = { warn: (o: object, m: string) => void };

/**
 * Photos straight to the object store (issue 43 item 1, DESIGN.md section 14), on the S3 driver: the app asks for a
 * grant (a presigned POST for one fresh key under the store's prefix, the declared type and at most the declared
 * size), posts the photo to the object store, then confirms it once: the server reads the object's size and first
 * bytes (never the photo through an instance), refuses and deletes what breaks the photo rules, records the rest
 * as an upload through an instance would be, and thumbnails it as a job. A grant never confirmed is swept.
 */
export function createDirectUploads(db: Db, files: FileService, jobs: Pick<JobQueue, 'enqueue' | 'nudge'>) {
  async function s3(): Promise<S3ObjectStore> {
    const s = await files.store();
    if (!(s instanceof S3ObjectStore)) throw new AppError('UPLOAD_DIRECT_UNAVAILABLE');
    return s;
  }

  /** Why a device's confirm of `key` found no grant to use (inside the confirm's transaction). */
  async function noGrant(tx: DbOrTx, caller: AppAuthContext, key: string): Promise<AppError> {
    const g = await grants.find(tx, caller.shopId, caller.deviceNo, key);
    if (!g) return new AppError('UPLOAD_GRANT_UNKNOWN');
    return new AppError(g.usedAt ? 'UPLOAD_GRANT_USED' : 'UPLOAD_GRANT_EXPIRED');
  }

  return {
    /**
     * An upload grant for one photo of the caller's device: the store's and the device's upload limits count it
     * (as an upload through an instance counts its photo), by its declared size.
     */
    async grantPhoto(caller: AppAuthContext, address: string, b: TAppFileGrantRequest): Promise<TAppFileGrantResponse> {
      const s = await s3();
      if (b.size > PHOTO_RULES.maxBytes) throw imageTooLarge(PHOTO_RULES)();
      await admitPhoto(files, caller, address);
      await takePhotoBytes(db, caller, b.size);
      const ext = b.contentType === 'image/png' ? 'png' : 'jpg';
      const key = `${ownerPrefix(caller.shopId)}/photos/${randomUUID()}.${ext}`;
      const post = await s.keyGrant(key, b.contentType, b.size, PHOTO_GRANT_TTL_SECONDS);
      const expiresAt = post.expiresAt;
      await grants.insert(db, {
        shopId: caller.shopId,
        deviceNo: caller.deviceNo,
        key,
        size: b.size,
        contentType: b.contentType,
        expiresAt,
      });
      return {
        key,
        url: post.url,
        fields: post.fields,
        contentType: b.contentType,
        maxBytes: b.size,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /**
     * Confirms the photo posted under a grant of the caller's device, once: the grant is used in the transaction
     * that records the photo (two confirms at once: the second waits, then finds it used). Nothing posted yet
     * leaves the grant open; an object over the grant's size, of another type, or whose first bytes break the photo
     * rules is deleted and refused with the code an upload through an instance answers, the grant spent.
     */
    async confirmPhoto(caller: AppAuthContext, key: string): Promise<TAppFileResponse> {
      const s = await s3();
      if (!key.startsWith(`${ownerPrefix(caller.shopId)}/photos/`)) throw new AppError('UPLOAD_GRANT_UNKNOWN');
      const outcome = await db.transaction(async (tx) => {
        await files.lockKey(tx, key);
        const grant = await grants.use(tx, caller.shopId, caller.deviceNo, key);
        if (!grant) throw await noGrant(tx, caller, key);
        const head = await s.head(key);
        if (!head) throw new AppError('UPLOAD_OBJECT_MISSING');
        if (head.size > grant.size) return { refusal: imageTooLarge(PHOTO_RULES)() };
        const bytes = await s.readHead(key, Math.min(head.size, IMAGE_HEAD_BYTES));
        if (!bytes) throw new AppError('UPLOAD_OBJECT_MISSING');
        const r = inspectImageHead(bytes, head.size, PHOTO_RULES);
        if (!r.ok) return { refusal: new AppError(r.reason, { params: refusalParams(r, PHOTO_RULES) }) };
        if (r.mime !== grant.contentType) return { refusal: new AppError('IMAGE_TYPE') };
        const row = await files.recordPhoto(tx, caller.shopId, key, head.size, { ...r, contentType: r.mime });
        await jobs.enqueue(tx, THUMB_JOB, { key, shopId: caller.shopId }, { key: `thumb:${key}` });
        return { row };
      });
      if ('refusal' in outcome) {
        await files.discard(key);
        throw outcome.refusal;
      }
      jobs.nudge();
      const { row } = outcome;
      return { key: row.key, size: row.size, width: row.width ?? 0, height: row.height ?? 0 };
    },

    /**
     * The thumbnail job of a confirmed photo: the whole photo checked by the photo rules (whole, its scans), then
     * thumbnailed in a worker in the store's turn and stored beside it. A photo that fails them loses its object if
     * no analysis took it yet (an analysis that did keeps the photo, without a thumbnail); a busy pool retries.
     */
    async thumbnail(payload: Record<string, unknown>, log?: Log) {
      const key = String(payload.key);
      const shopId = Number(payload.shopId);
      const photo = await files.byKey(key);
      if (!photo || photo.shopId !== shopId || photo.purpose !== 'photo') return;
      if (await files.byKey(photoThumbKey(key))) return;
      const obj = await (await files.store()).get(key);
      if (!obj) return;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of obj.body) {
        size += (chunk as Buffer).length;
        if (size > PHOTO_RULES.maxBytes) break;
        chunks.push(chunk as Buffer);
      }
      obj.body.destroy?.();
      try {
        const img = checkImage(Buffer.concat(chunks), size > PHOTO_RULES.maxBytes, PHOTO_RULES);
        await files.storeThumb(shopId, key, await makeThumb(shopId, img.data));
      } catch (err) {
        if (!(err instanceof AppError) || err.def.status === 429) throw err;
        log?.warn({ key, code: err.def.code }, 'photo refused by its thumbnail job');
        await db.transaction((tx) => files.releasePhotos(tx, shopId, [key], true));
        await files.drainDeletions();
      }
    },

    /**
     * Deletes grants that expired (a few minutes ago) and queues the objects of those never confirmed for deletion
     * (the drain deletes an object only while no stored file names its key). Answers how many such objects.
     */
    async sweepGrants(now = new Date(), limit = 500): Promise<number> {
      const keys = await db.transaction(async (tx) => {
        const open = await grants.sweep(tx, new Date(now.getTime() - GRANT_SWEEP_GRACE_MS), limit);
        await files.queueDeletion(tx, open);
        return open;
      });
      if (keys.length) await files.drainDeletions();
      return keys.length;
    },
  };
}
