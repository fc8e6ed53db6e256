import { envelope, ZHealth } from '@skin/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http.js';

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['health'], summary: 'Answers once the server can serve', response: { 200: envelope(ZHealth) } },
    },
    async (req) => {
      await app.deps.db.execute(sql`select 1`);
      return ok(req, { status: 'ok' as const, db: app.deps.database.kind, uptime: process.uptime() });
    },
  );
}
