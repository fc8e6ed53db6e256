import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
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
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async head(key: string) {
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.s.bucket, Key: key }));
      return { size: res.ContentLength ?? 0, contentType: res.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async readHead(key: string, bytes: number) {
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.s.bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
      );
      const data = Buffer.from(await res.Body!.transformToByteArray());
      // A store that ignores Range sends it all: only the head is kept.
      return data.length > bytes ? data.subarray(0, bytes) : data;
    } catch (err) {
      if (isMissing(err)) return null;
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

  /**
   * A presigned POST for exactly `key`: the object store itself refuses another key, a body over `maxBytes` and
   * another `Content-Type` than `contentType`, and the whole after `ttlSeconds`.
   */
  async keyGrant(key: string, contentType: string, maxBytes: number, ttlSeconds: number): Promise<UploadGrant> {
    const post = await createPresignedPost(this.client, {
      Bucket: this.s.bucket,
      Key: key,
      Conditions: [
        ['content-length-range', 1, maxBytes],
        ['eq', '$Content-Type', contentType],
      ],
      Fields: { 'Content-Type': contentType },
      Expires: ttlSeconds,
    });
    return {
      driver: 's3',
      url: post.url,
      fields: post.fields,
      keyPrefix: key,
      maxBytes,
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    };
  }

  close() {
    this.client.destroy();
  }
}

/** S3 answers a missing object as NoSuchKey on GET and a bare 404 (NotFound) on HEAD. */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    err instanceof NoSuchKey || e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404
  );
}
