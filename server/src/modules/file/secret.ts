import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { serverSettings } from '../../db/schema.js';

/**
 * A secret every instance shares: derived from SERVER_SECRET when set, else one random secret made by the first
 * instance and kept in the database (`server_settings`), so every instance signs and verifies alike.
 */
export async function sharedSecret(db: Db, name: string, configured: string | undefined): Promise<string> {
  if (configured) return createHmac('sha256', configured).update(name).digest('base64url');
  await db
    .insert(serverSettings)
    .values({ key: name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, name));
  return row!.value;
}

/** The secret that signs file URLs and upload tokens (SERVER_SECRET itself when set). */
export async function fileSigningSecret(db: Db, configured: string | undefined): Promise<string> {
  return configured ?? sharedSecret(db, 'file_signing_secret', undefined);
}
