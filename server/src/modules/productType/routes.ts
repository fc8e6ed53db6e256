import {
  optionalBody,
  ZProductType,
  ZProductTypeAddRequest,
  ZProductTypeDeleteResponse,
  ZProductTypeList,
  ZProductTypeQueryAllRequest,
  ZProductTypeUpdateRequest,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../lib/http.js';
import { declareRoutes, route, ZIdParams } from '../../lib/route-table.js';
import { storeOf } from '../../lib/scope.js';

/**
 * Programme types (`productType`): a store's own; the platform reads the store it names (`shopId`) and is
 * refused every change (100406).
 */
export default async function productTypeRoutes(fastify: FastifyInstance) {
  const { productTypes } = fastify.deps;

  declareRoutes(fastify, 'productType', [
    route({
      path: '/productType/queryAll',
      config: { read: true, access: 'product-type', scope: 'store-or-platform-one' },
      summary: "The store's programme types in order, each with its number of products (platform: names shopId)",
      body: optionalBody(ZProductTypeQueryAllRequest),
      response: ZProductTypeList,
      handle: (req) => productTypes.queryAll(storeOf(req)),
    }),
    route({
      path: '/productType/add',
      config: { access: 'product-type:edit', scope: 'store' },
      summary: 'Add a programme type (name unique in the store, any case: 600102)',
      body: ZProductTypeAddRequest,
      response: ZProductType,
      handle: (req) => productTypes.add(caller(req), storeOf(req), req.body),
    }),
    route({
      path: '/productType/update/:id',
      config: { access: 'product-type:edit', scope: 'store' },
      summary: 'Rename a programme type (or change its sort order)',
      params: ZIdParams,
      body: ZProductTypeUpdateRequest,
      response: ZProductType,
      handle: (req) => productTypes.update(caller(req), storeOf(req), req.params.id, req.body),
    }),
    route({
      path: '/productType/delete/:id',
      config: { access: 'product-type:edit', scope: 'store' },
      summary: 'Delete a programme type without products (600103 names how many it has); audited',
      params: ZIdParams,
      response: ZProductTypeDeleteResponse,
      handle: (req) => productTypes.delete(caller(req), storeOf(req), req.params.id),
    }),
  ]);
}
