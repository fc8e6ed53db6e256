import {
  ZComplainDeleteResponse,
  ZComplainInfo,
  ZComplainInfoAddRequest,
  ZComplainInfoPage,
  ZComplainInfoQueryRequest,
  ZComplainInfoUpdateRequest,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { declareRoutes, editRoutes, languagesRoute, route } from '../../lib/route-table.js';
import { contentOwnerOf } from '../../lib/scope.js';

/** Chief-complaint content (`complainInfo`): texts under the caller's complaint types, listed by language. */
export default async function complainInfoRoutes(fastify: FastifyInstance) {
  const { complainInfos } = fastify.deps;

  declareRoutes(fastify, 'complainInfo', [
    languagesRoute(
      'complainInfo',
      'chief complaints',
      { read: true, access: 'complain-info', scope: 'owner-or-named-store' },
      complainInfos,
    ),
    route({
      path: '/complainInfo/query',
      config: { read: true, access: 'complain-info', scope: 'owner-or-named-store' },
      summary:
        "The caller's complaints of one language (optionally of one type or containing a text), by type sort order then their own; page and pageSize optional (1, 500) (platform: its own, or a store's by shopId)",
      body: ZComplainInfoQueryRequest,
      response: ZComplainInfoPage,
      handle: (req) => complainInfos.page(contentOwnerOf(req), req.body),
    }),
    ...editRoutes('complainInfo', {
      config: { access: 'complain-info:edit', scope: 'owner' },
      service: complainInfos,
      owner: contentOwnerOf,
      row: ZComplainInfo,
      add: {
        body: ZComplainInfoAddRequest,
        summary: "Add a complaint under one of the caller's types (texts unique per type in any case)",
      },
      update: {
        body: ZComplainInfoUpdateRequest,
        summary: "Edit one of the caller's complaints: text, sort order, or another type of the same language",
      },
      delete: { response: ZComplainDeleteResponse, summary: "Delete one of the caller's complaints (audited)" },
    }),
  ]);
}
