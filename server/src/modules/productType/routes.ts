import {
  envelope,
  optionalBody,
  ZProductType,
  ZProductTypeAddRequest,
  ZProductTypeDeleteResponse,
  ZProductTypeList,
  ZProductTypeQueryAllRequest,
  ZProductTypeUpdateRequest,
  zPathId,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, ok } from '../../lib/http.js';
import { storeOf } from '../../lib/scope.js';

const ZIdParams = z.object({ id: zPathId });

/**
 * Programme types (`productType`): a store's own; the platform reads the store it names (`shopId`) and is
 * refused every change (100406).
 */
export default async function productTypeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { productTypes } = app.deps;
  const tags = ['productType'];

  app.post(
    '/productType/queryAll',
    {
      config: { read: true, access: 'product-type', scope: 'store-or-platform-one' },
      schema: {
        tags,
        summary: "The store's programme types in order, each with its number of products (platform: names shopId)",
        body: optionalBody(ZProductTypeQueryAllRequest),
        response: { 200: envelope(ZProductTypeList) },
      },
    },
    async (req) => ok(req, await productTypes.queryAll(storeOf(req))),
  );

  app.post(
    '/productType/add',
    {
      config: { access: 'product-type:edit', scope: 'store' },
      schema: {
        tags,
        summary: 'Add a programme type (name unique in the store, any case: 600102)',
        body: ZProductTypeAddRequest,
        response: { 200: envelope(ZProductType) },
      },
    },
    async (req) => ok(req, await productTypes.add(caller(req), storeOf(req), req.body)),
  );

  app.post(
    '/productType/update/:id',
    {
      config: { access: 'product-type:edit', scope: 'store' },
      schema: {
        tags,
        summary: 'Rename a programme type (or change its sort order)',
        params: ZIdParams,
        body: ZProductTypeUpdateRequest,
        response: { 200: envelope(ZProductType) },
      },
    },
    async (req) => ok(req, await productTypes.update(caller(req), storeOf(req), req.params.id, req.body)),
  );

  app.post(
    '/productType/delete/:id',
    {
      config: { access: 'product-type:edit', scope: 'store' },
      schema: {
        tags,
        summary: 'Delete a programme type without products (600103 names how many it has); audited',
        params: ZIdParams,
        response: { 200: envelope(ZProductTypeDeleteResponse) },
      },
    },
    async (req) => ok(req, await productTypes.delete(caller(req), storeOf(req), req.params.id)),
  );
}
