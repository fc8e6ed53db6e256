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
 * Every module's service by its key in `app.deps`. Each module's index.ts declares its own beside its definition
 * (`declare module '../../lib/module.js' { interface Services { files: FileService } }`), so the services are typed
 * wherever they are used and no file lists the modules.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from each module's index.ts.
export interface Services {}
export type ServiceName = keyof Services;

/** What a module declares (`defineModule`): `needs` names the services its own is built on, typed in `createService`. */
interface ModuleSpec<N extends string, D extends ServiceName> {
  /** The service's key in `app.deps`, saying what it looks after (`appUsers`, `consoleAccounts`), or the module's name. */
  name: N;
  /** The services `createService` is handed, built before it whatever the folders' order. */
  needs?: readonly D[];
  routes: (app: FastifyInstance) => Promise<void>;
  /** Builds the service `Services[name]` declares, from the context and the services it `needs`. */
  createService?: (ctx: ServiceContext, needs: Pick<Services, D>) => ServiceOf<N>;
}

/** The service `Services` declares under `N`; for an undeclared name, a type whose name says what to do. */
type ServiceOf<N extends string> = N extends ServiceName ? Services[N] : `declare ${N} in interface Services`;

/** One API resource as the server loads it: its routes (registered under the API prefix) and, if any, its service. */
export interface ApiModule {
  name: string;
  needs: readonly string[];
  routes: (app: FastifyInstance) => Promise<void>;
  createService?: (ctx: ServiceContext, needs: Record<string, unknown>) => unknown;
}

/**
 * A module, the default export of `modules/<folder>/index.ts` (modules/index.ts finds it). Its service must be the
 * one its `Services` entry declares, and may use only the services it `needs`:
 * `defineModule({ name: 'cloud', needs: ['files'], routes, createService: ({ db }, { files }) => ... })`.
 */
export function defineModule<const N extends string, const D extends ServiceName = never>(
  m: ModuleSpec<N, D>,
): ApiModule {
  return { ...m, needs: m.needs ?? [] } as ApiModule;
}

/**
 * The modules that have a service, each after the services it needs (a depth-first topological sort; the given
 * order otherwise). A name used twice, a need no module's service answers and a cycle stop the start, named.
 */
export function serviceOrder(modules: readonly ApiModule[]): ApiModule[] {
  const byName = new Map<string, ApiModule>();
  for (const m of modules) {
    if (byName.has(m.name)) throw new Error(`two modules are named ${m.name}`);
    byName.set(m.name, m);
  }
  const order: ApiModule[] = [];
  const done = new Set<string>();
  const visit = (m: ApiModule, path: readonly string[]) => {
    if (done.has(m.name)) return;
    if (path.includes(m.name))
      throw new Error(
        `modules need each other's services: ${[...path.slice(path.indexOf(m.name)), m.name].join(' -> ')}`,
      );
    for (const need of m.needs) {
      const by = byName.get(need);
      if (!by?.createService) throw new Error(`module ${m.name} needs the service ${need}, which no module builds`);
      visit(by, [...path, m.name]);
    }
    done.add(m.name);
    order.push(m);
  };
  for (const m of modules) if (m.createService) visit(m, []);
  return order;
}

/** Every module's service, built in `serviceOrder`, each handed only the services it needs. */
export function createServices(modules: readonly ApiModule[], ctx: ServiceContext): Services {
  const built: Record<string, unknown> = {};
  for (const m of serviceOrder(modules)) {
    built[m.name] = m.createService!(ctx, Object.fromEntries(m.needs.map((n) => [n, built[n]])));
  }
  return built as unknown as Services;
}
