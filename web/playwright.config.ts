import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the real server on PGlite, with a fresh database for the whole run.
 * The web server step builds the console, then starts the API (which serves web/dist) on a fixed port
 * with a new temporary DATA_DIR, its real payment providers talking to local fake gateways. Specs read SMS codes from its outbox through E2E_DATA_DIR
 * (this file runs again in every worker; the variable makes them all agree on one folder).
 */
const PORT = Number(process.env.E2E_PORT ?? 8181);
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'skin-e2e-'));
process.env.E2E_BASE_URL = `http://127.0.0.1:${PORT}`;

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
  workers: 1,
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
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  webServer: {
    // NODE_ENV=production for the build whatever the caller's environment says (NODE_ENV=test would make
    // Vite bundle React's development build).
    // The server with Alipay, PayPal and WeChat Pay pointed at local fake gateways (beside the sandbox).
    command: 'NODE_ENV=production npm run build -w web && npx tsx server/test/fakes/serve-with-gateways.ts',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${process.env.E2E_BASE_URL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      DATA_DIR: process.env.E2E_DATA_DIR,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SERVE_WEB: 'true',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  },
});
