import { z } from 'zod';
import { LANGUAGES } from '../enums.js';
import { zLink, zText } from '../rules.js';
import { paged } from './common.js';
import { zObjectKey } from './file.js';
import { zBodyId, zDateTime } from './query.js';

/** An advert's title: an optional short name to recognise it by (the app does not show it). */
export const AD_TITLE_MAX = 64;
/** Adverts one owner may keep per content language and type (the app shows the enabled ones in order). */
export const AD_LIST_MAX = 50;

/** 1 carousel, 2 startup page; missing: "please choose the advertising type" (SPEC section 5). */
export const zAdType = z.union([z.literal(1), z.literal(2)], {
  error: (issue) => (issue.input === undefined || issue.input === null ? 'adTypeRequired' : 'invalidValue'),
});
export type TAdType = z.infer<typeof zAdType>;
/** The advert's content language; missing: "please choose the language" (SPEC section 5). */
export const zAdLanguage = z.enum(LANGUAGES, {
  error: (issue) => (issue.input === undefined || issue.input === null ? 'adLanguageRequired' : 'invalidValue'),
});

/** One advert, as the console shows it: the image also as a signed URL (expires; ask again for a fresh one). */
export const ZAdInfo = z.object({
  id: z.number().int(),
  /** null: the platform's own adverts. */
  shopId: z.number().int().nullable(),
  language: z.enum(LANGUAGES),
  type: zAdType,
  title: z.string(),
  image: z.string(),
  imageUrl: z.string(),
  /** Where a tap in the app goes: a URL, or '' for nowhere. */
  link: z.string(),
  enabled: z.boolean(),
  /** Place in its list (language and type), 1 first; the app shows enabled adverts in this order. */
  sort: z.number().int(),
  createdAt: zDateTime,
  updatedAt: zDateTime,
});
export type TAdInfo = z.infer<typeof ZAdInfo>;

/** `adInfo/add`: a new advert goes to the end of its list (language and type). */
export const ZAdInfoAddRequest = z.object({
  language: zAdLanguage,
  type: zAdType,
  title: zText(AD_TITLE_MAX).optional(),
  image: zObjectKey,
  link: zLink.optional(),
  enabled: z.boolean().optional(),
});
export type TAdInfoAddRequest = z.infer<typeof ZAdInfoAddRequest>;

/**
 * `adInfo/update/{id}`: only the fields sent change (the list's on/off switch sends `{ enabled }` alone). The
 * language stays; a new type moves the advert to the end of that list.
 */
export const ZAdInfoUpdateRequest = z.object({
  type: zAdType.optional(),
  title: zText(AD_TITLE_MAX).optional(),
  image: zObjectKey.optional(),
  link: zLink.optional(),
  enabled: z.boolean().optional(),
});
export type TAdInfoUpdateRequest = z.infer<typeof ZAdInfoUpdateRequest>;

/** `adInfo/query/{page}/{pageSize}`: one content language, ordered by type, then place. */
export const ZAdInfoQueryRequest = z.object({
  language: zAdLanguage,
  type: zAdType.nullish(),
  enabled: z.boolean().nullish(),
  /** The platform reads a store's adverts by naming it; leave out for the platform's own. */
  shopId: zBodyId.nullish(),
});
export type TAdInfoQueryRequest = z.infer<typeof ZAdInfoQueryRequest>;
export const ZAdInfoPage = paged(ZAdInfo);
export type TAdInfoPage = z.infer<typeof ZAdInfoPage>;

/**
 * `adInfo/sort`: the new order of one whole list (language and type), every advert of it once, first
 * first. A list that changed meanwhile (an advert added, deleted or moved) is refused: reload, then drag again.
 */
export const ZAdInfoSortRequest = z.object({
  language: zAdLanguage,
  type: zAdType,
  ids: z
    .array(zBodyId)
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'adSortDuplicate' }),
});
export type TAdInfoSortRequest = z.infer<typeof ZAdInfoSortRequest>;
/** The list in its new order. */
export const ZAdInfoList = z.object({ list: z.array(ZAdInfo) });
export type TAdInfoList = z.infer<typeof ZAdInfoList>;

export const ZAdInfoDeleteResponse = z.object({ id: z.number().int() });
export type TAdInfoDeleteResponse = z.infer<typeof ZAdInfoDeleteResponse>;
