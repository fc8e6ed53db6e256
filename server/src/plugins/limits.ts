import { ADDRESS_LIMITS, type AddressLimitName } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { limited } from '../lib/errors.js';
import { addressKey, limits } from '../lib/limits.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Count every call of this route against the client address's ADDRESS_LIMITS entry. */
    addressLimit?: AddressLimitName;
  }
  interface FastifyRequest {
    /** The address counter this request took a try from, when it may be given back. */
    addressTry: string | null;
  }
}

/** Limits whose successful calls give their try back: a good sign-in does not use up an address. */
const GIVEN_BACK_ON_SUCCESS: ReadonlySet<AddressLimitName> = new Set(['login']);

/**
 * Per client address limits, declared by a route (`config: { addressLimit: 'login' }`) and counted
 * here, in the database, before the handler runs: past the limit the request is refused with 429,
 * `Retry-After` and a translated message, before any password hashing, code check or SMS, so a flood
 * from one address costs one upsert a request. `req.ip` is the real client address behind a proxy
 * when TRUST_PROXY says which proxies to believe.
 */
export default fp(async function addressLimits(app: FastifyInstance, opts: { db: Db }) {
  app.decorateRequest('addressTry', null);
  app.addHook('preHandler', async (req) => {
    const name = req.routeOptions.config.addressLimit;
    if (!name) return;
    const { max, windowSeconds } = ADDRESS_LIMITS[name];
    const key = `addr:${name}@${addressKey(req.ip)}`;
    const attempt = await limits.take(opts.db, key, max, windowSeconds);
    if (!attempt.allowed) throw limited('ADDRESS_LIMITED', attempt.retryAfter);
    if (GIVEN_BACK_ON_SUCCESS.has(name)) req.addressTry = key;
  });
  app.addHook('onResponse', async (req, reply) => {
    if (req.addressTry && reply.statusCode === 200) await limits.giveBack(opts.db, req.addressTry);
  });
});
