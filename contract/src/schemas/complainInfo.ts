import { z } from 'zod';
import { zName } from '../rules.js';
import { paged } from './common.js';
import { zComplaintSort } from './complainType.js';
import { zBodyId, zContains, zDateTime } from './query.js';
import { zLanguage } from './symptomLabel.js';

/** Chief-complaint content (`complainInfo`): a text a customer can pick, under a type of the same owner. */
export const COMPLAINT_TEXT_MAX = 200;
/** `complainInfo/query` answers at most this many rows a page (one language's complaints fit on one). */
export const COMPLAINT_QUERY_MAX = 500;

export const ZComplainInfo = z.object({
  id: z.number().int(),
  /** null: the platform's own set. */
  shopId: z.number().int().nullable(),
  typeId: z.number().int(),
  typeName: z.string(),
  /** The content language: its type's. */
  language: zLanguage,
  content: z.string(),
  sort: z.number().int(),
  createdAt: zDateTime,
  updatedAt: zDateTime,
});
export type TComplainInfo = z.infer<typeof ZComplainInfo>;

const infoFields = {
  typeId: zBodyId,
  content: zName(COMPLAINT_TEXT_MAX),
  sort: zComplaintSort.nullish(),
  /** When given, it must be the type's language (the console sends the language it lists). */
  language: zLanguage.optional(),
};

/** `complainInfo/add`: the sort order defaults to the end of the type's list. */
export const ZComplainInfoAddRequest = z.object(infoFields);
export type TComplainInfoAddRequest = z.infer<typeof ZComplainInfoAddRequest>;

/** `complainInfo/update/{id}`: text, sort order, or another type of the same language. */
export const ZComplainInfoUpdateRequest = z.object(infoFields);
export type TComplainInfoUpdateRequest = z.infer<typeof ZComplainInfoUpdateRequest>;

/**
 * `complainInfo/query`: the complaints of one language, optionally of one type or containing a text, ordered by
 * their type's sort order, then their own. Not paged in SPEC: `page` and `pageSize` are optional (1 and
 * COMPLAINT_QUERY_MAX), and `total` says whether there is more.
 */
export const ZComplainInfoQueryRequest = z.object({
  language: zLanguage,
  typeId: zBodyId.nullish(),
  content: zContains(COMPLAINT_TEXT_MAX),
  shopId: zBodyId.nullish(),
  page: z.number().int().min(1).max(100_000).optional(),
  pageSize: z.number().int().min(1).max(COMPLAINT_QUERY_MAX).optional(),
});
export type TComplainInfoQueryRequest = z.infer<typeof ZComplainInfoQueryRequest>;
export const ZComplainInfoPage = paged(ZComplainInfo);
export type TComplainInfoPage = z.infer<typeof ZComplainInfoPage>;
