import {
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
import { caller } from '../../lib/http.js';
import { declareRoutes, route } from '../../lib/route-table.js';
import { storeOf } from '../../lib/scope.js';

/**
 * A customer's report and its share links (issue 42): the store's own customers only (another store's answers 404);
 * `report/open` is public, for whoever holds a link's token, limited per client address.
 */
export default async function reportRoutes(fastify: FastifyInstance) {
  const { reports } = fastify.deps;

  declareRoutes(fastify, 'customer', [
    route({
      path: '/customer/report',
      config: { read: true, access: 'customer', scope: 'store' },
      summary:
        "One visit of my store's customer, or two compared, as a report in one language (asked for, else her latest consent's, else the store's first content language): the store's name, dates, photos, symptoms with degree names and colours, their labels' description and care suggestions, and at most 6 recommended programmes",
      body: ZReportRequest,
      response: ZReport,
      handle: (req) => reports.forConsole(storeOf(req), req.body),
    }),
    route({
      path: '/customer/share',
      config: { access: 'customer', scope: 'store' },
      summary:
        "Share her report of one or two visits in one language by a link valid 1-30 days (7 by default): answers the link's token once (only its hash is kept) and its expiry",
      body: ZShareAddRequest,
      response: ZShareAddResponse,
      handle: (req) => reports.share(caller(req), storeOf(req), req.body),
    }),
    route({
      path: '/customer/shares/:id',
      config: { read: true, access: 'customer', scope: 'store' },
      summary:
        'Her shared reports, newest first (at most 50): visits, language, who made each, expiry, state, and its newest openings with time and client address',
      params: ZCustomerIdParams,
      response: ZShareListResponse,
      handle: (req) => reports.sharesOf(storeOf(req), req.params.id),
    }),
    route({
      path: '/customer/share/revoke/:shareId',
      config: { access: 'customer', scope: 'store' },
      summary:
        "Revoke a share link of my store (audited): it opens nothing from now on; another store's answers 404; revoking again answers the first revocation",
      params: ZShareIdParams,
      response: ZShareRevokeResponse,
      handle: (req) => reports.revoke(caller(req), storeOf(req), req.params.shareId),
    }),
    route({
      path: '/report/open',
      config: { public: true, addressLimit: 'shareOpen' },
      summary:
        'The report a share link opens, for whoever holds its token (in the body, never in a URL): photo URLs expire no later than the link; each opening is recorded with the client address. Unknown, malformed, expired or revoked tokens all answer 404 800125',
      body: ZSharedReportRequest,
      response: ZSharedReport,
      handle: (req) => reports.open(req.body.token, req.ip),
    }),
  ]);
}
