import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import type { AuthContext } from './http.js';

/**
 * Which store's rows a route may touch, declared beside its access code
 * (`config: { access: 'users', scope: 'store' }`) and enforced by the auth plugin alone:
 *
 * | scope                     | store accounts (owner, staff)            | platform operator                              |
 * |---------------------------|------------------------------------------|------------------------------------------------|
 * | `account`                 | their own console account, no store rows | the same                                       |
 * | `store`                   | their own store                          | refused, 100406                                |
 * | `store-owner`             | the owner only (staff 100403), own store | refused, 100406                                |
 * | `platform`                | refused, 100407                          | stores as such (the store is in the path)      |
 * | `store-or-platform-one`   | their own store                          | reads the one store it names with `shopId`     |
 * | `store-or-platform-all`   | their own store                          | every store, or the one it names with `shopId` |
 * | `owner`                   | their own store's content                | the platform's own content (the master set)    |
 * | `owner-or-named-store`    | their own store's content                | the master set, or reads the store it names    |
 *
 * A store account naming another store's `shopId`, or the platform naming a store that does not
 * exist, is answered 404 (never 403, so other stores' ids cannot be probed); the platform leaving
 * out `shopId` where one store is needed is a 400 on `shopId`. Public routes say `public: true`
 * instead. A route declaring neither stops the server at start-up.
 */
export const SCOPES = [
  'account',
  'store',
  'store-owner',
  'platform',
  'store-or-platform-one',
  'store-or-platform-all',
  'owner',
  'owner-or-named-store',
] as const;
export type Scope = (typeof SCOPES)[number];

/**
 * What the auth plugin resolved: `shopId` is the one store the request may touch, null for every store or
 * none; under the content scopes (`owner`, `owner-or-named-store`) null is the platform's own master set.
 */
export interface ResolvedScope {
  shopId: number | null;
}

/** The side check, before the access codes: 100406 for the platform on store routes, 100407 for stores on platform routes. */
export function checkSide(scope: Scope, auth: AuthContext) {
  const platform = auth.kind === 'platform';
  if ((scope === 'store' || scope === 'store-owner') && platform) throw new AppError('PLATFORM_NOT_ALLOWED');
  if (scope === 'platform' && !platform) throw new AppError('STORE_NOT_ALLOWED');
}

/** The check after the access codes: routes for the store owner only refuse staff. */
export function checkOwner(scope: Scope, auth: AuthContext) {
  if (scope === 'store-owner' && auth.kind !== 'owner') throw new AppError('FORBIDDEN');
}

/** Whether a store of this id exists (given by the auth plugin: lib/ reads no module's table). */
export type StoreExists = (shopId: number) => Promise<boolean>;

/** Resolves the store of a request whose caller passed the checks; `named` is the `shopId` of the body, if any. */
export async function resolveScope(
  storeExists: StoreExists,
  scope: Scope,
  auth: AuthContext,
  named: number | null | undefined,
): Promise<ResolvedScope> {
  if (scope === 'account' || scope === 'platform') return { shopId: null };
  if (auth.shopId !== null) {
    if (readsNamedStore(scope) && named != null && named !== auth.shopId) throw new AppError('NOT_FOUND');
    return { shopId: auth.shopId };
  }
  // The platform operator (store-only scopes were refused by checkSide).
  if (scope === 'owner') return { shopId: null };
  if (named == null) {
    if (scope === 'store-or-platform-all' || scope === 'owner-or-named-store') return { shopId: null };
    throw new AppError('BAD_REQUEST', { fields: { shopId: 'required' } });
  }
  if (!(await storeExists(named))) throw new AppError('NOT_FOUND');
  return { shopId: named };
}

/** Whether a scope reads `shopId` from the request body. */
export const readsNamedStore = (scope: Scope) =>
  scope === 'store-or-platform-one' || scope === 'store-or-platform-all' || scope === 'owner-or-named-store';

/** The one store a request may touch (routes scoped `store`, `store-owner` or `store-or-platform-one`). */
export function storeOf(req: FastifyRequest): number {
  const shopId = req.scope?.shopId;
  if (shopId == null) throw new Error(`storeOf() on ${req.routeOptions.url}, whose scope names no store`);
  return shopId;
}

/** The store a `store-or-platform-all` request reads, or null for every store. */
export function storeOrAllOf(req: FastifyRequest): number | null {
  if (!req.scope) throw new Error(`storeOrAllOf() on ${req.routeOptions.url}, which has no scope`);
  return req.scope.shopId;
}

/** The same as a filter: the store a `store-or-platform-all` request reads, or undefined for every store. */
export function storeFilterOf(req: FastifyRequest): number | undefined {
  return storeOrAllOf(req) ?? undefined;
}

/** Whose content a request under `owner` or `owner-or-named-store` touches: a store's id, or null for the platform's master set. */
export function contentOwnerOf(req: FastifyRequest): number | null {
  if (!req.scope) throw new Error(`contentOwnerOf() on ${req.routeOptions.url}, which has no scope`);
  return req.scope.shopId;
}
