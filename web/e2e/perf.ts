/**
 * Numbers for the release note, measured in headless Chromium against the real server on localhost:
 *  1. the JavaScript a first visit to /login downloads (raw and gzipped, file by file);
 *  2. the time from navigation to a usable /users page (median of 5 cold visits, each in a fresh browser
 *     context: side menu, tabs and the page's content shown, no spinner left).
 *
 *   npm run build -w web && npx tsx web/e2e/perf.ts
 *
 * It starts its own server (fresh DATA_DIR, port PERF_PORT or 8191) unless PERF_BASE_URL points at one.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.PERF_PORT ?? 8191);
/** The page timed (default /users); e.g. PERF_PAGE=/data times the shell with a placeholder screen. */
const PAGE = process.env.PERF_PAGE ?? '/users';

async function startServer(): Promise<{ base: string; stop: () => void }> {
  if (process.env.PERF_BASE_URL) return { base: process.env.PERF_BASE_URL, stop: () => {} };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-perf-'));
  const child: ChildProcess = spawn('npx', ['tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'true',
    },
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${PORT}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    stop: () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 500);
    },
  };
}

async function loginJs(browser: Browser, base: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  const files: { name: string; raw: number; gzip: number }[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body();
    files.push({ name: new URL(res.url()).pathname, raw: body.length, gzip: gzipSync(body).length });
  });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await context.close();
  files.sort((a, b) => b.gzip - a.gzip);
  const sum = (k: 'raw' | 'gzip') => files.reduce((n, f) => n + f[k], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip') };
}

async function usersTimes(browser: Browser, base: string, runs = 5) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demoshop', password: 'Demoshop#2026pass' }),
  });
  const token = ((await login.json()) as { datas: { access_token: string } }).datas.access_token;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    await context.addCookies([{ name: 'admin-token', value: token, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}${PAGE}`, { waitUntil: 'commit' });
    // "Usable": the menu and tabs are there, the page has content, and nothing is loading any more.
    const handle = await page.waitForFunction(
      () => {
        const page = document.querySelector('[data-testid=page]');
        const ready =
          document.querySelector('[data-testid=side-menu] [role=menuitem]') &&
          document.querySelector('[data-testid=tabs-bar] [role=tab]') &&
          (page?.textContent?.trim().length ?? 0) > 0 &&
          !document.querySelector('[role=status]') &&
          !page?.querySelector('.ant-spin-spinning, .ant-skeleton-active');
        return ready ? performance.now() : null;
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    times.push(Math.round((await handle.jsonValue()) as number));
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { times, median: sorted[Math.floor(sorted.length / 2)]! };
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  const js = await loginJs(browser, server.base);
  console.log(
    `First visit to /login: ${js.files.length} JS files, ${(js.raw / 1024).toFixed(1)} KB raw, ${(js.gzip / 1024).toFixed(1)} KB gzipped`,
  );
  for (const f of js.files) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(7)} KB gz  ${f.name}`);
  const users = await usersTimes(browser, server.base);
  console.log(
    `Navigation to a usable ${PAGE} (cold, signed in): ${users.times.join(', ')} ms; median ${users.median} ms`,
  );
} finally {
  await browser.close();
  server.stop();
}
