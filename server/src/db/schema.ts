import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
  varchar,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
  createdAt: ts('created_at').notNull().defaultNow(),
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
    avatar: text('avatar'),
    /** 1 enabled, 0 disabled */
    status: smallint('status').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
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
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    deviceNo: varchar('device_no', { length: 64 }).notNull(),
    deviceName: varchar('device_name', { length: 64 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shop_devices_no_uq').on(t.deviceNo), index('shop_devices_shop_idx').on(t.shopId)],
);

/** App accounts of a store: working ends (1) and viewer-end subaccounts (2). */
export const appUsers = pgTable(
  'app_users',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    userType: smallint('user_type').notNull(),
    userName: varchar('user_name', { length: 32 }).notNull(),
    mobile: varchar('mobile', { length: 24 }),
    passwordHash: text('password_hash'),
    /** 1 enabled, 0 disabled */
    status: smallint('status').notNull().default(1),
    address: varchar('address', { length: 200 }).notNull().default(''),
    deviceNo: varchar('device_no', { length: 64 }),
    permanent: boolean('permanent').notNull().default(false),
    expireTime: ts('expire_time'),
    closedAt: ts('closed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
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
  ],
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
    purpose: varchar('purpose', { length: 16 }).$type<'image' | 'template'>().notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    width: integer('width'),
    height: integer('height'),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Named by a content row (a product, a case, an advert, a script): no other row may take it. */
    inUse: boolean('in_use').notNull().default(false),
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
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
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
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    name: varchar('name', { length: 64 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
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
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => productTypes.id),
    name: varchar('name', { length: 64 }).notNull(),
    image: varchar('image', { length: 300 }),
    link: varchar('link', { length: 500 }).notNull().default(''),
    advantages: text('advantages').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
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
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
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
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('treatment_cases_owner_idx').on(sql`coalesce(${t.shopId}, 0)`, t.createdAt.desc(), t.id.desc()),
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
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
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
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
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
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('complain_infos_content_uq').on(t.typeId, sql`lower(${t.content})`),
    index('complain_infos_type_idx').on(t.typeId, t.sort, t.id),
  ],
);
