import fs from 'node:fs';
import path from 'node:path';
import { envelope, ZHealth, ZHealthReady } from '@skin/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MIGRATIONS_DIR } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { ok } from '../../lib/http.js';
import { selectRows } from '../../lib/sql.js';
import { storeProbe } from '../../lib/storage/probe.js';

/** How long one readiness check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 5_000;

/** The `when` of the newest migration this build ships (drizzle/meta/_journal.json). */
function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/** true when `check` resolves within the timeout. */
async function passes(check: (signal: AbortSignal) => Promise<unknown>): Promise<boolean> {
  const signal = AbortSignal.timeout(CHECK_TIMEOUT_MS);
  const timedOut = new Promise<false>((resolve) => signal.addEventListener('abort', () => resolve(false)));
  return Promise.race([
    check(signal).then(
      () => true,
      () => false,
    ),
    timedOut,
  ]);
}

/** `/health` (alive) and `/health/ready` (DESIGN.md section 12); both answer while the instance drains. */
export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, db, lifecycle } = app.deps;
  const store = storeProbe(config.storage, config.dataDir);
  const shipped = newestMigration();
  let migrated = false;

  app.get(
    '/health',
    {
      config: { public: true, whileDraining: true },
      schema: { tags: ['health'], summary: 'Answers once the server can serve', response: { 200: envelope(ZHealth) } },
    },
    async (req) => {
      await app.deps.db.execute(sql`select 1`);
      return ok(req, { status: 'ok' as const, db: app.deps.database.kind, uptime: process.uptime() });
    },
  );

  app.get(
    '/health/ready',
    {
      config: { public: true, whileDraining: true },
      schema: {
        tags: ['health'],
        summary:
          'Ready for traffic: the database and the object store answer, every migration of this build is applied, and the instance is not draining (503 otherwise, with the same checks); with a read replica, its state and lag (not a check: its reads fall back to the primary)',
        response: { 200: envelope(ZHealthReady) },
      },
    },
    async (req) => {
      const [database, migrations, reachable] = await Promise.all([
        passes(() => db.execute(sql`select 1`)),
        // Once applied, a build's migrations stay applied (a newer build only adds), so this is asked until true.
        migrated ||
          passes(async () => {
            const [row] = await selectRows(
              db,
              sql`select max(created_at)::float8 as newest from drizzle.__drizzle_migrations`,
            );
            if (!(Number(row?.newest) >= shipped)) throw new Error('migrations missing');
            migrated = true;
          }),
        passes((signal) => store.check(signal)),
      ]);
      const checks = { database, migrations, store: reachable, draining: lifecycle.draining };
      const ready = database && migrations && reachable && !checks.draining;
      const replica = app.deps.replica?.status();
      if (!ready) throw new AppError('UNAVAILABLE', { datas: { ready, checks, replica } });
      return ok(req, { ready, checks, replica });
    },
  );
}
