import { envelope, optionalBody, ZAuditQueryRequest, ZAuditQueryResponse, ZPageParams } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http.js';
import { storeFilterOf } from '../../lib/scope.js';

/** The audit log (`audit` resource): who did what, when, with the row before. */
export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auditLog } = app.deps;

  app.post(
    '/audit/query/:page/:pageSize',
    {
      config: { read: true, access: 'audit', scope: 'store-or-platform-all' },
      schema: {
        tags: ['audit'],
        summary: "Audit log entries, newest first: a store's own, or for the platform every store's (optional shopId)",
        params: ZPageParams,
        body: optionalBody(ZAuditQueryRequest),
        response: { 200: envelope(ZAuditQueryResponse) },
      },
    },
    async (req) => ok(req, await auditLog.query(storeFilterOf(req), req.params, req.body)),
  );
}
