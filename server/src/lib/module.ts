import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { JobQueue } from './jobs.js';
import type { Metrics } from './metrics.js';
import type { SmsSender } from './sms/index.js';

/** What a module's service is built from. */
export interface ServiceContext {
  config: Config;
  db: Db;
  sms: SmsSender;
  /** Keys loaded at start (lib/secret.ts). */
  secrets: { vcode: Buffer };
  /** Background jobs kept in the database (lib/jobs.ts): services enqueue inside their transactions. */
  jobs: JobQueue;
  runtime: Runtime;
  /** Counters a service keeps (lib/metrics.ts). */
  metrics: Metrics;
}

/** What is known only once the server listens. */
export interface Runtime {
  /** PUBLIC_BASE_URL, else this instance's own address (`http://127.0.0.1:<port>`), without a trailing slash. */
  publicBaseUrl(): string;
  setListenUrl(url: string): void;
}

export function createRuntime(configured: string | undefined, fallbackPort: number): Runtime {
  let listenUrl: string | null = null;
  return {
    publicBaseUrl: () => configured ?? listenUrl ?? `http://127.0.0.1:${fallbackPort}`,
    setListenUrl(url) {
      listenUrl = url;
    },
  };
}

/**
 * One API resource: its routes (registered under the API prefix) and, when it has one, its
 * service, reachable by the routes as `app.deps[name]`.
 */
export interface ApiModule {
  /** The service's key in `app.deps`, saying what the service looks after (`appUsers`, `consoleAccounts`). */
  name: string;
  routes: (app: FastifyInstance) => Promise<void>;
  /** `built` holds the services of the modules listed before this one (modules/index.ts order). */
  createService?: (ctx: ServiceContext, built: Readonly<Record<string, unknown>>) => unknown;
}

/** Declares a module for the registry in `modules/index.ts`; the literal type keeps `app.deps` typed. */
export function defineModule<const M extends ApiModule>(m: M): M {
  return m;
}

/** `{ [name]: service }` of a list of modules. */
export type ServicesOf<Ms extends readonly ApiModule[]> = {
  [M in Ms[number] as M extends { createService: unknown } ? M['name'] : never]: M extends {
    createService: (ctx: ServiceContext, built: Readonly<Record<string, unknown>>) => infer S;
  }
    ? S
    : never;
};

/** Builds every module's service, in the registry's order. */
export function createServices<Ms extends readonly ApiModule[]>(modules: Ms, ctx: ServiceContext): ServicesOf<Ms> {
  const services: Record<string, unknown> = {};
  for (const m of modules) {
    if (!m.createService) continue;
    if (m.name in services) throw new Error(`two modules are named ${m.name}`);
    services[m.name] = m.createService(ctx, services);
  }
  return services as ServicesOf<Ms>;
}

/** A service another module's service is built on; it must come earlier in modules/index.ts. */
export function requireService<T>(built: Readonly<Record<string, unknown>>, name: string): T {
  if (!(name in built)) throw new Error(`service ${name} must be listed before the modules that use it`);
  return built[name] as T;
}
