import { envelope, ZReport, ZReportRequest } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http.js';
import { storeOf } from '../../lib/scope.js';

/** A customer's report (issue 42): the store's own customers only (another store's answers 404). */
export default async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { reports } = app.deps;

  app.post(
    '/customer/report',
    {
      config: { read: true, access: 'customer', scope: 'store' },
      schema: {
        tags: ['customer'],
        summary:
          "One visit of my store's customer, or two compared, as a report in one language (asked for, else her latest consent's, else the store's first content language): the store's name, dates, photos, symptoms with degree names and colours, their labels' description and care suggestions, and at most 6 recommended programmes",
        body: ZReportRequest,
        response: { 200: envelope(ZReport) },
      },
    },
    async (req) => ok(req, await reports.forConsole(storeOf(req), req.body)),
  );
}
