import {
  ANALYSIS_FUTURE_SKEW_MS,
  ANALYSIS_MAX_AGE_DAYS,
  ErrorCode,
  EXPORT_MAX_ROWS,
  type Language,
  localDate,
  presetRange,
  type TAnalysis,
  type TAnalysisQueryRequest,
  type TAnalysisQueryResponse,
  type TAnalysisShopsResponse,
  type TAppAnalysisRequest,
  type TAppAnalysisResponse,
  type TAppFileResponse,
  translate,
} from '@skin/contract';
import type { Db } from '../../db/client.js';
import type { AnalysisSymptom } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { AppAuthContext, AuthContext } from '../../lib/http.js';
import type { JobQueue } from '../../lib/jobs.js';
import { type PageRequest, pagedList } from '../../lib/sql.js';
import { customerRepository } from '../customer/repository.js';
import { photoViewRepository } from '../customer/views.js';
import { checkImage } from '../file/image.js';
import { photoThumbKey } from '../file/keys.js';
import type { FileService } from '../file/service.js';
import { createDirectUploads } from './direct.js';
import { admitPhoto, PHOTO_RULES, takePhotoBytes } from './photos.js';
import {
  type AnalysisListRow,
  type AnalysisRow,
  analysisSymptomName,
  type LiveName,
  analysisRepository as repo,
} from './repository.js';
import { makeThumb } from './thumbs.js';

export { PHOTO_RULES } from './photos.js';

const DAY_MS = 86_400_000;

/** A console account whose read of full-size photos is logged (issue 42 item 7). */
export type PhotoViewer = Pick<AuthContext, 'accountId' | 'userName'>;

/**
 * Skin analyses (DESIGN.md section 11, issue 23): the app uploads photos and records analyses (recorded once per
 * clientId, never changed); the store reads them (list, one, export); the platform counts them per store.
 */
export function createAnalysisService(db: Db, files: FileService, jobs: Pick<JobQueue, 'enqueue' | 'nudge'>) {
  const direct = createDirectUploads(db, files, jobs);
  const respond = (a: AnalysisRow, duplicate: boolean): TAppAnalysisResponse => ({
    id: a.id,
    clientId: a.clientId,
    analysedAt: a.analysedAt.toISOString(),
    recordedAt: a.recordedAt.toISOString(),
    duplicate,
  });

  /** The rules of the body that do not need the database, each with its own code. */
  function check(caller: AppAuthContext, b: TAppAnalysisRequest, now: number) {
    if (b.deviceNo !== caller.deviceNo)
      throw new AppError('ANALYSIS_DEVICE_MISMATCH', {
        params: { deviceNo: caller.deviceNo },
        datas: { deviceNo: caller.deviceNo },
      });
    const at = new Date(b.analysedAt).getTime();
    if (at > now + ANALYSIS_FUTURE_SKEW_MS) throw new AppError('ANALYSIS_IN_FUTURE');
    if (at < now - ANALYSIS_MAX_AGE_DAYS * DAY_MS)
      throw new AppError('ANALYSIS_TOO_OLD', { params: { days: ANALYSIS_MAX_AGE_DAYS } });
    for (const s of b.symptoms)
      if (s.degree < 1 || s.degree > 3) {
        const datas = { symptomKey: s.symptomKey, degree: s.degree };
        throw new AppError('ANALYSIS_DEGREE_INVALID', { params: datas, datas });
      }
    const seen = new Set<string>();
    for (const key of b.images) {
      if (seen.has(key)) throw new AppError('ANALYSIS_IMAGE_USED', { params: { key }, datas: { key } });
      seen.add(key);
    }
  }

  async function present(rows: AnalysisListRow[], live: Map<string, LiveName>, lang: Language): Promise<TAnalysis[]> {
    return Promise.all(
      rows.map(async (r) => ({
        id: r.id,
        shopId: r.shopId,
        clientId: r.clientId,
        analysedAt: r.analysedAt.toISOString(),
        recordedAt: r.recordedAt.toISOString(),
        deviceNo: r.deviceNo,
        deviceName: r.deviceName,
        userId: r.userId,
        userName: r.userName,
        userType: r.userType as 1 | 2,
        // An erased customer's analyses are anonymous symptom rows (the list's join leaves her code out).
        customer:
          r.customerId === null || r.customerCode === null
            ? null
            : { id: r.customerId, code: r.customerCode, name: r.customerName },
        photosRemovedAt: r.photosRemovedAt?.toISOString() ?? null,
        photosNote: r.photosRemovedAt ? translate(lang, 'photosRemovedByRetention') : null,
        symptoms: r.symptoms.map((s) => ({
          symptomKey: s.k,
          name: analysisSymptomName(s, live.get(s.k), lang),
          degree: s.d as 1 | 2 | 3,
        })),
        images: await Promise.all(
          r.images.map(async (i) => ({
            key: i.key,
            url: (await files.presign(i.key)).url,
            thumbUrl: (await files.presign(i.thumbKey)).url,
            size: i.size,
            width: i.width,
            height: i.height,
          })),
        ),
      })),
    );
  }

  return {
    ...direct,

    /**
     * A photo from the app: the store's upload rules and the device's own limits (photos per 10 minutes, bytes per
     * hour, counted in the database before anything is stored), the photo rules by content (header first: type
     * and size a side before anything decodes it), then the photo and its thumbnail stored and counted in ossSize.
     */
    async uploadPhoto(
      caller: AppAuthContext,
      address: string,
      file: { data: Buffer; truncated: boolean },
    ): Promise<TAppFileResponse> {
      await admitPhoto(files, caller, address);
      const img = checkImage(file.data, file.truncated, PHOTO_RULES);
      await takePhotoBytes(db, caller, img.data.length);
      const thumb = await makeThumb(caller.shopId, img.data);
      const row = await files.storePhoto(caller.shopId, img, thumb);
      return { key: row.key, size: row.size, width: row.width ?? img.width, height: row.height ?? img.height };
    },

    /**
     * Records an analysis once per (store, clientId): the same clientId again, one after the other or at the same
     * time on any instance, answers the analysis recorded (`duplicate: true`). In one transaction: the row (its
     * aggregates by trigger), its symptoms, and its photos claimed (each photo belongs to one analysis).
     */
    async record(
      caller: AppAuthContext,
      b: TAppAnalysisRequest,
      now = Date.now(),
    ): Promise<{ status: 200 | 201; answer: TAppAnalysisResponse }> {
      const shopId = caller.shopId;
      const known = await repo.byClientId(db, shopId, b.clientId);
      if (known) return { status: 200, answer: respond(known, true) };
      check(caller, b, now);
      // Each key once (the request's schema refuses a repeated one). Their names in every language the store's
      // labels have now are kept with the analysis: a label deleted or renamed later still names it.
      const keys = b.symptoms.map((s) => s.symptomKey);
      const names = await repo.seenNames(db, shopId, keys);
      const unknown = keys.find((k) => !names.has(k));
      if (unknown !== undefined)
        throw new AppError('ANALYSIS_SYMPTOM_UNKNOWN', {
          params: { symptomKey: unknown },
          datas: { symptomKey: unknown },
        });
      return db
        .transaction(async (tx) => {
          // Her row is locked until the visit is counted; with photos, her latest consent must allow them (checked
          // before any photo is claimed, so a refused analysis leaves its photos free). An erasure locks it too: the
          // one that waited sees the other's result (her photos released, or the analysis refused).
          if (b.customerId) {
            const customer = await customerRepository.lockForVisit(tx, shopId, b.customerId);
            if (!customer) throw new AppError('CUSTOMER_NOT_FOUND');
            if (customer.erased) throw new AppError('CUSTOMER_ERASED');
            if (b.images.length > 0 && !customer.photos) throw new AppError('CUSTOMER_PHOTO_CONSENT_MISSING');
          }
          const made = await repo.insert(tx, {
            shopId,
            clientId: b.clientId,
            userId: caller.appUserId,
            userType: caller.userType,
            deviceNo: caller.deviceNo,
            analysedAt: new Date(b.analysedAt),
            // The date as the device wrote it (its own clock's day): what the data centre counts it on.
            analysedDay: b.analysedAt.slice(0, 10),
            imageCount: b.images.length,
            symptoms: b.symptoms.map((s) => ({ k: s.symptomKey, d: s.degree, n: names.get(s.symptomKey) })),
            images: [],
            customerId: b.customerId ?? null,
          });
          if (!made) {
            // Another request recorded this clientId meanwhile (and committed: the insert waited for it).
            const other = await repo.byClientId(tx, shopId, b.clientId);
            if (!other) throw new Error('analysis clientId conflict without a row');
            return { status: 200 as const, answer: respond(other, true) };
          }
          if (b.customerId) await customerRepository.addVisit(tx, b.customerId, made.analysedAt);
          const photos = await files.claimPhotos(tx, shopId, b.images);
          for (const key of b.images) {
            if (photos.some((p) => p.key === key)) continue;
            const used = await files.photoInUse(tx, shopId, key);
            throw new AppError(used ? 'ANALYSIS_IMAGE_USED' : 'ANALYSIS_IMAGE_UNKNOWN', {
              params: { key },
              datas: { key },
            });
          }
          const images = b.images.map((key) => {
            const p = photos.find((x) => x.key === key)!;
            return { key, thumbKey: photoThumbKey(key), size: p.size, width: p.width ?? 0, height: p.height ?? 0 };
          });
          const row = images.length ? await repo.setImages(tx, made.id, images) : made;
          await repo.insertSymptoms(tx, row);
          return { status: 201 as const, answer: respond(row, false) };
        })
        .catch(async (err) => {
          // Photos taken for a customer erased meanwhile are not kept for a day waiting for the sweep.
          if (err instanceof AppError && err.def === ErrorCode.CUSTOMER_ERASED && b.images.length) {
            await db.transaction((tx) => files.releasePhotos(tx, shopId, b.images, true));
            files.afterCommit();
          }
          throw err;
        });
    },

    async query(
      shopId: number,
      p: PageRequest,
      f: TAnalysisQueryRequest,
      lang: Language,
    ): Promise<TAnalysisQueryResponse> {
      const names = await repo.symptomNames(db, shopId, lang);
      const [rows, total] = await Promise.all([
        repo.list(db, shopId, f, p.pageSize, (p.page - 1) * p.pageSize),
        repo.count(db, shopId, f),
      ]);
      const list = await present(rows, names, lang);
      return pagedList(
        p,
        async () => ({ rows: list, total }),
        (r) => r,
      );
    },

    /** Whether the store's analysis `id` was made for this customer. */
    isCustomers: (shopId: number, id: number, customerId: number) => repo.isCustomers(db, shopId, id, customerId),

    /**
     * One analysis of the store with its full-size photos; another store's (or none) is 404. `viewer`: the console
     * account reading it, recorded in her photo view log (customer/views.ts) when the analysis is a customer's.
     */
    async get(shopId: number, id: number, lang: Language, viewer?: PhotoViewer): Promise<TAnalysis> {
      const row = await repo.get(db, shopId, id);
      if (!row) throw new AppError('NOT_FOUND');
      if (viewer) await photoViewRepository.record(db, viewer, row);
      return (await present([row], await repo.symptomNames(db, shopId, lang), lang))[0]!;
    },

    /** Every analysis the filter matches, for an export; more than EXPORT_MAX_ROWS asks for a narrower filter. */
    async exportRows(shopId: number, f: TAnalysisQueryRequest, lang: Language) {
      if ((await repo.count(db, shopId, f)) > EXPORT_MAX_ROWS)
        throw new AppError('EXPORT_TOO_MANY_ROWS', { params: { max: EXPORT_MAX_ROWS } });
      const [rows, live] = await Promise.all([
        repo.list(db, shopId, f, EXPORT_MAX_ROWS),
        repo.symptomNames(db, shopId, lang),
      ]);
      return { rows, nameOf: (s: AnalysisSymptom) => analysisSymptomName(s, live.get(s.k), lang) };
    },

    /**
     * Analyses per store; "the last 30 days" are the data centre's preset (`presetRange('30d')` on today in the
     * reader's `timeZone`), each analysis on its day on the device's clock, so both show one number.
     */
    async shops(
      p: PageRequest,
      shopName: string | null | undefined,
      timeZone: string,
      now = new Date(),
    ): Promise<TAnalysisShopsResponse> {
      const days = presetRange('30d', localDate(now, timeZone));
      const { rows, total } = await repo.perStore(db, shopName, p.pageSize, (p.page - 1) * p.pageSize, days);
      return { list: rows, total, page: p.page, pageSize: p.pageSize };
    },
  };
}
