import { DEFAULT_LANGUAGE, isLanguage, pickLanguage } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Picks the language of messages: `X-Lang`, else `Accept-Language`, else en-US. */
export default fp(async function lang(app: FastifyInstance) {
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  // Awaits nothing, so it takes Fastify's callback form: no promise a request (issue 43).
  app.addHook('onRequest', (req, _reply, done) => {
    const explicit = req.headers['x-lang'];
    req.lang = isLanguage(explicit) ? explicit : (pickLanguage(req.headers['accept-language']) ?? DEFAULT_LANGUAGE);
    done();
  });
});
