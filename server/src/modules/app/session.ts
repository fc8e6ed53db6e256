import { isCloudExpired, type TAppSignedIn } from '@skin/contract';
import type { Db } from '../../db/client.js';
import { sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { AppAccess, AppAuthContext, StoreReading } from '../../lib/http.js';
import { appRepository } from './repository.js';
import { type AppRuleRow, appRefusal } from './rules.js';

/**
 * App tokens are their own kind, told apart by their shape alone: `app_` and 43 base64url characters (a console
 * token is 43 characters), so the auth plugin knows which table to ask, and refuses a token of the other kind on a
 * route without asking any.
 */
export const APP_TOKEN_PREFIX = 'app_';
const APP_TOKEN_RE = /^app_[A-Za-z0-9_-]{43}$/;
export const isAppToken = (token: string) => APP_TOKEN_RE.test(token);

/** Contact is recorded at most once a minute per session and device (repository.touch). */
const TOUCH_EVERY_MS = 60_000;

/** What an app learns of who signed in, for which store, on which device. */
export function presentSignedIn(
  r: AppRuleRow & {
    appUserId: number;
    userName: string;
    shopId: number;
    shopName: string;
    deviceName: string | null;
  },
  deviceNo: string,
  now: number,
): Omit<TAppSignedIn, 'uploads'> {
  return {
    account: {
      id: r.appUserId,
      userName: r.userName,
      userType: r.userType as 1 | 2,
      expireTime: r.permanent ? null : (r.expireTime?.toISOString() ?? null),
      permanent: r.permanent,
    },
    shop: {
      id: r.shopId,
      name: r.shopName,
      cloudExpireTime: r.cloudExpireTime?.toISOString() ?? null,
      cloudType: isCloudExpired(r.cloudExpireTime, now) ? 2 : 1,
    },
    device: { deviceNo, deviceName: r.deviceName ?? '' },
  };
}

type LiveRow = NonNullable<Awaited<ReturnType<typeof appRepository.findLive>>>;

/**
 * The app caller of a request, from its token: the live session (else 401 LOGIN_EXPIRED, the app signs in again),
 * its contact recorded, then the rules for `access` (rules.ts; `session` checks none, so signing out always works).
 * Called by the auth plugin for every route that declares `config.app`, and nowhere else.
 */
export async function authenticateApp(db: Db, token: string, access: AppAccess): Promise<AppAuthContext> {
  const now = Date.now();
  return admit(db, await appRepository.findLive(db, sha256(token), new Date(now)), access, now);
}

/**
 * As `authenticateApp`, reading `read`'s rows of the caller's store in the same statement (`config.appRead`: the
 * auth plugin's `req.appRead`, and nowhere else). The rows are answered only once the session and the rules admit
 * the caller; a refused caller's are dropped unseen. The store is the session's own, so another's is never read.
 */
export async function authenticateAppReading(
  db: Db,
  token: string,
  access: AppAccess,
  reading: StoreReading,
): Promise<{ caller: AppAuthContext; rows: Record<string, unknown>[] }> {
  const now = Date.now();
  const row = await appRepository.findLiveReading(db, sha256(token), new Date(now), reading);
  return { caller: await admit(db, row, access, now), rows: row?.rows ?? [] };
}

/** The session's row admitted: 401 without one, its contact recorded, then the rules for `access`. */
async function admit(db: Db, row: LiveRow | null, access: AppAccess, now: number): Promise<AppAuthContext> {
  if (!row) throw new AppError('LOGIN_EXPIRED');
  const stale = (seen: Date | null) => !seen || now - seen.getTime() >= TOUCH_EVERY_MS;
  if (stale(row.sessionSeenAt) || (row.deviceId !== null && stale(row.deviceSeenAt))) {
    await appRepository.touch(db, row.sessionId, row.deviceId);
  }
  if (access !== 'session') {
    const refusal = appRefusal(row, row.deviceNo, now, access);
    if (refusal) throw refusal;
  }
  return {
    sessionId: row.sessionId,
    appUserId: row.appUserId,
    userName: row.userName,
    userType: row.userType,
    shopId: row.shopId,
    deviceNo: row.deviceNo,
    cloudExpired: isCloudExpired(row.cloudExpireTime, now),
    signedIn: presentSignedIn(row, row.deviceNo, now),
  };
}
