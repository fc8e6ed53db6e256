import { z } from 'zod';

/** `{ code, message, datas }` around any payload schema. */
export const envelope = <T extends z.ZodTypeAny>(datas: T) =>
  z.object({ code: z.number().int(), message: z.string(), datas });

export const ZEmpty = z.null();
/** The envelope of every refusal (errors.ts); the API document shows its description. */
export const ZErrorEnvelope = envelope(z.unknown()).meta({
  description:
    "A refusal or a failure: `code` from the catalogue, never 200; `message` in the request's language; `datas` null, or what the refusal names (`fields`: a message per field at fault; an import's `rows`; ...).",
});

/** `/query/{page}/{pageSize}` path parameters. */
export const ZPageParams = z.object({
  page: z.coerce.number().int().min(1).max(100_000),
  pageSize: z.coerce.number().int().min(1).max(200),
});

export const paged = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const ZSortOrder = z.enum(['ascend', 'descend']);

/** A sortable list's order in its request: one of its `fields` and the direction, both optional (its default order). */
export const sortBy = <const T extends readonly [string, ...string[]]>(fields: T) => ({
  sortField: z.enum(fields).nullish(),
  sortOrder: ZSortOrder.nullish(),
});
