import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accounts, storedFiles, symptomDescs } from '../db/schema.js';
import type { FileService } from '../modules/file/service.js';
import { DEMO_LABEL_TREE, demoPng } from './seed-content.js';

/**
 * Two pictures per demo symptom, stored through the object store as the platform's, on the scripts of the
 * platform and of Demo Store (which, like a copy, shares the platform's keys). Run once, after the demo data
 * is created on an empty database: the files live in the object store, not in the database.
 */
export async function seedDemoImages(db: Db, files: FileService) {
  const [operator] = await db.select().from(accounts).where(eq(accounts.kind, 'platform')).limit(1);
  if (!operator) return;
  const auth = {
    sessionId: 0,
    accountId: operator.id,
    kind: 'platform' as const,
    userName: operator.userName,
    shopId: null,
    access: new Set<never>(),
  };
  for (const type of DEMO_LABEL_TREE) {
    for (const label of type.labels) {
      const [a, b] = [0, 1].map((v) => demoPng(240, label.colors[1], v));
      const one = await files.seedImage(auth, a!);
      const two = await files.seedImage(auth, b!);
      await db
        .update(symptomDescs)
        .set({ image1: one.key, image2: two.key })
        .where(and(eq(symptomDescs.symptomKey, label.key), isNull(symptomDescs.image1)));
      // Shown by scripts (and their copies): in use, never swept as an abandoned upload, read with `symptom-desc`.
      await db
        .update(storedFiles)
        .set({ inUse: true, screen: 'symptom-desc' })
        .where(inArray(storedFiles.key, [one.key, two.key]));
    }
  }
}
