import {
  envelope,
  ZAdInfo,
  ZAdInfoAddRequest,
  ZAdInfoDeleteResponse,
  ZAdInfoList,
  ZAdInfoPage,
  ZAdInfoQueryRequest,
  ZAdInfoSortRequest,
  ZAdInfoUpdateRequest,
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
 * Adverts (`adInfo`): a store's carousel and startup page of the companion app, per content language; the
 * platform keeps its own and reads a store's by naming it.
 */
export default async function adInfoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { adInfos } = app.deps;
  const tags = ['adInfo'];

  app.post(
    '/adInfo/languages',
    {
      config: { read: true, access: 'ad-info', scope: 'owner-or-named-store' },
      schema: {
        tags,
        summary:
          "The content languages the caller's adverts are in, with how many (platform: its own, or a store's by shopId)",
        body: ZContentLanguagesRequest,
        response: { 200: envelope(ZContentLanguages) },
      },
    },
    async (req) => ok(req, await adInfos.languages(contentOwnerOf(req))),
  );

  app.post(
    '/adInfo/query/:page/:pageSize',
    {
      config: { read: true, access: 'ad-info', scope: 'owner-or-named-store' },
      schema: {
        tags,
        summary:
          "A page of the caller's adverts of one language, by type then place (platform: its own, or a store's by shopId)",
        params: ZPageParams,
        body: ZAdInfoQueryRequest,
        response: { 200: envelope(ZAdInfoPage) },
      },
    },
    async (req) => ok(req, await adInfos.page(contentOwnerOf(req), req.body, req.params)),
  );

  app.post(
    '/adInfo/add',
    {
      config: { access: 'ad-info:edit', scope: 'owner' },
      schema: {
        tags,
        summary: 'Add an advert (image key from file/put) at the end of its list (language and type)',
        body: ZAdInfoAddRequest,
        response: { 200: envelope(ZAdInfo) },
      },
    },
    async (req) => ok(req, await adInfos.add(caller(req), req.body)),
  );

  app.post(
    '/adInfo/update/:id',
    {
      config: { access: 'ad-info:edit', scope: 'owner' },
      schema: {
        tags,
        summary:
          "Change the fields sent of one of the caller's adverts (e.g. only `enabled`); a replaced image is deleted",
        params: ZIdParams,
        body: ZAdInfoUpdateRequest,
        response: { 200: envelope(ZAdInfo) },
      },
    },
    async (req) => ok(req, await adInfos.update(caller(req), req.params.id, req.body)),
  );

  app.post(
    '/adInfo/delete/:id',
    {
      config: { access: 'ad-info:edit', scope: 'owner' },
      schema: {
        tags,
        summary: "Delete one of the caller's adverts and its image (audited)",
        params: ZIdParams,
        response: { 200: envelope(ZAdInfoDeleteResponse) },
      },
    },
    async (req) => ok(req, await adInfos.delete(caller(req), req.params.id)),
  );

  app.post(
    '/adInfo/sort',
    {
      config: { access: 'ad-info:edit', scope: 'owner' },
      schema: {
        tags,
        summary:
          'Reorder one whole list (language and type): every advert of it once, first first; a list changed meanwhile is refused (600302)',
        body: ZAdInfoSortRequest,
        response: { 200: envelope(ZAdInfoList) },
      },
    },
    async (req) => ok(req, await adInfos.sort(caller(req), req.body)),
  );
}
