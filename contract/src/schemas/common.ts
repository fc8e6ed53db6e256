import { z } from 'zod';

/** `{ code, message, datas }` around any payload schema. */
export const envelope = <T extends z.ZodTypeAny>(datas: T) =>
  z.object({ code: z.number().int(), message: z.string(), datas });

export const ZEmpty = z.null();
export const ZErrorEnvelope = envelope(z.unknown());

/** `/query/{page}/{pageSize}` path parameters. */
export const ZPageParams = z.object({
  page: z.coerce.number().int().min(1).max(100_000),
  pageSize: z.coerce.number().int().min(1).max(200),
});
export type TPageParams = z.infer<typeof ZPageParams>;

export const paged = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const ZSortOrder = z.enum(['ascend', 'descend']);
