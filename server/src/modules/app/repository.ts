import { and, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { appSessions, appUsers, contentVersions, shopDevices, shops } from '../../db/schema.js';
import { symptomDescRepository } from '../symptomDesc/repository.js';
import { symptomLabelRepository } from '../symptomLabel/repository.js';
import { appUserRepository } from '../user/repository.js';

/** The columns the rules read (rules.ts AppRuleRow), from app_users, shops and the device signed in on. */
const ruleColumns = {
  appUserId: appUsers.id,
  userName: appUsers.userName,
  userType: appUsers.userType,
  status: appUsers.status,
  closedAt: appUsers.closedAt,
  permanent: appUsers.permanent,
  expireTime: appUsers.expireTime,
  boundDeviceNo: appUsers.deviceNo,
  shopId: appUsers.shopId,
  shopName: shops.name,
  shopStatus: shops.status,
  cloudExpireTime: shops.cloudExpireTime,
  deviceId: shopDevices.id,
  deviceName: shopDevices.deviceName,
  deviceSeenAt: shopDevices.lastSeenAt,
};

/** A live app session with everything the rules read, by token hash: one indexed statement per app call. */
function buildLookup(db: Db) {
  return db
    .select({
      ...ruleColumns,
      sessionId: appSessions.id,
      deviceNo: appSessions.deviceNo,
      sessionSeenAt: appSessions.lastSeenAt,
    })
    .from(appSessions)
    .innerJoin(appUsers, eq(appUsers.id, appSessions.appUserId))
    .innerJoin(shops, eq(shops.id, appUsers.shopId))
    .leftJoin(shopDevices, and(eq(shopDevices.deviceNo, appSessions.deviceNo), eq(shopDevices.shopId, appUsers.shopId)))
    .where(
      and(
        eq(appSessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(appSessions.revokedAt),
        gt(appSessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('resolve_app_session');
}
const lookups = new WeakMap<Db, ReturnType<typeof buildLookup>>();

/** Versions of one content part: owner (a store, 0 the platform), language ('*': none) and part. */
const versionOf = (owner: SQL | number, language: SQL | string, part: 'labels' | 'scripts' | 'content') =>
  sql<
    string | null
  >`(select ${contentVersions.version}::text from ${contentVersions} where ${contentVersions.owner} = ${owner} and ${contentVersions.language} = ${language} and ${contentVersions.part} = ${part})`;

/**
 * Everything the feed of a store in a language is made of, as versions, and whether the store has labels and
 * scripts of its own in it (else the platform's show): one statement of primary-key and index lookups.
 */
function buildVersions(db: Db) {
  const shop = sql`${sql.placeholder('shopId')}`;
  const lang = sql`${sql.placeholder('language')}`;
  return db
    .select({
      labels: versionOf(shop, lang, 'labels'),
      scripts: versionOf(shop, lang, 'scripts'),
      content: versionOf(shop, lang, 'content'),
      anyLanguage: versionOf(shop, '*', 'content'),
      platformLabels: versionOf(0, lang, 'labels'),
      platformScripts: versionOf(0, lang, 'scripts'),
      ownLabels: symptomLabelRepository.ownedSql(shop, lang),
      ownScripts: symptomDescRepository.ownedSql(shop, lang),
    })
    .from(sql`(select 1) as one`)
    .prepare('app_feed_versions');
}
const versionReads = new WeakMap<Db, ReturnType<typeof buildVersions>>();

/** What the feed's ETag is made of. */
export interface FeedVersions {
  labels: string | null;
  scripts: string | null;
  content: string | null;
  anyLanguage: string | null;
  platformLabels: string | null;
  platformScripts: string | null;
  ownLabels: boolean;
  ownScripts: boolean;
}

/** The app's sign-ins (`app_sessions`) and the feed's versions (`content_versions`): the only place their SQL lives. */
export const appRepository = {
  /** The live session of a token hash with what the rules read, or null. */
  async findLive(db: Db, tokenHash: string, now: Date) {
    let lookup = lookups.get(db);
    if (!lookup) {
      lookup = buildLookup(db);
      lookups.set(db, lookup);
    }
    const [row] = await lookup.execute({ tokenHash, now: now.toISOString() });
    return row ?? null;
  },

  /** An app account by user name (any case) with its store and, when it is one of the store's, the device. */
  async forSignIn(db: DbOrTx, userName: string, deviceNo: string) {
    const [row] = await db
      .select({ ...ruleColumns, passwordHash: appUsers.passwordHash, credentialVersion: appUsers.credentialVersion })
      .from(appUsers)
      .innerJoin(shops, eq(shops.id, appUsers.shopId))
      .leftJoin(shopDevices, and(eq(shopDevices.deviceNo, deviceNo), eq(shopDevices.shopId, appUsers.shopId)))
      .where(sql`lower(${appUsers.userName}) = lower(${userName})`)
      .limit(1);
    return row ?? null;
  },

  async create(
    db: DbOrTx,
    values: { tokenHash: string; appUserId: number; shopId: number; deviceNo: string; expiresAt: Date; ip?: string },
  ) {
    const [row] = await db
      .insert(appSessions)
      .values({ ...values, lastSeenAt: new Date() })
      .returning({ id: appSessions.id });
    return row!.id;
  },

  /** Whether the account signed in to the app from this address since `since` (a known address). */
  async signedInFrom(db: DbOrTx, appUserId: number, ip: string, since: Date) {
    const [row] = await db
      .select({ id: appSessions.id })
      .from(appSessions)
      .where(
        and(
          eq(appSessions.appUserId, appUserId),
          eq(appSessions.ip, ip.slice(0, 64)),
          gt(appSessions.createdAt, since),
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  async revoke(db: DbOrTx, sessionId: number) {
    await db.update(appSessions).set({ revokedAt: new Date() }).where(eq(appSessions.id, sessionId));
  },

  /**
   * Signs an account out of the app on every device, sign-ins in flight included: the credential version moves on
   * first (taking the account's row lock), so a sign-in that read it before creates no session, and one holding the
   * row is waited for and its session revoked here. Answers how many live sessions it ended.
   */
  async revokeAllOf(db: DbOrTx, appUserId: number, now = new Date()) {
    await appUserRepository.endSignIns(db, appUserId);
    const rows = await db
      .update(appSessions)
      .set({ revokedAt: now })
      .where(and(eq(appSessions.appUserId, appUserId), isNull(appSessions.revokedAt), gt(appSessions.expiresAt, now)))
      .returning({ id: appSessions.id });
    return rows.length;
  },

  /**
   * Records the last contact of a session and its device, at most once a minute each (the condition is in the
   * statement, so instances racing write once): a call a minute later than the last one writes, the rest do not.
   */
  async touch(db: DbOrTx, sessionId: number, deviceId: number | null) {
    const stale = (col: typeof appSessions.lastSeenAt | typeof shopDevices.lastSeenAt) =>
      or(isNull(col), lt(col, sql`now() - interval '1 minute'`));
    await db
      .update(appSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(and(eq(appSessions.id, sessionId), stale(appSessions.lastSeenAt)));
    if (deviceId !== null) {
      await db
        .update(shopDevices)
        .set({ lastSeenAt: sql`now()` })
        .where(and(eq(shopDevices.id, deviceId), stale(shopDevices.lastSeenAt)));
    }
  },

  /** The feed's versions for a store and language (see buildVersions). */
  async feedVersions(db: Db, shopId: number, language: string): Promise<FeedVersions> {
    let read = versionReads.get(db);
    if (!read) {
      read = buildVersions(db);
      versionReads.set(db, read);
    }
    const [row] = await read.execute({ shopId, language });
    return row as FeedVersions;
  },
};
