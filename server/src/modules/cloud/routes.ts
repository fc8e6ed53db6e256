import { envelope, optionalBody, ZCloudInfo, ZCloudInfoRequest } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http.js';
import { storeOf } from '../../lib/scope.js';

/** Cloud space (`cloud`): a store's usage, expiry and next renewal; the platform operator reads a store's by shopId. */
export default async function cloudRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { cloud } = app.deps;

  app.post(
    '/cloud/info',
    {
      config: { read: true, access: 'cloud', scope: 'store-or-platform-one' },
      schema: {
        tags: ['cloud'],
        summary:
          "A store's cloud space: usage, expiry, days left, normal or expired, what the next renewal costs (whole TB x yearly price) and the pending cloud order",
        body: optionalBody(ZCloudInfoRequest),
        response: { 200: envelope(ZCloudInfo) },
      },
    },
    async (req) => ok(req, await cloud.info(storeOf(req))),
  );
}
