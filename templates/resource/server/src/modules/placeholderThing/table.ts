import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { storeId, timestamps } from '../../db/schema.js';

/**
 * Placeholder things: a store's own, a name and a sort order (`placeholderThing`). drizzle-kit reads every
 * modules/<name>/table.ts beside db/schema.ts (drizzle.config.ts); after a change, `npm run db:generate -w server`.
 */
export const placeholderThings = pgTable(
  'placeholder_things',
  {
    id: serial('id').primaryKey(),
    shopId: storeId(),
    name: varchar('name', { length: 64 }).notNull(),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('placeholder_things_shop_idx').on(t.shopId, t.sort, t.id)],
);
