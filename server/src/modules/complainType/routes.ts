import {
  ZComplainDeleteResponse,
  ZComplainType,
  ZComplainTypeAddRequest,
  ZComplainTypePage,
  ZComplainTypeQueryRequest,
  ZComplainTypeUpdateRequest,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteConfig } from '../../lib/route-config.js';
import { declareRoutes, editRoutes, languagesRoute, route } from '../../lib/route-table.js';
import { contentOwnerOf } from '../../lib/scope.js';

/** The list is readable with either complaint code: the content screen picks types from it. */
const READ: RouteConfig = { read: true, access: ['complaint-type', 'complain-info'], scope: 'owner-or-named-store' };
const EDIT: RouteConfig = { access: 'complaint-type:edit', scope: 'owner' };

/** Chief-complaint types (`complainType`): a store edits its own, the platform its own set; reads name a language. */
export default async function complainTypeRoutes(fastify: FastifyInstance) {
  const { complainTypes } = fastify.deps;
  declareRoutes(fastify, 'complainType', [
    languagesRoute('complainType', 'complaint types', READ, complainTypes),
    route({
      path: '/complainType/query/:page/:pageSize',
      config: READ,
      summary:
        "A page of the caller's complaint types of one language, in sort order, with their content counts (platform: its own, or a store's by shopId)",
      body: ZComplainTypeQueryRequest,
      response: ZComplainTypePage,
      handle: (req) => complainTypes.page(contentOwnerOf(req), req.body, req.params),
    }),
    ...editRoutes('complainType', {
      config: EDIT,
      service: complainTypes,
      owner: contentOwnerOf,
      row: ZComplainType,
      add: {
        body: ZComplainTypeAddRequest,
        summary: 'Add a complaint type in a content language (names unique per language in any case)',
      },
      update: {
        body: ZComplainTypeUpdateRequest,
        summary: "Rename or re-sort one of the caller's complaint types (its language stays)",
      },
      delete: { response: ZComplainDeleteResponse, summary: 'Delete a complaint type that holds no content (audited)' },
    }),
  ]);
}
