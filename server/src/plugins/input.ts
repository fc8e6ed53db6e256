import { findUnsafeText } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

/**
 * Text PostgreSQL cannot hold never reaches a route: a NUL character or a lone UTF-16 surrogate in
 * any path parameter, query parameter or body field (value or key) is refused with 100400 naming
 * the field, before validation. Registered at the root, so every route, present and future, has it.
 */
export default fp(async function input(app: FastifyInstance) {
  // Awaits nothing, so it takes Fastify's callback form: no promise a request (issue 43).
  app.addHook('preValidation', (req, _reply, done) => {
    for (const [part, value] of [
      ['params', req.params],
      ['query', req.query],
      ['body', req.body],
    ] as const) {
      const at = findUnsafeText(value);
      if (at !== null) return done(new AppError('BAD_REQUEST', { fields: { [at || part]: 'textInvalid' } }));
    }
    done();
  });
});
