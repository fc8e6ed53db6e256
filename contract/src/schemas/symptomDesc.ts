import { z } from 'zod';
import { zText } from '../rules.js';
import { zObjectKey } from './file.js';
import { zBodyId, zDateTime } from './query.js';
import { zDegree, zLanguage, zSymptomKey } from './symptomLabel.js';

export const SCRIPT_TEXT_MAX = 4000;

/** One script: the wording for (owner, language, symptomKey, degree) with two square images. */
export const ZSymptomDesc = z.object({
  id: z.number().int(),
  shopId: z.number().int().nullable(),
  language: zLanguage,
  symptomKey: z.string(),
  degree: zDegree,
  content: z.string(),
  image1: z.string().nullable(),
  image2: z.string().nullable(),
  /** Signed read URLs of the images (expire; ask again for fresh ones). */
  image1Url: z.string().nullable(),
  image2Url: z.string().nullable(),
  /** True when a store sees the platform's script because it has none of its own (read-only). */
  fromPlatform: z.boolean(),
  updatedAt: zDateTime,
});
export type TSymptomDesc = z.infer<typeof ZSymptomDesc>;

export const ZSymptomDescQueryRequest = z.object({
  language: zLanguage,
  symptomKey: zSymptomKey.nullish(),
  shopId: zBodyId.nullish(),
});
export type TSymptomDescQueryRequest = z.infer<typeof ZSymptomDescQueryRequest>;
export const ZSymptomDescList = z.object({
  list: z.array(ZSymptomDesc),
  /** True when the list is the platform's, shown to a store without scripts of its own in this language. */
  fromPlatform: z.boolean(),
});
export type TSymptomDescList = z.infer<typeof ZSymptomDescList>;

export const ZSymptomDescGetRequest = z.object({
  language: zLanguage,
  symptomKey: zSymptomKey,
  degree: zDegree,
  shopId: zBodyId.nullish(),
});
export type TSymptomDescGetRequest = z.infer<typeof ZSymptomDescGetRequest>;

export const ZSymptomDescUpdateRequest = z.object({
  content: zText(SCRIPT_TEXT_MAX),
  image1: zObjectKey.nullable(),
  image2: zObjectKey.nullable(),
});
export type TSymptomDescUpdateRequest = z.infer<typeof ZSymptomDescUpdateRequest>;

export const ZSymptomDescCopyResponse = z.object({ deleted: z.number().int(), copied: z.number().int() });
export const ZSymptomDescClearRequest = z.object({ language: zLanguage.nullish() });
export const ZSymptomDescClearResponse = z.object({ deleted: z.number().int() });
