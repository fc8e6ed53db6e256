import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * The browser: CHROMIUM_PATH, else Debian's headless shell (package `chromium-headless-shell`, the same engine
 * without a browser window's own interface), else Debian's `chromium`. The full browser in headless mode draws its
 * window's tab strip in renderers of its own and rasterises through a software GPU process: a screen's test took
 * twice as long (fit.spec.ts's 7 owner screens in English on one worker: 82 s against 48 s).
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => fs.existsSync(p)) ??
  '/usr/bin/chromium-headless-shell';

/**
 * Browser tests against the real server on PGlite. global-setup.ts builds the console once; then each worker starts
 * its own server (e2e/test-server.ts: a fresh DATA_DIR, the real payment providers talking to local fake gateways)
 * on E2E_PORT + its index, so spec files run on two workers at once without sharing a row. E2E_WORKERS sets how many
 * (default 2: each is a browser and a server).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A spec file is the unit a worker takes: its tests run in order, on one server.
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // No retries: the console turns antd's motion off under a driven browser (theme.ts), which was what lost
  // clicks on a dropdown still opening.
  retries: 0,
  // Time limits catch a hang, they do not check speed: on a shared 2-core machine at load 28 a screen stayed on
  // "Loading…" for more than 10 s. A spec waits for what it needs to see, so a quiet run is as fast as before.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalSetup: './e2e/global-setup.ts',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    reducedMotion: 'reduce',
    // A failed test keeps its trace (each action's page as DOM), without the screencast: recording frames all along
    // took a third of every test's time (a11y.spec.ts's owner /users, /shop-device and /cloud: 30 s against 22 s).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
