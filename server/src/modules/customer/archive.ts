import type { Readable } from 'node:stream';
import {
  CUSTOMER_EXPORT_LIMIT,
  CUSTOMER_EXPORT_MAX_ANALYSES,
  type Language,
  type TCustomerArchive,
} from '@skin/contract';
import archiver from 'archiver';
import type { Db } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { AppError, limited } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import { limits } from '../../lib/limits.js';
import { type AnalysisListRow, analysisRepository, analysisSymptomName } from '../analysis/repository.js';
import { consentTextRepository } from '../consentText/repository.js';
import type { FileService } from '../file/service.js';
import { customerRepository as repo } from './repository.js';
import { presentConsent, presentCustomer } from './service.js';
import { photoViewRepository } from './views.js';

/** Her view log is read this many rows at a time. */
const VIEW_PAGE = 1000;

/** A customer's export, ready to stream: its file name (no personal data: it reaches logs and download lists). */
export interface CustomerArchive {
  fileName: string;
  stream: Readable;
}

/** `photos/<analysis day>-<n>.<ext>`: n counts her photos of that day from 1, oldest visit first. */
function photoNames(rows: AnalysisListRow[]): Map<string, string> {
  const perDay = new Map<string, number>();
  const names = new Map<string, string>();
  for (const a of rows)
    for (const img of a.images) {
      const n = (perDay.get(a.analysedDay) ?? 0) + 1;
      perDay.set(a.analysedDay, n);
      const ext = img.key.toLowerCase().endsWith('.png') ? 'png' : 'jpg';
      names.set(img.key, `photos/${a.analysedDay}-${n}.${ext}`);
    }
  return names;
}

/**
 * Resolves true once the archive has taken in the entry just appended, false when the archive ended first (the
 * client went away and the reply destroyed it): the next photo is opened only after the previous one is in.
 */
function entryDone(zip: archiver.Archiver): Promise<boolean> {
  return new Promise((resolve) => {
    const finish = (ok: boolean) => () => {
      zip.off('entry', onEntry);
      zip.off('close', onStop);
      zip.off('error', onStop);
      resolve(ok);
    };
    const onEntry = finish(true);
    const onStop = finish(false);
    zip.once('entry', onEntry);
    zip.once('close', onStop);
    zip.once('error', onStop);
  });
}

/**
 * One customer's data as a ZIP (issue 42 item 4; access code `customer:erase`), streamed: her photos
 * `photos/<day>-<n>.jpg`, read from the object store one at a time into the stream (the next object is opened
 * only when the previous entry is written; a slow reader holds the reads back, a client gone stops them), then
 * `customer.json` (ZCustomerArchive): her profile, consents with the texts she read, analyses naming the photos
 * the ZIP holds, and who saw her photos. Refused before any read: another store's or an erased customer (404),
 * more than CUSTOMER_EXPORT_MAX_ANALYSES analyses, the store's CUSTOMER_EXPORT_LIMIT spent. Audited with counts.
 */
export async function exportCustomerArchive(
  db: Db,
  files: FileService,
  actor: AuthContext,
  shopId: number,
  id: number,
  lang: Language,
  now = new Date(),
): Promise<CustomerArchive> {
  const c = await repo.get(db, shopId, id);
  if (!c || c.erasedAt) throw new AppError('CUSTOMER_NOT_FOUND');
  const rows = await analysisRepository.list(db, shopId, { customerId: id }, CUSTOMER_EXPORT_MAX_ANALYSES + 1);
  if (rows.length > CUSTOMER_EXPORT_MAX_ANALYSES)
    throw new AppError('CUSTOMER_EXPORT_TOO_LARGE', { params: { max: CUSTOMER_EXPORT_MAX_ANALYSES } });
  const { max, windowSeconds } = CUSTOMER_EXPORT_LIMIT;
  const attempt = await limits.take(db, `customer-export:${shopId}`, max, windowSeconds);
  if (!attempt.allowed) throw limited('CUSTOMER_EXPORT_LIMITED', attempt.retryAfter);

  rows.reverse(); // oldest visit first
  const names = photoNames(rows);
  const consents = await repo.consents(db, shopId, id);
  const texts = new Map<number, TCustomerArchive['consents'][number]['text']>();
  for (const textId of new Set(consents.map((k) => k.textId).filter((t): t is number => t !== null))) {
    const t = await consentTextRepository.byId(db, shopId, textId, true);
    if (t)
      texts.set(textId, {
        id: t.id,
        language: t.language,
        number: t.number,
        savedAt: t.savedAt.toISOString(),
        text: t.text,
      });
  }
  const live = await analysisRepository.symptomNames(db, shopId, lang);
  const photos = rows.reduce((n, a) => n + a.images.length, 0);
  await audit(db, actor, {
    action: 'customer.export',
    targetType: 'customer',
    targetId: id,
    shopId,
    after: { analyses: rows.length, photos, consents: consents.length },
  });

  const zip = archiver('zip', { zlib: { level: 6 } });
  const written = new Set<string>();
  const store = await files.store();

  /** The photos one at a time, then customer.json naming those the ZIP holds. */
  async function fill() {
    for (const a of rows)
      for (const img of a.images) {
        if (zip.destroyed) return;
        const obj = await store.get(img.key);
        if (!obj) continue; // removed meanwhile (retention): customer.json names only what the ZIP holds
        if (zip.destroyed) {
          obj.body.destroy();
          return;
        }
        const name = names.get(img.key)!;
        // JPG and PNG are compressed already: stored as they are.
        zip.append(obj.body, { name, store: true, date: a.analysedAt });
        const ok = await entryDone(zip);
        if (!ok) {
          obj.body.destroy();
          return;
        }
        written.add(img.key);
      }
    const photoViews: TCustomerArchive['photoViews'] = [];
    for (let offset = 0; ; offset += VIEW_PAGE) {
      const { rows: views } = await photoViewRepository.page(db, shopId, id, VIEW_PAGE, offset);
      for (const v of views)
        photoViews.push({
          analysisId: v.analysisId,
          analysedAt: v.analysedAt.toISOString(),
          accountId: v.accountId,
          actorName: v.actorName,
          viewedAt: v.viewedAt.toISOString(),
        });
      if (views.length < VIEW_PAGE) break;
    }
    const { consent: _latest, ...customer } = presentCustomer(c!);
    const body: TCustomerArchive = {
      exportedAt: now.toISOString(),
      customer,
      consents: consents.map((k) => ({
        ...presentConsent(k),
        text: k.textId === null ? null : (texts.get(k.textId) ?? null),
      })),
      analyses: rows.map((a) => ({
        id: a.id,
        analysedAt: a.analysedAt.toISOString(),
        deviceNo: a.deviceNo,
        deviceName: a.deviceName,
        symptoms: a.symptoms.map((s) => ({
          symptomKey: s.k,
          name: analysisSymptomName(s, live.get(s.k), lang),
          degree: s.d,
        })),
        photos: a.images.filter((i) => written.has(i.key)).map((i) => names.get(i.key)!),
        photosRemovedAt: a.photosRemovedAt?.toISOString() ?? null,
      })),
      photoViews,
    };
    if (zip.destroyed) return;
    zip.append(`${JSON.stringify(body, null, 2)}\n`, { name: 'customer.json', date: now });
    await zip.finalize();
  }

  fill().catch((err: Error) => zip.destroy(err));
  return { fileName: `customer-${id}-${now.toISOString().slice(0, 10)}.zip`, stream: zip };
}
