import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import os from 'node:os';
import { promisify } from 'node:util';

const scryptRaw = promisify(scrypt) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;

/**
 * Password hashing is the most expensive thing the server does (about 50 ms of a core each). At most
 * half the cores hash at once, the rest wait in line, so a burst of sign-ins cannot take every core
 * from the requests of signed-in users (a local resource limit, not an attempt counter).
 */
const SCRYPT_SLOTS = Math.max(1, Math.floor(os.availableParallelism() / 2));
let scryptRunning = 0;
const scryptQueue: Array<() => void> = [];
async function scryptAsync(pw: string, salt: Buffer, len: number, opts: object): Promise<Buffer> {
  if (scryptRunning >= SCRYPT_SLOTS) await new Promise<void>((resolve) => scryptQueue.push(resolve));
  else scryptRunning++;
  try {
    return await scryptRaw(pw, salt, len, opts);
  } finally {
    const next = scryptQueue.shift();
    if (next) next();
    else scryptRunning--;
  }
}
const PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEYLEN = 32;

/** `scrypt$N$r$p$salt$hash`, base64url parts. */
export async function hashPassword(password: string): Promise<string> {
  cryptoStats.passwordHashes++;
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEYLEN, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** How many passwords this process has checked and hashed (tests and the benchmark read it). */
export const cryptoStats = { passwordChecks: 0, passwordHashes: 0 };

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  cryptoStats.passwordChecks++;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, hashB64] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashB64, 'base64url');
  const key = await scryptAsync(password, Buffer.from(saltB64, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the account does not exist, so timing does not tell. */
export const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** Six digits from a secure source. */
export const newVcode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A verification code as stored: HMAC-SHA256 keyed with the server's code secret, over phone and code. */
export const hashVcode = (secret: Buffer, phone: string, code: string) =>
  createHmac('sha256', secret).update(`${phone}\n${code}`).digest('hex');

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
