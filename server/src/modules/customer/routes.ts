import {
  envelope,
  ZAppCustomerAddRequest,
  ZAppCustomerAddResponse,
  ZAppCustomerFindQuery,
  ZAppCustomerFindResponse,
  ZConsent,
  ZConsentRecord,
  ZCustomerAnalysesQuery,
  ZCustomerAnalysesResponse,
  ZCustomerIdParams,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appCaller, ok } from '../../lib/http.js';

/**
 * Customers (issue 41): the app's routes (`/api/app/v1/customers...`, tag `app`, docs/app-api.md): the store of the
 * token only, the rules of DESIGN.md 11 on every call; a viewer end finds and reads, a working end also adds.
 */
export default async function customerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { customers } = app.deps;
  const tags = ['app'];

  app.get(
    '/app/v1/customers',
    {
      config: { app: 'read' },
      schema: {
        tags,
        summary:
          "Find the store's customers by exactly one of `code` or a whole `phone` (`86 13800000000`): at most 5, exact matches only (no query lists the store's customers)",
        querystring: ZAppCustomerFindQuery,
        response: { 200: envelope(ZAppCustomerFindResponse) },
      },
    },
    async (req) => ok(req, await customers.find(appCaller(req).shopId, req.query)),
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

  app.post(
    '/app/v1/customers/:id/consents',
    {
      config: { app: 'write' },
      schema: {
        tags,
        summary:
          "Record a consent of the store's customer (a working end only); the history is kept and the latest record applies: photos: false withdraws",
        params: ZCustomerIdParams,
        body: ZConsent,
        response: { 200: envelope(ZConsentRecord) },
      },
    },
    async (req) => ok(req, await customers.consent(appCaller(req), req.params.id, req.body)),
  );

  app.get(
    '/app/v1/customers/:id/analyses',
    {
      config: { app: 'read' },
      schema: {
        tags,
        summary:
          "One customer's analyses, newest first, with their symptoms and signed photo URLs, a page at a time (at most 50)",
        params: ZCustomerIdParams,
        querystring: ZCustomerAnalysesQuery,
        response: { 200: envelope(ZCustomerAnalysesResponse) },
      },
    },
    async (req) => ok(req, await customers.analyses(appCaller(req).shopId, req.params.id, req.query, req.lang)),
  );
}
