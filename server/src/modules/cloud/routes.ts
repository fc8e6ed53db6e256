import {
  envelope,
  optionalBody,
  ZCloudInfo,
  ZCloudInfoRequest,
  ZCloudRetention,
  ZCloudRetentionRequest,
  ZCloudRetentionUpdate,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller, ok } from '../../lib/http.js';
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

  app.post(
    '/cloud/retention',
    {
      config: { read: true, access: 'cloud', scope: 'store-or-platform-one' },
      schema: {
        tags: ['cloud'],
        summary:
          "A store's photo retention: the months analysis photos are kept (0 keeps them) and what the next daily run frees",
        body: optionalBody(ZCloudRetentionRequest),
        response: { 200: envelope(ZCloudRetention) },
      },
    },
    async (req) => ok(req, await cloud.retention.settings(storeOf(req))),
  );

  app.post(
    '/cloud/retention/update',
    {
      // The store owner decides how long its customers' photos are kept (deleting them is irreversible).
      config: { access: 'cloud', scope: 'store-owner' },
      schema: {
        tags: ['cloud'],
        summary: 'Sets how many months the store keeps analysis photos (0 keeps them; 1-120); the store owner only',
        body: ZCloudRetentionUpdate,
        response: { 200: envelope(ZCloudRetention) },
      },
    },
    async (req) => ok(req, await cloud.retention.update(caller(req), storeOf(req), req.body.months)),
  );

  // Photos older than each store's retention are deleted once a day, once across the instances (the batches are
  // safe to run on several at once all the same).
  app.deps.jobs.every('cloud.photo-retention', 86_400_000, async () => {
    await cloud.retention.run();
  });
}
