import {
  envelope,
  ZComplainDeleteResponse,
  ZComplainType,
  ZComplainTypeAddRequest,
  ZComplainTypePage,
  ZComplainTypeQueryRequest,
  ZComplainTypeUpdateRequest,
  ZContentLanguages,
  ZContentLanguagesRequest,
  ZPageParams,
  zPathId,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, ok } from '../../lib/http.js';
import { contentOwnerOf } from '../../lib/scope.js';

const ZIdParams = z.object({ id: zPathId });

/**
 * Chief-complaint types (`complainType`): a store edits its own, the platform its own set; reads name a
 * content language. The list is readable with either complaint code: the content screen picks types from it.
 */
export default async function complainTypeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { complainTypes } = app.deps;
  const tags = ['complainType'];

  app.post(
    '/complainType/languages',
    {
      config: { read: true, access: ['complaint-type', 'complain-info'], scope: 'owner-or-named-store' },
      schema: {
        tags,
        summary:
          "The content languages the caller's complaint types are in, with how many (platform: its own, or a store's by shopId)",
        body: ZContentLanguagesRequest,
        response: { 200: envelope(ZContentLanguages) },
      },
    },
    async (req) => ok(req, await complainTypes.languages(contentOwnerOf(req))),
  );

  app.post(
    '/complainType/query/:page/:pageSize',
    {
      config: { read: true, access: ['complaint-type', 'complain-info'], scope: 'owner-or-named-store' },
      schema: {
        tags,
        summary:
          "A page of the caller's complaint types of one language, in sort order, with their content counts (platform: its own, or a store's by shopId)",
        params: ZPageParams,
        body: ZComplainTypeQueryRequest,
        response: { 200: envelope(ZComplainTypePage) },
      },
    },
    async (req) => ok(req, await complainTypes.page(contentOwnerOf(req), req.body, req.params)),
  );

  app.post(
    '/complainType/add',
    {
      config: { access: 'complaint-type:edit', scope: 'owner' },
      schema: {
        tags,
        summary: 'Add a complaint type in a content language (names unique per language in any case)',
        body: ZComplainTypeAddRequest,
        response: { 200: envelope(ZComplainType) },
      },
    },
    async (req) => ok(req, await complainTypes.add(contentOwnerOf(req), req.body)),
  );

  app.post(
    '/complainType/update/:id',
    {
      config: { access: 'complaint-type:edit', scope: 'owner' },
      schema: {
        tags,
        summary: "Rename or re-sort one of the caller's complaint types (its language stays)",
        params: ZIdParams,
        body: ZComplainTypeUpdateRequest,
        response: { 200: envelope(ZComplainType) },
      },
    },
    async (req) => ok(req, await complainTypes.update(contentOwnerOf(req), req.params.id, req.body)),
  );

  app.post(
    '/complainType/delete/:id',
    {
      config: { access: 'complaint-type:edit', scope: 'owner' },
      schema: {
        tags,
        summary: 'Delete a complaint type that holds no content (audited)',
        params: ZIdParams,
        response: { 200: envelope(ZComplainDeleteResponse) },
      },
    },
    async (req) => ok(req, await complainTypes.delete(caller(req), contentOwnerOf(req), req.params.id)),
  );
}
