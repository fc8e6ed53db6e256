import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../../test/s3.js';
import { isObjectKey, LocalObjectStore, S3ObjectStore } from './index.js';

describe('object keys', () => {
  it('are a store or platform prefix and plain segments', () => {
    expect(isObjectKey('shops/12/image/ab12.png')).toBe(true);
    expect(isObjectKey('platform/template/x.xlsx')).toBe(true);
    for (const bad of [
      'shops/12/../13/a.png',
      'shops/x/a.png',
      '/etc/passwd',
      'shops/1',
      'other/a.png',
      'shops/1/A.png',
    ]) {
      expect(isObjectKey(bad), bad).toBe(false);
    }
  });
});

describe('local driver', () => {
  let root: string;
  let clock = 1_800_000_000_000;
  let store: LocalObjectStore;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-files-'));
    store = new LocalObjectStore(root, 'secret-1', '/api/file', () => clock);
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stores, reads back and deletes a file under its key', async () => {
    await store.put('shops/7/image/a.png', Buffer.from('png bytes'));
    expect(fs.existsSync(path.join(root, 'shops', '7', 'image', 'a.png'))).toBe(true);
    const got = await store.get('shops/7/image/a.png');
    expect(got?.size).toBe(9);
    expect(got?.contentType).toBe('image/png');
    expect(await text(got!.body)).toBe('png bytes');
    await store.delete('shops/7/image/a.png');
    expect(await store.get('shops/7/image/a.png')).toBeNull();
    await store.delete('shops/7/image/a.png'); // twice is fine
  });

  it('refuses keys that would leave its folder', async () => {
    await expect(store.put('shops/7/../../x.png', Buffer.from('x'))).rejects.toThrow(/not an object key/);
  });

  it('signs read URLs that fail when altered or expired', async () => {
    const { url, expiresAt } = await store.presignGet('shops/7/image/a.png', 300);
    expect(expiresAt.getTime()).toBe(Math.floor(clock / 1000) * 1000 + 300_000);
    const q = new URL(url, 'http://x').searchParams;
    const [key, expires, sig] = [q.get('key')!, q.get('expires')!, q.get('signature')!];
    expect(store.verifyGet(key, expires, sig)).toBe(true);
    expect(store.verifyGet('shops/8/image/a.png', expires, sig)).toBe(false);
    expect(store.verifyGet(key, String(Number(expires) + 1), sig)).toBe(false);
    expect(store.verifyGet(key, expires, `${sig.slice(0, -1)}A`)).toBe(false);
    const other = new LocalObjectStore(root, 'secret-2', '/api/file', () => clock);
    expect(other.verifyGet(key, expires, sig)).toBe(false);
    clock += 301_000;
    expect(store.verifyGet(key, expires, sig)).toBe(false);
  });

  it('signs at a given time the same URL every time, valid from then for the ttl', async () => {
    const signedAt = new Date(clock - 3 * 86_400_000);
    const a = await store.presignGet('shops/7/image/a.png', 7 * 86_400, signedAt);
    clock += 60_000;
    const b = await store.presignGet('shops/7/image/a.png', 7 * 86_400, signedAt);
    expect(b.url).toBe(a.url);
    expect(a.expiresAt.getTime()).toBe(Math.floor(signedAt.getTime() / 1000) * 1000 + 7 * 86_400_000);
    const q = new URL(a.url, 'http://x').searchParams;
    expect(store.verifyGet(q.get('key')!, q.get('expires')!, q.get('signature')!)).toBe(true);
  });

  it('grants uploads limited to a prefix, a size and a time', async () => {
    const grant = await store.uploadGrant('shops/7/upload/', 1024, 60);
    expect(grant.url).toBe('/api/file/upload');
    expect(store.verifyUploadToken(grant.fields.token!)).toEqual({ keyPrefix: 'shops/7/upload/', maxBytes: 1024 });
    const [body, sig] = grant.fields.token!.split('.');
    const forged = Buffer.from(JSON.stringify({ p: 'shops/8/upload/', m: 1024, e: 9e9 })).toString('base64url');
    expect(store.verifyUploadToken(`${forged}.${sig}`)).toBeNull();
    expect(store.verifyUploadToken(`${body}.x${sig}`)).toBeNull();
    clock += 61_000;
    expect(store.verifyUploadToken(grant.fields.token!)).toBeNull();
  });
});

/** SigV4 recomputed from the specification, independent of the SDK that signed the URL. */
function sigV4Expected(url: URL, secret: string): string {
  const q = [...url.searchParams.entries()].filter(([k]) => k !== 'X-Amz-Signature');
  const enc = (s: string) =>
    encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const canonicalQuery = q
    .map(([k, v]) => [enc(k), enc(v)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = ['GET', url.pathname, canonicalQuery, `host:${url.host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join(
    '\n',
  );
  const amzDate = url.searchParams.get('X-Amz-Date')!;
  const scope = url.searchParams.get('X-Amz-Credential')!.split('/').slice(1).join('/');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  const [date, region, service] = scope.split('/');
  let key: Buffer = createHmac('sha256', `AWS4${secret}`).update(date!).digest();
  for (const part of [region!, service!, 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
  return createHmac('sha256', key).update(toSign).digest('hex');
}

describe('S3 driver (against a local S3)', () => {
  let s3: LocalS3;
  let store: S3ObjectStore;
  beforeAll(async () => {
    s3 = await startLocalS3();
    store = new S3ObjectStore({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    store.close();
    await s3.close();
  });

  it('stores, reads back and deletes an object', async () => {
    await store.put('shops/3/image/b.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    const got = await store.get('shops/3/image/b.jpg');
    expect(got?.contentType).toBe('image/jpeg');
    expect(await text(got!.body)).toBe('jpeg bytes');
    await store.delete('shops/3/image/b.jpg');
    expect(await store.get('shops/3/image/b.jpg')).toBeNull();
  });

  it('presigns a GET that works without credentials, signed for exactly that key and time', async () => {
    await store.put('shops/3/image/c.png', Buffer.from('c'), 'image/png');
    const before = Date.now();
    const { url, expiresAt } = await store.presignGet('shops/3/image/c.png', 120);
    const after = Date.now();
    const u = new URL(url);
    expect(u.searchParams.get('X-Amz-Expires')).toBe('120');
    // Two minutes from when it was signed, however long the signing took.
    expect(expiresAt.getTime()).toBeGreaterThanOrEqual(before + 120_000);
    expect(expiresAt.getTime()).toBeLessThanOrEqual(after + 120_000);
    expect(u.searchParams.get('X-Amz-Signature')).toBe(sigV4Expected(u, 'S3RVER'));
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('c');
    // Another key under the same signature no longer matches.
    const altered = new URL(url);
    altered.pathname = altered.pathname.replace('c.png', 'd.png');
    expect(altered.searchParams.get('X-Amz-Signature')).not.toBe(sigV4Expected(altered, 'S3RVER'));
    const longer = new URL(url);
    longer.searchParams.set('X-Amz-Expires', '99999');
    expect(longer.searchParams.get('X-Amz-Signature')).not.toBe(sigV4Expected(longer, 'S3RVER'));
  });

  it('presigns at a given time the same URL every time, readable until that time + the ttl', async () => {
    await store.put('shops/3/image/e.png', Buffer.from('e'), 'image/png');
    const signedAt = new Date(Date.now() - 5 * 86_400_000);
    const a = await store.presignGet('shops/3/image/e.png', 7 * 86_400, signedAt);
    const b = await store.presignGet('shops/3/image/e.png', 7 * 86_400, signedAt);
    expect(b.url).toBe(a.url);
    expect(a.expiresAt.toISOString()).toBe(new Date(signedAt.getTime() + 7 * 86_400_000).toISOString());
    const res = await fetch(a.url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('e');
  });

  it('grants a presigned POST limited to its prefix', async () => {
    const grant = await store.uploadGrant('shops/3/upload/', 2048, 60);
    expect(grant.fields.key).toBe('shops/3/upload/${filename}');
    const policy = JSON.parse(Buffer.from(grant.fields.Policy!, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['starts-with', '$key', 'shops/3/upload/'],
        ['content-length-range', 1, 2048],
      ]),
    );
    const form = new FormData();
    // The client names the object inside its prefix (S3 fills `${filename}` itself; the local S3 does not).
    for (const [k, v] of Object.entries({ ...grant.fields, key: 'shops/3/upload/e.png' })) form.append(k, v);
    form.append('file', new Blob([Buffer.from('posted')]), 'e.png');
    const res = await fetch(grant.url, { method: 'POST', body: form });
    expect(res.status).toBeLessThan(300);
    const got = await store.get('shops/3/upload/e.png');
    expect(await text(got!.body)).toBe('posted');
  });
});
