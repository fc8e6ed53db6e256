import { z } from 'zod';
import { LANGUAGES } from '../enums.js';
import { zPhone, zText } from '../rules.js';
import { ZAnalysis, ZDegree } from './analysis.js';
import { paged, sortBy } from './common.js';
import { zBodyId, zClientDateTime, zContains, zDateInput, zDateTime, zPathId } from './query.js';
import { exportFields } from './user.js';

/**
 * Customers (DESIGN.md section 13, issue 41): a store follows a person across visits. A customer belongs to one
 * store; the platform sees counts only. The app finds (by code or whole phone), adds (idempotent by `clientId`),
 * records consents and names `customerId` on an analysis; the console lists, reads, edits, compares and recommends.
 */

/** The store's member number: letters, digits, `-` and `_`, 1-32 (the server makes one of CUSTOMER_CODE_LENGTH). */
export const CUSTOMER_CODE_RE = /^[A-Za-z0-9_-]{1,32}$/;
/** A server-made code: this many characters of CUSTOMER_CODE_ALPHABET (Crockford's base 32: no I, L, O, U). */
export const CUSTOMER_CODE_LENGTH = 6;
export const CUSTOMER_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CUSTOMER_NAME_MAX = 64;
export const CUSTOMER_NOTE_MAX = 500;
/** A consent's text version as the app names it (the consent texts themselves are issue 42's). */
export const CONSENT_VERSION_MAX = 32;
/** Customers `app/v1/customers?code=|phone=` answers at most. */
export const CUSTOMER_FIND_MAX = 5;
/** A page of one customer's analyses (app and console) holds at most this many. */
export const CUSTOMER_ANALYSES_PAGE_MAX = 50;
/** Products `customer/recommend` answers at most. */
export const RECOMMEND_MAX = 20;
export const CUSTOMER_GENDERS = ['female', 'male', 'other'] as const;
export const ZCustomerGender = z.enum(CUSTOMER_GENDERS, { message: 'invalidValue' });
export const CUSTOMER_BIRTH_YEAR_MIN = 1900;

export const zCustomerCode = z.string().trim().regex(CUSTOMER_CODE_RE, { message: 'customerCodeRule' });
/** A birth year from 1900 to this year (checked against the clock when parsed). */
export const zBirthYear = z
  .number({ message: 'invalidValue' })
  .int({ message: 'invalidValue' })
  .min(CUSTOMER_BIRTH_YEAR_MIN, { message: 'invalidValue' })
  .refine((y) => y <= new Date().getUTCFullYear(), { message: 'invalidValue' });

/** What a consent allows, as the app recorded it. */
export const ZConsent = z.object({
  version: z.string().trim().min(1, { message: 'required' }).max(CONSENT_VERSION_MAX),
  language: z.enum(LANGUAGES, { message: 'invalidValue' }),
  /** When the customer accepted (the device's clock; ISO 8601 with `Z` or an offset). */
  acceptedAt: zClientDateTime,
  /** Photos may be taken and kept. false: analyses without photos (a later record with false withdraws). */
  photos: z.boolean({ message: 'invalidValue' }),
  /** The store may contact her by phone. */
  contact: z.boolean({ message: 'invalidValue' }),
});
export type TConsent = z.infer<typeof ZConsent>;

/** A consent record as kept: what was accepted, and when the server recorded it. */
export const ZConsentRecord = ZConsent.extend({
  id: z.number().int(),
  acceptedAt: zDateTime,
  recordedAt: zDateTime,
});
export type TConsentRecord = z.infer<typeof ZConsentRecord>;

/** The latest consent's state: none recorded, photos allowed, or recorded without photos (or withdrawn). */
export const CONSENT_STATES = ['none', 'photos', 'noPhotos'] as const;
export const ZConsentState = z.enum(CONSENT_STATES, { message: 'invalidValue' });
export type TConsentState = z.infer<typeof ZConsentState>;

/** A customer as the app and the console see her (`phone` masked for console users without `customer:contact`). */
export const ZCustomer = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  gender: ZCustomerGender.nullable(),
  birthYear: z.number().int().nullable(),
  note: z.string().nullable(),
  firstVisitAt: zDateTime.nullable(),
  lastVisitAt: zDateTime.nullable(),
  visits: z.number().int(),
  /** The latest consent, or null when none was recorded. */
  consent: ZConsentRecord.nullable(),
  createdAt: zDateTime,
  updatedAt: zDateTime,
  /** When she was erased (issue 42): then nothing personal is left (code `#<id>`, no name, phone or note). */
  erasedAt: zDateTime.nullable(),
});
export type TCustomer = z.infer<typeof ZCustomer>;

// --- the app (`/api/app/v1/customers`) ---

/** `GET app/v1/customers`: exactly one of `code` or a whole `phone` (`86 13800000000`); never a list of all. */
export const ZAppCustomerFindQuery = z
  .object({
    code: zCustomerCode.optional(),
    phone: zPhone.optional(),
  })
  .refine((q) => (q.code === undefined) !== (q.phone === undefined), {
    message: 'customerFindOne',
    path: ['code'],
  });
export type TAppCustomerFindQuery = z.infer<typeof ZAppCustomerFindQuery>;
export const ZAppCustomerFindResponse = z.object({ list: z.array(ZCustomer).max(CUSTOMER_FIND_MAX) });

/** The profile fields a customer has, each optional (null clears it on an update). */
const profileFields = {
  name: zText(CUSTOMER_NAME_MAX).nullish(),
  phone: zPhone.nullish(),
  gender: ZCustomerGender.nullish(),
  birthYear: zBirthYear.nullish(),
  note: zText(CUSTOMER_NOTE_MAX).nullish(),
};

/** `POST app/v1/customers`: 201 the first time; the same `clientId` again answers 200 and `duplicate: true`. */
export const ZAppCustomerAddRequest = z.object({
  clientId: z.uuid({ message: 'invalidValue' }),
  /** The store's member number; without it the server makes a short one, unique in the store. */
  code: zCustomerCode.nullish(),
  ...profileFields,
  /** The consent she gave when she was added, recorded with her. */
  consent: ZConsent.nullish(),
});
export type TAppCustomerAddRequest = z.infer<typeof ZAppCustomerAddRequest>;
export const ZAppCustomerAddResponse = ZCustomer.extend({
  /** true: this `clientId` was recorded before; nothing new was recorded. */
  duplicate: z.boolean(),
});
export type TAppCustomerAddResponse = z.infer<typeof ZAppCustomerAddResponse>;

/** `POST app/v1/customers/{id}/consents` and `GET app/v1/customers/{id}/analyses` path. */
export const ZCustomerIdParams = z.object({ id: zPathId });

/** `GET app/v1/customers/{id}/analyses?page=&pageSize=`: newest first, at most CUSTOMER_ANALYSES_PAGE_MAX a page. */
export const ZCustomerAnalysesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CUSTOMER_ANALYSES_PAGE_MAX).default(20),
});
export const ZCustomerAnalysesResponse = paged(ZAnalysis);
export type TCustomerAnalysesResponse = z.infer<typeof ZCustomerAnalysesResponse>;

// --- the console (`/api/customer/...`, access code `customer`) ---

export const CUSTOMER_SORT_FIELDS = ['lastVisitAt', 'firstVisitAt', 'visits', 'createdAt', 'code'] as const;

/** `customer/query/{page}/{pageSize}` and `customer/export` body; by default the latest visit first. */
export const ZCustomerQueryRequest = z.object({
  /** Part of the code, the name or the phone's digits (plain text: `%` and `_` mean themselves). */
  text: zContains(64),
  /** The latest visit from / to (a plain date is a whole UTC day). */
  lastVisitFrom: zDateInput.nullish(),
  lastVisitTo: zDateInput.nullish(),
  /** Customers with an analysis that found this symptom (and `degree`, when given). */
  symptomKey: zContains(64),
  degree: ZDegree.nullish(),
  consent: ZConsentState.nullish(),
  ...sortBy(CUSTOMER_SORT_FIELDS),
});
export type TCustomerQueryRequest = z.infer<typeof ZCustomerQueryRequest>;
export const ZCustomerQueryResponse = paged(ZCustomer);
export type TCustomerQueryResponse = z.infer<typeof ZCustomerQueryResponse>;

export const ZCustomerExportRequest = ZCustomerQueryRequest.extend(exportFields);

/** `customer/get/{id}`: the profile and every consent, newest first. */
export const ZCustomerDetail = ZCustomer.extend({ consents: z.array(ZConsentRecord) });
export type TCustomerDetail = z.infer<typeof ZCustomerDetail>;

/** `customer/update/{id}`: the profile (a field left out stays; null clears it). */
export const ZCustomerUpdateRequest = z.object(profileFields);
export type TCustomerUpdateRequest = z.infer<typeof ZCustomerUpdateRequest>;

/** `customer/compare` body: two analyses of one customer (in either order; the earlier is "then"). */
export const ZCustomerCompareRequest = z.object({ customerId: zBodyId, from: zBodyId, to: zBodyId });
export type TCustomerCompareRequest = z.infer<typeof ZCustomerCompareRequest>;
/** better: the degree fell; worse: it rose; gone / new: found in the earlier / the later visit only. */
export const COMPARE_OUTCOMES = ['better', 'same', 'worse', 'gone', 'new'] as const;
export const ZCustomerCompareResponse = z.object({
  customerId: z.number().int(),
  from: ZAnalysis,
  to: ZAnalysis,
  symptoms: z.array(
    z.object({
      symptomKey: z.string(),
      name: z.string().nullable(),
      /** The degree in the earlier visit; null when it was not found then. */
      before: ZDegree.nullable(),
      /** The degree in the later visit; null when it was not found then. */
      after: ZDegree.nullable(),
      outcome: z.enum(COMPARE_OUTCOMES),
    }),
  ),
});
export type TCustomerCompareResponse = z.infer<typeof ZCustomerCompareResponse>;

/** `customer/recommend/{analysisId}`: the store's products whose symptoms and degrees match, best match first. */
export const ZCustomerRecommendResponse = z.object({
  analysisId: z.number().int(),
  list: z
    .array(
      z.object({
        productId: z.number().int(),
        name: z.string(),
        typeName: z.string().nullable(),
        imageUrl: z.string().nullable(),
        link: z.string().nullable(),
        /** The analysis's symptoms this product names at the degree found. */
        matched: z.array(z.object({ symptomKey: z.string(), degree: ZDegree })),
        score: z.number().int(),
      }),
    )
    .max(RECOMMEND_MAX),
});
export type TCustomerRecommendResponse = z.infer<typeof ZCustomerRecommendResponse>;

/** `customer/shops/{page}/{pageSize}` (platform operator): customers per store, counts only. */
export const ZCustomerShopsRequest = z.object({ shopName: zContains(64) });
export const ZCustomerShopCount = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  customers: z.number().int(),
  /** Customers with two visits or more. */
  returning: z.number().int(),
  /** Customers whose latest consent allows photos. */
  photoConsent: z.number().int(),
});
export const ZCustomerShopsResponse = paged(ZCustomerShopCount);
export type TCustomerShopsResponse = z.infer<typeof ZCustomerShopsResponse>;

// --- a customer's rights (issue 42) ---

/** `customer/erase/{id}` body: her member number, typed to confirm. */
export const ZCustomerEraseRequest = z.object({ code: z.string().trim().min(1).max(64) });
/** What an erasure freed: her photos and thumbnails (deleted from the object store after the commit) and bytes. */
export const ZCustomerEraseResponse = z.object({
  id: z.number().int(),
  erasedAt: zDateTime,
  files: z.number().int(),
  bytes: z.number().int(),
});
export type TCustomerEraseResponse = z.infer<typeof ZCustomerEraseResponse>;

/** Who saw her photos is kept this long (issue 42 item 7), then pruned by a job. */
export const PHOTO_VIEW_KEEP_DAYS = 400;
/** One console read of her full-size photos: who, when, and which visit. */
export const ZPhotoView = z.object({
  id: z.number().int(),
  analysisId: z.number().int(),
  /** When the visit whose photos were seen was analysed. */
  analysedAt: zDateTime,
  accountId: z.number().int().nullable(),
  actorName: z.string(),
  viewedAt: zDateTime,
});
export type TPhotoView = z.infer<typeof ZPhotoView>;
/** `customer/views/{id}/{page}/{pageSize}`: newest first. */
export const ZCustomerViewsResponse = paged(ZPhotoView);
export type TCustomerViewsResponse = z.infer<typeof ZCustomerViewsResponse>;

// --- her data as a ZIP (issue 42 item 4) ---

/**
 * `customer/export/{id}`: a store starts at most this many exports of a customer's data per window (each reads every
 * photo of hers from the object store), counted in the database before any read.
 */
export const CUSTOMER_EXPORT_LIMIT = { max: 20, windowSeconds: 3600 } as const;
/**
 * An export holds at most this many of her analyses (each with at most ANALYSIS_MAX_IMAGES photos of at most
 * ANALYSIS_IMAGE_MAX_BYTES): a customer seen daily for 13 years. More is refused before anything is read.
 */
export const CUSTOMER_EXPORT_MAX_ANALYSES = 5000;

/** A consent record in her export, with the consent text she read (null: recorded before consent texts). */
export const ZCustomerArchiveConsent = ZConsentRecord.extend({
  text: z
    .object({
      id: z.number().int(),
      language: z.string(),
      number: z.number().int(),
      savedAt: zDateTime,
      text: z.string(),
    })
    .nullable(),
});
/** One visit in her export: date, device, symptoms and degrees, and her photos' names inside the ZIP. */
export const ZCustomerArchiveAnalysis = z.object({
  id: z.number().int(),
  analysedAt: zDateTime,
  deviceNo: z.string(),
  deviceName: z.string().nullable(),
  symptoms: z.array(z.object({ symptomKey: z.string(), name: z.string().nullable(), degree: z.number().int() })),
  /** `photos/<analysis date>-<n>.jpg` (or `.png`), in the order of the visit's photos. */
  photos: z.array(z.string()),
  photosRemovedAt: zDateTime.nullable(),
});
/** `customer.json` of her export's ZIP. */
export const ZCustomerArchive = z.object({
  exportedAt: zDateTime,
  customer: ZCustomer.omit({ consent: true }),
  consents: z.array(ZCustomerArchiveConsent),
  analyses: z.array(ZCustomerArchiveAnalysis),
  photoViews: z.array(ZPhotoView.omit({ id: true })),
});
export type TCustomerArchive = z.infer<typeof ZCustomerArchive>;
