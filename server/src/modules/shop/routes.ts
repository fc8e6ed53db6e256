import {
  envelope,
  optionalBody,
  ZPageParams,
  ZShopListItem,
  ZShopQueryRequest,
  ZShopQueryResponse,
  ZShopStatusParams,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller, ok } from '../../lib/http.js';

/** The platform's store list (`shop` resource): platform operator only. */
export default async function shopRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { shops } = app.deps;
  const tags = ['shop'];

  app.post(
    '/shop/query/:page/:pageSize',
    {
      config: { read: true, access: 'users', scope: 'platform' },
      schema: {
        tags,
        summary: 'Stores with their owner, status, VIP grade, upgrade days, cloud expiry and counts (platform only)',
        params: ZPageParams,
        body: optionalBody(ZShopQueryRequest),
        response: { 200: envelope(ZShopQueryResponse) },
      },
    },
    async (req) => ok(req, await shops.query(req.params, req.body)),
  );

  app.post(
    '/shop/updateStatus/:shopId/:status',
    {
      config: { access: 'users', scope: 'platform' },
      schema: {
        tags,
        summary:
          'Mark a store invalid (0: its accounts are signed out and cannot sign in) or normal (1) (platform only)',
        params: ZShopStatusParams,
        response: { 200: envelope(ZShopListItem) },
      },
    },
    async (req) => ok(req, await shops.updateStatus(caller(req), req.params.shopId, req.params.status as 0 | 1)),
  );
}
