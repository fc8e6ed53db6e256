import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../private-files.js';
import { contentTypeOf, isObjectKey, type ObjectStore, type PresignedGet, type UploadGrant } from './types.js';

/**
 * Files under `root` (DATA_DIR/files), read through our own route with an HMAC signature and an expiry, and
 * uploaded directly with a signed token limited to a key prefix and a size.
 */
export class LocalObjectStore implements ObjectStore {
  readonly driver = 'local' as const;

  constructor(
    readonly root: string,
    private readonly secret: string,
    /** Where the signed read and upload routes live, e.g. `/api/file`. */
    private readonly routeBase: string,
    private readonly now: () => number = Date.now,
  ) {
    fs.mkdirSync(root, { recursive: true, mode: PRIVATE_DIR_MODE });
  }

  private fileOf(key: string): string {
    if (!isObjectKey(key)) throw new Error(`not an object key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${file}.${randomUUID()}.part`;
    await fs.promises.writeFile(tmp, body, { mode: PRIVATE_FILE_MODE });
    await fs.promises.rename(tmp, file);
  }

  async get(key: string) {
    const file = this.fileOf(key);
    try {
      const stat = await fs.promises.stat(file);
      if (!stat.isFile()) return null;
      return { body: fs.createReadStream(file), size: stat.size, contentType: contentTypeOf(key) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async head(key: string) {
    const obj = await this.get(key);
    if (!obj) return null;
    obj.body.destroy();
    return { size: obj.size, contentType: obj.contentType };
  }

  async readHead(key: string, bytes: number) {
    try {
      const fh = await fs.promises.open(this.fileOf(key), 'r');
      try {
        const buf = Buffer.alloc(bytes);
        const { bytesRead } = await fh.read(buf, 0, bytes, 0);
        return buf.subarray(0, bytesRead);
      } finally {
        await fh.close();
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.fileOf(key), { force: true });
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }

  async presignGet(key: string, ttlSeconds: number, signedAt?: Date): Promise<PresignedGet> {
    this.fileOf(key);
    const expires = Math.floor((signedAt?.getTime() ?? this.now()) / 1000) + ttlSeconds;
    const signature = this.sign(`GET\n${key}\n${expires}`);
    const q = new URLSearchParams({ key, expires: String(expires), signature });
    return { url: `${this.routeBase}/raw?${q}`, expiresAt: new Date(expires * 1000) };
  }

  /** True when the signature is ours for exactly this key and expiry, and the expiry has not passed. */
  verifyGet(key: string, expires: string, signature: string): boolean {
    if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < this.now()) return false;
    return safeEqual(signature, this.sign(`GET\n${key}\n${expires}`));
  }

  async uploadGrant(keyPrefix: string, maxBytes: number, ttlSeconds: number): Promise<UploadGrant> {
    const expires = Math.floor(this.now() / 1000) + ttlSeconds;
    const body = Buffer.from(JSON.stringify({ p: keyPrefix, m: maxBytes, e: expires })).toString('base64url');
    const token = `${body}.${this.sign(`PUT\n${body}`)}`;
    return {
      driver: 'local',
      url: `${this.routeBase}/upload`,
      fields: { token },
      keyPrefix,
      maxBytes,
      expiresAt: new Date(expires * 1000),
    };
  }

  /** The grant a token carries, or null when it is forged, altered or expired. */
  verifyUploadToken(token: string): { keyPrefix: string; maxBytes: number } | null {
    const [body, sig] = token.split('.');
    if (!body || !sig || !safeEqual(sig, this.sign(`PUT\n${body}`))) return null;
    try {
      const g = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { p: string; m: number; e: number };
      if (typeof g.p !== 'string' || typeof g.m !== 'number' || g.e * 1000 < this.now()) return null;
      return { keyPrefix: g.p, maxBytes: g.m };
    } catch {
      return null;
    }
  }
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
