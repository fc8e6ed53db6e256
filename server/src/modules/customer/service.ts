import { randomInt } from 'node:crypto';
import {
  type COMPARE_OUTCOMES,
  CUSTOMER_CODE_ALPHABET,
  CUSTOMER_CODE_LENGTH,
  CUSTOMER_FIND_MAX,
  EXPORT_MAX_ROWS,
  type Language,
  maskPhone,
  RECOMMEND_MAX,
  type TAppCustomerAddRequest,
  type TAppCustomerAddResponse,
  type TAppCustomerFindQuery,
  type TConsent,
  type TConsentRecord,
  type TCustomer,
  type TCustomerAnalysesResponse,
  type TCustomerCompareRequest,
  type TCustomerCompareResponse,
  type TCustomerDetail,
  type TCustomerQueryRequest,
  type TCustomerQueryResponse,
  type TCustomerRecommendResponse,
  type TCustomerShopsResponse,
  type TCustomerUpdateRequest,
  type TCustomerViewsResponse,
  UserType,
} from '@skin/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AppAuthContext, AppStoreRead, AuthContext } from '../../lib/http.js';
import type { PageRequest } from '../../lib/sql.js';
import type { createAnalysisService, PhotoViewer } from '../analysis/service.js';
import type { ConsentTextService } from '../consentText/service.js';
import type { FileService } from '../file/service.js';
import { productRepository } from '../product/repository.js';
import { exportCustomerArchive } from './archive.js';
import { eraseCustomer } from './erasure.js';
import { type ConsentRow, type CustomerWithConsent, customerRepository as repo } from './repository.js';
import { photoViewRepository } from './views.js';

type AnalysisService = ReturnType<typeof createAnalysisService>;

/** How many server-made codes an add tries before it gives up (each a 1 in 32^6 / customers chance to collide). */
const CODE_TRIES = 8;

/** A short code, unique in the store once inserted: CUSTOMER_CODE_LENGTH characters of Crockford's base 32. */
function makeCustomerCode(): string {
  let code = '';
  for (let i = 0; i < CUSTOMER_CODE_LENGTH; i++)
    code += CUSTOMER_CODE_ALPHABET[randomInt(CUSTOMER_CODE_ALPHABET.length)];
  return code;
}

export const presentConsent = (k: ConsentRow): TConsentRecord => ({
  id: k.id,
  version: k.version,
  language: k.language as Language,
  acceptedAt: k.acceptedAt.toISOString(),
  photos: k.photos,
  contact: k.contact,
  recordedAt: k.recordedAt.toISOString(),
});

/** A customer as the app and the console see her; `masked`: her phone as `86 138****0000`. */
/** A customer of the store who was not erased, else 404 CUSTOMER_NOT_FOUND. */
function present(c: CustomerWithConsent | null): CustomerWithConsent {
  if (!c || c.erasedAt) throw new AppError('CUSTOMER_NOT_FOUND');
  return c;
}

export function presentCustomer(c: CustomerWithConsent, masked = false): TCustomer {
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    phone: c.phone === null ? null : masked ? maskPhone(c.phone) : c.phone,
    gender: c.gender,
    birthYear: c.birthYear,
    note: c.note,
    firstVisitAt: c.firstVisitAt?.toISOString() ?? null,
    lastVisitAt: c.lastVisitAt?.toISOString() ?? null,
    visits: c.visits,
    consent: c.consent ? presentConsent(c.consent) : null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    erasedAt: c.erasedAt?.toISOString() ?? null,
  };
}

/** The refusal for a code or phone the store already has (naming the customer who has it), or null. */
async function takenBy(db: Db, shopId: number, b: { code?: string | null; phone?: string | null }) {
  if (b.code) {
    const id = await repo.idBy(db, shopId, { code: b.code });
    if (id !== null)
      return new AppError('CUSTOMER_CODE_TAKEN', { params: { code: b.code }, datas: { customerId: id } });
  }
  if (b.phone) {
    const id = await repo.idBy(db, shopId, { phone: b.phone });
    if (id !== null) return new AppError('CUSTOMER_PHONE_TAKEN', { datas: { customerId: id } });
  }
  return null;
}

/**
 * Customers (DESIGN.md section 13, issue 41): a store's own, found by the app by code or whole phone, added once per
 * clientId, with their consents (history kept) and their analyses. Takes the store as an argument.
 */
export function createCustomerService(
  db: Db,
  analyses: AnalysisService,
  files: FileService,
  consentTexts: ConsentTextService,
) {
  /** A customer of the store who was not erased (an erased one answers 404 everywhere but her console page). */
  async function mustGet(shopId: number, id: number) {
    return present(await repo.get(db, shopId, id));
  }

  return {
    mustGet,
    takenBy: (shopId: number, b: { code?: string | null; phone?: string | null }) => takenBy(db, shopId, b),

    /**
     * The app caller's customers with exactly this code or whole phone: at most CUSTOMER_FIND_MAX, read with the
     * app session in one statement (`appRead`).
     */
    async find(read: AppStoreRead, q: TAppCustomerFindQuery) {
      const value = sql.placeholder('value');
      const { rows } =
        q.code !== undefined
          ? await read({
              shape: 'customer_by_code',
              read: (shop) => repo.findSql(shop, { code: value }, CUSTOMER_FIND_MAX),
              values: { value: q.code },
            })
          : await read({
              shape: 'customer_by_phone',
              read: (shop) => repo.findSql(shop, { phone: value }, CUSTOMER_FIND_MAX),
              values: { value: q.phone },
            });
      return { list: rows.map((r) => presentCustomer(repo.customerRow(r))) };
    },

    /**
     * Adds a customer once per (store, clientId): the same clientId again, one after the other or at once on any
     * instance, answers her (`duplicate: true`). A code or phone the store has is 409 naming its customer; without
     * a code the server makes one, trying another when one is taken.
     */
    async add(
      caller: AppAuthContext,
      b: TAppCustomerAddRequest,
    ): Promise<{ status: 200 | 201; answer: TAppCustomerAddResponse }> {
      if (caller.userType === UserType.VIEWER) throw new AppError('CUSTOMER_VIEWER_READ_ONLY');
      const shopId = caller.shopId;
      const answer = async (id: number, duplicate: boolean) => ({
        ...presentCustomer((await repo.get(db, shopId, id))!),
        duplicate,
      });
      const known = await repo.idBy(db, shopId, { clientId: b.clientId });
      if (known !== null) return { status: 200, answer: await answer(known, true) };
      const taken = await takenBy(db, shopId, b);
      if (taken) throw taken;
      const textId = b.consent
        ? await consentTexts.versionFor(db, shopId, b.consent.version, b.consent.language)
        : null;
      for (let i = 0; i < CODE_TRIES; i++) {
        const code = b.code ?? makeCustomerCode();
        const made = await db.transaction(async (tx) => {
          const row = await repo.insert(tx, {
            shopId,
            clientId: b.clientId,
            code,
            name: b.name || null,
            phone: b.phone || null,
            gender: b.gender ?? null,
            birthYear: b.birthYear ?? null,
            note: b.note || null,
          });
          if (row && b.consent) await repo.insertConsent(tx, shopId, row.id, b.consent, textId);
          return row;
        });
        if (made) return { status: 201, answer: await answer(made.id, false) };
        // Another request took the clientId, the code or the phone meanwhile (and committed: the insert waited).
        const same = await repo.idBy(db, shopId, { clientId: b.clientId });
        if (same !== null) return { status: 200, answer: await answer(same, true) };
        const lost = await takenBy(db, shopId, { code: b.code, phone: b.phone });
        if (lost) throw lost;
      }
      throw new Error(`no free customer code in store ${shopId} after ${CODE_TRIES} tries`);
    },

    /**
     * Records a consent of the store's customer (a later record with `photos: false` withdraws), naming a consent
     * text version of the store's or the platform's in the consent's language (anything else is refused).
     */
    async consent(caller: AppAuthContext, id: number, c: TConsent): Promise<TConsentRecord> {
      if (caller.userType === UserType.VIEWER) throw new AppError('CUSTOMER_VIEWER_READ_ONLY');
      await mustGet(caller.shopId, id);
      const textId = await consentTexts.versionFor(db, caller.shopId, c.version, c.language);
      return presentConsent(await repo.insertConsent(db, caller.shopId, id, c, textId));
    },

    /** The console's list: search, filters, order; phones masked unless `masked` is false. */
    async query(
      shopId: number,
      p: PageRequest,
      f: TCustomerQueryRequest,
      masked: boolean,
    ): Promise<TCustomerQueryResponse> {
      const [rows, total] = await Promise.all([
        repo.list(db, shopId, f, p.pageSize, (p.page - 1) * p.pageSize),
        repo.count(db, shopId, f),
      ]);
      return { list: rows.map((c) => presentCustomer(c, masked)), total, page: p.page, pageSize: p.pageSize };
    },

    /** Every customer the filter matches, for an export; more than EXPORT_MAX_ROWS asks for a narrower filter. */
    async exportRows(shopId: number, f: TCustomerQueryRequest, masked: boolean) {
      if ((await repo.count(db, shopId, f)) > EXPORT_MAX_ROWS)
        throw new AppError('EXPORT_TOO_MANY_ROWS', { params: { max: EXPORT_MAX_ROWS } });
      return (await repo.list(db, shopId, f, EXPORT_MAX_ROWS)).map((c) => presentCustomer(c, masked));
    },

    /** Her profile and every consent, newest first. */
    async detail(shopId: number, id: number, masked: boolean): Promise<TCustomerDetail> {
      const c = await repo.get(db, shopId, id);
      if (!c) throw new AppError('CUSTOMER_NOT_FOUND');
      // Her page says she was erased, and nothing else of her.
      if (c.erasedAt) return { ...presentCustomer({ ...c, consent: null }), consents: [] };
      const consents = await repo.consents(db, shopId, id);
      return { ...presentCustomer(c, masked), consents: consents.map(presentConsent) };
    },

    /**
     * Edits her profile (a field left out stays, null clears it). A phone another customer of the store has is 409
     * naming her, also when two edits race (the unique index decides).
     */
    async update(shopId: number, id: number, b: TCustomerUpdateRequest, masked: boolean): Promise<TCustomerDetail> {
      await mustGet(shopId, id);
      const phoneTaken = (other: number) => new AppError('CUSTOMER_PHONE_TAKEN', { datas: { customerId: other } });
      if (b.phone) {
        const other = await repo.otherWith(db, shopId, id, b.phone);
        if (other !== null) throw phoneTaken(other);
      }
      const set = Object.fromEntries(
        Object.entries({
          name: b.name === undefined ? undefined : b.name || null,
          phone: b.phone === undefined ? undefined : b.phone || null,
          gender: b.gender,
          birthYear: b.birthYear,
          note: b.note === undefined ? undefined : b.note || null,
        }).filter(([, v]) => v !== undefined),
      );
      try {
        await repo.update(db, shopId, id, set);
      } catch (err) {
        const other = b.phone ? await repo.otherWith(db, shopId, id, b.phone) : null;
        if (other !== null) throw phoneTaken(other);
        throw err;
      }
      const c = await mustGet(shopId, id);
      return { ...presentCustomer(c, masked), consents: (await repo.consents(db, shopId, id)).map(presentConsent) };
    },

    /**
     * Two analyses of the same customer side by side: the earlier is "before". For each symptom found in either,
     * its degree then and now, and better (lower), same or worse; one found in one visit only is `gone` or `new`.
     */
    async compare(
      shopId: number,
      b: TCustomerCompareRequest,
      lang: Language,
      viewer: PhotoViewer,
    ): Promise<TCustomerCompareResponse> {
      await mustGet(shopId, b.customerId);
      // Both found hers before either is read (and logged as seen): another store's or customer's logs nothing.
      for (const analysisId of [b.from, b.to])
        if (!(await analyses.isCustomers(shopId, analysisId, b.customerId)))
          throw new AppError('CUSTOMER_ANALYSIS_NOT_HERS', { params: { analysisId }, datas: { analysisId } });
      const [x, y] = await Promise.all(
        [b.from, b.to].map(async (analysisId) => {
          const a = await analyses.get(shopId, analysisId, lang, viewer).catch(() => null);
          if (!a || a.customer?.id !== b.customerId)
            throw new AppError('CUSTOMER_ANALYSIS_NOT_HERS', { params: { analysisId }, datas: { analysisId } });
          return a;
        }),
      );
      const [from, to] = Date.parse(x!.analysedAt) <= Date.parse(y!.analysedAt) ? [x!, y!] : [y!, x!];
      const keys = [...new Set([...from.symptoms, ...to.symptoms].map((s) => s.symptomKey))];
      const symptoms = keys.map((symptomKey) => {
        const then = from.symptoms.find((s) => s.symptomKey === symptomKey);
        const now = to.symptoms.find((s) => s.symptomKey === symptomKey);
        const outcome: (typeof COMPARE_OUTCOMES)[number] = !then
          ? 'new'
          : !now
            ? 'gone'
            : now.degree < then.degree
              ? 'better'
              : now.degree > then.degree
                ? 'worse'
                : 'same';
        return {
          symptomKey,
          name: now?.name ?? then?.name ?? null,
          before: then?.degree ?? null,
          after: now?.degree ?? null,
          outcome,
        };
      });
      return { customerId: b.customerId, from, to, symptoms };
    },

    /** The store's products whose symptom and degree match what the analysis found, best match first. */
    async recommend(shopId: number, analysisId: number, lang: Language): Promise<TCustomerRecommendResponse> {
      const a = await analyses.get(shopId, analysisId, lang);
      const found = a.symptoms.map((s) => ({ k: s.symptomKey, d: s.degree }));
      const rows = await productRepository.matching(db, shopId, found, RECOMMEND_MAX);
      const list = await Promise.all(
        rows.map(async (p) => ({
          productId: p.id,
          name: p.name,
          typeName: p.typeName,
          imageUrl: p.image ? (await files.presign(p.image)).url : null,
          link: p.link,
          matched: p.matched.map((m) => ({ symptomKey: m.k, degree: m.d as 1 | 2 | 3 })),
          score: p.score,
        })),
      );
      return { analysisId, list };
    },

    /** Who saw her photos, newest first (issue 42 item 7); an erased customer's page shows none (404). */
    async views(shopId: number, id: number, p: PageRequest): Promise<TCustomerViewsResponse> {
      await mustGet(shopId, id);
      const { rows, total } = await photoViewRepository.page(db, shopId, id, p.pageSize, (p.page - 1) * p.pageSize);
      const list = rows.map((r) => ({
        ...r,
        analysedAt: r.analysedAt.toISOString(),
        viewedAt: r.viewedAt.toISOString(),
      }));
      return { list, total, page: p.page, pageSize: p.pageSize };
    },

    /** The jobs runner's pruning of views older than PHOTO_VIEW_KEEP_DAYS. */
    pruneViews: (now = new Date()) => photoViewRepository.prune(db, now),

    /** Erases her (issue 42; erasure.ts): `code` is her member number typed to confirm. */
    erase: (actor: AuthContext, shopId: number, id: number, code: string) =>
      eraseCustomer(db, files, actor, shopId, id, code),

    /** Her data as a streamed ZIP (issue 42 item 4; archive.ts). */
    archive: (actor: AuthContext, shopId: number, id: number, lang: Language) =>
      exportCustomerArchive(db, files, actor, shopId, id, lang),

    /** Customers per store (the platform's view): counts only. */
    async shops(p: PageRequest, shopName: string | null | undefined): Promise<TCustomerShopsResponse> {
      const { rows, total } = await repo.perStore(db, shopName, p.pageSize, (p.page - 1) * p.pageSize);
      return { list: rows, total, page: p.page, pageSize: p.pageSize };
    },

    /** The analyses of the store's customer, newest first, with their symptoms and signed photo URLs. */
    async analyses(shopId: number, id: number, p: PageRequest, lang: Language): Promise<TCustomerAnalysesResponse> {
      await mustGet(shopId, id);
      return analyses.query(shopId, p, { customerId: id }, lang);
    },

    /** As `analyses`, for the app: she is read with the app session in one statement (`appRead`). */
    async analysesAsApp(read: AppStoreRead, id: number, p: PageRequest, lang: Language) {
      const { caller, rows } = await read({
        shape: 'customer',
        read: (shop) => repo.getSql(shop, sql.placeholder('id')),
        values: { id },
      });
      present(rows[0] ? repo.customerRow(rows[0]) : null);
      return analyses.query(caller.shopId, p, { customerId: id }, lang);
    },
  };
}
