import type { Language } from './enums.js';

/** Validation message keys of adverts, used by the zod rules of schemas/adInfo.ts. */
export type AdvertValidationKey = never;

/** Keys of errors.ts entries and validation rules of adverts. */
type AdvertKey = AdvertValidationKey;

/** Server messages of adverts, in the seven interface languages. */
export const ADVERT_MESSAGES: Record<Language, Record<AdvertKey, string>> = {
  'zh-CN': {},
  'en-US': {},
  'ja-JP': {},
  'es-ES': {},
  'id-ID': {},
  'th-TH': {},
  'vi-VN': {},
};
