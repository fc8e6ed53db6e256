import type { Language } from './enums.js';

/** Validation message keys of treatment cases, used by the zod rules of schemas/treatmentCase.ts. */
export type CaseValidationKey = never;

/** Keys of errors.ts entries and validation rules of treatment cases. */
type CaseKey = CaseValidationKey;

/** Server messages of treatment cases, in the seven interface languages. */
export const CASE_MESSAGES: Record<Language, Record<CaseKey, string>> = {
  'zh-CN': {},
  'en-US': {},
  'ja-JP': {},
  'es-ES': {},
  'id-ID': {},
  'th-TH': {},
  'vi-VN': {},
};
