import { bigint, index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { shops, ts } from '../../db/schema.js';

/**
 * Photo upload grants (issue 43 item 1): the app posts a photo straight to the object store under `key` with a
 * presigned POST, then confirms it once (`used_at`), before `expires_at`. A grant never confirmed has its object
 * (if any) deleted by the sweep after it expires.
 */
export const uploadGrants = pgTable(
  'upload_grants',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    deviceNo: varchar('device_no', { length: 64 }).notNull(),
    key: varchar('key', { length: 300 }).notNull(),
    /** The declared size: the policy's content-length-range ends there. */
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: varchar('content_type', { length: 32 }).$type<'image/jpeg' | 'image/png'>().notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The store first in every key (server/test/shard-keys.test.ts).
    primaryKey({ columns: [t.shopId, t.id] }),
    uniqueIndex('upload_grants_shop_key_uq').on(t.shopId, t.key),
    index('upload_grants_expires_idx').on(t.expiresAt),
  ],
);
export type UploadGrantRow = typeof uploadGrants.$inferSelect;
