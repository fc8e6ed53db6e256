import { z } from 'zod';
import { zText } from '../rules.js';
import { paged } from './common.js';
import { zObjectKey } from './file.js';
import { dateRange, zBodyId, zDateTime } from './query.js';
import { SYMPTOM_KEY_RE, ZSymptomRef, zSymptomKey } from './symptomLabel.js';

/** Treatment cases (`treatmentCase`): a description, a related symptom, before/after images and a cycle. */
export const CASE_DESCRIPTION_MAX = 500;
/** A treatment cycle is a whole number of months in this range. */
export const CASE_CYCLE_MIN = 1;
export const CASE_CYCLE_MAX = 120;

const cycleRange = { message: 'caseCycleRange' } as const;
/** Whole months, 1-120; anything else (a fraction, a string, missing) reads "whole months from 1 to 120". */
export const zCaseCycle = z
  .number({ error: () => 'caseCycleRange' })
  .int(cycleRange)
  .min(CASE_CYCLE_MIN, cycleRange)
  .max(CASE_CYCLE_MAX, cycleRange);
export const zCaseDescription = zText(CASE_DESCRIPTION_MAX).min(1, { message: 'caseDescriptionRequired' });
/** The related symptom: one of the owner's symptom keys (checked by the server against its labels). */
export const zCaseSymptom = z
  .string()
  .trim()
  .min(1, { message: 'caseSymptomRequired' })
  .regex(SYMPTOM_KEY_RE, { message: 'symptomKeyRule' });

export const ZTreatmentCase = z.object({
  id: z.number().int(),
  /** null: the platform's own set. */
  shopId: z.number().int().nullable(),
  description: z.string(),
  /** The related symptom, named as the owner's labels name it now (name null: the owner no longer has it). */
  symptom: ZSymptomRef,
  beforeImage: z.string(),
  afterImage: z.string().nullable(),
  /** Signed read URLs of the images (they expire; ask again for fresh ones). */
  beforeImageUrl: z.string(),
  afterImageUrl: z.string().nullable(),
  cycleMonths: z.number().int(),
  createdAt: zDateTime,
  updatedAt: zDateTime,
});
export type TTreatmentCase = z.infer<typeof ZTreatmentCase>;

/** `treatmentCase/add` and `treatmentCase/update/{id}`: the whole case (the after image may be left out). */
export const ZTreatmentCaseSaveRequest = z.object({
  description: zCaseDescription,
  symptomKey: zCaseSymptom,
  beforeImage: zObjectKey,
  afterImage: zObjectKey.nullish(),
  cycleMonths: zCaseCycle,
});
export type TTreatmentCaseSaveRequest = z.infer<typeof ZTreatmentCaseSaveRequest>;

/**
 * `treatmentCase/query/{page}/{pageSize}`: newest first, optionally of one symptom and created within
 * `from`..`to` (inclusive; a plain date is a whole UTC day). The platform: its own, or a store's by `shopId`.
 */
export const ZTreatmentCaseQueryRequest = z.object({
  symptomKey: zSymptomKey.nullish(),
  ...dateRange,
  shopId: zBodyId.nullish(),
});
export type TTreatmentCaseQueryRequest = z.infer<typeof ZTreatmentCaseQueryRequest>;
export const ZTreatmentCasePage = paged(ZTreatmentCase);
export type TTreatmentCasePage = z.infer<typeof ZTreatmentCasePage>;

/** `treatmentCase/get/{id}`: the platform names the store whose case it reads. */
export const ZTreatmentCaseGetRequest = z.object({ shopId: zBodyId.nullish() });

export const ZTreatmentCaseDeleteResponse = z.object({ id: z.number().int() });
export type TTreatmentCaseDeleteResponse = z.infer<typeof ZTreatmentCaseDeleteResponse>;
