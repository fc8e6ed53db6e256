import type { FileScreen } from '@skin/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accounts, adInfos, products, storedFiles, treatmentCases } from '../db/schema.js';
import type { AuthContext } from '../lib/http.js';
import type { FileService } from '../modules/file/service.js';
import { DEMO_ACCOUNTS } from './seed.js';
import { seedAdverts } from './seed-adverts.js';
import { seedCases } from './seed-cases.js';
import { seedComplaints } from './seed-complaints.js';
import { seedProgrammes } from './seed-programmes.js';

/** What each area's demo seed gets: the database, the file service, and who to store images as. */
export interface StoreContentSeed {
  db: Db;
  files: FileService;
  now: number;
  platform: AuthContext;
  /** Demo Store (labels initialised from the platform) and Second Store (no labels yet). */
  demo: AuthContext & { shopId: number };
  second: AuthContext & { shopId: number };
}

const asAuth = (a: typeof accounts.$inferSelect) => ({
  sessionId: 0,
  accountId: a.id,
  kind: a.kind,
  userName: a.userName,
  shopId: a.shopId,
  access: new Set<never>(),
});

/**
 * The demo store content (issue 11): programmes, cases, adverts and chief complaints of Demo Store, a little
 * of Second Store's, and the platform's own. Run once after the demo data is created on an empty database,
 * like the script images, because rows own images stored through the object store.
 */
export async function seedStoreContent(db: Db, files: FileService, now = Date.now()) {
  const rows = await db
    .select()
    .from(accounts)
    .where(inArray(accounts.userName, [DEMO_ACCOUNTS.demoshop.userName, DEMO_ACCOUNTS.secondshop.userName]));
  const [operator] = await db.select().from(accounts).where(eq(accounts.kind, 'platform')).limit(1);
  const demo = rows.find((r) => r.userName === DEMO_ACCOUNTS.demoshop.userName);
  const second = rows.find((r) => r.userName === DEMO_ACCOUNTS.secondshop.userName);
  if (!operator || !demo?.shopId || !second?.shopId) return;
  const seed: StoreContentSeed = {
    db,
    files,
    now,
    platform: asAuth(operator),
    demo: { ...asAuth(demo), shopId: demo.shopId },
    second: { ...asAuth(second), shopId: second.shopId },
  };
  await seedProgrammes(seed);
  await seedCases(seed);
  await seedAdverts(seed);
  await seedComplaints(seed);
  // Every demo picture is shown by the row it was stored for: none may be taken by another, and it is read
  // by key with the code of that row's screen (as drizzle/0013_file_screens.sql marks existing rows).
  const shownBy: [FileScreen, SQL][] = [
    ['product-type', sql`select ${products.image} from ${products}`],
    ['treatment-case', sql`select ${treatmentCases.beforeImage} from ${treatmentCases}`],
    ['treatment-case', sql`select ${treatmentCases.afterImage} from ${treatmentCases}`],
    ['ad-info', sql`select ${adInfos.image} from ${adInfos}`],
  ];
  for (const [screen, keys] of shownBy) {
    await db
      .update(storedFiles)
      .set({ inUse: true, screen })
      .where(and(eq(storedFiles.purpose, 'image'), sql`${storedFiles.key} in (${keys})`));
  }
}
