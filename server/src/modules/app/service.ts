import {
  APP_SESSION_TTL_DAYS,
  type Language,
  type TAppContent,
  type TAppLoginRequest,
  type TAppLoginResponse,
} from '@skin/contract';
import type { Db } from '../../db/client.js';
import { newToken, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { AppAuthContext } from '../../lib/http.js';
import type { Metrics } from '../../lib/metrics.js';
import { checkSignIn } from '../../lib/sign-in.js';
import type { FileService } from '../file/service.js';
import { appUserRepository } from '../user/repository.js';
import { buildFeed, feedVersion, WindowSigner, windowOf } from './feed.js';
import { appRepository } from './repository.js';
import { appRefusal } from './rules.js';
import { APP_TOKEN_PREFIX, presentSignedIn } from './session.js';

/** Whether an `If-None-Match` header names this ETag value (`*`, a list, weak or strong). */
export function matchesEtag(header: string | undefined, version: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === `"${version}"`;
  });
}

/**
 * Feeds as JSON text by version, least recently used first out past `maxBytes` (per instance). A version names
 * everything its feed is made of (feed.ts), so a kept feed is the feed of that version until the version changes;
 * an edit gives a new version and the old entry simply ages out.
 */
export class FeedCache {
  private entries = new Map<string, string>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(version: string): string | undefined {
    const json = this.entries.get(version);
    if (json !== undefined) {
      this.entries.delete(version);
      this.entries.set(version, json);
    }
    return json;
  }

  set(version: string, json: string) {
    if (json.length > this.maxBytes || this.entries.has(version)) return;
    this.entries.set(version, json);
    this.bytes += json.length;
    for (const [old, kept] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(old);
      this.bytes -= kept.length;
    }
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

/** How much feed text an instance keeps (about a hundred large stores' feeds). */
const FEED_CACHE_BYTES = 64 * 1024 * 1024;

/** The analysis app's side of the server (DESIGN.md section 11, docs/app-api.md): sign-in and the content feed. */
export function createAppService(db: Db, files: FileService, metrics: Metrics) {
  const signer = new WindowSigner(files.store);
  const feeds = new FeedCache(FEED_CACHE_BYTES);

  return {
    /**
     * Signs an app account in on a device. The password is checked with the sign-in limits every sign-in shares
     * (lib/sign-in.ts: per account and address, and the account's ceiling across addresses), and an unknown name
     * or an account without a password answers as a wrong password does. Only the right password hears which
     * rule refuses the account.
     */
    async login(input: TAppLoginRequest, meta: { ip?: string }): Promise<TAppLoginResponse> {
      const row = await checkSignIn(db, {
        kind: 'app',
        userName: input.userName,
        password: input.password,
        ip: meta.ip,
        find: () => appRepository.forSignIn(db, input.userName, input.deviceNo),
        passwordHash: (r) => r.passwordHash,
        signedInFrom: (r, ip, since) => appRepository.signedInFrom(db, r?.appUserId ?? -1, ip, since),
      });
      const now = Date.now();
      const refusal = appRefusal(row, input.deviceNo, now);
      if (refusal) throw refusal;

      const token = `${APP_TOKEN_PREFIX}${newToken()}`;
      const expiresAt = new Date(now + APP_SESSION_TTL_DAYS * 86_400_000);
      await db.transaction(async (tx) => {
        // First, as it locks the account: a new password or a sign-out since the password was read ends this one.
        const current = await appUserRepository.recordSignIn(
          tx,
          row.appUserId,
          input.deviceNo,
          new Date(now),
          row.credentialVersion,
        );
        if (!current) throw new AppError('LOGIN_EXPIRED');
        const sessionId = await appRepository.create(tx, {
          tokenHash: sha256(token),
          appUserId: row.appUserId,
          shopId: row.shopId,
          deviceNo: input.deviceNo,
          expiresAt,
          ip: meta.ip?.slice(0, 64),
        });
        await appRepository.touch(tx, sessionId, row.deviceId);
      });
      return {
        access_token: token,
        expires_at: expiresAt.toISOString(),
        ...presentSignedIn(row, input.deviceNo, now),
        uploads: files.uploadPath(),
      };
    },

    async logout(auth: AppAuthContext) {
      await appRepository.revoke(db, auth.sessionId);
    },

    /**
     * The feed of the caller's store in `language` as JSON text, or only its version when `ifNoneMatch` names it
     * (the app's copy is current: one statement, nothing built). See feed.ts for how the version follows the
     * answer. A feed built once is kept by its version, so the next device of the store (or the same one after
     * losing its copy) costs the versions' statement and no reads of the content.
     */
    async content(
      auth: AppAuthContext,
      language: Language,
      ifNoneMatch?: string,
    ): Promise<{ version: string; json: string | null }> {
      const key = { shopId: auth.shopId, language, window: windowOf(Date.now()) };
      const [versions, fingerprint] = await Promise.all([
        appRepository.feedVersions(db, auth.shopId, language),
        signer.fingerprint(),
      ]);
      const version = feedVersion(key, versions, fingerprint);
      if (matchesEtag(ifNoneMatch, version)) {
        metrics.appFeed.inc({ result: '304' });
        return { version, json: null };
      }
      let json = feeds.get(version);
      if (json === undefined) {
        const feed: TAppContent = await buildFeed(db, signer, key, versions, version);
        json = JSON.stringify(feed);
        feeds.set(version, json);
      }
      metrics.appFeed.inc({ result: '200' });
      return { version, json };
    },
  };
}
