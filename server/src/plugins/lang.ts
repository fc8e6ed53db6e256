import { DEFAULT_LANGUAGE, isLanguage, pickLanguage } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Picks the language of messages: `X-Lang`, else `Accept-Language`, else en-US. */
export default fp(async function lang(app: FastifyInstance) {
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (req) => {
    const explicit = req.headers['x-lang'];
    req.lang = isLanguage(explicit) ? explicit : (pickLanguage(req.headers['accept-language']) ?? DEFAULT_LANGUAGE);
  });
});
