import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Deps } from './deps.js';
import { responseSerializerCompiler } from './lib/serializer.js';
import accountRoutes from './modules/account/routes.js';
import auditRoutes from './modules/audit/routes.js';
import fileRoutes from './modules/file/routes.js';
import healthRoutes from './modules/health/routes.js';
import shopRoutes from './modules/shop/routes.js';
import shopDeviceRoutes from './modules/shopDevice/routes.js';
import smsRoutes from './modules/sms/routes.js';
import staffRoutes from './modules/staff/routes.js';
import symptomDescRoutes from './modules/symptomDesc/routes.js';
import symptomLabelRoutes from './modules/symptomLabel/routes.js';
import userRoutes from './modules/user/routes.js';
import authPlugin from './plugins/auth.js';
import errorsPlugin, { apiNotFound } from './plugins/errors.js';
import langPlugin from './plugins/lang.js';

/** Route modules, one per API resource, registered under the API prefix. */
const API_MODULES = [
  healthRoutes,
  accountRoutes,
  smsRoutes,
  userRoutes,
  shopRoutes,
  shopDeviceRoutes,
  staffRoutes,
  auditRoutes,
  fileRoutes,
  symptomLabelRoutes,
  symptomDescRoutes,
];

/** Builds the Fastify app without listening: external plugins, then ours, then routes. */
export async function buildApp(deps: Deps, opts: { logger?: FastifyServerOptions['logger'] } = {}) {
  const { config } = deps;
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    // Structured request logs carry `reqId`; health checks are not logged.
    logController: new LogController({
      requestIdLogLabel: 'reqId',
      disableRequestLogging: (req) => req.url === `${config.apiPrefix}/health`,
    }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.env !== 'production'));
  app.decorate('deps', deps);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  // API answers are compressed on the fly; the console's files are compressed at build time.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(formbody, { bodyLimit: config.bodyLimit });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Skin-analysis store console API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(langPlugin);
  await app.register(errorsPlugin);

  await app.register(
    async (api) => {
      await api.register(authPlugin, { db: deps.db });
      for (const mod of API_MODULES) await api.register(mod);
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
      api.setNotFoundHandler(apiNotFound);
    },
    { prefix: config.apiPrefix },
  );

  // The docs page is public, so it sits outside the authenticated API scope.
  await app.register(swaggerUi, { routePrefix: `${config.apiPrefix}/docs` });
  registerWeb(app, config.serveWeb ? config.webDist : null, config.apiPrefix);
  return app;
}

/** Serves the built console with a fallback to index.html for client-side routes. */
function registerWeb(app: FastifyInstance, dist: string | null, apiPrefix: string) {
  const hasWeb = dist !== null && fs.existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Hashed assets never change; index.html must be revalidated so a deploy is picked up.
      setHeaders(reply, file) {
        reply.header(
          'cache-control',
          /index\.html(\.br|\.gz)?$/.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable',
        );
      },
      cacheControl: false,
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0]!;
    if (url === apiPrefix || url.startsWith(`${apiPrefix}/`)) return apiNotFound(req, reply);
    if (hasWeb && (req.method === 'GET' || req.method === 'HEAD')) {
      // Files added after start-up are not in the static route table.
      const file = path.join(dist, url);
      if (file.startsWith(dist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        return reply.sendFile(path.relative(dist, file));
      }
      return reply.sendFile('index.html');
    }
    return apiNotFound(req, reply);
  });
}
