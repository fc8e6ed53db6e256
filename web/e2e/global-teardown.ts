import fs from 'node:fs';

/** Removes the run's temporary database (unless E2E_KEEP_DATA is set, to look at it after a failure). */
export default async function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && !process.env.E2E_KEEP_DATA && dir.includes('skin-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
