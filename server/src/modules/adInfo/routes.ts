import {
  ZAdInfo,
  ZAdInfoAddRequest,
  ZAdInfoDeleteResponse,
  ZAdInfoList,
  ZAdInfoPage,
  ZAdInfoQueryRequest,
  ZAdInfoSortRequest,
  ZAdInfoUpdateRequest,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { declareRoutes, editRoutes, languagesRoute, route } from '../../lib/route-table.js';
import { contentOwnerOf } from '../../lib/scope.js';

/**
 * Adverts (`adInfo`): a store's carousel and startup page of the companion app, per content language; the
 * platform keeps its own and reads a store's by naming it.
 */
export default async function adInfoRoutes(fastify: FastifyInstance) {
  const { adInfos } = fastify.deps;

  declareRoutes(fastify, 'adInfo', [
    languagesRoute('adInfo', 'adverts', { read: true, access: 'ad-info', scope: 'owner-or-named-store' }, adInfos),
    route({
      path: '/adInfo/query/:page/:pageSize',
      config: { read: true, access: 'ad-info', scope: 'owner-or-named-store' },
      summary:
        "A page of the caller's adverts of one language, by type then place (platform: its own, or a store's by shopId)",
      body: ZAdInfoQueryRequest,
      response: ZAdInfoPage,
      handle: (req) => adInfos.page(contentOwnerOf(req), req.body, req.params),
    }),
    ...editRoutes('adInfo', {
      config: { access: 'ad-info:edit', scope: 'owner' },
      service: adInfos,
      owner: contentOwnerOf,
      row: ZAdInfo,
      add: {
        body: ZAdInfoAddRequest,
        summary: 'Add an advert (image key from file/put) at the end of its list (language and type)',
      },
      update: {
        body: ZAdInfoUpdateRequest,
        summary:
          "Change the fields sent of one of the caller's adverts (e.g. only `enabled`); a replaced image is deleted",
      },
      delete: {
        response: ZAdInfoDeleteResponse,
        summary: "Delete one of the caller's adverts and its image (audited)",
      },
    }),
    route({
      path: '/adInfo/sort',
      config: { access: 'ad-info:edit', scope: 'owner' },
      summary:
        'Reorder one whole list (language and type): every advert of it once, first first; a list changed meanwhile is refused (600302)',
      body: ZAdInfoSortRequest,
      response: ZAdInfoList,
      handle: (req) => adInfos.sort(contentOwnerOf(req), req.body),
    }),
  ]);
}
