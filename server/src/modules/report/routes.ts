import {
  envelope,
  ZCustomerIdParams,
  ZReport,
  ZReportRequest,
  ZShareAddRequest,
  ZShareAddResponse,
  ZSharedReport,
  ZSharedReportRequest,
  ZShareIdParams,
  ZShareListResponse,
  ZShareRevokeResponse,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller, ok } from '../../lib/http.js';
import { storeOf } from '../../lib/scope.js';

/**
 * A customer's report and its share links (issue 42): the store's own customers only (another store's answers 404);
 * `report/open` is public, for whoever holds a link's token, limited per client address.
 */
export default async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { reports } = app.deps;
  const tags = ['customer'];

  app.post(
    '/customer/report',
    {
      config: { read: true, access: 'customer', scope: 'store' },
      schema: {
        tags,
        summary:
          "One visit of my store's customer, or two compared, as a report in one language (asked for, else her latest consent's, else the store's first content language): the store's name, dates, photos, symptoms with degree names and colours, their labels' description and care suggestions, and at most 6 recommended programmes",
        body: ZReportRequest,
        response: { 200: envelope(ZReport) },
      },
    },
    async (req) => ok(req, await reports.forConsole(storeOf(req), req.body)),
  );

  app.post(
    '/customer/share',
    {
      config: { access: 'customer', scope: 'store' },
      schema: {
        tags,
        summary:
          "Share her report of one or two visits in one language by a link valid 1-30 days (7 by default): answers the link's token once (only its hash is kept) and its expiry",
        body: ZShareAddRequest,
        response: { 200: envelope(ZShareAddResponse) },
      },
    },
    async (req) => ok(req, await reports.share(caller(req), storeOf(req), req.body)),
  );

  app.post(
    '/customer/shares/:id',
    {
      config: { read: true, access: 'customer', scope: 'store' },
      schema: {
        tags,
        summary:
          'Her shared reports, newest first (at most 50): visits, language, who made each, expiry, state, and its newest openings with time and client address',
        params: ZCustomerIdParams,
        response: { 200: envelope(ZShareListResponse) },
      },
    },
    async (req) => ok(req, await reports.sharesOf(storeOf(req), req.params.id)),
  );

  app.post(
    '/customer/share/revoke/:shareId',
    {
      config: { access: 'customer', scope: 'store' },
      schema: {
        tags,
        summary:
          "Revoke a share link of my store (audited): it opens nothing from now on; another store's answers 404; revoking again answers the first revocation",
        params: ZShareIdParams,
        response: { 200: envelope(ZShareRevokeResponse) },
      },
    },
    async (req) => ok(req, await reports.revoke(caller(req), storeOf(req), req.params.shareId)),
  );

  app.post(
    '/report/open',
    {
      config: { public: true, addressLimit: 'shareOpen' },
      schema: {
        tags,
        summary:
          'The report a share link opens, for whoever holds its token (in the body, never in a URL): photo URLs expire no later than the link; each opening is recorded with the client address. Unknown, malformed, expired or revoked tokens all answer 404 800125',
        body: ZSharedReportRequest,
        response: { 200: envelope(ZSharedReport) },
      },
    },
    async (req) => ok(req, await reports.open(req.body.token, req.ip)),
  );
}
