import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { onReplica, type ReadReplica, readTarget } from '../db/replica.js';
import type { Metrics } from '../lib/metrics.js';
import { routeConfigOf } from '../lib/route-config.js';

/**
 * The one place that decides where a request reads (DESIGN.md section 14; db/replica.ts). A route declaring
 * `config.reads: 'replica'` (it must be a `read` route: it changes nothing) runs its handler with the replica as
 * every service's database while the last lag check found the replica within DATABASE_READ_MAX_LAG_MS; else, or
 * when the replica is lost during the request (nothing sent yet), the handler runs on the primary and
 * `db_replica_fallback_total` counts why. Without DATABASE_READ_URL the declaration changes nothing.
 *
 * Registered after plugins/reads.ts, so a read's GET copy is wrapped once, like its POST.
 */
export default fp(async function replicaReads(app: FastifyInstance, opts: { replica?: ReadReplica; metrics: Metrics }) {
  const { replica, metrics } = opts;
  app.addHook('onRoute', (route) => {
    const config = routeConfigOf(route);
    if (config.reads !== 'replica') return;
    if (!config.read) {
      throw new Error(`${route.method} ${route.url}: reads: 'replica' is for read routes only (config.read)`);
    }
    if (!replica) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function (this: FastifyInstance, req, reply) {
      const target = readTarget(replica.status());
      if (target !== 'replica') {
        metrics.replicaFallback.inc({ reason: target });
        metrics.replicaReads.inc({ pool: 'primary' });
        return handler.call(this, req, reply);
      }
      try {
        const answer = await onReplica(replica.db, () => handler.call(this, req, reply));
        metrics.replicaReads.inc({ pool: 'replica' });
        return answer;
      } catch (err) {
        // A read that changes nothing can be asked again, as long as nothing of its answer has left.
        if (reply.sent || !replica.lost(err)) throw err;
        req.log.warn({ err }, 'read replica lost: answered from the primary');
        metrics.replicaFallback.inc({ reason: 'error' });
        metrics.replicaReads.inc({ pool: 'primary' });
        return handler.call(this, req, reply);
      }
    } as RouteHandlerMethod;
  });
});
