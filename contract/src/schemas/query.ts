import { z } from 'zod';
import { zText } from '../rules.js';

/** Largest id a PostgreSQL `integer` column holds; bigger ids are refused as bad input, not a 500. */
export const MAX_ROW_ID = 2_147_483_647;

/** zod option: a missing value reads "required", a wrong one "invalid value" (message keys). */
export const requiredOrInvalid = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalidValue'),
};

/** A row id in a path (`/user/update/{userId}`). */
export const zPathId = z.coerce.number().int().min(1).max(MAX_ROW_ID);
/** A row id in a JSON body (e.g. the platform's `shopId`). */
export const zBodyId = z.number().int().min(1).max(MAX_ROW_ID);

/**
 * A moment sent by the console: an ISO 8601 date-time with `Z` or an offset
 * (`2026-05-01T08:00:00+08:00`), or a plain date (`2026-05-01`, a whole UTC day).
 */
export const zDateInput = z.union([z.iso.datetime({ offset: true }), z.iso.date()], { message: 'invalidValue' });

/** A moment in a response: ISO 8601 in UTC (`2026-05-01T00:00:00.000Z`). */
export const zDateTime = z.iso.datetime();

/**
 * A "contains" text filter. Empty or null means no filter, so a console form can send its cleared
 * fields as they are. It is matched as plain text: `%`, `_` and quotes have no special meaning.
 */
export const zContains = (max: number) => zText(max).nullish();

/** A plain date means the start of that UTC day; a date-time is taken as given. */
export function dateInputStart(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
}

/** A plain date means up to the end of that UTC day (inclusive); a date-time is taken as given. */
export function dateInputEnd(value: string): Date {
  return new Date(value.length === 10 ? `${value}T23:59:59.999Z` : value);
}

/** A filter body that may be left out: a POST without a body (Fastify hands it over as null) reads as `{}`. */
export const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? {}, schema);
