import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIF_1X1, makeJpeg, makePng } from '../../../../contract/src/testing/images.js';
import { type SignedInStore, startContentServer } from '../../../test/content.js';
import type { TestServer } from '../../../test/helper.js';
import { postFile, zipWith } from '../../../test/multipart.js';
import { type LocalS3, startLocalS3 } from '../../../test/s3.js';
import { fileDeletions, shops, storedFiles } from '../../db/schema.js';

const DRIVERS: { name: string; s3: boolean }[] = [
  { name: 'local driver', s3: false },
  { name: 'S3 driver (s3rver)', s3: true },
];

describe.each(DRIVERS)('files on the $name', ({ s3 }) => {
  let s: TestServer;
  let local: LocalS3 | undefined;
  /** Two stores of this file's own: a stores and reads, b tries to reach a's files. */
  let a: SignedInStore;
  let b: SignedInStore;
  let platform: string;

  beforeAll(async () => {
    if (s3) local = await startLocalS3();
    ({ s, a, b, platform } = await startContentServer(local?.env ?? {}));
  });
  afterAll(async () => {
    await s.close();
    await local?.close();
  });

  const usage = async () => (await s.db.select().from(shops).where(eq(shops.id, a.shop.id)))[0]!.ossSize;

  it('stores a square PNG under the store prefix, counts it in ossSize and serves it to the store', async () => {
    const png = makePng(64, 64);
    const before = await usage();
    const res = await postFile(s, '/api/file/put', a.token, { fileType: 'image' }, { data: png });
    expect(res.status, res.text).toBe(200);
    const d = res.body.datas;
    expect(d.key).toMatch(new RegExp(`^shops/${a.shop.id}/images/[0-9a-f-]+\\.png$`));
    expect(d).toMatchObject({ size: png.length, width: 64, height: 64 });
    expect(await usage()).toBe(before + png.length);
    const row = (await s.db.select().from(storedFiles).where(eq(storedFiles.key, d.key)))[0]!;
    expect(row).toMatchObject({ shopId: a.shop.id, purpose: 'image', size: png.length, contentType: 'image/png' });

    const got = await fetch(`${s.url}/api/file/get?key=${encodeURIComponent(d.key)}`, {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await got.arrayBuffer()).equals(png)).toBe(true);
    // The URL answered by file/put reads it without signing in.
    const url = d.url.startsWith('http') ? d.url : `${s.url}${d.url}`;
    const anon = await fetch(url);
    expect(anon.status).toBe(200);
    expect(Buffer.from(await anon.arrayBuffer()).equals(png)).toBe(true);

    // The platform reads it; another store gets 404 for it, from both routes.
    const byPlatform = await fetch(`${s.url}/api/file/get?key=${encodeURIComponent(d.key)}`, {
      headers: { authorization: `Bearer ${platform}` },
    });
    expect(byPlatform.status).toBe(200);
    const other = await s.get(`/api/file/get?key=${encodeURIComponent(d.key)}`, { token: b.token });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe(500108);
    const presignOther = await s.post('/api/oss/generatePresignedUrl', { key: d.key }, { token: b.token });
    expect(presignOther.status).toBe(404);
    expect(presignOther.text).not.toContain('url');
  });

  it('stores a JPEG', async () => {
    const jpg = makeJpeg(32, 32);
    const res = await postFile(s, '/api/file/put', a.token, { fileType: 'image' }, { data: jpg, name: 'x.jpg' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas.key).toMatch(/\.jpg$/);
  });

  it('stores the platform file under platform/', async () => {
    const res = await postFile(s, '/api/file/put', platform, { fileType: 'image' }, { data: makePng(16, 16) });
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas.key).toMatch(/^platform\/images\//);
    // A store may read the platform's files (its scripts show them).
    const got = await s.get(`/api/file/get?key=${encodeURIComponent(res.body.datas.key)}`, { token: b.token });
    expect(got.status).toBe(200);
  });

  const truncatedPng = () => {
    const p = makePng(40, 40);
    return p.subarray(0, p.length - 20);
  };
  const corruptJpeg = () => {
    const j = Buffer.from(makeJpeg(40, 40));
    return j.subarray(0, Math.floor(j.length / 2));
  };
  const BAD: { what: string; data: () => Uint8Array; code: number; status: number; text: RegExp }[] = [
    { what: 'an empty file', data: () => new Uint8Array(0), code: 500102, status: 400, text: /empty/ },
    {
      what: 'a text file renamed .png',
      data: () => Buffer.from('hello, this is not an image at all\n'),
      code: 500103,
      status: 415,
      text: /JPG or PNG/,
    },
    { what: 'a GIF', data: () => GIF_1X1, code: 500103, status: 415, text: /JPG or PNG/ },
    { what: 'a truncated PNG', data: truncatedPng, code: 500104, status: 400, text: /damaged/ },
    { what: 'a truncated JPEG', data: corruptJpeg, code: 500104, status: 400, text: /damaged/ },
    {
      what: 'a PNG over 1 MB',
      data: () => makePng(620, 620, { noise: true }),
      code: 500105,
      status: 413,
      text: /1 MB/,
    },
    {
      what: 'a PNG of 5 MB (past the multipart limit)',
      data: () => Buffer.alloc(5 * 1024 * 1024, 1),
      code: 500105,
      status: 413,
      text: /1 MB/,
    },
    { what: 'a 300x200 PNG', data: () => makePng(300, 200), code: 500106, status: 400, text: /1:1/ },
    {
      what: 'a 4097x4097 PNG',
      data: () => makePng(4097, 4097, { oneBit: true }),
      code: 500111,
      status: 400,
      text: /4096 × 4096 pixels/,
    },
    {
      // 8 KB that a browser would decode into 256 MB.
      what: 'an 8192x8192 1-bit PNG',
      data: () => makePng(8192, 8192, { oneBit: true }),
      code: 500111,
      status: 400,
      text: /4096 × 4096 pixels/,
    },
  ];
  for (const bad of BAD) {
    it(`refuses ${bad.what} with its own message and stores nothing`, async () => {
      const before = await usage();
      const count = (await s.db.select().from(storedFiles)).length;
      const res = await postFile(
        s,
        '/api/file/put',
        a.token,
        { fileType: 'image' },
        { data: bad.data(), name: 'photo.png', type: 'image/png' },
      );
      expect(res.status, res.text).toBe(bad.status);
      expect(res.body.code).toBe(bad.code);
      expect(res.body.message).toMatch(bad.text);
      expect(await usage()).toBe(before);
      expect((await s.db.select().from(storedFiles)).length).toBe(count);
    });
  }

  it('translates the refusal', async () => {
    const form = new FormData();
    form.append('fileType', 'image');
    form.append('file', new Blob([GIF_1X1]), 'a.gif');
    const res = await fetch(`${s.url}/api/file/put`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}`, 'x-lang': 'zh-CN' },
      body: form,
    });
    expect((await res.json()).message).toBe('只能上传 JPG 或 PNG 图片');
  });

  it('refuses a missing file, an unknown fileType, a JSON body and no sign-in', async () => {
    expect((await postFile(s, '/api/file/put', a.token, { fileType: 'image' })).body.code).toBe(500101);
    expect(
      (await postFile(s, '/api/file/put', a.token, { fileType: 'video' }, { data: makePng(8, 8) })).body.code,
    ).toBe(500100);
    const json = await s.post('/api/file/put', { fileType: 'image' }, { token: a.token });
    expect(json.status).toBe(415);
    const anon = await postFile(s, '/api/file/put', null, { fileType: 'image' }, { data: makePng(8, 8) });
    expect(anon.status).toBe(401);
  });

  it('stores no label template: fileType template is refused, saying where templates go', async () => {
    const before = await usage();
    const count = (await s.db.select().from(storedFiles)).length;
    const res = await postFile(
      s,
      '/api/file/put',
      a.token,
      { fileType: 'template' },
      { data: zipWith('a.xml', Buffer.from('<a/>')), name: 't.xlsx' },
    );
    expect(res.status, res.text).toBe(400);
    expect(res.body.code).toBe(500100);
    expect(res.body.message).toMatch(/Symptom labels screen and are not stored/);
    expect(await usage()).toBe(before);
    expect((await s.db.select().from(storedFiles)).length).toBe(count);
  });

  it('keeps an image up to its end: bytes after PNG IEND or JPEG EOI are not stored', async () => {
    for (const [image, name] of [
      [makePng(30, 30), 'a.png'],
      [makeJpeg(30, 30), 'a.jpg'],
    ] as const) {
      const sent = Buffer.concat([
        image,
        Buffer.from('PK\u0003\u0004 a zip hidden after the picture'),
        Buffer.alloc(4000, 7),
      ]);
      const before = await usage();
      const res = await postFile(s, '/api/file/put', a.token, { fileType: 'image' }, { data: sent, name });
      expect(res.status, res.text).toBe(200);
      expect(res.body.datas.size).toBe(image.length);
      expect(await usage()).toBe(before + image.length);
      const got = await s.request('GET', `/api/file/get?key=${encodeURIComponent(res.body.datas.key)}`, {
        token: a.token,
      });
      expect(got.status).toBe(200);
      expect(Number(got.headers.get('content-length'))).toBe(image.length);
    }
  });

  it('presigned URLs work without sign-in until expiry and fail when altered', async () => {
    const put = await postFile(s, '/api/file/put', a.token, { fileType: 'image' }, { data: makePng(20, 20) });
    const key = put.body.datas.key as string;
    const res = await s.post('/api/oss/generatePresignedUrl', { key }, { token: a.token });
    expect(res.status, res.text).toBe(200);
    const { url, expiresAt } = res.body.datas;
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    const abs = url.startsWith('http') ? url : `${s.url}${url}`;
    expect((await fetch(abs)).status).toBe(200);
    if (!s3) {
      // s3rver does not check signatures (the S3 signing is unit-tested in storage.test.ts).
      const altered = abs.replace(/signature=([^&])/, (_m: string, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
      expect((await fetch(altered)).status).toBe(404);
      const otherKey = abs.replace(encodeURIComponent(key), encodeURIComponent(key.replace(/.png$/, 'x.png')));
      expect((await fetch(otherKey)).status).toBe(404);
      const expired = new URL(abs);
      expired.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 1));
      expect((await fetch(expired)).status).toBe(404);
    }
    // Unknown and malformed keys.
    expect(
      (await s.post('/api/oss/generatePresignedUrl', { key: `shops/${a.shop.id}/images/nope.png` }, { token: a.token }))
        .status,
    ).toBe(404);
    expect((await s.post('/api/oss/generatePresignedUrl', { key: '../etc/passwd' }, { token: a.token })).status).toBe(
      400,
    );
    expect((await s.post('/api/oss/generatePresignedUrl', { key })).status).toBe(401);
  });

  it('hands out an upload grant limited to the own prefix and size', async () => {
    const res = await s.post('/api/oss/getCredential', undefined, { token: a.token });
    expect(res.status, res.text).toBe(200);
    const g = res.body.datas;
    expect(g.keyPrefix).toBe(`shops/${a.shop.id}/uploads/`);
    expect(g.maxBytes).toBe(1024 * 1024);
    expect(new Date(g.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000 + 1000);
    if (s3) {
      expect(g.driver).toBe('s3');
      expect(Object.keys(g.fields)).toContain('Policy');
      return;
    }
    const png = makePng(24, 24);
    const before = await usage();
    const up = await postFile(s, '/api/file/upload', null, { ...g.fields, key: `${g.keyPrefix}a1.png` }, { data: png });
    expect(up.status, up.text).toBe(200);
    expect(await usage()).toBe(before + png.length);
    // Outside the prefix, forged, not an image, not square: refused; the same key again: taken (409).
    const outside = await postFile(
      s,
      '/api/file/upload',
      null,
      { ...g.fields, key: `shops/${b.shop.id}/uploads/a.png` },
      { data: png },
    );
    expect(outside.status).toBe(403);
    const forged = await postFile(
      s,
      '/api/file/upload',
      null,
      { token: `${g.fields.token}x`, key: `${g.keyPrefix}b.png` },
      { data: png },
    );
    expect(forged.status).toBe(403);
    const gif = await postFile(
      s,
      '/api/file/upload',
      null,
      { ...g.fields, key: `${g.keyPrefix}c.png` },
      { data: GIF_1X1 },
    );
    expect(gif.body.code).toBe(500103);
    const wide = await postFile(
      s,
      '/api/file/upload',
      null,
      { ...g.fields, key: `${g.keyPrefix}d.png` },
      { data: makePng(30, 20) },
    );
    expect(wide.body.code).toBe(500106);
    const again = await postFile(
      s,
      '/api/file/upload',
      null,
      { ...g.fields, key: `${g.keyPrefix}a1.png` },
      { data: png },
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(500112);
    expect(await usage()).toBe(before + png.length);
  });

  it('records a directly uploaded file with file/commit (image rules, ossSize), once', async () => {
    const store = await s.deps.files.store();
    const png = makePng(28, 28);
    const key = `shops/${a.shop.id}/uploads/direct-${s3 ? 's3' : 'local'}.png`;
    // What a client does with the grant: the object lands in the store without passing our API.
    await store.put(key, png, 'image/png');
    const before = await usage();
    const res = await s.post('/api/file/commit', { key }, { token: a.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toMatchObject({ key, size: png.length, width: 28, height: 28 });
    expect(await usage()).toBe(before + png.length);
    const again = await s.post('/api/file/commit', { key }, { token: a.token });
    expect(again.status).toBe(200);
    expect(await usage()).toBe(before + png.length);
    // Another store's key, or outside the uploads prefix: not found; a bad image is refused and deleted.
    expect((await s.post('/api/file/commit', { key }, { token: b.token })).status).toBe(404);
    expect(
      (await s.post('/api/file/commit', { key: `shops/${a.shop.id}/images/x.png` }, { token: a.token })).status,
    ).toBe(404);
    // Bytes after the image's end: recorded without them, and the object is written again without them.
    const tailKey = `shops/${a.shop.id}/uploads/tail-${s3 ? 's3' : 'local'}.png`;
    await store.put(tailKey, Buffer.concat([png, Buffer.alloc(5000, 1)]), 'image/png');
    const tail = await s.post('/api/file/commit', { key: tailKey }, { token: a.token });
    expect(tail.status, tail.text).toBe(200);
    expect(tail.body.datas.size).toBe(png.length);
    expect((await store.get(tailKey))!.size).toBe(png.length);
    expect(await usage()).toBe(before + 2 * png.length);
    const gifKey = `shops/${a.shop.id}/uploads/bad.png`;
    await store.put(gifKey, GIF_1X1, 'image/png');
    const gif = await s.post('/api/file/commit', { key: gifKey }, { token: a.token });
    expect(gif.body.code).toBe(500103);
    expect(await store.get(gifKey)).toBeNull();
    expect(await usage()).toBe(before + 2 * png.length);
  });

  it('releases an image no row took within a day, and only those', async () => {
    const upload = async () =>
      (await postFile(s, '/api/file/put', a.token, { fileType: 'image' }, { data: makePng(10, 10) })).body.datas
        .key as string;
    const [abandoned, taken, fresh] = [await upload(), await upload(), await upload()];
    // A row took `taken` (as swapImages does); `abandoned` and `taken` were uploaded two days ago.
    await s.db.transaction((tx) => s.deps.files.forScreen('ad-info').claimImage(tx, a.shop.id, taken));
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await s.db
      .update(storedFiles)
      .set({ createdAt: twoDaysAgo })
      .where(inArray(storedFiles.key, [abandoned, taken]));
    const before = await usage();
    expect(await s.deps.files.sweepUnused()).toBeGreaterThanOrEqual(1);
    const left = (await s.db.select({ key: storedFiles.key }).from(storedFiles)).map((r) => r.key);
    expect(left).not.toContain(abandoned);
    expect(left).toEqual(expect.arrayContaining([taken, fresh]));
    expect(await usage()).toBeLessThan(before);
    expect(await (await s.deps.files.store()).get(abandoned)).toBeNull();
    expect(await (await s.deps.files.store()).get(taken)).not.toBeNull();
    // Once released, a row cannot take it any more.
    expect(await s.db.transaction((tx) => s.deps.files.forScreen('ad-info').claimImage(tx, a.shop.id, abandoned))).toBe(
      false,
    );
  });

  it('deletes every due object in one drain, more than one round of them (an erasure queues hundreds)', async () => {
    const store = await s.deps.files.store();
    const keys = Array.from({ length: 130 }, (_, i) => `shops/${a.shop.id}/photos/drain-${i}.jpg`);
    for (const key of keys) await store.put(key, Buffer.from('x'), 'image/jpeg');
    await s.db.insert(fileDeletions).values(keys.map((key) => ({ key, nextAttemptAt: new Date(0) })));
    expect(await s.deps.files.drainDeletions()).toBe(130);
    expect(await s.db.select().from(fileDeletions)).toEqual([]);
    for (const key of keys) expect(await store.get(key), key).toBeNull();
  });

  it('deletes released files after commit, takes them off ossSize, and retries a failed delete', async () => {
    const put = await postFile(s, '/api/file/put', a.token, { fileType: 'image' }, { data: makePng(12, 12) });
    const key = put.body.datas.key as string;
    const before = await usage();
    await s.db.transaction((tx) => s.deps.files.release(tx, [key]));
    expect(await usage()).toBe(before - put.body.datas.size);
    expect(await s.deps.files.drainDeletions()).toBeGreaterThanOrEqual(1);
    const gone = await s.get(`/api/file/get?key=${encodeURIComponent(key)}`, { token: a.token });
    expect(gone.status).toBe(404);
    expect(await s.db.select().from(fileDeletions)).toEqual([]);

    // A delete that fails stays queued with a later attempt.
    const store = await s.deps.files.store();
    const original = store.delete.bind(store);
    store.delete = async () => {
      throw new Error('storage down');
    };
    await s.db.insert(fileDeletions).values({ key: `shops/${a.shop.id}/images/zz.png`, nextAttemptAt: new Date(0) });
    await s.deps.files.drainDeletions();
    const [queued] = await s.db.select().from(fileDeletions);
    expect(queued).toMatchObject({ attempts: 1, lastError: 'storage down' });
    expect(queued!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    store.delete = original;
    await s.db.update(fileDeletions).set({ nextAttemptAt: new Date(0) });
    await s.deps.files.drainDeletions();
    expect(await s.db.select().from(fileDeletions)).toEqual([]);
  });
});
