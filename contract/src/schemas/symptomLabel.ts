import { z } from 'zod';
import { LANGUAGES } from '../enums.js';
import { zName, zText } from '../rules.js';
import { paged } from './common.js';
import { zFormFile } from './file.js';
import { zBodyId, zContains, zDateTime } from './query.js';

export const zLanguage = z.enum(LANGUAGES, { message: 'invalidValue' });
export const zColor = z
  .string()
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, { message: 'colorInvalid' })
  .transform((s) => s.toUpperCase());
/**
 * A stable symptom key shared by a label's translations (`acne`, `dark-circles`): a lower-case letter, then
 * letters, digits, `_` or `-`, at most SYMPTOM_KEY_MAX characters.
 */
export const SYMPTOM_KEY_MAX = 48;
export const SYMPTOM_KEY_RE = new RegExp(`^[a-z][a-z0-9_-]{0,${SYMPTOM_KEY_MAX - 1}}$`);
export const zSymptomKey = z.string().trim().regex(SYMPTOM_KEY_RE, { message: 'symptomKeyRule' });

export const SYMPTOM_DEGREES = [1, 2, 3] as const;
export const zDegree = z.union([z.literal(1), z.literal(2), z.literal(3)], { message: 'invalidValue' });
export type TDegree = z.infer<typeof zDegree>;
/** The degrees' default colours (mild, moderate, severe). */
export const DEFAULT_DEGREE_COLORS: Record<TDegree, string> = { 1: '#FADB14', 2: '#FA8C16', 3: '#F5222D' };

export const LABEL_NAME_MAX = 64;
export const LABEL_TEXT_MAX = 2000;

export const ZDegreeColor = z.object({ degree: zDegree, color: zColor });
export const ZSymptomLabelDegree = z.object({ degree: zDegree, color: z.string() });

/** A label type (parentId null) or a label under one. */
export const ZSymptomLabel = z.object({
  id: z.number().int(),
  /** null: the platform's master set. */
  shopId: z.number().int().nullable(),
  language: zLanguage,
  parentId: z.number().int().nullable(),
  name: z.string(),
  symptomKey: z.string().nullable(),
  degrees: z.array(ZSymptomLabelDegree),
  description: z.string(),
  formationReason: z.string(),
  careSuggestions: z.string(),
  sort: z.number().int(),
  /**
   * A store's label whose symptom key the platform's set does not have in its language: a symptom the store added
   * itself. False for the platform's own set, for types, and for labels that came from the platform's set (copied
   * when the store was set up, edited or not).
   */
  storeMade: z.boolean(),
  createdAt: zDateTime,
  updatedAt: zDateTime,
});
export type TSymptomLabel = z.infer<typeof ZSymptomLabel>;

const labelFields = {
  name: zName(LABEL_NAME_MAX),
  symptomKey: zSymptomKey.nullish(),
  degrees: z.array(ZDegreeColor).max(3).optional(),
  description: zText(LABEL_TEXT_MAX).optional(),
  formationReason: zText(LABEL_TEXT_MAX).optional(),
  careSuggestions: zText(LABEL_TEXT_MAX).optional(),
  sort: z.number().int().min(0).max(100_000).optional(),
};

/** `symptomLabel/add`: a type (no parentId) or a label (parentId names a type; symptomKey required). */
export const ZSymptomLabelAddRequest = z.object({
  language: zLanguage,
  parentId: zBodyId.nullish(),
  ...labelFields,
});
export type TSymptomLabelAddRequest = z.infer<typeof ZSymptomLabelAddRequest>;

/** `symptomLabel/update/{id}`: the language and place in the tree stay. */
export const ZSymptomLabelUpdateRequest = z.object(labelFields);
export type TSymptomLabelUpdateRequest = z.infer<typeof ZSymptomLabelUpdateRequest>;

/** Reads: the caller's own set (store), the master set (platform), or a store's named by the platform. */
export const ZSymptomLabelQueryRequest = z.object({
  language: zLanguage,
  parentId: zBodyId.nullish(),
  name: zContains(LABEL_NAME_MAX),
  shopId: zBodyId.nullish(),
});
export type TSymptomLabelQueryRequest = z.infer<typeof ZSymptomLabelQueryRequest>;
export const ZSymptomLabelPage = paged(ZSymptomLabel);
export type TSymptomLabelPage = z.infer<typeof ZSymptomLabelPage>;

export const ZSymptomLabelAllRequest = z.object({ language: zLanguage, shopId: zBodyId.nullish() });
export const ZSymptomLabelList = z.object({
  list: z.array(ZSymptomLabel),
  /** Labels the owner has in any language (0: a store not yet initialised from the platform). */
  ownerTotal: z.number().int(),
});
export type TSymptomLabelList = z.infer<typeof ZSymptomLabelList>;

export const ZSymptomLabelCopyResponse = z.object({ deleted: z.number().int(), copied: z.number().int() });
export type TSymptomLabelCopyResponse = z.infer<typeof ZSymptomLabelCopyResponse>;
export const ZSymptomLabelDeleteResponse = z.object({ id: z.number().int() });

/**
 * `symptomLabel/usage/{id}` answer, what the delete dialog says: how many analyses name the label's symptom (a
 * store's label: the store's; a platform label: those of every store showing the platform's labels in its
 * language). They keep the name they were recorded with once it is deleted. A label type names none.
 */
export const ZSymptomLabelUsage = z.object({ analyses: z.number().int() });
export type TSymptomLabelUsage = z.infer<typeof ZSymptomLabelUsage>;

/** `symptomLabel/batchAdd` form: the language of the labels and the XLSX of its template. */
export const ZSymptomLabelImportForm = z.object({ language: zLanguage, file: zFormFile });

/** `symptomLabel/batchAdd` answer. */
export const ZSymptomLabelImportResponse = z.object({
  types: z.number().int(),
  labels: z.number().int(),
});
export type TSymptomLabelImportResponse = z.infer<typeof ZSymptomLabelImportResponse>;

export const ZLanguageQuery = z.object({ language: zLanguage, shopId: z.coerce.number().int().min(1).optional() });

/** `symptomLabelDegree/query`: the degrees with their default colours. */
export const ZSymptomLabelDegreeList = z.array(ZSymptomLabelDegree);

/** Template limits: the upload size, and the rows one import takes. */
export const LABEL_TEMPLATE_MAX_BYTES = 4 * 1024 * 1024;
export const LABEL_IMPORT_MAX_ROWS = 10_000;
export const LABEL_TEMPLATE_VERSION = 1;

/**
 * A symptom other content refers to (a product's related symptoms, a treatment case): its stable key, named
 * in the reader's language (else the first language the owner has it in), with its type and degree colours.
 */
export const ZSymptomChoice = z.object({
  symptomKey: z.string(),
  name: z.string(),
  /** The name of its label type. */
  typeName: z.string(),
  /** The content language the name comes from. */
  language: zLanguage,
  degrees: z.array(ZSymptomLabelDegree),
});
export type TSymptomChoice = z.infer<typeof ZSymptomChoice>;

/** `symptomLabel/symptoms`: the symptoms a product or case may refer to (platform: its own, or a store's by shopId). */
export const ZSymptomChoicesRequest = z.object({ shopId: zBodyId.nullish() });
export const ZSymptomChoiceList = z.array(ZSymptomChoice);
export type TSymptomChoiceList = z.infer<typeof ZSymptomChoiceList>;

/** A symptom named by content (a product's, a case's): the key, with the owner's name for it when it still has one. */
export const ZSymptomRef = z.object({
  symptomKey: z.string(),
  /** The owner's label name in the reader's language; null when the owner no longer has that symptom. */
  name: z.string().nullable(),
});
