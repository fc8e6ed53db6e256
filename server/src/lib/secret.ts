import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A key the server needs from the configuration when set, else 32 random bytes generated on first start and kept
 * in `DATA_DIR/secrets/<file>` (mode 0600, in a 0700 folder), so the embedded setup needs nothing. Never in the
 * database: a dump (a backup) then carries no key.
 */
export function loadSecret(opts: { secret?: string; dataDir: string; file: string }): {
  key: Buffer;
  source: 'env' | 'file';
} {
  if (opts.secret) return { key: Buffer.from(opts.secret, 'utf8'), source: 'env' };
  const dir = path.join(opts.dataDir, 'secrets');
  const file = path.join(dir, opts.file);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    // 'wx': two processes starting together cannot both write a different key.
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const text = fs.readFileSync(file, 'utf8').trim();
  if (text.length < 32) throw new Error(`${file} holds no usable key (expected at least 32 characters)`);
  return { key: Buffer.from(text, 'utf8'), source: 'file' };
}

/**
 * The key the verification codes are stored under (HMAC-SHA256): `VCODE_SECRET` (required in practice for
 * several instances on one PostgreSQL, which must share it), else `DATA_DIR/secrets/vcode.key`. A database dump
 * alone then cannot be brute-forced back to codes.
 */
export function loadVcodeSecret(opts: { secret?: string; dataDir: string }) {
  return loadSecret({ ...opts, file: 'vcode.key' });
}
