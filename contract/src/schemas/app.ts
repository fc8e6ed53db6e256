import { z } from 'zod';
import { LANGUAGES } from '../enums.js';
import { zLoginPassword } from '../rules.js';
import { zDateTime } from './query.js';
import { zDeviceNo } from './shopDevice.js';
import { ZAppUserType } from './user.js';

/**
 * The analysis app's API, `/api/app/v1` (DESIGN.md section 11, docs/app-api.md): the app on a store's device
 * signs in with one of the store's app accounts and reads the store's content. Versioned apart from the
 * console's API; its tokens are their own kind.
 */

/** `app/v1/login` body: an app account of the store, and the device the app runs on. */
export const ZAppLoginRequest = z.object({
  userName: z.string().trim().min(1, { message: 'usernameEmpty' }).max(64),
  password: zLoginPassword,
  deviceNo: zDeviceNo,
});
export type TAppLoginRequest = z.infer<typeof ZAppLoginRequest>;

/** 1 normal (days left > 0), 2 expired (`CloudType`). */
export const ZCloudType = z.literal([1, 2]);

/** Who signed in, for which store, on which device: the `app/v1/login` answer beside the token. */
export const ZAppSignedIn = z.object({
  account: z.object({
    id: z.number().int(),
    userName: z.string(),
    /** 1 working end, 2 viewer end */
    userType: ZAppUserType,
    /** null for permanent accounts */
    expireTime: zDateTime.nullable(),
    permanent: z.boolean(),
  }),
  shop: z.object({
    id: z.number().int(),
    name: z.string(),
    cloudExpireTime: zDateTime.nullable(),
    /** 1 normal, 2 expired: a working end still reads, but adds no analyses until the store renews. */
    cloudType: ZCloudType,
  }),
  device: z.object({ deviceNo: z.string(), deviceName: z.string() }),
  /**
   * How photos are uploaded: `direct` (grant, post to the object store, confirm: `/api/app/v1/files/grant`) or
   * `instance` (`POST /api/app/v1/files`).
   */
  uploads: z.enum(['direct', 'instance']),
});
export type TAppSignedIn = z.infer<typeof ZAppSignedIn>;

export const ZAppLoginResponse = ZAppSignedIn.extend({
  /** `Authorization: Bearer <access_token>` on every app call; valid until `expires_at` unless signed out. */
  access_token: z.string(),
  expires_at: zDateTime,
});
export type TAppLoginResponse = z.infer<typeof ZAppLoginResponse>;

/** `GET app/v1/content?language=xx`. */
export const ZAppContentQuery = z.object({ language: z.enum(LANGUAGES) });

const zImageUrl = z.string().nullable();

/** A degree of a label as the app shows it: level (1 mild, 2 moderate, 3 severe), its name in the language, colour. */
export const ZAppDegree = z.object({ level: z.literal([1, 2, 3]), name: z.string(), color: z.string() });

export const ZAppLabel = z.object({
  id: z.number().int(),
  /** Stable across languages: what scripts, products and cases refer to. */
  symptomKey: z.string(),
  name: z.string(),
  degrees: z.array(ZAppDegree),
  description: z.string(),
  formationReason: z.string(),
  careSuggestions: z.string(),
});

export const ZAppLabelType = z.object({ id: z.number().int(), name: z.string(), labels: z.array(ZAppLabel) });

export const ZAppScript = z.object({
  symptomKey: z.string(),
  degree: z.literal([1, 2, 3]),
  content: z.string(),
  image1Url: zImageUrl,
  image2Url: zImageUrl,
});

export const ZAppProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: zImageUrl,
  /** An external link, or empty. */
  link: z.string(),
  advantages: z.string(),
  /** Related symptoms (at most 6), by symptom key, each with a degree. */
  symptoms: z.array(z.object({ symptomKey: z.string(), degree: z.literal([1, 2, 3]) })),
});

export const ZAppProductType = z.object({ id: z.number().int(), name: z.string(), products: z.array(ZAppProduct) });

export const ZAppCase = z.object({
  id: z.number().int(),
  description: z.string(),
  symptomKey: z.string(),
  beforeImageUrl: z.string(),
  afterImageUrl: zImageUrl,
  cycleMonths: z.number().int(),
});

export const ZAppAdvert = z.object({ id: z.number().int(), title: z.string(), imageUrl: z.string(), link: z.string() });

export const ZAppComplaintType = z.object({
  id: z.number().int(),
  name: z.string(),
  complaints: z.array(z.object({ id: z.number().int(), content: z.string() })),
});

/**
 * Everything the app shows for the account's store in one content language. `version` is the ETag's value: it
 * changes exactly when something in this answer changes (a row edited, added or removed, an advert switched off,
 * the image URLs renewed), so a client compares it for equality only.
 */
/**
 * The language each language-bound part of the feed is in: the one asked, or, when the store (and for labels and
 * scripts the platform) has none in it, the first language in `contentFallbacks` order that has some: the language
 * asked, then zh-CN, en-US, ja-JP, es-ES, id-ID, th-TH, vi-VN. A part nobody has in any language says the one asked.
 */
export const ZAppPartLanguages = z.object({
  labels: z.enum(LANGUAGES),
  scripts: z.enum(LANGUAGES),
  adverts: z.enum(LANGUAGES),
  complaintTypes: z.enum(LANGUAGES),
});

export const ZAppContent = z.object({
  version: z.string(),
  language: z.enum(LANGUAGES),
  /** Which language each part is in (a part in another than `language` fell back to it). */
  languages: ZAppPartLanguages,
  /** Every image URL below is signed and readable without a token until this time (at least 24 hours ahead). */
  imagesValidUntil: zDateTime,
  /**
   * Whose symptom labels these are: the store's own, or the platform's when the store has none in the language they
   * are in (`languages.labels`: the language asked when the store or the platform has some in it).
   */
  labelsFrom: z.enum(['store', 'platform']),
  labelTypes: z.array(ZAppLabelType),
  /** Likewise for the scripts (one per symptom key and degree). */
  scriptsFrom: z.enum(['store', 'platform']),
  scripts: z.array(ZAppScript),
  productTypes: z.array(ZAppProductType),
  cases: z.array(ZAppCase),
  /** Enabled adverts only, in their sort order. */
  adverts: z.object({ carousel: z.array(ZAppAdvert), startup: z.array(ZAppAdvert) }),
  complaintTypes: z.array(ZAppComplaintType),
});
export type TAppContent = z.infer<typeof ZAppContent>;

/** `user/signOutApp/{userId}` answer: how many app sign-ins were ended. */
export const ZAppSignOutResponse = z.object({ signedOut: z.number().int() });
export type TAppSignOutResponse = z.infer<typeof ZAppSignOutResponse>;
