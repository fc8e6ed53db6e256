import type { AccessCode, Language } from '@skin/contract';
import { SUCCESS_CODE, translate } from '@skin/contract';
import type { FastifyRequest } from 'fastify';

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
  }
  interface FastifyContextConfig {
    /** No sign-in needed. */
    public?: boolean;
    /** The caller must hold at least one of these codes. */
    access?: AccessCode | readonly AccessCode[];
    /** Only this side may call: the platform operator or a store's accounts. */
    audience?: 'platform' | 'store';
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
