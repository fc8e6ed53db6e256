import { type AccessCode, OWNER_ACCESS_CODES, PLATFORM_ACCESS_CODES, zBodyId } from '@skin/contract';
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { sha256 } from '../lib/crypto.js';
import { AppError } from '../lib/errors.js';
import type { AuthContext } from '../lib/http.js';
import { type RouteConfig, routeConfigOf } from '../lib/route-config.js';
import { checkOwner, checkSide, readsNamedStore, resolveScope } from '../lib/scope.js';
import { accountRepository } from '../modules/account/repository.js';
import { sessionRepository } from '../modules/account/sessions.js';
import { authenticateApp, authenticateAppReading, isAppToken } from '../modules/app/session.js';
import { shopRepository } from '../modules/shop/repository.js';

const OWNER_CODES: ReadonlySet<AccessCode> = new Set(OWNER_ACCESS_CODES);
const PLATFORM_CODES: ReadonlySet<AccessCode> = new Set(PLATFORM_ACCESS_CODES);

export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(h);
  return m ? (m[1] ?? null) : null;
}

/** Resolves a token to its live session and account, or null. */
export async function resolveSession(db: Db, token: string): Promise<AuthContext | null> {
  const row = await sessionRepository.findLive(db, sha256(token), new Date());
  if (row?.status !== 1) return null;
  let access: ReadonlySet<AccessCode>;
  if (row.kind === 'platform') access = PLATFORM_CODES;
  else if (row.kind === 'owner') access = OWNER_CODES;
  else {
    access = new Set((await accountRepository.grantedCodes(db, row.accountId)) as AccessCode[]);
  }
  return {
    sessionId: row.sessionId,
    accountId: row.accountId,
    kind: row.kind,
    userName: row.userName,
    shopId: row.shopId,
    access,
  };
}

/** Whether the caller holds what `config.access` asks for. */
function holds(auth: AuthContext, need: NonNullable<RouteConfig['access']>): boolean {
  if (typeof need === 'string') return auth.access.has(need);
  if ('allOf' in need) return need.allOf.every((c) => auth.access.has(c));
  return need.some((c) => auth.access.has(c));
}

/**
 * Auth once, at the prefix: every API route needs a live session unless it says `config.public`,
 * and declares its `config.scope` (lib/scope.ts); the side, `config.access` and the store a
 * request may touch are checked here and nowhere else. Access is checked before the body is
 * read; the store named in a body is resolved once the body is validated.
 *
 * The analysis app's routes declare `config.app` instead of a scope: they take app tokens only
 * (modules/app/session.ts: the session, then the rules of the account, device and store), and
 * every other route refuses an app token. Each kind refused on the other's routes has its own
 * 401 code, told by the token's shape without a lookup.
 */
export default fp(async function auth(app: FastifyInstance, opts: { db: Db }) {
  const storeExists = (shopId: number) => shopRepository.exists(opts.db, shopId);
  app.decorateRequest('auth', null);
  app.decorateRequest('appAuth', null);
  app.decorateRequest('appRead', null);
  app.decorateRequest('scope', null);
  app.addHook('onRoute', (route) => {
    const cfg = routeConfigOf(route);
    if (!cfg?.public && !cfg?.scope && !cfg?.app) {
      throw new Error(`${route.method} ${route.url} declares neither config.scope, config.app nor config.public`);
    }
    if (cfg.app && (cfg.public || cfg.scope || cfg.access)) {
      throw new Error(`${route.method} ${route.url}: an app route (config.app) declares no scope, access or public`);
    }
    if (cfg.appRead && cfg.app !== 'read') {
      throw new Error(`${route.method} ${route.url}: config.appRead is for app routes that read (config.app 'read')`);
    }
    if (cfg.appRead) {
      // Such a route answers nothing but an error until its statement admitted the caller: a handler that never
      // called `appRead` is a defect, refused here rather than answered unchecked.
      const guard: onSendHookHandler = async (req, reply, payload) => {
        if (!req.appAuth && reply.statusCode < 400) {
          throw new Error(`${route.url} answered without reading the app session (config.appRead)`);
        }
        return payload;
      };
      route.onSend = [...(route.onSend ? [route.onSend].flat() : []), guard];
    }
  });
  app.addHook('onRequest', async (req) => {
    const cfg = req.routeOptions.config;
    if (!req.routeOptions.url) return; // 404 handler
    const token = bearerToken(req);
    const appToken = token !== null && isAppToken(token);
    if (cfg.app) {
      if (!token) throw new AppError('LOGIN_EXPIRED');
      if (!appToken) throw new AppError('APP_TOKEN_REQUIRED');
      if (cfg.appRead) {
        // The session is read with the handler's first statement (authenticateAppReading); the guard below holds.
        const access = cfg.app;
        req.appRead = async (reading) => {
          const answer = await authenticateAppReading(opts.db, token, access, reading);
          req.appAuth = answer.caller;
          return answer;
        };
        return;
      }
      req.appAuth = await authenticateApp(opts.db, token, cfg.app);
      return;
    }
    if (appToken) {
      if (cfg.public) return;
      throw new AppError('CONSOLE_TOKEN_REQUIRED');
    }
    if (token) req.auth = await resolveSession(opts.db, token);
    if (cfg.public) return;
    if (!req.auth) throw new AppError('LOGIN_EXPIRED');
    const scope = cfg.scope!;
    checkSide(scope, req.auth);
    if (cfg.access && !holds(req.auth, cfg.access)) throw new AppError('FORBIDDEN');
    checkOwner(scope, req.auth);
    if (!readsNamedStore(scope)) req.scope = await resolveScope(storeExists, scope, req.auth, null);
  });
  app.addHook('preHandler', async (req) => {
    const scope = req.routeOptions.config.scope;
    if (!req.auth || !scope || !readsNamedStore(scope)) return;
    // A read names the store in its body, or in its query string when it is a GET (plugins/reads.ts), never both.
    const from = req.method === 'GET' || req.method === 'HEAD' ? req.query : req.body;
    const named = (from as { shopId?: unknown } | null | undefined)?.shopId;
    // Validated by the route's schema when it has a `shopId`; anything else (a route without one) is bad input.
    if (named != null && !zBodyId.safeParse(named).success)
      throw new AppError('BAD_REQUEST', { fields: { shopId: 'invalidValue' } });
    req.scope = await resolveScope(storeExists, scope, req.auth, named as number | null | undefined);
  });
});
