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
import { declareRoutes, editRoutes, route } from '../../lib/route-table.js';
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
    ...editRoutes('productType', {
      config: { access: 'product-type:edit', scope: 'store' },
      service: productTypes,
      owner: storeOf,
      row: ZProductType,
      add: {
        body: ZProductTypeAddRequest,
        summary: 'Add a programme type (name unique in the store, any case: 600102)',
      },
      update: { body: ZProductTypeUpdateRequest, summary: 'Rename a programme type (or change its sort order)' },
      delete: {
        response: ZProductTypeDeleteResponse,
        summary: 'Delete a programme type without products (600103 names how many it has); audited',
      },
    }),
  ]);
}
