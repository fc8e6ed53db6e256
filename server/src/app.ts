import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Deps } from './deps.js';
import { OneLinePerRequest, stdoutLog, withLogSerializers } from './lib/log.js';
import { openApiOptions } from './lib/openapi.js';
import { gatedServerFactory } from './lib/proxy.js';
import { securityHeaders } from './lib/security-headers.js';
import { responseSerializerCompiler } from './lib/serializer.js';
import { closeWorkbookPool } from './lib/xlsx-pool.js';
import { closeThumbPool } from './modules/analysis/thumbs.js';
import { API_MODULES } from './modules/index.js';
import authPlugin from './plugins/auth.js';
import bodyPlugin from './plugins/body.js';
import drainPlugin from './plugins/drain.js';
import errorsPlugin, { apiNotFound } from './plugins/errors.js';
import inputPlugin from './plugins/input.js';
import langPlugin from './plugins/lang.js';
import limitsPlugin from './plugins/limits.js';
import metricsPlugin from './plugins/metrics.js';
import readsPlugin from './plugins/reads.js';
import replicaPlugin from './plugins/replica.js';
import { registerWeb } from './web.js';

const REQUEST_ID_RE = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The Content-Security-Policy of the console and the API. Scripts only from our origin; styles
 * also inline, because antd sets its theme's CSS variables in <style> elements at run time (its
 * component styles come in a stylesheet made at build time) and index.html has one.
 */
export const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Builds the Fastify app without listening: external plugins, then ours, then routes. */
export async function buildApp(
  deps: Deps,
  opts: {
    logger?: FastifyServerOptions['logger'];
    /** Routes a test adds under the API prefix, behind the same plugins (e.g. an app route that writes). */
    extraRoutes?: (api: FastifyInstance) => Promise<void>;
  } = {},
) {
  const { config } = deps;
  const app = Fastify({
    // Request logs never carry a signed URL's signature, and a log nobody reads never blocks (lib/log.ts).
    logger: withLogSerializers(opts.logger ?? { level: config.logLevel, stream: stdoutLog() }),
    bodyLimit: config.bodyLimit,
    // X-Forwarded-* only from a request proving it comes from the proxy (PROXY_SECRET), before anything reads them.
    serverFactory: gatedServerFactory(config.proxySecret),
    // A hop count trusts that many proxies in front of us (Fastify's number form, typed as a function).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_addr: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // An incoming X-Request-Id (from a proxy) is kept only when it is short and plain; anything else
    // is replaced, so a client cannot write what it likes into the logs.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_RE.test(given) ? given : crypto.randomUUID();
    },
    // One structured line per request, when it ends, with `reqId`; health checks are not logged.
    logController: new OneLinePerRequest({
      requestIdLogLabel: 'reqId',
      disableRequestLogging: (req) => req.url === `${config.apiPrefix}/health`,
    }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // While closing, requests on open connections are refused by plugins/drain.ts in our envelope.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.env !== 'production'));
  app.decorate('deps', deps);
  // Background jobs run while the server listens; this instance's address is where a gateway without
  // PUBLIC_BASE_URL sends notifications.
  app.addHook('onListen', async () => {
    const addr = app.server.address();
    if (addr && typeof addr === 'object') {
      const host = addr.address === '0.0.0.0' || addr.address === '::' ? '127.0.0.1' : addr.address;
      deps.runtime.setListenUrl(`http://${host.includes(':') ? `[${host}]` : host}:${addr.port}`);
    }
    deps.jobs.setLog(app.log);
    deps.jobs.start();
    deps.replica?.start();
  });
  app.addHook('onClose', async () => deps.jobs.stop());
  app.addHook('onClose', async () => deps.replica?.close());
  // The worker pools of hostile work (workbooks, photos) end with the app; a later task starts them again.
  app.addHook('onClose', async () => {
    await Promise.all([closeWorkbookPool(), closeThumbPool()]);
  });
  // Every answer's security headers (helmet's values for our options, worked out once: lib/security-headers.ts)
  // and its request id, in one hook that awaits nothing. HSTS only over HTTPS: over plain HTTP the header means
  // nothing and would pin a dev host.
  const headers = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: CSP },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', req.id);
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done();
  });

  // API answers are compressed on the fly; the console's files are compressed at build time.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(formbody, { bodyLimit: config.bodyLimit });
  // The API document and its conventions (operation ids, security, error responses, media types): lib/openapi.ts.
  await app.register(swagger, openApiOptions(config.apiPrefix));
  await app.register(langPlugin);
  await app.register(errorsPlugin);
  await app.register(bodyPlugin);
  await app.register(inputPlugin);
  await app.register(metricsPlugin, { metrics: deps.metrics, apiPrefix: config.apiPrefix, ...config.metrics });
  await app.register(drainPlugin, { lifecycle: deps.lifecycle });

  await app.register(
    async (api) => {
      await api.register(authPlugin, { db: deps.db });
      await api.register(limitsPlugin, { db: deps.db, limits: deps.addressLimits });
      await api.register(readsPlugin);
      await api.register(replicaPlugin, { replica: deps.replica, metrics: deps.metrics });
      for (const mod of API_MODULES) await api.register(mod.routes);
      if (opts.extraRoutes) await api.register(opts.extraRoutes);
      if (config.apiDocs) {
        api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
      }
      api.setNotFoundHandler(apiNotFound);
    },
    { prefix: config.apiPrefix },
  );

  // The docs page is public, so it sits outside the authenticated API scope; off in production
  // unless API_DOCS=true.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: `${config.apiPrefix}/docs` });
  registerWeb(app, config.serveWeb ? config.webDist : null, config.apiPrefix);
  return app;
}
