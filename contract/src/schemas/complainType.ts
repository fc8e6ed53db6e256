import { z } from 'zod';
import { zName } from '../rules.js';
import { paged } from './common.js';
import { zBodyId, zContains, zDateTime } from './query.js';
import { zLanguage } from './symptomLabel.js';

/** Chief-complaint types (`complainType`): a name per owner and content language, in a sort order. */
export const COMPLAINT_TYPE_NAME_MAX = 64;
/** Sort orders of chief-complaint types and content: whole numbers, smaller first. */
export const COMPLAINT_SORT_MAX = 100_000;
export const zComplaintSort = z.number().int().min(0).max(COMPLAINT_SORT_MAX);

export const ZComplainType = z.object({
  id: z.number().int(),
  /** null: the platform's own set. */
  shopId: z.number().int().nullable(),
  language: zLanguage,
  name: z.string(),
  sort: z.number().int(),
  /** How many complaint texts the type holds (a type with content cannot be deleted). */
  contentCount: z.number().int(),
  createdAt: zDateTime,
  updatedAt: zDateTime,
});
export type TComplainType = z.infer<typeof ZComplainType>;

/** `complainType/add`: the sort order defaults to the end of the language's list. */
export const ZComplainTypeAddRequest = z.object({
  language: zLanguage,
  name: zName(COMPLAINT_TYPE_NAME_MAX),
  sort: zComplaintSort.nullish(),
});
export type TComplainTypeAddRequest = z.infer<typeof ZComplainTypeAddRequest>;

/**
 * `complainType/update/{id}`: name and sort order. The content language is fixed once the type exists (its
 * content is in that language); a `language` other than the type's is refused (600404).
 */
export const ZComplainTypeUpdateRequest = z.object({
  name: zName(COMPLAINT_TYPE_NAME_MAX),
  sort: zComplaintSort.nullish(),
  language: zLanguage.optional(),
});
export type TComplainTypeUpdateRequest = z.infer<typeof ZComplainTypeUpdateRequest>;

/** `complainType/query/{page}/{pageSize}`: one language's types (the platform: its own, or a store's by shopId). */
export const ZComplainTypeQueryRequest = z.object({
  language: zLanguage,
  name: zContains(COMPLAINT_TYPE_NAME_MAX),
  shopId: zBodyId.nullish(),
});
export type TComplainTypeQueryRequest = z.infer<typeof ZComplainTypeQueryRequest>;
export const ZComplainTypePage = paged(ZComplainType);
export type TComplainTypePage = z.infer<typeof ZComplainTypePage>;

export const ZComplainDeleteResponse = z.object({ id: z.number().int() });
export type TComplainDeleteResponse = z.infer<typeof ZComplainDeleteResponse>;
