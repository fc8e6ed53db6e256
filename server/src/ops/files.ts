import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ListObjectsCommand } from '@aws-sdk/client-s3';
import type { Config } from '../config.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files.js';
import { contentTypeOf, isObjectKey, LocalObjectStore, type ObjectStore, S3ObjectStore } from '../lib/storage/index.js';

/** The object store of a configuration, for copying whole objects (no URLs are signed with it). */
export function storeOf(config: Config): { store: ObjectStore; bucket?: string } {
  if (config.storage.driver === 's3')
    return { store: new S3ObjectStore(config.storage), bucket: config.storage.bucket };
  return { store: new LocalObjectStore(path.join(config.dataDir, 'files'), 'backup', `${config.apiPrefix}/file`) };
}

/** Every key in the store (local: the files under DATA_DIR/files, skipping half-written `.part` files). */
export async function listKeys(
  { store, bucket }: { store: ObjectStore; bucket?: string },
  opts: { max?: number } = {},
): Promise<string[]> {
  const keys: string[] = [];
  if (store instanceof LocalObjectStore) {
    const walk = (dir: string, prefix: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        if (opts.max !== undefined && keys.length >= opts.max) return;
        const key = prefix ? `${prefix}/${e.name}` : e.name;
        if (e.isDirectory()) walk(path.join(dir, e.name), key);
        else if (e.isFile() && isObjectKey(key)) keys.push(key);
      }
    };
    if (fs.existsSync(store.root)) walk(store.root, '');
    return keys.sort();
  }
  // Pages of up to 1000 keys, each after the last key of the one before (ListObjects' marker). Not ListObjectsV2's
  // continuation tokens: s3rver (the stand's S3, tests') makes them with DES, which OpenSSL 3 refuses, so any
  // bucket of more than 1000 objects answered 500 InternalError. Every S3-compatible store serves both.
  const s3 = store as S3ObjectStore;
  let marker: string | undefined;
  for (;;) {
    const page = await s3.client.send(
      new ListObjectsCommand({ Bucket: bucket, Marker: marker, MaxKeys: Math.min(opts.max ?? 1000, 1000) }),
    );
    const got = (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
    keys.push(...got);
    if (!page.IsTruncated || got.length === 0 || (opts.max !== undefined && keys.length >= opts.max)) break;
    marker = page.NextMarker ?? got.at(-1);
  }
  return keys.sort();
}

export interface FileEntry {
  key: string;
  size: number;
  sha256: string;
}

/** sha256 and size of a stream, passing it on to `sink` when given. */
export async function hashStream(
  body: Readable,
  sink?: NodeJS.WritableStream,
): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  body.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    size += chunk.length;
  });
  if (sink) await pipeline(body, sink);
  else {
    body.resume();
    await new Promise<void>((resolve, reject) => body.once('end', resolve).once('error', reject));
  }
  return { sha256: hash.digest('hex'), size };
}

export async function hashFile(file: string): Promise<{ sha256: string; size: number }> {
  return hashStream(fs.createReadStream(file));
}

/** Copies one object into `dir/<key>`, hashing it on the way. */
export async function copyOut(store: ObjectStore, key: string, dir: string): Promise<FileEntry> {
  const obj = await store.get(key);
  if (!obj) throw new Error(`${key} vanished while being copied`);
  const file = path.join(dir, ...key.split('/'));
  await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  const { sha256, size } = await hashStream(obj.body, fs.createWriteStream(file, { mode: PRIVATE_FILE_MODE }));
  return { key, size, sha256 };
}

/** Puts `dir/<key>` into the store, then reads it back and checks its checksum. */
export async function copyIn(store: ObjectStore, entry: FileEntry, dir: string): Promise<void> {
  const data = await fs.promises.readFile(path.join(dir, ...entry.key.split('/')));
  await store.put(entry.key, data, contentTypeOf(entry.key));
  const back = await store.get(entry.key);
  const got = back ? await hashStream(back.body) : null;
  if (got?.sha256 !== entry.sha256) throw new Error(`${entry.key}: the stored copy does not match its checksum`);
}

/** Runs `fn` over `items`, `n` at a time, in order of start. */
export async function eachLimit<T, R>(items: readonly T[], n: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}
