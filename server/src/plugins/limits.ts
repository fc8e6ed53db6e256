import type { AddressLimitName } from '@skin/contract';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import type { AddressLimitTable } from '../deps.js';
import { limited } from '../lib/errors.js';
import { addressKey, limits } from '../lib/limits.js';
import { routeConfigOf } from '../lib/route-config.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The address counter this request took a try from, when it may be given back. */
    addressTry: string | null;
    /**
     * Counts this request's refusal against its address (routes whose limit is counted on refusals): throws the
     * 429 once the address is past its limit, so the caller stores nothing more.
     */
    countRefusal(): Promise<void>;
  }
}

const FLOOD_REFUSALS = 10;
const MAX_REMEMBERED = 10_000;
function remember<T>(map: Map<string, T>, key: string, value: T) {
  if (map.size >= MAX_REMEMBERED) map.clear(); // a few keys of the last second are all that matter
  map.set(key, value);
}

/**
 * Limits whose successful calls give their try back: a good sign-in does not use up an address. A sign-in
 * refused with 403 had the right password too (a rule of the account refused it, after the password check).
 */
const GIVEN_BACK_ON_SUCCESS: ReadonlySet<AddressLimitName> = new Set(['login', 'appLogin']);
const GIVEN_BACK_STATUSES: ReadonlySet<number> = new Set([200, 403]);
/**
 * Limits counted only when the route refuses the call (`req.countRefusal()`), and checked before the handler
 * without counting: a gateway's verified notifications never use the address up, forged ones do, and a spent
 * address is turned away before any signature is checked or anything stored.
 */
const COUNTED_ON_REFUSAL: ReadonlySet<AddressLimitName> = new Set(['refusedNotify']);

type HookName = 'onRequest' | 'preHandler' | 'onResponse';
/** Adds `hook` to a route's own hooks of that name, once (a read's GET copy arrives with its POST's hooks). */
function addRouteHook(route: RouteOptions, name: HookName, hook: unknown) {
  const have = route[name] as unknown;
  const list: unknown[] = have === undefined ? [] : Array.isArray(have) ? have : [have];
  if (!list.includes(hook)) (route as unknown as Record<HookName, unknown[]>)[name] = [...list, hook];
}

/**
 * Per client address limits, declared by a route (`config: { addressLimit: 'login' }`) and counted
 * here, in the database, before the handler runs: past the limit the request is refused with 429,
 * `Retry-After` and a translated message, before any password hashing, code check or SMS, so a flood
 * from one address costs one upsert a request. `req.ip` is the real client address behind a proxy
 * when TRUST_PROXY says which proxies to believe. The hooks are the declaring routes' own: the few routes with a
 * limit pay for it, the others (issue 43: every list and read) run none of it.
 */
export default fp(async function addressLimits(app: FastifyInstance, opts: { db: Db; limits: AddressLimitTable }) {
  /**
   * Flood shedding: when the database refuses one key FLOOD_REFUSALS times within a second, further
   * requests on it are refused for the next second in onRequest, before their body is read and
   * without a database round trip (a flood of 1,000 sign-ins would otherwise hold every pooled
   * connection). Only a short copy of the database's answer: the count stays in the database and
   * every instance learns it from there; a request or two at a time always asks the database.
   */
  const refusals = new Map<string, { second: number; n: number }>();
  const refusedUntil = new Map<string, number>();
  const keyOf = (req: FastifyRequest, name: AddressLimitName) => `addr:${name}@${addressKey(req.ip)}`;

  /** A refusal by the database: remembered for flood shedding, then the 429. */
  function refuse(key: string, retryAfter: number): never {
    const now = Date.now();
    const second = Math.floor(now / 1000);
    const seen = refusals.get(key);
    const n = seen && seen.second === second ? seen.n + 1 : 1;
    remember(refusals, key, { second, n });
    if (n >= FLOOD_REFUSALS) remember(refusedUntil, key, now + Math.min(1000, retryAfter * 1000));
    throw limited('ADDRESS_LIMITED', retryAfter);
  }

  app.decorateRequest('addressTry', null);
  app.decorateRequest('countRefusal', async function countRefusal(this: FastifyRequest) {
    const name = this.routeOptions.config.addressLimit;
    if (!name || !COUNTED_ON_REFUSAL.has(name)) throw new Error(`${this.url} declares no limit counted on refusals`);
    const { max, windowSeconds } = opts.limits[name];
    const key = keyOf(this, name);
    const attempt = await limits.take(opts.db, key, max, windowSeconds);
    if (!attempt.allowed) refuse(key, attempt.retryAfter);
  });
  async function shed(req: FastifyRequest) {
    const name = req.routeOptions.config.addressLimit!;
    const until = refusedUntil.get(keyOf(req, name));
    if (until === undefined) return;
    const left = until - Date.now();
    if (left > 0) throw limited('ADDRESS_LIMITED', Math.ceil(left / 1000));
    refusedUntil.delete(keyOf(req, name));
  }
  async function take(req: FastifyRequest) {
    const name = req.routeOptions.config.addressLimit!;
    const { max, windowSeconds } = opts.limits[name];
    const key = keyOf(req, name);
    const attempt = COUNTED_ON_REFUSAL.has(name)
      ? await limits.peek(opts.db, key, max)
      : await limits.take(opts.db, key, max, windowSeconds);
    if (!attempt.allowed) refuse(key, attempt.retryAfter);
    if (GIVEN_BACK_ON_SUCCESS.has(name)) req.addressTry = key;
  }
  async function giveBack(req: FastifyRequest, reply: { statusCode: number }) {
    if (req.addressTry && GIVEN_BACK_STATUSES.has(reply.statusCode)) await limits.giveBack(opts.db, req.addressTry);
  }
  app.addHook('onRoute', (route) => {
    if (!routeConfigOf(route).addressLimit) return;
    addRouteHook(route, 'onRequest', shed);
    addRouteHook(route, 'preHandler', take);
    addRouteHook(route, 'onResponse', giveBack);
  });
});
