import { type FileScreen, NOTIFY_REFUSALS_SQL } from '@skin/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** A timestamp with its time zone, read as a Date (every table's times; modules' table.ts use it too). */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A store (shop). */
export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  contact: varchar('contact', { length: 64 }).notNull().default(''),
  mobile: varchar('mobile', { length: 24 }),
  /** 1 normal, 0 invalid */
  status: smallint('status').notNull().default(1),
  vipGrade: smallint('vip_grade').notNull().default(0),
  upgradeDays: integer('upgrade_days').notNull().default(0),
  cloudExpireTime: ts('cloud_expire_time'),
  ossSize: bigint('oss_size', { mode: 'number' }).notNull().default(0),
  /** How long analysis photos are kept, in months (0 keeps them; issue 42): the retention job deletes older ones. */
  photoRetentionMonths: smallint('photo_retention_months').notNull().default(24),
  /**
   * The IANA zone the store's figures are kept in (issue 43): its days and months in `stats` are its local ones.
   * Set at registration from the phone's country (contract zones.ts), changed by the owner (`shop/timeZone`).
   */
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The store a row belongs to (`shop_id`, required). */
export const storeId = () =>
  integer('shop_id')
    .notNull()
    .references(() => shops.id);

/** When a row was added and last changed (`created_at`, `updated_at`; a repository moves `updated_at`). */
export const timestamps = () => ({
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Console accounts: the platform operator, store owners and store staff. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').references(() => shops.id),
    kind: varchar('kind', { length: 16 }).$type<'platform' | 'owner' | 'staff'>().notNull(),
    userName: varchar('user_name', { length: 32 }).notNull(),
    mobile: varchar('mobile', { length: 24 }),
    passwordHash: text('password_hash').notNull(),
    /**
     * Moves on whenever the password changes or the account is signed out everywhere: a sign-in creates its
     * session only while it is the one read with the password it checked (account/sessions.ts createIfCurrent).
     */
    credentialVersion: integer('credential_version').notNull().default(0),
    avatar: text('avatar'),
    /** 1 enabled, 0 disabled */
    status: smallint('status').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('accounts_user_name_uq').on(sql`lower(${t.userName})`),
    uniqueIndex('accounts_mobile_uq').on(t.mobile),
    index('accounts_shop_idx').on(t.shopId),
  ],
);

/** The catalogue of access codes, with the codes granted to staff accounts. */
export const accessCodes = pgTable('access_codes', {
  code: varchar('code', { length: 32 }).primaryKey(),
  description: text('description').notNull().default(''),
});

export const accountAccess = pgTable(
  'account_access',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 32 })
      .notNull()
      .references(() => accessCodes.code),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.code] })],
);

/** Sign-in sessions: only the SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 256 }),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_account_idx').on(t.accountId)],
);

/** Phone verification codes, stored hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 24 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('vcodes_phone_created_idx').on(t.phone, t.createdAt)],
);

/**
 * Attempt counters of every limit (sign-in per address and per user name, code sends, old
 * passwords...): one row per key and window, bumped by one atomic upsert before the guarded work.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: ts('reset_at').notNull(),
  },
  (t) => [index('rate_counters_reset_idx').on(t.resetAt)],
);

/** Who did what, when, and the row before. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').references(() => shops.id),
    accountId: integer('account_id').references(() => accounts.id),
    actorName: varchar('actor_name', { length: 32 }).notNull(),
    action: varchar('action', { length: 48 }).notNull(),
    targetType: varchar('target_type', { length: 32 }).notNull(),
    targetId: varchar('target_id', { length: 64 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_shop_created_idx').on(t.shopId, t.createdAt),
    // The platform operator reads every store's log, newest first.
    index('audit_created_idx').on(t.createdAt),
  ],
);

/** Devices of a store. */
export const shopDevices = pgTable(
  'shop_devices',
  {
    id: serial('id').primaryKey(),
    shopId: storeId(),
    deviceNo: varchar('device_no', { length: 64 }).notNull(),
    deviceName: varchar('device_name', { length: 64 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** The last app sign-in or call from this device, written at most once a minute (modules/app). */
    lastSeenAt: ts('last_seen_at'),
  },
  (t) => [uniqueIndex('shop_devices_no_uq').on(t.deviceNo), index('shop_devices_shop_idx').on(t.shopId)],
);

/** App accounts of a store: working ends (1) and viewer-end subaccounts (2). */
export const appUsers = pgTable(
  'app_users',
  {
    id: serial('id').primaryKey(),
    shopId: storeId(),
    userType: smallint('user_type').notNull(),
    userName: varchar('user_name', { length: 32 }).notNull(),
    mobile: varchar('mobile', { length: 24 }),
    passwordHash: text('password_hash'),
    /**
     * Moves on whenever the password changes or the account is signed out of the app: an app sign-in creates its
     * session only while it is the one read with the password it checked (user/repository.ts recordSignIn).
     */
    credentialVersion: integer('credential_version').notNull().default(0),
    /** 1 enabled, 0 disabled */
    status: smallint('status').notNull().default(1),
    address: varchar('address', { length: 200 }).notNull().default(''),
    deviceNo: varchar('device_no', { length: 64 }),
    permanent: boolean('permanent').notNull().default(false),
    expireTime: ts('expire_time'),
    closedAt: ts('closed_at'),
    ...timestamps(),
    /** The last sign-in to the analysis app and the device it was made on (modules/app). */
    lastLoginAt: ts('last_login_at'),
    lastLoginDeviceNo: varchar('last_login_device_no', { length: 64 }),
  },
  (t) => [
    uniqueIndex('app_users_user_name_uq').on(sql`lower(${t.userName})`),
    uniqueIndex('app_users_mobile_uq').on(t.mobile),
    // Every list is one store's: each index leads with shop_id, then the sort of user/query
    // (newest first with id as the tie-break, expiration time, user name). The first one also
    // carries every filtered column, so that counting a store's filtered accounts and picking the
    // ids of a page are index-only scans: only the 20 rows shown are read from the table.
    index('app_users_shop_created_idx').on(
      t.shopId,
      t.createdAt,
      t.id,
      t.userType,
      t.status,
      t.permanent,
      t.expireTime,
      t.closedAt,
      t.userName,
      t.mobile,
      t.deviceNo,
    ),
    index('app_users_shop_expire_idx').on(t.shopId, t.expireTime, t.id),
    index('app_users_shop_name_idx').on(t.shopId, sql`lower(${t.userName})`),
    index('app_users_shop_device_idx').on(t.shopId, t.deviceNo),
    // The data centre's "expiring within 30 days": open, not permanent accounts by expiry, per store and overall.
    index('app_users_shop_expiring_idx')
      .on(t.shopId, t.expireTime)
      .where(sql`${t.closedAt} is null and ${t.permanent} = false`),
    index('app_users_expiring_idx').on(t.expireTime).where(sql`${t.closedAt} is null and ${t.permanent} = false`),
  ],
);

/**
 * The analysis app's sign-ins (DESIGN.md section 11): only the SHA-256 of the opaque token is stored. A session
 * is of one account on one device; the rules (modules/app/rules.ts) are checked against the live rows on every
 * call, so a session only ends by expiry or by being signed out (the console's "sign out of the app").
 */
export const appSessions = pgTable(
  'app_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    appUserId: integer('app_user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    shopId: storeId(),
    deviceNo: varchar('device_no', { length: 64 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** Written at most once a minute. */
    lastSeenAt: ts('last_seen_at'),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [
    uniqueIndex('app_sessions_token_uq').on(t.tokenHash),
    index('app_sessions_user_idx').on(t.appUserId).where(sql`${t.revokedAt} is null`),
    // The addresses an account signed in from (signed out or not): past the sign-in ceiling only they go on.
    index('app_sessions_user_ip_idx').on(t.appUserId, t.ip, t.createdAt),
  ],
);

/**
 * What the app's content feed of a store and language is made of, as versions: one row per (owner, language,
 * part), owner a store's id or 0 for the platform, language a content language or '*' for content without one
 * (programmes, cases), part `labels`, `scripts` or `content`. Triggers on the content tables (migration
 * 0014_app_api.sql) set `version` to the next value of `content_version_seq` in the changing transaction,
 * once per transaction (`tx`), and only when a column the feed shows changed; the feed's ETag is a hash of
 * the versions it is made of (modules/app/content.ts).
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    owner: integer('owner').notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    part: varchar('part', { length: 16 }).notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    /** The transaction that last bumped it: a second change in one transaction writes nothing more. */
    tx: bigint('tx', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.language, t.part] })],
);

/** Small server-wide settings shared by every instance (e.g. the generated signing secret). */
export const serverSettings = pgTable('server_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Every stored object: its key, owner (null: the platform), what it is for, and its size. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 300 }).notNull(),
    shopId: integer('shop_id').references(() => shops.id),
    /** `image` content pictures; `photo` an analysis photo from the app and `thumb` its thumbnail (modules/analysis). */
    purpose: varchar('purpose', { length: 16 }).$type<'image' | 'template' | 'photo' | 'thumb'>().notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    width: integer('width'),
    height: integer('height'),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Named by a content row (a product, a case, an advert, a script): no other row may take it. */
    inUse: boolean('in_use').notNull().default(false),
    /**
     * The screen whose rows name it (`FileScreen`: its view code reads the file by key), set when a row takes
     * it; null while no row does.
     */
    screen: varchar('screen', { length: 32 }).$type<FileScreen>(),
  },
  (t) => [uniqueIndex('stored_files_key_uq').on(t.key), index('stored_files_shop_idx').on(t.shopId)],
);

/** Objects to delete once the transaction that dropped them has committed; failures are retried later. */
export const fileDeletions = pgTable(
  'file_deletions',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 300 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('file_deletions_due_idx').on(t.nextAttemptAt)],
);

/**
 * Symptom labels: a two-level tree per owner (the platform when shop_id is null, or one store) and content
 * language. Label types have no parent; labels sit under a type and carry a symptom key shared by their
 * translations, and a colour per degree.
 */
export const symptomLabels = pgTable(
  'symptom_labels',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').references(() => shops.id),
    language: varchar('language', { length: 8 }).notNull(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 64 }).notNull(),
    symptomKey: varchar('symptom_key', { length: 48 }),
    mildColor: varchar('mild_color', { length: 7 }).notNull(),
    moderateColor: varchar('moderate_color', { length: 7 }).notNull(),
    severeColor: varchar('severe_color', { length: 7 }).notNull(),
    description: text('description').notNull().default(''),
    formationReason: text('formation_reason').notNull().default(''),
    careSuggestions: text('care_suggestions').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    // Names are unique per owner, language and parent (any case).
    uniqueIndex('symptom_labels_name_uq').on(
      sql`coalesce(${t.shopId}, 0)`,
      t.language,
      sql`coalesce(${t.parentId}, 0)`,
      sql`lower(${t.name})`,
    ),
    // A symptom key names one label per owner and language.
    uniqueIndex('symptom_labels_key_uq')
      .on(sql`coalesce(${t.shopId}, 0)`, t.language, t.symptomKey)
      .where(sql`${t.parentId} is not null`),
    index('symptom_labels_owner_idx').on(t.shopId, t.language, t.parentId, t.sort, t.id),
  ],
);

/** Symptom scripts: one per (owner, language, symptom key, degree), with two square images. */
export const symptomDescs = pgTable(
  'symptom_descs',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').references(() => shops.id),
    language: varchar('language', { length: 8 }).notNull(),
    symptomKey: varchar('symptom_key', { length: 48 }).notNull(),
    degree: smallint('degree').notNull(),
    content: text('content').notNull().default(''),
    image1: varchar('image1', { length: 300 }),
    image2: varchar('image2', { length: 300 }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('symptom_descs_uq').on(sql`coalesce(${t.shopId}, 0)`, t.language, t.symptomKey, t.degree),
    index('symptom_descs_shop_idx').on(t.shopId, t.language),
  ],
);

/* ---- Store content (DESIGN.md section 8, issue 11) ---- */

/** Programme (product) types: a store's own; the platform has none. */
export const productTypes = pgTable(
  'product_types',
  {
    id: serial('id').primaryKey(),
    shopId: storeId(),
    name: varchar('name', { length: 64 }).notNull(),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('product_types_name_uq').on(t.shopId, sql`lower(${t.name})`),
    index('product_types_shop_idx').on(t.shopId, t.sort, t.id),
  ],
);

/** Programmes (products) a store sells: a type, a name, a 1:1 image, an external link and advantages. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    shopId: storeId(),
    typeId: integer('type_id')
      .notNull()
      .references(() => productTypes.id),
    name: varchar('name', { length: 64 }).notNull(),
    image: varchar('image', { length: 300 }),
    link: varchar('link', { length: 500 }).notNull().default(''),
    advantages: text('advantages').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('products_name_uq').on(t.shopId, sql`lower(${t.name})`),
    index('products_shop_created_idx').on(t.shopId, t.createdAt.desc(), t.id.desc()),
    index('products_type_idx').on(t.typeId),
  ],
);

/** A product's related symptoms (at most 6), each a symptom key of the store's labels with a degree (1-3). */
export const productSymptoms = pgTable(
  'product_symptoms',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    shopId: storeId(),
    symptomKey: varchar('symptom_key', { length: 48 }).notNull(),
    degree: smallint('degree').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.symptomKey] }),
    // "Products of this store for this symptom", newest first, without touching products.
    index('product_symptoms_shop_key_idx').on(t.shopId, t.symptomKey, t.productId.desc()),
  ],
);

/**
 * Treatment cases: before-and-after pictures of a symptom's treatment. Owner: a store, or the platform
 * (shop_id null) for its own set.
 */
export const treatmentCases = pgTable(
  'treatment_cases',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').references(() => shops.id),
    description: varchar('description', { length: 500 }).notNull(),
    symptomKey: varchar('symptom_key', { length: 48 }).notNull(),
    beforeImage: varchar('before_image', { length: 300 }).notNull(),
    afterImage: varchar('after_image', { length: 300 }),
    cycleMonths: smallint('cycle_months').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('treatment_cases_owner_idx').on(
      sql`coalesce(${t.shopId}, 0)`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('treatment_cases_symptom_idx').on(sql`coalesce(${t.shopId}, 0)`, t.symptomKey),
  ],
);

/** Adverts: carousel (1) or startup page (2), per owner and content language, ordered by `sort`. */
export const adInfos = pgTable(
  'ad_infos',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').references(() => shops.id),
    language: varchar('language', { length: 8 }).notNull(),
    type: smallint('type').notNull(),
    title: varchar('title', { length: 64 }).notNull().default(''),
    image: varchar('image', { length: 300 }).notNull(),
    link: varchar('link', { length: 500 }).notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('ad_infos_owner_idx').on(sql`coalesce(${t.shopId}, 0)`, t.language, t.type, t.sort, t.id)],
);

/** Chief-complaint types, per owner and content language. */
export const complainTypes = pgTable(
  'complain_types',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').references(() => shops.id),
    language: varchar('language', { length: 8 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('complain_types_name_uq').on(sql`coalesce(${t.shopId}, 0)`, t.language, sql`lower(${t.name})`),
    index('complain_types_owner_idx').on(sql`coalesce(${t.shopId}, 0)`, t.language, t.sort, t.id),
  ],
);

/** Chief-complaint content: what a customer can pick, under a type (same owner and language as its type). */
export const complainInfos = pgTable(
  'complain_infos',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').references(() => shops.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => complainTypes.id),
    content: varchar('content', { length: 200 }).notNull(),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('complain_infos_content_uq').on(t.typeId, sql`lower(${t.content})`),
    index('complain_infos_type_idx').on(t.typeId, t.sort, t.id),
  ],
);

/**
 * Orders (`userOrder`, DESIGN.md section 9): what a store buys from us. Amount, currency and what it buys are
 * fixed at creation; the state moves only as contract/billing.ts ORDER_TRANSITIONS allows, and the paid
 * transition is applied with its effect in one transaction guarded by the state (modules/order/settle.ts).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    shopId: storeId(),
    /** The console account that created it. */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** 1 viewer-end renewal, 2 cloud-space renewal */
    orderType: smallint('order_type').notNull(),
    /** 1 pending, 2 payment in progress, 3 paid, 4 cancelled, 5 refunded */
    orderStatus: smallint('order_status').notNull().default(1),
    /** 0 unpaid, 1 paying, 2 paid, 3 refunded */
    payStatus: smallint('pay_status').notNull().default(0),
    payMethod: varchar('pay_method', { length: 16 }),
    currency: varchar('currency', { length: 3 }).notNull(),
    orderAmount: bigint('order_amount', { mode: 'number' }).notNull(),
    payAmount: bigint('pay_amount', { mode: 'number' }).notNull().default(0),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    years: integer('years').notNull(),
    usageBytes: bigint('usage_bytes', { mode: 'number' }),
    /** The provider's transaction id. */
    tradeNo: varchar('trade_no', { length: 64 }),
    cloudExpireBefore: ts('cloud_expire_before'),
    cloudExpireAfter: ts('cloud_expire_after'),
    refundReason: varchar('refund_reason', { length: 200 }),
    createdAt: ts('created_at').notNull().defaultNow(),
    payOpenedAt: ts('pay_opened_at'),
    paidAt: ts('paid_at'),
    cancelledAt: ts('cancelled_at'),
    refundedAt: ts('refunded_at'),
    /** An open order is closed at this time (30 minutes after creation). */
    closesAt: ts('closes_at').notNull(),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    // A store's list, newest first (id breaks ties), and the platform's list of every store. The store index
    // also carries the filtered columns, so a store's filtered count and page read the index alone.
    index('orders_shop_created_idx').on(
      t.shopId,
      t.createdAt,
      t.id,
      t.orderStatus,
      t.payStatus,
      t.orderType,
      t.payMethod,
    ),
    index('orders_created_idx').on(t.createdAt, t.id),
    // A store's payments and refunds over a few days: the data centre counts a range's partial months from them.
    index('orders_shop_paid_idx').on(t.shopId, t.paidAt).where(sql`${t.paidAt} is not null`),
    index('orders_shop_refunded_idx').on(t.shopId, t.refundedAt).where(sql`${t.refundedAt} is not null`),
    // A gateway's payment id back to its order (PayPal's return carries only its own order id).
    index('orders_trade_no_idx').on(t.tradeNo).where(sql`${t.tradeNo} is not null`),
    // At most one open cloud renewal per store: `add` answers it instead of making a second one.
    uniqueIndex('orders_open_cloud_uq').on(t.shopId).where(sql`${t.orderType} = 2 and ${t.orderStatus} in (1, 2)`),
  ],
);

/** The viewer ends a viewer-end renewal buys years for, with their expiry before and after payment. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    appUserId: integer('app_user_id')
      .notNull()
      .references(() => appUsers.id),
    expireBefore: ts('expire_before'),
    expireAfter: ts('expire_after'),
  },
  (t) => [uniqueIndex('order_items_order_user_uq').on(t.orderId, t.appUserId)],
);

/** Yearly prices per currency, minor units (platform settings; an order copies its price when created). */
export const prices = pgTable('prices', {
  currency: varchar('currency', { length: 3 }).primaryKey(),
  cloudPerTb: bigint('cloud_per_tb', { mode: 'number' }).notNull(),
  viewerPerAccount: bigint('viewer_per_account', { mode: 'number' }).notNull(),
  updatedAt: ts('updated_at'),
  updatedBy: varchar('updated_by', { length: 32 }),
});

/**
 * Every notification, return and query answer a provider gave about an order, as received and what it did
 * (applied, duplicate, mismatch, late...); `eventId` deduplicates a provider's repeated events.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    eventId: varchar('event_id', { length: 128 }),
    orderNo: varchar('order_no', { length: 64 }),
    source: varchar('source', { length: 16 }).notNull(),
    outcome: varchar('outcome', { length: 16 }).notNull(),
    detail: jsonb('detail'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_events_order_idx').on(t.orderNo, t.createdAt),
    // A replayed webhook is found by its event id.
    index('payment_events_event_idx').on(t.provider, t.eventId).where(sql`${t.eventId} is not null`),
    // Pruning (modules/order/jobs.ts EVENT_RETENTION): every row by age, and refused notifications by age
    // without walking the verified rows younger than their 400 days.
    index('payment_events_created_idx').on(t.createdAt),
    index('payment_events_refused_idx').on(t.createdAt).where(sql.raw(NOTIFY_REFUSALS_SQL)),
  ],
);

/**
 * Background jobs kept in the database: claimed with `FOR UPDATE SKIP LOCKED`, so several instances never run
 * one twice; `key` makes scheduling idempotent (one close job per order, one sweep per interval).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 64 }).notNull(),
    key: varchar('key', { length: 200 }),
    payload: jsonb('payload').notNull().default({}),
    runAt: ts('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(20),
    lockedBy: varchar('locked_by', { length: 64 }),
    lockedUntil: ts('locked_until'),
    doneAt: ts('done_at'),
    failedAt: ts('failed_at'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_key_uq').on(t.key),
    index('jobs_due_idx').on(t.runAt, t.id).where(sql`${t.doneAt} is null`),
  ],
);

/**
 * The sandbox gateway's own ledger (the embedded payment provider): what its checkout page took, as a real
 * gateway would keep it on its side. Our order code reads it only through the sandbox provider's calls.
 */
export const sandboxTrades = pgTable(
  'sandbox_trades',
  {
    tradeNo: varchar('trade_no', { length: 40 }).primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** open, paid, failed, closed, refunded */
    status: varchar('status', { length: 16 }).notNull().default('open'),
    notifyUrl: text('notify_url').notNull(),
    returnUrl: text('return_url').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
    refundedAt: ts('refunded_at'),
  },
  (t) => [uniqueIndex('sandbox_trades_order_uq').on(t.orderNo)],
);

/**
 * The data centre's aggregates (DESIGN.md section 10, docs/decisions.md "Data centre"): what the rows
 * of orders, app accounts, devices and stores add up to, per store and for the platform (`shop_id` 0), at the
 * levels 0 a quarter hour, 1 a UTC day, 2 a UTC month, 3 a UTC week from Monday and, for the platform only, 4 an
 * hour, each row starting at `t`. Triggers on those tables write
 * each change's contribution to `stats_delta` in the changing transaction; `stats_fold()` moves the deltas here.
 * A read adds the folded rows and the deltas not yet folded in one statement, so it always matches the rows.
 * Figures that do not depend on time (disabled accounts, invalid stores, cloud bytes) sit at t = 1970-01-01.
 */
export const stats = pgTable(
  'stats',
  {
    shopId: integer('shop_id').notNull(),
    level: smallint('level').notNull(),
    t: ts('t').notNull(),
    metric: varchar('metric', { length: 16 }).notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.level, t.t, t.metric, t.key] })],
);

/** Contributions not yet folded into `stats`: appended by the triggers, never updated (no hot rows). */
export const statsDelta = pgTable(
  'stats_delta',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id').notNull(),
    t: ts('t').notNull(),
    metric: varchar('metric', { length: 16 }).notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [index('stats_delta_t_idx').on(t.t)],
);

/**
 * The platform's customer figures that do not add across days (distinct visitors, improved since the first visit),
 * counted for a range of days by a background job store by store (data/customer-counts.ts, docs/decisions.md
 * "The platform's customer figures are counted by a job"): the last complete count (`result`, with the change counter
 * `counted_version` of drizzle/0029 it saw) and the count under way (`next_shop` the last store counted, `work` what
 * it has summed so far; null when none is under way; `claimed_until` the lease of the instance reading a batch).
 */
export const platformCustomerCounts = pgTable(
  'platform_customer_counts',
  {
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    askedAt: ts('asked_at').notNull().defaultNow(),
    version: bigint('version', { mode: 'number' }),
    nextShop: integer('next_shop'),
    /** An instance counting a batch of it until then (a lease: the row is never locked while a batch is read). */
    claimedUntil: ts('claimed_until'),
    shopsDone: integer('shops_done').notNull().default(0),
    shopsTotal: integer('shops_total').notNull().default(0),
    work: jsonb('work'),
    startedAt: ts('started_at'),
    result: jsonb('result'),
    countedVersion: bigint('counted_version', { mode: 'number' }),
    countedAt: ts('counted_at'),
  },
  (t) => [primaryKey({ columns: [t.fromDay, t.toDay] })],
);

/**
 * A symptom of an analysis as the row keeps it: its key, degree and (`n`) its name in each content language as the
 * store's labels named it when the analysis was recorded, so a label deleted or renamed later still names it
 * (analyses recorded before names were kept have none: the labels name them).
 */
export interface AnalysisSymptom {
  k: string;
  d: number;
  n?: Partial<Record<string, string>>;
}

/** A photo of an analysis as the analysis row keeps it (its stored file and the thumbnail beside it). */
export interface AnalysisImageRef {
  key: string;
  thumbKey: string;
  size: number;
  width: number;
  height: number;
}

/**
 * Skin analyses uploaded by the app (DESIGN.md section 11, modules/analysis): never changed once recorded. One
 * per (store, clientId): a retry of the same clientId answers the row already there. `analysed_day` is the day of
 * `analysed_at` on the device's own clock (the offset it sent): the day the data centre counts it on.
 * `symptoms` and `images` are kept on the row for the list and the aggregates (stat_rows_analysis reads the row
 * alone); `analysis_symptoms` repeats the symptoms, one row each, for the list's filters.
 */
export const analyses = pgTable(
  'analyses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shopId: storeId(),
    clientId: uuid('client_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUsers.id),
    /** 1 working end, 2 viewer end (as the account was when it recorded the analysis). */
    userType: smallint('user_type').notNull(),
    deviceNo: varchar('device_no', { length: 64 }).notNull(),
    analysedAt: ts('analysed_at').notNull(),
    analysedDay: date('analysed_day', { mode: 'string' }).notNull(),
    recordedAt: ts('recorded_at').notNull().defaultNow(),
    imageCount: smallint('image_count').notNull(),
    symptoms: jsonb('symptoms').$type<AnalysisSymptom[]>().notNull(),
    images: jsonb('images').$type<AnalysisImageRef[]>().notNull(),
    /** The store's customer it was made for (DESIGN.md section 13), or null: an anonymous analysis. */
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id),
    /** When the store's photo retention deleted its photos (`images` emptied then); null: never. */
    photosRemovedAt: ts('photos_removed_at'),
  },
  (t) => [
    uniqueIndex('analyses_client_uq').on(t.shopId, t.clientId),
    // The photo retention job and its preview: a store's analyses that still have photos, oldest first.
    index('analyses_retention_idx').on(t.shopId, t.analysedAt, t.id).where(sql`${t.images} <> '[]'::jsonb`),
    // One customer's timeline, newest first (the id breaks ties); anonymous analyses are not in it.
    index('analyses_customer_time_idx')
      .on(t.shopId, t.customerId, t.analysedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.customerId} is not null`),
    // The list: one store's, newest first (id breaks ties), and the same per device and per account.
    index('analyses_shop_time_idx').on(t.shopId, t.analysedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('analyses_device_time_idx').on(
      t.shopId,
      t.deviceNo,
      t.analysedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('analyses_user_time_idx').on(t.userId, t.analysedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A store's analyses of a few days (on the device's clock): the data centre's partial months.
    index('analyses_shop_day_idx').on(t.shopId, t.analysedDay),
    // The data centre's customer figures over a range of days: a store's (distinct visitors, first and latest
    // visit per customer) and every store's; anonymous analyses are not in them (docs/decisions.md).
    index('analyses_customer_day_idx')
      .on(t.shopId, t.analysedDay, t.customerId, t.analysedAt, t.id)
      .where(sql`${t.customerId} is not null`),
  ],
);

/** One row per symptom of an analysis: what the list filters by symptom and degree walk, newest first. */
export const analysisSymptoms = pgTable(
  'analysis_symptoms',
  {
    analysisId: bigint('analysis_id', { mode: 'number' })
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull(),
    symptomKey: varchar('symptom_key', { length: 48 }).notNull(),
    degree: smallint('degree').notNull(),
    analysedAt: ts('analysed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.analysisId, t.symptomKey] }),
    // By key (and degree, read from the index as it walks newest first), and by degree alone.
    index('analysis_symptoms_key_idx').on(
      t.shopId,
      t.symptomKey,
      t.analysedAt.desc().nullsFirst(),
      t.analysisId.desc().nullsFirst(),
      t.degree,
    ),
    index('analysis_symptoms_degree_idx').on(
      t.shopId,
      t.degree,
      t.analysedAt.desc().nullsFirst(),
      t.analysisId.desc().nullsFirst(),
    ),
  ],
);

/** A customer's gender as the store recorded it. */
export type CustomerGender = 'female' | 'male' | 'other';

/**
 * A store's customers (DESIGN.md section 13, modules/customer): one per (store, code), (store, clientId) and, when
 * set, (store, phone). `first_visit_at`, `last_visit_at` and `visits` follow her analyses (written in the analysis's
 * transaction). Personal data (name, phone, note) is never shown to the platform, only counted.
 */
export const customers = pgTable(
  'customers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shopId: storeId(),
    /** Made by the app that added her: the same clientId again answers the same customer. */
    clientId: uuid('client_id').notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }),
    phone: varchar('phone', { length: 24 }),
    gender: varchar('gender', { length: 8 }).$type<CustomerGender>(),
    birthYear: smallint('birth_year'),
    note: varchar('note', { length: 500 }),
    firstVisitAt: ts('first_visit_at'),
    lastVisitAt: ts('last_visit_at'),
    visits: integer('visits').notNull().default(0),
    ...timestamps(),
    /**
     * When she was erased (issue 42): the row stays as a tombstone without personal data (code `#<id>`), so her
     * analyses, kept as anonymous symptom rows, still count in the data centre's customer figures.
     */
    erasedAt: ts('erased_at'),
  },
  (t) => [
    uniqueIndex('customers_client_uq').on(t.shopId, t.clientId),
    uniqueIndex('customers_code_uq').on(t.shopId, t.code),
    uniqueIndex('customers_phone_uq').on(t.shopId, t.phone).where(sql`${t.phone} is not null`),
    // The console's list: latest visit first (never-visited last), the id breaking ties.
    index('customers_shop_visit_idx').on(t.shopId, t.lastVisitAt.desc().nullsLast(), t.id.desc()),
  ],
);

/**
 * Every consent a customer gave, as the app recorded it (history kept: a withdrawal is a new record). The latest
 * record (by id) is what applies.
 */
export const customerConsents = pgTable(
  'customer_consents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shopId: storeId(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    version: varchar('version', { length: 32 }).notNull(),
    /** The consent text `version` names (issue 42; null: recorded before consent texts existed). */
    textId: bigint('text_id', { mode: 'number' }),
    language: varchar('language', { length: 8 }).notNull(),
    acceptedAt: ts('accepted_at').notNull(),
    photos: boolean('photos').notNull(),
    contact: boolean('contact').notNull(),
    recordedAt: ts('recorded_at').notNull().defaultNow(),
  },
  (t) => [index('customer_consents_customer_idx').on(t.customerId, t.id.desc().nullsFirst())],
);

/**
 * A customer's report shared by a link (issue 42 item 3): which visits, in which language, until when. The link's
 * token (32 random bytes) is kept only as its SHA-256 (hex); revoking sets `revoked_at`, never deletes, so her page
 * keeps the history.
 */
export const reportShares = pgTable(
  'report_shares',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shopId: storeId(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** The one or two analyses the report shows, with when they were made (analyses never change). */
    visits: jsonb('visits').$type<{ id: number; analysedAt: string }[]>().notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    /** Who made it (null once that account is gone), and the name it had then. */
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdByName: varchar('created_by_name', { length: 32 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('report_shares_token_uq').on(t.tokenHash),
    index('report_shares_customer_idx').on(t.shopId, t.customerId, t.id.desc().nullsFirst()),
  ],
);

/** Each opening of a shared report: when, and from which client address as the server saw it. */
export const reportShareOpenings = pgTable(
  'report_share_openings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shareId: bigint('share_id', { mode: 'number' })
      .notNull()
      .references(() => reportShares.id, { onDelete: 'cascade' }),
    openedAt: ts('opened_at').notNull().defaultNow(),
    address: varchar('address', { length: 64 }).notNull(),
  },
  (t) => [index('report_share_openings_share_idx').on(t.shareId, t.id.desc().nullsFirst())],
);

/**
 * Who saw a customer's photos (issue 42 item 7): one row per console read that returned an analysis's full-size
 * photos (its detail, a comparison, her timeline), written by modules/customer/views.ts; kept PHOTO_VIEW_KEEP_DAYS.
 */
export const photoViews = pgTable(
  'photo_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shopId: storeId(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    analysisId: bigint('analysis_id', { mode: 'number' })
      .notNull()
      .references(() => analyses.id),
    accountId: integer('account_id').references(() => accounts.id),
    /** The account's name when it looked (accounts may be renamed or removed later). */
    actorName: varchar('actor_name', { length: 32 }).notNull(),
    viewedAt: ts('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    // Her page's list, newest first; and the pruning job's walk by age.
    index('photo_views_customer_idx').on(
      t.shopId,
      t.customerId,
      t.viewedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('photo_views_time_idx').on(t.viewedAt),
  ],
);
