import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { selectRows } from '../src/lib/sql.js';
import { freshDatabase } from './db.js';

/**
 * `ORDER BY x DESC` means DESC NULLS FIRST. An index key kept DESC NULLS LAST (drizzle's plain `.desc()`) cannot
 * serve it, forwards or backwards, even on a NOT NULL column: PostgreSQL then reads and sorts every row of a store
 * for a page of 20 (drizzle/0028: 107 ms against 0.3 ms at 27,156 analyses). This check lists the descending NOT NULL
 * keys that are NULLS LAST; only those whose statements say `desc nulls last` may stay.
 */
const NULLS_LAST_BY_NAME = [
  // product/repository.ts `newestFirst`: `desc nulls last` on both.
  'products_shop_created_idx.created_at',
  'products_shop_created_idx.id',
  // Read by symptom key only, in no order of its own.
  'product_symptoms_shop_key_idx.product_id',
  // customer/repository.ts `orderSql`: `nulls last` on the nullable latest visit, then on the id.
  'customers_shop_visit_idx.id',
];

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('descending index keys', () => {
  it('are NULLS FIRST, as ORDER BY ... DESC reads them, unless their statements ask for NULLS LAST', async () => {
    const rows = await selectRows<{ key: string }>(
      database.db,
      sql`select ic.relname || '.' || a.attname as key
            from pg_index i
            join pg_class ic on ic.oid = i.indexrelid
            join pg_class t on t.oid = i.indrelid
            join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
            cross join lateral generate_series(0, i.indnkeyatts - 1) k
            join pg_attribute a on a.attrelid = t.oid and a.attnum = i.indkey[k]
           where (i.indoption[k]::int & 1) = 1 and (i.indoption[k]::int & 2) = 0 and a.attnotnull
           order by 1`,
    );
    expect(rows.map((r) => r.key)).toEqual([...NULLS_LAST_BY_NAME].sort());
  });
});
