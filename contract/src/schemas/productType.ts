import { z } from 'zod';
import { zName } from '../rules.js';
import { zBodyId, zDateTime } from './query.js';

/** Programme (product) types: a store's own list; the platform reads a store's, never changes one. */
export const PRODUCT_TYPE_NAME_MAX = 64;

export const ZProductType = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  /** Products of this type (a type with products cannot be deleted). */
  productCount: z.number().int(),
  createdAt: zDateTime,
  updatedAt: zDateTime,
});
export type TProductType = z.infer<typeof ZProductType>;

/** `productType/add` and `productType/update/{id}`: the name (unique in the store, any case) and an optional sort. */
export const ZProductTypeAddRequest = z.object({
  name: zName(PRODUCT_TYPE_NAME_MAX),
  sort: z.number().int().min(0).max(100_000).optional(),
});
export type TProductTypeAddRequest = z.infer<typeof ZProductTypeAddRequest>;
/** @alias productType/update takes what productType/add does. */
export const ZProductTypeUpdateRequest = ZProductTypeAddRequest;
export type TProductTypeUpdateRequest = z.infer<typeof ZProductTypeUpdateRequest>;

/** `productType/queryAll`: the store's types (the platform names the store). */
export const ZProductTypeQueryAllRequest = z.object({ shopId: zBodyId.nullish() });
export const ZProductTypeList = z.object({
  list: z.array(ZProductType),
  /** All products of the store (the "All types" entry). */
  productTotal: z.number().int(),
});
export type TProductTypeList = z.infer<typeof ZProductTypeList>;

export const ZProductTypeDeleteResponse = z.object({ id: z.number().int() });
export type TProductTypeDeleteResponse = z.infer<typeof ZProductTypeDeleteResponse>;
