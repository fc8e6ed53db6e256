import fs from 'node:fs';

/**
 * What the server and its tools write (the embedded database, the SMS outbox, keys, stored photos, backups with
 * password hashes and phone numbers) is read by its owner alone (DESIGN.md section 7; docs/decisions.md, issue 39).
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * From now on every file and folder this process creates, and every program it starts creates (pg_dump, PGlite's
 * files), is its owner's alone: umask 077. Called first thing by the server and the backup command.
 */
export function privateByDefault(): void {
  process.umask(0o077);
}

/**
 * A folder of ours (DATA_DIR), created 0700, or made 0700 when an earlier version (or a default umask) left it
 * readable by others: nothing under it can be reached by another user then, whatever the modes inside.
 */
export function privateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const st = fs.statSync(dir);
  if ((st.mode & 0o077) !== 0 && st.uid === process.getuid?.()) fs.chmodSync(dir, PRIVATE_DIR_MODE);
}
