import { randomInt } from 'node:crypto';
import {
  CUSTOMER_CODE_ALPHABET,
  CUSTOMER_CODE_LENGTH,
  CUSTOMER_FIND_MAX,
  type Language,
  maskPhone,
  type TAppCustomerAddRequest,
  type TAppCustomerAddResponse,
  type TAppCustomerFindQuery,
  type TConsent,
  type TConsentRecord,
  type TCustomer,
  type TCustomerAnalysesResponse,
  UserType,
} from '@skin/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AppAuthContext } from '../../lib/http.js';
import type { PageRequest } from '../../lib/sql.js';
import type { createAnalysisService } from '../analysis/service.js';
import { type ConsentRow, type CustomerWithConsent, customerRepository as repo } from './repository.js';

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

const presentConsent = (k: ConsentRow): TConsentRecord => ({
  id: k.id,
  version: k.version,
  language: k.language as Language,
  acceptedAt: k.acceptedAt.toISOString(),
  photos: k.photos,
  contact: k.contact,
  recordedAt: k.recordedAt.toISOString(),
});

/** A customer as the app and the console see her; `masked`: her phone as `86 138****0000`. */
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
export function createCustomerService(db: Db, analyses: AnalysisService) {
  async function mustGet(shopId: number, id: number) {
    const c = await repo.get(db, shopId, id);
    if (!c) throw new AppError('CUSTOMER_NOT_FOUND');
    return c;
  }

  return {
    mustGet,
    takenBy: (shopId: number, b: { code?: string | null; phone?: string | null }) => takenBy(db, shopId, b),

    /** The store's customers with exactly this code or whole phone: at most CUSTOMER_FIND_MAX. */
    async find(shopId: number, q: TAppCustomerFindQuery) {
      const by = q.code !== undefined ? { code: q.code } : { phone: q.phone! };
      const rows = await repo.find(db, shopId, by, CUSTOMER_FIND_MAX);
      return { list: rows.map((c) => presentCustomer(c)) };
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
          if (row && b.consent) await repo.insertConsent(tx, shopId, row.id, b.consent);
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

    /** Records a consent of the store's customer (a later record with `photos: false` withdraws). */
    async consent(caller: AppAuthContext, id: number, c: TConsent): Promise<TConsentRecord> {
      if (caller.userType === UserType.VIEWER) throw new AppError('CUSTOMER_VIEWER_READ_ONLY');
      await mustGet(caller.shopId, id);
      return presentConsent(await repo.insertConsent(db, caller.shopId, id, c));
    },

    /** The analyses of the store's customer, newest first, with their symptoms and signed photo URLs. */
    async analyses(shopId: number, id: number, p: PageRequest, lang: Language): Promise<TCustomerAnalysesResponse> {
      await mustGet(shopId, id);
      return analyses.query(shopId, p, { customerId: id }, lang);
    },
  };
}
