import { ZDataExportRequest, ZDataOverview, ZDataRequest } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CSV_CONTENT_TYPE, sendExport, XLSX_CONTENT_TYPE } from '../../lib/export.js';
import { declareRoutes, route } from '../../lib/route-table.js';
import { storeOrAllOf } from '../../lib/scope.js';
import { buildDataExport } from './export.js';

/** How often each instance folds waiting deltas into the aggregates (reads are exact either way). */
const FOLD_EVERY_MS = 2_000;
/** How often a store's days no longer kept are dropped (one scan of the aggregates). */
const PRUNE_EVERY_MS = 6 * 3_600_000;
/** How often each instance looks for the platform's customer figures waiting to be counted. */
const COUNT_EVERY_MS = 1_000;

/**
 * The data centre (`data`): a store's figures for its owner and staff with the `data` code; the platform
 * operator's for every store, or one store's with `shopId`.
 */
export default async function dataRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { data } = app.deps;
  const tags = ['data'];

  // While the server runs (the job queue starts and stops it; a test's manual queue never runs it).
  app.deps.jobs.interval('data.fold', FOLD_EVERY_MS, () => data.fold());
  // A store's days of analyses' figures no longer kept (drizzle/0030), by one instance.
  app.deps.jobs.every('data.prune-days', PRUNE_EVERY_MS, async () => {
    await data.pruneDays();
  });
  // The platform's customer figures waiting to be counted, a few seconds' work per run (customer-counts.ts).
  app.deps.jobs.interval('data.customers', COUNT_EVERY_MS, () => data.countCustomers());

  declareRoutes(fastify, 'data', [
    route({
      path: '/data/overview',
      config: { read: true, reads: 'replica', access: 'data', scope: 'store-or-platform-all' },
      summary:
        'Headline figures against the previous period and trends by day, week or month over a range of local days (the time zone sent), from the aggregates',
      body: ZDataRequest,
      response: ZDataOverview,
      handle: (req) => data.overview(storeOrAllOf(req), req.body, req.lang),
    }),
  ]);

  app.post(
    '/data/export',
    {
      config: { read: true, reads: 'replica', access: 'data', scope: 'store-or-platform-all' },
      schema: {
        tags,
        summary: 'Every figure and series of `data/overview` as a CSV or XLSX file, titles in the request language',
        body: ZDataExportRequest,
        produces: [CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE],
      },
    },
    async (req, reply) => {
      const overview = await data.overview(storeOrAllOf(req), req.body, req.lang);
      return sendExport(reply, await buildDataExport(overview, req.body.format, req.lang));
    },
  );
}
