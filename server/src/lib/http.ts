import type { AccessCode, Language, TAppSignedIn } from '@skin/contract';
import { SUCCESS_CODE, translate } from '@skin/contract';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ResolvedScope } from './scope.js';

export interface AuthContext {
  sessionId: number;
  accountId: number;
  kind: 'platform' | 'owner' | 'staff';
  userName: string;
  /** null for the platform operator */
  shopId: number | null;
  access: ReadonlySet<AccessCode>;
}

/** Who calls an app route (`config.app`): an app account signed in on one device of its store. */
export interface AppAuthContext {
  sessionId: number;
  appUserId: number;
  userName: string;
  /** 1 working end, 2 viewer end */
  userType: number;
  shopId: number;
  deviceNo: string;
  /** The store's cloud space has expired (a working end then reads but adds nothing). */
  cloudExpired: boolean;
  /** The account, store and device as the app is told them (`app/v1/me`). */
  signedIn: Omit<TAppSignedIn, 'uploads'>;
}

/**
 * What an app route needs of its caller (modules/app, docs/app-api.md): `session` a live app token only (signing
 * out), `read` also every rule of the account, its device and its store, `write` also a cloud space that has not
 * expired (adding analyses and photos).
 */
export type AppAccess = 'session' | 'read' | 'write';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    auth: AuthContext | null;
    /** Set by the auth plugin on app routes (`config.app`). */
    appAuth: AppAuthContext | null;
    /**
     * On an app route that declares `config.appRead`: the live session, the rules and `read`'s rows of the caller's
     * store in one statement (modules/app/session.ts `authenticateAppReading`); sets `appAuth`, answers the rows.
     */
    appRead: AppStoreRead | null;
    /** Set by the auth plugin from the route's `scope`: the store the request may touch. */
    scope: ResolvedScope | null;
  }
}

/** The success envelope. */
export function ok<T>(req: FastifyRequest, datas: T) {
  return { code: SUCCESS_CODE, message: translate(req.lang, 'ok'), datas };
}

/**
 * `ok()` around `datas` already serialised (JSON text, e.g. kept from an earlier answer): the envelope as JSON text,
 * sent as is (Fastify serialises no string). The route answers it with `reply.type('application/json')`.
 */
export function okJson(req: FastifyRequest, datasJson: string): string {
  return `{"code":${SUCCESS_CODE},"message":${JSON.stringify(translate(req.lang, 'ok'))},"datas":${datasJson}}`;
}

/** The signed-in caller; routes that are not public can rely on it. */
export function caller(req: FastifyRequest): AuthContext {
  if (!req.auth) throw new Error('caller() on a public route');
  return req.auth;
}

/**
 * A statement of the app caller's store, read with its session (`read` is given the store's id as SQL). The
 * statement is built once per `shape` (a short name, one per `read`): `read` takes its values as placeholders
 * (`sql.placeholder`), filled from `values`.
 */
export interface StoreReading {
  shape: string;
  read: (shopId: SQL) => SQL;
  values: Record<string, unknown>;
}

/** Reads a `StoreReading`: the caller admitted by the rules, then the statement's rows (JSON). See `config.appRead`. */
export type AppStoreRead = (
  reading: StoreReading,
) => Promise<{ caller: AppAuthContext; rows: Record<string, unknown>[] }>;

/** The route's `AppStoreRead` (`config.appRead`). */
export function appRead(req: FastifyRequest): AppStoreRead {
  if (!req.appRead) throw new Error(`appRead() on ${req.routeOptions.url}, which does not declare config.appRead`);
  return req.appRead;
}

/** The app account calling an app route (`config.app`). */
export function appCaller(req: FastifyRequest): AppAuthContext {
  if (!req.appAuth) throw new Error(`appCaller() on ${req.routeOptions.url}, which is not an app route`);
  return req.appAuth;
}
