import {
  optionalBody,
  ZShopInfo,
  ZShopListItem,
  ZShopQueryRequest,
  ZShopQueryResponse,
  ZShopStatusParams,
  ZShopTimeZoneUpdate,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../lib/http.js';
import { declareRoutes, route } from '../../lib/route-table.js';
import { storeOf } from '../../lib/scope.js';

/** The platform's store list (`shop` resource): platform operator only; and a store's own settings (its owner). */
export default async function shopRoutes(fastify: FastifyInstance) {
  const { shops } = fastify.deps;

  declareRoutes(fastify, 'shop', [
    route({
      path: '/shop/query/:page/:pageSize',
      config: { read: true, access: 'users', scope: 'platform' },
      summary: 'Stores with their owner, status, VIP grade, upgrade days, cloud expiry and counts (platform only)',
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
    route({
      path: '/shop/timeZone',
      // The owner decides the zone the store's days and months are counted in (issue 43; docs/decisions.md).
      config: { scope: 'store-owner' },
      summary: "Sets the IANA time zone the store's figures are kept in from now on (the store owner only)",
      body: ZShopTimeZoneUpdate,
      response: ZShopInfo,
      handle: (req) => shops.setTimeZone(caller(req), storeOf(req), req.body.timeZone),
    }),
  ]);
}
