import type { AccessCode, AddressLimitName } from '@skin/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import type { AppAccess } from './http.js';
import type { Scope } from './scope.js';

/**
 * What a route declares in its `config`, in one place: the plugins read these fields (auth, limits, body, reads,
 * drain, metrics) and the API document follows from them (lib/openapi.ts). Fastify's `FastifyContextConfig` is
 * this type (below), so a route's `config` is checked against it.
 */
export interface RouteConfig {
  /** No sign-in needed (and no scope). */
  public?: boolean;
  /** Which store's rows the route may touch, and which side may call it (lib/scope.ts). Every other route declares one. */
  scope?: Scope;
  /** An app route (`/app/v1/...`): an app token is required, a console token refused; instead of `scope`. */
  app?: AppAccess;
  /**
   * An app `read` route whose handler reads the session in its own first statement (`req.appRead`, one round trip
   * where two would be): the auth plugin checks the token's form only, and `appRead` then the session and the rules,
   * as every other app route's are checked. A success sent without `appRead` is refused (500): the check is never
   * skipped. Bad input is then refused (400) before the session is read.
   */
  appRead?: boolean;
  /** The caller must hold this code, at least one of these codes, or all of `allOf`. */
  access?: AccessCode | readonly AccessCode[] | { allOf: readonly AccessCode[] };
  /** Count every call of this route against the client address's ADDRESS_LIMITS entry (plugins/limits.ts). */
  addressLimit?: AddressLimitName;
  /**
   * The route reads and changes nothing: besides its POST (what the console sends), it answers GET with the
   * fields of its body in the query string (DESIGN.md section 3: "reads are GET"; plugins/reads.ts).
   */
  read?: boolean;
  /**
   * Where the route's reads may lag (DATABASE_READ_URL; plugins/replica.ts): `'replica'` for the data centre, the
   * exports and the platform's aggregate lists. Only a `read` route may say so; every other route uses the primary.
   */
  reads?: 'replica';
  /** What a body over the route's `bodyLimit` is refused with (413): the route's own words, e.g. an image's limit. */
  tooLarge?: () => AppError;
  /** Answered while the instance drains (the health checks, the metrics); every other route is refused then. */
  whileDraining?: boolean;
  /** A sign-in route: its answers count in `signins_total` and its refusals, by reason, in `signin_refusals_total`. */
  signIn?: 'console' | 'app';
}

declare module 'fastify' {
  interface FastifyContextConfig extends RouteConfig {}
}

/** A route's config as the hooks see it (`route.config` of an `onRoute` hook is typed loosely). */
export const routeConfigOf = (route: { config?: unknown }): RouteConfig => (route.config ?? {}) as RouteConfig;

/** The route's refusal of a body over its limit (`config.tooLarge`, else the general 413). */
export const tooLargeFor = (req: FastifyRequest) =>
  req.routeOptions.config?.tooLarge?.() ?? new AppError('PAYLOAD_TOO_LARGE');
