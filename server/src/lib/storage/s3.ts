import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ObjectStore, PresignedGet, UploadGrant } from './types.js';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Any S3-compatible store (AWS S3, Aliyun OSS in S3 mode, MinIO, R2) through the AWS SDK v3. */
export class S3ObjectStore implements ObjectStore {
  readonly driver = 's3' as const;
  readonly client: S3Client;

  constructor(private readonly s: S3Settings) {
    this.client = new S3Client({
      region: s.region,
      endpoint: s.endpoint,
      forcePathStyle: s.forcePathStyle,
      credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
      // Otherwise presigned requests carry a checksum of an empty body that S3, R2 and MinIO reject.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.s.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async get(key: string) {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.s.bucket, Key: key }));
      return {
        body: res.Body as Readable,
        size: res.ContentLength ?? 0,
        contentType: res.ContentType ?? 'application/octet-stream',
      };
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.s.bucket, Key: key }));
  }

  async presignGet(key: string, ttlSeconds: number, signedAt?: Date): Promise<PresignedGet> {
    const signingDate = signedAt ?? new Date();
    const url = await getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.s.bucket, Key: key }), {
      expiresIn: ttlSeconds,
      signingDate,
    });
    return { url, expiresAt: new Date(signingDate.getTime() + ttlSeconds * 1000) };
  }

  async uploadGrant(keyPrefix: string, maxBytes: number, ttlSeconds: number): Promise<UploadGrant> {
    const post = await createPresignedPost(this.client, {
      Bucket: this.s.bucket,
      Key: `${keyPrefix}\${filename}`,
      Conditions: [
        ['starts-with', '$key', keyPrefix],
        ['content-length-range', 1, maxBytes],
      ],
      Expires: ttlSeconds,
    });
    return {
      driver: 's3',
      url: post.url,
      fields: post.fields,
      keyPrefix,
      maxBytes,
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    };
  }

  close() {
    this.client.destroy();
  }
}
