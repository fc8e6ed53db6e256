import { ADDRESS_LIMITS, type AddressLimitName } from '@skin/contract';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { openReplica, type ReadReplica, routedDb } from './db/replica.js';
import { createJobQueue, type JobQueue } from './lib/jobs.js';
import { createLifecycle, type Lifecycle } from './lib/lifecycle.js';
import { createMetrics, type Metrics, watchDatabase, watchReplica } from './lib/metrics.js';
import { createRuntime, createServices, type Runtime, type Services } from './lib/module.js';
import { loadVcodeSecret } from './lib/secret.js';
import type { SmsSender } from './lib/sms/index.js';
import { API_MODULES } from './modules/index.js';

/** The per-address limits an instance counts (`plugins/limits.ts`): ADDRESS_LIMITS, unless the harness gave others. */
export type AddressLimitTable = Record<AddressLimitName, { readonly max: number; readonly windowSeconds: number }>;

/**
 * Settings only code can give, never the environment: the test harness (`server/test/helper.ts`) and the browser
 * tests' server (`server/test/fakes/serve-with-gateways.ts`) pass them; `main.ts`, production's entry, passes none,
 * so no deployment can switch them on (docs/decisions.md, "Tests own their clock and background work").
 */
export interface HarnessOptions {
  /** Background work runs only when the test drains the job queue (`createJobQueue`'s `manual`). */
  manualJobs?: boolean;
  /** Per-address limits in place of ADDRESS_LIMITS' (the browser tests register many stores from one address). */
  addressLimits?: Partial<AddressLimitTable>;
}

/**
 * What route modules reach through `app.deps`: config, database, adapters and every module's service under its name
 * (`appUsers`, `consoleAccounts`, ...), as each module's index.ts declares it in `Services` (lib/module.ts).
 */
export interface Deps extends Services {
  config: Config;
  database: Database;
  db: Database['db'];
  sms: SmsSender;
  jobs: JobQueue;
  runtime: Runtime;
  /** Draining after SIGTERM (lib/lifecycle.ts). */
  lifecycle: Lifecycle;
  metrics: Metrics;
  /** The read replica (DATABASE_READ_URL on PostgreSQL; plugins/replica.ts routes to it), else undefined. */
  replica?: ReadReplica;
  addressLimits: AddressLimitTable;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export function createDeps(config: Config, database: Database, sms: SmsSender, harness: HarnessOptions = {}): Deps {
  const db = database.db;
  const secrets = { vcode: loadVcodeSecret({ secret: config.vcodeSecret, dataDir: config.dataDir }).key };
  const jobs = createJobQueue(db, { pollMs: config.jobsPollMs, manual: harness.manualJobs, run: config.runJobs });
  const runtime = createRuntime(config.payments.publicBaseUrl, config.port);
  const lifecycle = createLifecycle();
  const metrics = createMetrics({
    process: Boolean(config.metrics.token || config.metrics.port !== undefined),
    inFlight: () => lifecycle.inFlight,
  });
  watchDatabase(metrics, db, database.pool);
  // PGlite has no replicas: DATABASE_READ_URL is then ignored (serve.ts warns).
  const replica =
    config.databaseRead && database.kind === 'postgres'
      ? openReplica({ ...config.databaseRead, poolSize: config.databasePoolSize })
      : undefined;
  if (replica) watchReplica(metrics, replica);
  // Services read where plugins/replica.ts says (the primary outside `reads: 'replica'` routes); jobs use the primary.
  const serviceDb = replica ? routedDb(db) : db;
  return {
    config,
    database,
    db,
    sms,
    jobs,
    runtime,
    lifecycle,
    metrics,
    replica,
    addressLimits: { ...ADDRESS_LIMITS, ...harness.addressLimits },
    ...createServices(API_MODULES, { config, db: serviceDb, sms, secrets, jobs, runtime, metrics }),
  };
}
