import {
  envelope,
  ZComplainDeleteResponse,
  ZComplainInfo,
  ZComplainInfoAddRequest,
  ZComplainInfoPage,
  ZComplainInfoQueryRequest,
  ZComplainInfoUpdateRequest,
  ZContentLanguages,
  ZContentLanguagesRequest,
  zPathId,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, ok } from '../../lib/http.js';
import { contentOwnerOf } from '../../lib/scope.js';

const ZIdParams = z.object({ id: zPathId });

/** Chief-complaint content (`complainInfo`): texts under the caller's complaint types, listed by language. */
export default async function complainInfoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { complainInfos } = app.deps;
  const tags = ['complainInfo'];

  app.post(
    '/complainInfo/languages',
    {
      config: { read: true, access: 'complain-info', scope: 'owner-or-named-store' },
      schema: {
        tags,
        summary:
          "The content languages the caller's chief complaints are in, with how many (platform: its own, or a store's by shopId)",
        body: ZContentLanguagesRequest,
        response: { 200: envelope(ZContentLanguages) },
      },
    },
    async (req) => ok(req, await complainInfos.languages(contentOwnerOf(req))),
  );

  app.post(
    '/complainInfo/query',
    {
      config: { read: true, access: 'complain-info', scope: 'owner-or-named-store' },
      schema: {
        tags,
        summary:
          "The caller's complaints of one language (optionally of one type or containing a text), by type sort order then their own; page and pageSize optional (1, 500) (platform: its own, or a store's by shopId)",
        body: ZComplainInfoQueryRequest,
        response: { 200: envelope(ZComplainInfoPage) },
      },
    },
    async (req) => ok(req, await complainInfos.page(contentOwnerOf(req), req.body)),
  );

  app.post(
    '/complainInfo/add',
    {
      config: { access: 'complain-info:edit', scope: 'owner' },
      schema: {
        tags,
        summary: "Add a complaint under one of the caller's types (texts unique per type in any case)",
        body: ZComplainInfoAddRequest,
        response: { 200: envelope(ZComplainInfo) },
      },
    },
    async (req) => ok(req, await complainInfos.add(contentOwnerOf(req), req.body)),
  );

  app.post(
    '/complainInfo/update/:id',
    {
      config: { access: 'complain-info:edit', scope: 'owner' },
      schema: {
        tags,
        summary: "Edit one of the caller's complaints: text, sort order, or another type of the same language",
        params: ZIdParams,
        body: ZComplainInfoUpdateRequest,
        response: { 200: envelope(ZComplainInfo) },
      },
    },
    async (req) => ok(req, await complainInfos.update(contentOwnerOf(req), req.params.id, req.body)),
  );

  app.post(
    '/complainInfo/delete/:id',
    {
      config: { access: 'complain-info:edit', scope: 'owner' },
      schema: {
        tags,
        summary: "Delete one of the caller's complaints (audited)",
        params: ZIdParams,
        response: { 200: envelope(ZComplainDeleteResponse) },
      },
    },
    async (req) => ok(req, await complainInfos.delete(caller(req), contentOwnerOf(req), req.params.id)),
  );
}
