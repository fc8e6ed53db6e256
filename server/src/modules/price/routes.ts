import { ZPrices, ZPricesResponse } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../lib/http.js';
import { declareRoutes, route } from '../../lib/route-table.js';

/** Prices (`price`): every signed-in account reads them (a store to see what a renewal costs); the platform sets them. */
export default async function priceRoutes(fastify: FastifyInstance) {
  const { prices } = fastify.deps;

  declareRoutes(fastify, 'price', [
    route({
      path: '/price/get',
      config: { read: true, scope: 'account' },
      summary: 'Yearly prices in minor units: cloud space per TB and one viewer end, in CNY and USD',
      response: ZPricesResponse,
      handle: (_req) => prices.get(),
    }),
    route({
      path: '/price/update',
      config: { scope: 'platform', access: 'cloud' },
      summary: 'Set the yearly prices of every currency (the platform operator; audited; existing orders keep theirs)',
      body: ZPrices,
      response: ZPricesResponse,
      handle: (req) => prices.update(caller(req), req.body),
    }),
  ]);
}
