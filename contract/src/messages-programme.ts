import type { Language } from './enums.js';

/** Validation message keys of programmes (product types and products), used by the zod rules of schemas/product.ts, schemas/productType.ts. */
export type ProgrammeValidationKey = never;

/** Keys of errors.ts entries and validation rules of programmes (product types and products). */
type ProgrammeKey = ProgrammeValidationKey;

/** Server messages of programmes (product types and products), in the seven interface languages. */
export const PROGRAMME_MESSAGES: Record<Language, Record<ProgrammeKey, string>> = {
  'zh-CN': {},
  'en-US': {},
  'ja-JP': {},
  'es-ES': {},
  'id-ID': {},
  'th-TH': {},
  'vi-VN': {},
};
