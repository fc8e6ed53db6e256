import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { serverSettings } from '../../db/schema.js';
import { loadSecret } from '../../lib/secret.js';

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

/** The row earlier versions kept the file signing secret in. */
const STORED_SIGNING_SECRET = 'file_signing_secret';

/**
 * The secret that signs file URLs and upload tokens: SERVER_SECRET itself when set (required in production on
 * PostgreSQL, config.ts), else `DATA_DIR/secrets/server.key`. Never a database row, which every backup would
 * carry (with it a forged URL reads any store's file and a forged token writes into any store): the row earlier
 * versions made is deleted.
 */
export async function fileSigningSecret(db: Db, configured: string | undefined, dataDir: string): Promise<string> {
  await db.delete(serverSettings).where(eq(serverSettings.key, STORED_SIGNING_SECRET));
  return configured ?? loadSecret({ dataDir, file: 'server.key' }).key.toString('utf8');
}
