import type { AccessCode, Language } from '@skin/contract';
import { SUCCESS_CODE, translate } from '@skin/contract';
import type { FastifyRequest } from 'fastify';
import type { ResolvedScope, Scope } from './scope.js';

export interface AuthContext {
  sessionId: number;
  accountId: number;
  kind: 'platform' | 'owner' | 'staff';
  userName: string;
  /** null for the platform operator */
  shopId: number | null;
  access: ReadonlySet<AccessCode>;
}

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    auth: AuthContext | null;
    /** Set by the auth plugin from the route's `scope`: the store the request may touch. */
    scope: ResolvedScope | null;
  }
  interface FastifyContextConfig {
    /** No sign-in needed (and no scope). */
    public?: boolean;
    /** Which store's rows the route may touch, and which side may call it (lib/scope.ts). Every other route declares one. */
    scope?: Scope;
    /** The caller must hold this code, at least one of these codes, or all of `allOf`. */
    access?: AccessCode | readonly AccessCode[] | { allOf: readonly AccessCode[] };
  }
}

/** The success envelope. */
export function ok<T>(req: FastifyRequest, datas: T) {
  return { code: SUCCESS_CODE, message: translate(req.lang, 'ok'), datas };
}

/** The signed-in caller; routes that are not public can rely on it. */
export function caller(req: FastifyRequest): AuthContext {
  if (!req.auth) throw new Error('caller() on a public route');
  return req.auth;
}
