import {
  envelope,
  ZPageParams,
  ZPlaceholderThing,
  ZPlaceholderThingAddRequest,
  ZPlaceholderThingDeleteResponse,
  ZPlaceholderThingPage,
  ZPlaceholderThingQueryRequest,
  ZPlaceholderThingUpdateRequest,
  zPathId,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, ok } from '../../lib/http.js';
import { storeOf } from '../../lib/scope.js';

const ZIdParams = z.object({ id: zPathId });

/** placeholder things (`placeholderThing`): a store's own; the platform is refused (100406). */
export default async function placeholderThingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { placeholderThings } = app.deps;
  const tags = ['placeholderThing'];

  app.post(
    '/placeholderThing/query/:page/:pageSize',
    {
      config: { read: true, access: 'placeholder-thing', scope: 'store' },
      schema: {
        tags,
        summary: "A page of the store's placeholder things in sort order, the name containing `name`",
        params: ZPageParams,
        body: ZPlaceholderThingQueryRequest,
        response: { 200: envelope(ZPlaceholderThingPage) },
      },
    },
    async (req) => ok(req, await placeholderThings.page(storeOf(req), req.body, req.params)),
  );

  app.post(
    '/placeholderThing/add',
    {
      config: { access: 'placeholder-thing:edit', scope: 'store' },
      schema: {
        tags,
        summary: 'Add a placeholder thing',
        body: ZPlaceholderThingAddRequest,
        response: { 200: envelope(ZPlaceholderThing) },
      },
    },
    async (req) => ok(req, await placeholderThings.add(storeOf(req), req.body)),
  );

  app.post(
    '/placeholderThing/update/:id',
    {
      config: { access: 'placeholder-thing:edit', scope: 'store' },
      schema: {
        tags,
        summary: "Rename or re-sort one of the store's placeholder things",
        params: ZIdParams,
        body: ZPlaceholderThingUpdateRequest,
        response: { 200: envelope(ZPlaceholderThing) },
      },
    },
    async (req) => ok(req, await placeholderThings.update(storeOf(req), req.params.id, req.body)),
  );

  app.post(
    '/placeholderThing/delete/:id',
    {
      config: { access: 'placeholder-thing:edit', scope: 'store' },
      schema: {
        tags,
        summary: "Delete one of the store's placeholder things (audited)",
        params: ZIdParams,
        response: { 200: envelope(ZPlaceholderThingDeleteResponse) },
      },
    },
    async (req) => ok(req, await placeholderThings.delete(caller(req), storeOf(req), req.params.id)),
  );
}
