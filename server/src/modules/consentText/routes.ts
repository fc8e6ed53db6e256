import {
  CONSENT_HISTORY_PAGE_MAX,
  envelope,
  ZAppConsent,
  ZAppConsentQuery,
  ZConsentText,
  ZConsentTextHistory,
  ZConsentTextHistoryRequest,
  ZConsentTextLanguages,
  ZConsentTextSaveRequest,
  ZConsentTextSaveResponse,
} from '@skin/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appCaller, caller, ok } from '../../lib/http.js';
import type { RouteConfig } from '../../lib/route-config.js';
import { declareRoutes, route } from '../../lib/route-table.js';
import { contentOwnerOf } from '../../lib/scope.js';
import { matchesEtag } from '../app/service.js';

/** A store's texts and the platform's defaults, both under the access code `customer` (owner: the caller's own). */
const READ: RouteConfig = { read: true, access: 'customer', scope: 'owner' };
const EDIT: RouteConfig = { access: 'customer', scope: 'owner' };

/**
 * Consent texts (issue 42 item 1): the console's routes (a store its own texts, the platform its defaults; tag
 * `consentText`) and the app's `GET /api/app/v1/consent` (tag `app`, docs/app-api.md).
 */
export default async function consentTextRoutes(fastify: FastifyInstance) {
  const { consentTexts } = fastify.deps;
  declareRoutes(fastify, 'consentText', [
    route({
      path: '/consentText/languages',
      config: READ,
      summary:
        "The seven content languages, each with the caller's latest consent text version (a store: also the platform's default its app shows without one)",
      response: ZConsentTextLanguages,
      handle: (req) => consentTexts.languages(contentOwnerOf(req)),
    }),
    route({
      path: '/consentText/get/:id',
      config: READ,
      summary: "One consent text version with its text: the caller's own or one of the platform's defaults",
      response: ZConsentText,
      handle: (req) => consentTexts.get(contentOwnerOf(req), req.params.id),
    }),
    route({
      path: '/consentText/history/:page/:pageSize',
      config: READ,
      summary: `A language's consent text versions, newest first, with who saved each and when (at most ${CONSENT_HISTORY_PAGE_MAX} a page)`,
      body: ZConsentTextHistoryRequest,
      response: ZConsentTextHistory,
      handle: (req) =>
        consentTexts.history(contentOwnerOf(req), req.body.language, {
          page: req.params.page,
          pageSize: Math.min(req.params.pageSize, CONSENT_HISTORY_PAGE_MAX),
        }),
    }),
    route({
      path: '/consentText/save',
      config: EDIT,
      summary:
        'Save a new version of the consent text of a language (old versions stay readable; the same text as the latest saves none: created false)',
      body: ZConsentTextSaveRequest,
      response: ZConsentTextSaveResponse,
      handle: (req) => consentTexts.save(caller(req), contentOwnerOf(req), req.body),
    }),
  ]);

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/app/v1/consent',
    {
      config: { app: 'read' },
      schema: {
        tags: ['app'],
        summary:
          "The consent text to show in a content language (the store's, else the platform's default, else another language's), with the version to record the consent with; an ETag: If-None-Match answers 304 while it is current",
        querystring: ZAppConsentQuery,
        headers: z.object({ 'if-none-match': z.string().max(2000).optional() }),
        response: {
          200: envelope(ZAppConsent),
          304: z.null().describe('Not modified: the ETag named in If-None-Match is current (no body)'),
        },
      },
    },
    async (req, reply) => {
      const header = req.headers['if-none-match'];
      const { etag, answer } = await consentTexts.forApp(appCaller(req).shopId, req.query.language, (v) =>
        matchesEtag(header, v),
      );
      reply.header('etag', `"${etag}"`).header('cache-control', 'private, no-cache').header('vary', 'authorization');
      if (answer === null) return (reply as FastifyReply).code(304).send();
      return ok(req, answer);
    },
  );
}
