import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import type { Lifecycle } from '../lib/lifecycle.js';

/**
 * Counts the requests in flight (lib/lifecycle.ts) and, while the instance drains after SIGTERM, refuses every
 * new one with 503 and `Connection: close` before its body is read: nginx (`proxy_next_upstream ... http_503`)
 * sends an idempotent one to another instance, and the client of any other may send it again. Requests already
 * past this hook finish normally.
 */
export default fp(async function drain(app: FastifyInstance, opts: { lifecycle: Lifecycle }) {
  app.addHook('onRequest', async (req, reply) => {
    // 'close' comes once, when the answer is sent or the connection is gone, whichever is first.
    reply.raw.once('close', opts.lifecycle.begin());
    if (!opts.lifecycle.draining) return;
    // Every answer of a draining instance closes its connection, so no client keeps one to it.
    reply.header('connection', 'close');
    if (req.routeOptions.config?.whileDraining) return;
    reply.header('retry-after', '1');
    throw new AppError('UNAVAILABLE');
  });
});
