import { z } from 'zod';
import { zLink, zName } from '../rules.js';
import { paged } from './common.js';
import { zObjectKey } from './file.js';
import { zBodyId, zContains, zDateTime } from './query.js';
import { zDegree, zSymptomKey } from './symptomLabel.js';

/** Programmes (products): limits shared by the server and the console. */
export const PRODUCT_NAME_MAX = 64;
export const PRODUCT_ADVANTAGES_MAX = 2000;
/** Related symptoms of one product. */
export const PRODUCT_SYMPTOMS_MAX = 6;
/** Rows of one `product/batchAdd` (a form or a spreadsheet). */
export const PRODUCT_BATCH_MAX_ROWS = 500;
/** The largest spreadsheet `product/batchAdd` reads. */
export const PRODUCT_SHEET_MAX_BYTES = 2 * 1024 * 1024;
export const PRODUCT_TEMPLATE_VERSION = 1;

/** A related symptom as sent: one of the store's symptom keys with a degree (1 mild, 2 moderate, 3 severe). */
export const ZProductSymptomInput = z.object({ symptomKey: zSymptomKey, degree: zDegree });

/** 0-6 related symptoms, each key once. */
export const zProductSymptoms = z
  .array(ZProductSymptomInput)
  .max(PRODUCT_SYMPTOMS_MAX, { message: 'productSymptomsTooMany' })
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      if (seen.has(r.symptomKey))
        ctx.addIssue({ code: 'custom', path: [i, 'symptomKey'], message: 'productSymptomDuplicate' });
      seen.add(r.symptomKey);
    });
  });

/** The fields of a product, as `add`, `update/{id}` and each row of `batchAdd` send them. */
export const ZProductInput = z.object({
  typeId: zBodyId,
  name: zName(PRODUCT_NAME_MAX),
  /**
   * A key answered by `file/put` (an image the store stored). The console requires one; the API lets it be
   * empty so a spreadsheet import can add products whose pictures come later (by editing).
   */
  image: zObjectKey.nullish(),
  /** A URL or empty: "please enter a correct link address". */
  link: zLink.optional(),
  /** The "introduction" the app shows. */
  advantages: zName(PRODUCT_ADVANTAGES_MAX),
  symptoms: zProductSymptoms.optional(),
});
export type TProductInput = z.infer<typeof ZProductInput>;
/** @alias product/add and product/update take the same fields. */
export const ZProductAddRequest = ZProductInput;
/** @alias */
export const ZProductUpdateRequest = ZProductInput;

/** A related symptom as presented: the store's current name for it (null: no longer among its labels) and the degree's colour. */
export const ZProductSymptom = z.object({
  symptomKey: z.string(),
  name: z.string().nullable(),
  degree: zDegree,
  color: z.string().nullable(),
});
export type TProductSymptom = z.infer<typeof ZProductSymptom>;

export const ZProduct = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  typeId: z.number().int(),
  typeName: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** A signed read URL of the image (expires; ask again for a fresh one). */
  imageUrl: z.string().nullable(),
  link: z.string(),
  advantages: z.string(),
  symptoms: z.array(ZProductSymptom),
  createdAt: zDateTime,
  updatedAt: zDateTime,
});
export type TProduct = z.infer<typeof ZProduct>;

/** `product/query/{page}/{pageSize}`: filters by type, name (contains) and symptom; newest first. */
export const ZProductQueryRequest = z.object({
  typeId: zBodyId.nullish(),
  name: zContains(PRODUCT_NAME_MAX),
  symptomKey: zSymptomKey.nullish(),
  shopId: zBodyId.nullish(),
});
export type TProductQueryRequest = z.infer<typeof ZProductQueryRequest>;
export const ZProductPage = paged(ZProduct);
export type TProductPage = z.infer<typeof ZProductPage>;

/** `product/get/{id}` (the platform names the store). */
export const ZProductGetRequest = z.object({ shopId: zBodyId.nullish() });

export const ZProductDeleteResponse = z.object({ id: z.number().int() });
export type TProductDeleteResponse = z.infer<typeof ZProductDeleteResponse>;

/** `product/batchAdd` as JSON: 1-500 rows, all added or none. (A spreadsheet goes as multipart `file`.) */
export const ZProductBatchAddRequest = z.object({
  rows: z.array(ZProductInput).min(1).max(PRODUCT_BATCH_MAX_ROWS),
});
export type TProductBatchAddRequest = z.infer<typeof ZProductBatchAddRequest>;
export const ZProductBatchAddResponse = z.object({
  added: z.number().int(),
  /** The new products' ids, in the order of the rows. */
  ids: z.array(z.number().int()),
});
export type TProductBatchAddResponse = z.infer<typeof ZProductBatchAddResponse>;
