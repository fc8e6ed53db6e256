import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helper.js';

// A stand-in build of the console, so this runs without building web/.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'assets', 'main-1a2b3c.js'), 'console.log("console")');
// What the build's precompress step writes beside every asset.
fs.writeFileSync(path.join(dist, 'assets', 'main-1a2b3c.js.br'), zlib.brotliCompressSync('console.log("console")'));
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
