import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, parseConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { createDeps, type HarnessOptions } from './deps.js';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.js';
import { armExitDeadline, shutdown, stopWithParent } from './lib/lifecycle.js';
import { stdoutLog } from './lib/log.js';
import { privateByDefault } from './lib/private-files.js';
import { createSmsSender, OutboxSmsSender } from './lib/sms/index.js';
import { seedDemo } from './seed/seed.js';
import { seedDemoAnalyses } from './seed/seed-analyses.js';
import { ensurePlatformConsentTexts } from './seed/seed-consent.js';
import { seedDemoCustomers } from './seed/seed-customers.js';
import { seedDemoImages } from './seed/seed-images.js';
import { seedOrders } from './seed/seed-orders.js';
import { seedStoreContent } from './seed/seed-store-content.js';
import { translatePlatformLabels } from './seed/upgrade-content.js';

/** close-with-grace's limit on the graceful stop after SIGTERM (then exit 1). */
const GRACE_MS = 10_000;
/** After SIGTERM the process is gone by then, whatever is pending (lib/lifecycle.ts `armExitDeadline`). */
const EXIT_DEADLINE_MS = 12_000;

/**
 * Starts the server from the environment: config, DATA_DIR lock, database, demo data on an empty database, listen;
 * shuts down gracefully on a signal. `main.ts` (production's entry, `npm start`) calls it with nothing; the browser
 * tests' server (`server/test/fakes/serve-with-gateways.ts`) gives harness options, which no environment variable can.
 */
export async function serve(harness: HarnessOptions = {}) {
  const started = performance.now();
  // DATA_DIR (the database, keys, the SMS outbox, stored files) is read by this user alone.
  privateByDefault();
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(3);
    }
    throw err;
  }
  // A lost connection is told on stderr until the app's logger exists, then in its log.
  let idleError = (err: Error) => console.error(`postgres: connection lost: ${err.message}`);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    onIdleError: (err) => idleError(err),
  });
  const sms = await createSmsSender(config);
  const deps = createDeps(config, database, sms, harness);
  const app = await buildApp(deps);
  if (database.kind === 'postgres' && !config.vcodeSecret && config.env === 'production') {
    app.log.warn(
      'VCODE_SECRET is not set: codes are keyed with DATA_DIR/secrets/vcode.key, which other instances do not share',
    );
  }
  if (config.databaseRead && database.kind !== 'postgres') {
    app.log.warn('DATABASE_READ_URL is ignored without DATABASE_URL: PGlite has no replicas, every read uses it');
  }
  idleError = (err) => app.log.warn({ err }, 'postgres: connection lost');
  if (sms instanceof OutboxSmsSender) sms.log = app.log;
  if (config.seedDemo) {
    const seeded = await seedDemo(database.db);
    if (seeded) {
      await seedDemoImages(database.db, deps.files).catch((err) => app.log.warn({ err }, 'demo images not stored'));
      await seedStoreContent(database.db, deps.files).catch((err) =>
        app.log.warn({ err }, 'demo store content not stored'),
      );
      await seedOrders(database.db).catch((err) => app.log.warn({ err }, 'demo orders not stored'));
      await seedDemoAnalyses(database.db, deps.files).catch((err) => app.log.warn({ err }, 'demo analyses not stored'));
      await seedDemoCustomers(database.db).catch((err) => app.log.warn({ err }, 'demo customers not stored'));
      app.log.info('empty database: demo data created');
    }
  }
  // Every database has the platform's default consent texts (the app records no consent without one).
  const consents = await ensurePlatformConsentTexts(database.db);
  if (consents.length) app.log.info({ languages: consents }, "platform's default consent texts added");
  // Older databases get the platform's labels and scripts in every content language (once; issue 39).
  const translated = await translatePlatformLabels(database.db);
  if (translated.length) app.log.info({ languages: translated }, "platform's labels and scripts translated");
  // SIGTERM: not ready at once, requests in flight and running jobs finish, then exit 0 (lib/lifecycle.ts);
  // close-with-grace exits 1 if that takes over 10 s, the process is killed at EXIT_DEADLINE_MS whatever holds it,
  // and a supervisor kills what is left after 30 s.
  closeWithGrace({ delay: GRACE_MS, logger: app.log }, async ({ err, signal }) => {
    armExitDeadline(EXIT_DEADLINE_MS);
    if (err) app.log.error({ err }, 'shutting down after error');
    else app.log.info({ signal }, 'draining');
    const report = await shutdown(app, config.shutdownTimeoutMs);
    await database.close();
    unlock();
    app.log.info(report, 'stopped');
    // The last lines, if the log's reader takes them soon; never waited on for longer.
    await stdoutLog().flush(500);
  });
  // npm start's npm stopped alone: its shell dies without passing the signal on (lib/lifecycle.ts).
  if (process.env.npm_lifecycle_event === 'start') stopWithParent(app.log);
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { db: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    `ready in ${Math.round(performance.now() - started)} ms: http://${config.host}:${config.port}/ (API ${config.apiPrefix}, docs ${config.apiPrefix}/docs)`,
  );
  return { app, deps };
}
