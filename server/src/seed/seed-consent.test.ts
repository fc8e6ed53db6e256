import { LANGUAGES } from '@skin/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/db.js';
import type { Database } from '../db/client.js';
import { selectRows } from '../lib/sql.js';
import { ensurePlatformConsentTexts } from './seed-consent.js';

/** The platform's default consent texts exist on every database, demo data or not (serve.ts, every start). */
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe("the platform's default consent texts", () => {
  it('are added once in every language a database lacks, even by several instances starting at once', async () => {
    const db = database.db;
    // A database as one started without demo data has it: no platform text (the demo consents let go of theirs).
    await db.execute(sql`update customer_consents set text_id = null`);
    await db.execute(sql`delete from consent_texts where shop_id is null`);
    const runs = await Promise.all([ensurePlatformConsentTexts(db), ensurePlatformConsentTexts(db)]);
    expect(runs.flat().sort()).toEqual([...LANGUAGES].sort());
    const rows = await selectRows<{ language: string; number: number }>(
      db,
      sql`select language, number from consent_texts where shop_id is null order by language`,
    );
    expect(rows).toEqual([...LANGUAGES].sort().map((language) => ({ language, number: 1 })));
    // A later start adds nothing, whatever versions the operator has saved since.
    expect(await ensurePlatformConsentTexts(db)).toEqual([]);
  });
});
