import { bigint, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { shops, ts } from '../../db/schema.js';

/**
 * Consent texts (issue 42 item 1): per owner (a store, or the platform's defaults: `shop_id` null) and content
 * language, a version per save, numbered from 1 (rows are only ever added: no update, no delete). `saved_by_name` is
 * the console account's name as it was (null: the demo data), so the history stays readable after a staff leaves.
 */
export const consentTexts = pgTable(
  'consent_texts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id').references(() => shops.id),
    language: varchar('language', { length: 8 }).notNull(),
    number: integer('number').notNull(),
    text: text('text').notNull(),
    savedById: integer('saved_by_id'),
    savedByName: varchar('saved_by_name', { length: 64 }),
    savedAt: ts('saved_at').notNull().defaultNow(),
  },
  (t) => [
    // One number per owner and language (the platform's null owner counts as one): two saves at once never share it.
    // Its index also finds an owner's latest version of a language (read backwards).
    unique('consent_texts_number_uq').on(t.shopId, t.language, t.number).nullsNotDistinct(),
  ],
);
