import path from 'node:path';
import { LocalObjectStore } from './local.js';
import { S3ObjectStore, type S3Settings } from './s3.js';
import type { ObjectStore } from './types.js';

export * from './local.js';
export * from './s3.js';
export * from './types.js';

export type StorageSettings = { driver: 'local' } | ({ driver: 's3' } & S3Settings);

/** The store chosen by STORAGE_DRIVER: local files under DATA_DIR/files, or S3. */
export function createObjectStore(
  settings: StorageSettings,
  opts: { dataDir: string; secret: string; routeBase: string },
): ObjectStore {
  if (settings.driver === 's3') return new S3ObjectStore(settings);
  return new LocalObjectStore(path.join(opts.dataDir, 'files'), opts.secret, opts.routeBase);
}
