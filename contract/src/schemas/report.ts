import { z } from 'zod';
import { LANGUAGES } from '../enums.js';
import { COMPARE_OUTCOMES } from './customer.js';
import { zBodyId, zDateTime } from './query.js';

/**
 * A customer's report (DESIGN.md section 13, issue 42): one visit, or two compared, as a page in one language that
 * prints on A4 and can be shared by a link. Assembled by the server in one call, bounded: one or two analyses,
 * their photos (at most ANALYSIS_MAX_IMAGES each), at most REPORT_PROGRAMMES_MAX programmes.
 */

/** Programmes a report recommends at most (the best matches of `customer/recommend`). */
export const REPORT_PROGRAMMES_MAX = 6;

/** How the report's language was chosen: asked for, her latest consent's, else the store's first content language. */
export const REPORT_LANGUAGE_SOURCES = ['asked', 'consent', 'store'] as const;

/** `customer/report` body: her visit, or two of her visits (either order; the earlier comes first). */
export const ZReportRequest = z.object({
  customerId: zBodyId,
  analyses: z.array(zBodyId).min(1).max(2),
  /** Left out: her latest consent's language, else the store's first content language. */
  language: z.enum(LANGUAGES, { message: 'invalidValue' }).nullish(),
});
export type TReportRequest = z.infer<typeof ZReportRequest>;

const ZReportDegree = z.object({ degree: z.literal([1, 2, 3]), name: z.string(), color: z.string() });

export const ZReport = z.object({
  language: z.enum(LANGUAGES),
  languageFrom: z.enum(REPORT_LANGUAGE_SOURCES),
  shopName: z.string(),
  /** Her name, else her member number. */
  customerName: z.string(),
  /** The visits, earlier first, each with its photos (signed URLs). */
  visits: z
    .array(
      z.object({
        id: z.number().int(),
        analysedAt: zDateTime,
        photos: z.array(z.object({ url: z.string(), width: z.number().int(), height: z.number().int() })),
      }),
    )
    .min(1)
    .max(2),
  /** Each symptom found, its degree at each visit (null: not found then), its label's texts in the language. */
  symptoms: z.array(
    z.object({
      symptomKey: z.string(),
      name: z.string(),
      degrees: z.array(ZReportDegree.nullable()),
      /** Two visits only: better, same, worse, gone or new. */
      outcome: z.enum(COMPARE_OUTCOMES).nullable(),
      description: z.string(),
      careSuggestions: z.string(),
    }),
  ),
  /** The store's programmes that match the (later) visit, best first. */
  programmes: z
    .array(
      z.object({
        name: z.string(),
        typeName: z.string().nullable(),
        imageUrl: z.string().nullable(),
      }),
    )
    .max(REPORT_PROGRAMMES_MAX),
});
export type TReport = z.infer<typeof ZReport>;
