import {
  optionalBody,
  ZPageParams,
  ZShopListItem,
  ZShopQueryRequest,
  ZShopQueryResponse,
  ZShopStatusParams,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../lib/http.js';
import { declareRoutes, route } from '../../lib/route-table.js';

/** The platform's store list (`shop` resource): platform operator only. */
export default async function shopRoutes(fastify: FastifyInstance) {
  const { shops } = fastify.deps;

  declareRoutes(fastify, 'shop', [
    route({
      path: '/shop/query/:page/:pageSize',
      config: { read: true, access: 'users', scope: 'platform' },
      summary: 'Stores with their owner, status, VIP grade, upgrade days, cloud expiry and counts (platform only)',
      params: ZPageParams,
      body: optionalBody(ZShopQueryRequest),
      response: ZShopQueryResponse,
      handle: (req) => shops.query(req.params, req.body),
    }),
    route({
      path: '/shop/updateStatus/:shopId/:status',
      config: { access: 'users', scope: 'platform' },
      summary: 'Mark a store invalid (0: its accounts are signed out and cannot sign in) or normal (1) (platform only)',
      params: ZShopStatusParams,
      response: ZShopListItem,
      handle: (req) => shops.updateStatus(caller(req), req.params.shopId, req.params.status as 0 | 1),
    }),
  ]);
}
