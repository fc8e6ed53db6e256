import fs from 'node:fs';
import path from 'node:path';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageSettings } from './index.js';

/**
 * A cheap "is the object store there" for readiness: the local folder can be written, or the bucket answers a
 * HEAD with these credentials. Throws when not.
 */
export function storeProbe(settings: StorageSettings, dataDir: string): { check(signal: AbortSignal): Promise<void> } {
  if (settings.driver === 'local') {
    const root = path.join(dataDir, 'files');
    return {
      async check() {
        await fs.promises.mkdir(root, { recursive: true });
        await fs.promises.access(root, fs.constants.W_OK);
      },
    };
  }
  let client: S3Client | null = null;
  return {
    async check(signal) {
      client ??= new S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        maxAttempts: 1,
      });
      await client.send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: signal });
    },
  };
}
