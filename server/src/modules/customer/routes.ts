import {
  envelope,
  optionalBody,
  PHOTO_VIEW_KEEP_DAYS,
  ZAppCustomerAddRequest,
  ZAppCustomerAddResponse,
  ZAppCustomerFindQuery,
  ZAppCustomerFindResponse,
  ZConsent,
  ZConsentRecord,
  ZCustomerAnalysesQuery,
  ZCustomerAnalysesResponse,
  ZCustomerCompareRequest,
  ZCustomerCompareResponse,
  ZCustomerDetail,
  ZCustomerEraseRequest,
  ZCustomerEraseResponse,
  ZCustomerExportRequest,
  ZCustomerIdParams,
  ZCustomerQueryRequest,
  ZCustomerQueryResponse,
  ZCustomerRecommendResponse,
  ZCustomerShopsRequest,
  ZCustomerShopsResponse,
  ZCustomerUpdateRequest,
  ZCustomerViewsResponse,
  ZPageParams,
  zPathId,
} from '@skin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSV_CONTENT_TYPE, sendExport, sendStream, XLSX_CONTENT_TYPE, ZIP_CONTENT_TYPE } from '../../lib/export.js';
import { appCaller, appRead, caller, ok } from '../../lib/http.js';
import { declareRoutes, route } from '../../lib/route-table.js';
import { storeOf } from '../../lib/scope.js';
import { buildCustomerExport } from './export.js';

/** Phones are shown masked (`86 138****0000`) to console users without `customer:contact` (owners hold every code). */
const masked = (req: FastifyRequest) => !req.auth?.access.has('customer:contact');
const ZAnalysisIdParams = z.object({ analysisId: zPathId });

/**
 * Customers (issue 41): the console's routes (access code `customer`, the store's own; the platform reads counts per
 * store with `customer/shops`) and the app's routes (`/api/app/v1/customers...`, tag `app`, docs/app-api.md): the store of the
 * token only, the rules of DESIGN.md 11 on every call; a viewer end finds and reads, a working end also adds.
 */
export default async function customerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { customers } = app.deps;
  const tags = ['app'];

  app.get(
    '/app/v1/customers',
    {
      config: { app: 'read', appRead: true },
      schema: {
        tags,
        summary:
          "Find the store's customers by exactly one of `code` or a whole `phone` (`86 13800000000`): at most 5, exact matches only (no query lists the store's customers)",
        querystring: ZAppCustomerFindQuery,
        response: { 200: envelope(ZAppCustomerFindResponse) },
      },
    },
    async (req) => ok(req, await customers.find(appRead(req), req.query)),
  );

  app.post(
    '/app/v1/customers',
    {
      config: { app: 'write' },
      schema: {
        tags,
        summary:
          'Add a customer of the store (a working end only): 201 the first time; the same clientId again answers 200 with the same customer and duplicate: true. A code or phone the store has: 409 naming its customer (datas.customerId)',
        body: ZAppCustomerAddRequest,
        response: { 200: envelope(ZAppCustomerAddResponse), 201: envelope(ZAppCustomerAddResponse) },
      },
    },
    async (req, reply) => {
      const { status, answer } = await customers.add(appCaller(req), req.body);
      reply.code(status);
      return ok(req, answer);
    },
  );

  app.get(
    '/app/v1/customers/:id/analyses',
    {
      config: { app: 'read', appRead: true },
      schema: {
        tags,
        summary:
          "One customer's analyses, newest first, with their symptoms and signed photo URLs, a page at a time (at most 50)",
        params: ZCustomerIdParams,
        querystring: ZCustomerAnalysesQuery,
        response: { 200: envelope(ZCustomerAnalysesResponse) },
      },
    },
    async (req) => ok(req, await customers.analysesAsApp(appRead(req), req.params.id, req.query, req.lang)),
  );

  declareRoutes(fastify, 'app', [
    // The same search with the number in the body: a phone in a URL reaches every proxy's and browser's log.
    route({
      path: '/app/v1/customers/find',
      config: { app: 'read', appRead: true },
      summary:
        "Find the store's customers by exactly one of `code` or a whole `phone` in the body (the form to use for a phone: a URL is logged on its way); answers as GET /app/v1/customers",
      body: ZAppCustomerFindQuery,
      response: ZAppCustomerFindResponse,
      handle: (req) => customers.find(appRead(req), req.body),
    }),
    route({
      path: '/app/v1/customers/:id/consents',
      config: { app: 'write' },
      summary:
        "Record a consent of the store's customer (a working end only); the history is kept and the latest record applies: photos: false withdraws",
      params: ZCustomerIdParams,
      body: ZConsent,
      response: ZConsentRecord,
      handle: (req) => customers.consent(appCaller(req), req.params.id, req.body),
    }),
  ]);

  // Who saw her photos is kept PHOTO_VIEW_KEEP_DAYS: pruned every 6 hours, once across the instances.
  app.deps.jobs.every('customers.prune-views', 6 * 3_600_000, async () => {
    await customers.pruneViews();
  });

  const read = { read: true, access: 'customer', scope: 'store' } as const;

  declareRoutes(fastify, 'customer', [
    route({
      path: '/customer/query/:page/:pageSize',
      config: read,
      summary:
        "My store's customers (latest visit first): search by code, name or phone, filters (latest visit, symptom and degree found, consent), order; phones masked without customer:contact",
      body: optionalBody(ZCustomerQueryRequest),
      response: ZCustomerQueryResponse,
      handle: (req) => customers.query(storeOf(req), req.params, req.body, masked(req)),
    }),
    route({
      path: '/customer/get/:id',
      config: read,
      summary: "One customer of my store: her profile and consent history (another store's: 404)",
      params: ZCustomerIdParams,
      response: ZCustomerDetail,
      handle: (req) => customers.detail(storeOf(req), req.params.id, masked(req)),
    }),
    route({
      path: '/customer/update/:id',
      config: { access: 'customer', scope: 'store' },
      summary:
        "Edit a customer's profile: name, phone, gender, birth year, note (left out stays, null clears; a phone another customer has: 409 naming her)",
      params: ZCustomerIdParams,
      body: ZCustomerUpdateRequest,
      response: ZCustomerDetail,
      handle: (req) => customers.update(storeOf(req), req.params.id, req.body, masked(req)),
    }),
    route({
      path: '/customer/views/:id/:page/:pageSize',
      config: read,
      summary: `Who saw her photos: each console read of a visit's full-size photos (its detail, a comparison), newest first; kept ${PHOTO_VIEW_KEEP_DAYS} days`,
      params: ZCustomerIdParams.extend(ZPageParams.shape),
      response: ZCustomerViewsResponse,
      handle: (req) => {
        const { id, page, pageSize } = req.params;
        return customers.views(storeOf(req), id, { page, pageSize: Math.min(pageSize, 50) });
      },
    }),
    route({
      path: '/customer/erase/:id',
      config: { access: 'customer:erase', scope: 'store' },
      summary:
        "Erase a customer of my store, irreversibly (customer:erase; her member number typed in `code` to confirm): her photos and thumbnails deleted, name, phone, code and note cleared, her analyses kept as anonymous symptom rows (another store's: 404)",
      params: ZCustomerIdParams,
      body: ZCustomerEraseRequest,
      response: ZCustomerEraseResponse,
      handle: (req) => customers.erase(caller(req), storeOf(req), req.params.id, req.body.code),
    }),
    route({
      path: '/customer/analyses/:id/:page/:pageSize',
      config: read,
      summary: "A customer's timeline: her analyses newest first, with thumbnails, photos and symptoms",
      params: ZCustomerIdParams.extend(ZPageParams.shape),
      response: ZCustomerAnalysesResponse,
      handle: (req) => {
        const { id, page, pageSize } = req.params;
        return customers.analyses(storeOf(req), id, { page, pageSize: Math.min(pageSize, 50) }, req.lang);
      },
    }),
    route({
      path: '/customer/compare',
      config: read,
      summary:
        'Two analyses of one customer: each symptom degree before and after, better, same or worse (gone or new when found in one only)',
      body: ZCustomerCompareRequest,
      response: ZCustomerCompareResponse,
      handle: (req) => customers.compare(storeOf(req), req.body, req.lang, caller(req)),
    }),
    route({
      path: '/customer/recommend/:analysisId',
      config: read,
      summary:
        "My store's products whose symptom and degree match what the analysis found, best match first (at most 20)",
      params: ZAnalysisIdParams,
      response: ZCustomerRecommendResponse,
      handle: (req) => customers.recommend(storeOf(req), req.params.analysisId, req.lang),
    }),
    route({
      path: '/customer/shops/:page/:pageSize',
      config: { read: true, reads: 'replica', access: 'customer', scope: 'platform' },
      summary:
        'Customers per store: how many, how many returned, how many allow photos (platform only; counts, never a name or phone)',
      body: optionalBody(ZCustomerShopsRequest),
      response: ZCustomerShopsResponse,
      handle: (req) => customers.shops(req.params, req.body.shopName),
    }),
  ]);

  const console = { tags: ['customer'] };

  app.post(
    '/customer/export/:id',
    {
      config: { access: 'customer:erase', scope: 'store' },
      schema: {
        ...console,
        summary:
          "One customer's data as a ZIP, streamed (customer:erase): customer.json (profile, consents with the texts she read, analyses, who saw her photos) and photos/<day>-<n>.jpg; file customer-<id>-<date>.zip; audited (another store's or an erased one: 404)",
        params: ZCustomerIdParams,
        produces: [ZIP_CONTENT_TYPE],
      },
    },
    async (req, reply) => {
      const { fileName, stream } = await customers.archive(caller(req), storeOf(req), req.params.id, req.lang);
      return sendStream(reply, { fileName, contentType: ZIP_CONTENT_TYPE, stream });
    },
  );

  app.post(
    '/customer/export',
    {
      config: { read: true, reads: 'replica', access: { allOf: ['customer', 'export'] }, scope: 'store' },
      schema: {
        ...console,
        summary:
          "My store's filtered customers as a CSV or XLSX file (needs the customer and export codes; phones masked without customer:contact)",
        body: optionalBody(ZCustomerExportRequest),
        produces: [CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE],
      },
    },
    async (req, reply) => {
      const rows = await customers.exportRows(storeOf(req), req.body, masked(req));
      const file = await buildCustomerExport(rows, req.body.format, req.lang, req.body.timeZone ?? 'UTC');
      return sendExport(reply, file);
    },
  );
}
