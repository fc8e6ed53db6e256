import {
  envelope,
  type TContentLanguages,
  ZContentLanguages,
  ZContentLanguagesRequest,
  ZPageParams,
  zPathId,
} from '@skin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthContext, caller, ok } from './http.js';
import type { RouteConfig } from './route-config.js';
import { contentOwnerOf } from './scope.js';

/** The path of a route that names one row: `/<resource>/update/:id`. */
export const ZIdParams = z.object({ id: zPathId });

/** What a path names (`/update/:id`, `/query/:page/:pageSize`) as its route reads it when it declares no `params`. */
type PathParams<Path extends string> = Path extends `${string}/:page/:pageSize`
  ? z.output<typeof ZPageParams>
  : Path extends `${string}/:id`
    ? z.output<typeof ZIdParams>
    : unknown;

/** The schema of the parameters a path names, unless the route declares its own. */
const pathParams = (path: string) =>
  path.endsWith('/:page/:pageSize') ? ZPageParams : path.endsWith('/:id') ? ZIdParams : undefined;

/**
 * One JSON route of a resource: its path, who may call it (`config`: scope, access, read...), what it reads
 * (`params`, `body`) and answers (`response`, the `datas` of the envelope), and what it does (`handle`, on the
 * validated input: a thin call of the service). A path ending in `/:id` or `/:page/:pageSize` reads them with
 * `ZIdParams` or `ZPageParams` unless `params` says otherwise.
 */
export interface TableRoute<
  P extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  Path extends string = string,
> {
  path: Path;
  config: RouteConfig;
  summary: string;
  params?: P;
  body?: B;
  response: R;
  handle: (
    req: FastifyRequest<{ Params: [P] extends [z.ZodUnknown] ? PathParams<Path> : z.output<P>; Body: z.output<B> }>,
  ) => Promise<z.input<R>>;
}

/** A row of a route table, typed by its own schemas (`handle` sees its validated params and body). */
export const route = <
  Path extends string,
  P extends z.ZodType = z.ZodUnknown,
  B extends z.ZodType = z.ZodUnknown,
  R extends z.ZodType = z.ZodUnknown,
>(
  r: TableRoute<P, B, R, Path>,
) => r as unknown as TableRoute<z.ZodType, z.ZodType, z.ZodType>;

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
          ...((r.params ?? pathParams(r.path)) && { params: r.params ?? pathParams(r.path) }),
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

/**
 * The edits of a resource whose rows belong to an owner (a store, or the platform for its own content): the
 * shape the content services share, `add(owner, body)`, `update(owner, id, body)` and `delete(caller, owner, id)`
 * (a delete is audited under the caller).
 */
export interface OwnedEdits<O, Add, Update, Row, Deleted> {
  add(owner: O, input: Add): Promise<Row>;
  update(owner: O, id: number, input: Update): Promise<Row>;
  delete(auth: AuthContext, owner: O, id: number): Promise<Deleted>;
}

/**
 * `/<resource>/add`, `/<resource>/update/:id` (both answer the row) and `/<resource>/delete/:id` of an
 * `OwnedEdits` service, under one `config`, the owner taken from the request by `owner` (`contentOwnerOf`,
 * `storeOf`); each names its body or answer schema and its summary.
 */
export function editRoutes<
  O,
  Row extends z.ZodType,
  Add extends z.ZodType,
  Update extends z.ZodType,
  Deleted extends z.ZodType,
>(
  resource: string,
  e: {
    config: RouteConfig;
    service: OwnedEdits<O, z.output<Add>, z.output<Update>, z.input<Row>, z.input<Deleted>>;
    owner: (req: FastifyRequest) => O;
    row: Row;
    add: { body: Add; summary: string };
    update: { body: Update; summary: string };
    delete: { response: Deleted; summary: string };
  },
) {
  const { config, service, owner, row } = e;
  return [
    route({
      path: `/${resource}/add`,
      config,
      summary: e.add.summary,
      body: e.add.body,
      response: row,
      handle: (req) => service.add(owner(req), req.body as z.output<Add>),
    }),
    route({
      path: `/${resource}/update/:id`,
      config,
      summary: e.update.summary,
      body: e.update.body,
      response: row,
      handle: (req) => service.update(owner(req), req.params.id, req.body as z.output<Update>),
    }),
    route({
      path: `/${resource}/delete/:id`,
      config,
      summary: e.delete.summary,
      response: e.delete.response,
      handle: (req) => service.delete(caller(req), owner(req), req.params.id),
    }),
  ];
}
