import { type AccessCode, OWNER_ACCESS_CODES, PLATFORM_ACCESS_CODES } from '@skin/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { accountAccess, accounts, sessions } from '../db/schema.js';
import { sha256 } from '../lib/crypto.js';
import { AppError } from '../lib/errors.js';
import type { AuthContext } from '../lib/http.js';

const OWNER_CODES: ReadonlySet<AccessCode> = new Set(OWNER_ACCESS_CODES);
const PLATFORM_CODES: ReadonlySet<AccessCode> = new Set(PLATFORM_ACCESS_CODES);

export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(h);
  return m ? (m[1] ?? null) : null;
}

function buildSessionLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      accountId: accounts.id,
      kind: accounts.kind,
      userName: accounts.userName,
      shopId: accounts.shopId,
      status: accounts.status,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('resolve_session');
}
/** The lookup runs on every call: built once per database handle, planned once per connection. */
const sessionLookups = new WeakMap<Db, ReturnType<typeof buildSessionLookup>>();

/** Resolves a token to its live session and account, or null. */
export async function resolveSession(db: Db, token: string): Promise<AuthContext | null> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = buildSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash: sha256(token), now: new Date().toISOString() });
  if (!row || row.status !== 1) return null;
  let access: ReadonlySet<AccessCode>;
  if (row.kind === 'platform') access = PLATFORM_CODES;
  else if (row.kind === 'owner') access = OWNER_CODES;
  else {
    const grants = await db
      .select({ code: accountAccess.code })
      .from(accountAccess)
      .where(eq(accountAccess.accountId, row.accountId));
    access = new Set(grants.map((g) => g.code as AccessCode));
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

/**
 * Auth once, at the prefix: every API route needs a live session unless it says `config.public`;
 * `config.access` and `config.audience` are checked here and nowhere else.
 */
export default fp(async function auth(app: FastifyInstance, opts: { db: Db }) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req) => {
    const cfg = req.routeOptions.config;
    if (!req.routeOptions.url) return; // 404 handler
    const token = bearerToken(req);
    if (token) req.auth = await resolveSession(opts.db, token);
    if (cfg.public) return;
    if (!req.auth) throw new AppError('LOGIN_EXPIRED');
    if (cfg.audience === 'platform' && req.auth.kind !== 'platform') throw new AppError('STORE_NOT_ALLOWED');
    if (cfg.audience === 'store' && req.auth.kind === 'platform') throw new AppError('PLATFORM_NOT_ALLOWED');
    if (cfg.access) {
      const need = typeof cfg.access === 'string' ? [cfg.access] : cfg.access;
      if (!need.some((c) => req.auth?.access.has(c))) throw new AppError('FORBIDDEN');
    }
  });
});
