import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import type { Metrics } from '../lib/metrics.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The catalogue key of the error this request was answered with, for the sign-in refusal count. */
    refusal: string | null;
  }
}

/**
 * Request metrics for every route (by route template, so label values stay few: the console's files are one
 * `(web)`, unknown paths `(unmatched)`), sign-in outcomes of the routes that say `config.signIn`, and the
 * metrics themselves: `GET /metrics` with `Authorization: Bearer METRICS_TOKEN` when a token is set, and/or a
 * listener of its own on METRICS_HOST:METRICS_PORT. Neither set: no metrics are served.
 */
export default fp(async function metricsPlugin(
  app: FastifyInstance,
  opts: { metrics: Metrics; apiPrefix: string; token?: string; port?: number; host: string },
) {
  const { metrics } = opts;
  const routeOf = (req: FastifyRequest) => {
    const url = req.routeOptions.url;
    if (!url) return '(unmatched)';
    return url === opts.apiPrefix || url.startsWith(`${opts.apiPrefix}/`) || url === '/metrics' ? url : '(web)';
  };

  app.decorateRequest('refusal', null);
  // Both hooks await nothing, so they take Fastify's callback form: no promise a request (issue 43).
  app.addHook('onError', (req, _reply, err, done) => {
    if (req.routeOptions.config?.signIn) req.refusal = err instanceof AppError ? err.def.key : 'error';
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    const status = reply.statusCode;
    metrics.http.duration.observe(
      { method: req.method, route: routeOf(req), status: String(status) },
      reply.elapsedTime / 1000,
    );
    const kind = req.routeOptions.config?.signIn;
    if (kind) {
      const ok = status >= 200 && status < 300;
      metrics.signIns.inc({ kind, result: ok ? 'ok' : 'refused' });
      if (!ok) metrics.signInRefusals.inc({ kind, reason: req.refusal ?? String(status) });
    }
    done();
  });

  const expose = async () => ({ type: metrics.registry.contentType, body: await metrics.registry.metrics() });

  if (opts.token) {
    const want = Buffer.from(`Bearer ${opts.token}`);
    app.get('/metrics', { schema: { hide: true }, config: { whileDraining: true } }, async (req, reply) => {
      const given = Buffer.from(req.headers.authorization ?? '');
      if (given.length !== want.length || !timingSafeEqual(given, want)) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError('FORBIDDEN');
      }
      const m = await expose();
      return reply.type(m.type).send(m.body);
    });
  }

  if (opts.port !== undefined) {
    const server = http.createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
        return;
      }
      expose().then(
        (m) => res.writeHead(200, { 'content-type': m.type }).end(m.body),
        (err) => {
          app.log.warn({ err }, 'metrics not collected');
          res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics not collected\n');
        },
      );
    });
    app.addHook('onListen', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(opts.port, opts.host, () => resolve());
      });
      app.log.info(`metrics on http://${opts.host}:${(server.address() as { port: number }).port}/metrics`);
    });
    app.addHook('onClose', async () => {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  }
});
