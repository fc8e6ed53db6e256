import { LANGUAGES, type Language } from '@skin/contract';
import { and, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  adInfos,
  appSessions,
  appUsers,
  complainTypes,
  contentVersions,
  shopDevices,
  shops,
  symptomDescs,
  symptomLabels,
} from '../../db/schema.js';
import type { StoreReading } from '../../lib/http.js';
import { liveSession, preparedPerDb } from '../../lib/sql.js';
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

/** The columns of a live app session's lookup: what the rules read, the session and its last contact. */
const lookupColumns = {
  ...ruleColumns,
  sessionId: appSessions.id,
  deviceNo: appSessions.deviceNo,
  sessionSeenAt: appSessions.lastSeenAt,
};

/** The session of a token hash with its account, store and device, `extra` columns beside them. */
function lookupOf<E extends Record<string, SQL.Aliased | SQL>>(db: Db, extra: E, live: SQL | undefined) {
  return db
    .select({ ...lookupColumns, ...extra })
    .from(appSessions)
    .innerJoin(appUsers, eq(appUsers.id, appSessions.appUserId))
    .innerJoin(shops, eq(shops.id, appUsers.shopId))
    .leftJoin(shopDevices, and(eq(shopDevices.deviceNo, appSessions.deviceNo), eq(shopDevices.shopId, appUsers.shopId)))
    .where(live)
    .limit(1);
}

/** A live app session with everything the rules read, by token hash: one indexed statement per app call. */
function buildLookup(db: Db) {
  return lookupOf(db, {}, liveSession(appSessions)).prepare('resolve_app_session');
}
const lookups = preparedPerDb(buildLookup);
/** The lookups with a read (`findLiveReading`), built and prepared once per database and shape. */
const buildReading = (db: Db, rows: SQL<Record<string, unknown>[]>, name: string) =>
  lookupOf(db, { rows }, liveSession(appSessions)).prepare(name);
const readings = preparedPerDb(() => new Map<string, ReturnType<typeof buildReading>>());

/** The content languages in fallback order after the one asked (`contentFallbacks`), as a PostgreSQL array. */
const LANGUAGE_ORDER = sql.raw(`array[${LANGUAGES.map((l) => `'${l}'`).join(', ')}]::text[]`);

/** A part of the feed bound to a language, and what it is read from: its table and part in content_versions. */
const PARTS = {
  labels: { table: symptomLabels, version: 'labels', platform: true, alias: 'labels_src' },
  scripts: { table: symptomDescs, version: 'scripts', platform: true, alias: 'scripts_src' },
  adverts: { table: adInfos, version: 'content', platform: false, alias: 'adverts_src' },
  complaintTypes: { table: complainTypes, version: 'content', platform: false, alias: 'complaints_src' },
} as const;
export type FeedPart = keyof typeof PARTS;

/**
 * Where a part comes from, as `store|<language>` or `platform|<language>`: the first language of the fallback
 * order (the one asked, then the product's order) in which the store has rows of its own, or (labels and scripts)
 * else the platform has; at each language the store's before the platform's. Null when nobody has any. Each
 * candidate is one index probe of the owner's rows in a language.
 */
function sourceOf(part: FeedPart, shop: SQL, lang: SQL): SQL<string | null> {
  const { table, platform } = PARTS[part];
  const has = (owner: SQL) =>
    sql`exists (select 1 from ${table} x where ${sql.raw(`x.${table.shopId.name}`)} ${owner} and ${sql.raw(`x.${table.language.name}`)} = c.l)`;
  const owners = platform ? sql`(values ('store', 1), ('platform', 2))` : sql`(values ('store', 1))`;
  return sql<string | null>`(select o.w || '|' || c.l from unnest(${LANGUAGE_ORDER}) with ordinality c(l, i)
      cross join ${owners} o(w, r)
     where (o.w = 'store' and ${has(sql`= ${shop}`)}) or (o.w = 'platform' and ${has(sql`is null`)})
     order by c.l = ${lang} desc, c.i, o.r limit 1)`;
}

/** The version of a part read from the source `sourceOf` chose (the store's own, or 0 for the platform). */
function versionAt(part: FeedPart, shop: SQL, lang: SQL): SQL<string | null> {
  const src = sql.raw(`src.${PARTS[part].alias}`);
  return sql<string | null>`(select ${contentVersions.version}::text from ${contentVersions}
     where ${contentVersions.owner} = (case when split_part(${src}, '|', 1) = 'platform' then 0 else ${shop} end)
       and ${contentVersions.language} = coalesce(split_part(${src}, '|', 2), ${lang})
       and ${contentVersions.part} = ${PARTS[part].version})`;
}

/**
 * Everything the feed of a store in a language is made of: where each language-bound part comes from (owner and
 * language, with the fallbacks) and the version of each source, and the version of the store's content of no
 * language: one statement of primary-key and index lookups.
 */
function buildVersions(db: Db) {
  const shop = sql`${sql.placeholder('shopId')}`;
  const lang = sql`${sql.placeholder('language')}`;
  const parts = Object.keys(PARTS) as FeedPart[];
  const sources = sql.join(
    parts.map((p) => sql`${sourceOf(p, shop, lang)} as ${sql.raw(PARTS[p].alias)}`),
    sql`, `,
  );
  return db
    .select({
      labels: sql<string | null>`src.labels_src`,
      scripts: sql<string | null>`src.scripts_src`,
      adverts: sql<string | null>`src.adverts_src`,
      complaintTypes: sql<string | null>`src.complaints_src`,
      labelsVersion: versionAt('labels', shop, lang),
      scriptsVersion: versionAt('scripts', shop, lang),
      advertsVersion: versionAt('adverts', shop, lang),
      complaintTypesVersion: versionAt('complaintTypes', shop, lang),
      anyLanguage: sql<string | null>`(select ${contentVersions.version}::text from ${contentVersions}
         where ${contentVersions.owner} = ${shop} and ${contentVersions.language} = '*' and ${contentVersions.part} = 'content')`,
    })
    .from(sql`(select ${sources}) as src`)
    .prepare('app_feed_versions');
}
const versionReads = preparedPerDb(buildVersions);

/** Where one part of the feed comes from: whose rows, in which language (the one asked, or its fallback). */
export interface FeedSource {
  from: 'store' | 'platform';
  language: Language;
  version: string | null;
}

/** What the feed's ETag is made of: each language-bound part's source and version, and the store's other content. */
export interface FeedVersions {
  labels: FeedSource;
  scripts: FeedSource;
  adverts: FeedSource;
  complaintTypes: FeedSource;
  anyLanguage: string | null;
}

/** A source as the statement answers it (`store|en-US`, or null: nobody has any, the language asked stands). */
function source(raw: string | null, version: string | null, language: Language, none: 'store' | 'platform') {
  if (!raw) return { from: none, language, version };
  const [from, lang] = raw.split('|');
  return { from: from as 'store' | 'platform', language: lang as Language, version };
}

/** The app's sign-ins (`app_sessions`) and the feed's versions (`content_versions`): the only place their SQL lives. */
export const appRepository = {
  /** The live session of a token hash with what the rules read, or null. */
  async findLive(db: Db, tokenHash: string, now: Date) {
    const [row] = await lookups(db).execute({ tokenHash, now: now.toISOString() });
    return row ?? null;
  },

  /**
   * The live session of a token hash as `findLive` answers it, and in the same statement the rows of `read` for its
   * store (`read` is given the store's id as SQL): one round trip where the lookup and the read would take two.
   * `rows` are JSON (`json_agg`): numbers, strings, booleans and ISO times. No session, no row and nothing read.
   * Built and prepared once per database and `shape` (a name for `read`, which takes its values as placeholders
   * filled from `values`), as the lookup is: building it on every call cost about 0.3 ms of CPU, and planning it
   * on every call doubled its time (docs/benchmarks.md).
   */
  async findLiveReading(db: Db, tokenHash: string, now: Date, { shape, read, values }: StoreReading) {
    const built = readings(db);
    let query = built.get(shape);
    if (!query) {
      if (!/^[a-z][a-z_]{0,40}$/.test(shape)) throw new Error(`findLiveReading: a shape is a short name, not ${shape}`);
      const rows = sql<Record<string, unknown>[]>`(select coalesce(json_agg(r), '[]'::json) from (${read(
        sql`${appUsers.shopId}`,
      )}) r)`;
      query = buildReading(db, rows, `app_read_${shape}`);
      built.set(shape, query);
    }
    const [row] = await query.execute({ ...values, tokenHash, now: now.toISOString() });
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
  async feedVersions(db: Db, shopId: number, language: Language): Promise<FeedVersions> {
    const [r] = await versionReads(db).execute({ shopId, language });
    return {
      labels: source(r!.labels, r!.labelsVersion, language, 'platform'),
      scripts: source(r!.scripts, r!.scriptsVersion, language, 'platform'),
      adverts: source(r!.adverts, r!.advertsVersion, language, 'store'),
      complaintTypes: source(r!.complaintTypes, r!.complaintTypesVersion, language, 'store'),
      anyLanguage: r!.anyLanguage,
    };
  },
};
