import { z } from 'zod';
import { LANGUAGES } from '../enums.js';
import { COMPARE_OUTCOMES } from './customer.js';
import { zBodyId, zDateTime, zPathId } from './query.js';

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

// --- share links (issue 42 item 3) ---

/** A share link lives this many days unless told (1 to SHARE_DAYS_MAX). */
export const SHARE_DAYS_DEFAULT = 7;
export const SHARE_DAYS_MAX = 30;
/** The link's token: 32 random bytes in base64url (43 characters); only its SHA-256 is stored. */
export const SHARE_TOKEN_BYTES = 32;
export const SHARE_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
/** Openings a share lists on her page (the newest; `openingsTotal` counts them all). */
export const SHARE_OPENINGS_SHOWN = 20;
/** Shares her page lists (the newest). */
export const SHARES_LISTED_MAX = 50;

/** `customer/share` body: her report of one or two visits in one language, shared for `days` days. */
export const ZShareAddRequest = z.object({
  customerId: zBodyId,
  analyses: z.array(zBodyId).min(1).max(2),
  language: z.enum(LANGUAGES, { message: 'invalidValue' }),
  days: z.number({ message: 'invalidValue' }).int().min(1).max(SHARE_DAYS_MAX).default(SHARE_DAYS_DEFAULT),
});
export type TShareAddRequest = z.input<typeof ZShareAddRequest>;
/** (`report/open` answers a shared report's visits numbered 1 and 2 in `id`, never the analyses' ids.) */
/** The link's token, answered once (never stored, never listed again), and when it expires. */
export const ZShareAddResponse = z.object({ id: z.number().int(), token: z.string(), expiresAt: zDateTime });
export type TShareAddResponse = z.infer<typeof ZShareAddResponse>;

export const SHARE_STATES = ['active', 'expired', 'revoked'] as const;
/** A share as her page lists it. */
export const ZShare = z.object({
  id: z.number().int(),
  language: z.enum(LANGUAGES),
  /** The visits the report shows, earlier first. */
  visits: z.array(z.object({ id: z.number().int(), analysedAt: zDateTime.nullable() })),
  createdByName: z.string(),
  createdAt: zDateTime,
  expiresAt: zDateTime,
  revokedAt: zDateTime.nullable(),
  state: z.enum(SHARE_STATES),
  openingsTotal: z.number().int(),
  /** The newest SHARE_OPENINGS_SHOWN openings. */
  openings: z.array(z.object({ openedAt: zDateTime, address: z.string() })),
});
export type TShare = z.infer<typeof ZShare>;
export const ZShareListResponse = z.object({ list: z.array(ZShare).max(SHARES_LISTED_MAX) });
export type TShareListResponse = z.infer<typeof ZShareListResponse>;
export const ZShareIdParams = z.object({ shareId: zPathId });

/** `public/report` body: the link's token (in the body, so it reaches no access log). */
export const ZSharedReportRequest = z.object({ token: z.string().max(200) });
export const ZSharedReport = ZReport.extend({ expiresAt: zDateTime });
export type TSharedReport = z.infer<typeof ZSharedReport>;
/** `customer/share/revoke/{shareId}`: when it was revoked (the first time, if revoked before). */
export const ZShareRevokeResponse = z.object({ id: z.number().int(), revokedAt: zDateTime });
