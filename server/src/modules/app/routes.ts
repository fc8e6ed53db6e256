import {
  envelope,
  ZAppContent,
  ZAppContentQuery,
  ZAppLoginRequest,
  ZAppLoginResponse,
  ZAppSignedIn,
  ZEmpty,
} from '@skin/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appCaller, ok, okJson } from '../../lib/http.js';
import { declareRoutes, route } from '../../lib/route-table.js';

/**
 * The analysis app's API (`/api/app/v1`, OpenAPI tag `app`, docs/app-api.md): sign-in on a device, who is signed
 * in, sign-out and the content feed. Every route but the sign-in declares `config.app`: an app token, and the rules
 * of the account, its device and store, checked by the auth plugin on every call.
 */
export default async function appRoutes(fastify: FastifyInstance) {
  const tags = ['app'];
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { appApi } = app.deps;

  declareRoutes(fastify, 'app', [
    route({
      path: '/app/v1/login',
      config: { public: true, addressLimit: 'appLogin', signIn: 'app' },
      summary: 'Sign an app account in on a device of its store: the token, the account, the store and the device',
      body: ZAppLoginRequest,
      response: ZAppLoginResponse,
      handle: (req) => appApi.login(req.body, { ip: req.ip }),
    }),
    route({
      path: '/app/v1/logout',
      config: { app: 'session' },
      summary: 'Sign this device out (works whatever the rules say of the account)',
      response: ZEmpty,
      handle: async (req) => {
        await appApi.logout(appCaller(req));
        return null;
      },
    }),
  ]);

  app.get(
    '/app/v1/me',
    {
      config: { app: 'read' },
      schema: {
        tags,
        summary: 'The signed-in account, its store (cloud state) and device, the rules checked again',
        response: { 200: envelope(ZAppSignedIn) },
      },
    },
    async (req) => ok(req, { ...appCaller(req).signedIn, uploads: app.deps.files.uploadPath() }),
  );

  app.get(
    '/app/v1/content',
    {
      config: { app: 'read' },
      schema: {
        tags,
        summary:
          "Everything the app shows for the account's store in one content language, with an ETag: If-None-Match answers 304 while it is current",
        querystring: ZAppContentQuery,
        headers: z.object({ 'if-none-match': z.string().max(2000).optional() }),
        response: {
          200: envelope(ZAppContent),
          304: z.null().describe('Not modified: the ETag named in If-None-Match is current (no body)'),
        },
      },
    },
    async (req, reply) => {
      const { version, json } = await appApi.content(appCaller(req), req.query.language, req.headers['if-none-match']);
      // Per account (its store), never shared by a cache in between; revalidated on every use.
      reply.header('etag', `"${version}"`).header('cache-control', 'private, no-cache').header('vary', 'authorization');
      // No payload at all: `send(null)` would serialise "null" and announce a 4-byte body a 304 cannot carry.
      // The reply's payload type follows the response schema; these two answers are sent as they are.
      const raw = reply as FastifyReply;
      if (json === null) return raw.code(304).send();
      // The feed of a version is kept serialised (service.ts), so it is sent as JSON text.
      return raw.type('application/json; charset=utf-8').send(okJson(req, json));
    },
  );
}
