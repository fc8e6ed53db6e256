import {
  ZPlaceholderThing,
  ZPlaceholderThingAddRequest,
  ZPlaceholderThingDeleteResponse,
  ZPlaceholderThingPage,
  ZPlaceholderThingQueryRequest,
  ZPlaceholderThingUpdateRequest,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { declareRoutes, editRoutes, route } from '../../lib/route-table.js';
import { storeOf } from '../../lib/scope.js';

/** placeholder things (`placeholderThing`): a store's own; the platform is refused (100406). */
export default async function placeholderThingRoutes(fastify: FastifyInstance) {
  const { placeholderThings } = fastify.deps;

  declareRoutes(fastify, 'placeholderThing', [
    route({
      path: '/placeholderThing/query/:page/:pageSize',
      config: { read: true, access: 'placeholder-thing', scope: 'store' },
      summary: "A page of the store's placeholder things in sort order, the name containing `name`",
      body: ZPlaceholderThingQueryRequest,
      response: ZPlaceholderThingPage,
      handle: (req) => placeholderThings.page(storeOf(req), req.body, req.params),
    }),
    ...editRoutes('placeholderThing', {
      config: { access: 'placeholder-thing:edit', scope: 'store' },
      service: placeholderThings,
      owner: storeOf,
      row: ZPlaceholderThing,
      add: { body: ZPlaceholderThingAddRequest, summary: 'Add a placeholder thing' },
      update: {
        body: ZPlaceholderThingUpdateRequest,
        summary: "Rename or re-sort one of the store's placeholder things",
      },
      delete: {
        response: ZPlaceholderThingDeleteResponse,
        summary: "Delete one of the store's placeholder things (audited)",
      },
    }),
  ]);
}
