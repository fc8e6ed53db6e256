import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helper.js';

// A stand-in build of the console, so this runs without building web/.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
// Over the compression threshold (1 KB), as the real one is.
fs.writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><html><head><title>console</title><style>${'.x{}'.repeat(300)}</style></head><body><div id="root"></div></body></html>`,
);
fs.writeFileSync(path.join(dist, 'assets', 'main-1a2b3c.js'), 'console.log("console")');
// What the build's precompress step writes beside every asset.
fs.writeFileSync(path.join(dist, 'assets', 'main-1a2b3c.js.br'), zlib.brotliCompressSync('console.log("console")'));
// What the build writes for the signed-in screens (web/build/route-preload.ts), one entry tampered with.
fs.writeFileSync(
  path.join(dist, 'preload.json'),
  JSON.stringify({
    '/users': ['/assets/console-9f8e7d.js', '/assets/users-1a2b3c.js', '/assets/console-4d5e6f.css'],
    '/data': ['"><script>alert(1)</script>', 'https://elsewhere.example/x.js', '/assets/data-7a8b9c.js'],
    languages: {
      'en-US': {
        public: ['/assets/locale-en-US-aaaa.js', '/assets/server-messages-en-US-bbbb.js'],
        signedIn: ['/assets/locale-en-US-screens-cccc.js', '/assets/console-9f8e7d.js'],
      },
      'zh-CN': { public: ['/assets/locale-zh-CN-dddd.js', '/assets/zh_CN-eeee.js'], signedIn: [] },
      'ja-JP': { public: ['"><script>alert(2)</script>', '/assets/locale-ja-JP-ffff.js'], signedIn: 'nonsense' },
      'xx-YY': { public: ['/assets/locale-xx-YY-gggg.js'], signedIn: [] },
    },
  }),
);
fs.writeFileSync(
  path.join(dist, 'index.html.br'),
  zlib.brotliCompressSync(fs.readFileSync(path.join(dist, 'index.html'))),
);

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ SERVE_WEB: 'true', WEB_DIST: dist });
});
afterAll(async () => {
  await s.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = async (p: string) => {
  const r = await fetch(s.url + p);
  return {
    status: r.status,
    cache: r.headers.get('cache-control'),
    type: r.headers.get('content-type'),
    text: await r.text(),
  };
};

describe('serving the console', () => {
  it('serves index.html at / and at every client-side route, never cached', async () => {
    for (const p of ['/', '/users', '/shop-device?x=1', '/some/unknown/page']) {
      const r = await get(p);
      expect(r.status).toBe(200);
      expect(r.type).toMatch(/text\/html/);
      expect(r.text).toContain('<div id="root">');
      expect(r.cache).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const r = await get('/assets/main-1a2b3c.js');
    expect(r.status).toBe(200);
    expect(r.text).toContain('console.log');
    expect(r.cache).toContain('immutable');
  });

  it('does not leave the build folder', async () => {
    for (const p of ['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/../../../etc/passwd']) {
      const r = await get(p);
      expect(r.text).not.toMatch(/root:.*:0:0/);
    }
  });

  it('sends the precompressed file to a browser that takes brotli, and compresses large API answers', async () => {
    const asset = await fetch(`${s.url}/assets/main-1a2b3c.js`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(await asset.text()).toContain('console.log'); // fetch decodes it
    const index = await fetch(`${s.url}/users`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(index.headers.get('content-encoding')).toBe('br');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('<div id="root">');
    const gzip = await fetch(`${s.url}/users`, { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toContain('<div id="root">');
    const api = await fetch(`${s.url}/api/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(api.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(await api.text()).openapi).toBe('3.1.0');
  });

  it('keeps unknown API routes as JSON 404s', async () => {
    const r = await get('/api/nope');
    expect(r.status).toBe(404);
    expect(JSON.parse(r.text).code).toBe(100404);
  });
});

describe("a signed-in screen's files named in its page", () => {
  const page = async (p: string, cookie?: string, acceptLanguage = 'en-US,en;q=0.9') => {
    const r = await fetch(s.url + p, {
      headers: { 'accept-language': acceptLanguage, ...(cookie ? { cookie } : {}) },
    });
    return {
      status: r.status,
      vary: r.headers.get('vary'),
      cache: r.headers.get('cache-control'),
      text: await r.text(),
    };
  };

  it('names them to a visitor with a session cookie, the largest chunks first and the stylesheets last', async () => {
    const r = await page('/users?tab=staff', 'lang=en; admin-token=abc.def');
    expect(r.status).toBe(200);
    expect(r.cache).toBe('no-cache');
    expect(r.vary).toMatch(/cookie/i);
    expect(r.vary).toMatch(/accept-language/i);
    const links = [...r.text.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => m[2]);
    // The language's files first (the browser's en-US), each file once, the stylesheets last.
    expect(links).toEqual([
      '/assets/locale-en-US-aaaa.js',
      '/assets/server-messages-en-US-bbbb.js',
      '/assets/locale-en-US-screens-cccc.js',
      '/assets/console-9f8e7d.js',
      '/assets/users-1a2b3c.js',
      '/assets/console-4d5e6f.css',
    ]);
    expect(r.text).toContain('<link rel="preload" as="style" crossorigin href="/assets/console-4d5e6f.css">');
    expect(r.text.indexOf('modulepreload')).toBeLessThan(r.text.indexOf('</head>'));
    expect(r.text).toContain('<div id="root">');
  });

  it("names only the language's files to a visitor without one, and for a path that is not a screen", async () => {
    for (const [p, cookie] of [
      ['/users', undefined],
      ['/users', 'admin-token='],
      ['/users', 'other-admin-token=abc'],
      ['/login', 'admin-token=abc'],
      ['/no/such/page', 'admin-token=abc'],
    ] as const) {
      const r = await page(p, cookie);
      expect(r.status).toBe(200);
      const links = [...r.text.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
      expect(links).toEqual(['/assets/locale-en-US-aaaa.js', '/assets/server-messages-en-US-bbbb.js']);
      expect(r.vary).toMatch(/cookie/i);
    }
  });

  it("takes the language from the console's cookie, else from the browser's languages, else en-US", async () => {
    const linksOf = async (cookie: string | undefined, acceptLanguage: string) =>
      [
        ...(await page('/login', cookie, acceptLanguage)).text.matchAll(
          /<link rel="modulepreload"[^>]*href="([^"]+)"/g,
        ),
      ].map((m) => m[1]);
    const zh = ['/assets/locale-zh-CN-dddd.js', '/assets/zh_CN-eeee.js'];
    expect(await linksOf(undefined, 'zh-TW,zh;q=0.9')).toEqual(zh);
    expect(await linksOf('admin-lang=zh-CN', 'en-US')).toEqual(zh);
    // A cookie naming no language of ours, or something else, leaves it to the browser's.
    expect(await linksOf('admin-lang=xx-YY', 'zh-CN')).toEqual(zh);
    expect(await linksOf('admin-lang="><script>', 'zh-CN')).toEqual(zh);
    expect(await linksOf(undefined, 'de-DE')).toEqual([
      '/assets/locale-en-US-aaaa.js',
      '/assets/server-messages-en-US-bbbb.js',
    ]);
    // A list holding anything but the build's own files names only those.
    expect(await linksOf('admin-lang=ja-JP', 'en-US')).toEqual(['/assets/locale-ja-JP-ffff.js']);
  });

  it('names only files of its own build folder, whatever the list holds', async () => {
    const r = await page('/data', 'admin-token=abc');
    const links = [...r.text.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual([
      '/assets/locale-en-US-aaaa.js',
      '/assets/server-messages-en-US-bbbb.js',
      '/assets/locale-en-US-screens-cccc.js',
      '/assets/console-9f8e7d.js',
      '/assets/data-7a8b9c.js',
    ]);
    expect(r.text).not.toContain('<script>alert');
    expect(r.text).not.toContain('elsewhere.example');
  });
});
