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
 * The UTC offsets clocks on Earth show: from -12:00 (Baker Island) to +14:00 (Kiribati's Line Islands). A client's
 * time with another offset (ISO 8601 allows up to ±23:59) names a wall-clock day that is no day anywhere: a day
 * still in the future everywhere, or one a day further back than any place is.
 */
export const UTC_OFFSET_MIN_MINUTES = -12 * 60;
export const UTC_OFFSET_MAX_MINUTES = 14 * 60;

/** The offset of an ISO 8601 date-time in minutes east of UTC (`Z`: 0), or null when it carries none. */
export function utcOffsetMinutes(value: string): number | null {
  if (/z$/i.test(value)) return 0;
  const m = /([+-])(\d{2}):(\d{2})$/.exec(value);
  if (!m || !value.includes('T')) return null;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** Whether a client's date-time has the offset of a real place (or none, as a plain date has). */
export function hasRealUtcOffset(value: string): boolean {
  const offset = utcOffsetMinutes(value);
  return offset === null || (offset >= UTC_OFFSET_MIN_MINUTES && offset <= UTC_OFFSET_MAX_MINUTES);
}

/**
 * A moment a client sends (the app's `analysedAt`, ...): an ISO 8601 date-time with `Z` or the offset of a real
 * place (`2026-05-01T08:00:00+08:00`; -12:00 to +14:00), so the day its clock showed is a day somewhere.
 */
export const zClientDateTime = z.iso
  .datetime({ offset: true, message: 'invalidValue' })
  .refine(hasRealUtcOffset, { message: 'utcOffsetRange' });

/**
 * A moment sent by the console: an ISO 8601 date-time with `Z` or an offset of a real place
 * (`2026-05-01T08:00:00+08:00`), or a plain date (`2026-05-01`, a whole UTC day).
 */
export const zDateInput = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { message: 'invalidValue' })
  .refine(hasRealUtcOffset, { message: 'utcOffsetRange' });

/**
 * A `from` / `to` filter, both inclusive and optional: a plain date `from` is the start of its UTC day, a plain date
 * `to` the end of its day.
 */
export const dateRange = { from: zDateInput.nullish(), to: zDateInput.nullish() };

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
