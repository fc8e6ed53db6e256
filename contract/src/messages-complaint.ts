import type { Language } from './enums.js';

/** Validation message keys of chief complaints (types and content), used by the zod rules of schemas/complainType.ts, schemas/complainInfo.ts. */
export type ComplaintValidationKey = never;

/** Keys of errors.ts entries and validation rules of chief complaints (types and content). */
type ComplaintKey = ComplaintValidationKey;

/** Server messages of chief complaints (types and content), in the seven interface languages. */
export const COMPLAINT_MESSAGES: Record<Language, Record<ComplaintKey, string>> = {
  'zh-CN': {},
  'en-US': {},
  'ja-JP': {},
  'es-ES': {},
  'id-ID': {},
  'th-TH': {},
  'vi-VN': {},
};
