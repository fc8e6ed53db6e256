import { envelope, ZPrices, ZPricesResponse } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller, ok } from '../../lib/http.js';

/** Prices (`price`): every signed-in account reads them (a store to see what a renewal costs); the platform sets them. */
export default async function priceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { prices } = app.deps;
  const tags = ['price'];

  app.post(
    '/price/get',
    {
      config: { read: true, scope: 'account' },
      schema: {
        tags,
        summary: 'Yearly prices in minor units: cloud space per TB and one viewer end, in CNY and USD',
        response: { 200: envelope(ZPricesResponse) },
      },
    },
    async (req) => ok(req, await prices.get()),
  );

  app.post(
    '/price/update',
    {
      config: { scope: 'platform', access: 'cloud' },
      schema: {
        tags,
        summary:
          'Set the yearly prices of every currency (the platform operator; audited; existing orders keep theirs)',
        body: ZPrices,
        response: { 200: envelope(ZPricesResponse) },
      },
    },
    async (req) => ok(req, await prices.update(caller(req), req.body)),
  );
}
