import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { serverSettings } from '../../db/schema.js';

const KEY = 'file_signing_secret';

/**
 * The secret that signs file URLs and upload tokens: SERVER_SECRET when set, else one random secret made
 * by the first instance and kept in the database, so every instance signs and verifies alike.
 */
export async function fileSigningSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSettings)
    .values({ key: KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, KEY));
  return row!.value;
}
