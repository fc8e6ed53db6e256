import { envelope, type TContentLanguages, ZContentLanguages, ZContentLanguagesRequest, zPathId } from '@skin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from './http.js';
import type { RouteConfig } from './route-config.js';
import { contentOwnerOf } from './scope.js';

/** The path of a route that names one row: `/<resource>/update/:id`. */
export const ZIdParams = z.object({ id: zPathId });

/**
 * One JSON route of a resource: its path, who may call it (`config`: scope, access, read...), what it reads
 * (`params`, `body`) and answers (`response`, the `datas` of the envelope), and what it does (`handle`, on the
 * validated input: a thin call of the service).
 */
export interface TableRoute<P extends z.ZodType, B extends z.ZodType, R extends z.ZodType> {
  path: string;
  config: RouteConfig;
  summary: string;
  params?: P;
  body?: B;
  response: R;
  handle: (req: FastifyRequest<{ Params: z.output<P>; Body: z.output<B> }>) => Promise<z.input<R>>;
}

/** A row of a route table, typed by its own schemas (`handle` sees its validated params and body). */
export const route = <
  P extends z.ZodType = z.ZodUnknown,
  B extends z.ZodType = z.ZodUnknown,
  R extends z.ZodType = z.ZodUnknown,
>(
  r: TableRoute<P, B, R>,
) => r as TableRoute<z.ZodType, z.ZodType, z.ZodType>;

/**
 * Declares a resource's plain routes from a table: each a POST under the resource's tag, its answer the success
 * envelope of `handle`'s `datas` (the GET of a `read` route follows from plugins/reads.ts). Routes that read a
 * form or stream a file are declared by hand beside it.
 */
export function declareRoutes(
  fastify: FastifyInstance,
  tag: string,
  table: readonly TableRoute<z.ZodType, z.ZodType, z.ZodType>[],
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const r of table) {
    app.post(
      r.path,
      {
        config: r.config,
        schema: {
          tags: [tag],
          summary: r.summary,
          ...(r.params && { params: r.params }),
          ...(r.body && { body: r.body }),
          response: { 200: envelope(r.response) },
        },
      },
      async (req) => ok(req, await r.handle(req as never)),
    );
  }
}

/**
 * A content resource's `/<resource>/languages` (CONTRIBUTING.md, "Content screens"): the content languages of the
 * caller's rows (platform: its own, or a store's by shopId), with how many, as the
 * resource's service counts them; `what` names the rows in its summary.
 */
export const languagesRoute = (
  resource: string,
  what: string,
  config: RouteConfig,
  service: { languages(owner: number | null): Promise<TContentLanguages> },
) =>
  route({
    path: `/${resource}/languages`,
    config,
    summary: `The content languages the caller's ${what} are in, with how many (platform: its own, or a store's by shopId)`,
    body: ZContentLanguagesRequest,
    response: ZContentLanguages,
    handle: (req) => service.languages(contentOwnerOf(req)),
  });
